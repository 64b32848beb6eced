import { expect, test } from '@playwright/test';
import { registerCustomer, useSession } from './support/new-customer';
import { screenshotBothWidths } from './support/seller-screens';

// Issue 35 items 2 and 4: a new shopper opens /my, links LINE through the LINE sandbox (the same
// authorise page as the LINE sign-in, coming back to /my/notifications), turns care reminders on
// with the marketing consent in the same form, and reads the messages sent to them (none yet:
// order messages come from the order events and the outbox worker).

test('a shopper links LINE, turns care reminders on with consent and sees the messages @phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const customer = await registerCustomer(page);
  await useSession(page, customer.userToken, customer.username);

  await page.goto('/my');
  await page
    .getByRole('navigation', { name: 'เมนูบัญชีของฉัน' })
    .getByRole('link', { name: 'การแจ้งเตือน' })
    .click();
  await expect(page).toHaveURL(/\/my\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'การแจ้งเตือน' })).toBeVisible();
  await expect(page.getByTestId('line-link-state')).toHaveText('ยังไม่ได้เชื่อมต่อ LINE');
  await expect(page.getByText(/ยังไม่มีข้อความที่ส่งถึงคุณ/)).toBeVisible();
  await screenshotBothWidths(page, 'my-notifications-new');

  // Link LINE through the sandbox's authorise page; it comes back here and links once.
  await page.getByRole('button', { name: 'เชื่อมต่อ LINE' }).click();
  await expect(page.getByRole('heading', { name: 'เข้าสู่ระบบ LINE (ระบบทดสอบ)' })).toBeVisible();
  await page.getByLabel('ชื่อโปรไฟล์ทดสอบ').fill(`คุณไลน์ ${testInfo.project.name} ${Date.now()}`);
  await page.getByRole('button', { name: 'อนุญาต' }).click();
  await expect(page).toHaveURL(/\/my\/notifications$/);
  await expect(page.getByText('เชื่อมต่อ LINE เรียบร้อยแล้ว')).toBeVisible();
  await expect(page.getByTestId('line-link-state')).toHaveText('เชื่อมต่อ LINE แล้ว');

  // Care reminders need the consent in the same form.
  const care = page.getByRole('checkbox', { name: 'เตือนดูแลยาง', exact: true });
  await expect(care).not.toBeChecked();
  await care.check();
  await page.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page.getByText('การเตือนดูแลยางต้องได้รับความยินยอมรับข่าวสารก่อน')).toBeVisible();
  await page.getByRole('checkbox', { name: 'ยินยอมรับการเตือนดูแลยางและข่าวสาร' }).check();
  await page.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page.getByText('บันทึกแล้ว')).toBeVisible();
  await expect(page.getByText(/ให้ความยินยอมเมื่อ .* \(ฉบับ 2026-11\)/)).toBeVisible();

  // As stored on the server, after a reload.
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'เตือนดูแลยาง', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'ยินยอมรับการเตือนดูแลยางและข่าวสาร' })).toBeChecked();
  await expect(page.getByTestId('line-link-state')).toHaveText('เชื่อมต่อ LINE แล้ว');
  await expect(page.getByRole('heading', { name: 'ข้อความที่ส่งถึงคุณ' })).toBeVisible();
  await expect(page.getByText(/ยังไม่มีข้อความที่ส่งถึงคุณ/)).toBeVisible();
  await screenshotBothWidths(page, 'my-notifications-linked');

  // Unlinking asks first.
  await page.getByRole('button', { name: 'ยกเลิกการเชื่อมต่อ LINE' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'ยืนยัน' }).click();
  await expect(page.getByTestId('line-link-state')).toHaveText('ยังไม่ได้เชื่อมต่อ LINE');
});

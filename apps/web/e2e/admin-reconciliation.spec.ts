import { expect, type Page, test } from '@playwright/test';
import { sandboxUrl } from './support/ready-cart';
import { expectNoSeriousAxe, screenshotBothWidths } from './support/seller-screens';

// Issue 32 item 5 (decision 0145): the provider's daily report matched with our payments, on a
// phone. The payment sandbox is told to list, on 10 June 2025 (a day before any seeded order and
// far from today), a transaction we never made; finance1 checks that day by hand with the
// Buddhist-era date picker, reads the mismatch in Thai, closes it with a note and finds the
// closing in the audit log. support1 has no reconciliation in its menu, and the page refuses it.

const DAY = '2025-06-10';
const DAY_TH = '10/6/2568';

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('ชื่อผู้ใช้').fill(username);
  await page.getByLabel('รหัสผ่าน').fill(password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(page.getByTestId('admin-operator')).toBeVisible();
}

/** Picks `DAY` in the date field's month calendar, walking month by month from where it opens. */
async function pickDay(page: Page) {
  await page.getByTestId('reconciliation-day-field').click();
  const dialog = page.getByRole('dialog', { name: 'วันที่ต้องการกระทบยอด' });
  const target = dialog.getByRole('button', { name: DAY_TH, exact: true });
  const isBefore = (await page.evaluate(() => new Date().toISOString().slice(0, 10))) > DAY;
  const step = dialog.getByRole('button', { name: isBefore ? 'เดือนก่อนหน้า' : 'เดือนถัดไป' });
  for (let i = 0; i < 600 && !(await target.isVisible()); i++) await step.click();
  await target.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('reconciliation-day-field')).toContainText(DAY_TH);
}

test('@phone finance checks a day the provider reports differently, and closes the mismatch with a note', async ({
  page,
}, testInfo) => {
  // Two accessibility checks, four screenshots and a walk through the months.
  test.slow();
  // A reference of this run only: the journey runs in two projects on one server.
  const reference =
    `E2E${testInfo.project.name === 'phone' ? 'P' : 'D'}${Date.now().toString(36).toUpperCase()}`.slice(
      0,
      15,
    );

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'finance1', 'Finance123');
  // The sandbox answers beside the server (its port + 2): read from the page's address.
  const told = await page.request.post(`${sandboxUrl(page)}/sandbox/report/adjustments`, {
    data: { kind: 'extra', day: DAY, referenceNo: reference, amount: '1990.00' },
  });
  expect(told.ok()).toBe(true);
  await page.getByRole('button', { name: 'เมนู' }).click();
  await page
    .getByRole('navigation', { name: 'เมนูผู้ดูแลระบบ' })
    .getByRole('link', { name: 'กระทบยอดชำระเงิน' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'กระทบยอดกับผู้ให้บริการชำระเงิน' }),
  ).toBeVisible();

  await pickDay(page);
  await page.getByRole('button', { name: 'กระทบยอด', exact: true }).click();
  const day = page.getByTestId('reconciliation-day');
  await expect(day.getByRole('heading', { name: `ผลการกระทบยอดวันที่ ${DAY_TH}` })).toBeVisible();
  const mismatch = day.locator(`[data-testid="mismatch"][data-reference="${reference}"]`);
  await expect(mismatch).toContainText('มีในรายงานผู้ให้บริการ แต่ไม่มีในระบบ');
  await expect(mismatch).toContainText('อาจมีเงินเข้ามาโดยไม่มีคำสั่งซื้อ');
  await expect(mismatch).toContainText('1,990.00 บาท');
  await expect(mismatch).toContainText('ไม่มีรายการนี้');
  await expect(mismatch).toContainText('ชำระเงินแล้ว');
  // The checked day is listed, as a card on a phone.
  await expect(page.getByTestId('reconciliation-day-cards')).toContainText(DAY_TH);
  await expectNoSeriousAxe(page, 'reconciliation day');
  await screenshotBothWidths(page, 'admin-reconciliation');
  await page.setViewportSize({ width: 390, height: 844 });

  // A note is needed; then the mismatch is closed, by whom and why.
  await mismatch.getByRole('button', { name: 'ปิดรายการนี้' }).click();
  await expect(mismatch.getByRole('alert')).toHaveText('กรุณาเขียนหมายเหตุว่าตรวจสอบแล้วพบอะไร');
  await mismatch
    .getByLabel('หมายเหตุ (ตรวจสอบแล้วพบอะไร ทำอะไรไปแล้ว)')
    .fill('ผู้ให้บริการยืนยันว่าเป็นรายการทดสอบ ไม่มีเงินเข้าจริง');
  await mismatch.getByRole('button', { name: 'ปิดรายการนี้' }).click();
  await expect(mismatch).toContainText('ปิดแล้ว โดย มาลี การเงิน');
  await expect(mismatch).toContainText('หมายเหตุ: ผู้ให้บริการยืนยันว่าเป็นรายการทดสอบ ไม่มีเงินเข้าจริง');
  await expectNoSeriousAxe(page, 'reconciliation mismatch closed');

  await page.goto('/admin/audit');
  const newest = page.getByTestId('audit-cards').locator('li').first();
  await expect(newest).toContainText('ปิดรายการที่ยอดไม่ตรงกัน');
  await expect(newest).toContainText('มาลี การเงิน');
  await expect(newest).toContainText(reference);
});

test('@phone support has no reconciliation: not in its menu, and the page refuses it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'support1', 'Support123');
  await page.getByRole('button', { name: 'เมนู' }).click();
  const menu = page.getByRole('navigation', { name: 'เมนูผู้ดูแลระบบ' });
  await expect(menu.getByRole('link', { name: 'บันทึกการทำงาน' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'กระทบยอดชำระเงิน' })).toHaveCount(0);
  await page.goto('/admin/reconciliation');
  await expect(page.getByRole('heading', { name: 'ไม่มีสิทธิ์ใช้งานส่วนนี้' })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('operatorToken'));
  const refused = await page.request.get('/api/admin/reconciliation/days', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(403);
});

import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxe, screenshotBothWidths, waitForQuiet } from './support/seller-screens';
import { DEMO_SELLERS, signInSeller } from './support/seller-session';

// Issue 35 items 2 and 4 on a 390 px phone: staff1 links its own LINE on /seller/account through
// the LINE sandbox's authorise page, sees it linked, and unlinks it after a confirm; the order
// detail shows the section of messages to the customer. staff1 ends as it started (not linked).

const HEAD_ORDER = 'YD2611200001';

async function orderIdOf(page: Page, token: string, orderNo: string): Promise<number> {
  const res = await page.request.post('/api/seller/get-order', {
    data: { page: 1, keyword: orderNo },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { orderList } = await res.json();
  return orderList[0].id;
}

test('staff1 links its own LINE through the sandbox, sees it linked, and unlinks it @phone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const session = await signInSeller(page, DEMO_SELLERS.staff);

  await page.goto('/seller/account');
  const section = page.getByTestId('line-link');
  await expect(section.getByRole('heading', { name: 'รับแจ้งเตือนทาง LINE' })).toBeVisible();
  await expect(section).toContainText('คำสั่งซื้อใหม่ของร้านและสาขาที่คุณมีสิทธิ์จัดการคำสั่งซื้อ');
  await expect(section).toContainText(/ทุกเช้าเวลา 07:00\sน\./);
  await expect(page.getByTestId('line-link-state')).toHaveText('ยังไม่ได้เชื่อมต่อ LINE');
  await waitForQuiet(page);
  await screenshotBothWidths(page, 'seller-line-unlinked');
  await page.setViewportSize({ width: 390, height: 844 });

  // LINE's authorise page (the sandbox), then back to this screen, which links.
  await section.getByRole('button', { name: 'เชื่อมต่อ LINE' }).click();
  await expect(page).toHaveURL(/\/dev\/social\/line\/authorize/);
  await page.getByLabel('ชื่อโปรไฟล์ทดสอบ').fill(`staff1 LINE ${Date.now()}`);
  await page.getByRole('button', { name: 'อนุญาต' }).click();
  await expect(page).toHaveURL(/\/seller\/account$/);
  await expect(section.getByRole('status')).toHaveText('เชื่อมต่อ LINE เรียบร้อยแล้ว');
  await expect(page.getByTestId('line-link-state')).toHaveText('เชื่อมต่อ LINE แล้ว');
  // The token left the address bar.
  expect(new URL(page.url()).hash).toBe('');
  const account = await page.request.get('/api/seller/my-account', {
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect((await account.json()).lineLinked).toBe(true);
  await expectNoSeriousAxe(page, 'own account with LINE linked');
  await screenshotBothWidths(page, 'seller-line-linked');
  await page.setViewportSize({ width: 390, height: 844 });

  // Unlinking asks first.
  await section.getByRole('button', { name: 'ยกเลิกการเชื่อมต่อ LINE' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('คุณจะไม่ได้รับแจ้งเตือนคำสั่งซื้อใหม่');
  await dialog.getByRole('button', { name: 'ยืนยัน' }).click();
  await expect(page.getByTestId('line-link-state')).toHaveText('ยังไม่ได้เชื่อมต่อ LINE');
  await expect(section.getByRole('status')).toHaveText('ยกเลิกการเชื่อมต่อ LINE แล้ว');

  // The order page has its section of messages to the customer.
  await page.goto(`/seller/order/detail/${await orderIdOf(page, session.token, HEAD_ORDER)}`);
  const messages = page.getByTestId('order-messages');
  await expect(messages.getByRole('heading', { name: 'ข้อความถึงลูกค้า' })).toBeVisible();
  await waitForQuiet(page);
  await messages.scrollIntoViewIfNeeded();
  await screenshotBothWidths(page, 'seller-order-messages');
});

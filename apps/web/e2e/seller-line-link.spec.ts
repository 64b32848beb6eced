import { expect, type Page, test } from '@playwright/test';
import { linePushAbout } from './support/line-sandbox';
import { openReadyCart, openShopperBrowser, payCartByQr } from './support/ready-cart';
import { expectNoSeriousAxe, screenshotBothWidths, waitForQuiet } from './support/seller-screens';
import { DEMO_SELLERS, signInSeller } from './support/seller-session';

// Issue 35 items 2 and 4 on a 390 px phone: staff1 links its own LINE on /seller/account through
// the LINE sandbox's authorise page, sees it linked, gets a shopper's new paid order as a LINE
// card, and unlinks it after a confirm; the order detail shows the section of messages to the
// customer. staff1 ends as it started (not linked). Chromium project only, at 390 px: one run
// owns staff1's LINE link at a time.

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

test('staff1 links its own LINE through the sandbox, gets a new order there, and unlinks it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
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

  // Linked, staff1 gets the shop's new orders on LINE: a shopper pays one, the card arrives.
  const shopper = await openShopperBrowser(browser, baseURL);
  await openReadyCart(shopper);
  const orderNo = await payCartByQr(shopper);
  await expect(shopper).toHaveURL(new RegExp(`/order/receipt/${orderNo}$`), { timeout: 15_000 });
  await shopper.context().close();
  const push = await linePushAbout(page, orderNo, 'คำสั่งซื้อใหม่');
  await page.goto(`/dev/line?to=${encodeURIComponent(push.to)}`);
  const card = page.locator('.bubble').filter({ hasText: orderNo }).first();
  await expect(card).toContainText('คำสั่งซื้อใหม่ รอร้านยืนยัน');
  await expect(card.getByRole('link')).toHaveAttribute('href', /\/seller\/order\/detail\/\d+$/);
  await page.goto('/seller/account');
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

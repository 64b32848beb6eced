import { expect, test } from '@playwright/test';
import { linePushAbout, sellerOrderId } from './support/line-sandbox';
import { openReadyCart, payCartByQr } from './support/ready-cart';
import { DEMO_SELLERS, signInSeller } from './support/seller-session';

// Issue 35 "How it is checked", at phone size: a shopper links LINE in /my and, when the shop
// confirms their order, the message arrives in the LINE sandbox as a card with the order (the
// outbox worker sent it) and /my/notifications lists it as sent on LINE.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a shopper who linked LINE gets the shop’s confirmation there and sees it in the history', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  await openReadyCart(page);

  // Link LINE from /my/notifications through the sandbox's authorise page.
  await page.goto('/my/notifications');
  await page.getByRole('button', { name: 'เชื่อมต่อ LINE' }).click();
  await page.getByLabel('ชื่อโปรไฟล์ทดสอบ').fill(`ลูกค้าไลน์ ${testInfo.project.name} ${Date.now()}`);
  await page.getByRole('button', { name: 'อนุญาต' }).click();
  await expect(page.getByTestId('line-link-state')).toHaveText('เชื่อมต่อ LINE แล้ว');

  await page.goto('/cart');
  const orderNo = await payCartByQr(page);
  await expect(page).toHaveURL(new RegExp(`/order/receipt/${orderNo}$`), { timeout: 15_000 });

  // The shop confirms it (a second browser for the shop).
  const shopContext = await browser.newContext({ baseURL });
  const shop = await shopContext.newPage();
  const staff = await signInSeller(shop, DEMO_SELLERS.staff);
  const confirmed = await shop.request.post('/api/seller/confirm-order', {
    headers: { Authorization: `Bearer ${staff.token}` },
    data: { id: await sellerOrderId(shop, staff.token, orderNo) },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  await shopContext.close();

  // In LINE: the card with the order, and its button back to the order.
  const push = await linePushAbout(page, orderNo, 'ยืนยันคำสั่งซื้อ');
  await page.goto(`/dev/line?to=${encodeURIComponent(push.to)}`);
  const card = page.locator('.bubble').filter({ hasText: orderNo }).first();
  await expect(card).toContainText('ยืนยันคำสั่งซื้อ');
  await expect(card.getByRole('link')).toHaveAttribute(
    'href',
    new RegExp(`/my/receipt/${orderNo}$`),
  );

  // The shopper's history: the message, on LINE, sent.
  await page.goto('/my/notifications');
  const item = page.getByRole('listitem').filter({ hasText: orderNo }).first();
  await expect(item).toContainText('LINE');
  await expect(item).toContainText('ส่งแล้ว');
});

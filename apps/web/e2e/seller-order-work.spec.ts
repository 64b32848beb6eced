import { expect, type Page, test } from '@playwright/test';
import {
  openReadyCart,
  openShopperBrowser,
  payCartByQr,
  signInNewCustomer,
} from './support/ready-cart';
import { expectNoSeriousAxe, screenshotBothWidths } from './support/seller-screens';
import { DEMO_SELLERS, signInSeller } from './support/seller-session';

// Issue 15 items 1, 3 and 5 in Chromium against the real server: staff1 has the day board open
// when a shopper pays a SERVICE order by QR; the order appears with a toast without a reload
// (server-sent events), the staff confirm it and fit the tyres with DOT codes from the board.
// The delivery screen confirms a parcel with carrier and tracking. The chime switch is kept.

const sellerAuth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function orderIdOf(page: Page, token: string, orderNo: string): Promise<number> {
  const list = await page.request.post('/api/seller/get-order', {
    headers: sellerAuth(token),
    data: { keyword: orderNo },
  });
  const { orderList } = (await list.json()) as { orderList: { id: number; orderNo: string }[] };
  const row = orderList.find((o) => o.orderNo === orderNo);
  expect(row, `order ${orderNo} in get-order`).toBeDefined();
  return row?.id ?? 0;
}

async function shopperWithCart(page: Page) {
  const customer = await openReadyCart(page);
  const cart = await page.request.get('/api/order/get-cart-data', {
    headers: { Authorization: `Bearer ${customer.userToken}` },
  });
  const data = (await cart.json()) as { cartData: { appointmentDate: string } };
  return { customer, date: data.cartData.appointmentDate };
}

/** A new shopper pays a DELIVERY order of the demo shop by QR; answers its order number. */
async function paidDeliveryOrder(page: Page): Promise<string> {
  const customer = await signInNewCustomer(page);
  const auth = { Authorization: `Bearer ${customer.userToken}` };
  const products = await page.request.post('/api/store/get-store-products', {
    data: { id: 'store-1', page: 1, pageSize: 50 },
  });
  const { items } = (await products.json()) as {
    items: { sellerProductId: number; qty: number; isDeliveryAvailable: boolean }[];
  };
  const offer = items.find((o) => o.isDeliveryAvailable && o.qty >= 12);
  if (!offer) throw new Error('store 1 has no DELIVERY offer with stock');
  for (const [path, data] of [
    [
      'order/add-cart',
      { sellerProductId: offer.sellerProductId, quantity: 2, orderType: 'DELIVERY', replace: true },
    ],
    [
      'order/submit-delivery-info',
      {
        firstName: 'สมหญิง',
        lastName: 'รักดี',
        tel: '0898765432',
        email: 'somying@example.com',
        address: '99/1 ถนนนิมมานเหมินท์',
        subDistrict: 'สุเทพ',
        district: 'เมืองเชียงใหม่',
        province: 'เชียงใหม่',
        postCode: '50200',
        deliveryRemark: 'ฝากไว้ที่ป้อมยาม',
      },
    ],
  ] as const) {
    const res = await page.request.post(`/api/${path}`, { headers: auth, data });
    expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  }
  await page.goto('/cart');
  const orderNo = await payCartByQr(page);
  await expect(page).toHaveURL(new RegExp(`/order/receipt/${orderNo}$`), { timeout: 15_000 });
  return orderNo;
}

test('a paid order appears on the day board without a reload; the staff fit it with DOT codes @phone', async ({
  page,
  browser,
  baseURL,
}) => {
  const shopper = await openShopperBrowser(browser, baseURL);
  const { date } = await shopperWithCart(shopper);
  expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  const staff = await signInSeller(page, DEMO_SELLERS.staff);
  await page.goto(`/seller/order/service?date=${date}`);
  await expect(page.getByRole('heading', { name: 'ยืนยันการติดตั้ง', level: 1 })).toBeVisible();
  await expect(page.getByTestId('board-date')).toContainText(
    String(Number(date.slice(0, 4)) + 543),
  );
  await expect(page.getByTestId('board-slot').first()).toBeVisible();

  // The shopper pays by QR in another browser.
  await shopper.goto('/cart');
  const orderNo = await payCartByQr(shopper);

  // Within 10 s, no reload: the toast and the car on the board.
  const toast = page.getByTestId('seller-toasts').getByText(`มีคำสั่งซื้อใหม่ #${orderNo}`);
  await expect(toast).toBeVisible({ timeout: 10_000 });
  const card = page.getByRole('article', { name: `คำสั่งซื้อ #${orderNo}` });
  await expect(card).toBeVisible({ timeout: 10_000 });
  await expect(card).toContainText('กข1234');
  await expect(card).toContainText('Toyota Hilux Revo');
  await expect(card).toContainText('รอยืนยันคำสั่งซื้อ');
  await expect(card.getByRole('link', { name: '0812345678' })).toHaveAttribute(
    'href',
    'tel:0812345678',
  );
  const href = await card.getByRole('link', { name: `ดูคำสั่งซื้อ #${orderNo}` }).getAttribute('href');
  const orderId = Number(/\/seller\/order\/detail\/(\d+)$/.exec(href ?? '')?.[1]);
  expect(orderId).toBeGreaterThan(0);

  // The order is confirmed (the manage screen's action); the board follows by itself.
  const confirmed = await page.request.post('/api/seller/confirm-order', {
    headers: sellerAuth(staff.token),
    data: { id: orderId },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  await expect(card).toContainText('รอเข้ารับบริการ', { timeout: 10_000 });
  await screenshotBothWidths(page, 'h3-service-board');
  await expectNoSeriousAxe(page, 'day board');

  // Fitting done: DOT codes per tyre, a wrong one refused on the page first.
  await card.getByRole('button', { name: 'ยืนยันการติดตั้ง' }).click();
  const dialog = page.getByRole('dialog', { name: `ยืนยันการติดตั้ง #${orderNo}` });
  await expect(dialog).toBeVisible();
  const dots = dialog.getByRole('textbox');
  await expect(dots).toHaveCount(4);
  await dots.nth(0).fill('26');
  await dialog.getByRole('button', { name: 'ยืนยันการติดตั้ง' }).click();
  await expect(dialog.getByText('รหัส DOT ต้องเป็นเลข 4 หลัก')).toBeVisible();
  await dots.nth(0).fill('3226');
  await dots.nth(1).fill('3226');
  await dots.nth(2).fill('3126');
  await dots.nth(3).fill('3126');
  await screenshotBothWidths(page, 'h3-confirm-service-dialog');
  await dialog.getByRole('button', { name: 'ยืนยันการติดตั้ง' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('ติดตั้งเรียบร้อย', { timeout: 10_000 });
  await expect(card.getByRole('button', { name: 'ยืนยันการติดตั้ง' })).toHaveCount(0);

  const detail = await page.request.post('/api/seller/get-order-detail', {
    headers: sellerAuth(staff.token),
    data: { id: orderId },
  });
  const { order } = (await detail.json()) as { order: { items: { dotCodes: string[] }[] } };
  expect(order.items.flatMap((i) => i.dotCodes).sort()).toEqual(['3126', '3126', '3226', '3226']);
  await shopper.context().close();
});

test('without the event stream the screens poll the counts and still show a new order', async ({
  page,
  browser,
  baseURL,
}) => {
  // A proxy that will not pass the stream: the page falls back to polling get-order-count.
  await page.route('**/api/seller/order-events', (route) => route.abort());
  const shopper = await openShopperBrowser(browser, baseURL);
  await shopperWithCart(shopper);
  await signInSeller(page, DEMO_SELLERS.staff);
  const polled = page.waitForRequest('**/api/seller/get-order-count');
  await page.goto('/seller/order/service');
  await polled;

  await shopper.goto('/cart');
  const orderNo = await payCartByQr(shopper);
  await expect(page.getByTestId('seller-toasts').getByText(`มีคำสั่งซื้อใหม่ #${orderNo}`)).toBeVisible({
    timeout: 15_000,
  });
  await shopper.context().close();
});

test('the day board picks its day on the Buddhist-era calendar and keeps the ISO day in the URL @phone', async ({
  page,
}) => {
  // Today is pinned (28 Nov 2026, Bangkok) so the calendar opens on a known month.
  await page.clock.setFixedTime(new Date('2026-11-28T10:00:00+07:00'));
  // The owner: staff1 belongs to the head office only and has no branch to pick (decision 0133).
  await signInSeller(page, DEMO_SELLERS.owner);
  await page.goto('/seller/order/service');
  await expect(page.getByTestId('board-date')).toContainText('วันนี้');
  // The day is picked on the Buddhist-era calendar, never the browser's Gregorian picker.
  await expect(page.locator('input[type="date"], input[type="time"]')).toHaveCount(0);
  const pick = page.getByTestId('board-pick-date');
  await expect(pick).toHaveText('28/11/2569');
  await pick.click();
  const calendar = page.getByRole('dialog', { name: 'เลือกวันที่' });
  await calendar.getByRole('button', { name: 'เดือนถัดไป' }).click();
  await calendar.getByRole('button', { name: '31/12/2569' }).click();
  await expect(calendar).toBeHidden();
  await expect(page).toHaveURL(/date=2026-12-31$/);
  await expect(page.getByTestId('board-date')).toHaveText('วันพฤหัสบดีที่ 31 ธันวาคม 2569');
  await expect(pick).toHaveText('31/12/2569');
  await screenshotBothWidths(page, 'service-board-date');
  await page.getByRole('button', { name: /วันถัดไป/ }).click();
  await expect(page.getByTestId('board-date')).toHaveText('วันศุกร์ที่ 1 มกราคม 2570');
  await expect(page).toHaveURL(/date=2027-01-01$/);
  // The owner may look at a branch's board; the day stays.
  const branch = page.getByRole('combobox', { name: 'สาขา' });
  const second = await branch.locator('option').nth(1).getAttribute('value');
  await branch.selectOption(second ?? '');
  await expect(page).toHaveURL(/date=2027-01-01&branch=\d+$/);
  await expect(page.getByTestId('board-date')).toHaveText('วันศุกร์ที่ 1 มกราคม 2570');
  await page.getByRole('button', { name: 'กลับไปวันนี้' }).click();
  await expect(page.getByTestId('board-date')).toContainText('วันนี้');
  await expect(page).toHaveURL(/\/seller\/order\/service\?branch=\d+$/);
});

test('the delivery screen confirms a parcel with carrier and tracking @phone', async ({
  page,
  browser,
  baseURL,
}) => {
  const shopper = await openShopperBrowser(browser, baseURL);
  const orderNo = await paidDeliveryOrder(shopper);
  await shopper.context().close();
  const staff = await signInSeller(page, DEMO_SELLERS.staff);
  await page.goto('/seller/order/delivery');
  await expect(page.getByRole('heading', { name: 'ยืนยันการจัดส่ง', level: 1 })).toBeVisible();
  // A paid delivery order waits for the shop's confirmation first.
  const orderId = await orderIdOf(page, staff.token, orderNo);
  const confirmed = await page.request.post('/api/seller/confirm-order', {
    headers: sellerAuth(staff.token),
    data: { id: orderId },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  const card = page.getByRole('article', { name: `คำสั่งซื้อ #${orderNo}` });
  await expect(card).toBeVisible({ timeout: 10_000 });
  await expect(card).toContainText('สมหญิง รักดี');
  await expect(card).toContainText('ถนนนิมมานเหมินท์');
  await expect(card).toContainText('× 2');
  await expect(card.getByRole('link', { name: 'พิมพ์ใบปะหน้า' })).toHaveAttribute(
    'href',
    /\/seller\/order\/delivery-cover\/\d+$/,
  );
  await screenshotBothWidths(page, 'h3-delivery');
  await expectNoSeriousAxe(page, 'delivery screen');

  await card.getByRole('button', { name: 'ยืนยันการจัดส่ง' }).click();
  const dialog = page.getByRole('dialog', { name: `ยืนยันการจัดส่ง #${orderNo}` });
  await dialog.getByRole('button', { name: 'ยืนยันการจัดส่ง' }).click();
  await expect(dialog.getByText('กรุณากรอกชื่อบริษัทขนส่ง')).toBeVisible();
  await expect(dialog.getByText('กรุณากรอกเลขพัสดุ')).toBeVisible();
  const carrier = dialog.getByLabel('บริษัทขนส่ง');
  await expect(carrier).toHaveAttribute('list', /.+/);
  await carrier.fill('Kerry Express');
  await dialog.getByLabel('เลขพัสดุ').fill('KEX0099887766');
  await screenshotBothWidths(page, 'h3-confirm-delivery-dialog');
  await dialog.getByRole('button', { name: 'ยืนยันการจัดส่ง' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('seller-toasts').getByRole('status').first()).toBeVisible();
  await expect(card).toHaveCount(0);

  // The shopper's side shows the carrier and tracking (the receipt reads them).
  const detail = await page.request.post('/api/seller/get-order-detail', {
    headers: sellerAuth(staff.token),
    data: { id: orderId },
  });
  const { order } = (await detail.json()) as {
    order: { status: number; carrier: string; trackingText: string };
  };
  expect(order).toMatchObject({
    status: 5,
    carrier: 'Kerry Express',
    trackingText: 'KEX0099887766',
  });
});

test('the new-order sound can be switched off and stays off', async ({ page }) => {
  await signInSeller(page, DEMO_SELLERS.staff);
  await page.goto('/seller/order/service');
  const sound = page.getByRole('switch', { name: 'เสียงแจ้งเตือนคำสั่งซื้อใหม่' });
  await expect(sound).toHaveAttribute('aria-checked', 'true');
  await sound.click();
  await expect(sound).toHaveAttribute('aria-checked', 'false');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'เสียงแจ้งเตือนคำสั่งซื้อใหม่' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
});

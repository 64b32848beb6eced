import { expect, type Page, test } from '@playwright/test';
import { openReadyCart, openShopperBrowser, payCartByQr } from './support/ready-cart';
import { DEMO_SELLERS, signInSeller } from './support/seller-session';

// Issue 15 "How it is checked", the shop's side of an order end to end at phone size: a shopper
// pays a SERVICE order by QR; staff1 confirms it on its detail page and fits it from the day
// board; the shopper's /my/order shows it fitted and the SMS outbox holds both messages. A second
// paid order is cancelled with a reason: its tyres are back on sale, its seat is free again and a
// refund is owed to the shopper, who is told why.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const CUSTOMER_TEL = '0812345678';
const sellerAuth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A new shopper's SERVICE order at the demo shop, paid by QR; answers its number. */
async function paidServiceOrder(shopper: Page): Promise<string> {
  await openReadyCart(shopper);
  const orderNo = await payCartByQr(shopper);
  await expect(shopper).toHaveURL(new RegExp(`/order/receipt/${orderNo}$`), { timeout: 15_000 });
  return orderNo;
}

type OrderRow = { id: number; appointmentDate: string; appointmentTime: string };

async function sellerOrder(page: Page, token: string, orderNo: string): Promise<OrderRow> {
  const res = await page.request.post('/api/seller/get-order', {
    headers: sellerAuth(token),
    data: { keyword: orderNo },
  });
  const { orderList } = (await res.json()) as { orderList: (OrderRow & { orderNo: string })[] };
  const row = orderList.find((o) => o.orderNo === orderNo);
  expect(row, `${orderNo} in the shop's orders`).toBeDefined();
  return row as OrderRow;
}

async function smsAbout(page: Page, orderNo: string): Promise<string[]> {
  const res = await page.request.get(`/api/dev/outbox?tel=${CUSTOMER_TEL}`);
  const messages = (await res.json()) as { text: string }[];
  return messages.map((m) => m.text).filter((text) => text.includes(orderNo));
}

/** What the shop's offers say is left of the offer in the order (store 1's public list). */
async function offerQuantities(page: Page): Promise<Map<number, number>> {
  const res = await page.request.post('/api/store/get-store-products', {
    data: { id: 'store-1', page: 1, pageSize: 50 },
  });
  const { items } = (await res.json()) as { items: { sellerProductId: number; qty: number }[] };
  return new Map(items.map((i) => [i.sellerProductId, i.qty]));
}

async function bookedIn(page: Page, token: string, order: OrderRow): Promise<string[]> {
  const res = await page.request.post('/api/seller/get-service-board', {
    headers: sellerAuth(token),
    data: { date: order.appointmentDate },
  });
  const board = (await res.json()) as {
    slotList: { value: string; orders: { orderNo: string }[] }[];
  };
  const slot = board.slotList.find((s) => s.value === order.appointmentTime);
  return (slot?.orders ?? []).map((o) => o.orderNo);
}

test('staff1 confirms a paid order and fits it; the shopper sees it fitted and got both SMS', async ({
  page,
  browser,
  baseURL,
}) => {
  const shopper = await openShopperBrowser(browser, baseURL);
  const orderNo = await paidServiceOrder(shopper);

  const staff = await signInSeller(page, DEMO_SELLERS.staff);
  const order = await sellerOrder(page, staff.token, orderNo);
  await page.goto(`/seller/order/detail/${order.id}`);
  const detail = page.getByTestId('order-detail');
  await expect(detail.getByTestId('order-status').first()).toHaveText('รอยืนยันคำสั่งซื้อ');
  await page.getByRole('button', { name: 'ยืนยันคำสั่งซื้อ' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'ยืนยันคำสั่งซื้อ' });
  await expect(confirm).toContainText(orderNo);
  await confirm.getByRole('button', { name: 'ยืนยัน', exact: true }).click();
  await expect(detail.getByTestId('order-status').first()).toHaveText('รอเข้ารับบริการ');
  await expect(page.getByRole('button', { name: 'ยืนยันคำสั่งซื้อ' })).toHaveCount(0);

  await page.goto(`/seller/order/service?date=${order.appointmentDate}`);
  const card = page.getByRole('article', { name: `คำสั่งซื้อ #${orderNo}` });
  await card.getByRole('button', { name: 'ยืนยันการติดตั้ง' }).click();
  const dialog = page.getByRole('dialog', { name: `ยืนยันการติดตั้ง #${orderNo}` });
  // One DOT code per fitted tyre (issue 37 item 10): week 32 of 2026, in the past from now on.
  for (const box of await dialog.getByRole('textbox').all()) await box.fill('3226');
  await dialog.getByRole('button', { name: 'ยืนยันการติดตั้ง' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('ติดตั้งเรียบร้อย');

  // The shopper's order history shows it fitted, at once.
  await shopper.goto('/my/order');
  await shopper.getByRole('tab', { name: /^สำเร็จ/ }).click();
  const fitted = shopper.getByRole('article', { name: `คำสั่งซื้อ ${orderNo}` });
  await expect(fitted).toContainText('ติดตั้งเรียบร้อย');

  // The outbox worker sends them within a moment of the actions (issue 35).
  await expect
    .poll(async () => (await smsAbout(page, orderNo)).some((t) => t.includes('ยืนยันคำสั่งซื้อ')))
    .toBe(true);
  await expect
    .poll(async () =>
      (await smsAbout(page, orderNo)).some((t) => t.includes('ติดตั้ง') && t.includes('เรียบร้อย')),
    )
    .toBe(true);
  await shopper.context().close();
});

test('a paid order cancelled with a reason: tyres back on sale, the seat free, a refund owed', async ({
  page,
  browser,
  baseURL,
}) => {
  const shopper = await openShopperBrowser(browser, baseURL);
  const orderNo = await paidServiceOrder(shopper);

  const owner = await signInSeller(page, DEMO_SELLERS.owner);
  const order = await sellerOrder(page, owner.token, orderNo);
  const detailRes = await page.request.post('/api/seller/get-order-detail', {
    headers: sellerAuth(owner.token),
    data: { id: order.id },
  });
  const { items } = (
    (await detailRes.json()) as {
      order: { items: { sellerProductId: number; quantity: number }[] };
    }
  ).order;
  const before = await offerQuantities(page);
  expect(await bookedIn(page, owner.token, order)).toContain(orderNo);

  await page.goto(`/seller/order/detail/${order.id}`);
  await page.getByRole('button', { name: 'ยกเลิกคำสั่งซื้อ' }).click();
  const dialog = page.getByRole('dialog', { name: `ยกเลิกคำสั่งซื้อ ${orderNo}` });
  await expect(dialog.getByTestId('cancel-money')).toContainText('ต้องคืนให้ลูกค้า');
  await dialog.getByRole('radio', { name: 'ติดต่อลูกค้าไม่ได้' }).check();
  await dialog.getByRole('button', { name: 'ยืนยันการยกเลิก' }).click();
  await expect(dialog).toBeHidden();
  const detail = page.getByTestId('order-detail');
  await expect(detail.getByTestId('order-status').first()).toHaveText('ยกเลิก');
  await expect(detail).toContainText('ต้องคืนเงินให้ลูกค้า');

  // The tyres are on sale again and the seat is free.
  const after = await offerQuantities(page);
  for (const item of items) {
    expect(after.get(item.sellerProductId)).toBe(
      (before.get(item.sellerProductId) ?? 0) + item.quantity,
    );
  }
  expect(await bookedIn(page, owner.token, order)).not.toContain(orderNo);

  // The shopper reads why, and that the money comes back.
  await shopper.goto('/my/order');
  await shopper.getByRole('tab', { name: /^ยกเลิก/ }).click();
  const cancelled = shopper.getByRole('article', { name: `คำสั่งซื้อ ${orderNo}` });
  await expect(cancelled).toContainText('ติดต่อลูกค้าไม่ได้');
  await expect(cancelled.getByTestId('refund-notice')).toBeVisible();
  await expect
    .poll(async () =>
      (await smsAbout(page, orderNo)).some(
        (t) => t.includes('ยกเลิก') && t.includes('ติดต่อลูกค้าไม่ได้'),
      ),
    )
    .toBe(true);
  await shopper.context().close();
});

import { expect, type Page, test } from '@playwright/test';
import { openReadyCart, openShopperBrowser, payCartByQr } from './support/ready-cart';
import { DEMO_SELLERS, signInSeller } from './support/seller-session';

// Issue 32 item 1 (decision 0139) at phone size: the shop cancels a shopper's paid QR order; on
// /my/order the shopper is asked for a refund account, first types a national ID with a wrong
// check digit (a Thai message), then gives a PromptPay number; the operator batches the refund
// and marks it refunded with the bank's reference; the shopper sees "คืนเงินแล้ว" and the reference.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const SHOTS = process.env.E2E_SHOTS_DIR ?? 'test-results/refund-shots';

async function shots(page: Page, name: string) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

test('@phone a shopper gives a PromptPay number for a cancelled QR order and sees it refunded', async ({
  page,
  browser,
  baseURL,
}) => {
  // A checkout, a cancellation, an operator sign-in (argon2) and two page loads on a shared machine.
  test.setTimeout(180_000);
  const shopper = await openShopperBrowser(browser, baseURL);
  await openReadyCart(shopper);
  const orderNo = await payCartByQr(shopper);
  await expect(shopper).toHaveURL(new RegExp(`/order/receipt/${orderNo}$`), { timeout: 15_000 });

  // The shop cancels the paid order.
  const owner = await signInSeller(page, DEMO_SELLERS.owner);
  const auth = { Authorization: `Bearer ${owner.token}` };
  const list = await page.request.post('/api/seller/get-order', {
    headers: auth,
    data: { keyword: orderNo },
  });
  const { orderList } = (await list.json()) as { orderList: { id: number; orderNo: string }[] };
  const order = orderList.find((o) => o.orderNo === orderNo);
  expect(order).toBeDefined();
  const cancel = await page.request.post('/api/seller/cancel-order', {
    headers: auth,
    data: { id: order?.id, reasonCode: 'CANNOT_CONTACT' },
  });
  expect(cancel.status()).toBe(200);

  // The shopper is asked where to send the money.
  await shopper.goto('/my/order');
  await shopper.getByRole('tab', { name: /^ยกเลิก/ }).click();
  const card = shopper.getByRole('article', { name: `คำสั่งซื้อ ${orderNo}` });
  await expect(card.getByTestId('refund-step')).toContainText('ระบุบัญชีรับเงินคืน');
  await card.getByRole('button', { name: 'ระบุบัญชีรับเงินคืน' }).click();
  const form = card.getByTestId('refund-details-form');
  await form.getByLabel('เบอร์มือถือหรือเลขประจำตัวประชาชนที่ผูกพร้อมเพย์').fill('1103702345671');
  await form.getByLabel('ชื่อบัญชี').fill('สมชาย ใจดี');
  await shots(shopper, 'refund-details-form');
  await form.getByRole('button', { name: 'บันทึกบัญชีรับเงินคืน' }).click();
  await expect(form.getByRole('alert')).toHaveText('เลขประจำตัวประชาชนไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง');
  await form.getByLabel('เบอร์มือถือหรือเลขประจำตัวประชาชนที่ผูกพร้อมเพย์').fill('0812345678');
  await form.getByRole('button', { name: 'บันทึกบัญชีรับเงินคืน' }).click();
  await expect(card.getByTestId('refund-step')).toContainText('รอโอนเงิน');
  await expect(card).toContainText('พร้อมเพย์ xxxxxx5678');

  // The operator batches it and marks it refunded (the console's API).
  const login = await page.request.post('/api/admin/login', {
    data: { username: 'finance1', password: 'Finance123' },
  });
  expect(login.status()).toBe(200);
  const op = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const built = await page.request.post('/api/admin/refunds/batches', { headers: op, data: {} });
  expect(built.status()).toBe(200);
  const batch = (await built.json()) as { id: number };
  const detail = await page.request.get(`/api/admin/refunds/batches/${batch.id}`, { headers: op });
  const { lines } = (await detail.json()) as { lines: { refundId: number; orderNo: string }[] };
  const line = lines.find((l) => l.orderNo === orderNo);
  expect(line).toBeDefined();
  const file = await page.request.get(`/api/admin/refunds/batches/${batch.id}/file`, {
    headers: op,
  });
  expect(await file.text()).toContain('0812345678');
  const mark = await page.request.post(
    `/api/admin/refunds/batches/${batch.id}/lines/${line?.refundId}`,
    {
      headers: op,
      data: { outcome: 'refunded', bankReference: 'KB2611280001', refundedOn: '2026-11-28' },
    },
  );
  expect(mark.status()).toBe(200);

  // The shopper sees the money back, with the bank's reference.
  await shopper.reload();
  await shopper.getByRole('tab', { name: /^ยกเลิก/ }).click();
  await expect(card.getByTestId('refund-step')).toContainText('คืนเงินแล้ว');
  await expect(card).toContainText('KB2611280001');
  await shots(shopper, 'refund-refunded');

  // The operator's console screen shows the batch.
  const opToken = op.Authorization.slice('Bearer '.length);
  await page.goto('/admin/login');
  await page.evaluate((token) => window.localStorage.setItem('operatorToken', token), opToken);
  await page.goto('/admin/refunds');
  await expect(page.getByRole('heading', { name: 'คืนเงินลูกค้า', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: /^คืนเงินแล้ว/ }).click();
  await expect(page.getByTestId('refund-queue')).toContainText(orderNo);
  await shots(page, 'admin-refunds');
  await shopper.context().close();
});

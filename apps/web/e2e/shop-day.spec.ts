import { expect, type Page, test } from '@playwright/test';
import { openReadyCart, payQrInSandbox } from './support/ready-cart';
import { screenshotBothWidths } from './support/seller-screens';
import { DEMO_SELLERS, signInSeller } from './support/seller-session';

// Issue 37 item 10, the shop's day as it happened, as seller1 takes it on a laptop and a phone:
// a deposit order is fitted from the day board with one real DOT code per tyre (a missing code,
// week 53 of a year that has 52 and a year still to come are refused in Thai), the balance is
// left "not yet collected", then recorded afterwards on the order's detail behind a confirmation,
// which then says who and when. A seeded order whose appointment has passed (26/11/2569) shows
// the flag, and its confirm button waits for the tick; the journey backs out without confirming.
// DOT codes used hold on any day: 5323 (2023 has 52 weeks), 0199 (2099), 3224 / 1025 (past).

const sellerAuth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A new shopper pays the deposit of a SERVICE order at the demo shop by QR. */
async function paidDepositOrder(page: Page): Promise<{ orderNo: string; date: string }> {
  const customer = await openReadyCart(page);
  const cart = await page.request.get('/api/order/get-cart-data', {
    headers: { Authorization: `Bearer ${customer.userToken}` },
  });
  const { cartData } = (await cart.json()) as { cartData: { appointmentDate: string } };
  await page
    .getByRole('region', { name: 'วิธีการชำระเงิน' })
    .getByText('มัดจำผ่าน QR', { exact: true })
    .click();
  const waiting = await page
    .getByTestId('payment-modal')
    .getByText(/^รอการชำระเงินของคำสั่งซื้อ YD\d+/)
    .textContent();
  const orderNo = /YD\d+/.exec(waiting ?? '')?.[0] ?? '';
  expect(orderNo).not.toBe('');
  await payQrInSandbox(page, orderNo);
  await expect(page).toHaveURL(new RegExp(`/order/receipt/${orderNo}$`), { timeout: 15_000 });
  return { orderNo, date: cartData.appointmentDate };
}

async function orderIdOf(page: Page, token: string, orderNo: string): Promise<number> {
  const list = await page.request.post('/api/seller/get-order', {
    headers: sellerAuth(token),
    data: { keyword: orderNo },
  });
  const { orderList } = (await list.json()) as { orderList: { id: number; orderNo: string }[] };
  const id = orderList.find((o) => o.orderNo === orderNo)?.id ?? 0;
  expect(id, `order ${orderNo} in get-order`).toBeGreaterThan(0);
  return id;
}

test('seller1 fits a deposit order with a real DOT code per tyre and records the balance afterwards @phone', async ({
  page,
}, testInfo) => {
  testInfo.setTimeout(120_000);
  const isPhone = testInfo.project.name === 'phone';
  const { orderNo, date } = await paidDepositOrder(page);
  expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  // The shop's browser lives on the day of the appointment (the form checks DOT codes by it).
  await page.context().clearCookies();
  await page.clock.setFixedTime(new Date(`${date}T10:00:00+07:00`));
  const owner = await signInSeller(page, DEMO_SELLERS.owner);
  const orderId = await orderIdOf(page, owner.token, orderNo);
  const confirmed = await page.request.post('/api/seller/confirm-order', {
    headers: sellerAuth(owner.token),
    data: { id: orderId },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);

  // The receipt page may still be settling after the payment: the board is opened until the
  // address says it is there (a navigation it swallowed is made again).
  await expect(async () => {
    await page.goto(`/seller/order/service?date=${date}`);
    await expect(page).toHaveURL(/\/seller\/order\/service\?date=/, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  const card = page.getByRole('article', { name: `คำสั่งซื้อ #${orderNo}` });
  await expect(card).toContainText('รอเข้ารับบริการ');
  await card.getByRole('button', { name: 'ยืนยันการติดตั้ง' }).click();
  const dialog = page.getByRole('dialog', { name: `ยืนยันการติดตั้ง #${orderNo}` });
  await expect(dialog).toBeVisible();
  const dots = dialog.getByRole('textbox');
  await expect(dots).toHaveCount(4);
  const submit = dialog.getByRole('button', { name: 'ยืนยันการติดตั้ง' });

  // One code missing, week 53 of 2023, a year still to come; and no choice about the balance.
  await dots.nth(0).fill('3224');
  await dots.nth(1).fill('5323');
  await dots.nth(2).fill('0199');
  await submit.click();
  await expect(
    dialog.getByText('สัปดาห์ในรหัส DOT ต้องอยู่ระหว่าง 01–52 (ปี 2023 มี 52 สัปดาห์)'),
  ).toBeVisible();
  await expect(dialog.getByText(/รหัส DOT 0199 ระบุสัปดาห์ที่ยังมาไม่ถึง/)).toBeVisible();
  await expect(dots.nth(3)).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('กรุณาเลือกว่าเก็บเงินส่วนที่เหลือแล้วหรือยัง')).toBeVisible();
  await screenshotBothWidths(page, `h9-fitting-refused-${testInfo.project.name}`);
  if (isPhone) await page.setViewportSize({ width: 390, height: 844 });

  // Nothing was recorded by the refusal.
  const before = await page.request.post('/api/seller/get-order-detail', {
    headers: sellerAuth(owner.token),
    data: { id: orderId },
  });
  const { order: untouched } = (await before.json()) as {
    order: { items: { dotCodes: string[] }[] };
  };
  expect(untouched.items.flatMap((i) => i.dotCodes)).toEqual([]);

  await dots.nth(1).fill('1025');
  await dots.nth(2).fill('3224');
  await dots.nth(3).fill('0125');
  await dialog.getByRole('radio', { name: /ยังไม่ได้เก็บเงิน/ }).check();
  await screenshotBothWidths(page, `h9-fitting-dialog-${testInfo.project.name}`);
  if (isPhone) await page.setViewportSize({ width: 390, height: 844 });
  await submit.click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('ติดตั้งเรียบร้อย', { timeout: 10_000 });

  // Afterwards, on the order's detail: the balance is still to collect; recording it asks first.
  await page.goto(`/seller/order/detail/${orderId}`);
  const detail = page.getByTestId('order-detail');
  const remain = detail.getByTestId('order-remain');
  await expect(remain).toContainText('(เก็บเงินที่ร้าน)');
  await expect(detail.getByTestId('order-remain-by')).toHaveCount(0);
  await screenshotBothWidths(page, `h9-order-detail-to-collect-${testInfo.project.name}`);
  if (isPhone) await page.setViewportSize({ width: 390, height: 844 });
  await remain.getByRole('button', { name: 'บันทึกการเก็บเงินส่วนที่เหลือ' }).click();
  const ask = page.getByRole('alertdialog', { name: 'บันทึกการเก็บเงินส่วนที่เหลือ' });
  await expect(ask).toContainText(orderNo);
  await expect(ask).toContainText('บันทึกแล้วแก้ไขไม่ได้');
  await screenshotBothWidths(page, `h9-collect-confirmation-${testInfo.project.name}`);
  if (isPhone) await page.setViewportSize({ width: 390, height: 844 });
  // Backing out records nothing.
  await ask.getByRole('button', { name: 'ยกเลิก' }).click();
  await expect(ask).toHaveCount(0);
  await expect(remain).toContainText('(เก็บเงินที่ร้าน)');
  await remain.getByRole('button', { name: 'บันทึกการเก็บเงินส่วนที่เหลือ' }).click();
  await ask
    .getByRole('button', { name: /ยืนยัน|บันทึก/ })
    .last()
    .click();
  await expect(remain).toContainText('(ร้านเก็บเงินแล้ว)');
  await expect(remain.getByRole('button', { name: 'บันทึกการเก็บเงินส่วนที่เหลือ' })).toHaveCount(0);

  const after = await page.request.post('/api/seller/get-order-detail', {
    headers: sellerAuth(owner.token),
    data: { id: orderId },
  });
  const { order } = (await after.json()) as {
    order: {
      items: { dotCodes: string[] }[];
      remainCollected: boolean;
      remainCollectedBy: string | null;
      remainCollectedAt: string | null;
    };
  };
  expect(order.items.flatMap((i) => i.dotCodes).sort()).toEqual(['0125', '1025', '3224', '3224']);
  expect(order.remainCollected).toBe(true);
  expect(order.remainCollectedBy ?? '').not.toBe('');
  const by = detail.getByTestId('order-remain-by');
  await expect(by).toContainText(`บันทึกโดย ${order.remainCollectedBy} เมื่อ `);
  await expect(by).toHaveText(/เมื่อ \d{1,2}\/\d{1,2}\/25\d\d \d\d:\d\d$/);
  await screenshotBothWidths(page, `h9-order-detail-${testInfo.project.name}`);

  // Twice is refused and changes nothing.
  const again = await page.request.post('/api/seller/collect-remain', {
    headers: sellerAuth(owner.token),
    data: { id: orderId },
  });
  expect(again.status()).toBe(409);
});

test('a passed appointment is flagged on the detail and confirming waits for the tick @phone', async ({
  page,
}) => {
  // The seeded YD2611200001 was booked for 26/11/2569, before the day the suite can run on.
  const owner = await signInSeller(page, DEMO_SELLERS.owner);
  const orderId = await orderIdOf(page, owner.token, 'YD2611200001');
  // The server refuses a confirmation that does not acknowledge the passed appointment.
  const blind = await page.request.post('/api/seller/confirm-order', {
    headers: sellerAuth(owner.token),
    data: { id: orderId },
  });
  expect(blind.status()).toBe(409);
  expect(await blind.text()).toContain('APPOINTMENT_PASSED');
  await page.goto(`/seller/order/detail/${orderId}`);
  const detail = page.getByTestId('order-detail');
  await expect(page.getByRole('heading', { name: 'คำสั่งซื้อ YD2611200001' })).toBeVisible();
  const flag = detail.getByTestId('order-appointment-passed');
  await expect(flag).toContainText('วันนัดติดตั้งผ่านไปแล้ว');
  const confirm = detail.getByRole('button', { name: 'ยืนยันคำสั่งซื้อ' });
  await expect(confirm).toBeDisabled();
  await flag.getByRole('checkbox').check();
  await expect(confirm).toBeEnabled();
  await confirm.click();
  const ask = page.getByRole('alertdialog', { name: 'ยืนยันคำสั่งซื้อ' });
  await expect(ask).toContainText('วันนัดติดตั้งของคำสั่งซื้อนี้ผ่านไปแล้ว');
  // Backed out: no journey moves the seeded order on.
  await ask.getByRole('button', { name: 'ยกเลิก' }).click();
  await expect(ask).toHaveCount(0);
  await expect(detail.getByTestId('order-status').first()).toHaveText('รอยืนยันคำสั่งซื้อ');
});

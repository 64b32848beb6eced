import { expect, type Page, test } from '@playwright/test';
import { openReadyCart, payQrInSandbox, sandboxUrl } from './support/ready-cart';

// Issue 37 item 9, one cart one payment (docs/decisions/0134), as a shopper on a phone: closing
// the QR window and tapping "สแกน QR" again opens the same QR; paying an old QR after switching
// methods shows the receipt of the order actually paid, and the newer QR can no longer be paid.

// Each journey registers a shopper and places up to three attempts: more than the default minute.
test.describe.configure({ timeout: 180_000 });

const choice = (page: Page, name: string) =>
  page.getByRole('region', { name: 'วิธีการชำระเงิน' }).getByText(name, { exact: true });

async function orderNoInModal(page: Page): Promise<string> {
  const waiting = await page
    .getByTestId('payment-modal')
    .getByText(/^รอการชำระเงินของคำสั่งซื้อ YD\d+/)
    .textContent();
  const orderNo = /YD\d+/.exec(waiting ?? '')?.[0] ?? '';
  expect(orderNo, 'the order number in the QR window').not.toBe('');
  return orderNo;
}

async function closeModal(page: Page) {
  await page.getByTestId('payment-modal').getByRole('button', { name: 'ปิด' }).click();
  await expect(page.getByTestId('payment-modal')).toHaveCount(0);
}

async function sandboxTxnOf(page: Page, orderNo: string) {
  const list = (await (
    await page.request.get(`${sandboxUrl(page)}/sandbox/transactions`)
  ).json()) as { referenceNo: string; detail?: string; status: string }[];
  return list.find((t) => t.detail?.includes(orderNo));
}

test('closing the QR and tapping สแกน QR again opens the same QR, also after a reload @phone', async ({
  page,
}) => {
  await openReadyCart(page);
  await choice(page, 'สแกน QR ชำระเต็มจำนวน').click();
  const orderNo = await orderNoInModal(page);
  await closeModal(page);

  // The chosen method, tapped again: the same QR of the same order.
  await choice(page, 'สแกน QR ชำระเต็มจำนวน').click();
  expect(await orderNoInModal(page)).toBe(orderNo);
  await closeModal(page);

  // After a reload the choice is remembered and the pay button opens it again.
  await page.reload();
  const pay = page.getByTestId('pay-button');
  await expect(pay).toHaveText(/^ชำระเงิน [\d,.]+ บาท$/);
  await pay.click();
  expect(await orderNoInModal(page)).toBe(orderNo);

  await payQrInSandbox(page, orderNo);
  await expect(page).toHaveURL(new RegExp(`/order/receipt/${orderNo}$`), { timeout: 15_000 });
  await expect(page.getByTestId('payment-received')).toContainText('ได้รับชำระเงินเรียบร้อยแล้ว');
});

test('paying the old QR after switching methods shows the paid order’s receipt and closes the newer QR @phone', async ({
  page,
}) => {
  await openReadyCart(page);
  await choice(page, 'สแกน QR ชำระเต็มจำนวน').click();
  const oldOrderNo = await orderNoInModal(page);
  await closeModal(page);

  // Another method, then back: a new attempt with a new QR.
  await choice(page, 'โมบายแบงก์กิ้ง').click();
  await expect(page.getByTestId('payment-modal')).toBeVisible();
  await closeModal(page);
  await choice(page, 'สแกน QR ชำระเต็มจำนวน').click();
  const newOrderNo = await orderNoInModal(page);
  expect(newOrderNo).not.toBe(oldOrderNo);

  // The old QR (saved on another phone) is paid while the new one is on screen.
  await payQrInSandbox(page, oldOrderNo);
  await expect(page).toHaveURL(new RegExp(`/order/receipt/${oldOrderNo}$`), { timeout: 15_000 });
  await expect(page.getByTestId('payment-received')).toContainText('ได้รับชำระเงินเรียบร้อยแล้ว');
  await expect(page.getByText('ยกเลิก', { exact: true })).toHaveCount(0);
  await page.screenshot({
    path: test.info().outputPath('receipt-after-old-qr.png'),
    fullPage: true,
  });

  // The newer QR was closed at the provider: it can no longer take money.
  await expect.poll(async () => (await sandboxTxnOf(page, newOrderNo))?.status).toBe('V');
  const newer = await sandboxTxnOf(page, newOrderNo);
  const second = await page.request.post(
    `${sandboxUrl(page)}/sandbox/qr/${newer?.referenceNo}/pay`,
  );
  expect(second.status()).toBe(409);
  expect((await sandboxTxnOf(page, oldOrderNo))?.status).toBe('S');
});

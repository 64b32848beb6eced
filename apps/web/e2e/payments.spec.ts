import { expect, test } from '@playwright/test';
import { openReadyCart, payQrInSandbox } from './support/ready-cart';

// Issue [6/6] "Checked by", the QR and mobile banking journeys, in Chromium on the seeded server with the payment sandbox
// the e2e launcher starts on port + 2: a new customer's SERVICE cart at the demo shop, 'scan QR'
// → the modal shows the PromptPay QR → the sandbox marks it paid (as a banking app would) → the
// provider's callback, confirmed by its status query, makes the order paid → the polling modal
// takes the shopper to the receipt.

test('QR: the sandbox pays the PromptPay QR and the polling modal opens the receipt @phone', async ({
  page,
}) => {
  await openReadyCart(page);
  await expect(page.getByTestId('cart-dot')).toBeVisible();

  await page
    .getByRole('region', { name: 'วิธีการชำระเงิน' })
    .getByText('สแกน QR ชำระเต็มจำนวน')
    .click();
  const modal = page.getByTestId('payment-modal');
  await expect(modal.getByRole('img', { name: 'QR พร้อมเพย์สำหรับชำระเงิน' })).toBeVisible();
  await expect(modal.getByRole('link', { name: 'ดาวน์โหลด QR' })).toHaveAttribute(
    'download',
    /^qrpayment-\d{4}-\d{2}-\d{2}\.png$/,
  );
  await expect(modal.getByRole('button', { name: /^ชำระเงิน/ })).toHaveCount(0);
  const waiting = await modal.getByText(/^รอการชำระเงินของคำสั่งซื้อ YD\d+/).textContent();
  const orderNo = /YD\d+/.exec(waiting ?? '')?.[0] ?? '';

  // The banking app pays.
  await payQrInSandbox(page, orderNo);

  await expect(page).toHaveURL(new RegExp(`/order/receipt/${orderNo}$`), { timeout: 15_000 });
  await expect(page.getByText(orderNo).first()).toBeVisible();
  // Issue 13: the receipt says the money arrived, and the header's cart dot is gone, no reload.
  await expect(page.getByTestId('payment-received')).toContainText('ได้รับชำระเงินเรียบร้อยแล้ว');
  await expect(page.getByTestId('cart-dot')).toHaveCount(0);
});

test('mobile banking: bank 002 is refused on a desktop; with 004 the bank approves and the receipt opens', async ({
  page,
}) => {
  await openReadyCart(page);
  await page
    .getByRole('region', { name: 'วิธีการชำระเงิน' })
    .getByText('โมบายแบงก์กิ้ง', { exact: true })
    .click();
  const modal = page.getByTestId('payment-modal');
  const pay = modal.getByRole('button', { name: /^ชำระเงิน [\d,.]+ บาท$/ });
  await expect(pay).toBeVisible();

  await modal.getByLabel('ธนาคาร').selectOption('002');
  await pay.click();
  const refused = page.getByRole('alertdialog');
  await expect(refused).toContainText('กรุณาชำระผ่านโทรศัพท์มือถือ');
  await expect(refused).toContainText('การชำระผ่านโมบายแบงก์กิ้งต้องทำบนสมาร์ตโฟนที่ติดตั้งแอปของธนาคารนั้น');
  await refused.getByRole('button', { name: 'ตกลง' }).click();
  await expect(page).toHaveURL(/\/cart$/);

  await modal.getByLabel('ธนาคาร').selectOption('004');
  await pay.click();
  // The provider's (sandbox's) bank page: the bank's app approves.
  await page.getByRole('button', { name: 'อนุมัติการชำระเงิน' }).click();
  await expect(page).toHaveURL(/\/order\/receipt\/YD\d+$/, { timeout: 15_000 });
  const orderNo = /YD\d+/.exec(page.url())?.[0] ?? '';
  await expect(page.getByText(orderNo).first()).toBeVisible();
});

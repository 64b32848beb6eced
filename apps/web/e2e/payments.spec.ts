import { expect, type Page, test } from '@playwright/test';
import { registerCustomer } from './support/new-customer';

// Issue [6/6] "Checked by", the QR and mobile banking journeys, in Chromium on the seeded server with the payment sandbox
// the e2e launcher starts on port + 2: a new customer's SERVICE cart at the demo shop, 'scan QR'
// → the modal shows the PromptPay QR → the sandbox marks it paid (as a banking app would) → the
// provider's callback, confirmed by its status query, makes the order paid → the polling modal
// takes the shopper to the receipt.

function sandboxUrl(page: Page): string {
  const base = new URL(page.url());
  return `http://127.0.0.1:${Number(base.port) + 2}`;
}

async function readyServiceCart(page: Page, token: string) {
  const auth = { Authorization: `Bearer ${token}` };
  const products = await page.request.post('/api/store/get-store-products', {
    data: { id: 'store-1', page: 1, pageSize: 50 },
  });
  const { items } = (await products.json()) as {
    items: { sellerProductId: number; qty: number; isServiceAvailable: boolean }[];
  };
  const offer = items.find((o) => o.isServiceAvailable && o.qty >= 12);
  if (!offer) throw new Error('store 1 has no SERVICE offer with stock');
  const call = async (path: string, data?: object) => {
    const res = data
      ? await page.request.post(`/api/${path}`, { headers: auth, data })
      : await page.request.get(`/api/${path}`, { headers: auth });
    expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
    return res.json();
  };
  await call('order/add-cart', {
    sellerProductId: offer.sellerProductId,
    quantity: 4,
    orderType: 'SERVICE',
    replace: true,
  });
  const day = (await call('order/get-cart-data')).cartData.availableDates[0] as string;
  const { scheduleList } = await call('order/get-service-slot', { scheduleDate: day });
  await call('order/submit-schedule', { scheduleDate: day, scheduleTime: scheduleList[0].value });
  await call('order/submit-customer', {
    firstName: 'สมชาย',
    lastName: 'ใจดี',
    email: 'somchai@example.com',
    tel: '0812345678',
    licenseNumber: 'กข1234',
    licenseProvince: 'กรุงเทพมหานคร',
    carBrand: 'Toyota',
    carModel: 'Hilux Revo',
  });
}

/** A new customer, signed in, with a SERVICE cart ready to pay, on /cart. */
async function openReadyCart(page: Page) {
  await page.goto('/');
  const customer = await registerCustomer(page);
  await page.evaluate(
    ({ token, name }) => {
      localStorage.setItem('userToken', token);
      localStorage.setItem('userDisplay', name);
      localStorage.setItem('accept', 'true');
    },
    { token: customer.userToken, name: customer.username },
  );
  await readyServiceCart(page, customer.userToken);
  await page.goto('/cart');
}

test('QR: the sandbox pays the PromptPay QR and the polling modal opens the receipt', async ({
  page,
}) => {
  await openReadyCart(page);

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

  // The banking app pays: the sandbox finds the QR's transaction and marks it paid.
  const sandbox = sandboxUrl(page);
  const transactions = (await (
    await page.request.get(`${sandbox}/sandbox/transactions`)
  ).json()) as {
    referenceNo: string;
    detail?: string;
  }[];
  const txn = transactions.find((t) => t.detail?.includes(orderNo));
  expect(txn, `a sandbox transaction for ${orderNo}`).toBeDefined();
  const paid = await page.request.post(`${sandbox}/sandbox/qr/${txn?.referenceNo}/pay`);
  expect(paid.ok()).toBe(true);

  await expect(page).toHaveURL(new RegExp(`/order/receipt/${orderNo}$`), { timeout: 15_000 });
  await expect(page.getByText(orderNo).first()).toBeVisible();
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

import { type Browser, expect, type Page } from '@playwright/test';
import { type NewCustomer, registerCustomer } from './new-customer';

// A new customer's SERVICE cart at the demo shop, ready to pay (schedule and customer saved), for
// the payment journeys; and where the payment sandbox the e2e launcher starts (port + 2) answers.

export function sandboxUrl(page: Page): string {
  const base = new URL(page.url());
  return `http://127.0.0.1:${Number(base.port) + 2}`;
}

export async function readyServiceCart(page: Page, token: string) {
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

/** A new customer, signed in in this page's browser (cookies accepted). */
export async function signInNewCustomer(page: Page): Promise<NewCustomer> {
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
  return customer;
}

/** A new customer, signed in, with a SERVICE cart ready to pay, on /cart. */
export async function openReadyCart(page: Page): Promise<NewCustomer> {
  const customer = await signInNewCustomer(page);
  await readyServiceCart(page, customer.userToken);
  await page.goto('/cart');
  return customer;
}

/** The banking app pays the QR of an order: the sandbox finds its transaction and marks it paid. */
export async function payQrInSandbox(page: Page, orderNo: string) {
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
}

/**
 * On /cart with a ready cart: the shopper picks "สแกน QR ชำระเต็มจำนวน" and the banking app pays
 * the QR. Answers the order number; the caller waits for what should follow (receipt, toast).
 */
export async function payCartByQr(page: Page): Promise<string> {
  await page
    .getByRole('region', { name: 'วิธีการชำระเงิน' })
    .getByText('สแกน QR ชำระเต็มจำนวน')
    .click();
  const waiting = await page
    .getByTestId('payment-modal')
    .getByText(/^รอการชำระเงินของคำสั่งซื้อ YD\d+/)
    .textContent();
  const orderNo = /YD\d+/.exec(waiting ?? '')?.[0] ?? '';
  expect(orderNo, 'the order number in the payment window').not.toBe('');
  await payQrInSandbox(page, orderNo);
  return orderNo;
}

/**
 * A second browser for the shopper while `page` stays the shop's: a Thai phone in Bangkok.
 * Close it with `shopper.context().close()`.
 */
export async function openShopperBrowser(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({
    baseURL,
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
    viewport: { width: 390, height: 844 },
  });
  return context.newPage();
}

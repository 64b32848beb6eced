import { type Browser, expect, type Page, test } from '@playwright/test';
import { registerCustomer, useSession as startSession } from './support/new-customer';
import { openReadyCart, payQrInSandbox, sandboxUrl } from './support/ready-cart';

// Issue [6/6] "Checked by", the card, instalment and deposit journeys in Chromium against the
// seeded server and the payment sandbox (port + 2): the card goes from the browser straight to
// the provider's tokenizer; 3-D Secure with the sandbox's OTP; the provider's return opens the
// receipt once its status query says paid. Each receipt is refused to another customer, and the
// purchase reaches the analytics data layer once, not again on reload.

const PAY = /^ชำระเงิน [\d,.]+ บาท$/;

function choose(page: Page, method: string) {
  return page
    .getByRole('region', { name: 'วิธีการชำระเงิน' })
    .getByText(method, { exact: true })
    .click();
}

async function fillCard(page: Page, number: string) {
  const modal = page.getByTestId('payment-modal');
  await modal.getByLabel('ชื่อบนบัตร').fill('SOMCHAI JAIDEE');
  await modal.getByLabel('หมายเลขบัตร').pressSequentially(number);
  await modal.getByLabel('เดือนหมดอายุ').selectOption('05');
  await modal.getByLabel('ปีหมดอายุ').selectOption({ index: 3 });
  await modal.getByLabel('รหัส CCV').fill('184');
  return modal;
}

const purchaseEvents = (page: Page) =>
  page.evaluate(
    () =>
      (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'purchase').length,
  );

/** Another signed-in customer opening the same receipt URL is refused. */
async function expectRefusedToOthers(browser: Browser, url: string) {
  const context = await browser.newContext({ baseURL: new URL(url).origin });
  const other = await context.newPage();
  await other.goto('/');
  const stranger = await registerCustomer(other);
  await startSession(other, stranger.userToken, stranger.username);
  await other.goto(new URL(url).pathname);
  await expect(other.getByRole('alert')).toHaveText('ไม่พบใบเสร็จนี้');
  await expect(other.getByText('ยอดรวมคำสั่งซื้อ')).toHaveCount(0);
  await context.close();
}

test('card with 3-D Secure approved → receipt; analytics get the purchase once; others are refused', async ({
  page,
  browser,
}) => {
  await openReadyCart(page);
  const tokenCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/v2/tokens')) tokenCalls.push(request.url());
    // The card number never goes to our server (the provider's return carries it masked).
    const body = request.postData() ?? '';
    if (request.url().includes('/api/') && /4535\s?0177\s?1053\s?5741|"184"/.test(body)) {
      throw new Error(`card number sent to ${request.url()}`);
    }
  });
  await choose(page, 'บัตรเครดิต/เดบิต');
  const modal = await fillCard(page, '4535017710535741');
  await expect(modal.getByLabel('หมายเลขบัตร')).toHaveValue('4535 0177 1053 5741');
  await modal.getByRole('button', { name: PAY }).click();

  // The provider's (sandbox's) 3-D Secure page: the bank's OTP.
  await page.getByLabel(/รหัส OTP/).fill('123456');
  await page.getByRole('button', { name: 'ยืนยัน' }).click();
  await expect(page).toHaveURL(/\/order\/receipt\/YD\d+$/, { timeout: 15_000 });
  expect(tokenCalls[0]).toBe(`${sandboxUrl(page)}/v2/tokens`);
  const orderNo = /YD\d+/.exec(page.url())?.[0] ?? '';
  await expect(page.getByText(orderNo).first()).toBeVisible();
  await expect(page.getByText('ชำระโดย: บัตรเครดิต/เดบิต')).toBeVisible();
  await expect.poll(() => purchaseEvents(page)).toBe(1);

  // A reload asks again and is told the purchase was already reported.
  const validated = page.waitForResponse('**/api/order/validate-gtm-purchase');
  await page.reload();
  await validated;
  await expect(page.getByText(orderNo).first()).toBeVisible();
  expect(await purchaseEvents(page)).toBe(0);

  await expectRefusedToOthers(browser, page.url());
});

test("a declined card shows the bank's refusal in Thai and keeps the cart", async ({ page }) => {
  await openReadyCart(page);
  await choose(page, 'บัตรเครดิต/เดบิต');
  const modal = page.getByTestId('payment-modal');
  // An empty form sends nothing.
  await modal.getByRole('button', { name: PAY }).click();
  const incomplete = page.getByRole('alertdialog');
  await expect(incomplete).toContainText('กรุณากรอกข้อมูลการชำระเงินให้ครบถ้วน');
  await incomplete.getByRole('button', { name: 'ตกลง' }).click();

  await fillCard(page, '4000000000000002');
  await modal.getByRole('button', { name: PAY }).click();
  const refused = page.getByRole('alertdialog');
  await expect(refused).toContainText('ยังไม่สามารถดำเนินการต่อได้');
  await expect(refused).toContainText('ธนาคารผู้ออกบัตรปฏิเสธรายการ กรุณาติดต่อธนาคารหรือใช้บัตรอื่น');
  await refused.getByRole('button', { name: 'ตกลง' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(modal.getByLabel('รหัส CCV')).toHaveValue('');

  // The cart is intact: close the modal, reload, the tyres are still there.
  await modal.getByRole('button', { name: 'ปิด' }).click();
  await page.reload();
  await expect(page.getByRole('region', { name: 'วิธีการชำระเงิน' })).toBeVisible();
  await expect(page.getByText(/× 4|4 เส้น/).first()).toBeVisible();
});

test('instalment 0% for 6 months → the bank approves → the receipt shows the plan', async ({
  page,
  browser,
}) => {
  await openReadyCart(page);
  await choose(page, 'ผ่อน 0% 6 เดือน');
  const modal = page.getByTestId('payment-modal');
  await expect(modal.getByText('ผ่อน 6 เดือน')).toBeVisible();
  await modal.getByLabel('บัตรเครดิตที่ใช้ผ่อน').selectOption('004');
  await modal.getByRole('button', { name: PAY }).click();
  await expect(page.getByText('6 เดือน').first()).toBeVisible();
  await page.getByRole('button', { name: 'อนุมัติการชำระเงิน' }).click();
  await expect(page).toHaveURL(/\/order\/receipt\/YD\d+$/, { timeout: 15_000 });
  await expect(page.getByText('ผ่อนชำระ 6 เดือน เดือนละ')).toBeVisible();
  await expect(page.getByText('ชำระโดย: ผ่อน 0% 6 เดือน')).toBeVisible();
  await expectRefusedToOthers(browser, page.url());
});

test('deposit by QR → paid → the receipt shows the deposit and what is left to pay at the shop', async ({
  page,
  browser,
}) => {
  await openReadyCart(page);
  await choose(page, 'มัดจำผ่าน QR');
  const modal = page.getByTestId('payment-modal');
  const waiting = await modal.getByText(/^รอการชำระเงินของคำสั่งซื้อ YD\d+/).textContent();
  const orderNo = /YD\d+/.exec(waiting ?? '')?.[0] ?? '';
  await payQrInSandbox(page, orderNo);

  await expect(page).toHaveURL(new RegExp(`/order/receipt/${orderNo}$`), { timeout: 15_000 });
  await expect(page.getByText('ชำระโดย: มัดจำผ่าน QR')).toBeVisible();
  const paid = page.locator('div', { has: page.getByText('ชำระแล้ว', { exact: true }) }).last();
  const remain = page
    .locator('div', { has: page.getByText('คงเหลือชำระที่ร้าน', { exact: true }) })
    .last();
  await expect(paid).toContainText(/[\d,]+(\.\d\d)? บาท/);
  await expect(remain).toContainText(/[\d,]+(\.\d\d)? บาท/);
  await expectRefusedToOthers(browser, page.url());
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { openReadyCart, openShopperBrowser, payCartByQr } from './support/ready-cart';
import { DEMO_SELLERS, signInSeller } from './support/seller-session';

// Issue 33 item 2, its own check: two servers on one PostgreSQL database behave as one. The shop
// works on one server (the project's baseURL), the shopper on the other (metadata.shopperURL;
// scripts/e2e-two-servers.mjs starts both on a fresh database). A picture uploaded through the
// shop's server shows through the shopper's (uploads are database rows, decision 0149); a stock
// import the shop starts on one is followed and applied on the other (its job and rows, and on
// PostgreSQL an apply's progress, decision 0147, are in the database); an order paid through the
// shopper's server appears live on the shop's day board (PostgreSQL LISTEN/NOTIFY). The shopper
// uses a phone-sized browser.

const shopperURL = () => String(test.info().project.metadata.shopperURL);
const sellerAuth = (token: string) => ({ Authorization: `Bearer ${token}` });

test.beforeAll(async ({ playwright }) => {
  // Without a reachable PostgreSQL the launcher answers with the reason instead of a server.
  const api = await playwright.request.newContext();
  for (const url of [test.info().project.use.baseURL, shopperURL()]) {
    const health = (await (await api.get(`${url}/api/health`)).json()) as { noPostgres?: string };
    if (health.noPostgres) throw new Error(health.noPostgres);
  }
  await api.dispose();
});

/** A seller browser on the shopper's server: the same shop, signed in there. */
async function sellerOnShopperServer(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: shopperURL(),
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
    viewport: { width: 1366, height: 900 },
  });
  const page = await context.newPage();
  await signInSeller(page, DEMO_SELLERS.owner);
  return page;
}

test('a storefront picture uploaded through one server shows through the other', async ({
  page,
  browser,
}) => {
  await signInSeller(page, DEMO_SELLERS.owner);
  await page.goto('/seller/decoration');
  await page.getByLabel('เลือกรูปหน้าร้านใหม่').setInputFiles({
    name: 'shop.jpg',
    mimeType: 'image/jpeg',
    buffer: readFileSync(path.join(import.meta.dirname, 'fixtures', 'phone-photo.jpg')),
  });
  await page.getByRole('button', { name: 'ใช้รูปนี้' }).click();
  await page.getByRole('button', { name: 'บันทึกการตกแต่งร้าน' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'บันทึกเรียบร้อยแล้ว' })).toBeVisible();
  const storefront = page.getByTestId('storefront-preview').locator('img');
  await expect(storefront).toHaveAttribute('src', /^\/api\/uploads\/[a-f0-9]{32}\.webp$/);
  const src = (await storefront.getAttribute('src')) ?? '';

  const shopper = await openShopperBrowser(browser, shopperURL());
  await shopper.goto('/store/store-1');
  const picture = shopper.getByRole('region', { name: 'รูปร้าน' }).locator('img').first();
  await expect(picture).toHaveAttribute('src', src);
  await expect(picture).toBeVisible();
  // The browser drew it: the shopper's server served the bytes.
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const here = await page.request.get(src);
  const there = await shopper.request.get(src);
  expect(there.status()).toBe(200);
  expect(there.headers()['content-type']).toBe('image/webp');
  expect(there.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(there.headers().etag).toBe(here.headers().etag);
  expect((await there.body()).equals(await here.body())).toBe(true);
  await shopper.context().close();
});

test('a stock import started on one server is followed and applied on the other', async ({
  page,
  browser,
}) => {
  const owner = await signInSeller(page, DEMO_SELLERS.owner);
  // The shop's stock file, one price up 10 baht (as a spreadsheet program would save it).
  const download = await page.request.post('/api/seller/download-stock-excel', {
    headers: sellerAuth(owner.token),
    data: {},
  });
  expect(download.ok()).toBe(true);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await download.body()) as unknown as ArrayBuffer);
  const priced = workbook.worksheets[0].getRow(2);
  priced.getCell(7).value = Number(priced.getCell(7).value) + 10;
  const fileName = `สต็อกสองเครื่อง-${Date.now()}.xlsx`;

  await page.goto('/seller/product/import');
  await page.getByTestId('stock-file').setInputFiles({
    name: fileName,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
  });
  const job = page.getByTestId('import-job');
  await expect(job).toContainText(fileName);

  // The other server finds the job among the shop's last imports and follows it to its preview.
  const other = await sellerOnShopperServer(browser);
  await other.goto('/seller/product/import');
  const recent = other.getByRole('listitem').filter({ hasText: fileName });
  await recent.getByRole('button', { name: 'ดู' }).click();
  const followed = other.getByTestId('import-job');
  await expect(followed.getByTestId('job-status')).toHaveText('ตรวจแล้ว รอยืนยัน', {
    timeout: 30_000,
  });
  await expect(followed.getByTestId('total-changed')).toHaveText('1');
  await expect(followed.getByTestId('import-row')).toHaveCount(1);

  // Applied there, from the rows the first server read.
  await followed.getByTestId('apply-import').click();
  await expect(followed.getByTestId('job-status')).toHaveText('นำเข้าแล้ว');
  await expect(other.getByRole('status')).toContainText('เปลี่ยนแปลง 1 รายการ');

  // Back on the first server the job says applied, and is undone there (the stock as it was).
  await page.reload();
  await page
    .getByRole('listitem')
    .filter({ hasText: fileName })
    .getByRole('button', { name: 'ดู' })
    .click();
  await expect(job.getByTestId('job-status')).toHaveText('นำเข้าแล้ว');
  await page.getByTestId('undo-import').click();
  await page
    .getByRole('alertdialog', { name: 'ย้อนกลับการนำเข้านี้?' })
    .getByRole('button', { name: 'ยืนยัน' })
    .click();
  await expect(job.getByTestId('job-status')).toHaveText('ย้อนกลับแล้ว');
  await other.context().close();
});

test("an order paid through the shopper's server appears live on the shop's day board on the other", async ({
  page,
  browser,
}) => {
  const shopper = await openShopperBrowser(browser, shopperURL());
  const customer = await openReadyCart(shopper);
  const cart = await shopper.request.get('/api/order/get-cart-data', {
    headers: { Authorization: `Bearer ${customer.userToken}` },
  });
  const { cartData } = (await cart.json()) as { cartData: { appointmentDate: string } };

  await signInSeller(page, DEMO_SELLERS.owner);
  await page.goto(`/seller/order/service?date=${cartData.appointmentDate}`);
  await expect(page.getByTestId('board-slot').first()).toBeVisible();

  // Paid by QR through the shopper's server (the payment sandbox calls that server back).
  await shopper.goto('/cart');
  const orderNo = await payCartByQr(shopper);
  await expect(shopper).toHaveURL(new RegExp(`/order/receipt/${orderNo}$`), { timeout: 15_000 });

  // The shop's screen on the other server hears of it without a reload.
  const toast = page.getByTestId('seller-toasts').getByText(`มีคำสั่งซื้อใหม่ #${orderNo}`);
  await expect(toast).toBeVisible({ timeout: 10_000 });
  const card = page.getByRole('article', { name: `คำสั่งซื้อ #${orderNo}` });
  await expect(card).toBeVisible();
  await expect(card).toContainText('รอยืนยันคำสั่งซื้อ');
  await shopper.context().close();
});

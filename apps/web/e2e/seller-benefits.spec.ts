import { expect, type Page, test } from '@playwright/test';
import { openReadyCart } from './support/ready-cart';
import { expectNoSeriousAxe, screenshotBothWidths, waitForQuiet } from './support/seller-screens';
import { DEMO_SELLERS, signInSeller } from './support/seller-session';

// Issue 16 §4–5 for warranties and services: seller1 creates a warranty and a paid optional
// service in /seller/product/warranty and /seller/product/service, attaches each to one offer
// through "สินค้าที่ใช้", and the shopper sees the warranty on the tyre page and can add the
// service in the cart, its price in the total. Each journey deletes what it made at the end, so
// the demo shop is as it was for the journeys after it.

type StoreOffer = {
  sellerProductId: number;
  qty: number;
  isServiceAvailable: boolean;
  product: { param: string };
};

/** The offer of store 1 a ready cart (support/ready-cart.ts) buys: fitted, 12 or more on hand. */
async function cartOffer(page: Page): Promise<StoreOffer> {
  const res = await page.request.post('/api/store/get-store-products', {
    data: { id: 'store-1', page: 1, pageSize: 50 },
  });
  const { items } = (await res.json()) as { items: StoreOffer[] };
  const offer = items.find((o) => o.isServiceAvailable && o.qty >= 12);
  if (!offer) throw new Error('store 1 has no SERVICE offer with stock');
  return offer;
}

/** On an item's "สินค้าที่ใช้" list: searches the offer's id and ticks it. */
async function attachTo(page: Page, sellerProductId: number) {
  await page.getByLabel('ค้นหาสินค้า').fill(String(sellerProductId));
  await page.getByRole('button', { name: 'ค้นหา', exact: true }).click();
  const row = page.locator(`[data-testid="attach-row"][data-offer-id="${sellerProductId}"]`);
  // The keyword finds the id (and sizes with those digits): the offer is among the rows.
  await expect(row).toHaveCount(1);
  // The box follows the server's answer (it is ticked once the link is saved).
  await row.getByTestId('attach-checkbox').click();
  await expect(row.getByTestId('attach-checkbox')).toBeChecked();
  await expect(page.getByTestId('attach-total')).toContainText('เลือกแล้ว 1 รายการ');
}

async function deleteCard(page: Page, kind: 'warranty' | 'service', title: string, said: string) {
  const card = page.getByTestId(`${kind}-card`).filter({ hasText: title });
  await card.getByRole('button', { name: 'ลบ' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('จะนำออกจากสินค้า 1 รายการ');
  await dialog.getByRole('button', { name: 'ยืนยัน' }).click();
  await expect(page.getByRole('status').filter({ hasText: said })).toBeVisible();
  await expect(card).toHaveCount(0);
}

test('seller1 creates a 12-month / 20,000 km warranty, attaches it, and the tyre page shows it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInSeller(page, DEMO_SELLERS.owner);
  const offer = await cartOffer(page);
  await page.goto('/seller/product/warranty');
  await expect(page.getByRole('heading', { level: 1, name: 'การรับประกัน' })).toBeVisible();
  await waitForQuiet(page);

  await page.getByRole('button', { name: 'เพิ่มการรับประกัน / ของแถม' }).click();
  const form = page.getByTestId('warranty-form');
  await form.getByLabel('ระยะเวลา (เดือน)').fill('12');
  await form.getByLabel('ระยะทาง (กม.)').fill('20000');
  // The title is suggested from the months and kilometres.
  const title = 'รับประกัน 12 เดือน หรือ 20,000 กม.';
  await expect(form.getByLabel('ข้อความที่ลูกค้าเห็น')).toHaveValue(title);
  await form.getByLabel('เงื่อนไข').fill('ครอบคลุมยางบวมและแตกจากการใช้งานปกติ');
  await screenshotBothWidths(page, 'seller-warranty-form');
  await form.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page.getByRole('status').filter({ hasText: `บันทึก “${title}” แล้ว` })).toBeVisible();
  const card = page.getByTestId('warranty-card').filter({ hasText: title });
  await expect(card).toContainText('12 เดือน หรือ 20,000 กม.');
  await expect(card).toContainText('ใช้กับสินค้า 0 รายการ');
  await expectNoSeriousAxe(page, '/seller/product/warranty');
  await screenshotBothWidths(page, 'seller-warranty');

  await card.getByRole('button', { name: 'สินค้าที่ใช้' }).click();
  await expect(page.getByRole('heading', { name: `สินค้าที่ใช้ “${title}”` })).toBeVisible();
  await attachTo(page, offer.sellerProductId);
  await screenshotBothWidths(page, 'seller-warranty-offers');
  await page.getByRole('button', { name: /กลับไปหน้ารายการ/ }).click();
  await expect(card).toContainText('ใช้กับสินค้า 1 รายการ');

  // The shopper's tyre page lists it among the benefits (within the catalogue's freshness).
  const shopper = await page.context().newPage();
  await expect(async () => {
    await shopper.goto(`/tire/${offer.product.param}`);
    await expect(shopper.getByRole('region', { name: 'สิทธิประโยชน์และการรับประกัน' })).toContainText(
      title,
      { timeout: 2_000 },
    );
  }).toPass();
  await shopper.close();

  await deleteCard(page, 'warranty', title, 'ลบรายการรับประกันแล้ว');
});

test('seller1 creates an optional paid service for fitting, attaches it, and a cart can add it', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInSeller(page, DEMO_SELLERS.owner);
  const offer = await cartOffer(page);
  await page.goto('/seller/product/service');
  await expect(page.getByRole('heading', { level: 1, name: 'บริการอื่น ๆ' })).toBeVisible();
  await waitForQuiet(page);

  const title = 'ตั้งศูนย์ล้อ 3 มิติ';
  await page.getByRole('button', { name: 'เพิ่มบริการ' }).click();
  const form = page.getByTestId('service-form');
  await form.getByLabel('ชื่อบริการ').fill(title);
  await form.getByLabel('ราคา (บาท ต่อคำสั่งซื้อ)').fill('350');
  await form.getByLabel('ลูกค้าเลือกเพิ่มเองได้').check();
  await form.getByLabel('ติดตั้งที่ร้าน', { exact: true }).check();
  await screenshotBothWidths(page, 'seller-service-form');
  await form.getByRole('button', { name: 'บันทึก' }).click();
  const card = page.getByTestId('service-card').filter({ hasText: title });
  await expect(card).toContainText('350 บาท');
  await expect(card).toContainText('ลูกค้าเลือกเพิ่มเองได้');
  await expect(card).toContainText('ติดตั้งที่ร้าน');
  await expectNoSeriousAxe(page, '/seller/product/service');
  await screenshotBothWidths(page, 'seller-service');

  await card.getByRole('button', { name: 'สินค้าที่ใช้' }).click();
  await attachTo(page, offer.sellerProductId);
  await page.getByRole('button', { name: /กลับไปหน้ารายการ/ }).click();
  await expect(card).toContainText('ใช้กับสินค้า 1 รายการ');

  // A shopper's SERVICE cart of that tyre offers it struck through, with "เพิ่มในรายการ".
  const context = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
    viewport: { width: 390, height: 844 },
  });
  const shopper = await context.newPage();
  await openReadyCart(shopper);
  const line = shopper.getByTestId('cart-service').filter({ hasText: title });
  await expect(line).toContainText('350');
  const total = shopper.getByTestId('cart-order-total');
  const before = Number(((await total.textContent()) ?? '').replace(/[^\d.]/g, ''));
  await line.getByRole('button', { name: 'เพิ่มในรายการ' }).click();
  await expect(line.getByRole('button', { name: `นำ ${title} ออกจากรายการ` })).toBeVisible();
  await expect
    .poll(async () => Number(((await total.textContent()) ?? '').replace(/[^\d.]/g, '')))
    .toBe(before + 350);
  await context.close();

  await deleteCard(page, 'service', title, 'ลบบริการแล้ว');
});

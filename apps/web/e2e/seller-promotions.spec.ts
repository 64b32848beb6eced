import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { openReadyCart, openShopperBrowser } from './support/ready-cart';
import { expectNoSeriousAxe, screenshotBothWidths, waitForQuiet } from './support/seller-screens';
import { DEMO_SELLERS, signInSeller } from './support/seller-session';

// Issue 16 §4–5: seller1 creates a 10 % (discountPercent) promotion with a banner and a detail,
// attaches it to two offers on the promotion's page, and a new customer who puts one of those
// tyres in the cart sees the discount line in the price lines. The
// promotion is deleted at the end (through the page), so other journeys' carts stay as they were.

const title = `ลด 10% ทดสอบ ${Date.now().toString(36)}`;

/** The offer readyServiceCart puts in the cart: store 1's first SERVICE offer with 12+ tyres. */
async function cartOfferId(page: Page): Promise<number> {
  const res = await page.request.post('/api/store/get-store-products', {
    data: { id: 'store-1', page: 1, pageSize: 50 },
  });
  const { items } = (await res.json()) as {
    items: { sellerProductId: number; qty: number; isServiceAvailable: boolean }[];
  };
  const offer = items.find((o) => o.isServiceAvailable && o.qty >= 12);
  if (!offer) throw new Error('store 1 has no SERVICE offer with stock');
  return offer.sellerProductId;
}

test.afterAll(async ({ request }) => {
  // Leaves nothing behind if the journey stopped half way.
  const login = await request.post('/api/seller/submit-login', { data: DEMO_SELLERS.owner });
  const headers = { Authorization: `Bearer ${(await login.json()).token}` };
  const list = await request.post('/api/seller/get-seller-promotion', { headers, data: {} });
  for (const p of (await list.json()).promotionList as {
    sellerPromotionId: number;
    title: string;
  }[]) {
    if (p.title === title) {
      await request.post('/api/seller/delete-promotion', {
        headers,
        data: { sellerPromotionId: p.sellerPromotionId },
      });
    }
  }
});

test('seller1 creates a 10% promotion on two offers and a customer sees its discount in the cart', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInSeller(page, DEMO_SELLERS.owner);
  const offerId = await cartOfferId(page);
  await page.goto('/seller/product/promotion/v2');
  await expect(page.getByRole('heading', { level: 1, name: 'จัดการโปรโมชัน' })).toBeVisible();

  // The form checks with the server's schema: a percent above 100 is refused in Thai.
  await page.getByTestId('promotion-new').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('ชื่อโปรโมชัน').fill(title);
  await dialog.getByLabel('ประเภทส่วนลด').selectOption('discountPercent');
  await dialog.getByLabel('มูลค่าส่วนลด (%)').fill('120');
  await dialog.getByTestId('promotion-save').click();
  await expect(dialog.getByText('ส่วนลดต้องไม่เกิน 100%')).toBeVisible();
  await dialog.getByLabel('มูลค่าส่วนลด (%)').fill('10');
  await dialog.getByRole('textbox', { name: 'รายละเอียดโปรโมชัน' }).fill('ลดทันที 10% ทุกเส้น');
  await dialog
    .getByTestId('promotion-banner-top')
    .setInputFiles(path.join(import.meta.dirname, 'fixtures', 'shop-inside.png'));
  await expect(dialog.getByTestId('promotion-banner-top-preview')).toBeVisible();
  await screenshotBothWidths(page, 'promotion-form');
  await dialog.getByTestId('promotion-save').click();

  // Saved, the new promotion's own page opens with the shop's offers to choose.
  await expect(page).toHaveURL(/\/seller\/product\/promotion\/v2\/\d+$/);
  await expect(page.getByTestId('promotion-title')).toHaveText(title);
  await expect(page.getByTestId('promotion-state')).toHaveText('กำลังใช้งาน');
  await waitForQuiet(page);
  const search = page.getByLabel('ค้นหาสินค้า');
  await search.fill(String(offerId));
  await search.press('Enter');
  const row = page.locator(`[data-testid="attach-row"][data-offer-id="${offerId}"]`);
  await row.getByTestId('attach-checkbox').check();
  await expect(row.getByTestId('attach-checkbox')).toBeChecked();
  await search.fill('');
  await search.press('Enter');
  const other = page
    .locator(`[data-testid="attach-row"]:not([data-offer-id="${offerId}"])`)
    .first();
  await other.getByTestId('attach-checkbox').check();
  await expect(other.getByTestId('attach-checkbox')).toBeChecked();
  await expect(page.getByTestId('attach-total')).toContainText('เลือกแล้ว 2 รายการ');
  await expectNoSeriousAxe(page, '/seller/product/promotion/v2/:id');
  await screenshotBothWidths(page, 'promotion-detail');

  // The list shows it running, 10 %, on two offers.
  await page.goto('/seller/product/promotion/v2');
  const listed = page.getByTestId('promotion-row').filter({ hasText: title });
  await expect(listed).toContainText('10%');
  await expect(listed).toContainText('กำลังใช้งาน');
  await expect(listed.locator('td').nth(5)).toHaveText('2');
  await expectNoSeriousAxe(page, '/seller/product/promotion/v2');
  await screenshotBothWidths(page, 'promotion-list');

  // A customer with that tyre in the cart sees the discount line.
  const shopper = await openShopperBrowser(browser, baseURL);
  await openReadyCart(shopper);
  const line = shopper.getByTestId('cart-discount').filter({ hasText: title });
  await expect(line).toBeVisible();
  await expect(line).toContainText('-');
  // (The cart's banner is the first running promotion with one: on this seeded tyre a platform
  // campaign's. A shop banner in promotionData is tested in seller-promotions.routes.test.ts.)
  await expect(shopper.getByTestId('cart-order-total')).toBeVisible();
  await shopper.screenshot({
    path: `${process.env.E2E_SHOTS_DIR ?? 'test-results'}/promotion-cart-390.png`,
    fullPage: true,
  });
  await shopper.context().close();

  // Deleted (after a confirm), it leaves the list.
  await page.setViewportSize({ width: 1366, height: 900 });
  await listed.getByRole('button', { name: 'ลบ' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'ยืนยัน' }).click();
  await expect(page.getByText('ลบโปรโมชันแล้ว')).toBeVisible();
  await expect(page.getByTestId('promotion-row').filter({ hasText: title })).toHaveCount(0);
});

test('seller1 ticks promotions per offer on /seller/product/promotion', async ({ page }) => {
  await signInSeller(page, DEMO_SELLERS.owner);
  await page.goto('/seller/product/promotion');
  await expect(page.getByRole('heading', { level: 1, name: 'โปรโมชัน' })).toBeVisible();
  await page.getByTestId('offer-item').first().getByRole('button').click();
  await expect(page.getByTestId('offer-item').first().getByRole('button')).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await waitForQuiet(page);
  await expectNoSeriousAxe(page, '/seller/product/promotion');
  await screenshotBothWidths(page, 'promotion-by-offer');
});

import { expect, type Page, test } from '@playwright/test';
import { mixedTyre } from './support/fresh-tyre';
import { registerCustomer, useSession } from './support/new-customer';

// Issue 36 §4 (decisions 0163, 0166): on a tyre page the shopper picks a quantity and an order
// type, sorts the shops by their total, and the first shop's total is what the cart shows after
// adding it; the offer cards show that same total, the fresh chip narrows the shops, and a saved
// address sets the delivery province. Screenshots of the tyre page and the listing land in /tmp/shots-price for review.

interface StoreOffer {
  isServiceAvailable: boolean;
  qty: number;
  product: { param: string };
}

const SHOTS = '/tmp/shots-price';

/** '฿12,340' or '12,340.50 บาท' → satang. */
const satangOf = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);

async function tyreWithShops(page: Page): Promise<string> {
  const res = await page.request.post('/api/store/get-store-products', {
    data: { id: 'store-1', page: 1, pageSize: 50 },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { items } = (await res.json()) as { items: StoreOffer[] };
  const offer = items.find((o) => o.isServiceAvailable && o.qty >= 8);
  if (!offer) throw new Error('store 1 has no SERVICE offer with stock');
  return offer.product.param;
}

test('tyre page: 2 tyres fitted at the shop, shops sorted by total, the first one’s total is the cart’s @phone', async ({
  page,
}, info) => {
  const buyer = await registerCustomer(page);
  await useSession(page, buyer.userToken, buyer.username);
  const param = await tyreWithShops(page);
  await page.goto(`/tire/${param}`);

  const panel = page.getByTestId('shop-totals');
  await expect(panel.getByRole('heading', { name: 'เทียบราคารวมทุกร้าน' })).toBeVisible();
  await panel.getByTestId('quote-qty').selectOption('2');
  await panel.getByRole('radio', { name: 'ติดตั้งที่ร้าน' }).check();
  // Sorted by price per tyre first, then by the total: the order the shopper asked for.
  await panel.getByTestId('quote-sort').selectOption('price');
  await panel.getByTestId('quote-sort').selectOption('total');
  const first = panel.getByTestId('shop-total').first();
  await expect(first).toContainText('ราคารวม 2 เส้น');
  const amounts = panel.getByTestId('shop-total-amount');
  await expect(amounts.first()).toBeVisible();
  const totals = (await amounts.allTextContents()).map(satangOf);
  expect(totals.length).toBeGreaterThan(0);
  expect(totals).toEqual([...totals].sort((a, b) => a - b));
  await panel.screenshot({ path: `${SHOTS}/tyre-totals-${info.project.name}.png` });

  const shown = totals[0];
  await first.getByRole('button', { name: 'หยิบใส่ตะกร้า' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-quantity')).toHaveText('2');
  const cartTotal = satangOf((await page.getByTestId('cart-order-total').textContent()) ?? '');
  expect(cartTotal).toBe(shown);
});

test('delivery to a chosen province: each shop’s total adds its delivery fee', async ({ page }) => {
  const param = await tyreWithShops(page);
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('accept', 'true'));
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/tire/${param}`);
    const panel = page.getByTestId('shop-totals');
    await panel.getByRole('radio', { name: 'จัดส่งถึงบ้าน' }).check();
    await panel.getByTestId('quote-province').selectOption('เชียงใหม่');
    await expect(panel.getByTestId('shop-total').first()).toContainText('ค่าจัดส่ง');
    await panel.screenshot({ path: `${SHOTS}/tyre-delivery-${width}.png` });
    await page.screenshot({ path: `${SHOTS}/tyre-page-${width}.png`, fullPage: false });
    await page.goto('/search?k=michelin&t=9');
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${SHOTS}/listing-${width}.png` });
  }
});

test('@phone one total: a saved Chiang Mai address prices delivery there, the fresh chip narrows the panel, and a card’s total is the cart’s', async ({
  page,
}, info) => {
  const buyer = await registerCustomer(page);
  const saved = await page.request.post('/api/user/save-address', {
    headers: { authorization: `Bearer ${buyer.userToken}` },
    data: {
      address: '9 ถนนห้วยแก้ว',
      subDistrict: 'สุเทพ',
      district: 'เมืองเชียงใหม่',
      province: 'เชียงใหม่',
      postCode: '50200',
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await useSession(page, buyer.userToken, buyer.username);
  const tyre = await mixedTyre(page);
  const quotes = async (query: string) => {
    const res = await page.request.get(`/api/cart/quotes?productId=${tyre.id}&${query}`);
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()) as {
      count: number;
      quotes: { sellerProductId: number; totalSatang: number }[];
    };
  };
  await page.goto(`/tire/${tyre.param}`);
  const panel = page.getByTestId('shop-totals');
  const all = await quotes('qty=4&orderType=SERVICE');
  await expect(panel).toContainText(`${all.count} ร้านขาย 4 เส้นได้`);

  // The fresh chip: the panel counts only the shops whose offer is made within 12 months.
  await page.getByRole('group', { name: 'ปีผลิต' }).getByText('ผลิตไม่เกิน 12 เดือน').click();
  await expect(page).toHaveURL(/[?&]fresh=12(&|$)/);
  const fresh = await quotes('qty=4&orderType=SERVICE&fresh=12');
  expect(fresh.count).toBeLessThanOrEqual(all.count);
  await expect(panel).toContainText(
    fresh.count > 0 ? `${fresh.count} ร้านขาย 4 เส้นได้` : 'ยังไม่มีร้านที่ขายยางรุ่นนี้',
  );

  // Delivery starts at the saved address's province: the rate the cart will charge.
  await panel.getByRole('radio', { name: 'จัดส่งถึงบ้าน' }).check();
  await expect(panel.getByTestId('quote-province')).toHaveValue('เชียงใหม่');
  const toChiangMai = await quotes(
    `qty=4&orderType=DELIVERY&fresh=12&province=${encodeURIComponent('เชียงใหม่')}`,
  );
  if (toChiangMai.quotes[0]) {
    const firstShop = panel.getByTestId('shop-total').first();
    await expect(firstShop).toHaveAttribute(
      'data-offer-id',
      String(toChiangMai.quotes[0].sellerProductId),
    );
    const amount = firstShop.getByTestId('shop-total-amount');
    await expect
      .poll(async () => satangOf((await amount.textContent()) ?? ''))
      .toBe(toChiangMai.quotes[0].totalSatang);
  }
  await page.screenshot({ path: `${SHOTS}/one-total-delivery-${info.project.name}.png` });

  // 2 fitted at the shop: the panel's first shop, its card and the cart show one total.
  await panel.getByRole('radio', { name: 'ติดตั้งที่ร้าน' }).check();
  await panel.getByTestId('quote-qty').selectOption('2');
  const first = panel.getByTestId('shop-total').first();
  await expect(first).toContainText('ราคารวม 2 เส้น');
  const offerId = await first.getAttribute('data-offer-id');
  const shown = satangOf((await first.getByTestId('shop-total-amount').textContent()) ?? '');
  const card = page.locator(`[data-testid="offer"][data-offer-id="${offerId}"]`);
  const cardTotal = card.getByTestId('card-total');
  await expect.poll(async () => satangOf((await cardTotal.textContent()) ?? '')).toBe(shown);
  await expect(card).toContainText('ราคารวม 2 เส้น · ติดตั้งที่ร้าน');
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/one-total-card-${info.project.name}.png` });
  await first.getByRole('button', { name: 'หยิบใส่ตะกร้า' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-quantity')).toHaveText('2');
  const cartTotal = satangOf((await page.getByTestId('cart-order-total').textContent()) ?? '');
  expect(cartTotal).toBe(shown);
});

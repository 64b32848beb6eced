import { expect, type Page, test } from '@playwright/test';

// Shops (issue 3/6): shops near me from the browser position, service filters, a shop's page,
// tyre-repair shops and shop networks, in Chromium on the seeded server. The browser grants its
// position: central Bangkok.

const BANGKOK = { latitude: 13.7563, longitude: 100.5018 };

test.use({ geolocation: BANGKOK, permissions: ['geolocation'] });

/** '3.2 กม.' → 3.2 (the store cards show distances in km with one decimal). */
function kilometres(text: string): number {
  const match = /^(\d+\.\d) กม\.$/.exec(text.trim());
  if (!match) throw new Error(`not a distance in km: "${text}"`);
  return Number(match[1]);
}

function isNonDecreasing(values: number[]): boolean {
  return values.every((v, i) => i === 0 || v >= values[i - 1]);
}

/** The number in the results heading 'พบ N ร้าน'. */
async function resultCount(page: Page): Promise<number> {
  const heading = page.getByRole('heading', { level: 2, name: /^พบ \d+ ร้าน$/ });
  return Number(/\d+/.exec((await heading.textContent()) ?? '')?.[0]);
}

/** Waits until every shop card of the list shows its distance; returns them, in km. */
async function locatedDistances(page: Page): Promise<number[]> {
  const results = page.getByTestId('store-results');
  const cards = results.getByTestId('store-card');
  await expect(cards.first()).toBeVisible();
  await expect
    .poll(
      async () => (await cards.count()) === (await results.getByTestId('store-distance').count()),
    )
    .toBe(true);
  return (await results.getByTestId('store-distance').allTextContents()).map(kilometres);
}

/** Opens a shop list with cookies already accepted and asks for the position with the button. */
async function openLocatedList(page: Page, path: '/store' | '/store-tire-repair') {
  await page.addInitScript(() => localStorage.setItem('accept', 'true'));
  await page.goto(path);
  await page.getByRole('button', { name: 'ใช้ตำแหน่งของฉัน' }).click();
  await expect(page.getByText('เรียงจากร้านที่ใกล้คุณที่สุด')).toBeVisible();
}

/** The '/store/{param}' links of the shop cards in the list. */
async function cardParams(page: Page): Promise<string[]> {
  const hrefs = await page
    .getByTestId('store-results')
    .getByTestId('store-card')
    .getByRole('heading', { level: 3 })
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((href) => href.replace(/^\/store\//, ''));
}

test('after cookie consent, shops near me lists Bangkok shops nearest first in km', async ({
  page,
}) => {
  await page.goto('/');
  await page
    .getByRole('region', { name: 'การใช้คุกกี้' })
    .getByRole('button', { name: 'ยอมรับ' })
    .click();
  // Accepting cookies asks the browser for its position and keeps it (spec 2.6).
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('location') ?? 'null')))
    .toEqual(BANGKOK);

  const nav = page.getByRole('navigation', { name: 'เมนูหลัก' });
  await nav.getByRole('button', { name: 'ค้นหาร้านยาง' }).click();
  await nav.getByRole('link', { name: 'ร้านยางใกล้ฉัน' }).click();
  await expect(page).toHaveURL(/\/store$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ร้านยางใกล้ฉัน');
  await expect(page.getByText('เรียงจากร้านที่ใกล้คุณที่สุด')).toBeVisible();

  const km = await locatedDistances(page);
  expect(km.length).toBeGreaterThanOrEqual(5);
  expect(isNonDecreasing(km)).toBe(true);
  // Seeded Bangkok shops lie within about 15 km of the centre: the nearest is one of them.
  expect(km[0]).toBeLessThan(15);
  // The list says how many shops match, more than one page of them.
  expect(await resultCount(page)).toBeGreaterThan(km.length);
});

test('a position that arrives while /store is open re-sorts the list nearest first', async ({
  page,
}) => {
  await page.goto('/store');
  await expect(page.getByTestId('store-results').getByTestId('store-card').first()).toBeVisible();
  await expect(page.getByTestId('store-results').getByTestId('store-distance')).toHaveCount(0);
  // Accepting cookies on this page stores the position in the background (spec 2.6).
  await page
    .getByRole('region', { name: 'การใช้คุกกี้' })
    .getByRole('button', { name: 'ยอมรับ' })
    .click();
  await expect(page.getByText('เรียงจากร้านที่ใกล้คุณที่สุด')).toBeVisible();
  const km = await locatedDistances(page);
  expect(isNonDecreasing(km)).toBe(true);
  expect(km[0]).toBeLessThan(15);
});

test('the nitrogen service filter narrows the shops to those that fill nitrogen', async ({
  page,
}) => {
  await openLocatedList(page, '/store');
  await locatedDistances(page);
  const before = await resultCount(page);

  const filters = page.getByRole('complementary', { name: 'ตัวกรองร้านค้า' });
  // The service chips are labels around visually hidden checkboxes: the shopper clicks the chip.
  const nitrogenChip = filters.getByText('เติมลมไนโตรเจน', { exact: true });
  const nitrogen = filters.getByRole('checkbox', { name: 'เติมลมไนโตรเจน' });
  await expect(nitrogen).not.toBeChecked();
  await nitrogenChip.click();
  await expect(nitrogen).toBeChecked();
  await expect(page).toHaveURL(/[?&]services=hasNitrogen(&|$)/);
  await expect.poll(() => resultCount(page)).toBeLessThan(before);
  await expect(page.getByRole('heading', { level: 2, name: /^พบ [1-9]\d* ร้าน$/ })).toBeVisible();

  const cards = page.getByTestId('store-results').getByTestId('store-card');
  await expect
    .poll(async () => {
      const services = await cards.getByRole('list', { name: 'บริการ' }).allTextContents();
      return services.length > 0 && services.every((s) => s.includes('เติมลมไนโตรเจน'));
    })
    .toBe(true);
  expect(isNonDecreasing(await locatedDistances(page))).toBe(true);

  // Clearing the filter brings every shop back.
  await nitrogenChip.click();
  await expect(nitrogen).not.toBeChecked();
  await expect(page).not.toHaveURL(/services=/);
  await expect.poll(() => resultCount(page)).toBe(before);
});

test('a shop opened from the list shows its tyres with prices, opening time and reviews', async ({
  page,
}) => {
  await openLocatedList(page, '/store');
  const [nearestKm] = await locatedDistances(page);
  const card = page.getByTestId('store-results').getByTestId('store-card').first();
  const link = card.getByRole('heading', { level: 3 }).getByRole('link');
  const name = ((await link.textContent()) ?? '').trim();
  expect(name).not.toBe('');
  await link.click();

  await expect(page).toHaveURL(/\/store\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  // The same position gives the same distance on the shop's page.
  await expect(page.getByText(`${nearestKm.toFixed(1)} กม.`, { exact: true })).toBeVisible();

  const tyres = page.getByRole('region', { name: 'ยางที่ร้านนี้จำหน่าย' });
  const offers = tyres.getByTestId('store-offer');
  await expect(offers.first()).toBeVisible();
  const prices = await offers.getByTestId('store-offer-price').allTextContents();
  expect(prices.length).toBeGreaterThan(0);
  for (const price of prices) expect(price).toMatch(/^[\d,]+(\.\d\d)? บาท\/เส้น$/);
  await expect(offers.first().getByRole('link', { name: 'ดูรายละเอียดยาง' })).toHaveAttribute(
    'href',
    /^\/tire\/\d+\./,
  );

  await expect(page.getByRole('heading', { name: 'เวลาเปิดทำการ' })).toBeVisible();
  await expect(page.getByTestId('store-open-time')).toContainText(/\d\d:\d\d - \d\d:\d\d น\./);
  await expect(page.getByText(/^จันทร์: (\d\d:\d\d - \d\d:\d\d|ปิด)$/)).toBeVisible();

  const reviews = page.getByRole('region', { name: 'รีวิวจากลูกค้า' });
  const summary = reviews.getByText(/^★ \d\.\d \(\d+ รีวิว\)$/);
  await expect(summary).toBeVisible();
  const reviewCount = Number(/\((\d+) รีวิว\)/.exec((await summary.textContent()) ?? '')?.[1]);
  expect(reviewCount).toBeGreaterThan(0);
  const reviewItems = reviews.getByTestId('store-reviews').getByRole('list').first();
  await expect(reviewItems.getByRole('listitem')).toHaveCount(Math.min(5, reviewCount));
  await expect(reviewItems.getByRole('listitem').first()).toContainText(/\d ดาว/);
});

test('repair shops near me lists only tyre-repair shops', async ({ page }) => {
  await openLocatedList(page, '/store-tire-repair');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ร้านปะยางใกล้ฉัน');
  const km = await locatedDistances(page);
  expect(isNonDecreasing(km)).toBe(true);
  const shown = await cardParams(page);
  expect(shown.length).toBeGreaterThan(0);
  // Each card says the shop repairs tyres.
  const cards = page.getByTestId('store-results').getByTestId('store-card');
  await expect(cards.filter({ hasText: 'รับปะยาง' })).toHaveCount(shown.length);

  // Every listed shop is a repair shop according to its own page's data.
  for (const id of shown) {
    const res = await page.request.post('/api/store/get-store-detail', { data: { id } });
    expect(res.ok(), id).toBe(true);
    const { store } = (await res.json()) as { store: { isRepairShop: boolean } };
    expect(store.isRepairShop, id).toBe(true);
  }

  // Among the shops nearest to the same point there are non-repair ones; none of them is listed.
  const all = await page.request.post('/api/product/search-store', {
    headers: { LocationData: JSON.stringify(BANGKOK) },
    data: { pageSize: shown.length },
  });
  expect(all.ok()).toBe(true);
  const nearest = (await all.json()) as { items: { param: string; isRepairShop: boolean }[] };
  const notRepair = nearest.items.filter((s) => !s.isRepairShop).map((s) => s.param);
  expect(notRepair.length).toBeGreaterThan(0);
  for (const param of notRepair) expect(shown).not.toContain(param);
});

test('a shop network switches between its branches and its tyres', async ({ page }) => {
  await page.goto('/network');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('เครือข่ายร้านยาง');
  const network = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { level: 2, name: 'ไทร์โปร เซ็นเตอร์' }),
  });
  const branchCount = Number(/(\d+) สาขา/.exec((await network.textContent()) ?? '')?.[1]);
  expect(branchCount).toBeGreaterThan(0);
  await network.getByRole('link', { name: 'ไทร์โปร เซ็นเตอร์' }).click();

  await expect(page).toHaveURL(/\/network\/tyre-pro$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ไทร์โปร เซ็นเตอร์');
  const modes = page.getByRole('tablist', { name: 'แสดงผล' });
  const branchesTab = modes.getByRole('tab', { name: 'สาขา' });
  const tyresTab = modes.getByRole('tab', { name: 'ยาง' });
  await expect(branchesTab).toHaveAttribute('aria-selected', 'true');
  await expect(tyresTab).toHaveAttribute('aria-selected', 'false');

  // Branches (mode STORE = 2): every member shop of the network, under the network's name.
  const branches = page.getByTestId('network-stores').getByTestId('store-card');
  await expect(branches).toHaveCount(branchCount);
  for (const name of await branches.getByRole('heading', { level: 3 }).allTextContents()) {
    expect(name).toMatch(/^ไทร์โปร เซ็นเตอร์ สาขา/);
  }
  await expect(page.getByTestId('network-tyres')).toHaveCount(0);

  // Tyres (mode TIRE = 1): tyre cards with the way to the member shops that sell each.
  await tyresTab.click();
  await expect(page).toHaveURL(/[?&]mode=1(&|$)/);
  await expect(tyresTab).toHaveAttribute('aria-selected', 'true');
  await expect(branchesTab).toHaveAttribute('aria-selected', 'false');
  const tyres = page.getByTestId('network-tyres');
  await expect(tyres.getByTestId('product-card').first()).toBeVisible();
  await expect(tyres.getByRole('link', { name: 'ดูร้านที่จำหน่าย' }).first()).toHaveAttribute(
    'href',
    /^\/network\/tyre-pro\/\d+\./,
  );
  await expect(page.getByTestId('network-stores')).toHaveCount(0);

  // And back to the branches.
  await branchesTab.click();
  await expect(page).toHaveURL(/[?&]mode=2(&|$)/);
  await expect(branchesTab).toHaveAttribute('aria-selected', 'true');
  await expect(branches).toHaveCount(branchCount);
  await expect(page.getByTestId('network-tyres')).toHaveCount(0);
});

test('the shop map loads only when the shopper asks for it, and no tile is fetched before', async ({
  page,
}) => {
  // Issue 13 §2 (decision 0079): Leaflet and its tiles cost a phone over a second of main thread
  // and, where the tile host is unreachable, console errors; the page shows a button instead.
  const mapRequests: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (/store-map-leaflet|\/tile|\.png(\?|$)/.test(url)) mapRequests.push(url);
  });
  await page.goto('/store/store-1');
  const offers = page.getByRole('region', { name: 'ยางที่ร้านนี้จำหน่าย' });
  await expect(offers.getByTestId('store-offer').first()).toBeVisible();
  const show = page.getByRole('button', { name: 'แสดงแผนที่' });
  await expect(show).toBeVisible();
  await expect(page.getByTestId('store-map')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(mapRequests).toEqual([]);

  await show.click();
  const map = page.getByTestId('store-map');
  await expect(map).toBeVisible();
  await expect(map).toBeFocused();
  expect(mapRequests.some((url) => url.includes('store-map-leaflet'))).toBe(true);
});

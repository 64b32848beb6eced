import { expect, test } from '@playwright/test';
import { readyServiceCart, signInNewCustomer } from './support/ready-cart';

// Decision 0120: the first screen of the busiest public pages arrives rendered in the HTML, and the
// browser takes it over (hydration) without rendering it anew and without a warning.

const PAGES = [
  { path: '/', text: 'ยางใหม่' },
  { path: '/tire?width=265&ratio=65&diameter=17', text: '265/65R17' },
  { path: '/store/store-1', text: 'เจริญยนต์' },
  { path: '/store', text: 'ร้าน' },
];

test('public pages arrive rendered: their content shows with JavaScript switched off', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const { path, text } of PAGES) {
    await page.goto(path);
    await expect(page.locator('main h1')).toContainText(text);
  }
  await page.goto('/tire?width=265&ratio=65&diameter=17');
  expect(await page.getByTestId('product-card').count()).toBeGreaterThan(0);
  await context.close();
});

test('the browser takes a rendered tyre page over: no hydration warning, the viewer opens', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text());
  });
  const res = await page.request.post('/api/product/search-product', {
    data: { width: 265, ratio: 65, diameter: 17, sort: 'popular', pageSize: 60 },
  });
  const body = (await res.json()) as { items: { param: string; shopCount: number }[] };
  const tyre = body.items.find((item) => item.shopCount >= 2);
  if (!tyre) throw new Error('no seeded tyre with two shops');
  const response = await page.goto(`/tire/${tyre.param}`);
  const html = (await response?.text()) ?? '';
  expect(html).toContain('id="ssr-data"');
  // Its scripts only take the page over: fetched after the style sheet, font and picture.
  expect(html).toMatch(/<script type="module" fetchpriority="low"/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('265/65R17');
  // Hydrated: a control that only React handles answers.
  const gallery = page.getByRole('region', { name: 'รูปสินค้า' });
  await gallery.getByRole('button', { name: /ดูรูปที่ 1 แบบเต็มจอ/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(warnings.filter((w) => /hydrat/i.test(w))).toEqual([]);
});

test('a phone gets the listing with its filter button and no filter column, nothing moving', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { shift: number };
    w.shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number }[])
        w.shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/tire?width=265&ratio=65&diameter=17');
  await expect(page.getByRole('button', { name: /ตัวกรอง/ })).toBeVisible();
  await expect(page.getByRole('complementary', { name: /ตัวกรอง/ })).toHaveCount(0);
  const shift = await page.evaluate(() => (window as unknown as { shift: number }).shift);
  expect(shift).toBeLessThan(0.05);
  await context.close();
});

test('a visitor who accepted cookies gets no banner from the server; a new visitor gets it', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const fresh = await page.request.get('/store/store-1');
  const freshHtml = await fresh.text();
  // Rendered inactive: a tap before the browser takes the page over would otherwise be lost.
  expect(freshHtml).toMatch(/<button[^>]*disabled=""[^>]*>ยอมรับ<\/button>/);
  await page.goto('/store/store-1');
  await page.getByRole('button', { name: 'ยอมรับ', exact: true }).click();
  const returning = await page.request.get('/store/store-1');
  const html = await returning.text();
  expect(html).toContain('id="ssr-data"');
  expect(html).not.toContain('ยอมรับ</button>');
  // The browser's first render agrees: the page hydrates without a warning and no banner shows.
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (/hydrat/i.test(m.text())) warnings.push(m.text());
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('เจริญยนต์');
  await expect(page.getByRole('button', { name: 'ยอมรับ', exact: true })).toHaveCount(0);
  expect(warnings).toEqual([]);
  await context.close();
});

test('a signed-in shopper gets the cart rendered by the server, kept by no cache; signed out, none', async ({
  page,
}) => {
  const customer = await signInNewCustomer(page);
  await readyServiceCart(page, customer.userToken);
  // The first visit after signing in mirrors the session into the cart's cookie (decision 0125).
  await page.goto('/cart');
  await expect(page.getByTestId('cart-product')).toHaveCount(1);
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (/hydrat/i.test(m.text())) warnings.push(m.text());
  });
  const response = await page.reload();
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  const html = (await response?.text()) ?? '';
  expect(html).toContain('id="ssr-data"');
  expect(html).toContain('data-testid="cart-product"');
  expect(html).toContain('สมชาย');
  // Taken over by the browser without a warning: choosing how to pay opens the payment window.
  const payment = page.getByRole('region', { name: 'วิธีการชำระเงิน' });
  await payment.getByText('มัดจำผ่าน QR').click();
  await expect(page.getByTestId('payment-modal')).toBeVisible();
  await page.getByTestId('payment-modal').getByRole('button', { name: 'ปิด' }).click();
  expect(warnings).toEqual([]);

  // Signing out removes the cookie: the server renders no cart for this browser any more.
  await page.getByRole('banner').getByRole('button', { name: 'ออกจากระบบ' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'เข้าสู่ระบบ' })).toBeVisible();
  const after = await page.request.get('/cart');
  expect(await after.text()).not.toContain('id="ssr-data"');
  // Nor for a cookie that names a session that ended: the page is left to the browser.
  const forged = await page.request.get('/cart', {
    headers: { cookie: `ydCartSession=${encodeURIComponent(JSON.stringify(['1|nope', 'x']))}` },
  });
  expect(forged.status()).toBe(200);
  expect(await forged.text()).not.toContain('id="ssr-data"');
});

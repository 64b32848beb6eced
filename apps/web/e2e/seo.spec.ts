import { expect, type Page, test } from '@playwright/test';

// Issue [2/6] §7: every public page has a Thai title, in the HTML the server sends (a crawler
// without JavaScript sees it) and after client navigation in the browser.

const THAI = /[\u0E00-\u0E7F]/;

async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { seoMarker: string }).seoMarker = 'same-document';
  });
}

async function expectSameDocument(page: Page) {
  // A client navigation keeps the window; a full reload would drop the marker.
  expect(await page.evaluate(() => (window as unknown as { seoMarker?: string }).seoMarker)).toBe(
    'same-document',
  );
}

test('the server sends the Thai head of a page without JavaScript', async ({ request }) => {
  const about = await request.get('/about');
  expect(about.status()).toBe(200);
  const html = await about.text();
  expect(html).toContain('<title>เกี่ยวกับเรา | ยางดี</title>');
  expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/about">/);
  expect(html).toContain('<meta property="og:locale" content="th_TH">');

  // A tyre: its Thai title and schema.org Product JSON-LD with an AggregateOffer in THB.
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const tyrePath = new URL(/<loc>([^<]+\/tire\/\d+\.[^<]+)<\/loc>/.exec(sitemap)?.[1] ?? '')
    .pathname;
  const tyre = await request.get(tyrePath);
  expect(tyre.status()).toBe(200);
  const tyreHtml = await tyre.text();
  expect(/<title>(ยาง [^<]+ ราคาถูก[^<]*\| ยางดี)<\/title>/.exec(tyreHtml)?.[1]).toBeTruthy();
  const ld = [
    ...tyreHtml.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map((m) => JSON.parse(m[1]));
  const product = ld.find((item) => item['@type'] === 'Product');
  expect(product?.offers).toMatchObject({ '@type': 'AggregateOffer', priceCurrency: 'THB' });
});

test('the title is Thai on first load and after client navigation', async ({ page }) => {
  await page.goto('/help/privacy');
  await expect(page).toHaveTitle('นโยบายความเป็นส่วนตัว | ยางดี');
  await expect(page.getByRole('heading', { level: 1, name: 'นโยบายความเป็นส่วนตัว' })).toBeVisible();
  await markDocument(page);

  await page.getByRole('contentinfo').getByRole('link', { name: 'เกี่ยวกับเรา' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page).toHaveTitle('เกี่ยวกับเรา | ยางดี');

  await page
    .getByRole('navigation', { name: 'เมนูหลัก' })
    .getByRole('link', { name: 'ติดต่อเรา' })
    .click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page).toHaveTitle('ติดต่อเรา | ยางดี');

  await page.goBack();
  await expect(page).toHaveTitle('เกี่ยวกับเรา | ยางดี');

  // A list reached in the browser (reviews) has its own Thai title too.
  await page.getByRole('contentinfo').getByRole('link', { name: 'รีวิว' }).click();
  await expect(page).toHaveTitle(/^รีวิว.* \| ยางดี$/);
  await expectSameDocument(page);

  // The document keeps a single <title> (the server's, rewritten), so crawlers and tabs agree.
  expect(await page.locator('head title').count()).toBe(1);
  expect(THAI.test(await page.title())).toBe(true);
});

test('a tyre page keeps the server title after the app renders it', async ({ page, request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const tyrePath = new URL(/<loc>([^<]+\/tire\/\d+\.[^<]+)<\/loc>/.exec(sitemap)?.[1] ?? '')
    .pathname;
  const serverTitle = /<title>([^<]+)<\/title>/.exec(
    await (await request.get(tyrePath)).text(),
  )?.[1];
  expect(serverTitle).toMatch(/^ยาง .+ ราคาถูก/);

  await page.goto(tyrePath);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(serverTitle ?? '');
});

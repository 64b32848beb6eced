import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';

// Issue 13 §1–2: what a phone receives on a first visit (fresh context, empty cache), measured in
// Chromium as bytes on the wire (Resource Timing transferSize: compressed body + headers), not as
// sizes read from a build manifest. Budgets for JavaScript: `/` ≤ 130 KB, a tyre page and the size
// listing ≤ 160 KB. The map library and seller screens never load on pages that do not show them.
// Byte counts, not timings: the same build gives the same figures on any machine.

const KB = 1024;
const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};

type Manifest = Record<string, { file: string; css?: string[] }>;
const manifest = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../dist/.vite/manifest.json'), 'utf8'),
) as Manifest;

/** Built files whose source is the map (Leaflet), a seller screen or the operator console. */
function builtFilesOf(source: RegExp): string[] {
  return Object.entries(manifest)
    .filter(([key]) => source.test(key))
    .flatMap(([, chunk]) => [chunk.file, ...(chunk.css ?? [])]);
}
const MAP_FILES = builtFilesOf(/node_modules\/leaflet\/|components\/store-map-leaflet/);
// Back-office code: the seller screens and (issue 32) the operator console's.
const SELLER_FILES = builtFilesOf(
  /src\/routes\/(seller|admin)\/|src\/features\/(seller-|admin\/)|app\/layouts\/(seller|admin)-|lib\/admin-texts|node_modules\/(uplot|exceljs)\//,
);

type Loaded = { url: string; transferSize: number; encodedBodySize: number };

async function firstVisit(browser: Browser, url: string, ready: (page: Page) => Promise<void>) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const failed: string[] = [];
  page.on('response', (res) => {
    if (res.status() >= 400) failed.push(`${res.status()} ${res.url()}`);
  });
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const resources = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => {
      const r = entry as PerformanceResourceTiming;
      return { url: r.name, transferSize: r.transferSize, encodedBodySize: r.encodedBodySize };
    }),
  );
  await context.close();
  return { resources: resources as Loaded[], failed };
}

function scriptsOf(resources: Loaded[]): Loaded[] {
  return resources.filter((r) => /\.m?js(\?|$)/.test(new URL(r.url).pathname));
}

function report(label: string, resources: Loaded[]): number {
  const scripts = scriptsOf(resources);
  const total = scripts.reduce((sum, r) => sum + r.transferSize, 0);
  const lines = scripts
    .sort((a, b) => b.transferSize - a.transferSize)
    .map((r) => `  ${(r.transferSize / KB).toFixed(1).padStart(7)} KB  ${new URL(r.url).pathname}`);
  const all = resources.reduce((sum, r) => sum + r.transferSize, 0);
  console.log(
    `${label}: ${(total / KB).toFixed(1)} KB of JavaScript on the wire in ${scripts.length} files ` +
      `(all resources ${(all / KB).toFixed(1)} KB)\n${lines.join('\n')}`,
  );
  test
    .info()
    .annotations.push({ type: 'wire', description: `${label} JS ${(total / KB).toFixed(1)} KB` });
  return total;
}

function loadedFiles(resources: Loaded[], files: string[]): string[] {
  return resources.map((r) => new URL(r.url).pathname.slice(1)).filter((p) => files.includes(p));
}

async function seededTyreParam(page: Page): Promise<string> {
  const res = await page.request.post('/api/product/search-product', {
    data: { width: 265, ratio: 65, diameter: 17, sort: 'popular', pageSize: 20 },
  });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { items: { param: string }[] };
  if (!body.items[0]) throw new Error('no seeded 265/65R17 tyre');
  return body.items[0].param;
}

const heading = (page: Page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible();

test('the build knows which files are the map and the seller screens', () => {
  expect(MAP_FILES.length).toBeGreaterThan(0);
  expect(SELLER_FILES.length).toBeGreaterThan(10);
});

test('first visit to / on a phone: at most 130 KB of JavaScript, no map, no seller code', async ({
  browser,
}) => {
  const { resources, failed } = await firstVisit(browser, '/', heading);
  expect(report('/', resources)).toBeLessThanOrEqual(130 * KB);
  expect(loadedFiles(resources, MAP_FILES)).toEqual([]);
  expect(loadedFiles(resources, SELLER_FILES)).toEqual([]);
  // Every request answered (the favicon too: a 404 is a console error on every page).
  expect(failed).toEqual([]);
});

test('first visit to a tyre page on a phone: at most 160 KB of JavaScript, no map, no seller code', async ({
  browser,
  page,
}) => {
  const param = await seededTyreParam(page);
  const { resources, failed } = await firstVisit(browser, `/tire/${param}`, heading);
  expect(report('/tire/:id', resources)).toBeLessThanOrEqual(160 * KB);
  expect(loadedFiles(resources, MAP_FILES)).toEqual([]);
  expect(loadedFiles(resources, SELLER_FILES)).toEqual([]);
  expect(failed).toEqual([]);
});

test('first visit to the size listing on a phone: at most 160 KB of JavaScript, no map, no seller code', async ({
  browser,
}) => {
  const { resources, failed } = await firstVisit(
    browser,
    '/tire?width=265&ratio=65&diameter=17',
    async (page) => {
      await heading(page);
      await expect(page.getByTestId('product-card').first()).toBeVisible();
    },
  );
  expect(report('/tire?width&ratio&diameter', resources)).toBeLessThanOrEqual(160 * KB);
  expect(loadedFiles(resources, MAP_FILES)).toEqual([]);
  expect(loadedFiles(resources, SELLER_FILES)).toEqual([]);
  expect(failed).toEqual([]);
});

test('hashed scripts arrive compressed and cached for a year', async ({ page }) => {
  await page.goto('/');
  const entry = await page.locator('script[type="module"][src^="/assets/"]').getAttribute('src');
  expect(entry).toBeTruthy();
  const res = await page.request.get(String(entry), { headers: { 'accept-encoding': 'br, gzip' } });
  expect(res.headers()['content-encoding']).toBe('br');
  expect(res.headers().vary?.toLowerCase()).toContain('accept-encoding');
  expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

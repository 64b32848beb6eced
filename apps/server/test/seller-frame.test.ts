import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { buildTestApp, testDatabases } from './test-databases';

// Decision 0173: a signed-in seller page's HTML carries the back office's frame in #root (from the
// server bundle's sellerFrame()), so the phone paints before the app's script has run; the seller
// sign-in, the printable pages and the shopper's pages do not. The visitor's session is never read
// for it: the same frame for everyone, the app redirects a signed-out visitor as before. On a
// framed page the layout's chunks the screen does not import are preloaded at low priority
// (decision 0176); the sign-in and the shopper's pages keep theirs as they were.

const FRAME = '<div data-seller-frame=""><header>ยางดี สำหรับร้านค้า</header></div>';

function webDistWithFrame(): string {
  const base = mkdtempSync(path.join(tmpdir(), 'yangdee-frame-'));
  const dist = path.join(base, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  mkdirSync(path.join(dist, '.vite'));
  mkdirSync(path.join(base, 'dist-ssr'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="th"><head><meta name="app-config" content="{}" /><title>ยางดี</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(dist, '.vite', 'route-preloads.json'),
    JSON.stringify({
      // As the web build writes a route with a lazy layout (decision 0176): the screen's closure
      // and fonts, then the layout's other chunks.
      '/seller/order/manage': {
        files: ['assets/order-manage-Cd34.js', 'assets/sarabun-thai-700-normal-Ef56.woff2'],
        later: ['assets/seller-layout-Ab12.js', 'assets/seller-header-Gh78.js'],
      },
      '/seller/login': {
        files: ['assets/seller-login-Ij90.js'],
        later: ['assets/seller-open-layout-Kl12.js'],
      },
      '/cart': ['assets/cart-Mn34.js', 'assets/product-card-Op56.js'],
    }),
  );
  // The server bundle: no page of these tests is server-rendered (render answers null).
  writeFileSync(
    path.join(base, 'dist-ssr', 'entry-server.js'),
    `export async function render() { return null; }\nexport function sellerFrame() { return ${JSON.stringify(FRAME)}; }\n`,
  );
  return dist;
}

/** Each <link rel="modulepreload">'s address and fetchpriority ('' when none), in order. */
const modulePreloadsOf = (html: string) =>
  [
    ...html.matchAll(
      /<link rel="modulepreload"(?: fetchpriority="(\w+)")? crossorigin href="([^"]+)">/g,
    ),
  ].map((m) => [m[2], m[1] ?? '']);

const rootOf = (html: string) =>
  html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));

describe.each(testDatabases())('seller frame on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database, { webDistDir: webDistWithFrame() });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('paints the frame on the six measured seller pages, signed in or not', async () => {
    for (const url of [
      '/seller/order/manage',
      '/seller/order/detail/YD123',
      '/seller/order/service?date=2026-01-01',
      '/seller/product/manage',
      '/seller/dashboard',
      '/seller/income',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(rootOf(res.body), url).toBe(`<div id="root">${FRAME}</div>`);
    }
  });

  it('leaves #root empty on the seller sign-in, a printable page and the shopper pages', async () => {
    for (const url of ['/seller/login', '/seller/order/receipt/YD123', '/cart', '/my/order']) {
      const res = await app.inject({ url });
      expect(rootOf(res.body), url).toBe('<div id="root"></div>');
    }
  });

  it('preloads the seller page listed fonts as fonts and its chunks as modules', async () => {
    const res = await app.inject({ url: '/seller/order/manage' });
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="preload" href="/assets/sarabun-thai-700-normal-Ef56.woff2" as="font" type="font/woff2" crossorigin>',
    );
    expect(head).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/order-manage-Cd34.js">',
    );
  });

  it("asks for the layout's other chunks at low priority on a framed page, the screen's at normal", async () => {
    const res = await app.inject({ url: '/seller/order/manage' });
    expect(modulePreloadsOf(res.body)).toEqual([
      ['/assets/order-manage-Cd34.js', ''],
      ['/assets/seller-layout-Ab12.js', 'low'],
      ['/assets/seller-header-Gh78.js', 'low'],
    ]);
    // The entry script keeps its priority.
    expect(res.body).not.toMatch(/<script[^>]*fetchpriority/);
  });

  it('keeps every preload at normal priority on the seller sign-in and the shopper pages', async () => {
    const login = await app.inject({ url: '/seller/login' });
    expect(modulePreloadsOf(login.body)).toEqual([
      ['/assets/seller-login-Ij90.js', ''],
      ['/assets/seller-open-layout-Kl12.js', ''],
    ]);
    const cart = await app.inject({ url: '/cart' });
    expect(modulePreloadsOf(cart.body)).toEqual([
      ['/assets/cart-Mn34.js', ''],
      ['/assets/product-card-Op56.js', ''],
    ]);
  });
});

#!/usr/bin/env node
// npm run bench:lighthouse (or npm run bench -- lighthouse): Lighthouse mobile (default config:
// Moto G Power emulation, simulated slow 4G and 4x CPU slowdown) in Debian's Chromium, median of
// 3 runs, on the pages a shopper's phone opens first (issue 13 §2): home, a size listing, a tyre
// page, a store page, shops near me and a signed-in cart. Prints performance, accessibility,
// best practices, CLS, TBT, LCP and the host's benchmark index (Lighthouse's own CPU yardstick:
// figures from hosts with a very different index do not compare). Figures, never a pass/fail.
// --seller measures the shop's phone instead (issue 38 item 4), signed in as the demo seller1:
// order manage, order detail (a seeded order of that store), day board, stock manage, dashboard
// and income.
//
//   npm run build && npm run bench:lighthouse -- [--port 3300] [--runs 3] [--url http://host:port]
//                                                [--seller] [--only home,cart | --only day,income]
//                                                [--json .tmp/lighthouse.json] [--lhr-dir DIR]
//
// Every run starts with a control: a blank Thai page (a heading and a line, no script, no style)
// served by the bench itself. On a host where Chromium's own work is slow (2026-12-02: TBT 53–73
// ms and ~400 ms of "other" main-thread work on that page) every page's TBT carries that too;
// the control's row says how much, beside the benchmarkIndex. --no-control leaves it out.
//
// Without --url it starts the built app on a fresh embedded database (scripts/e2e-server.mjs,
// which also starts the payment sandbox on port + 2) and stops it at the end.

import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2).filter((a) => a !== 'lighthouse');
const option = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] ? argv[i + 1] : fallback;
};
const port = Number(option('port', '3300'));
const runs = Number(option('runs', '3'));
const only = option('only', '')?.split(',').filter(Boolean);
const jsonOut = option('json');
// --lhr-dir DIR keeps each run's full Lighthouse report (JSON) there, to read what held a page back.
const lhrDir = option('lhr-dir');
const seller = argv.includes('--seller');
const control = !argv.includes('--no-control');
const BLANK_PAGE =
  '<!doctype html><html lang="th"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>หน้าเปล่า</title><meta name="description" content="หน้าควบคุมของการวัด"></head><body><h1>หน้าเปล่า</h1><p>หน้านี้ไม่มีสคริปต์และสไตล์ ใช้วัดงานของเบราว์เซอร์เอง</p></body></html>';

/** The control page's server: answers BLANK_PAGE on a free port; resolves its address and a stop. */
function startBlankPage() {
  const blank = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(BLANK_PAGE);
  });
  return new Promise((resolve) => {
    blank.listen(0, '127.0.0.1', () => {
      resolve({ url: `http://127.0.0.1:${blank.address().port}/`, stop: () => blank.close() });
    });
  });
}
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

async function waitForHealth(base, child) {
  for (let i = 0; i < 600; i++) {
    if (child && child.exitCode !== null) throw new Error('the server stopped while starting');
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok && !(await res.json()).warming) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${base} did not become healthy in 5 minutes`);
}

async function api(base, pathname, body, token) {
  const res = await fetch(`${base}/api/${pathname}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${pathname}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** The pages to measure, with real ids from the running server; the cart for customer1. */
async function pagesOf(base) {
  const listing = await api(base, 'product/search-product', {
    width: 265,
    ratio: 65,
    diameter: 17,
    sort: 'popular',
    pageSize: 20,
  });
  const tyre = listing.items[0];
  if (!tyre) throw new Error('no 265/65R17 tyre in the database');
  const login = await api(base, 'user/login', { username: 'customer1', password: 'Customer123' });
  const offers = await api(base, 'store/get-store-products', {
    id: 'store-1',
    page: 1,
    pageSize: 50,
  });
  const offer = offers.items.find((o) => o.isServiceAvailable && o.qty >= 4);
  if (!offer) throw new Error('store-1 has no SERVICE offer with stock');
  await api(
    base,
    'order/add-cart',
    { sellerProductId: offer.sellerProductId, quantity: 4, orderType: 'SERVICE', replace: true },
    login.userToken,
  );
  return [
    { name: 'home', path: '/' },
    { name: 'size listing', path: '/tire?width=265&ratio=65&diameter=17' },
    { name: 'tyre page', path: `/tire/${tyre.param}` },
    { name: 'store page', path: '/store/store-1' },
    { name: 'shops near me', path: '/store' },
    {
      name: 'cart (signed in)',
      path: '/cart',
      // Where the web app keeps the session (apps/web/src/lib/storage.ts) and the cookie choice.
      storage: { userToken: login.userToken, userDisplay: login.userDisplay, accept: 'true' },
    },
  ].filter((page) => !only?.length || only.some((o) => page.name.startsWith(o)));
}

/** The shop's pages (--seller), signed in as seller1, with a real order of that store. */
async function sellerPagesOf(base) {
  const login = await api(base, 'seller/submit-login', {
    username: 'seller1',
    password: 'Seller123',
  });
  const orders = await api(base, 'seller/get-order', { page: 1 }, login.token);
  const order = orders.orderList[0];
  if (!order) throw new Error('seller1 has no order in the database');
  // Where the seller app keeps its session (features/seller-auth/api/session.ts) and the cookie choice.
  const storage = {
    sellerTokenV2: login.token,
    shopInfo: JSON.stringify(login.info),
    shopAcl: JSON.stringify(login.acl),
    accept: 'true',
  };
  return [
    { name: 'order manage', path: '/seller/order/manage' },
    { name: 'order detail', path: `/seller/order/detail/${order.id}` },
    { name: 'day board', path: '/seller/order/service' },
    { name: 'stock manage', path: '/seller/product/manage' },
    { name: 'dashboard', path: '/seller/dashboard' },
    { name: 'income', path: '/seller/income' },
  ]
    .map((page) => ({ ...page, storage }))
    .filter((page) => !only?.length || only.some((o) => page.name.startsWith(o)));
}

/** Signed-in pages: Lighthouse keeps storage (disableStorageReset), so clear the cache here. */
async function prepareStorage(chromePort, base, storage) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  const page = await browser.newPage();
  await page.goto(`${base}/robots.txt`);
  await page.evaluate((entries) => {
    localStorage.clear();
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  // A returning shopper's browser: the app mirrors the stored session into the cart page's cookie
  // on any visit (decision 0125); the cache is emptied after.
  await page.goto(`${base}/`, { waitUntil: 'networkidle0' });
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await page.close();
  await browser.disconnect();
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function measure(base, page) {
  const results = [];
  let attempts = 0;
  for (let run = 0; run < runs; run++) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: CHROME_FLAGS,
    });
    try {
      if (page.storage) await prepareStorage(chrome.port, base, page.storage);
      const { lhr } = await lighthouse(page.url ?? `${base}${page.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        disableStorageReset: Boolean(page.storage),
      });
      if (lhr.runtimeError) {
        // Chromium sometimes records a trace Lighthouse cannot read (NO_NAVSTART), more often on
        // a busy host: run again, a few times at most.
        attempts += 1;
        if (attempts > 3) throw new Error(`${page.path}: ${lhr.runtimeError.message}`);
        console.warn(`${page.path}: ${lhr.runtimeError.code}, running again`);
        run -= 1;
        continue;
      }
      if (lhrDir) {
        mkdirSync(path.resolve(root, lhrDir), { recursive: true });
        const file = `${page.name.replace(/\W+/g, '-')}-${run + 1}.json`;
        writeFileSync(path.resolve(root, lhrDir, file), JSON.stringify(lhr));
      }
      results.push({
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        fcp: lhr.audits['first-contentful-paint'].numericValue,
        benchmarkIndex: lhr.environment.benchmarkIndex,
        otherWork:
          lhr.audits['mainthread-work-breakdown'].details?.items?.find((i) => i.group === 'other')
            ?.duration ?? 0,
        failed: Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id),
      });
    } finally {
      chrome.kill();
    }
  }
  const keys = [
    'performance',
    'accessibility',
    'bestPractices',
    'cls',
    'tbt',
    'lcp',
    'fcp',
    'otherWork',
  ];
  const row = Object.fromEntries(keys.map((k) => [k, median(results.map((r) => r[k]))]));
  row.benchmarkIndex = median(results.map((r) => r.benchmarkIndex));
  row.failed = [...new Set(results.flatMap((r) => r.failed))];
  return { ...page, ...row, runs: results };
}

let server;
let blankPage;
let base = option('url');
if (!base) {
  if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    console.error('lighthouse: apps/web/dist is missing — run `npm run build` first');
    process.exit(1);
  }
  server = spawn(process.execPath, ['scripts/e2e-server.mjs', String(port)], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, LOG_LEVEL: 'warn' },
  });
  base = `http://localhost:${port}`;
}

try {
  await waitForHealth(base, server);
  blankPage = control ? await startBlankPage() : null;
  const pages = [
    ...(blankPage ? [{ name: 'blank page (control)', url: blankPage.url }] : []),
    ...(seller ? await sellerPagesOf(base) : await pagesOf(base)),
  ];
  const rows = [];
  for (const page of pages) {
    const row = await measure(base, page);
    rows.push(row);
    console.log(
      `${row.name}: performance ${row.performance}, accessibility ${row.accessibility}, best practices ${row.bestPractices}, CLS ${row.cls.toFixed(3)}, TBT ${Math.round(row.tbt)} ms, LCP ${(row.lcp / 1000).toFixed(2)} s` +
        `, other main-thread work ${Math.round(row.otherWork)} ms` +
        (row.failed.length ? ` (failing audits: ${row.failed.join(', ')})` : ''),
    );
  }
  const date = new Date().toISOString().slice(0, 10);
  const index = median(rows.map((r) => r.benchmarkIndex));
  console.log(
    `\nLighthouse mobile${seller ? ', seller pages' : ''}, median of ${runs}, ${date}, benchmarkIndex ${Math.round(index)}, load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log('| page | performance | accessibility | best practices | CLS | TBT | LCP |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.name} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.cls.toFixed(3)} | ${Math.round(r.tbt)} ms | ${(r.lcp / 1000).toFixed(1)} s |`,
    );
  }
  if (jsonOut) {
    mkdirSync(path.dirname(path.resolve(root, jsonOut)), { recursive: true });
    writeFileSync(path.resolve(root, jsonOut), JSON.stringify({ date, rows }, null, 2));
  }
} finally {
  if (server && server.exitCode === null) server.kill('SIGTERM');
  blankPage?.stop();
}

#!/usr/bin/env node
// Dashboard, report and income calls at scale (issue 17 "Speed": p95 ≤ 500 ms for the busy shop
// over 24 months; export-report of 50,000 rows in ≤ 20 s). Run bench/generate-orders.mjs on the
// same database first. Signs in as seller1 (the busy shop's owner), finds the calls the server
// has (its OpenAPI document), asks each 20 times for the last 24 months in sequence and prints
// p50/p95; then times export-report of the sale report over the same range, read to its last
// byte and counted back. Calls the server does not have are listed as skipped.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/yangdee_bench \
//     node --import tsx bench/reports.mjs [--runs 20] [--months 24] [--branch ID] [--url URL]

import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { percentile, startServer } from './bench-server.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] ? argv[i + 1] : fallback;
};
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/yangdee_bench';
const runs = Number(option('runs', '20'));
const months = Number(option('months', '24'));
const branchId = option('branch', '') ? Number(option('branch', '')) : undefined;
const TARGET_P95_MS = 500;
const TARGET_EXPORT_S = 20;

/** The Bangkok calendar day `monthsBack` months before today (+1 day), and today. */
function range() {
  const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
  const from = new Date(`${today}T00:00:00Z`);
  from.setUTCMonth(from.getUTCMonth() - months);
  from.setUTCDate(from.getUTCDate() + 1);
  return { fromDate: from.toISOString().slice(0, 10), toDate: today };
}

/** The body each kind of call takes (spec 7), for the date range and the branch chosen. */
function bodyFor(route, dates, reportKind) {
  const branch = branchId === undefined ? {} : { branchId };
  if (route === '/api/seller/get-summary-income') return { ...branch };
  if (route === '/api/seller/get-income-transaction') return { ...dates, page: 1, ...branch };
  if (route === '/api/seller/export-report') return { ...dates, ...branch, ...reportKind };
  if (route.startsWith('/api/seller/get-report-')) return { ...dates, page: 1, ...branch };
  return { ...dates, ...branch };
}

/** Which property of export-report's body names the report (an enum holding 'sale'). */
function reportKindOf(spec) {
  const schema =
    spec.paths?.['/api/seller/export-report']?.post?.requestBody?.content?.['application/json']
      ?.schema;
  for (const [name, prop] of Object.entries(schema?.properties ?? {})) {
    if (prop.enum?.includes('sale')) return { [name]: 'sale' };
  }
  return { report: 'sale' };
}

const server = option('url') ? null : await startServer(databaseUrl);
const url = option('url') ?? server.url;
try {
  const login = await fetch(`${url}/api/seller/submit-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'seller1', password: 'Seller123' }),
  });
  if (!login.ok) throw new Error(`seller1 could not sign in: ${await login.text()}`);
  const headers = {
    'content-type': 'application/json',
    authorization: `Bearer ${(await login.json()).token}`,
  };
  const spec = await (await fetch(`${url}/api/docs/json`)).json();
  const paths = Object.keys(spec.paths ?? {});
  const wanted = [
    '/api/seller/get-dashboard',
    '/api/seller/get-dashboard-ranking-sale',
    ...paths.filter((p) => p.startsWith('/api/seller/get-dashboard-popular-tire-')).sort(),
    ...[
      'sale',
      'product-remain',
      'promotion',
      'product-promotion',
      'product-movement',
      'system',
      'customer',
    ].map((r) => `/api/seller/get-report-${r}`),
    '/api/seller/get-summary-income',
    '/api/seller/get-income-transaction',
    '/api/seller/get-overall-rating',
    '/api/seller/get-review-list',
  ];
  const dates = range();
  const reportKind = reportKindOf(spec);
  console.log(
    `${url}: seller1, ${dates.fromDate} … ${dates.toDate}${branchId ? `, branch ${branchId}` : ', all its branches'}, ${runs} calls each`,
  );
  const missing = [];
  let isOver = false;
  for (const route of wanted) {
    if (!paths.includes(route)) {
      missing.push(route);
      continue;
    }
    const body = JSON.stringify(bodyFor(route, dates, reportKind));
    const times = [];
    let failure = '';
    for (let i = 0; i <= runs; i++) {
      const started = performance.now();
      const response = await fetch(`${url}${route}`, { method: 'POST', headers, body });
      const text = await response.text();
      if (!response.ok) {
        failure = `${response.status} ${text.slice(0, 160)}`;
        break;
      }
      if (i > 0) times.push(performance.now() - started); // the first call warms up
    }
    if (failure) {
      console.log(`${route.padEnd(48)} FAILED ${failure}`);
      isOver = true;
      continue;
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 0.95);
    if (p95 > TARGET_P95_MS) isOver = true;
    console.log(
      `${route.padEnd(48)} p50 ${percentile(times, 0.5).toFixed(1).padStart(7)} ms   p95 ${p95.toFixed(1).padStart(7)} ms${p95 > TARGET_P95_MS ? '  OVER' : ''}`,
    );
  }
  if (missing.length > 0) console.log(`skipped (not on this server): ${missing.join(', ')}`);

  if (paths.includes('/api/seller/export-report')) {
    const started = performance.now();
    const response = await fetch(`${url}/api/seller/export-report`, {
      method: 'POST',
      headers,
      body: JSON.stringify(bodyFor('/api/seller/export-report', dates, reportKind)),
    });
    if (!response.ok) {
      console.log(
        `export-report FAILED ${response.status} ${(await response.text()).slice(0, 200)}`,
      );
      isOver = true;
    } else {
      const chunks = [];
      for await (const chunk of response.body) chunks.push(chunk);
      const secondsTaken = (performance.now() - started) / 1000;
      const file = Buffer.concat(chunks);
      let rows = 0;
      const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([file]), {});
      for await (const worksheet of reader) for await (const _row of worksheet) rows += 1;
      console.log(
        `export-report ${JSON.stringify(reportKind)}: ${secondsTaken.toFixed(2)} s, ${(file.length / 1024 / 1024).toFixed(1)} MB, ${rows} rows in the file (headings and totals included)`,
      );
      if (secondsTaken > TARGET_EXPORT_S) isOver = true;
    }
  } else {
    console.log('skipped (not on this server): /api/seller/export-report');
  }
  console.log(isOver ? 'over a target (or a call failed)' : 'every call within its target');
  if (isOver) process.exitCode = 1;
} finally {
  await server?.stop();
}

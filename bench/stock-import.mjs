#!/usr/bin/env node
// The stock spreadsheet round trip at scale (issue 16 item 2: "50,000 rows previewed in ≤ 15 s
// and applied in ≤ 30 s"): seeds one shop with 50,000 offers on PostgreSQL, starts the server,
// downloads the shop's stock over HTTP, writes a 50,000-row file in which every row changes
// (the price goes up 1 baht, every tenth row's qty too), uploads it, polls the job until the
// preview is ready, applies it, then undoes it. Prints each step's seconds, the progress the
// page would have shown, and the server's peak RSS.
//
//   node --import tsx bench/stock-import.mjs [--offers 50000] [--create-db]
//
// DATABASE_URL names the database (default postgres://postgres@127.0.0.1:5432/yangdee_bench_import;
// with --create-db it is created first). It is migrated and seeded when empty; the bench shop
// (link 'bench-import') and its offers are made once and reset to the same values each run.

import { readFileSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import { fullAcl } from '@yangdee/contracts/seller-acl';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { openPostgres } from '../apps/server/src/db/client';
import { prepareDatabase } from '../apps/server/src/db/prepare';
import { hashPassword } from '../apps/server/src/lib/passwords';
import { issueSellerToken } from '../apps/server/src/modules/accounts/tokens.service';
import '../apps/server/src/modules/stock-import/exceljs-utf8';
import { STOCK_IMPORT_COLUMNS, XLSX_MIME } from '../packages/contracts/src/stock-import';
import { startServer } from './bench-server.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] ? argv[i + 1] : fallback;
};
const databaseUrl =
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/yangdee_bench_import';
const offerCount = Number(option('offers', '50000'));
const PREVIEW_TARGET = 15;
const APPLY_TARGET = 30;
const BENCH_LINK = 'bench-import';
const YEARS = 6;

async function createDatabaseIfMissing(url) {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  if (!/^[a-zA-Z0-9_]+$/.test(name)) throw new Error(`unsupported database name: ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE "${name}" LOCALE 'C.UTF-8' TEMPLATE template0`);
      console.log(`created database ${name}`);
    }
  } finally {
    await client.end();
  }
}

const rowsOf = (result) => ('rows' in result ? result.rows : result);

/** The bench shop, its owner and `offerCount` offers at their baseline; answers the token. */
async function prepareShop(db) {
  let [store] = rowsOf(await db.execute(sql`select id from stores where link = ${BENCH_LINK}`));
  if (!store) {
    [store] = rowsOf(
      await db.execute(sql`
        insert into stores (link, code, name, branch_name, province, latitude, longitude,
                            legal_name, tax_id, address, tel)
        values (${BENCH_LINK}, 'BENCHIMP', 'ร้านยางทดสอบนำเข้า', '', 'กรุงเทพมหานคร', 13.75, 100.5,
                'บริษัท ยางทดสอบ จำกัด', '0105550123457', '1 ถนนพระราม 9', '021234567')
        returning id`),
    );
    await db.execute(sql`insert into store_settings (store_id) values (${store.id})`);
  }
  const storeId = store.id;
  let [owner] = rowsOf(
    await db.execute(sql`select id from seller_users where username = 'bench_import_owner'`),
  );
  if (!owner) {
    const hash = await hashPassword('BenchImport123');
    [owner] = rowsOf(
      await db.execute(sql`
        insert into seller_users (username, password_hash, name)
        values ('bench_import_owner', ${hash}, 'เจ้าของ ร้านทดสอบนำเข้า') returning id`),
    );
    await db.execute(sql`
      insert into staff_memberships (seller_user_id, store_id, is_owner, acl)
      values (${owner.id}, ${storeId}, true, ${JSON.stringify(fullAcl())}::jsonb)`);
  }
  const [{ n }] = rowsOf(
    await db.execute(
      sql`select count(*)::int as n from seller_products where store_id = ${storeId}`,
    ),
  );
  if (n !== offerCount) {
    const started = Date.now();
    // Enough products of their own (copies of one catalogue tyre), six production years each.
    const needed = Math.ceil(offerCount / YEARS);
    await db.execute(sql`
      insert into products (tyre_model_id, tyre_size_id, sku, load_index, speed_rating, production_year, is_active)
      select p.tyre_model_id, p.tyre_size_id, 'BENCHIMP-' || g, p.load_index, p.speed_rating,
             p.production_year, true
        from (select * from products where sku not like 'BENCHIMP-%' order by id limit 1) p,
             generate_series(1, ${needed}) g
      on conflict (sku) do nothing`);
    await db.execute(sql`delete from seller_products where store_id = ${storeId}`);
    await db.execute(sql`
      insert into seller_products (store_id, product_id, price_satang, price_delivery_satang, qty,
                                   status, is_display, production_year, is_delivery_available)
      select ${storeId}, p.id, 350000, 360000, 10, 1, true, y, true
        from products p, generate_series(extract(year from now())::int - ${YEARS - 1},
                                         extract(year from now())::int) y
       where p.sku like 'BENCHIMP-%'
       order by p.id, y
       limit ${offerCount}`);
    console.log(`seeded ${offerCount} offers in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  // Every run starts from the same values.
  await db.execute(sql`update seller_products set price_satang = 350000, qty = 10, status = 1
                        where store_id = ${storeId} and (price_satang <> 350000 or qty <> 10)`);
  await db.execute(sql`vacuum analyze seller_products`);
  return { storeId, auth: `Bearer ${await issueSellerToken(db, owner.id, storeId)}` };
}

/** One server process (WORKERS=1), so its peak RSS is the import's. SERVER_HEAP_MB caps its V8
 * heap: the import must still finish under a small cap. */
function startImportServer() {
  const heap = process.env.SERVER_HEAP_MB
    ? [`--max-old-space-size=${process.env.SERVER_HEAP_MB}`]
    : [];
  return startServer(databaseUrl, {}, heap);
}

/** VmHWM (peak resident set) and VmRSS of a process, in MB (Linux). */
function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key) => Number(status.match(new RegExp(`${key}:\\s+(\\d+)`))?.[1] ?? 0);
    return { peakMb: kb('VmHWM') / 1024, rssMb: kb('VmRSS') / 1024 };
  } catch {
    return null;
  }
}

/** The downloaded stock, every price up 1 baht and every tenth qty to 12, as a new file. */
async function editedFile(downloaded) {
  const out = new PassThrough();
  const chunks = [];
  out.on('data', (c) => chunks.push(c));
  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false });
  const sheet = writer.addWorksheet('สต็อกสินค้า');
  sheet.addRow(STOCK_IMPORT_COLUMNS.map((c) => c.header)).commit();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(
    (await import('node:stream')).Readable.from([downloaded]),
    { sharedStrings: 'cache', styles: 'ignore', hyperlinks: 'ignore', worksheets: 'emit' },
  );
  let rows = 0;
  for await (const worksheet of reader) {
    for await (const row of worksheet) {
      if (row.number === 1) continue;
      const v = row.values.slice(1);
      if (v[0] === undefined || typeof v[0] !== 'number') continue;
      v[6] = Number(v[6]) + 1;
      if (rows % 10 === 0) v[8] = 12;
      sheet.addRow(v).commit();
      rows++;
    }
    break;
  }
  sheet.commit();
  await writer.commit();
  return { file: Buffer.concat(chunks), rows };
}

if (argv.includes('--create-db')) await createDatabaseIfMissing(databaseUrl);
const handle = await openPostgres(databaseUrl, 4);
let shop;
try {
  await prepareDatabase(handle, { seed: true });
  shop = await prepareShop(handle.db);
} finally {
  await handle.close();
}

const server = await startImportServer();
const post = (call, body, headers = { 'content-type': 'application/json' }) =>
  fetch(`${server.url}/api/seller/${call}`, {
    method: 'POST',
    headers: { ...headers, authorization: shop.auth },
    body,
  });
const seconds = (from) => (performance.now() - from) / 1000;
try {
  const before = memoryOf(server.pid);
  let t = performance.now();
  const downloaded = Buffer.from(await (await post('download-stock-excel', '{}')).arrayBuffer());
  console.log(
    `download: ${seconds(t).toFixed(2)} s, ${(downloaded.length / 1024 / 1024).toFixed(1)} MB`,
  );
  const { file, rows } = await editedFile(downloaded);
  console.log(`edited file: ${rows} rows, ${(file.length / 1024 / 1024).toFixed(1)} MB`);

  t = performance.now();
  const uploaded = await post('upload-stock-excel', file, {
    'content-type': XLSX_MIME,
    'x-file-name': 'bench.xlsx',
  });
  if (!uploaded.ok) throw new Error(`upload answered ${uploaded.status}: ${await uploaded.text()}`);
  const { job } = await uploaded.json();
  console.log(
    `upload answered after ${seconds(t).toFixed(2)} s (job ${job.id}, ${job.totalRows} rows counted)`,
  );
  let state;
  const seen = [];
  for (;;) {
    state = (await (await post('get-stock-import', JSON.stringify({ jobId: job.id }))).json()).job;
    seen.push(state.processedRows);
    if (state.status !== 'reading') break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const previewSeconds = seconds(t);
  console.log(
    `preview ${state.status} after ${previewSeconds.toFixed(2)} s: ${state.countChanged} changed, ${state.countNew} new, ${state.countUnchanged} unchanged, ${state.countError} errors; progress seen ${[...new Set(seen)].length} distinct values`,
  );
  if (state.status !== 'ready') throw new Error(state.errorMessage);

  t = performance.now();
  const polls = [];
  let applying = true;
  const poller = (async () => {
    while (applying) {
      const s = (await (await post('get-stock-import', JSON.stringify({ jobId: job.id }))).json())
        .job;
      if (s?.status === 'applying') polls.push(s.processedRows);
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  const applied = await post('proceed-mass-stock-update', JSON.stringify({ jobId: job.id }));
  const applySeconds = seconds(t);
  applying = false;
  await poller;
  if (!applied.ok) throw new Error(`apply answered ${applied.status}: ${await applied.text()}`);
  console.log(
    `apply: ${applySeconds.toFixed(2)} s; progress while applying: ${polls.join(', ') || '(none seen)'}`,
  );

  t = performance.now();
  const undone = await post(
    'proceed-mass-stock-update',
    JSON.stringify({ jobId: job.id, undo: true }),
  );
  if (!undone.ok) throw new Error(`undo answered ${undone.status}: ${await undone.text()}`);
  console.log(`undo: ${seconds(t).toFixed(2)} s`);

  const after = memoryOf(server.pid);
  if (before && after) {
    console.log(
      `server RSS: ${before.rssMb.toFixed(0)} MB before, peak ${after.peakMb.toFixed(0)} MB (high-water mark of the process)`,
    );
  }
  const ok = previewSeconds <= PREVIEW_TARGET && applySeconds <= APPLY_TARGET;
  console.log(
    ok ? `targets met: preview ≤ ${PREVIEW_TARGET} s, apply ≤ ${APPLY_TARGET} s` : 'over target',
  );
  if (!ok) process.exitCode = 1;
} finally {
  await server.stop();
}

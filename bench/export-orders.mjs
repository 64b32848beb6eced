#!/usr/bin/env node
// export-order at scale (issue 15 item 7: "20,000 orders streamed in ≤ 10 s"): seeds one shop
// with 20,000 paid orders (~1.5 lines each, 30,000 rows) on PostgreSQL, starts the server, asks
// POST /api/seller/export-order over HTTP as the shop's owner and reads the .xlsx to its last
// byte; prints the seconds, the file size, the rows read back and the server's peak RSS.
//
//   node --import tsx bench/export-orders.mjs [--orders 20000] [--runs 3] [--create-db] [--url URL]
//
// DATABASE_URL names the database (default postgres://postgres@127.0.0.1:5432/yangdee_bench_export;
// with --create-db it is created first). It is migrated and seeded when empty; the bench shop
// (link 'bench-export') is filled once and reused. With --url the export is asked of a server
// already running on that database (peak RSS is then not known).

import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { fullAcl } from '@yangdee/contracts/seller-acl';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { openPostgres } from '../apps/server/src/db/client';
import { prepareDatabase } from '../apps/server/src/db/prepare';
import { hashPassword } from '../apps/server/src/lib/passwords';
import { issueSellerToken } from '../apps/server/src/modules/accounts/tokens.service';
import { startServer } from './bench-server.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] ? argv[i + 1] : fallback;
};
const databaseUrl =
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/yangdee_bench_export';
const orderCount = Number(option('orders', '20000'));
const runs = Number(option('runs', '3'));
const TARGET_SECONDS = 10;
const BENCH_LINK = 'bench-export';

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

/** The bench shop, its owner and 20,000 orders; answers the owner's bearer token. */
async function prepareShop(db) {
  let [store] = rowsOf(await db.execute(sql`select id from stores where link = ${BENCH_LINK}`));
  if (!store) {
    [store] = rowsOf(
      await db.execute(sql`
        insert into stores (link, code, name, branch_name, province, latitude, longitude,
                            legal_name, tax_id, address, tel)
        values (${BENCH_LINK}, 'BENCHEXP', 'ร้านยางทดสอบส่งออก', '', 'กรุงเทพมหานคร', 13.75, 100.5,
                'บริษัท ยางทดสอบ จำกัด', '0105550123456', '1 ถนนพระราม 9', '021234567')
        returning id`),
    );
    await db.execute(sql`insert into store_settings (store_id) values (${store.id})`);
  }
  const storeId = store.id;
  let [owner] = rowsOf(
    await db.execute(sql`select id from seller_users where username = 'bench_export_owner'`),
  );
  if (!owner) {
    const hash = await hashPassword('BenchExport123');
    [owner] = rowsOf(
      await db.execute(sql`
        insert into seller_users (username, password_hash, name)
        values ('bench_export_owner', ${hash}, 'เจ้าของ ร้านทดสอบส่งออก') returning id`),
    );
    await db.execute(sql`
      insert into staff_memberships (seller_user_id, store_id, is_owner, acl)
      values (${owner.id}, ${storeId}, true, ${JSON.stringify(fullAcl())}::jsonb)`);
  }
  let [customer] = rowsOf(
    await db.execute(sql`select id from users where username = 'bench_export_customer'`),
  );
  if (!customer) {
    [customer] = rowsOf(
      await db.execute(sql`
        insert into users (username, name) values ('bench_export_customer', 'ลูกค้า ทดสอบ')
        returning id`),
    );
  }
  let [offer] = rowsOf(
    await db.execute(sql`select id from seller_products where store_id = ${storeId} limit 1`),
  );
  if (!offer) {
    [offer] = rowsOf(
      await db.execute(sql`
        insert into seller_products (store_id, product_id, price_satang, qty, production_year)
        select ${storeId}, id, 350000, 100, 2026 from products order by id limit 1
        returning id`),
    );
  }
  const [{ n }] = rowsOf(
    await db.execute(sql`select count(*)::int as n from orders where store_id = ${storeId}`),
  );
  if (n !== orderCount) {
    const started = Date.now();
    // Children first: order_items and slot_reservations have no index on order_id, so a
    // cascade from orders would scan them once per order.
    const ofShop = sql`(select id from orders where store_id = ${storeId})`;
    for (const table of ['order_items', 'slot_reservations', 'stock_reservations']) {
      await db.execute(sql`delete from ${sql.identifier(table)} where order_id in ${ofShop}`);
    }
    await db.execute(sql`delete from order_status_history where order_id in ${ofShop}`);
    await db.execute(sql`delete from orders where store_id = ${storeId}`);
    // Varied rows: six statuses, both order types, a deposit every fourth order, ~6 months of
    // dates, Thai names and plates; every other order has a second line.
    await db.execute(sql`
      insert into orders (order_no, user_id, store_id, order_type, status, payment_method,
                          customer, shipping, snapshot, subtotal_satang, delivery_fee_satang,
                          total_satang, paid_now_satang, remain_satang, appointment_date,
                          appointment_time, paid_at, created_at, updated_at)
      select 'BX' || ${storeId}::text || '-' || lpad(g::text, 6, '0'), ${customer.id}, ${storeId},
             case when g % 3 = 0 then 2 else 1 end,
             (array[1, 2, 3, 4, 5, 99])[1 + g % 6],
             case when g % 4 = 0 then 'scanQR_deposit' else 'scanQR' end,
             jsonb_build_object('firstName', 'ลูกค้า' || g, 'lastName', 'นามสกุลทดสอบ',
                                'tel', '08' || lpad(g::text, 8, '0'),
                                'licenseNumber', 'กข ' || (g % 9999), 'licenseProvince', 'กรุงเทพมหานคร'),
             case when g % 3 = 0 then jsonb_build_object('address', g || ' ถนนสุขุมวิท',
                  'subDistrict', 'คลองเตย', 'district', 'คลองเตย', 'province', 'กรุงเทพมหานคร',
                  'postCode', '10110') end,
             '{"services": [], "discounts": []}'::jsonb,
             case when g % 2 = 0 then 1200000 else 800000 end, 0,
             case when g % 2 = 0 then 1200000 else 800000 end,
             case when g % 4 = 0 then 240000 else case when g % 2 = 0 then 1200000 else 800000 end end,
             case when g % 4 = 0 then 960000 else 0 end,
             case when g % 3 = 0 then null else current_date + (g % 30) end,
             case when g % 3 = 0 then null else '09:00-10:00' end,
             now() - g * interval '13 minutes', now() - g * interval '13 minutes',
             now() - g * interval '13 minutes'
        from generate_series(1, ${orderCount}) g`);
    await db.execute(sql`
      insert into order_items (order_id, seller_product_id, title, quantity, unit_price_satang,
                               line_total_satang)
      select id, ${offer.id}, 'Michelin Primacy 4 205/55R16 ปี 2026', 4, 200000, 800000
        from orders where store_id = ${storeId}`);
    await db.execute(sql`
      insert into order_items (order_id, seller_product_id, title, quantity, unit_price_satang,
                               line_total_satang)
      select id, ${offer.id}, 'Bridgestone Ecopia EP300 205/55R16 ปี 2025', 2, 200000, 400000
        from orders where store_id = ${storeId} and subtotal_satang = 1200000`);
    // As autovacuum would on a live database: the benchmark measures the export, not bloat.
    await db.execute(sql`vacuum analyze orders`);
    await db.execute(sql`vacuum analyze order_items`);
    console.log(`seeded ${orderCount} orders in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const [{ lines }] = rowsOf(
    await db.execute(sql`select count(*)::int as lines from order_items i
                          join orders o on o.id = i.order_id where o.store_id = ${storeId}`),
  );
  return { storeId, lines, auth: `Bearer ${await issueSellerToken(db, owner.id, storeId)}` };
}

/** CPU seconds (user + system) a process used so far (Linux), or null. */
function cpuSecondsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
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

if (argv.includes('--create-db')) await createDatabaseIfMissing(databaseUrl);
const handle = await openPostgres(databaseUrl, 4);
let shop;
try {
  await prepareDatabase(handle, { seed: true });
  shop = await prepareShop(handle.db);
} finally {
  await handle.close();
}

const server = option('url') ? null : await startServer(databaseUrl);
const url = option('url') ?? server.url;
try {
  const before = server ? memoryOf(server.pid) : null;
  // The first export is timed too (a cold server); the machine may be shared, so every run is
  // printed and the target is held against the median.
  const times = [];
  let body = null;
  for (let run = 1; run <= runs; run++) {
    const started = performance.now();
    const cpuBefore = server ? cpuSecondsOf(server.pid) : null;
    const response = await fetch(`${url}/api/seller/export-order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: shop.auth },
      body: '{}',
    });
    if (!response.ok) {
      throw new Error(`export-order answered ${response.status}: ${await response.text()}`);
    }
    let firstByte = null;
    const chunks = [];
    for await (const chunk of response.body) {
      firstByte ??= performance.now();
      chunks.push(chunk);
    }
    const seconds = (performance.now() - started) / 1000;
    times.push(seconds);
    body = Buffer.concat(chunks);
    const cpu = cpuBefore === null ? null : cpuSecondsOf(server.pid) - cpuBefore;
    console.log(
      `run ${run}: ${seconds.toFixed(2)} s end to end (first byte after ${((firstByte - started) / 1000).toFixed(2)} s), ${(body.length / 1024 / 1024).toFixed(1)} MB${cpu === null ? '' : `, server CPU ${cpu.toFixed(2)} s`}`,
    );
  }
  const after = server ? memoryOf(server.pid) : null;

  // Read back with exceljs' streaming reader: every line is in the file.
  let dataRows = 0;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([body]), {});
  for await (const worksheet of reader) {
    for await (const row of worksheet) if (row.number > 1) dataRows += 1;
  }
  const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];
  console.log(
    `orders: ${orderCount}, order lines in the shop: ${shop.lines}, rows read back: ${dataRows}`,
  );
  console.log(`export-order: median ${median.toFixed(2)} s of ${runs} runs`);
  if (before && after) {
    console.log(
      `server RSS: ${before.rssMb.toFixed(0)} MB before, peak ${after.peakMb.toFixed(0)} MB (high-water mark of the process)`,
    );
  }
  const ok = median <= TARGET_SECONDS && dataRows === shop.lines;
  console.log(
    ok ? `target met: ≤ ${TARGET_SECONDS} s, every line exported` : 'over target or rows missing',
  );
  if (!ok) process.exitCode = 1;
} finally {
  await server?.stop();
}

#!/usr/bin/env node
// Grows the bench database to months of orders for the dashboard, report and income benches
// (issue 17 "Speed"): one busy shop (seller1's head office, store 1) with --busy orders and
// --orders in all, over --months, with a realistic mix: fitting 65 % / delivery 35 %, eight
// payment methods (deposits 20 % of fittings, the rest collected at the shop), 1–4 tyres on one
// or two lines, promotions on ~30 %, an alignment service on 30 % of fittings, 4 % never paid,
// 3 % cancelled by the shop after payment; older orders finished, recent ones at every step.
// Reviews on ~8 % of finished orders, staff sign-ins and actions for the system report.
//
// Everything is written in bulk (INSERT … SELECT from a plan built inside PostgreSQL), then the
// money through the income module's own writers: backfillIncomeEntries (the ledger row each paid
// order gets) and rebuildSummaries (the daily tables), so the bench reads what the lifecycle
// would have written. Entries released more than 10 days ago are paid out in weekly batches.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/yangdee_bench \
//     node --import tsx bench/generate-orders.mjs [--orders 200000] [--busy 50000] [--months 24]
//       [--stores 300] [--customers 40000] [--create-db]
//
// Generated orders are numbered BG0000001…; a run with the same arguments finds them and only
// checks the money; different arguments remove them (and what hangs off them) and start again.

import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres } from '../apps/server/src/db/client';
import { prepareDatabase } from '../apps/server/src/db/prepare';
import { rebuildSummaries } from '../apps/server/src/modules/ledger/daily-summaries';
import { backfillIncomeEntries } from '../apps/server/src/modules/ledger/ledger';
import {
  BENCH_IP,
  BENCH_PREFIX,
  createOfferTables,
  createPlan,
  createRandomFunction,
  insertCustomers,
  insertOrderItems,
  insertOrders,
} from './order-plan-sql.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] ? Number(argv[i + 1]) : fallback;
};
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/yangdee_bench';
const total = option('orders', 200_000);
const busy = option('busy', 50_000);
const months = option('months', 24);
const otherStores = option('stores', 300);
const customers = option('customers', 40_000);
const rowsOf = (result) => ('rows' in result ? result.rows : result);
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

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

/** seller1's head office: the busy shop. */
async function busyStoreOf(db) {
  const [row] = rowsOf(
    await db.execute(sql`
      select m.store_id from staff_memberships m
        join seller_users u on u.id = m.seller_user_id
        join stores s on s.id = m.store_id
       where u.username = 'seller1' and m.is_owner and s.parent_store_id is null
       order by m.store_id limit 1`),
  );
  if (!row) throw new Error('seller1 has no store: seed the database first');
  return row.store_id;
}

const planKey = () => `${total}/${busy}/${months}/${otherStores}/${customers}`;

async function removeGenerated(db) {
  const mine = sql`(select id from orders where order_no like ${`${BENCH_PREFIX}%`})`;
  for (const table of ['income_entries', 'order_items', 'order_status_history']) {
    await db.execute(sql`delete from ${sql.identifier(table)} where order_id in ${mine}`);
  }
  await db.execute(sql`delete from reviews where order_id in ${mine}`);
  await db.execute(sql`delete from transfer_batches where bank_reference like 'BENCH-%'`);
  await db.execute(sql`delete from orders where order_no like ${`${BENCH_PREFIX}%`}`);
  await db.execute(sql`delete from seller_login_log where ip = ${BENCH_IP}`);
  await db.execute(sql`delete from seller_action_log where target like ${`%${BENCH_PREFIX}%`}`);
  await db.execute(sql`delete from settings where key = 'bench-orders'`);
}

/** Reviews (~8 % of finished orders; mostly 4–5 stars), sign-ins and staff actions. */
async function addReviewsAndLogs(tx, busyStoreId) {
  await tx.execute(sql`
    insert into reviews (store_id, user_id, order_id, reviewer_name, rating, text, created_at)
    select o.store_id, o.user_id, o.id,
           (o.customer->>'firstName') || ' ' || left(o.customer->>'lastName', 1) || '.',
           r.rating,
           (array['ร้านแย่มาก รอนานเกินไป', 'บริการช้า ยางตรงรุ่นแต่ต้องรอคิวนาน',
                  'พอใช้ได้ ราคาโอเค', 'ร้านบริการดี ช่างอธิบายละเอียด',
                  'บริการดีมาก เปลี่ยนยางเร็ว ราคาชัดเจน'])[r.rating],
           o.completed_at + interval '1 day'
      from orders o
      cross join lateral (select (array[5, 5, 5, 5, 5, 4, 4, 4, 3, 2, 1])[1 + o.id % 11] as rating) r
     where o.order_no like ${`${BENCH_PREFIX}%`} and o.completed_at is not null
       and pg_temp.bench_r(o.id, 'rv') < 0.08
       and o.completed_at < now() - interval '1 day'`);
  // seller1 and staff1 sign in to the busy shop most days; a few failed attempts.
  await tx.execute(sql`
    insert into seller_login_log (seller_user_id, store_id, ip, is_success, created_at)
    select u.id, ${busyStoreId}, ${BENCH_IP}, pg_temp.bench_r(d * 7 + u.id, 'ok') > 0.03,
           now() - interval '1 day' * d - interval '1 hour' * (1 + (d + u.id) % 9)
      from generate_series(1, ${Math.round(months * 30.44)}) d
      join seller_users u on u.username in ('seller1', 'staff1')
     where pg_temp.bench_r(d * 13 + u.id, 'in') < 0.85`);
  // What the staff did: confirming and finishing the busy shop's orders.
  await tx.execute(sql`
    insert into seller_action_log (store_id, seller_user_id, action, target, created_at)
    select o.store_id, u.id, a.action, 'คำสั่งซื้อ ' || o.order_no, a.at
      from orders o
      join seller_users u on u.username = case when o.id % 3 = 0 then 'seller1' else 'staff1' end
      cross join lateral (values ('order.confirm', o.confirmed_at),
        (case when o.order_type = 1 then 'order.confirm-service' else 'order.confirm-delivery' end,
         o.completed_at)) a(action, at)
     where o.store_id = ${busyStoreId} and o.order_no like ${`${BENCH_PREFIX}%`} and a.at is not null`);
}

/** Entries released more than 10 days ago are paid out: one batch per shop and week. */
async function payOutOldEntries(db) {
  await db.execute(sql`
    insert into transfer_batches (store_id, total_satang, entry_count, bank_reference, created_at)
    select e.store_id, sum(e.net_satang), count(*)::int,
           'BENCH-' || e.store_id || '-' || to_char(date_trunc('week', e.release_at), 'YYYYMMDD'),
           date_trunc('week', e.release_at) + interval '9 days'
      from income_entries e join orders o on o.id = e.order_id
     where o.order_no like ${`${BENCH_PREFIX}%`} and e.transfer_status = 'HELD'
       and e.release_at < now() - interval '10 days'
     group by e.store_id, date_trunc('week', e.release_at)`);
  await db.execute(sql`
    update income_entries e set transfer_status = 'TRANSFERRED', transfer_batch_id = b.id,
           transferred_at = b.created_at
      from transfer_batches b, orders o
     where o.id = e.order_id and o.order_no like ${`${BENCH_PREFIX}%`}
       and e.transfer_status = 'HELD' and e.release_at < now() - interval '10 days'
       and b.bank_reference = 'BENCH-' || e.store_id || '-' || to_char(date_trunc('week', e.release_at), 'YYYYMMDD')`);
}

if (argv.includes('--create-db')) await createDatabaseIfMissing(databaseUrl);
const handle = await openPostgres(databaseUrl, 4);
try {
  const db = handle.db;
  await prepareDatabase(handle, { seed: true });
  const busyStoreId = await busyStoreOf(db);
  const [done] = rowsOf(
    await db.execute(sql`select value->>'key' as key from settings where key = 'bench-orders'`),
  );
  if (done?.key !== planKey()) {
    let started = Date.now();
    await removeGenerated(db);
    await db.transaction(async (tx) => {
      await tx.execute(createRandomFunction);
      await tx.execute(insertCustomers(customers));
      for (const statement of createOfferTables(busyStoreId, otherStores))
        await tx.execute(statement);
      for (const statement of createPlan({ busyStoreId, busy, total, months, customers })) {
        await tx.execute(statement);
      }
      console.log(`planned ${total} orders in ${seconds(started)}`);
      started = Date.now();
      await tx.execute(insertOrders);
      await tx.execute(insertOrderItems);
      console.log(`wrote the orders and their lines in ${seconds(started)}`);
      started = Date.now();
      await addReviewsAndLogs(tx, busyStoreId);
      await tx.execute(sql`
        insert into settings (key, value) values ('bench-orders', ${JSON.stringify({ key: planKey() })}::jsonb)`);
      console.log(`wrote reviews, sign-ins and staff actions in ${seconds(started)}`);
    });
  } else {
    console.log(`the ${total} bench orders are there already (${planKey()})`);
  }

  let started = Date.now();
  const written = await backfillIncomeEntries(db, undefined, 5000);
  if (written > 0) await payOutOldEntries(db);
  console.log(`income entries written: ${written} (${seconds(started)})`);
  started = Date.now();
  await rebuildSummaries(db);
  console.log(`daily summaries rebuilt in ${seconds(started)}`);
  for (const table of [
    'orders',
    'order_items',
    'income_entries',
    'store_daily_sales',
    'store_daily_product_sales',
    'reviews',
    'seller_action_log',
    'seller_login_log',
  ]) {
    await db.execute(sql`vacuum analyze ${sql.identifier(table)}`);
  }

  const [counts] = rowsOf(
    await db.execute(sql`
      select count(*)::int as orders,
             count(*) filter (where store_id = ${busyStoreId})::int as busy,
             to_char(min(created_at) at time zone 'Asia/Bangkok', 'YYYY-MM-DD') as first_day,
             to_char(max(created_at) at time zone 'Asia/Bangkok', 'YYYY-MM-DD') as last_day,
             (select count(*)::int from income_entries) as entries,
             (select count(*)::int from store_daily_sales) as daily_rows
        from orders`),
  );
  console.log(
    `orders: ${counts.orders} (store ${busyStoreId}: ${counts.busy}), ${counts.first_day} … ${counts.last_day}; ` +
      `income entries ${counts.entries}; daily sales rows ${counts.daily_rows}`,
  );
} finally {
  await handle.close();
}

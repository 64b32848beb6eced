#!/usr/bin/env node

// Reminders at 08:00 (issue 35 item 5): on PostgreSQL, 10,000 shoppers each with an order due a
// reminder on the same morning (a fitting tomorrow, a rotation 6 months after the fitting, tyres
// at 4 years 9 months), all on LINE. The reminders pass writes them at 07:59; from 08:00 ONE
// process drains the outbox with the worker (deliverDueMessages, a pass after another) through a
// sandbox LINE that takes 50 ms a push, like the real API. Prints the enqueue time, the drain
// time and messages a second. Target: all 10,000 sent within 10 minutes. Figures only.
//
//   npm run bench:reminders -- [--shoppers 10000] [--push-ms 50] [--limit 200]
//     [--database-url postgres://postgres@127.0.0.1:5432/yd_reminders_bench] [--create-db]
//
// Idempotent: the bench's shop, shoppers and orders (link 'rmb-shop', usernames 'rmb_…', orders
// 'RMB…') are made once; each run first removes the reminders an earlier run wrote for them.

import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { prepareDatabase } from '../apps/server/src/db/prepare.ts';
import { hashPassword } from '../apps/server/src/lib/passwords.ts';
import { enqueueDueReminders } from '../apps/server/src/modules/messages/reminders.ts';
import { hasFlag, option, scalar } from './bench-args.ts';

const url = option('database-url') ?? 'postgres://postgres@127.0.0.1:5432/yd_reminders_bench';
const shoppers = Number(option('shoppers') ?? 10_000);
const pushMs = Number(option('push-ms') ?? 50);
const limit = Number(option('limit') ?? 200);
const TARGET_MS = 10 * 60 * 1000;

/** The bench's morning: Thursday 14 June 2035, Bangkok. */
const at = (time) => new Date(`2035-06-14T${time}:00+07:00`);

async function createDatabase() {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  target.pathname = '/postgres';
  const client = new pg.Client({ connectionString: target.toString() });
  await client.connect();
  const found = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (found.rowCount === 0) {
    await client.query(`create database "${name}" locale 'C.UTF-8' template template0`);
  }
  await client.end();
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const seconds = (ms) => (ms / 1000).toFixed(2);

/** A third each: fitting tomorrow (status 2), rotation (fitted 14 Dec 2034), tyre age (DOT 3730). */
async function seed(db) {
  await db.execute(sql`
    insert into stores (link, code, name, branch_name, address, province, latitude, longitude)
    values ('rmb-shop', 'RMB', 'ร้านทดสอบเตือน', 'ลาดพร้าว', '99 ถนนลาดพร้าว', 'กรุงเทพมหานคร', 13.8, 100.57)
    on conflict do nothing`);
  const storeId = await scalar(db, sql`select id as n from stores where link = 'rmb-shop'`);
  await db.execute(
    sql`insert into store_settings (store_id) values (${storeId}) on conflict do nothing`,
  );
  const offerId = await scalar(db, sql`select min(id) as n from seller_products`);
  const have = await scalar(db, sql`select count(*) as n from users where username like 'rmb\_%'`);
  if (have < shoppers) {
    const hash = await hashPassword('Passw0rdBench');
    await db.execute(sql`
      insert into users (username, tel, password_hash, name, line_id)
      select 'rmb_' || g, '06' || lpad(g::text, 8, '0'), ${hash}, 'ลูกค้าทดสอบ ' || g, 'Urmb' || g
      from generate_series(${have + 1}::int, ${shoppers}::int) g
      on conflict do nothing`);
  }
  const haveOrders = await scalar(
    db,
    sql`select count(*) as n from orders where order_no like 'RMB%'`,
  );
  if (haveOrders < shoppers) {
    await db.execute(sql`
      insert into orders (order_no, user_id, store_id, order_type, status, payment_method,
        appointment_date, appointment_time, customer, snapshot, subtotal_satang, total_satang,
        paid_now_satang, remain_satang, paid_at, completed_at)
      select 'RMB' || lpad(n::text, 6, '0'), u.id, ${storeId}, 1,
        case n % 3 when 0 then 2 else 4 end, 'scanQR',
        case n % 3 when 0 then date '2035-06-15' end, case n % 3 when 0 then 'slot1' end,
        '{"firstName":"ทดสอบ"}'::jsonb, '{"services":[],"discounts":[]}'::jsonb,
        1600000, 1600000, 1600000, 0, timestamptz '2030-01-01T00:00:00Z',
        case n % 3 when 1 then timestamptz '2034-12-14T03:00:00Z'
                   when 2 then timestamptz '2030-10-01T03:00:00Z' end
      from (select id, row_number() over (order by id) n from users where username like 'rmb\_%') u
      where n <= ${shoppers}
      on conflict do nothing`);
    await db.execute(sql`
      insert into order_items (order_id, seller_product_id, title, quantity, unit_price_satang,
        line_total_satang, dot_codes)
      select o.id, ${offerId}, 'ยางทดสอบ 205/55R16', 4, 400000, 1600000,
        case when o.completed_at < '2031-01-01' then '["3730","3830","3730","3830"]'::jsonb else '[]'::jsonb end
      from orders o where o.order_no like 'RMB%'
        and not exists (select 1 from order_items i where i.order_id = o.id)`);
    await db.execute(sql`
      insert into marketing_consents (user_id, is_granted, text_version)
      select id, true, '2026-11' from users u where username like 'rmb\_%'
        and not exists (select 1 from marketing_consents c where c.user_id = u.id)`);
  }
  await db.execute(sql`
    delete from message_outbox where event_key like 'reminder:%'
      and order_id in (select id from orders where order_no like 'RMB%')`);
}

async function main() {
  if (hasFlag('create-db')) await createDatabase();
  const handle = await openPostgres(url, 8);
  const { db } = handle;
  await prepareDatabase(handle, { seed: true });
  let t = performance.now();
  await seed(db);
  console.log(
    `seeded ${shoppers} shoppers and their orders in ${seconds(performance.now() - t)} s`,
  );

  t = performance.now();
  const counts = await enqueueDueReminders(db, at('07:59'));
  const enqueueMs = performance.now() - t;
  const written = counts.fitting + counts.rotation + counts.tyreAge;
  console.log(
    `enqueue: ${written} reminders (fitting ${counts.fitting}, rotation ${counts.rotation}, tyre age ${counts.tyreAge}) in ${seconds(enqueueMs)} s`,
  );

  let worker;
  try {
    worker = await import('../apps/server/src/modules/messages/outbox-worker.ts');
  } catch (error) {
    console.log(`drain: not measured, the outbox worker is not in this tree (${error.message})`);
    await handle.close();
    return;
  }
  let pushes = 0;
  const line = {
    name: 'sandbox',
    push: async () => {
      pushes += 1;
      await sleep(pushMs);
    },
    isSignatureValid: () => false,
  };
  const sms = { name: 'sandbox', send: () => sleep(pushMs) };
  const start = performance.now();
  // The worker's clock: 08:00 on the bench's morning, moving on with the real time.
  const now = () => new Date(at('08:00').getTime() + (performance.now() - start));
  const total = { sent: 0, retried: 0, failed: 0, skipped: 0 };
  for (;;) {
    const c = await worker.deliverDueMessages(
      { db, line, sms, webUrl: 'https://yangdee.example', now, eventKeyPrefix: 'reminder:' },
      limit,
    );
    for (const key of Object.keys(total)) total[key] += c[key];
    if (c.sent + c.retried + c.failed + c.skipped === 0) break;
  }
  const drainMs = performance.now() - start;
  const pending = await scalar(
    db,
    sql`select count(*) as n from message_outbox where state = 'pending' and order_id in
      (select id from orders where order_no like 'RMB%')`,
  );
  console.log(
    `drain: ${total.sent} sent (${pushes} LINE pushes of ${pushMs} ms), ${total.skipped} skipped, ${total.failed} failed, ${total.retried} to retry, ${pending} still pending, in ${seconds(drainMs)} s`,
  );
  console.log(`throughput: ${(total.sent / (drainMs / 1000)).toFixed(0)} messages/s`);
  console.log(
    `target: all ${written} sent within ${TARGET_MS / 60_000} min — ${total.sent >= written && drainMs <= TARGET_MS ? 'met' : 'NOT met'}`,
  );
  await handle.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

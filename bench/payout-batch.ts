// Payout batch bench (issue 32 item 6, decision 0140): 20,000 shops with released income on
// PostgreSQL; builds one payout batch (crash-safe steps, chunks of shops) and streams its bank
// bulk-transfer file to /dev/null, printing the times. Target: ≤ 30 s for the build and the file.
// Figures only — no test asserts a time.
//
//   npx tsx bench/payout-batch.ts [--stores 20000] [--entries 5] [--chunk 2000]
//     [--database-url postgres://postgres@127.0.0.1:5432/yd_payouts_bench] [--create-db]
//
// Idempotent: the bench's shops and orders (links 'pb-…', orders 'PBB…') are made once; each run
// first removes the batches an earlier run built (created_by 'bench'), which frees the entries.

import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres } from '../apps/server/src/db/client';
import { prepareDatabase } from '../apps/server/src/db/prepare';
import { buildPayoutBatch } from '../apps/server/src/modules/money/payouts/payout-build.service';
import { bankFileOf } from '../apps/server/src/modules/money/payouts/payout-files';
import { hasFlag, option, scalar } from './bench-args';

const url = option('database-url') ?? 'postgres://postgres@127.0.0.1:5432/yd_payouts_bench';
const targetStores = Number(option('stores') ?? 20_000);
const perStore = Number(option('entries') ?? 5);
const chunkSize = Number(option('chunk') ?? 2000);

async function createDatabase(): Promise<void> {
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

const seconds = (from: bigint) => (Number(process.hrtime.bigint() - from) / 1e9).toFixed(2);

async function main() {
  if (hasFlag('create-db')) await createDatabase();
  const handle = await openPostgres(url, 4);
  const { db } = handle;
  await prepareDatabase(handle, { seed: true });

  let t = process.hrtime.bigint();
  const have = await scalar(db, sql`select count(*) as n from stores where link like 'pb-%'`);
  if (have < targetStores) {
    await db.execute(sql`
      insert into stores (link, code, name, latitude, longitude)
      select 'pb-' || g, 'PB' || g, 'ร้านทดสอบจ่ายเงิน ' || g, 13.7 + (g % 100) / 1000.0,
        100.5 + (g % 100) / 1000.0
      from generate_series(${have + 1}::int, ${targetStores}::int) g`);
    await db.execute(sql`
      insert into store_payout_accounts (store_id, bank_code, account_number, account_name, changed_at)
      select id, '004', lpad((id % 10000000000)::text, 10, '0'), name, '2026-01-01T00:00:00Z'
      from stores where link like 'pb-%' on conflict do nothing`);
  }
  const wantOrders = targetStores * perStore;
  const haveOrders = await scalar(
    db,
    sql`select count(*) as n from orders where order_no like 'PBB%'`,
  );
  if (haveOrders < wantOrders) {
    const userId = await scalar(db, sql`select min(id) as n from users`);
    await db.execute(sql`
      insert into orders (order_no, user_id, store_id, order_type, status, payment_method, customer,
        snapshot, subtotal_satang, discount_total_satang, total_satang, paid_now_satang,
        remain_satang, created_at, paid_at, completed_at)
      select 'PBB' || lpad(s.n::text, 6, '0') || '-' || k, ${userId}, s.id, 1, 4, 'scanQR',
        '{"firstName":"ทดสอบ"}'::jsonb, '{"services":[],"discounts":[]}'::jsonb,
        400000 + k * 1000, 0, 400000 + k * 1000, 400000 + k * 1000, 0,
        '2026-06-01T03:00:00Z', '2026-06-01T03:00:00Z', '2026-06-02T03:00:00Z'
      from (select id, row_number() over (order by id) n from stores where link like 'pb-%') s
      cross join generate_series(1, ${perStore}::int) k
      on conflict do nothing`);
    await db.execute(sql`
      insert into income_entries (order_id, store_id, order_type, payment_method, gross_satang,
        provider_fee_satang, commission_satang, net_satang, transfer_status, release_at, paid_at)
      select o.id, o.store_id, 1, 'scanQR', o.paid_now_satang, (o.paid_now_satang * 80 / 10000),
        (o.paid_now_satang * 500 / 10000),
        o.paid_now_satang - (o.paid_now_satang * 80 / 10000) - (o.paid_now_satang * 500 / 10000),
        'HELD', o.completed_at, o.paid_at
      from orders o where o.order_no like 'PBB%' on conflict do nothing`);
    await db.execute(sql`analyze`);
  }
  console.log(`data ready in ${seconds(t)} s`);

  // Batches of earlier runs are removed, so their entries are released again.
  await db.execute(sql`delete from payout_entries where batch_id in
    (select id from payout_batches where created_by = 'bench')`);
  await db.execute(sql`delete from payout_recoveries where line_id in (select l.id from payout_lines l
    join payout_batches b on b.id = l.batch_id where b.created_by = 'bench')`);
  await db.execute(sql`delete from payout_lines where batch_id in
    (select id from payout_batches where created_by = 'bench')`);
  await db.execute(sql`delete from payout_batches where created_by = 'bench'`);

  const shops = await scalar(
    db,
    sql`select count(distinct store_id) as n from income_entries
      where transfer_status = 'HELD' and release_at <= now()`,
  );
  const entries = await scalar(
    db,
    sql`select count(*) as n from income_entries where transfer_status = 'HELD' and release_at <= now()`,
  );
  console.log(`released: ${entries} entries of ${shops} shops`);

  t = process.hrtime.bigint();
  const now = new Date();
  const batchId = await buildPayoutBatch(db, {
    trigger: 'manual',
    cutoffAt: now,
    createdBy: 'bench',
    now,
    chunkSize,
  });
  const build = seconds(t);
  const lines = await scalar(
    db,
    sql`select count(*) as n from payout_lines where batch_id = ${batchId} and status = 'pending'`,
  );
  console.log(`build: ${build} s (${lines} lines to transfer, chunks of ${chunkSize} shops)`);

  t = process.hrtime.bigint();
  const file = await bankFileOf(db, batchId);
  let bytes = 0;
  file.stream.on('data', (chunk: string | Buffer) => {
    bytes += Buffer.byteLength(chunk);
  });
  await pipeline(file.stream, createWriteStream('/dev/null'));
  const stream = seconds(t);
  console.log(
    `bank file: ${stream} s (${(bytes / 1024 / 1024).toFixed(1)} MB streamed to /dev/null)`,
  );
  console.log(`total: ${(Number(build) + Number(stream)).toFixed(2)} s (target ≤ 30 s)`);
  await handle.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

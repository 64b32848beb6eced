#!/usr/bin/env node
// Order-event streams at scale (issue 38 item 5: 2,000 open streams on one process cost ≤ 200 MB
// and a new paid order reaches all of them within 2 s). Run bench/generate-orders.mjs on the same
// database first. Starts one server on it, signs in seller1 and staff1 (store 1's owner and its
// head-office staff), opens --streams GET /api/seller/order-events streams (half on each
// session), reads the server's resident memory (VmRSS of /proc/<pid>/status) before and after,
// then commits a new paid order for store 1 and times until every stream has its event.
// The order is written by the bench, not paid through the shop: a copy of one of store 1's
// orders, status 1 (awaiting the shop's confirmation), and the orders module's own
// notifyOrderEvent in the same transaction, as the payment's confirmation sends it
// (order-lifecycle.ts). Prints p50/max and exits 1 over a target. The order is removed after.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/yangdee_bench \
//     node --import tsx bench/order-streams.mjs [--streams 2000] [--orders 3]

import { readFileSync } from 'node:fs';
import http from 'node:http';
import { sql } from 'drizzle-orm';
import { openPostgres } from '../apps/server/src/db/client';
import { notifyOrderEvent } from '../apps/server/src/modules/orders/order-events';
import { percentile, signIn, startServer } from './bench-server.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] ? Number(argv[i + 1]) : fallback;
};
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/yangdee_bench';
const streamCount = option('streams', 2000);
const orderCount = option('orders', 3);
const TARGET_MB = 200;
const TARGET_S = 2;

const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return Number(line?.[1] ?? 0) / 1024;
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });

/** One stream: resolves `connected` once the server said so; `waitFor(orderId)` → ms seen. */
function openStream(url, token) {
  const seen = new Map();
  const waiting = new Map();
  let onConnected;
  let onFailed;
  const connected = new Promise((resolve, reject) => {
    onConnected = resolve;
    onFailed = reject;
    setTimeout(() => reject(new Error('stream not connected in 120 s')), 120_000).unref();
  });
  const request = http.get(
    `${url}/api/seller/order-events`,
    { agent, headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` } },
    (response) => {
      if (response.statusCode !== 200) {
        let body = '';
        response.on('data', (c) => {
          body += c;
        });
        response.on('end', () =>
          onFailed(new Error(`${response.statusCode} ${body.slice(0, 200)}`)),
        );
        return;
      }
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (message.startsWith(': connected')) onConnected();
          const data = message.match(/^event: order\ndata: (.*)$/m);
          if (data) {
            const { orderId } = JSON.parse(data[1]);
            const at = performance.now();
            seen.set(orderId, at);
            waiting.get(orderId)?.(at);
          }
          end = buffer.indexOf('\n\n');
        }
      });
    },
  );
  request.on('error', (error) => onFailed(error));
  return {
    connected,
    waitFor: (orderId) =>
      seen.has(orderId)
        ? Promise.resolve(seen.get(orderId))
        : new Promise((resolve) => waiting.set(orderId, resolve)),
    close: () => request.destroy(),
  };
}

async function placePaidOrder(db, storeId) {
  const columns = (
    await db.execute(sql`
      select column_name from information_schema.columns
       where table_name = 'orders' and column_name not in ('id', 'order_no', 'status', 'created_at', 'updated_at')`)
  ).rows.map((r) => sql.identifier(r.column_name));
  const list = sql.join(columns, sql`, `);
  let orderId = 0;
  let committing = 0;
  await db.transaction(async (tx) => {
    const [row] = (
      await tx.execute(sql`
        insert into orders (order_no, status, created_at, updated_at, ${list})
        select 'BS' || to_char(clock_timestamp(), 'YYMMDDHH24MISSUS'), 1, now(), now(), ${list}
          from orders where store_id = ${storeId} and status = 1 order by id limit 1
        returning id`)
    ).rows;
    orderId = row.id;
    await notifyOrderEvent(tx, { storeId, orderId, status: 1 });
    committing = performance.now();
  });
  return { orderId, committing };
}

const server = await startServer(databaseUrl);
const handle = await openPostgres(databaseUrl, 2);
const streams = [];
const placed = [];
let isOver = false;
try {
  const sessions = [await signIn(server.url), await signIn(server.url, 'staff1', 'Staff1234')];
  await sleep(2000);
  const before = rssMb(server.pid);
  const opening = performance.now();
  // A hundred at a time, each hundred connected before the next (the listen backlog is finite).
  for (let i = 0; i < streamCount; i += 100) {
    const batch = [];
    for (let j = i; j < Math.min(streamCount, i + 100); j++) {
      batch.push(openStream(server.url, sessions[j % sessions.length].token));
    }
    streams.push(...batch);
    await Promise.all(batch.map((s) => s.connected));
  }
  const openSeconds = (performance.now() - opening) / 1000;
  await sleep(3000);
  const after = rssMb(server.pid);
  const extra = after - before;
  console.log(
    `${streamCount} streams open in ${openSeconds.toFixed(1)} s; server resident ${before.toFixed(0)} MB → ${after.toFixed(0)} MB (+${extra.toFixed(0)} MB, ${((extra * 1024) / streamCount).toFixed(1)} kB a stream)`,
  );
  if (extra > TARGET_MB) isOver = true;
  for (let n = 0; n < orderCount; n++) {
    const { orderId, committing } = await placePaidOrder(handle.db, 1);
    placed.push(orderId);
    const times = (await Promise.all(streams.map((s) => s.waitFor(orderId))))
      .map((at) => at - committing)
      .sort((a, b) => a - b);
    const max = times[times.length - 1];
    if (max > TARGET_S * 1000) isOver = true;
    console.log(
      `new paid order ${orderId}: every stream had it — p50 ${percentile(times, 0.5).toFixed(0)} ms, p95 ${percentile(times, 0.95).toFixed(0)} ms, max ${max.toFixed(0)} ms after commit`,
    );
    await sleep(2000);
  }
  console.log(`server resident after the events: ${rssMb(server.pid).toFixed(0)} MB`);
  console.log(isOver ? 'over a target' : `within ${TARGET_MB} MB and ${TARGET_S} s`);
} finally {
  for (const s of streams) s.close();
  if (placed.length > 0) {
    const ids = sql.join(
      placed.map((id) => sql`${id}`),
      sql`, `,
    );
    await handle.db.execute(sql`delete from orders where id in (${ids})`);
  }
  await handle.close();
  await server.stop();
}
if (isOver) process.exitCode = 1;

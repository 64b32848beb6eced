// Outbox drain bench (issue 35 item 5): 10,000 messages due at once (the 08:00 reminders) on
// PostgreSQL, sent by one process's worker through a LINE that takes --push-ms per push (50 ms by
// default, a slow day). Prints the time to drain and the rate. Target: well under 10 minutes.
// Figures only — no test asserts a time.
//
//   npx tsx bench/outbox-drain.ts [--messages 10000] [--push-ms 50] [--workers 1]
//     [--database-url postgres://postgres@127.0.0.1:5432/yd_outbox_bench] [--create-db]
//
// Each run writes its own messages (event keys 'bench:<run>:…') to a few bench shoppers with a
// LINE id, and sends only those; --workers N runs N passes side by side (as N servers would) and
// checks that no message went out twice.

import { randomBytes } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres } from '../apps/server/src/db/client';
import { prepareDatabase } from '../apps/server/src/db/prepare';
import { messageOutbox } from '../apps/server/src/db/schema/messages';
import { users } from '../apps/server/src/db/schema/users';
import { deliverDueMessages } from '../apps/server/src/modules/messages/outbox-worker';
import { enqueueMessages } from '../apps/server/src/modules/outbox/outbox';
import type { LineMessenger } from '../apps/server/src/providers/line/line-messaging';
import { hasFlag, option } from './bench-args';

const url = option('database-url') ?? 'postgres://postgres@127.0.0.1:5432/yd_outbox_bench';
const total = Number(option('messages') ?? 10_000);
const pushMs = Number(option('push-ms') ?? 50);
const workerCount = Number(option('workers') ?? 1);

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

const seconds = (from: bigint) => Number(process.hrtime.bigint() - from) / 1e9;

async function main() {
  if (hasFlag('create-db')) await createDatabase();
  const handle = await openPostgres(url, 8 * workerCount);
  await prepareDatabase(handle, { seed: true });
  const db = handle.db;
  // A few shoppers with LINE (the same person may get many reminders in a bench).
  const shoppers: number[] = [];
  for (let i = 0; i < 20; i++) {
    const name = `outbox_bench_${i}`;
    const [found] = await db.select({ id: users.id }).from(users).where(eq(users.username, name));
    const id =
      found?.id ??
      (
        await db
          .insert(users)
          .values({ username: name, name: 'ผู้ทดสอบ', lineId: `Ubench${i}` })
          .returning({ id: users.id })
      )[0].id;
    shoppers.push(id);
  }
  const run = randomBytes(4).toString('hex');
  const prefix = `bench:${run}:`;
  let started = process.hrtime.bigint();
  for (let from = 0; from < total; from += 1000) {
    await db.transaction((tx) =>
      enqueueMessages(
        tx,
        Array.from({ length: Math.min(1000, total - from) }, (_, i) => ({
          eventKey: `${prefix}${from + i}`,
          kind: 'reminder_fitting' as const,
          recipient: { kind: 'customer' as const, id: shoppers[(from + i) % shoppers.length] },
          data: { n: from + i },
        })),
      ),
    );
  }
  console.log(`wrote ${total} messages in ${seconds(started).toFixed(2)} s`);

  const keys = new Set<string>();
  let twice = 0;
  const line: LineMessenger = {
    name: 'sandbox',
    async push(_to, _messages, options) {
      await new Promise((resolve) => setTimeout(resolve, pushMs));
      const key = options?.retryKey ?? '';
      if (keys.has(key)) twice += 1;
      keys.add(key);
    },
    isSignatureValid: () => false,
  };
  const deps = {
    db,
    line,
    sms: { name: 'sandbox' as const, send: async () => undefined },
    webUrl: 'https://yangdee.test',
    render: () => (data: Record<string, unknown>) => {
      const text = `พรุ่งนี้มีนัดเปลี่ยนยาง ${String(data.n)}`;
      return { text, line: [{ type: 'text' as const, text }] };
    },
    eventKeyPrefix: prefix,
  };
  started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: workerCount }, async () => {
      for (;;) {
        const c = await deliverDueMessages(deps, 200);
        if (c.sent + c.retried + c.failed + c.skipped === 0) break;
      }
    }),
  );
  const took = seconds(started);
  const rows = await db
    .select({ state: messageOutbox.state })
    .from(messageOutbox)
    .where(like(messageOutbox.eventKey, `${prefix}%`));
  const sent = rows.filter((r) => r.state === 'sent').length;
  console.log(
    `sent ${sent}/${total} (push ${pushMs} ms, ${workerCount} worker(s)) in ${took.toFixed(2)} s: ${(sent / took).toFixed(0)} a second; pushed twice: ${twice}`,
  );
  await handle.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

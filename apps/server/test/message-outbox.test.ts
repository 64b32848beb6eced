import { randomBytes } from 'node:crypto';
import { MARKETING_CONSENT_VERSION } from '@yangdee/contracts/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle, Db } from '../src/db/client';
import {
  lineFollowers,
  marketingConsents,
  notificationPreferences,
} from '../src/db/schema/messages';
import { sellerUsers } from '../src/db/schema/sellers';
import { users } from '../src/db/schema/users';
import { MAX_ATTEMPTS } from '../src/modules/messages/outbox-backoff';
import { deliverDueMessages, type OutboxWorkerDeps } from '../src/modules/messages/outbox-worker';
import { enqueueMessages } from '../src/modules/outbox/outbox';
import { createCartShop } from './cart-fixtures';
import { outboxScope, TestLine, TestSms, testRender } from './message-outbox-fixtures';
import { insertReminderOrder } from './reminder-fixtures';
import { createCustomer } from './test-customers';
import { testDatabases } from './test-databases';
import { createStaff } from './test-sellers';

// Issue 35 item 1 and 5: one outbox for every message, sent by the worker on the first channel
// that works, once, with retries and back-off; nothing a request does waits for a provider.

const lineId = () => `U${randomBytes(8).toString('hex')}`;

describe.each(testDatabases())('the message outbox on $name', ({ open }) => {
  let database: DatabaseHandle;
  let db: Db;
  beforeAll(async () => {
    database = await open();
    db = database.db;
  });
  afterAll(async () => {
    await database.close();
  });

  /** Messengers, a renderer and a worker of the test's own; its clock a moment ahead of the
   * database's (rows written now are due). */
  function setup() {
    const line = new TestLine();
    const sms = new TestSms();
    const scope = outboxScope(db);
    const deps: OutboxWorkerDeps = {
      db,
      line,
      sms,
      webUrl: 'https://yangdee.test',
      now: () => new Date(Date.now() + 1_000),
      render: testRender,
      eventKeyPrefix: scope.prefix,
    };
    return { line, sms, scope, deps };
  }

  async function customerWithLine(following?: boolean) {
    const customer = await createCustomer(db);
    const id = lineId();
    await db.update(users).set({ lineId: id }).where(eq(users.id, customer.id));
    if (following !== undefined) {
      await db
        .insert(lineFollowers)
        .values({ lineUserId: id, isFollowing: following, changedAt: new Date() });
    }
    const [row] = await db.select({ tel: users.tel }).from(users).where(eq(users.id, customer.id));
    return { id: customer.id, lineId: id, tel: row.tel ?? '' };
  }

  it('sends each message once on LINE, even with two workers at the same time', async () => {
    const { line, scope, deps } = setup();
    const people = await Promise.all(Array.from({ length: 6 }, () => customerWithLine()));
    await scope.enqueue(
      Array.from({ length: 30 }, (_, n) => ({
        key: `order:${n}:confirmed`,
        kind: 'order_confirmed' as const,
        to: { kind: 'customer' as const, id: people[n % 6].id },
        n,
      })),
    );
    line.delayMs = 3;
    const [a, b] = await Promise.all([deliverDueMessages(deps, 20), deliverDueMessages(deps, 20)]);
    const [c] = await Promise.all([deliverDueMessages(deps, 20)]);
    expect(a.sent + b.sent + c.sent).toBe(30);
    expect(line.pushes).toHaveLength(30);
    expect(new Set(line.pushes.map((p) => p.retryKey)).size).toBe(30);
    const rows = await scope.rows();
    expect(rows.every((r) => r.state === 'sent' && r.channel === 'line')).toBe(true);
    expect(rows.every((r) => r.attempts === 1 && r.sentAt && r.claimedUntil === null)).toBe(true);
    expect(rows[0].text).toBe('ข้อความทดสอบ 0');
    expect(
      line.pushes.filter((p) => p.to === people[0].lineId).map((p) => p.messages),
    ).toContainEqual([{ type: 'text', text: 'ข้อความทดสอบ 0' }]);
    expect(await deliverDueMessages(deps)).toEqual({ sent: 0, retried: 0, failed: 0, skipped: 0 });
  });

  it('falls back to SMS when LINE fails, and sends on one channel only', async () => {
    const { line, sms, scope, deps } = setup();
    const person = await customerWithLine();
    await scope.enqueue([
      { key: 'e1', kind: 'order_fitted', to: { kind: 'customer', id: person.id } },
    ]);
    line.isDown = true;
    expect(await deliverDueMessages(deps)).toMatchObject({ sent: 1 });
    expect(line.tries).toBe(1);
    expect(line.pushes).toHaveLength(0);
    expect(sms.sent).toEqual([{ tel: person.tel, text: 'ข้อความทดสอบ 0' }]);
    expect(await scope.row('e1')).toMatchObject({ state: 'sent', channel: 'sms' });
  });

  it('tries again later with a growing wait when every channel fails, then gives up', async () => {
    let now = new Date('2030-03-01T01:00:00Z');
    const { line, sms, scope, deps } = setup();
    deps.now = () => now;
    const person = await customerWithLine();
    await scope.enqueue([
      { key: 'e1', kind: 'order_shipped', to: { kind: 'customer', id: person.id }, notBefore: now },
    ]);
    line.isDown = true;
    sms.isDown = true;
    expect(await deliverDueMessages(deps)).toMatchObject({ retried: 1 });
    const first = await scope.row('e1');
    expect(first).toMatchObject({
      state: 'pending',
      attempts: 1,
      channel: null,
      claimedUntil: null,
    });
    const waitMs = first.nextAttemptAt.getTime() - now.getTime();
    expect(waitMs).toBeGreaterThanOrEqual(30_000);
    expect(waitMs).toBeLessThanOrEqual(33_000);
    expect(first.lastError).toContain('line');
    expect(first.lastError).toContain('sms');
    // Not due yet: nothing is tried.
    now = new Date(now.getTime() + 29_000);
    expect(await deliverDueMessages(deps)).toMatchObject({ retried: 0 });
    expect(line.tries).toBe(1);
    const waits: number[] = [waitMs];
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      const before = await scope.row('e1');
      now = before.nextAttemptAt;
      await deliverDueMessages(deps);
      const after = await scope.row('e1');
      expect(after.attempts).toBe(attempt);
      if (attempt < MAX_ATTEMPTS) waits.push(after.nextAttemptAt.getTime() - now.getTime());
    }
    // 30 s doubling, each with up to a tenth more (the jitter).
    waits.forEach((w, i) => {
      expect(w).toBeGreaterThanOrEqual(30_000 * 2 ** i);
      expect(w).toBeLessThanOrEqual(33_000 * 2 ** i);
    });
    expect(await scope.row('e1')).toMatchObject({ state: 'failed', attempts: MAX_ATTEMPTS });
    now = new Date(now.getTime() + 24 * 3_600_000);
    expect(await deliverDueMessages(deps)).toEqual({ sent: 0, retried: 0, failed: 0, skipped: 0 });
    expect(line.tries).toBe(MAX_ATTEMPTS);
    expect(sms.tries).toBe(MAX_ATTEMPTS);
  });

  it('drains what waited once LINE is back', async () => {
    let now = new Date('2030-03-02T01:00:00Z');
    const { line, scope, deps } = setup();
    deps.now = () => now;
    const person = await customerWithLine();
    await db.update(users).set({ tel: null }).where(eq(users.id, person.id));
    await scope.enqueue([
      {
        key: 'e1',
        kind: 'order_confirmed',
        to: { kind: 'customer', id: person.id },
        notBefore: now,
      },
    ]);
    line.isDown = true;
    expect(await deliverDueMessages(deps)).toMatchObject({ retried: 1 });
    line.isDown = false;
    now = new Date(now.getTime() + 60_000);
    expect(await deliverDueMessages(deps)).toMatchObject({ sent: 1 });
    expect(await scope.row('e1')).toMatchObject({ state: 'sent', channel: 'line', attempts: 2 });
    // The same retry key on both tries: LINE delivers a key once.
    expect(line.pushes).toHaveLength(1);
  });

  it('a LINE that does not answer holds up no request: writing messages never calls a provider', async () => {
    const { line, scope, deps } = setup();
    const person = await customerWithLine();
    await scope.enqueue([
      { key: 'e1', kind: 'order_confirmed', to: { kind: 'customer', id: person.id } },
    ]);
    line.isHanging = true;
    const pass = deliverDueMessages(deps);
    while (line.tries === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    // While the push hangs, an event's transaction writes its messages and commits at once.
    const started = Date.now();
    const written = await scope.enqueue([
      { key: 'e2', kind: 'order_cancelled', to: { kind: 'customer', id: person.id } },
    ]);
    expect(written).toBe(1);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(line.tries).toBe(1);
    // A second worker does not take the row the first one holds.
    const other = setup();
    other.deps.eventKeyPrefix = scope.prefix;
    await deliverDueMessages(other.deps);
    expect(other.line.pushes.map((p) => p.to)).toEqual([person.lineId]);
    expect((await scope.row('e1')).state).toBe('pending');
    line.release();
    expect(await pass).toMatchObject({ sent: 1 });
    expect((await scope.row('e1')).state).toBe('sent');
  });

  it('sends by SMS to a shopper who blocked the account or turned LINE off', async () => {
    const { line, sms, scope, deps } = setup();
    const blocked = await customerWithLine(false);
    const noLine = await customerWithLine(true);
    await db.insert(notificationPreferences).values({ userId: noLine.id, useLine: false });
    const following = await customerWithLine(true);
    await scope.enqueue([
      { key: 'a', kind: 'order_confirmed', to: { kind: 'customer', id: blocked.id } },
      { key: 'b', kind: 'order_confirmed', to: { kind: 'customer', id: noLine.id } },
      { key: 'c', kind: 'order_confirmed', to: { kind: 'customer', id: following.id } },
    ]);
    expect(await deliverDueMessages(deps)).toMatchObject({ sent: 3 });
    expect(line.tries).toBe(1);
    expect(line.pushes.map((p) => p.to)).toEqual([following.lineId]);
    expect(sms.sent.map((m) => m.tel).sort()).toEqual([blocked.tel, noLine.tel].sort());
  });

  it('sends a message about an order by SMS to the phone given for that order', async () => {
    const { sms, scope, deps } = setup();
    const shopper = await createCustomer(db);
    const shop = await createCartShop(db);
    const orderId = await insertReminderOrder(db, {
      userId: shopper.id,
      storeId: shop.storeId,
      status: 2,
      lines: [{ offerId: shop.offerId, quantity: 4 }],
    });
    const order = { id: orderId, userId: shopper.id, customer: { tel: '0811111111' } };
    await scope.enqueue([
      {
        key: 'o1',
        kind: 'order_shipped',
        to: { kind: 'customer', id: order.userId },
        orderId: order.id,
      },
      { key: 'o2', kind: 'order_shipped', to: { kind: 'customer', id: order.userId } },
    ]);
    expect(await deliverDueMessages(deps)).toMatchObject({ sent: 2 });
    const [account] = await db
      .select({ tel: users.tel })
      .from(users)
      .where(eq(users.id, order.userId));
    expect(sms.sent.map((m) => m.tel).sort()).toEqual([order.customer.tel, account.tel].sort());
  });

  it('sends an order message by SMS when the shopper turned both channels off, and skips a reminder', async () => {
    const { line, sms, scope, deps } = setup();
    const person = await customerWithLine();
    await db
      .insert(notificationPreferences)
      .values({ userId: person.id, useLine: false, useSms: false });
    await scope.enqueue([
      { key: 'e1', kind: 'order_confirmed', to: { kind: 'customer', id: person.id } },
      { key: 'e2', kind: 'reminder_fitting', to: { kind: 'customer', id: person.id } },
    ]);
    expect(await deliverDueMessages(deps)).toMatchObject({ sent: 1, skipped: 1 });
    expect(await scope.row('e1')).toMatchObject({ state: 'sent', channel: 'sms' });
    expect(await scope.row('e2')).toMatchObject({
      state: 'skipped',
      lastError: 'no channel',
      channel: null,
    });
    expect(line.tries).toBe(0);
    expect(sms.sent.map((m) => m.tel)).toEqual([person.tel]);
  });

  it('honours reminders turned off and marketing consent, read when the message is sent', async () => {
    const { line, scope, deps } = setup();
    const noFitting = await customerWithLine();
    await db
      .insert(notificationPreferences)
      .values({ userId: noFitting.id, fittingReminders: false });
    const noCare = await customerWithLine();
    await db.insert(notificationPreferences).values({ userId: noCare.id, careReminders: false });
    const neverConsented = await customerWithLine();
    const withdrew = await customerWithLine();
    const consented = await customerWithLine();
    const consent = (userId: number, isGranted: boolean) =>
      db
        .insert(marketingConsents)
        .values({ userId, isGranted, textVersion: MARKETING_CONSENT_VERSION });
    await consent(noCare.id, true);
    await consent(withdrew.id, true);
    await consent(withdrew.id, false);
    await consent(consented.id, false);
    await scope.enqueue([
      { key: 'fit-off', kind: 'reminder_fitting', to: { kind: 'customer', id: noFitting.id } },
      { key: 'rot-off', kind: 'reminder_fitting', to: { kind: 'customer', id: noCare.id } },
      { key: 'care-off', kind: 'reminder_rotation', to: { kind: 'customer', id: noCare.id } },
      { key: 'never', kind: 'reminder_tyre_age', to: { kind: 'customer', id: neverConsented.id } },
      { key: 'withdrew', kind: 'reminder_rotation', to: { kind: 'customer', id: withdrew.id } },
      { key: 'granted', kind: 'reminder_rotation', to: { kind: 'customer', id: consented.id } },
    ]);
    // Consent given after the event, before the send, counts.
    await consent(consented.id, true);
    expect(await deliverDueMessages(deps)).toMatchObject({ sent: 2, skipped: 4 });
    expect(await scope.row('fit-off')).toMatchObject({
      state: 'skipped',
      lastError: 'fitting reminders turned off',
    });
    expect(await scope.row('rot-off')).toMatchObject({ state: 'sent' });
    expect(await scope.row('care-off')).toMatchObject({
      state: 'skipped',
      lastError: 'care reminders turned off',
    });
    expect(await scope.row('never')).toMatchObject({
      state: 'skipped',
      lastError: 'no marketing consent',
    });
    expect(await scope.row('withdrew')).toMatchObject({
      state: 'skipped',
      lastError: 'no marketing consent',
    });
    expect(await scope.row('granted')).toMatchObject({ state: 'sent', channel: 'line' });
    expect(line.pushes.map((p) => p.to).sort()).toEqual([noCare.lineId, consented.lineId].sort());
  });

  it("sends the shop's new orders to staff on LINE only, and skips staff without LINE", async () => {
    const { line, sms, scope, deps } = setup();
    const linked = await createStaff(db, 1);
    const id = lineId();
    await db
      .update(sellerUsers)
      .set({ lineId: id, tel: '0811111111' })
      .where(eq(sellerUsers.id, linked.id));
    const unlinked = await createStaff(db, 1);
    await db.update(sellerUsers).set({ tel: '0822222222' }).where(eq(sellerUsers.id, unlinked.id));
    const switchedOff = await createStaff(db, 1);
    await db
      .update(sellerUsers)
      .set({ lineId: lineId(), isActive: false })
      .where(eq(sellerUsers.id, switchedOff.id));
    await scope.enqueue([
      { key: 'a', kind: 'new_order', to: { kind: 'staff', id: linked.id } },
      { key: 'b', kind: 'new_order', to: { kind: 'staff', id: unlinked.id } },
      { key: 'c', kind: 'morning_bookings', to: { kind: 'staff', id: switchedOff.id } },
    ]);
    line.isDown = false;
    expect(await deliverDueMessages(deps)).toMatchObject({ sent: 1, skipped: 2 });
    expect(await scope.row('a')).toMatchObject({ state: 'sent', channel: 'line' });
    expect(await scope.row('b')).toMatchObject({ state: 'skipped', lastError: 'no LINE linked' });
    expect(await scope.row('c')).toMatchObject({
      state: 'skipped',
      lastError: 'account switched off',
    });
    expect(sms.tries).toBe(0);
    // LINE down: a staff-only kind waits for LINE, it does not go by SMS.
    await scope.enqueue([{ key: 'd', kind: 'new_order', to: { kind: 'staff', id: linked.id } }]);
    line.isDown = true;
    expect(await deliverDueMessages(deps)).toMatchObject({ retried: 1 });
    expect(sms.tries).toBe(0);
  });

  it('a rolled-back event leaves no message, and one event reaches a person once', async () => {
    const { line, scope, deps } = setup();
    const person = await customerWithLine();
    await expect(
      db.transaction(async (tx) => {
        await enqueueMessages(tx, [
          {
            eventKey: `${scope.prefix}gone`,
            kind: 'order_confirmed',
            recipient: { kind: 'customer', id: person.id },
          },
        ]);
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    const message = {
      key: 'once',
      kind: 'order_confirmed' as const,
      to: { kind: 'customer' as const, id: person.id },
    };
    expect(await scope.enqueue([message])).toBe(1);
    expect(await scope.enqueue([message])).toBe(0);
    expect((await scope.rows()).map((r) => r.eventKey)).toEqual([`${scope.prefix}once`]);
    await deliverDueMessages(deps);
    expect(await scope.enqueue([message])).toBe(0);
    await deliverDueMessages(deps);
    expect(line.pushes).toHaveLength(1);
  });

  it('fails a message of a kind nobody renders, without trying a channel', async () => {
    const { line, sms, scope, deps } = setup();
    deps.render = () => undefined;
    const person = await customerWithLine();
    await scope.enqueue([
      { key: 'e1', kind: 'order_confirmed', to: { kind: 'customer', id: person.id } },
    ]);
    expect(await deliverDueMessages(deps)).toMatchObject({ failed: 1 });
    expect(await scope.row('e1')).toMatchObject({ state: 'failed', lastError: 'no renderer' });
    expect(line.tries + sms.tries).toBe(0);
  });
});

import { MARKETING_CONSENT_VERSION } from '@yangdee/contracts/messages';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/client';
import {
  marketingConsents,
  messageOutbox,
  notificationPreferences,
} from '../src/db/schema/messages';
import { orders } from '../src/db/schema/orders';
import { users } from '../src/db/schema/users';
import { enqueueMessages } from '../src/modules/outbox/outbox';
import { createCustomer, createOrder, type TestCustomer } from './test-customers';
import { testConfig, testDatabases } from './test-databases';

// Issue 35 items 2 and 4: a shopper links LINE in /my with the same LINE credentials the LINE
// sign-in takes, chooses channels and reminders, gives or withdraws marketing consent (every
// change kept with its text version and time), and reads the messages sent to them, never
// anyone else's.

const NOW = new Date('2026-11-20T03:00:00.000Z');

describe.each(testDatabases())('the shopper’s messages in /my on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let now = NOW;

  beforeAll(async () => {
    database = await open();
    app = await buildApp({ config: testConfig(), database, clock: () => now });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who: TestCustomer | null,
    payload?: object,
  ) =>
    app.inject({
      method,
      url,
      headers: who ? { authorization: who.auth } : {},
      ...(payload ? { payload } : {}),
    });

  /** A token from the LINE sandbox's authorise page, as the browser gets it after "allow". */
  async function sandboxLineToken(name: string): Promise<string> {
    const approve = await app.inject({
      method: 'GET',
      url: `/dev/social/line/approve?redirect_uri=%2Fmy%2Fnotifications&state=s&name=${encodeURIComponent(name)}`,
    });
    expect(approve.statusCode).toBe(302);
    const fragment = new URLSearchParams(String(approve.headers.location).split('#')[1]);
    return String(fragment.get('access_token'));
  }

  const lineIdOf = async (userId: number) =>
    (await database.db.select({ lineId: users.lineId }).from(users).where(eq(users.id, userId)))[0]
      .lineId;

  it('links LINE from the sandbox, shows it as linked, and unlinks it', async () => {
    const shopper = await createCustomer(database.db);
    expect((await call('GET', '/api/my/notification-preferences', shopper)).json().lineLinked).toBe(
      false,
    );
    const accessToken = await sandboxLineToken(`ลิงก์ ${shopper.id}`);
    const linked = await call('POST', '/api/my/line', shopper, { accessToken });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toEqual({ lineLinked: true });
    expect(await lineIdOf(shopper.id)).toMatch(/^sandbox-/);
    expect((await call('GET', '/api/my/notification-preferences', shopper)).json().lineLinked).toBe(
      true,
    );
    // Linking the same LINE account again is no conflict with oneself.
    expect((await call('POST', '/api/my/line', shopper, { accessToken })).statusCode).toBe(200);

    const unlinked = await call('DELETE', '/api/my/line', shopper);
    expect(unlinked.statusCode).toBe(200);
    expect(unlinked.json()).toEqual({ lineLinked: false });
    expect(await lineIdOf(shopper.id)).toBeNull();
    expect((await call('GET', '/api/my/notification-preferences', shopper)).json().lineLinked).toBe(
      false,
    );
  });

  it('a shopper who signed in with LINE is linked already', async () => {
    const accessToken = await sandboxLineToken(`เข้าด้วยไลน์ ${Date.now()}`);
    const session = await app.inject({
      method: 'POST',
      url: '/api/user/login-by-line',
      payload: { accessToken },
    });
    expect(session.statusCode, session.body).toBe(200);
    const token = session.json().userToken as string;
    const settings = await app.inject({
      method: 'GET',
      url: '/api/my/notification-preferences',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    expect(settings.json().lineLinked).toBe(true);
  });

  it('refuses a LINE account already linked to another shopper with a Thai 409, nothing changed', async () => {
    const holder = await createCustomer(database.db);
    const other = await createCustomer(database.db);
    const accessToken = await sandboxLineToken(`เจ้าของไลน์ ${holder.id}`);
    expect((await call('POST', '/api/my/line', holder, { accessToken })).statusCode).toBe(200);
    const holderLine = await lineIdOf(holder.id);

    const taken = await call('POST', '/api/my/line', other, { accessToken });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('LINE_LINKED_TO_OTHER_ACCOUNT');
    expect(taken.json().message).toContain('บัญชี LINE นี้เชื่อมต่อกับบัญชีผู้ใช้อื่นอยู่แล้ว');
    expect(await lineIdOf(other.id)).toBeNull();
    expect(await lineIdOf(holder.id)).toBe(holderLine);
  });

  it('refuses a forged sandbox token and a body without credentials, nothing changed', async () => {
    const shopper = await createCustomer(database.db);
    const good = await sandboxLineToken(`ปลอม ${shopper.id}`);
    const forged = `${good.split('.')[0]}.${'A'.repeat(43)}`;
    const refused = await call('POST', '/api/my/line', shopper, { accessToken: forged });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('SOCIAL_LOGIN_FAILED');
    expect(refused.json().message).toMatch(/[ก-๙]/);
    const empty = await call('POST', '/api/my/line', shopper, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toMatch(/[ก-๙]/);
    expect(await lineIdOf(shopper.id)).toBeNull();
  });

  it('answers the default choices with no row, saves new ones, and refuses a bad body unchanged', async () => {
    const shopper = await createCustomer(database.db);
    const first = await call('GET', '/api/my/notification-preferences', shopper);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      useLine: true,
      useSms: true,
      fittingReminders: true,
      careReminders: true,
      lineLinked: false,
      marketingConsent: null,
    });

    const choice = { useLine: false, useSms: true, fittingReminders: false, careReminders: false };
    const saved = await call('PUT', '/api/my/notification-preferences', shopper, choice);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject(choice);
    const rows = await database.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, shopper.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].updatedAt.toISOString()).toBe(NOW.toISOString());

    for (const bad of [
      { ...choice, useSms: 'yes' },
      { useLine: true },
      { ...choice, extra: true },
    ]) {
      const refused = await call('PUT', '/api/my/notification-preferences', shopper, bad);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().code).toBe('VALIDATION_FAILED');
      expect(refused.json().message).toBe('ข้อมูลไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง');
    }
    expect((await call('GET', '/api/my/notification-preferences', shopper)).json()).toMatchObject(
      choice,
    );
  });

  it('keeps every grant and withdrawal of marketing consent with its version and time; the newest counts', async () => {
    const shopper = await createCustomer(database.db);
    now = new Date('2026-11-20T03:00:00.000Z');
    const granted = await call('PUT', '/api/my/marketing-consent', shopper, { granted: true });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().marketingConsent).toEqual({
      granted: true,
      version: MARKETING_CONSENT_VERSION,
      at: '2026-11-20T03:00:00.000Z',
    });
    now = new Date('2026-11-21T04:30:00.000Z');
    const withdrawn = await call('PUT', '/api/my/marketing-consent', shopper, { granted: false });
    expect(withdrawn.json().marketingConsent).toEqual({
      granted: false,
      version: MARKETING_CONSENT_VERSION,
      at: '2026-11-21T04:30:00.000Z',
    });
    now = NOW;

    const rows = await database.db
      .select()
      .from(marketingConsents)
      .where(eq(marketingConsents.userId, shopper.id))
      .orderBy(desc(marketingConsents.id));
    expect(rows.map((r) => [r.isGranted, r.textVersion, r.createdAt.toISOString()])).toEqual([
      [false, MARKETING_CONSENT_VERSION, '2026-11-21T04:30:00.000Z'],
      [true, MARKETING_CONSENT_VERSION, '2026-11-20T03:00:00.000Z'],
    ]);
    const bad = await call('PUT', '/api/my/marketing-consent', shopper, { granted: 'ok' });
    expect(bad.statusCode).toBe(422);
    expect(
      await database.db
        .select()
        .from(marketingConsents)
        .where(eq(marketingConsents.userId, shopper.id)),
    ).toHaveLength(2);
  });

  it('lists only the caller’s own messages, newest first, with the order number and delivery', async () => {
    const shopper = await createCustomer(database.db);
    const stranger = await createCustomer(database.db);
    const orderNo = await createOrder(database.db, shopper.id, 1);
    const [order] = await database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.orderNo, orderNo));
    await enqueueMessages(database.db, [
      {
        eventKey: `order:${order.id}:confirmed`,
        kind: 'order_confirmed',
        recipient: { kind: 'customer', id: shopper.id },
        orderId: order.id,
      },
      {
        eventKey: `order:${order.id}:fitted`,
        kind: 'order_fitted',
        recipient: { kind: 'customer', id: shopper.id },
        orderId: order.id,
      },
      // Another shopper's message, and a staff message to a staff id equal to the shopper's id.
      {
        eventKey: `test:${stranger.id}:other`,
        kind: 'order_confirmed',
        recipient: { kind: 'customer', id: stranger.id },
      },
      {
        eventKey: `order:${order.id}:new`,
        kind: 'new_order',
        recipient: { kind: 'staff', id: shopper.id },
        orderId: order.id,
      },
    ]);
    const sentAt = new Date('2026-11-20T03:01:00.000Z');
    await database.db
      .update(messageOutbox)
      .set({ state: 'sent', channel: 'line', text: 'ร้านยืนยันคำสั่งซื้อแล้ว', sentAt })
      .where(eq(messageOutbox.eventKey, `order:${order.id}:confirmed`));

    const signedOut = await call('GET', '/api/my/notifications', null);
    expect(signedOut.statusCode).toBe(401);

    const page = await call('GET', '/api/my/notifications?page=1', shopper);
    expect(page.statusCode, page.body).toBe(200);
    const body = page.json();
    expect(body).toMatchObject({ total: 2, page: 1, totalPage: 1 });
    expect(body.items.map((m: { kind: string }) => m.kind)).toEqual([
      'order_fitted',
      'order_confirmed',
    ]);
    expect(body.items[0]).toMatchObject({
      state: 'pending',
      channel: null,
      text: null,
      orderId: order.id,
      orderNo,
      sentAt: null,
    });
    expect(body.items[1]).toMatchObject({
      state: 'sent',
      channel: 'line',
      text: 'ร้านยืนยันคำสั่งซื้อแล้ว',
      orderNo,
      sentAt: sentAt.toISOString(),
    });

    const strangers = (await call('GET', '/api/my/notifications', stranger)).json();
    expect(strangers.total).toBe(1);
    expect(strangers.items[0].orderNo).toBeNull();

    const beyond = (await call('GET', '/api/my/notifications?page=2', shopper)).json();
    expect(beyond.items).toEqual([]);
    const bad = await call('GET', '/api/my/notifications?page=0', shopper);
    expect(bad.statusCode).toBe(422);
  });

  it('asks a signed-out caller to sign in on every call', async () => {
    for (const [method, url] of [
      ['POST', '/api/my/line'],
      ['DELETE', '/api/my/line'],
      ['GET', '/api/my/notification-preferences'],
      ['PUT', '/api/my/notification-preferences'],
      ['PUT', '/api/my/marketing-consent'],
    ] as const) {
      const res = await call(
        method,
        url,
        null,
        method === 'GET' || method === 'DELETE' ? undefined : {},
      );
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

import { createHmac, randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { lineFollowers, messageOutbox } from '../src/db/schema/messages';
import { users } from '../src/db/schema/users';
import { enqueueMessages } from '../src/modules/outbox/outbox';
import { createCustomer } from './test-customers';
import { buildTestApp, testDatabases } from './test-databases';

// Issue 35 item 2: LINE's webhook tells us who follows the Official Account (blocking it is an
// unfollow). Only bodies signed with the channel secret are read; the sandbox's dev calls play a
// user through the same signature check. And the worker of a server wakes when a message is
// written, without waiting for its poll.

const SECRET = 'test-channel-secret';
const sign = (body: string, secret = SECRET) =>
  createHmac('sha256', secret).update(body).digest('base64');
const lineId = () => `U${randomBytes(8).toString('hex')}`;

function webhookBody(events: { type: string; userId: string; at: number }[]) {
  return JSON.stringify({
    destination: 'Uoa',
    events: events.map((e) => ({
      type: e.type,
      mode: 'active',
      timestamp: e.at,
      webhookEventId: randomBytes(8).toString('hex'),
      source: { type: 'user', userId: e.userId },
    })),
  });
}

describe.each(testDatabases())('the LINE webhook on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let sandboxApp: FastifyInstance;
  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database, {
      lineMessaging: { provider: 'line', channelAccessToken: 'token', channelSecret: SECRET },
    });
    sandboxApp = await buildTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await sandboxApp.close();
    await database.close();
  });

  const post = (body: string, signature?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/line/webhook',
      headers: {
        'content-type': 'application/json',
        ...(signature === undefined ? {} : { 'x-line-signature': signature }),
      },
      payload: body,
    });
  const followerOf = async (id: string) =>
    (await database.db.select().from(lineFollowers).where(eq(lineFollowers.lineUserId, id)))[0];

  it('refuses a body without our signature with 401, writing nothing', async () => {
    const id = lineId();
    const body = webhookBody([{ type: 'unfollow', userId: id, at: 1_800_000_000_000 }]);
    for (const signature of [undefined, '', sign(body, 'another-secret'), sign(`${body} `)]) {
      const response = await post(body, signature);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toMatch(/[ก-๙]/);
    }
    expect(await followerOf(id)).toBeUndefined();
  });

  it('records follow and unfollow with the time of the event; an older event changes nothing', async () => {
    const id = lineId();
    const t = 1_800_000_000_000;
    const follow = webhookBody([{ type: 'follow', userId: id, at: t }]);
    expect((await post(follow, sign(follow))).statusCode).toBe(200);
    expect(await followerOf(id)).toMatchObject({ isFollowing: true, changedAt: new Date(t) });
    const unfollow = webhookBody([
      { type: 'message', userId: id, at: t + 500 },
      { type: 'unfollow', userId: id, at: t + 1_000 },
    ]);
    expect((await post(unfollow, sign(unfollow))).statusCode).toBe(200);
    expect(await followerOf(id)).toMatchObject({
      isFollowing: false,
      changedAt: new Date(t + 1_000),
    });
    const late = webhookBody([{ type: 'follow', userId: id, at: t + 10 }]);
    expect((await post(late, sign(late))).statusCode).toBe(200);
    expect((await followerOf(id)).isFollowing).toBe(false);
  });

  it('answers 400 in Thai to a signed body that is not a webhook', async () => {
    const body = 'not json';
    const response = await post(body, sign(body));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/[ก-๙]/);
  });

  it('has no LINE sandbox pages with the real provider', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/dev/line' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/dev/line' })).statusCode).toBe(404);
  });

  it('the sandbox plays a user blocking and unblocking the account through the signed webhook', async () => {
    const id = lineId();
    const block = await sandboxApp.inject({
      method: 'POST',
      url: '/api/dev/line/follow',
      payload: { lineUserId: id, following: false },
    });
    expect(block.statusCode).toBe(200);
    expect((await followerOf(id)).isFollowing).toBe(false);
    await sandboxApp.inject({
      method: 'POST',
      url: '/api/dev/line/follow',
      payload: { lineUserId: id, following: true },
    });
    expect((await followerOf(id)).isFollowing).toBe(true);
    // A body the sandbox did not sign is refused there too.
    const body = webhookBody([{ type: 'unfollow', userId: id, at: Date.now() }]);
    const forged = await sandboxApp.inject({
      method: 'POST',
      url: '/api/line/webhook',
      headers: { 'content-type': 'application/json', 'x-line-signature': sign(body) },
      payload: body,
    });
    expect(forged.statusCode).toBe(401);
    expect((await followerOf(id)).isFollowing).toBe(true);
  });

  it('the sandbox switches a LINE outage on and off, and shows its page in Thai', async () => {
    const on = await sandboxApp.inject({
      method: 'POST',
      url: '/api/dev/line/outage',
      payload: { down: true },
    });
    expect(on.json()).toEqual({ down: true });
    const page = await sandboxApp.inject({ method: 'GET', url: '/dev/line' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('กล่องข้อความ LINE');
    expect(page.body).toContain('จำลองว่า LINE ล่ม');
    const off = await sandboxApp.inject({
      method: 'POST',
      url: '/api/dev/line/outage',
      payload: { down: false },
    });
    expect(off.json()).toEqual({ down: false });
    const bad = await sandboxApp.inject({
      method: 'POST',
      url: '/api/dev/line/outage',
      payload: { down: 'yes' },
    });
    expect(bad.statusCode).toBe(422);
  });
});

// PGlite only: a running worker takes every due row of its database, and the PostgreSQL test
// database is shared with the other test files.
describe("a server's outbox worker on PGlite", () => {
  const [pglite] = testDatabases();
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await pglite.open();
  });
  afterAll(async () => {
    await database.close();
  });

  it('takes a new message as soon as it is written, without waiting for its poll, and stops with the server', async () => {
    const app = await buildTestApp(database, { outboxPollMs: 600_000 });
    const customer = await createCustomer(database.db);
    await database.db.update(users).set({ lineId: lineId() }).where(eq(users.id, customer.id));
    const eventKey = `wake:${randomBytes(4).toString('hex')}`;
    await database.db.transaction((tx) =>
      enqueueMessages(tx, [
        { eventKey, kind: 'order_confirmed', recipient: { kind: 'customer', id: customer.id } },
      ]),
    );
    const stateOf = async () =>
      (
        await database.db
          .select({ state: messageOutbox.state })
          .from(messageOutbox)
          .where(inArray(messageOutbox.eventKey, [eventKey]))
      )[0].state;
    const until = Date.now() + 10_000;
    while ((await stateOf()) === 'pending' && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await stateOf()).not.toBe('pending');
    await app.close();
  });
});

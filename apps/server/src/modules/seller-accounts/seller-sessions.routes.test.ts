import { randomBytes } from 'node:crypto';
import { emptyAcl } from '@yangdee/contracts/seller-acl';
import type { StaffSessionListResponse } from '@yangdee/contracts/seller-sessions';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOwnedStore, type StoreOwner } from '../../../test/store-setup-fixtures';
import { buildTestApp, testDatabases } from '../../../test/test-databases';
import { createStaff, type TestStaff } from '../../../test/test-sellers';
import type { DatabaseHandle } from '../../db/client';
import { sellerLoginLog, staffMemberships } from '../../db/schema/sellers';
import { issueSellerToken } from '../accounts/tokens.service';
import { notifyOrderEvent } from '../orders/order-events';

// Issue 37 items 4 and 6 (decision 0132): ending a session — logout, switching the member off,
// changing its permissions, changing its password, the owner ending it — closes the member's open
// order-event streams on every server process within 5 s, lets no order event through after it,
// and the old token is refused. Two apps on one database stand for two server processes (on
// PostgreSQL each holds its own LISTEN connection). Staff sign-in attempts show in the shop's
// system report with the shop and the address.

type Stream = { events: string[]; raw: string; closed: boolean; abort: () => void };

async function openStream(base: string, auth: string): Promise<Stream> {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/seller/order-events`, {
    headers: { authorization: auth, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const stream: Stream = { events: [], raw: '', closed: false, abort: () => controller.abort() };
  const body = response.body;
  if (!body) throw new Error('no body');
  void (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of body) {
        stream.raw += decoder.decode(chunk, { stream: true });
        stream.events = stream.raw
          .split('\n\n')
          .filter((block) => block.startsWith('event: order'))
          .map((block) => block.split('\n')[1] ?? '');
      }
    } catch {
      // aborted
    }
    stream.closed = true;
  })();
  await until(() => stream.raw.includes(': connected'));
  return stream;
}

async function until(check: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

describe.each(testDatabases())('a session ends everywhere on $name', ({ open }) => {
  let database: DatabaseHandle;
  let appA: FastifyInstance;
  let appB: FastifyInstance;
  let baseA: string;
  let baseB: string;
  let shop: StoreOwner;
  let otherShop: StoreOwner;

  beforeAll(async () => {
    database = await open();
    appA = await buildTestApp(database);
    appB = await buildTestApp(database);
    baseA = await listen(appA);
    baseB = await listen(appB);
    shop = await createOwnedStore(database.db);
    otherShop = await createOwnedStore(database.db, { latitude: 14.2, longitude: 100.2 });
  });
  afterAll(async () => {
    await appA?.close();
    await appB?.close();
    await database?.close();
  });

  const post = (base: string, url: string, auth: string, body: unknown = {}) =>
    fetch(`${base}/api/seller/${url}`, {
      method: 'POST',
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const statusOf = async (auth: string) => (await post(baseA, 'get-order-count', auth)).status;
  const orderStaff = () => createStaff(database.db, shop.storeId, { manageOrder: true });

  /**
   * The stream on process B is closed within 5 s of `act` (run on process A), and an order event
   * sent the moment `act` has committed never reaches it.
   */
  async function expectEndedBy(stream: Stream, act: () => Promise<void>) {
    await notifyOrderEvent(database.db, { storeId: shop.storeId, orderId: 1, status: 1 });
    await until(() => stream.events.length === 1);
    const started = Date.now();
    await act();
    await notifyOrderEvent(database.db, { storeId: shop.storeId, orderId: 2, status: 1 });
    await until(() => stream.closed, 5000);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(stream.events).toEqual(['data: {"orderId":1,"status":1}']);
  }

  it('logout on one process closes the stream on another, and the token is refused', async () => {
    const staff = await orderStaff();
    const stream = await openStream(baseB, staff.auth);
    await expectEndedBy(stream, async () => {
      expect((await post(baseA, 'logout', staff.auth)).status).toBe(200);
    });
    expect(await statusOf(staff.auth)).toBe(401);
  });

  it('a member switched off loses its stream and its token', async () => {
    const staff = await orderStaff();
    const stream = await openStream(baseB, staff.auth);
    await expectEndedBy(stream, async () => {
      const response = await post(baseA, 'edit-staff', shop.auth, {
        sellerUserId: staff.id,
        name: 'พนักงาน ทดสอบ',
        isActive: false,
      });
      expect(response.status).toBe(200);
    });
    expect(await statusOf(staff.auth)).toBe(401);
  });

  it('a permission change of the member ends its sessions in the store', async () => {
    const staff = await orderStaff();
    const stream = await openStream(baseB, staff.auth);
    await expectEndedBy(stream, async () => {
      const response = await post(baseA, 'change-staff-permission', shop.auth, {
        sellerUserId: staff.id,
        acl: { ...emptyAcl(), manageOrder: true, confirmService: true },
      });
      expect(response.status).toBe(200);
    });
    // Signed out even though the new flags would still allow the call: it signs in again.
    expect(await statusOf(staff.auth)).toBe(401);
  });

  it('losing the order flags closes the stream even before any token is revoked', async () => {
    const staff = await orderStaff();
    const stream = await openStream(baseB, staff.auth);
    await expectEndedBy(stream, async () => {
      await database.db
        .update(staffMemberships)
        .set({ acl: { ...emptyAcl(), manageProduct: true } })
        .where(
          and(
            eq(staffMemberships.sellerUserId, staff.id),
            eq(staffMemberships.storeId, shop.storeId),
          ),
        );
    });
  });

  it('a password change ends the member’s other sessions; the one it came from goes on', async () => {
    const staff = await orderStaff();
    const other = `Bearer ${await issueSellerToken(database.db, staff.id, shop.storeId)}`;
    const stream = await openStream(baseB, other);
    await expectEndedBy(stream, async () => {
      const response = await post(baseA, 'change-own-password', staff.auth, {
        currentPassword: staff.password,
        newPassword: 'NewPassw0rd99',
      });
      expect(response.status).toBe(200);
    });
    expect(await statusOf(other)).toBe(401);
    expect(await statusOf(staff.auth)).toBe(200);
  });

  describe('the owner’s list of staff sessions', () => {
    let staff: TestStaff;

    beforeAll(async () => {
      staff = await orderStaff();
      // A call records the session's address and browser.
      await fetch(`${baseA}/api/seller/get-order-count`, {
        method: 'POST',
        headers: {
          authorization: staff.auth,
          'content-type': 'application/json',
          'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile',
        },
        body: '{}',
      });
    });

    const list = async (auth: string) => {
      const response = await fetch(`${baseA}/api/seller/staff-sessions`, {
        headers: { authorization: auth },
      });
      return { status: response.status, body: (await response.json()) as StaffSessionListResponse };
    };

    it('shows who is signed in, when, last seen, address and browser', async () => {
      const { status, body } = await list(shop.auth);
      expect(status).toBe(200);
      const row = body.sessions.find((s) => s.sellerUserId === staff.id);
      expect(row).toMatchObject({
        username: staff.username,
        name: 'พนักงาน ทดสอบ',
        ip: '127.0.0.1',
        isOwner: false,
        isCurrent: false,
      });
      expect(row?.device).toContain('Android');
      expect(row?.lastSeenAt).not.toBeNull();
      expect(body.sessions.find((s) => s.isCurrent)?.sellerUserId).toBe(shop.ownerId);
    });

    it('is the owner’s: a staff manager and another shop are refused', async () => {
      const manager = await createStaff(database.db, shop.storeId, { manageStaff: true });
      const refused = await list(manager.auth);
      expect(refused.status).toBe(403);
      expect((refused.body as unknown as { message: string }).message).toMatch(/เจ้าของร้าน/);
      const theirs = await list(otherShop.auth);
      expect(theirs.body.sessions.some((s) => s.sellerUserId === staff.id)).toBe(false);
      const session = (await list(shop.auth)).body.sessions.find(
        (s) => s.sellerUserId === staff.id,
      );
      const sessionId = session?.sessionId ?? 0;
      expect((await post(baseA, 'end-staff-session', manager.auth, { sessionId })).status).toBe(
        403,
      );
      const foreign = await post(baseA, 'end-staff-session', otherShop.auth, { sessionId });
      expect(foreign.status).toBe(404);
      expect(((await foreign.json()) as { message: string }).message).toMatch(/[ก-๙]/);
      expect(await statusOf(staff.auth)).toBe(200);
      const bad = await post(baseA, 'end-staff-session', shop.auth, { sessionId: 'x' });
      expect(bad.status).toBe(422);
      expect(((await bad.json()) as { message: string }).message).toMatch(/[ก-๙]/);
    });

    it('the owner ends a session: its stream closes on every process and its token is refused', async () => {
      const stream = await openStream(baseB, staff.auth);
      const session = (await list(shop.auth)).body.sessions.find(
        (s) => s.sellerUserId === staff.id,
      );
      await expectEndedBy(stream, async () => {
        const response = await post(baseA, 'end-staff-session', shop.auth, {
          sessionId: session?.sessionId,
        });
        expect(response.status).toBe(200);
      });
      expect(await statusOf(staff.auth)).toBe(401);
      expect((await list(shop.auth)).body.sessions.some((s) => s.sellerUserId === staff.id)).toBe(
        false,
      );
      const again = await post(baseA, 'end-staff-session', shop.auth, {
        sessionId: session?.sessionId,
      });
      expect(again.status).toBe(404);
    });
  });

  it('every staff sign-in attempt is in the shop’s system report with the shop and address', async () => {
    const staff = await createStaff(database.db, shop.storeId, { manageOrder: true });
    const signIn = (password: string) =>
      appA.inject({
        method: 'POST',
        url: '/api/seller/submit-login',
        payload: { username: staff.username, password },
      });
    expect((await signIn('WrongPassw0rd')).statusCode).toBe(401);
    expect((await signIn(staff.password)).statusCode).toBe(200);
    const rows = await database.db
      .select()
      .from(sellerLoginLog)
      .where(eq(sellerLoginLog.sellerUserId, staff.id));
    expect(rows.map((r) => [r.isSuccess, r.storeId])).toEqual([
      [false, shop.storeId],
      [true, shop.storeId],
    ]);
    // Pinned to a day of its own so the report reads only these two.
    await database.db
      .update(sellerLoginLog)
      .set({ createdAt: new Date('2026-02-03T03:00:00Z') })
      .where(eq(sellerLoginLog.sellerUserId, staff.id));
    const report = await appA.inject({
      method: 'POST',
      url: '/api/seller/get-report-system',
      headers: { authorization: shop.auth },
      payload: { page: 1, fromDate: '2026-02-03', toDate: '2026-02-03' },
    });
    expect(report.statusCode).toBe(200);
    const lines = (report.json() as { rows: Record<string, unknown>[] }).rows.filter((r) =>
      String(r.staff).includes(staff.username),
    );
    expect(lines.map((r) => r.action).sort()).toEqual(['เข้าสู่ระบบ', 'เข้าสู่ระบบไม่สำเร็จ']);
    for (const line of lines) {
      expect(line.target).toBe('ที่อยู่ IP 127.0.0.1');
      expect(line.branch).toBeTruthy();
    }
    // Another shop's report does not show them; an unknown name records no shop.
    const theirs = await appA.inject({
      method: 'POST',
      url: '/api/seller/get-report-system',
      headers: { authorization: otherShop.auth },
      payload: { page: 1, fromDate: '2026-02-03', toDate: '2026-02-03' },
    });
    expect(JSON.stringify(theirs.json())).not.toContain(staff.username);
    const nobody = `nobody_${randomBytes(3).toString('hex')}`;
    const unknown = await appA.inject({
      method: 'POST',
      url: '/api/seller/submit-login',
      payload: { username: nobody, password: 'WrongPassw0rd' },
    });
    expect(unknown.statusCode).toBe(401);
  });
});

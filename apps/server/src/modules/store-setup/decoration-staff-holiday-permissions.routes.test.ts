import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../../test/offer-fixtures';
import { createOwnedStore, type StoreOwner, smallPng } from '../../../test/store-setup-fixtures';
import { buildTestApp, testDatabases } from '../../../test/test-databases';
import { createStaff } from '../../../test/test-sellers';
import type { DatabaseHandle } from '../../db/client';
import { sellerUsers, staffMemberships } from '../../db/schema/sellers';
import { storeHolidays, storePictures } from '../../db/schema/stores';

// Issue 14 "Rules that hold everywhere" for the decoration, staff and holiday calls: no token or
// a customer token → 401, a staff member without the flag → 403 (Thai), nothing changed; the
// flag → 2xx; the owner of another store never touches this one.

type Flag = 'manageDecoration' | 'manageStaff' | 'manageHoliday';
type Call = { method: 'GET' | 'POST'; url: string; flag: Flag; body?: (s: Ctx) => object };
type Ctx = { shop: StoreOwner; png: string; memberId: number };

const day = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);

const CALLS: Call[] = [
  { method: 'GET', url: 'get-decoration', flag: 'manageDecoration' },
  {
    method: 'POST',
    url: 'save-decoration',
    flag: 'manageDecoration',
    body: (c) => ({ storefront: { data: c.png } }),
  },
  { method: 'GET', url: 'staff-list', flag: 'manageStaff' },
  {
    method: 'POST',
    url: 'add-staff',
    flag: 'manageStaff',
    body: () => ({
      username: `perm_${Math.random().toString(36).slice(2, 9)}`,
      password: 'Passw0rdOk',
      name: 'ทดสอบ สิทธิ์',
      acl: {},
    }),
  },
  {
    method: 'POST',
    url: 'edit-staff',
    flag: 'manageStaff',
    body: (c) => ({ sellerUserId: c.memberId, name: 'ชื่อใหม่', tel: '', isActive: true }),
  },
  {
    method: 'POST',
    url: 'change-staff-permission',
    flag: 'manageStaff',
    body: (c) => ({ sellerUserId: c.memberId, acl: { manageOrder: true } }),
  },
  { method: 'GET', url: 'get-holiday', flag: 'manageHoliday' },
  {
    method: 'POST',
    url: 'save-holiday',
    flag: 'manageHoliday',
    body: () => ({ dateKey: day, title: 'ทดสอบสิทธิ์' }),
  },
  { method: 'POST', url: 'remove-holiday', flag: 'manageHoliday', body: () => ({ dateKey: day }) },
];

describe.each(testDatabases())('decoration, staff and holiday permissions on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let ctx: Ctx;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    const shop = await createOwnedStore(database.db);
    const member = await createStaff(database.db, shop.storeId, { manageOrder: true });
    ctx = { shop, png: (await smallPng()).toString('base64'), memberId: member.id };
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const send = (call: Call, auth: string | null) =>
    app.inject({
      method: call.method,
      url: `/api/seller/${call.url}`,
      payload: call.method === 'POST' ? (call.body?.(ctx) ?? {}) : undefined,
      headers: auth ? { authorization: auth } : {},
    });

  async function snapshot() {
    const storeId = ctx.shop.storeId;
    const [pictures, members, holidays, member] = await Promise.all([
      database.db.select().from(storePictures).where(eq(storePictures.storeId, storeId)),
      database.db.select().from(staffMemberships).where(eq(staffMemberships.storeId, storeId)),
      database.db.select().from(storeHolidays).where(eq(storeHolidays.storeId, storeId)),
      database.db.select().from(sellerUsers).where(eq(sellerUsers.id, ctx.memberId)),
    ]);
    return JSON.stringify({ pictures, members, holidays, member });
  }

  it.each(CALLS)('$url: 401 without a token or with a customer token', async (call) => {
    const before = await snapshot();
    const customer = await createCustomer(database.db);
    for (const auth of [null, customer.auth, 'Bearer 1|not-a-token']) {
      const res = await send(call, auth);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false });
      expect(res.json().message).toMatch(/[ก-๙]/);
    }
    expect(await snapshot()).toBe(before);
  });

  it.each(CALLS)('$url: 403 for a staff member without $flag', async (call) => {
    const before = await snapshot();
    const others = (
      ['manageDecoration', 'manageStaff', 'manageHoliday', 'manageOrder'] as const
    ).filter((f) => f !== call.flag);
    const staff = await createStaff(
      database.db,
      ctx.shop.storeId,
      Object.fromEntries(others.map((f) => [f, true])),
    );
    const res = await send(call, staff.auth);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('คุณไม่มีสิทธิ์ทำรายการนี้');
    // Its own membership row was added by the fixture, nothing else.
    const after = JSON.parse(await snapshot());
    const was = JSON.parse(before);
    expect(after.pictures).toEqual(was.pictures);
    expect(after.holidays).toEqual(was.holidays);
    expect(after.member).toEqual(was.member);
  });

  it("another store's owner never reaches this store's rows", async () => {
    const owner = await createOwnedStore(database.db);
    // This store's holiday on the day the other owner saves and removes in their own store.
    const holiday = { storeId: ctx.shop.storeId, dateKey: day, title: 'วันหยุดของร้านนี้' };
    await database.db.insert(storeHolidays).values(holiday);
    const before = await snapshot();
    for (const call of CALLS) {
      const res = await send(call, owner.auth);
      if (call.url === 'edit-staff' || call.url === 'change-staff-permission') {
        expect(res.statusCode, call.url).toBe(404);
      }
      if (call.method === 'GET') {
        const body = JSON.stringify(res.json());
        expect(body).not.toContain(`"sellerUserId":${ctx.memberId}`);
        expect(body).not.toContain('วันหยุดของร้านนี้');
      }
    }
    expect(await snapshot()).toBe(before);
    await database.db.delete(storeHolidays).where(eq(storeHolidays.storeId, ctx.shop.storeId));
  });

  it.each(CALLS)('$url: 2xx with $flag', async (call) => {
    const staff = await createStaff(database.db, ctx.shop.storeId, { [call.flag]: true });
    const res = await send(call, staff.auth);
    expect(res.statusCode, res.body).toBe(200);
  });
});

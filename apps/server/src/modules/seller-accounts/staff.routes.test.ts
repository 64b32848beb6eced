import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOwnedStore, type StoreOwner } from '../../../test/store-setup-fixtures';
import { buildTestApp, testDatabases } from '../../../test/test-databases';
import { createStaff } from '../../../test/test-sellers';
import type { DatabaseHandle } from '../../db/client';
import { sellerUsers, staffMemberships } from '../../db/schema/sellers';

// Spec 7 "Staff", spec 6 permissions, issue 14 §5: members of the active store only; a
// switched-off member's tokens stop at once; nobody locks the store out or raises their own
// rights. Since decision 0131 add-staff invites a phone (staff-invitations.routes.test.ts) and
// a manager never changes another person's name, phone or password (staff-takeover tests).

describe.each(testDatabases())('store staff on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let shop: StoreOwner;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    shop = await createOwnedStore(database.db);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const call = (url: string, auth: string, payload?: object) =>
    app.inject({
      method: payload ? 'POST' : 'GET',
      url,
      payload,
      headers: { authorization: auth },
    });
  const login = (username: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/seller/submit-login',
      payload: { username, password },
    });
  const newStaff = (over: object = {}) => ({
    name: 'เกษม ส่งไว',
    tel: `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    acl: { confirmDelivery: true },
    ...over,
  });

  it('lists the owner of a new store, with no sign-in yet', async () => {
    const res = await call('/api/seller/staff-list', shop.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().staffList).toEqual([
      expect.objectContaining({
        sellerUserId: shop.ownerId,
        username: shop.username,
        isOwner: true,
        isSelf: true,
        isActive: true,
        lastSignInAt: null,
      }),
    ]);
    expect(res.json().invitations).toEqual([]);
  });

  it('refuses a missing name and a phone that is not a mobile with Thai messages per field', async () => {
    const res = await call(
      '/api/seller/add-staff',
      shop.auth,
      newStaff({ name: ' ', tel: '021234567' }),
    );
    expect(res.statusCode).toBe(422);
    const { fieldErrors } = res.json();
    expect(fieldErrors.name[0]).toMatch(/[ก-๙]/);
    expect(fieldErrors.tel[0]).toMatch(/[ก-๙]/);
  });

  it('a changed permission holds from the member’s next session (the old token ends)', async () => {
    const staff = await createStaff(database.db, shop.storeId, { confirmDelivery: true });
    expect((await call('/api/seller/get-holiday', staff.auth)).statusCode).toBe(403);
    const res = await call('/api/seller/change-staff-permission', shop.auth, {
      sellerUserId: staff.id,
      acl: { confirmDelivery: true, manageHoliday: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().staff.acl.manageHoliday).toBe(true);
    // Issue 37 §4: a permission change ends the member's sessions; signing in again holds it.
    expect((await call('/api/seller/get-holiday', staff.auth)).statusCode).toBe(401);
    const again = await login(staff.username, staff.password);
    expect(again.json().acl.manageHoliday).toBe(true);
    expect((await call('/api/seller/get-holiday', `Bearer ${again.json().token}`)).statusCode).toBe(
      200,
    );
  });

  it('switching a member off stops their token at once and their sign-in; on again restores it', async () => {
    const staff = await createStaff(database.db, shop.storeId, { confirmDelivery: true });
    const edit = (isActive: boolean) =>
      call('/api/seller/edit-staff', shop.auth, {
        sellerUserId: staff.id,
        name: 'พนักงาน ทดสอบ',
        isActive,
      });
    const off = await edit(false);
    expect(off.statusCode).toBe(200);
    expect(off.json().staff).toMatchObject({ isActive: false, name: 'พนักงาน ทดสอบ' });

    const refused = await call('/api/seller/logout', staff.auth, {});
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toMatch(/[ก-๙]/);
    const signIn = await login(staff.username, staff.password);
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().code).toBe('STAFF_DISABLED');

    expect((await edit(true)).statusCode).toBe(200);
    expect((await login(staff.username, staff.password)).statusCode).toBe(200);
  });

  it('the token check itself reads the membership: switched off there, a live token is refused', async () => {
    const staff = await createStaff(database.db, shop.storeId, { manageHoliday: true });
    expect((await call('/api/seller/get-holiday', staff.auth)).statusCode).toBe(200);
    await database.db
      .update(staffMemberships)
      .set({ isActive: false })
      .where(eq(staffMemberships.sellerUserId, staff.id));
    const res = await call('/api/seller/get-holiday', staff.auth);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('TOKEN_INVALID');
  });

  it('the owner cannot switch themselves off or lose a permission; nothing changes', async () => {
    const off = await call('/api/seller/edit-staff', shop.auth, {
      sellerUserId: shop.ownerId,
      name: 'เจ้าของ ทดสอบ',
      tel: '',
      isActive: false,
    });
    expect(off.statusCode).toBe(422);
    expect(off.json().code).toBe('STAFF_SELF_LOCKOUT');
    const drop = await call('/api/seller/change-staff-permission', shop.auth, {
      sellerUserId: shop.ownerId,
      acl: { manageOrder: true },
    });
    expect(drop.statusCode).toBe(403);
    expect(drop.json().code).toBe('STAFF_OWNER_LOCKED');
    const [m] = await database.db
      .select()
      .from(staffMemberships)
      .where(eq(staffMemberships.sellerUserId, shop.ownerId));
    expect(m.isActive).toBe(true);
    expect(m.acl.manageStaff).toBe(true);
  });

  it('a staff manager cannot drop their own manageStaff, touch the owner, or grant what they lack', async () => {
    const manager = await createStaff(database.db, shop.storeId, {
      manageStaff: true,
      confirmDelivery: true,
    });
    const self = await call('/api/seller/change-staff-permission', manager.auth, {
      sellerUserId: manager.id,
      acl: { confirmDelivery: true },
    });
    expect(self.json().code).toBe('STAFF_SELF_LOCKOUT');
    const owner = await call('/api/seller/edit-staff', manager.auth, {
      sellerUserId: shop.ownerId,
      name: 'เจ้าของ ทดสอบ',
      isActive: false,
    });
    expect(owner.statusCode).toBe(403);
    expect(owner.json().code).toBe('STAFF_OWNER_LOCKED');
    const raise = await call(
      '/api/seller/add-staff',
      manager.auth,
      newStaff({ acl: { manageAccounting: true } }),
    );
    expect(raise.statusCode).toBe(403);
    expect(raise.json().message).toMatch(/[ก-๙]/);
    // What they hold they may hand on.
    const ok = await call('/api/seller/add-staff', manager.auth, newStaff());
    expect(ok.statusCode).toBe(200);
  });

  it('staff of another store are neither listed nor editable (404, nothing changed)', async () => {
    const other = await createOwnedStore(database.db);
    const theirs = await createStaff(database.db, other.storeId, { confirmDelivery: true });
    const list = (await call('/api/seller/staff-list', shop.auth)).json().staffList;
    expect(list.some((m: { sellerUserId: number }) => m.sellerUserId === theirs.id)).toBe(false);
    for (const [url, payload] of [
      [
        '/api/seller/edit-staff',
        { sellerUserId: theirs.id, name: 'ถูกแก้', tel: '', isActive: false },
      ],
      ['/api/seller/change-staff-permission', { sellerUserId: theirs.id, acl: {} }],
      [
        '/api/seller/edit-staff',
        { sellerUserId: other.ownerId, name: 'x', tel: '', isActive: false },
      ],
    ] as const) {
      const res = await call(url, shop.auth, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toMatch(/[ก-๙]/);
    }
    const [user] = await database.db
      .select()
      .from(sellerUsers)
      .where(eq(sellerUsers.id, theirs.id));
    expect(user.name).toBe('พนักงาน ทดสอบ');
    expect((await login(theirs.username, theirs.password)).statusCode).toBe(200);
  });

  it('the demo owner sees only the members of the branch the token acts for', async () => {
    const owner = await createOwnedStore(database.db, { storeId: 3 });
    const list = (await call('/api/seller/staff-list', owner.auth)).json().staffList;
    const members = await database.db
      .select()
      .from(staffMemberships)
      .where(eq(staffMemberships.storeId, 3));
    expect(list.map((m: { sellerUserId: number }) => m.sellerUserId).sort()).toEqual(
      members.map((m) => m.sellerUserId).sort(),
    );
  });
});

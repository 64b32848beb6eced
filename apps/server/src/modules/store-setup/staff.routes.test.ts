import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOwnedStore, type StoreOwner } from '../../../test/store-setup-fixtures';
import { buildTestApp, testDatabases } from '../../../test/test-databases';
import { createStaff } from '../../../test/test-sellers';
import type { DatabaseHandle } from '../../db/client';
import { sellerUsers, staffMemberships } from '../../db/schema/sellers';

// Spec 7 "Staff", spec 6 permissions, issue 14 §5: members of the active store only; usernames
// and passwords by the rules of spec 5; a switched-off member's tokens stop at once; nobody
// locks the store out or raises their own rights.

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
    username: `kasem_${Math.random().toString(36).slice(2, 8)}`,
    password: 'Delivery123',
    name: 'เกษม ส่งไว',
    tel: '0812345678',
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
  });

  it('refuses a bad username, weak password and missing name with Thai messages per field', async () => {
    const res = await call(
      '/api/seller/add-staff',
      shop.auth,
      newStaff({ username: 'สมชาย ใจดี', password: 'short', name: ' ', tel: '12' }),
    );
    expect(res.statusCode).toBe(422);
    const { fieldErrors } = res.json();
    expect(fieldErrors.username[0]).toMatch(/[ก-๙]/);
    // Every failed password rule has its own message (spec 5).
    expect(fieldErrors.password.length).toBeGreaterThanOrEqual(3);
    expect(fieldErrors.name[0]).toMatch(/[ก-๙]/);
    expect(fieldErrors.tel[0]).toMatch(/[ก-๙]/);
  });

  it('a taken username is refused, whatever its case', async () => {
    const res = await call('/api/seller/add-staff', shop.auth, newStaff({ username: 'SELLER1' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'USERNAME_TAKEN' });
    expect(res.json().fieldErrors.username[0]).toMatch(/[ก-๙]/);
  });

  it('adds a staff member with only confirmDelivery, who signs in to this store with it', async () => {
    const body = newStaff();
    const res = await call('/api/seller/add-staff', shop.auth, body);
    expect(res.statusCode).toBe(200);
    const { staff } = res.json();
    expect(staff).toMatchObject({ username: body.username, isOwner: false, isActive: true });
    expect(Object.entries(staff.acl).filter(([, on]) => on)).toEqual([['confirmDelivery', true]]);

    const session = await login(body.username, body.password);
    expect(session.statusCode).toBe(200);
    expect(session.json().info.sellerId).toBe(shop.storeId);
    expect(session.json().acl.confirmDelivery).toBe(true);
    expect(session.json().acl.manageStaff).toBe(false);
    // Their token cannot read the staff page.
    const denied = await call('/api/seller/staff-list', `Bearer ${session.json().token}`);
    expect(denied.statusCode).toBe(403);

    const list = (await call('/api/seller/staff-list', shop.auth)).json().staffList;
    const listed = list.find((m: { username: string }) => m.username === body.username);
    expect(listed.lastSignInAt).not.toBeNull();
  });

  it('a changed permission holds from the next call', async () => {
    const staff = await createStaff(database.db, shop.storeId, { confirmDelivery: true });
    expect((await call('/api/seller/get-holiday', staff.auth)).statusCode).toBe(403);
    const res = await call('/api/seller/change-staff-permission', shop.auth, {
      sellerUserId: staff.id,
      acl: { confirmDelivery: true, manageHoliday: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().staff.acl.manageHoliday).toBe(true);
    expect((await call('/api/seller/get-holiday', staff.auth)).statusCode).toBe(200);
  });

  it('switching a member off stops their token at once and their sign-in; on again restores it', async () => {
    const staff = await createStaff(database.db, shop.storeId, { confirmDelivery: true });
    const edit = (isActive: boolean) =>
      call('/api/seller/edit-staff', shop.auth, {
        sellerUserId: staff.id,
        name: 'พนักงาน พักงาน',
        tel: '021234567',
        isActive,
      });
    const off = await edit(false);
    expect(off.statusCode).toBe(200);
    expect(off.json().staff).toMatchObject({ isActive: false, name: 'พนักงาน พักงาน' });

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

  it('a new password ends the member’s sessions and signs in', async () => {
    const staff = await createStaff(database.db, shop.storeId, { confirmDelivery: true });
    const res = await call('/api/seller/edit-staff', shop.auth, {
      sellerUserId: staff.id,
      name: 'พนักงาน รหัสใหม่',
      tel: '',
      isActive: true,
      password: 'NewPassw0rd',
    });
    expect(res.statusCode).toBe(200);
    expect((await call('/api/seller/logout', staff.auth, {})).statusCode).toBe(401);
    expect((await login(staff.username, staff.password)).statusCode).toBe(401);
    expect((await login(staff.username, 'NewPassw0rd')).statusCode).toBe(200);
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
      tel: '',
      isActive: false,
    });
    expect(owner.statusCode).toBe(403);
    expect(owner.json().code).toBe('STAFF_OWNER_LOCKED');
    const ownerPassword = await call('/api/seller/edit-staff', manager.auth, {
      sellerUserId: shop.ownerId,
      name: 'เจ้าของ ทดสอบ',
      tel: '',
      isActive: true,
      password: 'Takeover123',
    });
    expect(ownerPassword.json().code).toBe('STAFF_OWNER_LOCKED');
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

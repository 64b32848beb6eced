import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomMobile, sellerPhone } from '../../../test/seller-phone';
import { createOwnedStore, type StoreOwner } from '../../../test/store-setup-fixtures';
import { buildTestApp, testDatabases } from '../../../test/test-databases';
import { createStaff } from '../../../test/test-sellers';
import type { DatabaseHandle } from '../../db/client';
import { sellerUsers, staffMemberships } from '../../db/schema/sellers';

// Issue 37 §1, decision 0131: credentials belong to their person. A staff manager never changes
// another person's phone or password, never acts on the owner or on a member holding a flag it
// lacks; a forgotten password is reset by a code to the member's own phone; the owner role moves
// only by the owner's handover. Every refusal is a 403 with a Thai message and changes nothing.

describe.each(testDatabases())('staff takeover refused on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let shop: StoreOwner;
  let phone: ReturnType<typeof sellerPhone>;
  const ownerTel = randomMobile();

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    phone = sellerPhone(app);
    shop = await createOwnedStore(database.db);
    await database.db
      .update(sellerUsers)
      .set({ tel: ownerTel, telVerifiedAt: new Date('2026-11-01T00:00:00Z') })
      .where(eq(sellerUsers.id, shop.ownerId));
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
    phone.post('/api/seller/submit-login', { username, password });
  const account = async (id: number) =>
    (await database.db.select().from(sellerUsers).where(eq(sellerUsers.id, id)))[0];
  const refused = (res: { statusCode: number; json: () => { message: string; code: string } }) => {
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/[ก-๙]/);
    return res.json().code;
  };

  it('a staff manager cannot move the owner’s phone to its own; the owner’s phone sign-in stays the owner’s', async () => {
    const manager = await createStaff(database.db, shop.storeId, { manageStaff: true });
    const attackerTel = randomMobile();
    const before = await account(shop.ownerId);
    const res = await call('/api/seller/edit-staff', manager.auth, {
      sellerUserId: shop.ownerId,
      name: before.name,
      tel: attackerTel,
      isActive: true,
    });
    expect(refused(res)).toBe('STAFF_OWNER_LOCKED');
    expect(await account(shop.ownerId)).toEqual(before);
    // A code to the attacker's phone finds no account; the owner's still signs the owner in.
    const theirs = await phone.code(attackerTel, 'login');
    const attempt = await phone.post('/api/seller/submit-otp', {
      type: 'login',
      tel: attackerTel,
      ...theirs,
    });
    expect(attempt.statusCode).toBe(404);
    expect((await call('/api/seller/staff-list', shop.auth)).statusCode).toBe(200);
  });

  it('a manager of a branch only cannot reach the head office’s owner either', async () => {
    const branch = await createOwnedStore(database.db);
    const manager = await createStaff(database.db, branch.storeId, { manageStaff: true });
    const res = await call('/api/seller/edit-staff', manager.auth, {
      sellerUserId: shop.ownerId,
      name: 'ยึดร้าน',
      tel: randomMobile(),
      isActive: true,
    });
    expect(res.statusCode).toBe(404);
    expect((await account(shop.ownerId)).tel).toBe(ownerTel);
  });

  it('nobody changes another member’s phone, password or name through edit-staff, not even the owner', async () => {
    const member = await createStaff(database.db, shop.storeId, { confirmDelivery: true });
    const before = await account(member.id);
    for (const change of [
      { tel: randomMobile() },
      { password: 'Takeover123' },
      { name: 'ชื่อที่ร้านตั้งให้' },
    ]) {
      const res = await call('/api/seller/edit-staff', shop.auth, {
        sellerUserId: member.id,
        name: before.name,
        isActive: true,
        ...change,
      });
      expect(refused(res)).toBe('STAFF_CREDENTIALS_OWN');
    }
    expect(await account(member.id)).toEqual(before);
    expect((await login(member.username, member.password)).statusCode).toBe(200);
  });

  it('a manager without manageAccounting cannot switch off, re-permission or reset a member who has it', async () => {
    const manager = await createStaff(database.db, shop.storeId, { manageStaff: true });
    const accountant = await createStaff(database.db, shop.storeId, { manageAccounting: true });
    const before = await account(accountant.id);
    const [membership] = await database.db
      .select()
      .from(staffMemberships)
      .where(eq(staffMemberships.sellerUserId, accountant.id));
    const attempts = [
      call('/api/seller/edit-staff', manager.auth, {
        sellerUserId: accountant.id,
        name: before.name,
        isActive: true,
        password: 'Takeover123',
      }),
      call('/api/seller/edit-staff', manager.auth, {
        sellerUserId: accountant.id,
        name: before.name,
        isActive: false,
      }),
      call('/api/seller/change-staff-permission', manager.auth, {
        sellerUserId: accountant.id,
        acl: { manageStaff: true },
      }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(refused(res)).toBe('STAFF_ABOVE_MANAGER');
    }
    expect(await account(accountant.id)).toEqual(before);
    const [after] = await database.db
      .select()
      .from(staffMemberships)
      .where(eq(staffMemberships.sellerUserId, accountant.id));
    expect(after).toEqual(membership);
    // The accountant's own session still reads the income; the manager's never could.
    expect((await login(accountant.username, accountant.password)).statusCode).toBe(200);
  });

  it('a forgotten password is reset by a code to the member’s own phone only', async () => {
    const member = await createStaff(database.db, shop.storeId, { confirmDelivery: true });
    const memberTel = randomMobile();
    await database.db
      .update(sellerUsers)
      .set({ tel: memberTel, telVerifiedAt: new Date('2026-11-02T00:00:00Z') })
      .where(eq(sellerUsers.id, member.id));
    const code = await phone.code(memberTel, 'reset');
    const step = await phone.post('/api/seller/submit-otp', {
      type: 'reset',
      tel: memberTel,
      ...code,
    });
    expect(step.statusCode).toBe(200);
    const reset = await phone.post('/api/seller/reset-password', {
      key: step.json().key,
      password: 'MyOwnNew123',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().info.sellerId).toBe(shop.storeId);
    expect((await login(member.username, 'MyOwnNew123')).statusCode).toBe(200);
    expect((await login(member.username, member.password)).statusCode).toBe(401);
  });

  it('the owner role moves only by the owner’s confirmed handover', async () => {
    const own = await createOwnedStore(database.db);
    const manager = await createStaff(database.db, own.storeId, { manageStaff: true });
    const heir = await createStaff(database.db, own.storeId, { manageOrder: true });
    // A manager cannot hand it over (to itself or anyone), nor the owner without the password.
    const byManager = await call('/api/seller/hand-over-owner', manager.auth, {
      sellerUserId: manager.id,
      password: manager.password,
    });
    expect(refused(byManager)).toBe('OWNER_ONLY');
    const unconfirmed = await call('/api/seller/hand-over-owner', own.auth, {
      sellerUserId: heir.id,
      password: 'NotMyPassword1',
    });
    expect(refused(unconfirmed)).toBe('CURRENT_PASSWORD_WRONG');
    const owners = async () =>
      (
        await database.db
          .select()
          .from(staffMemberships)
          .where(eq(staffMemberships.storeId, own.storeId))
      )
        .filter((m) => m.isOwner)
        .map((m) => m.sellerUserId);
    expect(await owners()).toEqual([own.ownerId]);

    const done = await call('/api/seller/hand-over-owner', own.auth, {
      sellerUserId: heir.id,
      password: own.password,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().staff).toMatchObject({ sellerUserId: heir.id, isOwner: true });
    expect(done.json().staff.acl.manageAccounting).toBe(true);
    expect(await owners()).toEqual([heir.id]);
    // The former owner is now a member: it can no longer act on the new owner.
    const back = await call('/api/seller/hand-over-owner', own.auth, {
      sellerUserId: own.ownerId,
      password: own.password,
    });
    expect(refused(back)).toBe('OWNER_ONLY');
    const edit = await call('/api/seller/edit-staff', own.auth, {
      sellerUserId: heir.id,
      name: 'พนักงาน ทดสอบ',
      isActive: false,
    });
    expect(refused(edit)).toBe('STAFF_OWNER_LOCKED');
  });
});

import { SANDBOX_CAPTCHA_TOKEN } from '@yangdee/contracts/auth';
import { defaultWeeklyHours } from '@yangdee/contracts/seller-registration';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomMobile, sellerPhone } from '../../../test/seller-phone';
import { createOwnedStore, type StoreOwner } from '../../../test/store-setup-fixtures';
import { buildTestApp, testDatabases } from '../../../test/test-databases';
import { createStaff } from '../../../test/test-sellers';
import type { DatabaseHandle } from '../../db/client';
import { sellerUsers, staffInvitations, staffMemberships } from '../../db/schema/sellers';
import { stores } from '../../db/schema/stores';
import { otpCodes } from '../../db/schema/users';

// Issue 37 §2, decision 0131: a phone joins a shop only when its owner says yes. add-staff sends
// an invitation link by SMS; until the phone's owner accepts with a code sent to that phone it
// signs nobody in and blocks nothing. One person may own a shop and work in another, and a
// sign-in by such a person asks which shop.

describe.each(testDatabases())('staff invitations on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let shop: StoreOwner;
  let phone: ReturnType<typeof sellerPhone>;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    phone = sellerPhone(app);
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
  const invite = (tel: string, acl: object = { confirmDelivery: true }, auth = shop.auth) =>
    call('/api/seller/add-staff', auth, { name: 'เกษม ส่งไว', tel, acl });

  async function registerOwnShop(tel: string) {
    const code = await phone.code(tel, 'register');
    return phone.post('/api/seller/submit-otp', { type: 'register', tel, ...code });
  }

  it('an invitation signs nobody in and blocks nothing until accepted', async () => {
    const tel = randomMobile();
    const res = await invite(tel);
    expect(res.statusCode).toBe(200);
    expect(res.json().invitation).toMatchObject({ tel, name: 'เกษม ส่งไว' });
    const list = (await call('/api/seller/staff-list', shop.auth)).json();
    expect(list.invitations.map((i: { tel: string }) => i.tel)).toContain(tel);
    expect(list.staffList.some((m: { tel: string }) => m.tel === tel)).toBe(false);
    // The phone's owner signs in to nothing and registers their own shop freely.
    const code = await phone.code(tel, 'login');
    const signIn = await phone.post('/api/seller/submit-otp', { type: 'login', tel, ...code });
    expect(signIn.statusCode).toBe(404);
    const register = await registerOwnShop(tel);
    expect(register.statusCode).toBe(200);
    expect(register.json().key).toEqual(expect.any(String));
  });

  it('the phone’s owner accepts by a code to that phone, chooses a password and lands in the shop', async () => {
    const tel = randomMobile();
    expect((await invite(tel)).statusCode).toBe(200);
    const token = await phone.inviteToken(tel);
    const view = await phone.post('/api/seller/invitation', { token });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ hasAccount: false, name: 'เกษม ส่งไว' });
    expect(view.json().telMasked).not.toContain(tel.slice(2, 6));
    // A wrong code changes nothing.
    const code = await phone.inviteCode(token, tel);
    const wrong = await phone.post('/api/seller/accept-invitation', {
      token,
      otpToken: code.otpToken,
      otp: code.otp === '000000' ? '111111' : '000000',
      password: 'MyOwnPass123',
    });
    expect(wrong.statusCode).toBe(422);
    const accepted = await phone.post('/api/seller/accept-invitation', {
      token,
      ...code,
      password: 'MyOwnPass123',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().info.sellerId).toBe(shop.storeId);
    expect(accepted.json().acl).toMatchObject({ confirmDelivery: true, manageStaff: false });
    // Used once: the link is spent, and the member signs in with their own password.
    const again = await phone.post('/api/seller/accept-invitation', { token, ...code });
    expect(again.statusCode).toBe(404);
    const signIn = await phone.post('/api/seller/submit-login', {
      username: tel,
      password: 'MyOwnPass123',
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().info.sellerId).toBe(shop.storeId);
    const list = (await call('/api/seller/staff-list', shop.auth)).json();
    expect(list.invitations.some((i: { tel: string }) => i.tel === tel)).toBe(false);
    expect(list.staffList.find((m: { tel: string }) => m.tel === tel)).toMatchObject({
      isOwner: false,
      isActive: true,
    });
  });

  it('a shop owner who accepts works in both, and each sign-in asks which shop', async () => {
    const tel = randomMobile();
    // They register their own shop by phone first.
    const key = (await registerOwnShop(tel)).json().key;
    const account = await phone.post('/api/seller/register-password', {
      key,
      password: 'OwnShop1234',
    });
    expect(account.statusCode).toBe(200);
    const [own] = await database.db
      .insert(stores)
      .values({
        link: `own-${tel}`,
        code: `T${tel}`,
        name: 'ร้านของฉันเอง',
        latitude: 14,
        longitude: 100,
      })
      .returning({ id: stores.id });
    const [user] = await database.db.select().from(sellerUsers).where(eq(sellerUsers.tel, tel));
    await database.db.insert(staffMemberships).values({
      sellerUserId: user.id,
      storeId: own.id,
      isOwner: true,
      acl: { manageOrder: true } as never,
    });

    expect((await invite(tel, { manageOrder: true })).statusCode).toBe(200);
    const token = await phone.inviteToken(tel);
    const view = await phone.post('/api/seller/invitation', { token });
    expect(view.json().hasAccount).toBe(true);
    const accepted = await phone.post('/api/seller/accept-invitation', {
      token,
      ...(await phone.inviteCode(token, tel)),
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().info.sellerId).toBe(shop.storeId);

    const signIn = await phone.post('/api/seller/submit-login', {
      username: tel,
      password: 'OwnShop1234',
    });
    expect(signIn.statusCode).toBe(200);
    // Home is the shop they own; both are offered.
    expect(signIn.json().info.sellerId).toBe(own.id);
    expect(signIn.json().shops.map((s: { sellerId: number }) => s.sellerId)).toEqual([
      own.id,
      shop.storeId,
    ]);
    const chosen = await call('/api/seller/change-shop', `Bearer ${signIn.json().token}`, {
      sellerId: shop.storeId,
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().acl).toMatchObject({ manageOrder: true, manageStaff: false });
    // The phone sign-in asks too (once the resend countdown of the invitation's code is over).
    await database.db
      .update(otpCodes)
      .set({ createdAt: sql`${otpCodes.createdAt} - interval '2 minutes'` })
      .where(eq(otpCodes.tel, tel));
    const byPhone = await phone.post('/api/seller/submit-otp', {
      type: 'login',
      tel,
      ...(await phone.code(tel, 'login')),
    });
    expect(byPhone.json().shops).toHaveLength(2);
    // A shop it does not work in is refused.
    const other = await createOwnedStore(database.db);
    const denied = await call('/api/seller/change-shop', `Bearer ${chosen.json().token}`, {
      sellerId: other.storeId,
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toMatch(/[ก-๙]/);
  });

  it('a phone that only works in a shop can still register its own', async () => {
    const tel = randomMobile();
    expect((await invite(tel)).statusCode).toBe(200);
    const token = await phone.inviteToken(tel);
    const accepted = await phone.post('/api/seller/accept-invitation', {
      token,
      ...(await phone.inviteCode(token, tel)),
      password: 'StaffHere123',
    });
    expect(accepted.statusCode).toBe(200);
    const register = await registerOwnShop(tel);
    expect(register.statusCode).toBe(200);
    const session = `Bearer ${register.json().token}`;
    const status = await call('/api/seller/check-registration-status', session);
    expect(status.json().status).toBe('noStore');
    const [demo] = await database.db.select().from(stores).where(eq(stores.id, 1));
    const form = await call('/api/seller/register-store', session, {
      shopName: 'ร้านยางของเกษม',
      branchName: 'สาขาสำนักงานใหญ่',
      address: '99/1 ถนนทดสอบ',
      subDistrict: demo.subDistrict,
      district: demo.district,
      province: demo.province,
      postCode: demo.postCode,
      latitude: 13.75,
      longitude: 100.5,
      tel: '02-123-4567',
      weeklyHours: defaultWeeklyHours(),
      services: {
        hasTireBalancing: true,
        hasTireCenter: true,
        hasNitrogen: false,
        hasPatchMushroom: false,
        hasPatchStreamingCool: false,
        hasPatchStreamingHeat: false,
        hasPatchSilkPlug: true,
      },
    });
    expect(form.statusCode, form.body).toBe(200);
    expect(form.json().info.name).toBe('ร้านยางของเกษม');
    const signIn = await phone.post('/api/seller/submit-login', {
      username: tel,
      password: 'StaffHere123',
    });
    expect(signIn.json().info.name).toBe('ร้านยางของเกษม');
    expect(signIn.json().shops).toHaveLength(2);
  });

  it('a manager invites with no flag it lacks, and cannot cancel an invitation above it', async () => {
    const manager = await createStaff(database.db, shop.storeId, { manageStaff: true });
    const tel = randomMobile();
    const raise = await invite(tel, { manageAccounting: true }, manager.auth);
    expect(raise.statusCode).toBe(403);
    expect(raise.json().message).toMatch(/[ก-๙]/);
    const byOwner = await invite(tel, { manageAccounting: true });
    const invitationId = byOwner.json().invitation.invitationId;
    const cancel = await call('/api/seller/cancel-staff-invitation', manager.auth, {
      invitationId,
    });
    expect(cancel.statusCode).toBe(403);
    expect(cancel.json().code).toBe('STAFF_ABOVE_MANAGER');
    const [row] = await database.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.id, invitationId));
    expect(row.status).toBe('pending');
    // The owner cancels; the link then opens nothing.
    const token = await phone.inviteToken(tel);
    expect(
      (await call('/api/seller/cancel-staff-invitation', shop.auth, { invitationId })).statusCode,
    ).toBe(200);
    const view = await phone.post('/api/seller/invitation', { token });
    expect(view.statusCode).toBe(404);
    expect(view.json().message).toMatch(/[ก-๙]/);
    const code = await phone.post('/api/seller/request-invitation-otp', {
      token,
      recaptcha: SANDBOX_CAPTCHA_TOKEN,
    });
    expect(code.statusCode).toBe(404);
  });

  it('another shop cannot cancel this shop’s invitation', async () => {
    const tel = randomMobile();
    const invitationId = (await invite(tel)).json().invitation.invitationId;
    const other = await createOwnedStore(database.db);
    const res = await call('/api/seller/cancel-staff-invitation', other.auth, { invitationId });
    expect(res.statusCode).toBe(404);
    const [row] = await database.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.id, invitationId));
    expect(row.status).toBe('pending');
  });
});

import { randomInt } from 'node:crypto';
import { SANDBOX_CAPTCHA_TOKEN } from '@yangdee/contracts/auth';
import { ACL_FLAGS } from '@yangdee/contracts/seller-acl';
import { defaultWeeklyHours } from '@yangdee/contracts/seller-registration';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabases } from '../../../test/test-databases';
import { DEMO_SELLERS, signInSeller } from '../../../test/test-sellers';
import type { DatabaseHandle } from '../../db/client';
import { sellerLoginLog, sellerUsers, staffMemberships } from '../../db/schema/sellers';
import { storeSettings, stores } from '../../db/schema/stores';
import { otpCodes } from '../../db/schema/users';

// Spec 7 "Seller" Registration and login, issue 14 §1–2: a shop registers by phone OTP, sets a
// password, fills the store form and waits for the platform admin's approval; forgotten
// passwords by OTP; phone OTP sign-in. Seller and customer codes never mix.

const randomTel = () => `06${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
let ipCounter = 0;
const nextIp = () => `10.77.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

describe.each(testDatabases())('seller registration on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let address: { subDistrict: string; district: string; province: string; postCode: string };

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    const [store] = await database.db.select().from(stores).where(eq(stores.id, 1));
    address = {
      subDistrict: store.subDistrict,
      district: store.district,
      province: store.province,
      postCode: store.postCode,
    };
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const post = (url: string, payload: object, opts: { ip?: string; auth?: string } = {}) =>
    app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: opts.ip ?? nextIp(),
      headers: opts.auth ? { authorization: opts.auth } : {},
    });
  const get = (url: string, auth?: string) =>
    app.inject({ method: 'GET', url, headers: auth ? { authorization: auth } : {} });

  async function requestCode(tel: string, type: string, kind: 'seller' | 'user' = 'seller') {
    const res = await post(`/api/${kind}/request-otp`, {
      tel,
      recaptcha: SANDBOX_CAPTCHA_TOKEN,
      type,
    });
    expect(res.statusCode, res.body).toBe(200);
    const outbox = await get(`/api/dev/outbox?tel=${tel}`);
    const [latest] = outbox.json() as { code: string }[];
    return { otpToken: res.json().token as string, otp: latest.code };
  }

  /** Backdates the phone's codes, as if the resend countdown had run out. */
  async function ageCodes(tel: string) {
    await database.db
      .update(otpCodes)
      .set({ createdAt: sql`${otpCodes.createdAt} - interval '2 minutes'` })
      .where(eq(otpCodes.tel, tel));
  }

  async function stepKey(tel: string, type: 'register' | 'reset') {
    const code = await requestCode(tel, type);
    const res = await post('/api/seller/submit-otp', { type, tel, ...code });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().key as string;
  }

  async function registerAccount(tel = randomTel(), password = 'Shop12345') {
    const key = await stepKey(tel, 'register');
    const res = await post('/api/seller/register-password', { key, password });
    expect(res.statusCode, res.body).toBe(200);
    return { tel, password, body: res.json(), auth: `Bearer ${res.json().token}` };
  }

  const storeForm = () => ({
    shopName: `ร้านยางทดสอบ ${randomInt(0, 1e6)}`,
    branchName: 'สาขาสำนักงานใหญ่',
    address: '99/1 ถนนทดสอบ',
    ...address,
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

  it('registers by OTP: the account has no store yet, the username is the phone', async () => {
    const account = await registerAccount();
    expect(account.body).toMatchObject({ success: true, info: null, acl: null });
    const [user] = await database.db
      .select()
      .from(sellerUsers)
      .where(eq(sellerUsers.tel, account.tel));
    expect(user.username).toBe(account.tel);
    const status = await get('/api/seller/check-registration-status', account.auth);
    expect(status.json()).toMatchObject({ success: true, status: 'noStore' });
    // A token without a store opens no store's data.
    const branches = await post('/api/seller/get-branch-list', {}, { auth: account.auth });
    expect(branches.statusCode).toBe(401);
    // And signing in with the password gives the same kind of session.
    const login = await post('/api/seller/submit-login', {
      username: account.tel,
      password: account.password,
    });
    expect(login.json()).toMatchObject({ info: null, acl: null });
  });

  it('password rules answer every failed rule in Thai; a chosen username must be free', async () => {
    const tel = randomTel();
    const key = await stepKey(tel, 'register');
    const weak = await post('/api/seller/register-password', { key, password: 'abc' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().fieldErrors.password).toEqual([
      'รหัสผ่านต้องมีความยาวอย่างน้อย 8 ตัวอักษร',
      'ตัวพิมพ์ใหญ่ (A-Z) อย่างน้อย 1 ตัว',
      'ตัวเลข (0-9) อย่างน้อย 1 ตัว',
    ]);
    const taken = await post('/api/seller/register-password', {
      key,
      username: 'seller1',
      password: 'Shop12345',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('USERNAME_TAKEN');
    const chosen = await post('/api/seller/register-password', {
      key,
      username: `shop_${randomInt(0, 1e9)}`,
      password: 'Shop12345',
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    // The key is single use.
    const again = await post('/api/seller/register-password', { key, password: 'Shop12345' });
    expect(again.json().code).toBe('OTP_STEP_EXPIRED');
  });

  it('a registered phone cannot register again; a customer code is not a seller code', async () => {
    const account = await registerAccount();
    await ageCodes(account.tel);
    const code = await requestCode(account.tel, 'register');
    const again = await post('/api/seller/submit-otp', {
      type: 'register',
      tel: account.tel,
      ...code,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'TEL_ALREADY_REGISTERED' });
    expect(again.json().message).toMatch(/[ก-๙]/);

    const tel = randomTel();
    const customerCode = await requestCode(tel, 'register', 'user');
    const mixed = await post('/api/seller/submit-otp', { type: 'register', tel, ...customerCode });
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json().code).toBe('OTP_INVALID');
    const rows = await database.db.select().from(otpCodes).where(eq(otpCodes.tel, tel));
    expect(rows.map((r) => r.audience)).toEqual(['user']);
  });

  it('OTP limits as for customers: no resend before the countdown, wrong tries counted', async () => {
    const tel = randomTel();
    const code = await requestCode(tel, 'register');
    const soon = await post('/api/seller/request-otp', {
      tel,
      recaptcha: SANDBOX_CAPTCHA_TOKEN,
      type: 'register',
    });
    expect(soon.statusCode).toBe(429);
    expect(soon.json().code).toBe('OTP_RESEND_TOO_SOON');
    const wrong = code.otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      await post('/api/seller/submit-otp', {
        type: 'register',
        tel,
        otp: wrong,
        otpToken: code.otpToken,
      });
    }
    const right = await post('/api/seller/submit-otp', { type: 'register', tel, ...code });
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe('OTP_TOO_MANY_TRIES');
    const noCaptcha = await post('/api/seller/request-otp', { tel: randomTel(), recaptcha: 'x' });
    expect(noCaptcha.json().code).toBe('CAPTCHA_FAILED');
  });

  it('the store form creates a hidden, pending shop owned by the account with every permission', async () => {
    const account = await registerAccount();
    const form = storeForm();
    const res = await post('/api/seller/register-store', form, { auth: account.auth });
    expect(res.statusCode, res.body).toBe(200);
    const session = res.json();
    expect(session.info).toMatchObject({
      name: form.shopName,
      approvalStatus: 'pending',
      isShowBranch: false,
    });
    expect(session.info.code).toMatch(/^YD\d{5,}$/);
    expect(ACL_FLAGS.every((flag) => session.acl[flag] === true)).toBe(true);
    const [store] = await database.db
      .select()
      .from(stores)
      .where(eq(stores.id, session.info.sellerId));
    expect(store).toMatchObject({
      isActive: false,
      approvalStatus: 'pending',
      tel: '021234567',
      hasTireBalancing: true,
      hasNitrogen: false,
      link: `store-${store.id}`,
    });
    expect(store.weeklyHours[0]).toBeNull();
    // Written as the profile editor writes it: Monday first, days alike grouped.
    expect(store.openTimeHtml).toBe('<p>จันทร์ - เสาร์ 08:00 - 18:00 น.<br>อาทิตย์ ปิด</p>');
    const [settings] = await database.db
      .select()
      .from(storeSettings)
      .where(eq(storeSettings.storeId, store.id));
    expect(settings.closedWeekdays).toEqual([0]);
    // The old token without a store is replaced.
    const old = await get('/api/seller/check-registration-status', account.auth);
    expect(old.statusCode).toBe(401);
    const auth = `Bearer ${session.token}`;
    const status = await get('/api/seller/check-registration-status', auth);
    expect(status.json()).toMatchObject({ status: 'pending', shopName: form.shopName });
    // One shop per account.
    const twice = await post('/api/seller/register-store', form, { auth });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('STORE_ALREADY_REGISTERED');
    // Signing in again lands in the pending shop.
    const login = await post('/api/seller/submit-login', {
      username: account.tel,
      password: account.password,
    });
    expect(login.json().info).toMatchObject({ sellerId: store.id, approvalStatus: 'pending' });
  });

  it('the store form checks each field in Thai and saves nothing on bad input', async () => {
    const account = await registerAccount();
    const bad = await post(
      '/api/seller/register-store',
      { ...storeForm(), shopName: ' ', latitude: 35.68, tel: '12', postCode: '1' },
      { auth: account.auth },
    );
    expect(bad.statusCode).toBe(422);
    const fields = bad.json().fieldErrors;
    expect(fields.shopName).toEqual(['กรุณากรอกชื่อร้าน']);
    expect(fields.latitude).toEqual(['ตำแหน่งร้านต้องอยู่ในประเทศไทย']);
    expect(fields.tel[0]).toMatch(/[ก-๙]/);
    const wrongAddress = await post(
      '/api/seller/register-store',
      { ...storeForm(), district: 'ไม่มีอำเภอนี้' },
      { auth: account.auth },
    );
    expect(wrongAddress.statusCode).toBe(422);
    expect(Object.keys(wrongAddress.json().fieldErrors)).toEqual(['district']);
    const closedAllWeek = await post(
      '/api/seller/register-store',
      {
        ...storeForm(),
        weeklyHours: defaultWeeklyHours().map((d) => ({ ...d, isOpen: false })),
      },
      { auth: account.auth },
    );
    expect(closedAllWeek.statusCode).toBe(422);
    const status = await get('/api/seller/check-registration-status', account.auth);
    expect(status.json().status).toBe('noStore');
    const noToken = await post('/api/seller/register-store', storeForm());
    expect(noToken.statusCode).toBe(401);
  });

  it('the platform admin approves a pending shop, which then becomes public', async () => {
    const account = await registerAccount();
    const form = storeForm();
    const res = await post('/api/seller/register-store', form, { auth: account.auth });
    const sellerId = res.json().info.sellerId as number;
    const owner = `Bearer ${res.json().token}`;
    const notAdmin = await post(
      '/api/seller/approve-store',
      { sellerId, approve: true },
      { auth: owner },
    );
    expect(notAdmin.statusCode).toBe(403);
    const admin = await signInSeller(app, DEMO_SELLERS.admin);
    const pending = await post(
      '/api/seller/all-seller-list',
      // By its name: on the shared PostgreSQL database other files' waiting shops (and the seeded
      // one, decision 0143) may fill the first page.
      { keyword: form.shopName, page: 1, approvalStatus: 'pending' },
      { auth: admin.auth },
    );
    expect(pending.json().sellerList.map((s: { sellerId: number }) => s.sellerId)).toContain(
      sellerId,
    );
    const approved = await post(
      '/api/seller/approve-store',
      { sellerId, approve: true },
      { auth: admin.auth },
    );
    expect(approved.json()).toEqual({ success: true, approvalStatus: 'approved' });
    const [store] = await database.db.select().from(stores).where(eq(stores.id, sellerId));
    expect(store).toMatchObject({ isActive: true, approvalStatus: 'approved' });
    const status = await get('/api/seller/check-registration-status', owner);
    expect(status.json().status).toBe('approved');
    const missing = await post(
      '/api/seller/approve-store',
      { sellerId: 99_999_999, approve: true },
      { auth: admin.auth },
    );
    expect(missing.statusCode).toBe(404);
    const rejected = await post(
      '/api/seller/approve-store',
      { sellerId, approve: false },
      { auth: admin.auth },
    );
    expect(rejected.json().approvalStatus).toBe('rejected');
    const [hidden] = await database.db.select().from(stores).where(eq(stores.id, sellerId));
    expect(hidden.isActive).toBe(false);
  });

  it('seeded shops stay approved', async () => {
    const session = await signInSeller(app, DEMO_SELLERS.owner);
    expect(session.info).toMatchObject({ approvalStatus: 'approved' });
    const status = await get('/api/seller/check-registration-status', session.auth);
    expect(status.json().status).toBe('approved');
  });

  it('forgotten password by OTP: new password works, every old token is revoked', async () => {
    const account = await registerAccount();
    await ageCodes(account.tel);
    const key = await stepKey(account.tel, 'reset');
    const weak = await post('/api/seller/reset-password', { key, password: 'short' });
    expect(weak.statusCode).toBe(422);
    const res = await post('/api/seller/reset-password', { key, password: 'NewShop123' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await get('/api/seller/check-registration-status', account.auth)).statusCode).toBe(401);
    const oldLogin = await post('/api/seller/submit-login', {
      username: account.tel,
      password: account.password,
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await post('/api/seller/submit-login', {
      username: account.tel,
      password: 'NewShop123',
    });
    expect(newLogin.statusCode).toBe(200);
    const unknown = randomTel();
    const code = await requestCode(unknown, 'reset');
    const none = await post('/api/seller/submit-otp', { type: 'reset', tel: unknown, ...code });
    expect(none.statusCode).toBe(404);
    expect(none.json().code).toBe('TEL_NOT_REGISTERED');
  });

  it('phone OTP sign-in answers a session and is recorded, success and failure', async () => {
    const account = await registerAccount();
    await post('/api/seller/register-store', storeForm(), { auth: account.auth });
    const [user] = await database.db
      .select()
      .from(sellerUsers)
      .where(eq(sellerUsers.tel, account.tel));
    await ageCodes(account.tel);
    const code = await requestCode(account.tel, 'login');
    const wrong = code.otp === '000000' ? '111111' : '000000';
    const bad = await post('/api/seller/submit-otp', {
      type: 'login',
      tel: account.tel,
      otp: wrong,
      otpToken: code.otpToken,
    });
    expect(bad.statusCode).toBe(422);
    const ip = '10.99.0.7';
    const ok = await post(
      '/api/seller/submit-otp',
      { type: 'login', tel: account.tel, ...code },
      { ip },
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().info).toMatchObject({ approvalStatus: 'pending' });
    const log = await database.db
      .select()
      .from(sellerLoginLog)
      .where(eq(sellerLoginLog.sellerUserId, user.id));
    expect(log.filter((r) => !r.isSuccess)).toHaveLength(1);
    expect(log.some((r) => r.isSuccess && r.ip === ip)).toBe(true);
  });

  it('an account belongs to its own shop only', async () => {
    const account = await registerAccount();
    const res = await post('/api/seller/register-store', storeForm(), { auth: account.auth });
    const [user] = await database.db
      .select()
      .from(sellerUsers)
      .where(eq(sellerUsers.tel, account.tel));
    const memberships = await database.db
      .select()
      .from(staffMemberships)
      .where(and(eq(staffMemberships.sellerUserId, user.id)));
    expect(memberships.map((m) => [m.storeId, m.isOwner])).toEqual([
      [res.json().info.sellerId, true],
    ]);
  });
});

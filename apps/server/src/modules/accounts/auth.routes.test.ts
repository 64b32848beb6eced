import { randomInt } from 'node:crypto';
import { OTP_LIMITS, SANDBOX_CAPTCHA_TOKEN } from '@yangdee/contracts/auth';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabases } from '../../../test/test-databases';
import type { DatabaseHandle } from '../../db/client';
import { otpCodes, users } from '../../db/schema/users';
import { RATE_LIMITS } from '../../plugins/rate-limits';

// Sign-in, registration, OTP and reset on both databases (issue 4/6 "Checked by"). Each test uses
// its own phone numbers, usernames and client IP, because the PostgreSQL database is shared.

const VALID_PASSWORD = 'Secret123';
const SIGN_IN_PER_ADDRESS = RATE_LIMITS.signIn.max;
const randomTel = () => `09${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
const randomName = (prefix: string) => `${prefix}_${randomInt(0, 1e9).toString(36)}`;
let ipCounter = 0;
const nextIp = () =>
  `10.${randomInt(0, 250)}.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

describe.each(testDatabases())('customer sign-in on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const post = (url: string, payload: object, ip: string, token?: string) =>
    app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: ip,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  async function requestCode(tel: string, type: string, ip: string) {
    const res = await post(
      '/api/user/request-otp',
      { tel, recaptcha: SANDBOX_CAPTCHA_TOKEN, type },
      ip,
    );
    expect(res.statusCode, res.body).toBe(200);
    const outbox = await app.inject({ method: 'GET', url: `/api/dev/outbox?tel=${tel}` });
    const [latest] = outbox.json() as { code: string; text: string }[];
    return {
      token: res.json().token as string,
      code: latest.code,
      text: latest.text,
      body: res.json(),
    };
  }

  /** Backdates every code of the phone, as if the countdown had run out. */
  async function ageCodes(tel: string, seconds: number) {
    await database.db
      .update(otpCodes)
      .set({ createdAt: sql`${otpCodes.createdAt} - make_interval(secs => ${seconds})` })
      .where(eq(otpCodes.tel, tel));
  }

  async function registerUser(ip: string) {
    const tel = randomTel();
    const username = randomName('u');
    const otp = await requestCode(tel, 'register', ip);
    const submitted = await post(
      '/api/user/submit-otp',
      { type: 'register', tel, otp: otp.code, token: otp.token },
      ip,
    );
    expect(submitted.statusCode, submitted.body).toBe(200);
    const res = await post(
      '/api/user/register-user-password',
      { key: submitted.json().key, username, password: VALID_PASSWORD },
      ip,
    );
    expect(res.statusCode, res.body).toBe(200);
    return { tel, username, userToken: res.json().userToken as string };
  }

  it('registers by phone: Thai SMS with a 6-digit code, every failed password rule, then a session', async () => {
    const ip = nextIp();
    const tel = randomTel();
    const otp = await requestCode(tel, 'register', ip);
    expect(otp.body).toMatchObject({ success: true, expiresIn: 300, resendIn: 60 });
    expect(otp.code).toMatch(/^\d{6}$/);
    expect(otp.text).toBe(`รหัส OTP ยางดีของคุณคือ ${otp.code} (ใช้ได้ภายใน 5 นาที) ห้ามบอกรหัสนี้กับผู้อื่น`);
    const submitted = await post(
      '/api/user/submit-otp',
      { type: 'register', tel, otp: otp.code, token: otp.token },
      ip,
    );
    const key = submitted.json().key as string;
    expect(key.length).toBeGreaterThan(20);

    const weak = await post(
      '/api/user/register-user-password',
      { key, username: 'ok_name', password: 'abc' },
      ip,
    );
    expect(weak.statusCode).toBe(422);
    expect(weak.json().fieldErrors.password).toEqual([
      'รหัสผ่านต้องมีความยาวอย่างน้อย 8 ตัวอักษร',
      'ตัวพิมพ์ใหญ่ (A-Z) อย่างน้อย 1 ตัว',
      'ตัวเลข (0-9) อย่างน้อย 1 ตัว',
    ]);
    const badName = await post(
      '/api/user/register-user-password',
      { key, username: 'ชื่อไทย', password: VALID_PASSWORD },
      ip,
    );
    expect(badName.statusCode).toBe(422);

    const username = randomName('new');
    const done = await post(
      '/api/user/register-user-password',
      { key, username, password: VALID_PASSWORD },
      ip,
    );
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ success: true, userDisplay: username });
    expect(done.json().userToken).toMatch(/^\d+\|[A-Za-z0-9_-]{40,}$/);

    // The key is single use.
    const again = await post(
      '/api/user/register-user-password',
      { key, username: randomName('x'), password: VALID_PASSWORD },
      ip,
    );
    expect(again.json().code).toBe('OTP_STEP_EXPIRED');

    const login = await post('/api/user/login', { username, password: VALID_PASSWORD }, ip);
    expect(login.statusCode).toBe(200);
    expect(login.json().userDisplay).toBe(username);
  });

  it('refuses a taken username and tells a registered phone only after a correct code', async () => {
    const ip = nextIp();
    const existing = await registerUser(ip);
    const tel = randomTel();
    const otp = await requestCode(tel, 'register', ip);
    const { key } = (
      await post(
        '/api/user/submit-otp',
        { type: 'register', tel, otp: otp.code, token: otp.token },
        ip,
      )
    ).json();
    const taken = await post(
      '/api/user/register-user-password',
      { key, username: existing.username, password: VALID_PASSWORD },
      ip,
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('USERNAME_TAKEN');

    await ageCodes(existing.tel, 61);
    const second = await requestCode(existing.tel, 'register', nextIp());
    expect(second.body.success).toBe(true);
    const res = await post(
      '/api/user/submit-otp',
      { type: 'register', tel: existing.tel, otp: second.code, token: second.token },
      ip,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('TEL_ALREADY_REGISTERED');
  });

  it('refuses the sixth attempt even with the right code', async () => {
    const ip = nextIp();
    const tel = randomTel();
    const otp = await requestCode(tel, 'register', ip);
    const wrong = otp.code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await post(
        '/api/user/submit-otp',
        { type: 'register', tel, otp: wrong, token: otp.token },
        ip,
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('OTP_INVALID');
    }
    const sixth = await post(
      '/api/user/submit-otp',
      { type: 'register', tel, otp: otp.code, token: otp.token },
      ip,
    );
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({
      code: 'OTP_TOO_MANY_TRIES',
      message: expect.stringMatching(/OTP/),
    });
  });

  it('refuses an expired code and a used one', async () => {
    const ip = nextIp();
    const tel = randomTel();
    const otp = await requestCode(tel, 'register', ip);
    await database.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.tel, tel));
    const expired = await post(
      '/api/user/submit-otp',
      { type: 'register', tel, otp: otp.code, token: otp.token },
      ip,
    );
    expect(expired.json().code).toBe('OTP_EXPIRED');

    const user = await registerUser(ip);
    const login = await requestCode(user.tel, 'login', ip);
    const body = { type: 'login', tel: user.tel, otp: login.code, token: login.token };
    const first = await post('/api/user/submit-otp', body, ip);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, userDisplay: user.username });
    const reused = await post('/api/user/submit-otp', body, ip);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('OTP_INVALID');
  });

  it('after a correct code tells that no account uses the phone', async () => {
    const ip = nextIp();
    const tel = randomTel();
    const otp = await requestCode(tel, 'login', ip);
    const res = await post(
      '/api/user/submit-otp',
      { type: 'login', tel, otp: otp.code, token: otp.token },
      ip,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('ไม่พบบัญชีที่ใช้เบอร์นี้');
  });

  it('limits codes per phone (resend after the countdown, 3 per 15 minutes) and per IP', async () => {
    const ip = nextIp();
    const tel = randomTel();
    await requestCode(tel, 'register', ip);
    const tooSoon = await post(
      '/api/user/request-otp',
      { tel, recaptcha: SANDBOX_CAPTCHA_TOKEN },
      ip,
    );
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().code).toBe('OTP_RESEND_TOO_SOON');
    for (let i = 0; i < 2; i++) {
      await ageCodes(tel, 61);
      await requestCode(tel, 'register', ip);
    }
    await ageCodes(tel, 61);
    const fourth = await post(
      '/api/user/request-otp',
      { tel, recaptcha: SANDBOX_CAPTCHA_TOKEN },
      ip,
    );
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ code: 'OTP_LIMIT_REACHED', message: expect.any(String) });

    const busyIp = nextIp();
    await database.db.insert(otpCodes).values(
      Array.from({ length: OTP_LIMITS.perIpHour }, (_, i) => ({
        audience: 'user',
        purpose: 'register',
        tel: randomTel(),
        codeHash: 'x',
        tokenHash: `busy-${busyIp}-${i}`,
        expiresAt: new Date(Date.now() + 300_000),
        ip: busyIp,
      })),
    );
    const byIp = await post(
      '/api/user/request-otp',
      { tel: randomTel(), recaptcha: SANDBOX_CAPTCHA_TOKEN },
      busyIp,
    );
    expect(byIp.statusCode).toBe(429);
    expect(byIp.json().message).toMatch(/[ก-๙]/);

    const noCaptcha = await post(
      '/api/user/request-otp',
      { tel: randomTel(), recaptcha: 'forged' },
      nextIp(),
    );
    expect(noCaptcha.json().code).toBe('CAPTCHA_FAILED');
  });

  it('sends at most 10 codes to one phone in a day, even when each 15 minutes allows more', async () => {
    const tel = randomTel();
    const ip = nextIp();
    // Nine codes earlier today, spread so that the 15-minute window is empty.
    await database.db.insert(otpCodes).values(
      Array.from({ length: 9 }, (_, i) => ({
        audience: 'user',
        purpose: 'login',
        tel,
        codeHash: 'x',
        tokenHash: `day-${tel}-${i}`,
        expiresAt: new Date(Date.now() - 3_600_000),
        ip: `day-${i}`,
        createdAt: new Date(Date.now() - (i + 1) * 3_600_000),
      })),
    );
    await requestCode(tel, 'register', ip);
    await ageCodes(tel, 16 * 60);
    const eleventh = await post(
      '/api/user/request-otp',
      { tel, recaptcha: SANDBOX_CAPTCHA_TOKEN, type: 'register' },
      nextIp(),
    );
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toMatchObject({ code: 'OTP_LIMIT_REACHED' });
    expect(eleventh.json().message).toMatch(/[ก-๙]/);
  });

  it('answers a failed sign-in the same whether the user exists or not, and soft-locks after 10', async () => {
    const ip = nextIp();
    const user = await registerUser(ip);
    const unknown = await post(
      '/api/user/login',
      { username: randomName('nobody'), password: 'Whatever1' },
      ip,
    );
    const wrong = await post(
      '/api/user/login',
      { username: user.username, password: 'Wrong1234' },
      ip,
    );
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().message).toBe('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');

    const lockIp = nextIp();
    for (let i = 0; i < 9; i++) {
      const res = await post(
        '/api/user/login',
        { username: user.username, password: `Wrong${i}abc` },
        lockIp,
      );
      expect(res.json().code).toBe('LOGIN_FAILED');
    }
    const locked = await post(
      '/api/user/login',
      { username: user.username, password: VALID_PASSWORD },
      nextIp(),
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('ACCOUNT_LOCKED');

    // A name without an account locks the same way: the lock tells nothing about who exists.
    const ghost = randomName('ghost');
    for (let i = 0; i < 10; i++) {
      const res = await post(
        '/api/user/login',
        { username: ghost, password: 'Wrong1234' },
        nextIp(),
      );
      expect(res.json().code).toBe('LOGIN_FAILED');
    }
    const ghostLocked = await post(
      '/api/user/login',
      { username: ghost, password: 'Wrong1234' },
      nextIp(),
    );
    expect(ghostLocked.statusCode).toBe(429);
    expect(ghostLocked.json()).toEqual(locked.json());
  });

  it('counts parallel wrong passwords before hashing: no more than 10 get through the lock', async () => {
    const user = await registerUser(nextIp());
    const answers = await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        post('/api/user/login', { username: user.username, password: `Guess${i}xyz` }, nextIp()),
      ),
    );
    const codes = answers.map((res) => res.json().code as string);
    expect(codes.filter((c) => c === 'LOGIN_FAILED')).toHaveLength(10);
    expect(codes.filter((c) => c === 'ACCOUNT_LOCKED')).toHaveLength(4);
    const right = await post(
      '/api/user/login',
      { username: user.username, password: VALID_PASSWORD },
      nextIp(),
    );
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toMatch(/[ก-๙]/);

    // When the 15 minutes have passed, the right password works again and clears the count.
    await database.db
      .update(users)
      .set({ lockedUntil: new Date(Date.now() - 1000), firstFailedLoginAt: new Date(0) })
      .where(eq(users.username, user.username));
    const later = await post(
      '/api/user/login',
      { username: user.username, password: VALID_PASSWORD },
      nextIp(),
    );
    expect(later.statusCode, later.body).toBe(200);
    const [row] = await database.db.select().from(users).where(eq(users.username, user.username));
    expect(row).toMatchObject({ failedLoginCount: 0, lockedUntil: null });
  });

  it('limits sign-in attempts per IP with a Thai 429, whoever the username is', async () => {
    const ip = nextIp();
    // 60 a minute: generous for many shoppers behind one carrier address (decision 0066).
    expect(SIGN_IN_PER_ADDRESS).toBe(60);
    for (let i = 0; i < SIGN_IN_PER_ADDRESS; i++) {
      const res = await post(
        '/api/user/login',
        { username: randomName('ghost'), password: 'Whatever1' },
        ip,
      );
      expect(res.statusCode).toBe(401);
    }
    const blocked = await post(
      '/api/user/login',
      { username: randomName('ghost'), password: 'Whatever1' },
      ip,
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' });
    expect(blocked.json().message).toMatch(/[ก-๙]/);
  });

  it('counts the socket address: a forged X-Forwarded-For does not escape the per-IP limit', async () => {
    const ip = nextIp();
    const login = (forwardedFor: string) =>
      app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { username: randomName('ghost'), password: 'Whatever1' },
        remoteAddress: ip,
        headers: { 'x-forwarded-for': forwardedFor },
      });
    for (let i = 0; i < SIGN_IN_PER_ADDRESS; i++) {
      expect((await login(`203.0.113.${i}`)).statusCode).toBe(401);
    }
    expect((await login('198.51.100.7')).statusCode).toBe(429);
  });

  it('believes X-Forwarded-For from a configured proxy', async () => {
    const behindProxy = await buildTestApp(database, { trustProxy: 'loopback' });
    try {
      const seen = new Set<number>();
      for (let i = 0; i <= SIGN_IN_PER_ADDRESS; i++) {
        const res = await behindProxy.inject({
          method: 'POST',
          url: '/api/user/login',
          payload: { username: randomName('ghost'), password: 'Whatever1' },
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': `203.0.113.${i}` },
        });
        seen.add(res.statusCode);
      }
      expect([...seen]).toEqual([401]);
    } finally {
      await behindProxy.close();
    }
  });

  it('logout revokes the token: the same token then gets 401', async () => {
    const ip = nextIp();
    const user = await registerUser(ip);
    const out = await post('/api/user/logout', {}, ip, user.userToken);
    expect(out.statusCode).toBe(200);
    const again = await post('/api/user/logout', {}, ip, user.userToken);
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('TOKEN_INVALID');
  });

  it('resets a forgotten password: other tokens revoked, the old password stops working', async () => {
    const ip = nextIp();
    const user = await registerUser(ip);
    const otp = await (async () => {
      const res = await post(
        '/api/user/reset-password',
        { tel: user.tel, recaptcha: SANDBOX_CAPTCHA_TOKEN },
        ip,
      );
      expect(res.statusCode, res.body).toBe(200);
      const [latest] = (
        await app.inject({ method: 'GET', url: `/api/dev/outbox?tel=${user.tel}` })
      ).json();
      return { token: res.json().token as string, code: latest.code as string };
    })();
    const { key } = (
      await post(
        '/api/user/submit-otp',
        { type: 'reset', tel: user.tel, otp: otp.code, token: otp.token },
        ip,
      )
    ).json();
    const data = await post('/api/user/reset-password-data', { key }, ip);
    expect(data.json()).toEqual({
      success: true,
      tel: `${user.tel.slice(0, 3)}-xxx-${user.tel.slice(-4)}`,
      username: user.username,
    });
    const weak = await post('/api/user/reset-user-password', { key, password: 'abc' }, ip);
    expect(weak.statusCode).toBe(422);
    const reset = await post('/api/user/reset-user-password', { key, password: 'NewSecret9' }, ip);
    expect(reset.statusCode, reset.body).toBe(200);
    const fresh = reset.json().userToken as string;

    expect((await post('/api/user/logout', {}, ip, user.userToken)).statusCode).toBe(401);
    const old = await post(
      '/api/user/login',
      { username: user.username, password: VALID_PASSWORD },
      ip,
    );
    expect(old.json().code).toBe('LOGIN_FAILED');
    expect(
      (await post('/api/user/login', { username: user.username, password: 'NewSecret9' }, ip))
        .statusCode,
    ).toBe(200);
    expect((await post('/api/user/logout', {}, ip, fresh)).statusCode).toBe(200);
    // The key was used up.
    expect(
      (await post('/api/user/reset-user-password', { key, password: 'Other1234' }, ip)).json().code,
    ).toBe('OTP_STEP_EXPIRED');
  });

  it('signs in through the LINE and Facebook sandboxes; forged tokens are refused', async () => {
    const ip = nextIp();
    const page = await app.inject({
      method: 'GET',
      url: '/dev/social/line/authorize?redirect_uri=%2Flogin&state=s1',
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('เข้าสู่ระบบ LINE (ระบบทดสอบ)');
    expect(page.body).toContain('อนุญาต');
    const evil = await app.inject({
      method: 'GET',
      url: '/dev/social/line/approve?redirect_uri=https%3A%2F%2Fevil.example%2F&name=x',
    });
    expect(evil.statusCode).toBe(400);

    const name = `ผู้ทดสอบ ${randomName('line')}`;
    const approve = await app.inject({
      method: 'GET',
      url: `/dev/social/line/approve?redirect_uri=%2Flogin%3Fsocial%3Dline&state=s1&name=${encodeURIComponent(name)}`,
    });
    expect(approve.statusCode).toBe(302);
    const location = String(approve.headers.location);
    expect(location.startsWith('/login?social=line#')).toBe(true);
    const fragment = new URLSearchParams(location.split('#')[1]);
    expect(fragment.get('state')).toBe('s1');
    const accessToken = String(fragment.get('access_token'));

    const first = await post('/api/user/login-by-line', { accessToken }, ip);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().userDisplay).toBe(name);
    const second = await post('/api/user/login-by-line', { accessToken }, ip);
    expect(second.json().userToken.split('|')[0]).toBe(first.json().userToken.split('|')[0]);

    const forged = `${accessToken.split('.')[0]}.${'A'.repeat(43)}`;
    const refused = await post('/api/user/login-by-line', { accessToken: forged }, ip);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('SOCIAL_LOGIN_FAILED');
    // A LINE token is no Facebook token.
    const crossed = await post('/api/user/login-by-facebook', { fbAuth: { accessToken } }, ip);
    expect(crossed.json().code).toBe('SOCIAL_LOGIN_FAILED');

    const fbApprove = await app.inject({
      method: 'GET',
      url: '/dev/social/facebook/approve?redirect_uri=%2Flogin&state=f&name=FB%20Tester',
    });
    const fbToken = String(
      new URLSearchParams(String(fbApprove.headers.location).split('#')[1]).get('access_token'),
    );
    const fb = await post(
      '/api/user/login-by-facebook',
      { fbProfile: { id: 'spoofed', name: 'Spoofed' }, fbAuth: { accessToken: fbToken } },
      ip,
    );
    expect(fb.statusCode).toBe(200);
    expect(fb.json().userDisplay).toBe('FB Tester');
  });

  it('has no outbox and no sandbox pages when real providers are configured', async () => {
    const real = await buildTestApp(database, {
      smsProvider: 'thaibulksms',
      smsGateway: { apiKey: 'k', apiSecret: 's', sender: 'YangDee' },
      line: { provider: 'line', channelId: '1', channelSecret: 's' },
      facebook: { provider: 'facebook', appId: '1', appSecret: 's' },
    });
    try {
      expect((await real.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
      expect((await real.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
      const page = await real.inject({
        method: 'GET',
        url: '/dev/social/line/authorize?redirect_uri=%2F',
      });
      expect(page.statusCode).toBe(404);
    } finally {
      await real.close();
    }
    expect((await app.inject({ method: 'GET', url: '/dev/outbox' })).body).toContain(
      'กล่อง SMS (ระบบทดสอบ)',
    );
  });
});

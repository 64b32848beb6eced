import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomMobile, sellerPhone } from '../../../test/seller-phone';
import { buildTestApp, testDatabases } from '../../../test/test-databases';
import { createStaff } from '../../../test/test-sellers';
import type { DatabaseHandle } from '../../db/client';
import { sellerUsers } from '../../db/schema/sellers';

// Issue 37 §1, decision 0131: a person changes their own password or phone on "บัญชีของฉัน",
// proving the current password first; a new phone is proven by a code sent to it and belongs to
// one account. Either change ends every other session of the account.

describe.each(testDatabases())('own seller credentials on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let phone: ReturnType<typeof sellerPhone>;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    phone = sellerPhone(app);
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
  const account = async (id: number) =>
    (await database.db.select().from(sellerUsers).where(eq(sellerUsers.id, id)))[0];
  const signIn = async (username: string, password: string) => {
    const res = await phone.post('/api/seller/submit-login', { username, password });
    return { status: res.statusCode, auth: `Bearer ${res.json().token}` };
  };

  it('a wrong current password changes nothing (403, Thai); the right one changes it and ends other sessions', async () => {
    const member = await createStaff(database.db, 1, {});
    const other = await signIn(member.username, member.password);
    const before = await account(member.id);
    const wrong = await call('/api/seller/change-own-password', member.auth, {
      currentPassword: 'NotMine123',
      newPassword: 'BrandNew123',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toMatch(/[ก-๙]/);
    expect(await account(member.id)).toEqual(before);
    const ok = await call('/api/seller/change-own-password', member.auth, {
      currentPassword: member.password,
      newPassword: 'BrandNew123',
    });
    expect(ok.statusCode).toBe(200);
    expect((await call('/api/seller/my-account', member.auth)).statusCode).toBe(200);
    expect((await call('/api/seller/my-account', other.auth)).statusCode).toBe(401);
    expect((await signIn(member.username, 'BrandNew123')).status).toBe(200);
  });

  it('a new phone needs the current password and a code sent to that phone; a phone of another person is refused', async () => {
    const member = await createStaff(database.db, 1, {});
    const tel = randomMobile();
    const code = await phone.code(tel, 'register');
    const noPassword = await call('/api/seller/change-own-tel', member.auth, {
      currentPassword: 'NotMine123',
      tel,
      ...code,
    });
    expect(noPassword.statusCode).toBe(403);
    expect((await account(member.id)).tel).toBe('');
    const ok = await call('/api/seller/change-own-tel', member.auth, {
      currentPassword: member.password,
      tel,
      ...code,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const mine = (await call('/api/seller/my-account', member.auth)).json();
    expect(mine).toMatchObject({ tel, telVerified: true });
    // The phone now signs this person in; nobody else can take it.
    const someoneElse = await createStaff(database.db, 1, {});
    const theirs = await call('/api/seller/change-own-tel', someoneElse.auth, {
      currentPassword: someoneElse.password,
      tel,
      ...(await phone.code(tel, 'register').catch(() => ({ otp: '000000', otpToken: 'x' }))),
    });
    expect(theirs.statusCode).toBe(409);
    expect(theirs.json().code).toBe('TEL_TAKEN');
  });

  it('the seeded accounts keep signing in: owner, orders-only staff and admin', async () => {
    for (const [username, password] of [
      ['seller1', 'Seller123'],
      ['staff1', 'Staff1234'],
      ['admin', 'Admin12345'],
    ]) {
      expect((await signIn(username, password)).status, username).toBe(200);
    }
  });
});

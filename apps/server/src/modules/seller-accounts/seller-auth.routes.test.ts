import { ACL_FLAGS } from '@yangdee/contracts/seller-acl';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabases } from '../../../test/test-databases';
import { createStaff, DEMO_SELLERS, signInSeller } from '../../../test/test-sellers';
import type { DatabaseHandle } from '../../db/client';
import { sellerLoginLog } from '../../db/schema/sellers';

// Spec 7 "Seller" submit-login / logout, issue 14 §1: a session for the staff member's store with
// its info and ACL; logout revokes the token on the server; every attempt is recorded.

describe.each(testDatabases())('seller sign-in on $name', ({ open }) => {
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

  const login = (username: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/seller/submit-login',
      payload: { username, password },
    });

  it('the owner signs in to the head office with every permission and a branch switch', async () => {
    const session = await signInSeller(app, DEMO_SELLERS.owner);
    expect(session.info).toMatchObject({ sellerId: 1, user: 'seller1', isShowBranch: true });
    expect(ACL_FLAGS.every((flag) => session.acl[flag])).toBe(true);
  });

  it('staff1 gets only the order permissions', async () => {
    const session = await signInSeller(app, DEMO_SELLERS.staff);
    expect(session.acl.manageOrder).toBe(true);
    expect(session.acl.manageStaff).toBe(false);
  });

  it('a wrong password is refused in Thai and recorded with the address', async () => {
    const response = await login('seller1', 'Wrong12345');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: 'LOGIN_FAILED' });
    expect(response.json().message).toMatch(/[ก-๙]/);
    const rows = await database.db
      .select()
      .from(sellerLoginLog)
      .where(and(eq(sellerLoginLog.sellerUserId, 1), eq(sellerLoginLog.isSuccess, false)));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0].ip).not.toBe('');
  });

  it('ten failures lock the name even for the right password', async () => {
    const staff = await createStaff(database.db, 2, { manageOrder: true });
    for (let i = 0; i < 10; i++) await login(staff.username, 'Wrong12345');
    const locked = await login(staff.username, staff.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('ACCOUNT_LOCKED');
  });

  it('logout revokes the token on the server', async () => {
    const session = await signInSeller(app, DEMO_SELLERS.owner);
    const out = await app.inject({
      method: 'POST',
      url: '/api/seller/logout',
      headers: { authorization: session.auth },
    });
    expect(out.statusCode).toBe(200);
    const again = await app.inject({
      method: 'POST',
      url: '/api/seller/logout',
      headers: { authorization: session.auth },
    });
    expect(again.statusCode).toBe(401);
  });

  it('an invalid body from someone without a token is answered 401, not 400', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/seller/logout', payload: 'x' });
    expect(response.statusCode).toBe(401);
  });
});

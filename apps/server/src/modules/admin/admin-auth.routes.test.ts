import { randomBytes } from 'node:crypto';
import type { OperatorRole } from '@yangdee/contracts/operators';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAuth, operatorToken } from '../../../test/operator-session';
import { createCustomer } from '../../../test/test-customers';
import { testConfig, testDatabases } from '../../../test/test-databases';
import { DEMO_SELLERS, signInSeller } from '../../../test/test-sellers';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { operatorAuditLog, operatorSignIns, operators } from '../../db/schema/operators';
import { hashPassword } from '../../lib/passwords';
import { logOperatorAction, requireOperator } from './operator-auth';
import { revokeAllOperatorTokens } from './operator-tokens';

// Issue 32 item 4, decision 0142: the console's own accounts. Sign-in (same answer for an
// unknown name and a wrong password, the ten-failure lock), sign-out, "who am I", the guard by
// permission, the audit log, and the wall between operator, shop and customer tokens.

describe.each(testDatabases())('operator sign-in and guard on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    // The app plus a test-only area behind each permission, to try the guard on.
    app = await buildTestAppWithProbe(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const login = (username: string, password: string, remoteAddress = '203.0.113.9') =>
    app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username, password },
      remoteAddress,
    });
  const me = (authorization?: string) =>
    app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: authorization ? { authorization } : {},
    });

  /** A fresh operator of `role`, so tests that write never touch the demo accounts. */
  async function createOperator(role: OperatorRole, isActive = true) {
    const username = `op_${randomBytes(4).toString('hex')}`;
    const password = 'Passw0rdOperator';
    const [row] = await database.db
      .insert(operators)
      .values({
        username,
        name: 'ผู้ดูแล ทดสอบ',
        role,
        isActive,
        passwordHash: await hashPassword(password),
      })
      .returning({ id: operators.id });
    return { id: row.id, username, password };
  }

  it('signs a demo operator in with a token, the role and its permissions', async () => {
    const response = await login('support1', 'Support123');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toMatch(/^op-\d+\|/);
    expect(body.operator).toMatchObject({
      username: 'support1',
      role: 'support',
      permissions: ['shops', 'refunds', 'audit'],
    });
    const who = await me(`Bearer ${body.token}`);
    expect(who.statusCode).toBe(200);
    expect(who.json().operator).toEqual(body.operator);
  });

  it('answers an unknown name exactly as a wrong password, in Thai', async () => {
    const wrong = await login('operator1', 'Wrong12345');
    const unknown = await login(`nobody_${randomBytes(3).toString('hex')}`, 'Wrong12345');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toMatchObject({ code: 'LOGIN_FAILED', message: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง' });
  });

  it('does not sign in a shop account or a customer at the console', async () => {
    const shop = await login(DEMO_SELLERS.owner.username, DEMO_SELLERS.owner.password);
    expect(shop.statusCode).toBe(401);
    expect(shop.json().code).toBe('LOGIN_FAILED');
  });

  it('records every attempt with its address, and a success in the audit log', async () => {
    const operator = await createOperator('finance');
    await login(operator.username, 'Wrong12345', '198.51.100.7');
    const ok = await login(operator.username, operator.password, '198.51.100.7');
    expect(ok.statusCode).toBe(200);
    const attempts = await database.db
      .select()
      .from(operatorSignIns)
      .where(eq(operatorSignIns.operatorId, operator.id));
    expect(attempts.map((a) => [a.isSuccess, a.ip]).sort()).toEqual([
      [false, '198.51.100.7'],
      [true, '198.51.100.7'],
    ]);
    const audit = await database.db
      .select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.operatorId, operator.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'operator.login',
      targetType: 'operator',
      targetId: String(operator.id),
      ip: '198.51.100.7',
    });
  });

  it('locks a name after ten failures, even for the right password', async () => {
    const operator = await createOperator('support');
    for (let i = 0; i < 10; i++) await login(operator.username, 'Wrong12345');
    const locked = await login(operator.username, operator.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('ACCOUNT_LOCKED');
  });

  it('tells a switched-off operator so only when the password is right', async () => {
    const operator = await createOperator('support', false);
    const wrong = await login(operator.username, 'Wrong12345');
    expect(wrong.json().code).toBe('LOGIN_FAILED');
    const right = await login(operator.username, operator.password);
    expect(right.statusCode).toBe(403);
    expect(right.json().code).toBe('OPERATOR_DISABLED');
    expect(right.json().message).toMatch(/[ก-๙]/);
  });

  it('ends the session at logout, records it, and the token then opens nothing', async () => {
    const operator = await createOperator('owner');
    const { token } = (await login(operator.username, operator.password)).json();
    const out = await app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(200);
    expect((await me(`Bearer ${token}`)).statusCode).toBe(401);
    const again = await app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(again.statusCode).toBe(401);
    const actions = await database.db
      .select({ action: operatorAuditLog.action })
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.operatorId, operator.id))
      .orderBy(operatorAuditLog.id);
    expect(actions.map((a) => a.action)).toEqual(['operator.login', 'operator.logout']);
  });

  it('refuses calls without a token or with a made-up one, in Thai', async () => {
    const none = await me();
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('UNAUTHORIZED');
    const madeUp = await me('Bearer op-1|AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(madeUp.statusCode).toBe(401);
    expect(madeUp.json().code).toBe('TOKEN_INVALID');
  });

  it('stops every session of an operator who is switched off', async () => {
    const operator = await createOperator('finance');
    const { token } = (await login(operator.username, operator.password)).json();
    expect((await me(`Bearer ${token}`)).statusCode).toBe(200);
    await database.db
      .update(operators)
      .set({ isActive: false })
      .where(eq(operators.id, operator.id));
    expect((await me(`Bearer ${token}`)).statusCode).toBe(401);
    // And revoking ends them even if the account is switched on again.
    await database.db
      .update(operators)
      .set({ isActive: true })
      .where(eq(operators.id, operator.id));
    await revokeAllOperatorTokens(database.db, operator.id);
    expect((await me(`Bearer ${token}`)).statusCode).toBe(401);
  });

  it('lets each role through only to the areas of its permissions', async () => {
    const probe = async (role: OperatorRole, permission: string) =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/admin/test-probe/${permission}`,
          headers: { authorization: await operatorAuth(app, role) },
        })
      ).statusCode;
    expect(await probe('owner', 'operators')).toBe(200);
    expect(await probe('owner', 'shops')).toBe(200);
    expect(await probe('finance', 'payouts')).toBe(200);
    expect(await probe('finance', 'shops')).toBe(403);
    expect(await probe('finance', 'operators')).toBe(403);
    expect(await probe('support', 'shops')).toBe(200);
    expect(await probe('support', 'payouts')).toBe(403);
    const refused = await app.inject({
      method: 'GET',
      url: '/api/admin/test-probe/payouts',
      headers: { authorization: await operatorAuth(app, 'support') },
    });
    expect(refused.json()).toMatchObject({
      code: 'OPERATOR_FORBIDDEN',
      message: 'บัญชีผู้ดูแลระบบของคุณไม่มีสิทธิ์ใช้งานส่วนนี้',
    });
  });

  it('refuses a shop token and a customer token on /api/admin', async () => {
    const seller = await signInSeller(app, DEMO_SELLERS.admin);
    const customer = await createCustomer(database.db);
    for (const authorization of [seller.auth, customer.auth]) {
      const response = await me(authorization);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('TOKEN_INVALID');
    }
  });

  it('refuses an operator token on shop and customer calls', async () => {
    const authorization = await operatorAuth(app, 'owner');
    const shopCall = await app.inject({
      method: 'GET',
      url: '/api/seller/check-picture-profile',
      headers: { authorization },
    });
    expect(shopCall.statusCode).toBe(401);
    const customerCall = await app.inject({
      method: 'GET',
      url: '/api/user/get-profile',
      headers: { authorization },
    });
    expect(customerCall.statusCode).toBe(401);
    // The same secret with the shape of a shop's or a customer's token opens nothing either.
    const bare = authorization.replace('Bearer op-', 'Bearer ');
    for (const url of ['/api/seller/check-picture-profile', '/api/user/get-profile']) {
      const response = await app.inject({ method: 'GET', url, headers: { authorization: bare } });
      expect(response.statusCode).toBe(401);
    }
  });

  it('keeps only the hash of a token', async () => {
    const token = await operatorToken(app, 'finance');
    const secret = token.split('|')[1];
    const rows = await database.db.execute(
      sql`SELECT count(*)::int AS n FROM operator_tokens WHERE secret_hash = ${secret}`,
    );
    expect((rows.rows[0] as { n: number }).n).toBe(0);
  });

  it('writes an action with its operator, target, detail and address', async () => {
    const operator = await createOperator('support');
    await database.db.transaction(async (tx) => {
      await logOperatorAction(
        tx,
        { operatorId: operator.id, ip: '192.0.2.5' },
        {
          action: 'operator.role-change',
          targetType: 'operator',
          targetId: 42,
          detail: { before: 'support', after: 'finance', reason: 'ทดสอบ' },
        },
      );
    });
    const [row] = await database.db
      .select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.operatorId, operator.id))
      .orderBy(desc(operatorAuditLog.id));
    expect(row).toMatchObject({
      action: 'operator.role-change',
      targetType: 'operator',
      targetId: '42',
      ip: '192.0.2.5',
      detail: { before: 'support', after: 'finance', reason: 'ทดสอบ' },
    });
    expect(row.at).toBeInstanceOf(Date);
  });

  it('keeps the audit log append-only: the database refuses a change or a removal', async () => {
    const operator = await createOperator('support');
    await logOperatorAction(
      database.db,
      { operatorId: operator.id },
      { action: 'operator.enable' },
    );
    const mine = and(
      eq(operatorAuditLog.operatorId, operator.id),
      eq(operatorAuditLog.action, 'operator.enable'),
    );
    await expect(
      database.db.update(operatorAuditLog).set({ action: 'test.changed' }).where(mine),
    ).rejects.toThrow();
    await expect(database.db.delete(operatorAuditLog).where(mine)).rejects.toThrow();
    const rows = await database.db.select().from(operatorAuditLog).where(mine);
    expect(rows).toHaveLength(1);
  });

  it('writes nothing when the change around it is rolled back', async () => {
    const operator = await createOperator('support');
    await expect(
      database.db.transaction(async (tx) => {
        await logOperatorAction(tx, { operatorId: operator.id }, { action: 'operator.disable' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const rows = await database.db
      .select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.operatorId, operator.id));
    expect(rows).toEqual([]);
  });

  it('stops the server from starting when an /api/admin route forgets requireOperator', async () => {
    await expect(
      buildTestAppWith(database, (unguarded) => {
        unguarded.get('/api/admin/unguarded', async () => ({ ok: true }));
      }),
    ).rejects.toThrow(/requireOperator/);
  });
});

/** The test app plus GET /api/admin/test-probe/:permission behind that permission. */
async function buildTestAppWithProbe(database: DatabaseHandle): Promise<FastifyInstance> {
  return buildTestAppWith(database, (app) => {
    for (const permission of ['shops', 'payouts', 'operators'] as const) {
      app.get(
        `/api/admin/test-probe/${permission}`,
        { onRequest: requireOperator(permission) },
        async () => ({ ok: true }),
      );
    }
  });
}

async function buildTestAppWith(
  database: DatabaseHandle,
  addRoutes: (app: FastifyInstance) => void,
): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig(), database });
  addRoutes(app);
  await app.ready();
  return app;
}

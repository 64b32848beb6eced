import { randomBytes } from 'node:crypto';
import { ERRORS } from '@yangdee/contracts/errors';
import { type OperatorRole, permissionsOf } from '@yangdee/contracts/operators';
import { PASSWORD_RULES } from '@yangdee/contracts/validation';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestDatabase, testDatabases } from '../../../test/test-databases';
import { type DatabaseHandle, openPostgres } from '../../db/client';
import { operatorAuditLog, operators } from '../../db/schema/operators';
import type { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import type { AuthOperator } from './operator-auth';
import { issueOperatorToken } from './operator-tokens';
import { changeOperatorRole, setOperatorActive } from './operators.service';

// Issue 32 item 4 (decision 0144): the owner manages the console's team at /api/admin/operators —
// adds an operator with a first password typed twice, changes a role, switches an account off
// (its open sessions end at once) or on, sets a new password — and every change is in the audit
// log. Nobody changes their own role or switches themselves off, and two owners demoting each
// other at once leave one owner.
//
// "One active owner remains" is a rule over the whole operators table, and the PostgreSQL test
// database is shared with every other test file (whose owner operator1 must stay an owner). So
// this file runs against its own copy of the operator tables, in a schema of its own put first
// on the search path: the app reads and writes only this file's team, and everything else from
// the shared tables.

const TEAM_TABLES = ['operators', 'operator_tokens', 'operator_sign_ins', 'operator_audit_log'];

async function openIsolatedTeam(
  database: TestDatabase,
): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const schema = `team_${randomBytes(4).toString('hex')}`;
  const first = await database.open();
  const run = (text: string) => first.db.execute(sql.raw(text));
  await run(`create schema ${schema}`);
  for (const table of TEAM_TABLES) {
    await run(
      `create table ${schema}.${table} (like public.${table} including defaults including constraints)`,
    );
    await run(`alter table ${schema}.${table} add primary key (id)`);
  }
  await run(`create unique index operators_username_uq on ${schema}.operators (username)`);
  await run(
    `create unique index operator_tokens_secret_uq on ${schema}.operator_tokens (secret_hash)`,
  );
  if (first.kind === 'pglite') {
    await run(`set search_path to ${schema}, public`);
    return { handle: first, drop: () => first.close() };
  }
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.searchParams.set('options', `-c search_path=${schema},public`);
  const handle = await openPostgres(url.toString(), 4);
  return {
    handle,
    drop: async () => {
      await handle.close();
      await run(`drop schema ${schema} cascade`);
      await first.close();
    },
  };
}

describe.each(testDatabases())('operator management on $name', (database) => {
  let team: Awaited<ReturnType<typeof openIsolatedTeam>>;
  let app: FastifyInstance;
  let boss: { id: number; auth: string };

  const db = () => team.handle.db;

  /** An operator of the isolated team with a session. */
  async function member(role: OperatorRole, password = 'Member1234') {
    const username = `m_${randomBytes(4).toString('hex')}`;
    const [row] = await db()
      .insert(operators)
      .values({
        username,
        name: `ทีม ${username}`,
        role,
        passwordHash: await hashPassword(password),
      })
      .returning({ id: operators.id });
    const auth = `Bearer ${await issueOperatorToken(db(), row.id, '127.0.0.1')}`;
    return { id: row.id, username, password, auth };
  }

  const call = (method: 'GET' | 'POST', url: string, auth: string, payload?: object) =>
    app.inject({
      method,
      url: `/api/admin/${url}`,
      headers: { authorization: auth },
      ...(payload ? { payload } : method === 'POST' ? { payload: {} } : {}),
    });
  const login = (username: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/admin/login', payload: { username, password } });
  const auditOf = (targetId: number) =>
    db()
      .select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.targetId, String(targetId)))
      .orderBy(operatorAuditLog.id);
  const activeOwners = async () =>
    (
      await db()
        .select({ n: count() })
        .from(operators)
        .where(and(eq(operators.role, 'owner'), eq(operators.isActive, true)))
    )[0].n;

  beforeAll(async () => {
    team = await openIsolatedTeam(database);
    app = await buildTestApp(team.handle);
    const owner = await member('owner');
    boss = { id: owner.id, auth: owner.auth };
  });
  afterAll(async () => {
    await app?.close();
    await team?.drop();
  });

  it('adds an operator with a first password typed twice, who then signs in with it', async () => {
    const username = `new_${randomBytes(3).toString('hex')}`;
    const added = await call('POST', 'operators', boss.auth, {
      username,
      name: 'น้องใหม่ ดูแลร้าน',
      role: 'support',
      password: 'Support999',
      confirmPassword: 'Support999',
    });
    expect(added.statusCode, added.body).toBe(200);
    const { operator } = added.json();
    expect(operator).toMatchObject({
      username,
      name: 'น้องใหม่ ดูแลร้าน',
      role: 'support',
      isActive: true,
      lastSignInAt: null,
    });

    const [log] = await auditOf(operator.operatorId);
    expect(log).toMatchObject({ action: 'operator.create', operatorId: boss.id });
    expect(log.detail).toEqual({ username, name: 'น้องใหม่ ดูแลร้าน', role: 'support' });
    expect(JSON.stringify(log.detail)).not.toContain('Support999');

    const signedIn = await login(username, 'Support999');
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().operator.permissions).toEqual(['shops', 'refunds', 'audit']);
    const list = await call('GET', 'operators', boss.auth);
    const row = list.json().operators.find((o: { username: string }) => o.username === username);
    expect(Date.parse(row.lastSignInAt)).not.toBeNaN();
  });

  it('refuses a taken user name, a weak password, two different passwords and an unknown role, adding nobody', async () => {
    const taken = await member('support');
    const [{ n: before }] = await db().select({ n: count() }).from(operators);
    const body = {
      username: `ok_${randomBytes(3).toString('hex')}`,
      name: 'ทดสอบ',
      role: 'finance',
      password: 'Finance999',
      confirmPassword: 'Finance999',
    };

    const dup = await call('POST', 'operators', boss.auth, { ...body, username: taken.username });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      code: 'USERNAME_TAKEN',
      fieldErrors: { username: ['ชื่อผู้ใช้นี้มีผู้ใช้แล้ว กรุณาเลือกชื่ออื่น'] },
    });

    const weak = await call('POST', 'operators', boss.auth, {
      ...body,
      password: 'abc',
      confirmPassword: 'abc',
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().fieldErrors.password).toEqual(
      PASSWORD_RULES.filter((rule) => !rule.test('abc')).map((rule) => rule.message),
    );

    const mismatch = await call('POST', 'operators', boss.auth, {
      ...body,
      confirmPassword: 'Finance998',
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().fieldErrors.confirmPassword).toEqual(['รหัสผ่านทั้งสองช่องไม่ตรงกัน']);

    const role = await call('POST', 'operators', boss.auth, { ...body, role: 'god' });
    expect(role.statusCode).toBe(422);
    expect(role.json().fieldErrors.role).toEqual(['กรุณาเลือกบทบาท']);

    const badName = await call('POST', 'operators', boss.auth, { ...body, username: 'ชื่อไทย' });
    expect(badName.statusCode).toBe(422);

    const [{ n: after }] = await db().select({ n: count() }).from(operators);
    expect(after).toBe(before);
  });

  it('changes a role: the operator’s next call has the new permissions, and the log keeps before and after', async () => {
    const person = await member('support');
    expect((await call('GET', 'books?from=2031-01&to=2031-01', person.auth)).statusCode).toBe(403);

    const changed = await call('POST', `operators/${person.id}/role`, boss.auth, {
      role: 'finance',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().operator.role).toBe('finance');
    const me = await call('GET', 'me', person.auth);
    expect(me.json().operator).toMatchObject({ role: 'finance' });
    expect((await call('GET', 'books?from=2031-01&to=2031-01', person.auth)).statusCode).toBe(200);

    // The same role again changes nothing and writes nothing.
    const again = await call('POST', `operators/${person.id}/role`, boss.auth, { role: 'finance' });
    expect(again.statusCode).toBe(200);
    const log = await auditOf(person.id);
    expect(log.map((l) => [l.action, l.detail.before, l.detail.after])).toEqual([
      ['operator.role-change', 'support', 'finance'],
    ]);
  });

  it('switching an operator off ends its open sessions at once and keeps it out; switching it on lets it back', async () => {
    const person = await member('support', 'Support555');
    const session = await login(person.username, 'Support555');
    const console = `Bearer ${session.json().token}`;
    expect((await call('GET', 'me', console)).statusCode).toBe(200);

    const off = await call('POST', `operators/${person.id}/disable`, boss.auth);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().operator.isActive).toBe(false);
    for (const auth of [console, person.auth]) {
      const refused = await call('GET', 'me', auth);
      expect(refused.statusCode).toBe(401);
    }
    const kept = await login(person.username, 'Support555');
    expect(kept.statusCode).toBe(403);
    expect(kept.json().message).toBe(ERRORS.OPERATOR_DISABLED.message);

    const on = await call('POST', `operators/${person.id}/enable`, boss.auth);
    expect(on.json().operator.isActive).toBe(true);
    expect((await login(person.username, 'Support555')).statusCode).toBe(200);
    // Switched on, the old sessions stay ended.
    expect((await call('GET', 'me', console)).statusCode).toBe(401);

    const log = await auditOf(person.id);
    expect(log.map((l) => l.action).filter((a) => a !== 'operator.login')).toEqual([
      'operator.disable',
      'operator.enable',
    ]);
  });

  it('sets a new password that ends the operator’s sessions; the owner’s own new password keeps their session', async () => {
    const person = await member('finance', 'Finance111');
    const mismatch = await call('POST', `operators/${person.id}/password`, boss.auth, {
      password: 'Finance222',
      confirmPassword: 'Finance223',
    });
    expect(mismatch.statusCode).toBe(422);
    expect((await call('GET', 'me', person.auth)).statusCode).toBe(200);

    const reset = await call('POST', `operators/${person.id}/password`, boss.auth, {
      password: 'Finance222',
      confirmPassword: 'Finance222',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await call('GET', 'me', person.auth)).statusCode).toBe(401);
    expect((await login(person.username, 'Finance111')).statusCode).toBe(401);
    expect((await login(person.username, 'Finance222')).statusCode).toBe(200);
    const [log] = await auditOf(person.id);
    expect(log.action).toBe('operator.password-reset');
    expect(JSON.stringify(log.detail)).not.toContain('Finance222');

    const own = await call('POST', `operators/${boss.id}/password`, boss.auth, {
      password: 'Owner12345',
      confirmPassword: 'Owner12345',
    });
    expect(own.statusCode).toBe(200);
    expect((await call('GET', 'me', boss.auth)).statusCode).toBe(200);
  });

  it('refuses an owner switching themselves off or changing their own role', async () => {
    for (const [url, payload] of [
      [`operators/${boss.id}/disable`, {}],
      [`operators/${boss.id}/role`, { role: 'support' }],
    ] as const) {
      const refused = await call('POST', url, boss.auth, payload);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        code: 'OPERATOR_SELF_CHANGE',
        message: ERRORS.OPERATOR_SELF_CHANGE.message,
      });
    }
    const me = await call('GET', 'me', boss.auth);
    expect(me.json().operator.role).toBe('owner');
  });

  it('answers an operator that does not exist with a Thai not-found', async () => {
    const missing = await call('POST', 'operators/2147483000/disable', boss.auth);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('ไม่พบผู้ดูแลระบบนี้');
  });

  it('lets only the owner role manage operators', async () => {
    for (const role of ['finance', 'support'] as const) {
      const person = await member(role);
      expect((await call('GET', 'operators', person.auth)).statusCode).toBe(403);
    }
  });

  it('leaves one active owner when the last two demote or switch off each other at once', async () => {
    // Only boss and a deputy are active owners of this team.
    await db()
      .update(operators)
      .set({ isActive: false })
      .where(and(eq(operators.role, 'owner'), sql`${operators.id} <> ${boss.id}`));
    const deputy = await member('owner');
    const actor = (operatorId: number): AuthOperator => ({
      operatorId,
      username: '',
      name: '',
      role: 'owner',
      permissions: permissionsOf('owner'),
      tokenId: 0,
      ip: '127.0.0.1',
    });
    const act = (move: 'role' | 'disable', by: number, target: number) =>
      (move === 'role'
        ? changeOperatorRole(db(), actor(by), target, 'finance')
        : setOperatorActive(db(), actor(by), target, false)
      ).then(
        () => 'done',
        (error: AppError) => error.code,
      );
    const bothOwnersAgain = () =>
      db()
        .update(operators)
        .set({ role: 'owner', isActive: true })
        .where(inArray(operators.id, [boss.id, deputy.id]));

    // Each pair of moves at once, past the guard (both were owners when they asked): the
    // second to take the lock finds no other owner.
    for (const [first, second] of [
      ['role', 'role'],
      ['disable', 'disable'],
      ['role', 'disable'],
      ['disable', 'role'],
    ] as const) {
      await bothOwnersAgain();
      expect(await activeOwners()).toBe(2);
      const outcomes = await Promise.all([
        act(first, boss.id, deputy.id),
        act(second, deputy.id, boss.id),
      ]);
      expect(outcomes.sort(), `${first}/${second}`).toEqual(['OPERATOR_LAST_OWNER', 'done']);
      expect(await activeOwners()).toBe(1);
    }

    // Through the API as well: one wins; the other is refused, by the rule or, when it came
    // second to the guard, because it no longer is an active owner.
    await bothOwnersAgain();
    const deputyAuth = `Bearer ${await issueOperatorToken(db(), deputy.id, '127.0.0.1')}`;
    const bossAuth = `Bearer ${await issueOperatorToken(db(), boss.id, '127.0.0.1')}`;
    const answers = await Promise.all([
      call('POST', `operators/${deputy.id}/disable`, bossAuth),
      call('POST', `operators/${boss.id}/role`, deputyAuth, { role: 'support' }),
    ]);
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => [401, 403, 422].includes(code))).toHaveLength(1);
    expect(await activeOwners()).toBe(1);
  });
});

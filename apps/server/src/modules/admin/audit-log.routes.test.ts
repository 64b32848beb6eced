import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAuth } from '../../../test/operator-session';
import { buildTestApp, testDatabases } from '../../../test/test-databases';
import { DEMO_SELLERS, signInSeller } from '../../../test/test-sellers';
import type { DatabaseHandle } from '../../db/client';
import { operatorAuditLog, operators } from '../../db/schema/operators';

// Issue 32 item 4: the audit log at /admin/audit, newest first, by operator, action and Bangkok
// calendar day, 50 a page. Rows are written with fixed times (never today's date).

describe.each(testDatabases())('the operator audit log on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let operatorId: number;
  let auth: string;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    const [row] = await database.db
      .insert(operators)
      .values({
        username: `audit_${randomBytes(4).toString('hex')}`,
        name: 'ผู้ตรวจ ทดสอบ',
        role: 'support',
        passwordHash: 'x',
      })
      .returning({ id: operators.id });
    operatorId = row.id;
    const write = (action: string, at: string, targetId = '') =>
      database.db
        .insert(operatorAuditLog)
        .values({ operatorId, action, at: new Date(at), targetType: 'store', targetId });
    // 00:30 on 2 March in Bangkok is still 1 March in UTC.
    await write('shop.approve', '2026-03-01T17:30:00Z', '11');
    await write('shop.suspend', '2026-03-01T16:59:00Z', '12');
    await write('shop.approve', '2026-03-05T03:00:00Z', '13');
    for (let i = 0; i < 55; i++) {
      await write(
        'test.bulk',
        `2026-04-01T0${Math.floor(i / 10)}:${String(i % 60).padStart(2, '0')}:00Z`,
      );
    }
    auth = await operatorAuth(app, 'finance');
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const read = (query: string, authorization = auth) =>
    app.inject({ method: 'GET', url: `/api/admin/audit?${query}`, headers: { authorization } });

  it('lists an operator’s actions newest first, with who did them', async () => {
    const response = await read(`operatorId=${operatorId}&to=2026-03-31`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.items.map((item: { targetId: string }) => item.targetId)).toEqual([
      '13',
      '11',
      '12',
    ]);
    expect(body.items[0]).toMatchObject({
      operatorName: 'ผู้ตรวจ ทดสอบ',
      action: 'shop.approve',
      at: '2026-03-05T03:00:00.000Z',
    });
    expect(body.operators).toContainEqual({ operatorId, name: 'ผู้ตรวจ ทดสอบ' });
  });

  it('reads days as Bangkok calendar days', async () => {
    const second = (await read(`operatorId=${operatorId}&from=2026-03-02&to=2026-03-02`)).json();
    expect(second.items.map((item: { targetId: string }) => item.targetId)).toEqual(['11']);
    const first = (await read(`operatorId=${operatorId}&from=2026-03-01&to=2026-03-01`)).json();
    expect(first.items.map((item: { targetId: string }) => item.targetId)).toEqual(['12']);
  });

  it('filters by action', async () => {
    const body = (await read(`operatorId=${operatorId}&action=shop.approve`)).json();
    expect(body.total).toBe(2);
    expect(body.items.every((item: { action: string }) => item.action === 'shop.approve')).toBe(
      true,
    );
  });

  it('pages 50 at a time', async () => {
    const first = (await read(`operatorId=${operatorId}&action=test.bulk`)).json();
    expect(first).toMatchObject({ total: 55, page: 1, pageSize: 50 });
    expect(first.items).toHaveLength(50);
    const second = (await read(`operatorId=${operatorId}&action=test.bulk&page=2`)).json();
    expect(second.items).toHaveLength(5);
    const ids = new Set([...first.items, ...second.items].map((item: { id: number }) => item.id));
    expect(ids.size).toBe(55);
  });

  it('refuses a backwards range in Thai', async () => {
    const response = await read('from=2026-03-05&to=2026-03-01');
    expect(response.statusCode).toBe(422);
    expect(JSON.stringify(response.json())).toContain('วันที่เริ่มต้นต้องไม่อยู่หลังวันที่สิ้นสุด');
  });

  it('is open to no one without an operator token', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/admin/audit' })).statusCode).toBe(401);
    const seller = await signInSeller(app, DEMO_SELLERS.admin);
    expect((await read('', seller.auth)).statusCode).toBe(401);
  });
});

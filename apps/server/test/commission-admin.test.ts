import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/client';
import { operatorAuditLog } from '../src/db/schema/operators';
import { incomeShop, insertAwaitingOrder, moveOrder } from './income-fixtures';
import { operatorToken } from './operator-session';
import { testConfig, testDatabases } from './test-databases';

// Issue 32 items 3-5 in the console (decision 0141): an operator with `commission` sets a shop's
// rate (audit-logged) and runs the month's pass; one without it is refused; `books` reads the
// balance. The app's clock is pinned to 2031-02-10.

const NOW = new Date('2031-02-10T03:00:00Z');

describe.each(testDatabases())('commission and books in the console ($name)', ({ open }) => {
  let h: DatabaseHandle;
  let app: FastifyInstance;
  let shop: Awaited<ReturnType<typeof incomeShop>>;
  const req = async (
    method: 'GET' | 'POST',
    url: string,
    role: 'owner' | 'finance' | 'support',
    payload?: object,
  ) =>
    app.inject({
      method,
      url: `/api/admin/${url}`,
      headers: { authorization: `Bearer ${await operatorToken(app, role)}` },
      payload,
    });

  beforeAll(async () => {
    h = await open();
    app = await buildApp({ config: testConfig(), database: h, clock: () => NOW });
    await app.ready();
    shop = await incomeShop(h.db);
    const id = await insertAwaitingOrder(h.db, {
      storeId: shop.owner.storeId,
      offerId: shop.headOffer,
      quantity: 1,
      unitSatang: 500_000,
    });
    await moveOrder(h.db, id, 'PAYMENT_CONFIRMED', new Date('2031-01-15T03:00:00Z'));
  });
  afterAll(async () => {
    await app?.close();
    await h?.close();
  });

  it('sets a rate with its history and writes the audit log; support may not', async () => {
    const refused = await req('POST', 'commission-rates', 'support', {
      storeId: shop.owner.storeId,
      ratePercent: 4,
    });
    expect(refused.statusCode).toBe(403);
    const bad = await req('POST', 'commission-rates', 'owner', {
      storeId: shop.owner.storeId,
      ratePercent: 80,
    });
    expect(bad.statusCode).toBe(422);
    const set = await req('POST', 'commission-rates', 'finance', {
      storeId: shop.owner.storeId,
      ratePercent: 4.5,
      note: 'โปรโมชันร้านใหม่',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ currentBp: 450, history: [{ rateBp: 450 }] });
    const log = await h.db
      .select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.action, 'commission.rate-set'));
    expect(log.map((l) => l.targetId)).toContain(String(shop.owner.storeId));
  });

  it('runs the month pass once and lists the month; reads the books balance', async () => {
    const first = await req('POST', 'commission-documents/issue', 'finance', { month: '2031-01' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().issued).toBeGreaterThanOrEqual(1);
    const again = await req('POST', 'commission-documents/issue', 'finance', { month: '2031-01' });
    expect(again.json().issued).toBe(0);
    const early = await req('POST', 'commission-documents/issue', 'owner', { month: '2031-02' });
    expect(early.statusCode).toBe(422);
    const list = await req('GET', 'commission-documents?month=2031-01', 'finance');
    expect(list.json().documents.map((d: { storeId: number }) => d.storeId)).toContain(
      shop.owner.storeId,
    );
    expect((await req('GET', 'commission-documents?month=2031-01', 'support')).statusCode).toBe(
      403,
    );
    const books = await req(
      'GET',
      `books?from=2031-01&to=2031-01&storeId=${shop.owner.storeId}`,
      'finance',
    );
    expect(books.statusCode, books.body).toBe(200);
    expect(books.json().total).toMatchObject({ paidIn: 500_000, difference: 0 });
  });

  it('reads one issued document for the console’s print page; an unknown one is not found', async () => {
    const list = await req('GET', 'commission-documents?month=2031-01', 'finance');
    const listed = list
      .json()
      .documents.find((d: { storeId: number }) => d.storeId === shop.owner.storeId);
    const one = await req('GET', `commission-documents/${listed.id}`, 'finance');
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({
      id: listed.id,
      docNo: listed.docNo,
      storeId: shop.owner.storeId,
      month: '2031-01',
      total: listed.total,
      vat: listed.vat,
    });
    expect(one.json().lines.length).toBeGreaterThan(0);
    const missing = await req('GET', 'commission-documents/2147483000', 'owner');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('ไม่พบเอกสาร');
    expect((await req('GET', `commission-documents/${listed.id}`, 'support')).statusCode).toBe(403);
  });
});

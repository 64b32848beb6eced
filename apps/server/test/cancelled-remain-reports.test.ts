import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { rebuildSummaries } from '../src/modules/ledger/daily-summaries';
import { bangkok, createReportShop, paidReportOrder, type ReportShop } from './report-fixtures';
import { buildTestApp, testDatabases } from './test-databases';

// Issue 37: the remainder of a deposit order is paid at the shop at the fitting; an order the shop
// cancelled after the online deposit never brings it. The sale and customer reports do not count
// it as money received, and the running day summaries stay equal to a rebuild.

const MAY = { fromDate: '2025-05-01', toDate: '2025-05-31' };
type Report = { rows: Record<string, string | number | null>[]; totals: Record<string, number> };

describe.each(testDatabases())('reports after a cancelled deposit order on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let shop: ReportShop;
  let kept: Awaited<ReturnType<typeof paidReportOrder>>;
  let cancelled: Awaited<ReturnType<typeof paidReportOrder>>;

  const report = async (kind: string): Promise<Report> => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/seller/get-report-${kind}`,
      headers: { authorization: shop.ownerAuth },
      payload: MAY,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    shop = await createReportShop(database.db);
    const spec = {
      storeId: shop.headId,
      productId: shop.productIds[0],
      sellerProductId: shop.offers[shop.headId][0],
      quantity: 4,
      unitPriceSatang: 250_000,
      depositSatang: 100_000,
    };
    kept = await paidReportOrder(database.db, { ...spec, paidAt: bangkok('2025-05-10T10:00') });
    cancelled = await paidReportOrder(database.db, {
      ...spec,
      paidAt: bangkok('2025-05-11T10:00'),
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/seller/cancel-order',
      headers: { authorization: shop.ownerAuth },
      payload: { id: cancelled.id, reasonCode: 'OTHER', reasonText: 'ลูกค้ายกเลิกนัด' },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('sale: the cancelled order shows no remainder, and the totals add up the rows', async () => {
    const sale = await report('sale');
    const byNo = new Map(sale.rows.map((r) => [r.orderNo, r]));
    expect(byNo.get(kept.orderNo)).toMatchObject({ remain: 9_000, paidNow: 1_000 });
    expect(byNo.get(cancelled.orderNo)).toMatchObject({ remain: 0, paidNow: 1_000 });
    expect(sale.totals.remain).toBe(9_000);
    expect(sale.totals.paidNow).toBe(2_000);
  });

  it('customer: spend leaves out the remainder the cancelled order never brought', async () => {
    const customer = await report('customer');
    expect(customer.totals.total).toBe(10_000 + 1_000);
    expect(customer.rows.map((r) => Number(r.total)).sort((a, b) => a - b)).toEqual([
      1_000, 10_000,
    ]);
  });

  it('the running day summaries equal a rebuild after the cancel', async () => {
    const before = await report('sale');
    await rebuildSummaries(database.db, shop.headId);
    const after = await report('sale');
    expect(after.totals).toEqual(before.totals);
  });
});

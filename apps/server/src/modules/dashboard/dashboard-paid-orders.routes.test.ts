import type {
  DashboardPopularResponse,
  DashboardRankingResponse,
  DashboardResponse,
} from '@yangdee/contracts/dashboard';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incomeOffer, insertAwaitingOrder, moveOrder } from '../../../test/income-fixtures';
import { createStore } from '../../../test/offer-fixtures';
import { createOwnedStore, type StoreOwner } from '../../../test/store-setup-fixtures';
import { buildTestApp, testDatabases } from '../../../test/test-databases';
import type { DatabaseHandle } from '../../db/client';
import { rebuildSummaries } from '../ledger/daily-summaries';
import { applyOrderEvent } from '../orders/order-lifecycle';

// Issue 17 §3 through real paid orders: orders moved by the lifecycle (payment, the staff's
// confirmation, a cancel after payment) write the ledger and the daily summaries, and the
// dashboard's figures are those orders' — before and after a rebuild of the summaries.

const bkk = (local: string) => new Date(`${local}+07:00`);
const RANGE = { fromDate: '2025-12-01', toDate: '2025-12-31' };

describe.each(testDatabases())('the dashboard over real paid orders on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let owner: StoreOwner;
  let storeId: number;

  const call = async <T>(url: string) => {
    const response = await app.inject({
      method: 'POST',
      url,
      payload: RANGE,
      headers: { authorization: owner.auth },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    const db = database.db;
    storeId = (await createStore(db, { name: 'ร้านยางคำสั่งซื้อจริง', latitude: 13.7, longitude: 100.5 }))
      .id;
    owner = await createOwnedStore(db, { storeId });
    const offerId = await incomeOffer(db, storeId);
    const staff = { kind: 'staff' as const, id: owner.ownerId, name: 'เจ้าของ ทดสอบ' };
    const paid = async (spec: Parameters<typeof insertAwaitingOrder>[1], at: string) => {
      const id = await insertAwaitingOrder(db, spec);
      await moveOrder(db, id, 'PAYMENT_CONFIRMED', bkk(at));
      await db.transaction((tx) =>
        applyOrderEvent(tx, {
          orderId: id,
          event: 'SELLER_CONFIRM_ORDER',
          actor: staff,
          now: bkk(at),
        }),
      );
      return id;
    };
    // A fitting (4 tyres × 2,500), a delivery paid by deposit (2 × 3,000.50, 1,000 online), and a
    // fitting cancelled after payment; 23:30 on 31 Dec in Bangkok still counts in December.
    await paid({ storeId, offerId, quantity: 4 }, '2025-12-05T10:00:00');
    await paid(
      { storeId, offerId, orderType: 2, quantity: 2, unitSatang: 300_050, paidNowSatang: 100_000 },
      '2025-12-31T23:30:00',
    );
    const cancelled = await paid({ storeId, offerId, quantity: 1 }, '2025-12-10T09:00:00');
    await moveOrder(db, cancelled, 'SELLER_CANCEL_ORDER', bkk('2025-12-11T09:00:00'));
    // Paid on 1 January in Bangkok (17:30 UTC on 31 Dec): not December's.
    await paid({ storeId, offerId, quantity: 2 }, '2026-01-01T00:30:00');
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  async function expectDecemberFigures() {
    const body = await call<DashboardResponse>('/api/seller/get-dashboard');
    expect(body.summary).toEqual({
      sales: 16001,
      orders: 2,
      averageOrder: 8000.5,
      tyres: 6,
      cancelledOrders: 1,
      cancelledSales: 2500,
    });
    expect(body.byType).toEqual([
      { orderType: 1, orders: 1, sales: 10000 },
      { orderType: 2, orders: 1, sales: 6001 },
    ]);
    expect(body.series.find((p) => p.date === '2025-12-31')).toMatchObject({ sales: 6001 });
    const ranking = await call<DashboardRankingResponse>('/api/seller/get-dashboard-ranking-sale');
    expect(ranking).toEqual({
      kind: 'STAFF',
      rankingList: [{ id: owner.ownerId, name: 'เจ้าของ ทดสอบ', orders: 2, sales: 16001 }],
    });
    const sizes = await call<DashboardPopularResponse>(
      '/api/seller/get-dashboard-popular-tire-size',
    );
    expect(sizes.itemList.map((s) => [s.qty, s.sales])).toEqual([[6, 16001]]);
  }

  it('shows the month’s paid orders as the lifecycle recorded them', async () => {
    await expectDecemberFigures();
  });

  it('shows the same figures after the summaries are rebuilt from the orders', async () => {
    await rebuildSummaries(database.db, storeId);
    await expectDecemberFigures();
  });
});

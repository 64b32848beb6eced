import type {
  DashboardPopularResponse,
  DashboardRankingResponse,
  DashboardResponse,
} from '@yangdee/contracts/dashboard';
import { RANGE_ORDER_MESSAGE, RANGE_TOO_LONG_MESSAGE } from '@yangdee/contracts/date-range';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createStore } from '../../../test/offer-fixtures';
import { createOwnedStore, type StoreOwner } from '../../../test/store-setup-fixtures';
import { buildTestApp, testDatabases } from '../../../test/test-databases';
import { createStaff } from '../../../test/test-sellers';
import type { DatabaseHandle } from '../../db/client';
import { storeDailyProductSales, storeDailySales } from '../../db/schema/income';
import { stores } from '../../db/schema/stores';

// Issue 17 §3: the dashboard's figures, read from the per-day summary tables, for the store
// signed in and its branches only (an owner may narrow to one branch); bad ranges get a Thai
// 422 (the house’s validation answer) and a range with no sales answers zeros. The summary rows are written straight in here
// (what the income writers keep); dashboard-paid-orders.routes.test.ts goes through real orders.

const NOV = { fromDate: '2025-11-01', toDate: '2025-11-30' };

describe.each(testDatabases())('the shop’s dashboard on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let owner: StoreOwner;
  let headId: number;
  let branchId: number;
  let otherId: number;
  let p1: number;
  let p2: number;

  const post = (url: string, payload: object, auth = owner.auth) =>
    app.inject({ method: 'POST', url, payload, headers: { authorization: auth } });
  const dashboard = async (payload: object, auth = owner.auth) => {
    const response = await post('/api/seller/get-dashboard', payload, auth);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as DashboardResponse;
  };
  const popular = async (kind: string, payload: object) => {
    const response = await post(`/api/seller/get-dashboard-popular-tire-${kind}`, payload);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as DashboardPopularResponse).itemList;
  };

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    const db = database.db;
    const at = { latitude: 13.7, longitude: 100.5 };
    headId = (await createStore(db, { name: 'ร้านยางแดชบอร์ด', ...at })).id;
    branchId = (await createStore(db, { name: 'ร้านยางแดชบอร์ด', ...at })).id;
    await db
      .update(stores)
      .set({ parentStoreId: headId, branchName: 'สาขารังสิต' })
      .where(eq(stores.id, branchId));
    otherId = (await createStore(db, { name: 'ร้านอื่น', ...at })).id;
    owner = await createOwnedStore(db, { storeId: headId });
    p1 = await createProduct(db);
    p2 = await createProduct(db);
    const day = (
      storeId: number,
      d: string,
      orderType: number,
      v: Partial<typeof storeDailySales.$inferInsert>,
    ) => ({ storeId, day: d, orderType, ...v });
    await db.insert(storeDailySales).values([
      day(headId, '2025-11-03', 1, {
        orders: 3,
        salesSatang: 300_000,
        cancelledOrders: 1,
        cancelledSatang: 100_000,
      }),
      day(headId, '2025-11-03', 2, { orders: 1, salesSatang: 150_050 }),
      day(branchId, '2025-11-10', 1, { orders: 2, salesSatang: 500_000 }),
      // Outside the month, and another shop's: never counted.
      day(headId, '2025-10-31', 1, { orders: 5, salesSatang: 999_900 }),
      day(otherId, '2025-11-05', 1, { orders: 7, salesSatang: 700_000 }),
    ]);
    const sold = (
      storeId: number,
      d: string,
      productId: number,
      qty: number,
      salesSatang: number,
    ) => ({ storeId, day: d, productId, qty, salesSatang });
    await db
      .insert(storeDailyProductSales)
      .values([
        sold(headId, '2025-11-03', p1, 4, 400_000),
        sold(headId, '2025-11-04', p2, 2, 300_000),
        sold(branchId, '2025-11-10', p2, 4, 500_000),
        sold(headId, '2025-10-31', p1, 50, 5_000_000),
        sold(otherId, '2025-11-05', p1, 100, 10_000_000),
      ]);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('adds up the month of the store and its branches, cancelled-after-payment orders taken out', async () => {
    const body = await dashboard(NOV);
    expect(body.summary).toEqual({
      sales: 8500.5,
      orders: 5,
      averageOrder: 1700.1,
      tyres: 10,
      cancelledOrders: 1,
      cancelledSales: 1000,
    });
    expect(body.byType).toEqual([
      { orderType: 1, orders: 4, sales: 7000 },
      { orderType: 2, orders: 1, sales: 1500.5 },
    ]);
    expect(body.stores.map((s) => s.id)).toEqual([headId, branchId]);
    expect(body.stores[1].name).toBe('ร้านยางแดชบอร์ด สาขารังสิต');
  });

  it('draws a month day by day, every day present, and a long range by week or month', async () => {
    const body = await dashboard(NOV);
    expect(body.bucket).toBe('day');
    expect(body.series).toHaveLength(30);
    expect(body.series.find((p) => p.date === '2025-11-03')).toEqual({
      date: '2025-11-03',
      sales: 3500.5,
      orders: 3,
    });
    expect(body.series.find((p) => p.date === '2025-11-10')).toEqual({
      date: '2025-11-10',
      sales: 5000,
      orders: 2,
    });
    expect(body.series.reduce((sum, p) => sum + p.sales, 0)).toBeCloseTo(body.summary.sales, 2);

    const year = await dashboard({ fromDate: '2025-01-01', toDate: '2025-12-31' });
    expect(year.bucket).toBe('week');
    // Monday 3 Nov 2025 starts the week holding the 3rd and the 4th.
    expect(year.series.find((p) => p.date === '2025-11-03')?.sales).toBe(3500.5);
    const twoYears = await dashboard({ fromDate: '2024-12-01', toDate: '2026-11-30' });
    expect(twoYears.bucket).toBe('month');
    expect(twoYears.series).toHaveLength(24);
    expect(twoYears.series.find((p) => p.date === '2025-10-01')?.sales).toBe(9999);
    expect(twoYears.series.find((p) => p.date === '2025-11-01')?.sales).toBe(8500.5);
  });

  it('narrows to one branch of the owner, and refuses another shop’s store as not found', async () => {
    const branch = await dashboard({ ...NOV, branchId });
    expect(branch.summary).toMatchObject({ sales: 5000, orders: 2, tyres: 4 });
    const other = await post('/api/seller/get-dashboard', { ...NOV, branchId: otherId });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('ไม่พบสาขานี้');
  });

  it('answers zeros for a range with no sales', async () => {
    const body = await dashboard({ fromDate: '2024-01-01', toDate: '2024-01-31' });
    expect(body.summary).toEqual({
      sales: 0,
      orders: 0,
      averageOrder: 0,
      tyres: 0,
      cancelledOrders: 0,
      cancelledSales: 0,
    });
    expect(body.series).toHaveLength(31);
    expect(body.series.every((p) => p.sales === 0 && p.orders === 0)).toBe(true);
    expect(await popular('product', { fromDate: '2024-01-01', toDate: '2024-01-31' })).toEqual([]);
  });

  it.each([
    [
      'a start after the end',
      { fromDate: '2025-11-30', toDate: '2025-11-01' },
      RANGE_ORDER_MESSAGE,
    ],
    ['over five years', { fromDate: '2020-01-01', toDate: '2025-11-30' }, RANGE_TOO_LONG_MESSAGE],
    ['no start', { toDate: '2025-11-30' }, 'กรุณาเลือกวันที่'],
    ['a date that does not exist', { fromDate: '2025-02-30', toDate: '2025-11-30' }, 'วันที่ไม่ถูกต้อง'],
  ])('refuses %s with a Thai message on every dashboard call', async (_, payload, message) => {
    for (const url of [
      '/api/seller/get-dashboard',
      '/api/seller/get-dashboard-ranking-sale',
      '/api/seller/get-dashboard-popular-tire-brand',
    ]) {
      const response = await post(url, payload);
      expect(response.statusCode, url).toBe(422);
      expect(JSON.stringify(response.json().fieldErrors)).toContain(message);
    }
  });

  it('lists the best-selling tyres, sizes and brands of the range by tyres sold', async () => {
    const tyres = await popular('product', NOV);
    expect(tyres.map((t) => [t.id, t.qty, t.sales])).toEqual([
      [p2, 6, 8000],
      [p1, 4, 4000],
    ]);
    expect(tyres[0].name).toMatch(/^Testbrand .+ Trail Test 395\/95R26$/);
    const sizes = await popular('size', NOV);
    expect(sizes.map((s) => [s.name, s.qty, s.sales])).toEqual([['395/95R26', 10, 12000]]);
    const brands = await popular('brand', NOV);
    expect(brands.map((b) => [b.qty, b.sales])).toEqual([
      [6, 8000],
      [4, 4000],
    ]);
    const branchOnly = await popular('product', { ...NOV, branchId });
    expect(branchOnly.map((t) => [t.id, t.qty])).toEqual([[p2, 4]]);
  });

  it('ranks an owner’s branches by sales, the quiet ones too', async () => {
    const response = await post('/api/seller/get-dashboard-ranking-sale', NOV);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as DashboardRankingResponse;
    expect(body.kind).toBe('BRANCH');
    expect(body.rankingList).toEqual([
      { id: branchId, name: 'ร้านยางแดชบอร์ด สาขารังสิต', orders: 2, sales: 5000 },
      { id: headId, name: 'ร้านยางแดชบอร์ด', orders: 3, sales: 3500.5 },
    ]);
  });

  it('lets a staff member with the dashboard flag see the figures, and not one without it', async () => {
    const viewer = await createStaff(database.db, branchId, { manageDashboard: true });
    const own = await dashboard(NOV, viewer.auth);
    expect(own.summary.sales).toBe(5000);
    expect(own.stores.map((s) => s.id)).toEqual([branchId]);
    const sibling = await post(
      '/api/seller/get-dashboard',
      { ...NOV, branchId: headId },
      viewer.auth,
    );
    expect(sibling.statusCode).toBe(404);
    const ordersOnly = await createStaff(database.db, headId, { manageOrder: true });
    const refused = await post('/api/seller/get-dashboard', NOV, ordersOnly.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('คุณไม่มีสิทธิ์ทำรายการนี้');
  });
});

import type { DashboardRankingResponse } from '@yangdee/contracts/dashboard';
import { ORDER_STATUS } from '@yangdee/contracts/order-status';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOffer, createProduct, createStore } from '../../../test/offer-fixtures';
import { insertShopOrder } from '../../../test/order-action-fixtures';
import { createOwnedStore, type StoreOwner } from '../../../test/store-setup-fixtures';
import { buildTestApp, testDatabases } from '../../../test/test-databases';
import { createStaff, type TestStaff } from '../../../test/test-sellers';
import type { DatabaseHandle, Db } from '../../db/client';
import { incomeEntries } from '../../db/schema/income';
import { orderStatusHistory, orders } from '../../db/schema/orders';

// Issue 17 §3 "best staff": a store without branches (or one branch picked) ranks its staff by
// the paid orders each confirmed in the range (decision 0106). The ledger rows and the confirm
// events are written here as the lifecycle writes them.

const bkk = (local: string) => new Date(`${local}+07:00`);

describe.each(testDatabases())('the dashboard’s staff ranking on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let owner: StoreOwner;
  let anna: TestStaff;
  let boon: TestStaff;

  /** A paid order of the store confirmed by `staff`, paid at `paidAt` (Bangkok time). */
  async function confirmedOrder(
    db: Db,
    storeId: number,
    offerId: number,
    staff: { id: number; name: string },
    paidAt: string,
    opts: { totalSatang?: number; refunded?: boolean } = {},
  ) {
    const status = opts.refunded ? ORDER_STATUS.CANCEL : ORDER_STATUS.WAITING_SERVICE;
    const orderId = await insertShopOrder(db, { storeId, offerId, status });
    const total = opts.totalSatang ?? 800_000;
    await db
      .update(orders)
      .set({ paidAt: bkk(paidAt), totalSatang: total, paidNowSatang: total })
      .where(eq(orders.id, orderId));
    await db.insert(orderStatusHistory).values({
      orderId,
      fromStatus: ORDER_STATUS.WAITING_CONFIRM,
      toStatus: ORDER_STATUS.WAITING_SERVICE,
      event: 'SELLER_CONFIRM_ORDER',
      actorKind: 'staff',
      actorId: staff.id,
      actorName: staff.name,
    });
    await db.insert(incomeEntries).values({
      orderId,
      storeId,
      orderType: 1,
      paymentMethod: 'scanQR',
      grossSatang: total,
      providerFeeSatang: 0,
      commissionSatang: 0,
      netSatang: total,
      transferStatus: opts.refunded ? 'REFUNDED' : 'HELD',
      paidAt: bkk(paidAt),
    });
  }

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    const db = database.db;
    const at = { latitude: 13.7, longitude: 100.5 };
    const storeId = (await createStore(db, { name: 'ร้านยางอันดับพนักงาน', ...at })).id;
    const otherId = (await createStore(db, { name: 'ร้านอื่น', ...at })).id;
    owner = await createOwnedStore(db, { storeId });
    anna = await createStaff(db, storeId, { manageOrder: true });
    boon = await createStaff(db, storeId, { manageOrder: true });
    const offerId = await createOffer(db, {
      storeId,
      productId: await createProduct(db),
      priceSatang: 400_000,
    });
    const otherOffer = await createOffer(db, {
      storeId: otherId,
      productId: await createProduct(db),
      priceSatang: 400_000,
    });
    const a = { id: anna.id, name: 'แอนนา ขายเก่ง' };
    const b = { id: boon.id, name: 'บุญ ใจดี' };
    await confirmedOrder(db, storeId, offerId, a, '2025-11-02T10:00:00');
    await confirmedOrder(db, storeId, offerId, a, '2025-11-20T23:30:00', { totalSatang: 250_050 });
    await confirmedOrder(db, storeId, offerId, b, '2025-11-15T09:00:00', {
      totalSatang: 1_200_000,
    });
    // Refunded, paid before the range (31 Oct 23:59 Bangkok), another shop's: none counts.
    await confirmedOrder(db, storeId, offerId, b, '2025-11-16T09:00:00', { refunded: true });
    await confirmedOrder(db, storeId, offerId, a, '2025-10-31T23:59:00');
    await confirmedOrder(db, otherId, otherOffer, a, '2025-11-05T09:00:00');
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('ranks the staff by the sales of the paid orders they confirmed in the range', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/seller/get-dashboard-ranking-sale',
      payload: { fromDate: '2025-11-01', toDate: '2025-11-30' },
      headers: { authorization: owner.auth },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as DashboardRankingResponse;
    expect(body).toEqual({
      kind: 'STAFF',
      rankingList: [
        { id: boon.id, name: 'บุญ ใจดี', orders: 1, sales: 12000 },
        { id: anna.id, name: 'แอนนา ขายเก่ง', orders: 2, sales: 10500.5 },
      ],
    });
  });

  it('answers an empty ranking for a range nobody sold in', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/seller/get-dashboard-ranking-sale',
      payload: { fromDate: '2024-01-01', toDate: '2024-01-31' },
      headers: { authorization: owner.auth },
    });
    expect(response.json()).toEqual({ kind: 'STAFF', rankingList: [] });
  });
});

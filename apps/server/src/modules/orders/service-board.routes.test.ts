import { randomBytes } from 'node:crypto';
import type { ServiceBoardResponse } from '@yangdee/contracts/seller-orders';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomer,
  createOffer,
  createProduct,
  createStore,
} from '../../../test/offer-fixtures';
import { createOwnedStore, type StoreOwner } from '../../../test/store-setup-fixtures';
import { buildTestApp, testDatabases } from '../../../test/test-databases';
import { createStaff } from '../../../test/test-sellers';
import type { DatabaseHandle, Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema/orders';
import { storeHolidays, storeSettings, stores } from '../../db/schema/stores';
import { bangkokToday } from '../../lib/time';
import { getServiceBoard } from './service-board.service';

// Issue 15 item 5, /seller/order/service: the installation slots of a chosen day with their
// capacity and the paid SERVICE orders booked into each (never unpaid or cancelled ones, never
// another store's), late ones marked; holidays and closed weekdays make the day closed.

/** The owner's session as the board's service reads it. */
const ownerOf = (shop: StoreOwner) => ({
  storeId: shop.storeId,
  sellerUserId: shop.ownerId,
  isPlatformAdmin: false,
});

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

type OrderSpec = {
  storeId: number;
  offerId: number;
  userId: number;
  date: string;
  slot: string;
  status: number;
  orderType?: 1 | 2;
  remainSatang?: number;
};

async function bookOrder(db: Db, o: OrderSpec): Promise<{ id: number; orderNo: string }> {
  const orderNo = `B${randomBytes(5).toString('hex').toUpperCase()}`;
  const [row] = await db
    .insert(orders)
    .values({
      orderNo,
      userId: o.userId,
      storeId: o.storeId,
      orderType: o.orderType ?? 1,
      status: o.status,
      paymentMethod: 'scanQR',
      appointmentDate: o.date,
      appointmentTime: o.slot,
      customer: {
        firstName: 'สมชาย',
        lastName: 'ใจดี',
        tel: '0812345678',
        carBrand: 'Toyota',
        carModel: 'Fortuner',
        licenseNumber: 'กข 1234',
        licenseProvince: 'กรุงเทพมหานคร',
      },
      snapshot: { services: [], discounts: [] },
      subtotalSatang: 1_000_000,
      totalSatang: 1_000_000,
      paidNowSatang: 1_000_000 - (o.remainSatang ?? 0),
      remainSatang: o.remainSatang ?? 0,
      paidAt: o.status === 0 ? null : new Date(),
    })
    .returning({ id: orders.id });
  await db.insert(orderItems).values([
    {
      orderId: row.id,
      sellerProductId: o.offerId,
      title: 'Michelin Primacy 4 265/65R17',
      quantity: 2,
      unitPriceSatang: 250_000,
      lineTotalSatang: 500_000,
    },
    {
      orderId: row.id,
      sellerProductId: o.offerId,
      title: 'Michelin Pilot Sport 265/65R17',
      quantity: 2,
      unitPriceSatang: 250_000,
      lineTotalSatang: 500_000,
    },
  ]);
  return { id: row.id, orderNo };
}

describe.each(testDatabases())('the day board on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let shop: StoreOwner;
  let offerId: number;
  let userId: number;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    shop = await createOwnedStore(database.db);
    offerId = await createOffer(database.db, {
      storeId: shop.storeId,
      productId: await createProduct(database.db),
      priceSatang: 250_000,
    });
    userId = (await createCustomer(database.db)).id;
    await database.db
      .update(storeSettings)
      .set({ slotCapacity: 3 })
      .where(eq(storeSettings.storeId, shop.storeId));
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const board = (auth: string, payload: object) =>
    app.inject({
      method: 'POST',
      url: '/api/seller/get-service-board',
      payload,
      headers: { authorization: auth },
    });

  it('lists the day’s slots with capacity and the paid SERVICE orders booked into each', async () => {
    const db = database.db;
    const date = addDays(bangkokToday(), 3);
    const base = { storeId: shop.storeId, offerId, userId, date };
    const waiting = await bookOrder(db, {
      ...base,
      slot: 'slot1',
      status: 2,
      remainSatang: 150_050,
    });
    const toConfirm = await bookOrder(db, { ...base, slot: 'slot1', status: 1 });
    const fitted = await bookOrder(db, { ...base, slot: 'slot3', status: 4 });
    await bookOrder(db, { ...base, slot: 'slot1', status: 0 });
    await bookOrder(db, { ...base, slot: 'slot1', status: 99 });
    await bookOrder(db, { ...base, slot: 'slot2', status: 3, orderType: 2 });
    await bookOrder(db, { ...base, date: addDays(date, 1), slot: 'slot2', status: 2 });
    const other = await createStore(db, { name: 'ร้านอื่น', latitude: 14, longitude: 100 });
    await bookOrder(db, { ...base, storeId: other.id, slot: 'slot2', status: 2 });

    const response = await board(shop.auth, { date });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as ServiceBoardResponse;
    expect(body.date).toBe(date);
    expect(body.isClosed).toBe(false);
    expect(body.slotList.map((s) => [s.value, s.from, s.to, s.capacity, s.isPast])).toEqual([
      ['slot1', '08:00', '11:00', 3, false],
      ['slot2', '11:00', '14:00', 3, false],
      ['slot3', '14:00', '17:00', 3, false],
      ['slot4', '17:00', '20:00', 3, false],
    ]);
    const [slot1, slot2, slot3] = body.slotList;
    expect(slot1.orders.map((o) => o.id)).toEqual([waiting.id, toConfirm.id]);
    expect(slot2.orders).toEqual([]);
    expect(slot3.orders.map((o) => [o.id, o.status, o.statusText])).toEqual([
      [fitted.id, 4, 'ติดตั้งเรียบร้อย'],
    ]);
    expect(slot1.orders[0]).toMatchObject({
      orderNo: waiting.orderNo,
      status: 2,
      statusText: 'รอเข้ารับบริการ',
      customerName: 'สมชาย ใจดี',
      customerTel: '0812345678',
      licensePlate: 'กข 1234 กรุงเทพมหานคร',
      carModel: 'Toyota Fortuner',
      itemCount: 4,
      remain: 1500.5,
      isLate: false,
    });
    expect(slot1.orders[0].items.map((i) => [i.title, i.quantity])).toEqual([
      ['Michelin Primacy 4 265/65R17', 2],
      ['Michelin Pilot Sport 265/65R17', 2],
    ]);
  });

  it('marks slots whose end has passed, and the orders in them not yet fitted as late', async () => {
    const db = database.db;
    const date = addDays(bangkokToday(), 5);
    const base = { storeId: shop.storeId, offerId, userId, date };
    const morning = await bookOrder(db, { ...base, slot: 'slot1', status: 2 });
    const morningDone = await bookOrder(db, { ...base, slot: 'slot1', status: 4 });
    const unconfirmed = await bookOrder(db, { ...base, slot: 'slot2', status: 1 });
    const evening = await bookOrder(db, { ...base, slot: 'slot4', status: 2 });
    // 12:30 in Bangkok on that day: slot1 (08–11) has ended, slot2 (11–14) has not.
    const now = new Date(`${date}T05:30:00Z`);
    const result = await getServiceBoard(db, ownerOf(shop), { date }, now);
    expect(result.slotList.map((s) => s.isPast)).toEqual([true, false, false, false]);
    const late = Object.fromEntries(
      result.slotList.flatMap((s) => s.orders.map((o) => [o.id, o.isLate])),
    );
    expect(late).toEqual({
      [morning.id]: true,
      [morningDone.id]: false,
      [unconfirmed.id]: false,
      [evening.id]: false,
    });
    // The next day every slot of that date is past; the unconfirmed order is late too.
    const dayAfter = new Date(`${addDays(date, 1)}T01:00:00Z`);
    const later = await getServiceBoard(db, ownerOf(shop), { date }, dayAfter);
    expect(later.slotList.every((s) => s.isPast)).toBe(true);
    const lateIds = later.slotList.flatMap((s) =>
      s.orders.filter((o) => o.isLate).map((o) => o.id),
    );
    expect(lateIds.sort()).toEqual([morning.id, unconfirmed.id, evening.id].sort());
  });

  it('shows today by default', async () => {
    const response = await board(shop.auth, {});
    expect(response.statusCode).toBe(200);
    expect(response.json().date).toBe(bangkokToday());
  });

  it('a holiday or a closed weekday is a closed day; orders already booked on it still show', async () => {
    const db = database.db;
    const holiday = addDays(bangkokToday(), 8);
    await db
      .insert(storeHolidays)
      .values({ storeId: shop.storeId, dateKey: holiday, title: 'หยุด' });
    const booked = await bookOrder(db, {
      storeId: shop.storeId,
      offerId,
      userId,
      date: holiday,
      slot: 'slot2',
      status: 2,
    });
    const onHoliday = (await board(shop.auth, { date: holiday })).json() as ServiceBoardResponse;
    expect(onHoliday.isClosed).toBe(true);
    expect(onHoliday.slotList.map((s) => [s.value, s.orders.map((o) => o.id)])).toEqual([
      ['slot2', [booked.id]],
    ]);

    const closedDay = addDays(bangkokToday(), 9);
    const weekday = new Date(`${closedDay}T00:00:00Z`).getUTCDay();
    await db
      .update(storeSettings)
      .set({ closedWeekdays: [weekday] })
      .where(eq(storeSettings.storeId, shop.storeId));
    const closed = (await board(shop.auth, { date: closedDay })).json() as ServiceBoardResponse;
    expect(closed).toMatchObject({ date: closedDay, isClosed: true, slotList: [] });
    await db
      .update(storeSettings)
      .set({ closedWeekdays: [] })
      .where(eq(storeSettings.storeId, shop.storeId));
  });

  it('follows the shop’s own slots and its weekday grid', async () => {
    const db = database.db;
    const date = addDays(bangkokToday(), 10);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    await db
      .update(storeSettings)
      .set({
        customSlots: [
          { value: 'a', from: '09:00', to: '12:00' },
          { value: 'b', from: '13:00', to: '16:00' },
        ],
        slotWeekdays: { a: [weekday], b: [(weekday + 1) % 7] },
      })
      .where(eq(storeSettings.storeId, shop.storeId));
    const body = (await board(shop.auth, { date })).json() as ServiceBoardResponse;
    expect(body.slotList.map((s) => `${s.from}-${s.to}`)).toEqual(['09:00-12:00']);
    await db
      .update(storeSettings)
      .set({ customSlots: null, slotWeekdays: null })
      .where(eq(storeSettings.storeId, shop.storeId));
  });

  it('an owner looks at a branch’s board; another store’s branch is not found', async () => {
    const db = database.db;
    const branch = await createStore(db, { name: 'ร้านทดสอบ', latitude: 13.95, longitude: 100.6 });
    await db.update(stores).set({ parentStoreId: shop.storeId }).where(eq(stores.id, branch.id));
    const date = addDays(bangkokToday(), 4);
    const atBranch = await bookOrder(db, {
      storeId: branch.id,
      offerId,
      userId,
      date,
      slot: 'slot2',
      status: 2,
    });
    const own = (await board(shop.auth, { date })).json() as ServiceBoardResponse;
    expect(own.slotList.flatMap((s) => s.orders.map((o) => o.id))).not.toContain(atBranch.id);
    const ofBranch = (
      await board(shop.auth, { date, branchId: branch.id })
    ).json() as ServiceBoardResponse;
    expect(ofBranch.slotList.flatMap((s) => s.orders.map((o) => o.id))).toEqual([atBranch.id]);
    expect(own.storeId).toBe(shop.storeId);
    expect(ofBranch.storeId).toBe(branch.id);
    expect(own.stores.map((s) => s.id)).toEqual([shop.storeId, branch.id]);

    const stranger = await createStore(db, { name: 'ร้านอื่น', latitude: 14.1, longitude: 100 });
    const refused = await board(shop.auth, { date, branchId: stranger.id });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('ไม่พบสาขานี้');
  });

  it('is for staff who fit tyres or manage orders; a bad date gets a Thai message', async () => {
    const fitter = await createStaff(database.db, shop.storeId, { confirmService: true });
    expect((await board(fitter.auth, {})).statusCode).toBe(200);
    const courier = await createStaff(database.db, shop.storeId, { confirmDelivery: true });
    const refused = await board(courier.auth, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/[ก-๙]/);
    const bad = await board(shop.auth, { date: '2026-02-30' });
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json())).toContain('วันที่ไม่ถูกต้อง');
  });
});

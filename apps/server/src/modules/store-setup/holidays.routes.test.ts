import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCartShop } from '../../../test/cart-fixtures';
import { createCustomer } from '../../../test/offer-fixtures';
import { createOwnedStore, type StoreOwner } from '../../../test/store-setup-fixtures';
import { buildTestApp, testDatabases } from '../../../test/test-databases';
import { createStaff } from '../../../test/test-sellers';
import type { DatabaseHandle } from '../../db/client';
import { stores } from '../../db/schema/stores';
import { bangkokToday } from '../../lib/time';

// Spec 7 "Holidays", issue 14 §5–6: special holidays of the active store, never in the past,
// one per day; a saved holiday leaves the cart's install calendar and comes back when removed.

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe.each(testDatabases())('store holidays on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let shop: StoreOwner;
  let offerId: number;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    const cartShop = await createCartShop(database.db);
    offerId = cartShop.offerId;
    shop = await createOwnedStore(database.db, { storeId: cartShop.storeId });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const call = (url: string, auth: string, payload?: object) =>
    app.inject({
      method: payload ? 'POST' : 'GET',
      url,
      payload,
      headers: { authorization: auth },
    });

  it('a saved holiday leaves the cart’s date choice; removed, it is back', async () => {
    const customer = await createCustomer(database.db);
    const added = await call('/api/order/add-cart', customer.auth, {
      sellerProductId: offerId,
      quantity: 4,
      orderType: 'SERVICE',
    });
    expect(added.statusCode).toBe(200);
    const dates = async () =>
      (await call('/api/order/get-cart-data', customer.auth)).json().cartData
        .availableDates as string[];
    const day = (await dates())[3];

    const saved = await call('/api/seller/save-holiday', shop.auth, {
      dateKey: day,
      title: 'ปิดปรับปรุงร้าน',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().holidayList).toContainEqual({ dateKey: day, title: 'ปิดปรับปรุงร้าน' });
    expect(await dates()).not.toContain(day);
    // The schedule call refuses it too.
    const schedule = await call('/api/order/get-service-slot', customer.auth, {
      scheduleDate: day,
    });
    expect(schedule.statusCode).toBe(200);
    expect(schedule.json()).toEqual({
      scheduleList: [],
      message: 'ร้านค้าหยุดในวันที่เลือก กรุณาเลือกวันอื่น',
    });

    const removed = await call('/api/seller/remove-holiday', shop.auth, { dateKey: day });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().holidayList.map((h: { dateKey: string }) => h.dateKey)).not.toContain(
      day,
    );
    expect(await dates()).toContain(day);
  });

  it('a cart booked on a day that becomes a holiday loses that appointment', async () => {
    const customer = await createCustomer(database.db);
    const post = async (path: string, payload?: object) => {
      const res = await call(`/api/order/${path}`, customer.auth, payload);
      expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
      return res.json();
    };
    await post('add-cart', { sellerProductId: offerId, quantity: 4, orderType: 'SERVICE' });
    const day = (await post('get-cart-data')).cartData.availableDates[6] as string;
    const { scheduleList } = await post('get-service-slot', { scheduleDate: day });
    await post('submit-schedule', { scheduleDate: day, scheduleTime: scheduleList[0].value });
    expect((await post('get-cart-data')).cartData.appointmentDate).toBe(day);

    await call('/api/seller/save-holiday', shop.auth, { dateKey: day, title: 'หยุดฉุกเฉิน' });
    const after = await post('get-cart-data');
    expect(after.isValid).toBe(false);
    expect(after.message).toMatch(/[ก-๙]/);
    expect(after.cartData.appointmentDate).toBeNull();
    await call('/api/seller/remove-holiday', shop.auth, { dateKey: day });
  });

  it('lists upcoming holidays earliest first, and the public store page shows them', async () => {
    const today = bangkokToday();
    const [{ link }] = await database.db
      .select({ link: stores.link })
      .from(stores)
      .where(eq(stores.id, shop.storeId));
    for (const [n, title] of [
      [20, 'วันหยุดสอง'],
      [10, 'วันหยุดหนึ่ง'],
    ] as const) {
      const res = await call('/api/seller/save-holiday', shop.auth, {
        dateKey: addDays(today, n),
        title,
      });
      expect(res.statusCode).toBe(200);
    }
    const list = (await call('/api/seller/get-holiday', shop.auth)).json().holidayList;
    expect(list).toEqual([
      { dateKey: addDays(today, 10), title: 'วันหยุดหนึ่ง' },
      { dateKey: addDays(today, 20), title: 'วันหยุดสอง' },
    ]);
    const detail = await app.inject({
      method: 'POST',
      url: '/api/store/get-store-detail',
      payload: { id: link },
    });
    expect(detail.json().store.holidays).toContainEqual({
      date: addDays(today, 10),
      title: 'วันหยุดหนึ่ง',
    });
  });

  it('refuses a past day, a day saved already, a date that does not exist and a blank title', async () => {
    const today = bangkokToday();
    const cases = [
      [{ dateKey: addDays(today, -1), title: 'เมื่อวาน' }, 422, 'HOLIDAY_IN_PAST'],
      [{ dateKey: addDays(today, 10), title: 'ซ้ำ' }, 409, 'HOLIDAY_EXISTS'],
      [{ dateKey: '2030-02-30', title: 'ไม่มีวันนี้' }, 422, 'VALIDATION_FAILED'],
      [{ dateKey: '30/1/2573', title: 'รูปแบบผิด' }, 422, 'VALIDATION_FAILED'],
      [{ dateKey: addDays(today, 40), title: '   ' }, 422, 'VALIDATION_FAILED'],
    ] as const;
    for (const [body, status, code] of cases) {
      const res = await call('/api/seller/save-holiday', shop.auth, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().code).toBe(code);
      const messages = Object.values(res.json().fieldErrors ?? {}).flat() as string[];
      expect(messages[0] ?? res.json().message).toMatch(/[ก-๙]/);
    }
    // Today itself is allowed.
    const todayRes = await call('/api/seller/save-holiday', shop.auth, {
      dateKey: today,
      title: 'วันนี้หยุด',
    });
    expect(todayRes.statusCode).toBe(200);
    const missing = await call('/api/seller/remove-holiday', shop.auth, {
      dateKey: addDays(today, 55),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('holidays belong to one store: another store neither sees nor removes them', async () => {
    const other = await createOwnedStore(database.db);
    const day = addDays(bangkokToday(), 10);
    expect((await call('/api/seller/get-holiday', other.auth)).json().holidayList).toEqual([]);
    const res = await call('/api/seller/remove-holiday', other.auth, { dateKey: day });
    expect(res.statusCode).toBe(404);
    const mine = (await call('/api/seller/get-holiday', shop.auth)).json().holidayList;
    expect(mine.map((h: { dateKey: string }) => h.dateKey)).toContain(day);
  });

  it('needs manageHoliday', async () => {
    const staff = await createStaff(database.db, shop.storeId, { manageOrder: true });
    const day = addDays(bangkokToday(), 12);
    const res = await call('/api/seller/save-holiday', staff.auth, { dateKey: day, title: 'x' });
    expect(res.statusCode).toBe(403);
    const list = (await call('/api/seller/get-holiday', shop.auth)).json().holidayList;
    expect(list.map((h: { dateKey: string }) => h.dateKey)).not.toContain(day);
    expect((await app.inject({ method: 'GET', url: '/api/seller/get-holiday' })).statusCode).toBe(
      401,
    );
  });
});

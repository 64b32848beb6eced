import { addDays, weekdayOf } from '@yangdee/contracts/slots';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { bayBookings, orders } from '../src/db/schema/orders';
import { storeSettings } from '../src/db/schema/stores';
import { AppError } from '../src/lib/app-error';
import { placeOrder } from '../src/modules/orders/place-order.service';
import { createBayShop } from './bay-fixtures';
import { type CartShop, readyShopper } from './cart-fixtures';
import { createCustomer } from './offer-fixtures';
import { buildTestApp, testDatabases } from './test-databases';
import { createStaff, type TestStaff } from './test-sellers';

// Bookings that fit the work (issue 36 item 3, decision 0162): a job's length is its tyres × the
// shop's minutes per tyre + its services' minutes; the cart offers only start times where the
// whole job fits in one bay before closing; a bay's time is sold once (50-way race); expired or
// cancelled holds free it; bookings made by slot keep working; the day board shows bays × time.

type Who = { id: number; auth: string };
type Day = { bays: number; open: string; close: string };
const week = (day: Day, per: Record<number, Partial<Day>> = {}) =>
  [0, 1, 2, 3, 4, 5, 6].map((d) => ({ ...day, ...per[d] }));

describe.each(testDatabases())('bays and job lengths on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const call = (who: { auth: string }, path: string, payload?: object) =>
    app.inject({
      method: payload ? 'POST' : 'GET',
      url: `/api/${path}`,
      payload,
      headers: { authorization: who.auth },
    });
  const ok = async (who: { auth: string }, path: string, payload?: object) => {
    const res = await call(who, path, payload);
    expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    return res.json();
  };

  /** A shop of its own: 4 tyres × 15 min + wheel balancing 60 min = a 2-hour job. */
  const bayShop = (days: Day[] | null, opts: { prepareDays?: number } = {}) =>
    createBayShop(app, database.db, days, opts);

  async function cartOf(shop: CartShop, quantity = 4): Promise<Who> {
    const who = await createCustomer(database.db);
    await ok(who, 'order/add-cart', {
      sellerProductId: shop.offerId,
      quantity,
      orderType: 'SERVICE',
    });
    return who;
  }
  const datesOf = async (who: Who) =>
    (await ok(who, 'order/get-cart-data')).cartData.availableDates as string[];
  const startsOf = async (who: Who, day: string) =>
    (await ok(who, 'order/get-service-slot', { scheduleDate: day })).scheduleList as {
      value: string;
      from: string;
      to: string;
    }[];
  const blocksOfStore = (storeId: number) =>
    database.db.select().from(bayBookings).where(eq(bayBookings.storeId, storeId));

  it('offers every 30 minutes the starts where the whole 2-hour job ends by closing', async () => {
    const shop = await bayShop(week({ bays: 1, open: '08:00', close: '12:00' }));
    const who = await cartOf(shop);
    const [day] = await datesOf(who);
    const starts = await startsOf(who, day);
    expect(starts.map((s) => s.value)).toEqual(['08:00', '08:30', '09:00', '09:30', '10:00']);
    // The cart's radio label is 'from - to': the job's end, not a slot's.
    expect(starts[0]).toEqual({ value: '08:00', from: '08:00', to: '10:00' });
    // Two tyres make a 90-minute job: it may start as late as 10:30.
    const small = await cartOf(shop, 2);
    expect((await startsOf(small, day)).map((s) => s.value).at(-1)).toBe('10:30');
  });

  it('does not offer a start whose job would overlap a booking in the only bay', async () => {
    const shop = await bayShop(week({ bays: 1, open: '08:00', close: '12:00' }));
    const first = await readyShopper(app, database.db, shop);
    const placed = await placeOrder(database.db, first.id);
    const [order] = await database.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order).toMatchObject({ appointmentTime: '08:00', bay: 1, jobMinutes: 120 });
    expect((await blocksOfStore(shop.storeId)).map((b) => b.block)).toEqual([
      32, 33, 34, 35, 36, 37, 38, 39,
    ]);

    const second = await cartOf(shop);
    const day = order.appointmentDate as string;
    expect((await startsOf(second, day)).map((s) => s.value)).toEqual(['10:00']);
    const refused = await call(second, 'order/submit-schedule', {
      scheduleDate: day,
      scheduleTime: '09:00',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('เวลาเริ่มที่เลือกไม่มีช่องบริการว่างพอสำหรับงานนี้แล้ว กรุณาเลือกเวลาอื่น');
  });

  it('counts bays per weekday: a second bay offers the same start again, a day without bays is closed', async () => {
    const probe = await bayShop(null);
    const firstDay = (await datesOf(await cartOf(probe)))[0];
    const twoBays = weekdayOf(firstDay);
    const noBays = weekdayOf(addDays(firstDay, 1));
    const shop = await bayShop(
      week(
        { bays: 1, open: '08:00', close: '10:00' },
        { [twoBays]: { bays: 2 }, [noBays]: { bays: 0 } },
      ),
    );
    const who = await cartOf(shop);
    const dates = await datesOf(who);
    expect(dates[0]).toBe(firstDay);
    expect(dates.some((d) => weekdayOf(d) === noBays)).toBe(false);
    const closed = await call(who, 'order/get-service-slot', {
      scheduleDate: addDays(firstDay, 1),
    });
    expect(closed.json().scheduleList).toEqual([]);

    const a = await placeOrder(database.db, (await readyShopper(app, database.db, shop)).id);
    const b = await placeOrder(database.db, (await readyShopper(app, database.db, shop)).id);
    const rows = await database.db
      .select({ bay: orders.bay, time: orders.appointmentTime })
      .from(orders)
      .where(inArray(orders.id, [a.orderId, b.orderId]));
    expect(rows.map((r) => r.bay).sort()).toEqual([1, 2]);
    expect(rows.every((r) => r.time === '08:00')).toBe(true);
    // Both bays are taken from 08:00 to 10:00: nothing is left that day.
    expect(await startsOf(await cartOf(shop), firstDay)).toEqual([]);
  });

  it('50 shoppers racing for the last bay time: one booking, 49 clear Thai 409s', async () => {
    // One bay, 08:00–10:00: only the 08:00 start fits a 2-hour job.
    const shop = await bayShop(week({ bays: 1, open: '08:00', close: '10:00' }));
    const people = await Promise.all(
      Array.from({ length: 50 }, () => readyShopper(app, database.db, shop)),
    );
    const results = await Promise.allSettled(people.map((p) => placeOrder(database.db, p.id)));
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(49);
    for (const e of lost) {
      expect(e).toBeInstanceOf(AppError);
      expect((e as AppError).code).toBe('BAY_FULL');
      expect((e as AppError).status).toBe(409);
      expect((e as AppError).message).toMatch(/ช่องบริการ/);
    }
    const placed = await database.db.select().from(orders).where(eq(orders.storeId, shop.storeId));
    expect(placed).toHaveLength(1);
    const blocks = await blocksOfStore(shop.storeId);
    expect(blocks).toHaveLength(8);
    expect(new Set(blocks.map((b) => b.orderId))).toEqual(new Set([placed[0].id]));
  });

  it('the database itself refuses a bay block sold twice', async () => {
    const shop = await bayShop(week({ bays: 1, open: '08:00', close: '10:00' }));
    const row = { storeId: shop.storeId, scheduleDate: '2031-02-03', bay: 1, block: 40 };
    await database.db.insert(bayBookings).values(row);
    await expect(database.db.insert(bayBookings).values(row)).rejects.toThrow();
  });

  it('an expired hold or a replaced attempt frees the bay time', async () => {
    const shop = await bayShop(week({ bays: 1, open: '08:00', close: '10:00' }));
    const first = await readyShopper(app, database.db, shop);
    const a = await placeOrder(database.db, first.id);
    // The same shopper tries again: the first attempt is cancelled and its blocks let go.
    const b = await placeOrder(database.db, first.id);
    const held = await blocksOfStore(shop.storeId);
    expect(new Set(held.map((h) => h.orderId))).toEqual(new Set([b.orderId]));
    expect(a.orderId).not.toBe(b.orderId);

    const second = await cartOf(shop);
    const [day] = await datesOf(await cartOf(await bayShop(null)));
    expect(await startsOf(second, day)).toEqual([]);
    await database.db
      .update(bayBookings)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(bayBookings.orderId, b.orderId));
    expect((await startsOf(second, day)).map((s) => s.value)).toEqual(['08:00']);
    const ready = await readyShopper(app, database.db, shop);
    const c = await placeOrder(database.db, ready.id);
    const now = await blocksOfStore(shop.storeId);
    expect(new Set(now.map((h) => h.orderId))).toEqual(new Set([c.orderId]));
  });

  it('on today, offers only starts after the (pinned) clock', async () => {
    // Tuesday 4 March 2031, 09:10 in Bangkok.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-04T02:10:00Z'));
    const shop = await bayShop(week({ bays: 1, open: '08:00', close: '12:00' }), {
      prepareDays: 0,
    });
    const who = await cartOf(shop);
    expect((await datesOf(who))[0]).toBe('2031-03-04');
    expect((await startsOf(who, '2031-03-04')).map((s) => s.value)).toEqual(['09:30', '10:00']);
    expect((await startsOf(who, '2031-03-05')).map((s) => s.value)[0]).toBe('08:00');
  });

  it('a shop without bays keeps the four slots of spec 9 and books a seat as before', async () => {
    const shop = await bayShop(null);
    const who = await cartOf(shop);
    const [day] = await datesOf(who);
    expect((await startsOf(who, day)).map((s) => s.value)).toEqual([
      'slot1',
      'slot2',
      'slot3',
      'slot4',
    ]);
    const placed = await placeOrder(database.db, (await readyShopper(app, database.db, shop)).id);
    const [order] = await database.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order).toMatchObject({ appointmentTime: 'slot1', bay: null, jobMinutes: null });
    expect(await blocksOfStore(shop.storeId)).toEqual([]);
  });

  it('a slot booking made before bays keeps its time, takes a bay and shows on the day board', async () => {
    const shop = await bayShop(null);
    const first = await readyShopper(app, database.db, shop);
    const placed = await placeOrder(database.db, first.id);
    await database.db
      .update(orders)
      .set({ status: 1, paidAt: new Date() })
      .where(eq(orders.id, placed.orderId));
    const [old] = await database.db.select().from(orders).where(eq(orders.id, placed.orderId));
    const day = old.appointmentDate as string;
    expect(old.appointmentTime).toBe('slot1');

    // The shop turns bays on: one bay 08:00–20:00. slot1 (08:00–11:00) holds it until 11:00.
    await ok(shop.setter, 'seller/save-bay-setting', {
      isEnabled: true,
      minutesPerTyre: 15,
      days: week({ bays: 1, open: '08:00', close: '20:00' }),
    });
    const who = await cartOf(shop);
    const starts = (await startsOf(who, day)).map((s) => s.value);
    expect(starts[0]).toBe('11:00');

    const fitter = await createStaff(database.db, shop.storeId, { confirmService: true });
    const board = await ok(fitter, 'seller/get-service-board', { date: day });
    expect(
      board.slotList.flatMap((s: { orders: { id: number }[] }) => s.orders.map((o) => o.id)),
    ).toEqual([old.id]);
    expect(board.bayBoard).toMatchObject({
      bays: 1,
      open: '08:00',
      close: '20:00',
      bookings: [{ id: old.id, bay: 1, from: '08:00', to: '11:00', minutes: 180, isSlot: true }],
    });

    // A bay booking paid the same day sits on the board as a 2-hour block after it.
    await ok(who, 'order/submit-schedule', { scheduleDate: day, scheduleTime: '11:00' });
    const bayOrder = await readyShopperFrom(who);
    await database.db
      .update(orders)
      .set({ status: 1, paidAt: new Date() })
      .where(eq(orders.id, bayOrder));
    const after = await ok(fitter, 'seller/get-service-board', { date: day });
    expect(after.bayBoard.bookings).toMatchObject([
      { id: old.id, isSlot: true },
      { id: bayOrder, bay: 1, from: '11:00', to: '13:00', minutes: 120, isSlot: false },
    ]);
  });

  async function readyShopperFrom(who: Who): Promise<number> {
    await ok(who, 'order/submit-customer', {
      firstName: 'สมหญิง',
      lastName: 'ใจงาม',
      email: 'somying@example.com',
      tel: '0800000002',
      licenseNumber: 'ขค5678',
      licenseProvince: 'เชียงใหม่',
      carBrand: 'Honda',
      carModel: 'City',
    });
    await ok(who, 'order/change-payment-method', { method: 'scanQR', installmentPeriod: 0 });
    return (await placeOrder(database.db, who.id)).orderId;
  }

  describe('the bay setting', () => {
    it('starts from the opening hours, off, and saves a week for the active store only', async () => {
      const shop = await bayShop(null);
      const other = await bayShop(null);
      const before = await ok(shop.setter, 'seller/get-bay-setting');
      expect(before.isEnabled).toBe(false);
      expect(before.minutesPerTyre).toBe(15);
      expect(before.days).toHaveLength(7);
      const days = week({ bays: 3, open: '09:00', close: '18:00' }, { 0: { bays: 0 } });
      await ok(shop.setter, 'seller/save-bay-setting', {
        isEnabled: true,
        minutesPerTyre: 20,
        days,
      });
      expect(await ok(shop.setter, 'seller/get-bay-setting')).toEqual({
        isEnabled: true,
        minutesPerTyre: 20,
        days,
      });
      expect((await ok(other.setter, 'seller/get-bay-setting')).isEnabled).toBe(false);
      // Turned off again: the shop books by slots, its minutes per tyre kept.
      await ok(shop.setter, 'seller/save-bay-setting', {
        isEnabled: false,
        minutesPerTyre: 20,
        days,
      });
      const [row] = await database.db
        .select()
        .from(storeSettings)
        .where(eq(storeSettings.storeId, shop.storeId));
      expect(row).toMatchObject({ bayDays: null, minutesPerTyre: 20 });
    });

    it('refuses closing before opening or more than 20 bays with a Thai message (422), changing nothing', async () => {
      const shop = await bayShop(null);
      const bad = [
        week({ bays: 1, open: '18:00', close: '08:00' }),
        week({ bays: 21, open: '08:00', close: '18:00' }),
        week({ bays: -1, open: '08:00', close: '18:00' }),
        week({ bays: 1, open: '8 โมง', close: '18:00' }),
      ];
      for (const days of bad) {
        const res = await call(shop.setter, 'seller/save-bay-setting', {
          isEnabled: true,
          minutesPerTyre: 15,
          days,
        });
        expect(res.statusCode, res.body).toBe(422);
        expect(res.json().message).toMatch(/[ก-๙]/);
      }
      const short = await call(shop.setter, 'seller/save-bay-setting', {
        isEnabled: true,
        minutesPerTyre: 0,
        days: week({ bays: 1, open: '08:00', close: '18:00' }).slice(0, 6),
      });
      expect(short.statusCode).toBe(422);
      const [row] = await database.db
        .select()
        .from(storeSettings)
        .where(eq(storeSettings.storeId, shop.storeId));
      expect(row.bayDays).toBeNull();
    });

    it('is for staff with the settings permission only; a shopper or no token is refused', async () => {
      const shop = await bayShop(null);
      const clerk: TestStaff = await createStaff(database.db, shop.storeId, { manageOrder: true });
      const body = {
        isEnabled: true,
        minutesPerTyre: 15,
        days: week({ bays: 1, open: '08:00', close: '18:00' }),
      };
      expect((await call(clerk, 'seller/save-bay-setting', body)).statusCode).toBe(403);
      expect((await call(clerk, 'seller/get-bay-setting')).statusCode).toBe(403);
      expect(
        (await call(await createCustomer(database.db), 'seller/get-bay-setting')).statusCode,
      ).toBe(401);
      const none = await app.inject({ method: 'GET', url: '/api/seller/get-bay-setting' });
      expect(none.statusCode).toBe(401);
      const [row] = await database.db
        .select()
        .from(storeSettings)
        .where(eq(storeSettings.storeId, shop.storeId));
      expect(row.bayDays).toBeNull();
    });
  });
});

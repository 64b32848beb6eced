import { weekdayOf } from '@yangdee/contracts/slots';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CartShop, createCartShop } from '../../../test/cart-fixtures';
import { createCustomer } from '../../../test/offer-fixtures';
import { buildTestApp, testDatabases } from '../../../test/test-databases';
import { createStaff, type TestStaff } from '../../../test/test-sellers';
import type { DatabaseHandle } from '../../db/client';
import { storeSettings, stores } from '../../db/schema/stores';

// get-setting-info, save-installation-info, save-delivery-info, save-prepaid-info (spec 7, issue
// 14 §5), and what the shopper sees (§6): a slot or weekday the shop closes, or a slot that ends
// after the shop closes, is no longer offered by the cart's date and slot choice.

type Who = { id: number; auth: string };
const ALL = [0, 1, 2, 3, 4, 5, 6];
const openGrid = { slot1: ALL, slot2: ALL, slot3: ALL, slot4: ALL };

describe.each(testDatabases())('store settings on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let shop: CartShop;
  let setter: TestStaff;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    shop = await createCartShop(database.db, { slotCapacity: 3 });
    setter = await createStaff(database.db, shop.storeId, { manageSetting: true });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const seller = (url: string, payload?: object, auth = setter.auth) =>
    app.inject({
      method: payload ? 'POST' : 'GET',
      url: `/api/seller/${url}`,
      payload,
      headers: { authorization: auth },
    });
  const shopper = async (who: Who, path: string, payload?: object) => {
    const res = await app.inject({
      method: payload ? 'POST' : 'GET',
      url: `/api/${path}`,
      payload,
      headers: { authorization: who.auth },
    });
    return res;
  };
  const serviceCart = async () => {
    const who = await createCustomer(database.db);
    const added = await shopper(who, 'order/add-cart', {
      sellerProductId: shop.offerId,
      quantity: 4,
      orderType: 'SERVICE',
    });
    expect(added.statusCode, added.body).toBe(200);
    return who;
  };
  const cartData = async (who: Who) => (await shopper(who, 'order/get-cart-data')).json().cartData;
  const slotsOf = async (who: Who, day: string) =>
    (
      (await shopper(who, 'order/get-service-slot', { scheduleDate: day })).json().scheduleList as {
        value: string;
      }[]
    ).map((s) => s.value);

  it('answers the current settings of the active store', async () => {
    const res = await seller('get-setting-info');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      slotCapacity: 3,
      prepareDays: 1,
      isDeliveryEnabled: true,
      defaultDeliveryRate: 150,
      isPrepaidEnabled: true,
      prepaidType: 'percent',
      prepaidValue: 30,
    });
    expect(res.json().slots.map((s: { value: string }) => s.value)).toEqual([
      'slot1',
      'slot2',
      'slot3',
      'slot4',
    ]);
    expect(res.json().slots[0].weekdays).toEqual(ALL);
  });

  it('refuses a staff member without manageSetting and answers 401 without a token', async () => {
    const other = await createStaff(database.db, shop.storeId, { manageStoreProfile: true });
    const body = { slotWeekdays: openGrid, slotCapacity: 1, prepareDays: 0 };
    expect((await seller('save-installation-info', body, other.auth)).statusCode).toBe(403);
    const none = await app.inject({ method: 'GET', url: '/api/seller/get-setting-info' });
    expect(none.statusCode).toBe(401);
    const [row] = await database.db
      .select()
      .from(storeSettings)
      .where(eq(storeSettings.storeId, shop.storeId));
    expect(row.slotCapacity).toBe(3);
  });

  it('a slot closed on a weekday disappears from the cart; a weekday with no slot is not offered', async () => {
    const who = await serviceCart();
    const before = await cartData(who);
    const day: string = before.availableDates[0];
    const second: string = before.availableDates[1];
    expect(await slotsOf(who, day)).toContain('slot2');
    const wd = weekdayOf(day);
    const wd2 = weekdayOf(second);
    const grid = {
      slot1: ALL.filter((d) => d !== wd2),
      slot2: ALL.filter((d) => d !== wd && d !== wd2),
      slot3: ALL.filter((d) => d !== wd2),
      slot4: ALL.filter((d) => d !== wd2),
    };
    const saved = await seller('save-installation-info', {
      slotWeekdays: grid,
      slotCapacity: 3,
      prepareDays: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await seller('get-setting-info')).json().slots[1].weekdays).toEqual(grid.slot2);

    expect(await slotsOf(who, day)).toEqual(['slot1', 'slot3', 'slot4']);
    const refused = await shopper(who, 'order/submit-schedule', {
      scheduleDate: day,
      scheduleTime: 'slot2',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/[ก-๙]/);
    const after = await cartData(who);
    expect(after.availableDates).toContain(day);
    expect(after.availableDates).not.toContain(second);

    await seller('save-installation-info', {
      slotWeekdays: openGrid,
      slotCapacity: 3,
      prepareDays: 1,
    });
    expect(await slotsOf(who, day)).toEqual(['slot1', 'slot2', 'slot3', 'slot4']);
  });

  it('never offers a slot that ends after the shop closes that day', async () => {
    const who = await serviceCart();
    const day: string = (await cartData(who)).availableDates[0];
    const closing = ALL.map(() => ({ day: 0, open: '08:00', close: '16:30' })).map((h, day) => ({
      ...h,
      day,
    }));
    await database.db
      .update(stores)
      .set({ weeklyHours: closing })
      .where(eq(stores.id, shop.storeId));
    expect(await slotsOf(who, day)).toEqual(['slot1', 'slot2']);
    expect((await seller('get-setting-info')).json().closingTimes).toEqual(ALL.map(() => '16:30'));
    await database.db.update(stores).set({ weeklyHours: [] }).where(eq(stores.id, shop.storeId));
    expect(await slotsOf(who, day)).toEqual(['slot1', 'slot2', 'slot3', 'slot4']);
  });

  it('lead days move the first bookable date', async () => {
    const who = await serviceCart();
    const start1: string = (await cartData(who)).startDate;
    await seller('save-installation-info', {
      slotWeekdays: openGrid,
      slotCapacity: 3,
      prepareDays: 4,
    });
    const start4: string = (await cartData(who)).startDate;
    expect(new Date(start4).getTime() - new Date(start1).getTime()).toBe(3 * 86_400_000);
    await seller('save-installation-info', {
      slotWeekdays: openGrid,
      slotCapacity: 3,
      prepareDays: 1,
    });
  });

  it('answers bad installation input with Thai field messages and saves nothing', async () => {
    const cases: Array<[object, string]> = [
      [{ slotWeekdays: openGrid, slotCapacity: 0, prepareDays: 1 }, 'slotCapacity'],
      [{ slotWeekdays: openGrid, slotCapacity: 3, prepareDays: 8 }, 'prepareDays'],
      [
        { slotWeekdays: { ...openGrid, slot1: [9] }, slotCapacity: 3, prepareDays: 1 },
        'slotWeekdays.slot1.0',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await seller('save-installation-info', body);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().fieldErrors)).toContain(field);
    }
    expect((await seller('get-setting-info')).json()).toMatchObject({
      slotCapacity: 3,
      prepareDays: 1,
    });
  });

  it('switches delivery and its default rate; the cart follows', async () => {
    const off = await seller('save-delivery-info', {
      isDeliveryEnabled: false,
      defaultDeliveryRate: 99.5,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await seller('get-setting-info')).json()).toMatchObject({
      isDeliveryEnabled: false,
      defaultDeliveryRate: 99.5,
    });
    const who = await createCustomer(database.db);
    const refused = await shopper(who, 'order/add-cart', {
      sellerProductId: shop.offerId,
      quantity: 4,
      orderType: 'DELIVERY',
    });
    expect(refused.statusCode).toBe(409);
    const bad = await seller('save-delivery-info', {
      isDeliveryEnabled: true,
      defaultDeliveryRate: -1,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fieldErrors.defaultDeliveryRate[0]).toMatch(/[ก-๙]/);
    await seller('save-delivery-info', { isDeliveryEnabled: true, defaultDeliveryRate: 150 });
    const ok = await shopper(who, 'order/add-cart', {
      sellerProductId: shop.offerId,
      quantity: 4,
      orderType: 'DELIVERY',
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('switches deposits off and on for the shop; the payment choices follow', async () => {
    const who = await serviceCart();
    expect((await cartData(who)).paymentOptions.prepaid).toBe(true);
    const off = await seller('save-prepaid-info', {
      isPrepaidEnabled: false,
      prepaidType: 'percent',
      prepaidValue: 30,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await cartData(who)).paymentOptions.prepaid).toBe(false);
    const fixed = await seller('save-prepaid-info', {
      isPrepaidEnabled: true,
      prepaidType: 'amount',
      prepaidValue: 1000,
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    const cart = await cartData(who);
    expect(cart.paymentOptions.prepaid).toBe(true);
    expect(cart.prepaidPrice).toBe(1000);
    expect((await seller('get-setting-info')).json()).toMatchObject({
      prepaidType: 'amount',
      prepaidValue: 1000,
    });
    const bad = await seller('save-prepaid-info', {
      isPrepaidEnabled: true,
      prepaidType: 'percent',
      prepaidValue: 150,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fieldErrors.prepaidValue[0]).toMatch(/[ก-๙]/);
    await seller('save-prepaid-info', {
      isPrepaidEnabled: true,
      prepaidType: 'percent',
      prepaidValue: 30,
    });
  });
});

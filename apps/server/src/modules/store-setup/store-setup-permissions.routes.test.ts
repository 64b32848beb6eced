import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CartShop, createCartShop } from '../../../test/cart-fixtures';
import { createCustomer } from '../../../test/offer-fixtures';
import { STORE_SETUP_ROUTE_CASES } from '../../../test/store-setup-route-cases';
import { buildTestApp, testDatabases } from '../../../test/test-databases';
import { createStaff } from '../../../test/test-sellers';
import type { DatabaseHandle } from '../../db/client';
import { sellerProducts } from '../../db/schema/offers';
import { deliveryAreaRates, storeSettings } from '../../db/schema/stores';

// Issue 14 "Rules that hold everywhere" for the store setup calls: no token or a customer token →
// 401, a staff member without the flag → 403, each with a Thai message and nothing changed; the
// right flag → 2xx; a token acts only on the store it carries, never on another store's rows.

type Call = {
  method: 'GET' | 'POST';
  url: string;
  flag: 'manageStoreProfile' | 'manageSetting';
  body?: (shop: CartShop) => object;
};

const CALLS: Call[] = [
  { method: 'GET', url: 'get-profile', flag: 'manageStoreProfile' },
  { method: 'POST', url: 'save-store', flag: 'manageStoreProfile', body: () => ({}) },
  { method: 'GET', url: 'get-setting-info', flag: 'manageSetting' },
  {
    method: 'POST',
    url: 'save-installation-info',
    flag: 'manageSetting',
    body: () => ({
      slotWeekdays: { slot1: [1], slot2: [1], slot3: [1], slot4: [1] },
      slotCapacity: 1,
      prepareDays: 0,
    }),
  },
  {
    method: 'POST',
    url: 'save-delivery-info',
    flag: 'manageSetting',
    body: () => ({ isDeliveryEnabled: false, defaultDeliveryRate: 1 }),
  },
  {
    method: 'POST',
    url: 'save-prepaid-info',
    flag: 'manageSetting',
    body: () => ({ isPrepaidEnabled: false, prepaidType: 'percent', prepaidValue: 10 }),
  },
  { method: 'POST', url: 'get-delivery-area-rate', flag: 'manageSetting', body: () => ({}) },
  {
    method: 'POST',
    url: 'save-delivery-area-rate',
    flag: 'manageSetting',
    body: () => ({ province: 'ลำพูน', rate: 1 }),
  },
  { method: 'GET', url: 'get-delivery-area-summary', flag: 'manageSetting' },
  { method: 'POST', url: 'products-for-setting', flag: 'manageSetting', body: () => ({}) },
  {
    method: 'POST',
    url: 'save-delivery-product-rate',
    flag: 'manageSetting',
    body: (s) => ({ sellerProductId: s.offerId, rate: 1 }),
  },
  {
    method: 'POST',
    url: 'save-day-prepare-product',
    flag: 'manageSetting',
    body: (s) => ({ sellerProductId: s.offerId, prepareDays: 7 }),
  },
  {
    method: 'POST',
    url: 'save-product-min-qty',
    flag: 'manageSetting',
    body: (s) => ({ sellerProductId: s.offerId, minQty: 4 }),
  },
  {
    method: 'POST',
    url: 'assign-prepaid-product',
    flag: 'manageSetting',
    body: (s) => ({ sellerProductId: s.offerId, isPrepaid: false, prepaidAmount: null }),
  },
];

describe.each(testDatabases())('store setup permissions on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let shop: CartShop;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    shop = await createCartShop(database.db);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const send = (call: Call, auth: string | null) =>
    app.inject({
      method: call.method,
      url: `/api/seller/${call.url}`,
      payload: call.method === 'POST' ? (call.body?.(shop) ?? {}) : undefined,
      headers: auth ? { authorization: auth } : {},
    });

  async function snapshot() {
    const [settings] = await database.db
      .select()
      .from(storeSettings)
      .where(eq(storeSettings.storeId, shop.storeId));
    const [offer] = await database.db
      .select()
      .from(sellerProducts)
      .where(eq(sellerProducts.id, shop.offerId));
    const rates = await database.db
      .select()
      .from(deliveryAreaRates)
      .where(eq(deliveryAreaRates.storeId, shop.storeId));
    return JSON.stringify({
      settings: { ...settings, updatedAt: null },
      offer: { ...offer, updatedAt: null },
      rates,
    });
  }

  it('refuses no token, a customer token and a staff member without the flag; nothing changes', async () => {
    const before = await snapshot();
    const customer = await createCustomer(database.db);
    const wrongFlag = {
      manageStoreProfile: await createStaff(database.db, shop.storeId, { manageSetting: true }),
      manageSetting: await createStaff(database.db, shop.storeId, { manageStoreProfile: true }),
    };
    for (const call of CALLS) {
      for (const [who, auth, status] of [
        ['no token', null, 401],
        ['customer', customer.auth, 401],
        ['staff without the flag', wrongFlag[call.flag].auth, 403],
      ] as const) {
        const res = await send(call, auth);
        expect(res.statusCode, `${call.url} as ${who}`).toBe(status);
        expect(res.json().message, `${call.url} as ${who}`).toMatch(/[ก-๙]/);
      }
    }
    expect(await snapshot()).toBe(before);
  });

  it('the owner of another store changes only that store', async () => {
    const before = await snapshot();
    const elsewhere = await createCartShop(database.db);
    const otherOwner = await createStaff(database.db, elsewhere.storeId, {
      manageStoreProfile: true,
      manageSetting: true,
    });
    for (const call of CALLS.filter((c) => c.url !== 'save-store')) {
      const res = await send(call, otherOwner.auth);
      // Offer ids of this shop are not that store's: 404, the rest act on that store.
      expect([200, 404], `${call.url}: ${res.body}`).toContain(res.statusCode);
    }
    expect(await snapshot()).toBe(before);
  });

  it('the cases for the seller permission table cover every store setup call, with valid bodies', async () => {
    const mine = (app as unknown as { sellerRoutes?: { method: string; url: string }[] })
      .sellerRoutes;
    const keys = CALLS.map((c) => `${c.method} /api/seller/${c.url}`);
    expect(Object.keys(STORE_SETUP_ROUTE_CASES).sort()).toEqual(keys.sort());
    if (mine) for (const k of keys) expect(mine.map((r) => `${r.method} ${r.url}`)).toContain(k);
    const owner = await createStaff(database.db, shop.storeId, {
      manageStoreProfile: true,
      manageSetting: true,
    });
    for (const [key, routeCase] of Object.entries(STORE_SETUP_ROUTE_CASES)) {
      if (routeCase.skipRightCaller) continue;
      const [method, url] = key.split(' ') as ['GET' | 'POST', string];
      const res = await app.inject({
        method,
        url,
        headers: { authorization: owner.auth },
        ...(method === 'GET'
          ? {}
          : {
              payload: (await routeCase.body({ db: database.db, storeId: shop.storeId })) as object,
            }),
      });
      expect(res.statusCode, `${key}: ${res.body}`).toBe(200);
    }
  });

  it('the right flag answers 2xx', async () => {
    const staff = await createStaff(database.db, shop.storeId, {
      manageStoreProfile: true,
      manageSetting: true,
    });
    for (const call of CALLS.filter((c) => c.url !== 'save-store')) {
      const res = await send(call, staff.auth);
      expect(res.statusCode, `${call.url}: ${res.body}`).toBe(200);
    }
  });
});

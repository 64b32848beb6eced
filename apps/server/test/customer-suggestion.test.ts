import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { users } from '../src/db/schema/users';
import { placeOrder } from '../src/modules/orders/place-order.service';
import { type CartShop, createCartShop, readyShopper } from './cart-fixtures';
import { createCustomer } from './offer-fixtures';
import { buildTestApp, testDatabases } from './test-databases';

// Issue 13 (item 5): the cart's customer and delivery forms start from the shopper's own last
// order, its blanks filled from the profile (cartData.customerSuggestion); never from anyone
// else's order.

type Who = { id: number; auth: string };

describe.each(testDatabases())('checkout prefill on $name', ({ open }) => {
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

  const suggestionOf = async (who: Who) => {
    const added = await app.inject({
      method: 'POST',
      url: '/api/order/add-cart',
      payload: { sellerProductId: shop.offerId, quantity: 2, orderType: 'SERVICE', replace: true },
      headers: { authorization: who.auth },
    });
    expect(added.statusCode, added.body).toBe(200);
    const res = await app.inject({
      method: 'GET',
      url: '/api/order/get-cart-data',
      headers: { authorization: who.auth },
    });
    return res.json().cartData.customerSuggestion;
  };

  it('a shopper without orders starts from the profile', async () => {
    const who = await createCustomer(database.db);
    await database.db
      .update(users)
      .set({
        name: 'สมหญิง รักดี',
        email: 'somying@example.com',
        tel: '0899999999',
        address: '1 ถนนสุขุมวิท',
        subDistrict: 'คลองเตย',
        district: 'คลองเตย',
        province: 'กรุงเทพมหานคร',
        postCode: '10110',
      })
      .where(eq(users.id, who.id));
    expect(await suggestionOf(who)).toEqual({
      firstName: 'สมหญิง',
      lastName: 'รักดี',
      email: 'somying@example.com',
      tel: '0899999999',
      address: '1 ถนนสุขุมวิท',
      subDistrict: 'คลองเตย',
      district: 'คลองเตย',
      province: 'กรุงเทพมหานคร',
      postCode: '10110',
      carBrand: '',
      carModel: '',
      licenseNumber: '',
      licenseProvince: '',
    });
  });

  it('after an order, the next cart starts from that order’s customer and car; others see nothing of it', async () => {
    const who = await readyShopper(app, database.db, shop);
    await placeOrder(database.db, who.id);
    await database.db
      .update(users)
      .set({ email: 'profile@example.com' })
      .where(eq(users.id, who.id));
    expect(await suggestionOf(who)).toMatchObject({
      firstName: 'สมชาย',
      lastName: 'ใจดี',
      email: 'somchai@example.com',
      tel: '0800000001',
      carBrand: 'Toyota',
      carModel: 'Hilux Revo',
      licenseNumber: 'กข1234',
      licenseProvince: 'เชียงใหม่',
    });
    const stranger = await createCustomer(database.db);
    expect(await suggestionOf(stranger)).toMatchObject({
      firstName: 'ลูกค้าทดสอบ',
      email: '',
      tel: '',
      licenseNumber: '',
    });
  });
});

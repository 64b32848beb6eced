import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findProductWithOffers } from '../../../test/offer-fixtures';
import { createCustomer, createOrder, type TestCustomer } from '../../../test/test-customers';
import { buildTestApp, testDatabases } from '../../../test/test-databases';
import type { DatabaseHandle } from '../../db/client';
import { reviews } from '../../db/schema/content';
import { orders } from '../../db/schema/orders';
import { favourites, rewardAddresses, userCars } from '../../db/schema/users';

// Issue 4/6 "Security" and "Checked by": every /api/user/* and /api/favorite/* call touches only
// the caller's own data. A second customer aims at the first one's car id, order number and
// favourite: every attempt answers 403/404 (or acts on the caller's own empty data) and the
// owner's rows are exactly as before. A revoked token gets 401 everywhere.

describe.each(testDatabases())("another customer's data is unreachable on $name", ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let owner: TestCustomer;
  let intruder: TestCustomer;
  let carId: number;
  let orderNo: string;
  let productId: number;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    owner = await createCustomer(database.db, 'เจ้าของ ข้อมูล');
    intruder = await createCustomer(database.db, 'ผู้บุกรุก ทดสอบ');
    const [car] = await database.db
      .insert(userCars)
      .values({
        userId: owner.id,
        licenseNumber: 'กข1234',
        licenseProvince: 'ขอนแก่น',
        carBrand: 'Toyota',
        carModel: 'Hilux Revo',
      })
      .returning({ id: userCars.id });
    carId = car.id;
    orderNo = await createOrder(database.db, owner.id, 5, 2);
    productId = await findProductWithOffers(database.db, 1);
    await database.db.insert(favourites).values({ userId: owner.id, productId });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const post = (url: string, who: TestCustomer, payload: object = {}) =>
    app.inject({ method: 'POST', url, headers: { authorization: who.auth }, payload });

  async function ownerRows() {
    const db = database.db;
    return {
      cars: await db.select().from(userCars).where(eq(userCars.userId, owner.id)),
      order: await db
        .select({ status: orders.status, userId: orders.userId })
        .from(orders)
        .where(eq(orders.orderNo, orderNo)),
      favourites: await db
        .select({ productId: favourites.productId })
        .from(favourites)
        .where(eq(favourites.userId, owner.id)),
      reviews: await db
        .select()
        .from(reviews)
        .innerJoin(orders, eq(orders.id, reviews.orderId))
        .where(eq(orders.orderNo, orderNo)),
      rewards: await db.select().from(rewardAddresses).where(eq(rewardAddresses.userId, owner.id)),
    };
  }

  it('refuses another customer’s car id, order number and favourite, changing nothing', async () => {
    const before = await ownerRows();
    expect(before.cars).toHaveLength(1);
    expect(before.favourites).toEqual([{ productId }]);

    const attempts: Array<[string, object]> = [
      ['/api/user/delete-car', { id: carId }],
      ['/api/user/submit-review', { orderNo, rating: 1, text: 'รีวิวปลอมจากคนอื่น' }],
      ['/api/user/feedback-rating', { orderNo, rating: 1 }],
      [
        '/api/user/submit-reward-address',
        { orderNo, fullAddress: '99 ถนนของคนอื่น ตำบลหนึ่ง อำเภอสอง จังหวัดสาม' },
      ],
      ['/api/user/get-receipt', { orderNo }],
      ['/api/user/get-receipt-pdf', { orderNo }],
    ];
    for (const [url, payload] of attempts) {
      const res = await post(url, intruder, payload);
      expect([403, 404], `${url} ${res.body}`).toContain(res.statusCode);
      expect(res.json().success).toBe(false);
      expect(res.json().message).toMatch(/[ก-๙]/);
    }

    // Lists answer only the caller's own rows.
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/user/get-car',
          headers: { authorization: intruder.auth },
        })
      ).json(),
    ).toEqual([]);
    for (const tab of ['waiting', 'completed', 'cancelled']) {
      const history = (await post('/api/v2/user/order-history', intruder, { tab })).json();
      expect(JSON.stringify(history)).not.toContain(orderNo);
    }
    const content = await app.inject({
      method: 'GET',
      url: '/api/favorite/get-content',
      headers: { authorization: intruder.auth },
    });
    expect(content.json().productIds).toEqual([]);
    const theirList = (await post('/api/favorite/get-product', intruder, {})).json();
    expect(theirList.items).toEqual([]);

    // Removing "the same favourite" acts on the caller's own list only.
    const removed = await post('/api/favorite/remove-product', intruder, { productId });
    expect(removed.json()).toMatchObject({ isFavourite: false });

    expect(await ownerRows()).toEqual(before);
    const stillThere = await database.db
      .select()
      .from(favourites)
      .where(and(eq(favourites.userId, owner.id), eq(favourites.productId, productId)));
    expect(stillThere).toHaveLength(1);
  });

  it('a revoked token gets 401 on every customer call', async () => {
    const leaver = await createCustomer(database.db);
    expect((await post('/api/user/logout', leaver)).statusCode).toBe(200);
    const calls: Array<['GET' | 'POST', string]> = [
      ['GET', '/api/user/get-profile'],
      ['POST', '/api/user/save-name'],
      ['GET', '/api/user/get-car'],
      ['POST', '/api/user/add-car'],
      ['POST', '/api/user/delete-car'],
      ['POST', '/api/user/change-password'],
      ['GET', '/api/user/get-privacy'],
      ['POST', '/api/user/save-privacy'],
      ['POST', '/api/v2/user/order-history'],
      ['POST', '/api/user/submit-review'],
      ['POST', '/api/user/get-receipt'],
      ['GET', '/api/favorite/get-content'],
      ['POST', '/api/favorite/add-product'],
      ['POST', '/api/favorite/get-product'],
      ['POST', '/api/user/logout'],
    ];
    for (const [method, url] of calls) {
      const res = await app.inject({
        method,
        url,
        headers: { authorization: leaver.auth },
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().message).toMatch(/[ก-๙]/);
    }
  });
});

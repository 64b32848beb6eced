import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createOrder, type TestCustomer } from '../../../test/test-customers';
import { buildTestApp, testDatabases } from '../../../test/test-databases';
import type { DatabaseHandle } from '../../db/client';
import { reviews } from '../../db/schema/content';
import { stores } from '../../db/schema/stores';
import { favourites, rewardAddresses } from '../../db/schema/users';
import { issueUserToken } from '../accounts/tokens.service';

describe.each(testDatabases())('/my orders, reviews and receipts on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let me: TestCustomer;
  let other: TestCustomer;
  let customer1: string;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    me = await createCustomer(database.db, 'วิภา รักดี');
    other = await createCustomer(database.db);
    customer1 = `Bearer ${await issueUserToken(database.db, 1)}`;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const post = (url: string, auth: string, payload: object = {}) =>
    app.inject({ method: 'POST', url, headers: { authorization: auth }, payload });

  it('shows the seeded orders of customer1 by tab with counts, newest first', async () => {
    const waiting = (
      await post('/api/v2/user/order-history', customer1, { tab: 'waiting' })
    ).json();
    expect(waiting.counts).toEqual({ waiting: 2, completed: 2, cancel: 1 });
    expect(waiting.items.map((o: { statusCode: number }) => o.statusCode)).toEqual([1, 3]);
    const card = waiting.items[0];
    expect(card).toMatchObject({
      orderNo: 'YD2611200001',
      statusText: 'รอยืนยันคำสั่งซื้อ',
      orderType: 'SERVICE',
      appointmentDate: '2026-11-26',
      canReview: false,
    });
    expect(card.store.link).toMatch(/^\/store\//);
    expect(card.items[0].lineTotal).toBe(card.items[0].unitPrice * card.items[0].quantity);
    expect(card.paidNow + card.remain).toBeCloseTo(card.total, 2);

    const completed = (
      await post('/api/v2/user/order-history', customer1, { tab: 'completed' })
    ).json();
    expect(completed.items.map((o: { statusText: string }) => o.statusText)).toEqual([
      'ติดตั้งเรียบร้อย',
      'จัดส่งเรียบร้อย',
    ]);
    expect(completed.items[0].review).toMatchObject({ rating: 5 });
    expect(completed.items[0].canReview).toBe(false);
    expect(completed.items[1].canReview).toBe(true);

    const cancel = (await post('/api/v2/user/order-history', customer1, { tab: 'cancel' })).json();
    expect(cancel.items).toHaveLength(1);
    expect(cancel.items[0].statusText).toBe('ยกเลิก');

    const paged = (
      await post('/api/v2/user/order-history', customer1, { tab: 'waiting', page: 2, pageSize: 1 })
    ).json();
    expect(paged).toMatchObject({ total: 2, totalPage: 2 });
    expect(paged.items[0].statusCode).toBe(3);

    // Nobody else sees them.
    const mine = (await post('/api/v2/user/order-history', other.auth, { tab: 'waiting' })).json();
    expect(mine).toMatchObject({
      items: [],
      total: 0,
      counts: { waiting: 0, completed: 0, cancel: 0 },
    });
    expect((await post('/api/v2/user/order-history', other.auth, { tab: 'old' })).statusCode).toBe(
      422,
    );
  });

  it('reviews a completed order once, updating the store rating in the same step', async () => {
    const completed = await createOrder(database.db, me.id, 4);
    const waiting = await createOrder(database.db, me.id, 2);
    const cancelled = await createOrder(database.db, me.id, 99);
    const [before] = await database.db.select().from(stores).where(eq(stores.id, 1));

    for (const orderNo of [waiting, cancelled]) {
      const res = await post('/api/user/submit-review', me.auth, { orderNo, rating: 4, text: 'ดี' });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/เฉพาะคำสั่งซื้อที่/);
    }
    const bad = await post('/api/user/submit-review', me.auth, { orderNo: completed, rating: 6 });
    expect(bad.statusCode).toBe(422);
    const long = await post('/api/user/submit-review', me.auth, {
      orderNo: completed,
      rating: 5,
      text: 'ก'.repeat(1001),
    });
    expect(long.statusCode).toBe(422);
    // Another customer cannot review my order.
    const stranger = await post('/api/user/submit-review', other.auth, {
      orderNo: completed,
      rating: 1,
    });
    expect(stranger.statusCode).toBe(404);

    const ok = await post('/api/user/submit-review', me.auth, {
      orderNo: completed,
      rating: 4,
      text: 'ช่างเก่ง บริการดี',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const again = await post('/api/user/feedback-rating', me.auth, {
      orderNo: completed,
      rating: 1,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('คุณรีวิวคำสั่งซื้อนี้ไปแล้ว');

    const rows = await database.db.select().from(reviews).where(eq(reviews.userId, me.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rating: 4, reviewerName: 'วิภา ร.', storeId: 1 });
    const [after] = await database.db.select().from(stores).where(eq(stores.id, 1));
    expect(after.ratingCount).toBe(before.ratingCount + 1);

    const history = (
      await post('/api/v2/user/order-history', me.auth, { tab: 'completed' })
    ).json();
    expect(history.items[0]).toMatchObject({ canReview: false, review: { rating: 4 } });
  });

  it('stores a reward address, for an own order only', async () => {
    const orderNo = await createOrder(database.db, me.id, 5, 2);
    const fullAddress = '55/1 ถนนนิมมานเหมินท์ ตำบลสุเทพ อำเภอเมืองเชียงใหม่ เชียงใหม่ 50200';
    expect(
      (await post('/api/user/submit-reward-address', me.auth, { orderNo, fullAddress })).statusCode,
    ).toBe(200);
    expect(
      (await post('/api/user/submit-reward-address', other.auth, { orderNo, fullAddress }))
        .statusCode,
    ).toBe(404);
    expect(
      (await post('/api/user/submit-reward-address', me.auth, { fullAddress: 'สั้น' })).statusCode,
    ).toBe(422);
    const rows = await database.db
      .select()
      .from(rewardAddresses)
      .where(eq(rewardAddresses.userId, me.id));
    expect(rows).toHaveLength(1);
    expect(
      await database.db.select().from(rewardAddresses).where(eq(rewardAddresses.userId, other.id)),
    ).toHaveLength(0);
  });

  it('builds the receipt with VAT included (total × 7/107); another customer gets 404', async () => {
    const orderNo = await createOrder(database.db, me.id, 4);
    const res = await post('/api/user/get-receipt', me.auth, { orderNo });
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json();
    expect(r).toMatchObject({
      orderNo,
      total: 8000,
      vat: 523.36, // 800000 × 7 / 107 = 52336.45… satang
      totalBeforeVat: 7476.64,
      services: [{ title: 'ถ่วงล้อ', price: 0 }],
      buyer: { name: 'ทดสอบ ระบบ' },
      isDeposit: false,
    });
    expect(r.store.name.length).toBeGreaterThan(0);
    expect(r.items).toEqual([
      { title: 'Michelin ทดสอบ 265/65R17', quantity: 4, unitPrice: 2000, lineTotal: 8000 },
    ]);
    const stolen = await post('/api/user/get-receipt', other.auth, { orderNo });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().message).toMatch(/[ก-๙]/);
    expect(
      (await post('/api/user/get-receipt', other.auth, { orderNo: 'YD2611200001' })).statusCode,
    ).toBe(404);

    const seeded = (
      await post('/api/user/get-receipt', customer1, { orderNo: 'YD2611200001' })
    ).json();
    expect(seeded).toMatchObject({
      isDeposit: true,
      orderType: 'SERVICE',
      car: { licenseNumber: '1กข1234' },
    });
    expect(seeded.paidNow + seeded.remain).toBeCloseTo(seeded.total, 2);
  });

  it('export does not include another customer’s favourites', async () => {
    const [fav] = await database.db
      .select()
      .from(favourites)
      .where(eq(favourites.userId, 1))
      .limit(1);
    const data = (
      await app.inject({
        method: 'GET',
        url: '/api/user/export-data',
        headers: { authorization: other.auth },
      })
    ).json();
    expect(data.favourites).toEqual([]);
    expect(data.orders).toEqual([]);
    const own = (
      await app.inject({
        method: 'GET',
        url: '/api/user/export-data',
        headers: { authorization: customer1 },
      })
    ).json();
    expect(own.favourites.map((f: { productId: number }) => f.productId)).toContain(fav.productId);
    expect(own.orders).toHaveLength(5);
  });
});

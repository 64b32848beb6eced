import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { orders } from '../src/db/schema/orders';
import { RATE_LIMITS } from '../src/plugins/rate-limits';
import { createCustomer, createOrder, type TestCustomer } from './test-customers';
import { buildTestApp, testDatabases } from './test-databases';

// Issue 13 §8 (decision 0067): POST /api/order/pre-delivery cannot be walked. Order numbers count
// up by one, so the number alone answers nothing: the buyer signed in, or the number with the
// buyer's or the receiver's phone, gets the carrier text; any other pair answers exactly like an
// unknown number, and misses are limited per address.

const TRACKING = 'Kerry Express,KEX2611250001';
const CONTACT_TEL = '0812345678';
const RECEIVER_TEL = '0623456789';

describe.each(testDatabases())('delivery tracking look-up on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let buyer: TestCustomer;
  let stranger: TestCustomer;
  let orderNo: string;
  let addressCounter = 0;
  const nextAddress = () => `203.0.113.${++addressCounter}`;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    buyer = await createCustomer(database.db);
    stranger = await createCustomer(database.db);
    orderNo = await createOrder(database.db, buyer.id, 3, 2);
    await database.db
      .update(orders)
      .set({
        trackingText: TRACKING,
        customer: { firstName: 'สมหญิง', lastName: 'รักดี', tel: CONTACT_TEL },
        shipping: { receiverFirstname: 'สมศรี', receiverTel: RECEIVER_TEL },
      })
      .where(eq(orders.orderNo, orderNo));
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const ask = (payload: object, options: { auth?: string; ip?: string } = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/order/pre-delivery',
      payload,
      remoteAddress: options.ip ?? nextAddress(),
      headers: options.auth ? { authorization: options.auth } : {},
    });
  const buyerTel = async () => {
    const profile = await app.inject({
      method: 'GET',
      url: '/api/user/get-profile',
      headers: { authorization: buyer.auth },
    });
    return String(profile.json().tel ?? '').replace(/\D/g, '');
  };

  it('answers the tracking text to the number with the receiver’s, the contact’s or the buyer’s phone', async () => {
    const byReceiver = await ask({ id: orderNo, tel: RECEIVER_TEL });
    expect(byReceiver.statusCode).toBe(200);
    expect(byReceiver.json()).toEqual({ trackingText: TRACKING });
    expect((await ask({ id: orderNo, tel: '062-345-6789' })).json()).toEqual({
      trackingText: TRACKING,
    });
    expect((await ask({ id: orderNo, tel: CONTACT_TEL })).json()).toEqual({
      trackingText: TRACKING,
    });
    const tel = await buyerTel();
    expect(tel).toMatch(/^0\d{9}$/);
    expect((await ask({ id: orderNo, tel })).json()).toEqual({ trackingText: TRACKING });
  });

  it('answers the order’s own signed-in buyer with the number alone', async () => {
    expect((await ask({ id: orderNo }, { auth: buyer.auth })).json()).toEqual({
      trackingText: TRACKING,
    });
  });

  it('answers a wrong phone, a partial phone or another customer exactly like an unknown number', async () => {
    const unknown = await ask({ id: 'YD999999999999', tel: RECEIVER_TEL });
    expect(unknown.statusCode).toBe(200);
    const answers = [
      await ask({ id: orderNo }),
      await ask({ id: orderNo, tel: '0899999999' }),
      await ask({ id: orderNo, tel: RECEIVER_TEL.slice(-4) }),
      await ask({ id: orderNo, tel: '' }),
      await ask({ id: orderNo }, { auth: stranger.auth }),
      await ask({ id: orderNo }, { auth: `Bearer ${buyer.id}|${'x'.repeat(43)}` }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(unknown.body);
    }
    expect(unknown.json()).toEqual({ trackingText: '' });
  });

  it('refuses bad input with a Thai message', async () => {
    const res = await ask({ id: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/[ก-๙]/);
  });

  it('stops an address after its misses with a Thai 429; the right pair still works elsewhere', async () => {
    const walker = '198.51.100.99';
    const { max } = RATE_LIMITS.trackingMiss;
    for (let i = 0; i < max; i++) {
      const res = await ask(
        { id: `YD26112${String(1000 + i)}`, tel: '0899999999' },
        { ip: walker },
      );
      expect(res.statusCode).toBe(200);
    }
    const refused = await ask({ id: orderNo, tel: RECEIVER_TEL }, { ip: walker });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' });
    expect(refused.json().message).toMatch(/[ก-๙]/);
    expect((await ask({ id: orderNo, tel: RECEIVER_TEL })).json()).toEqual({
      trackingText: TRACKING,
    });
  });

  it('a SERVICE order matched by its buyer has no tracking text', async () => {
    const service = await createOrder(database.db, buyer.id, 3, 1);
    expect((await ask({ id: service }, { auth: buyer.auth })).json()).toEqual({
      trackingText: '',
    });
  });
});

import { ORDER_STATUS } from '@yangdee/contracts/order-status';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { cartItems, carts, orders } from '../src/db/schema/orders';
import { storeSettings } from '../src/db/schema/stores';
import { deliverDueMessages } from '../src/modules/messages/outbox-worker';
import { dotWeekMonday, dueDay, TYRE_AGE_MONTHS } from '../src/modules/messages/reminder-dates';
import { enqueueDueReminders } from '../src/modules/messages/reminders';
import { type CartShop, createCartShop } from './cart-fixtures';
import { TestLine, TestSms } from './message-outbox-fixtures';
import { createOffer, createProduct } from './offer-fixtures';
import { insertReminderOrder, outboxOf, recordConsent, setPreferences } from './reminder-fixtures';
import { createCustomer } from './test-customers';
import { buildTestApp, testDatabases } from './test-databases';

// Issue 35 item 3, reminders: the pass writes each reminder once, from 08:00 Bangkok on the day
// it is due (the day before a booked fitting; 6 months after a fitting; the oldest tyre at 4 years
// 9 months), never for cancelled orders or before the day, and honours the shopper's choices and
// marketing consent. A reminder's one tap books the same tyres at the same shop again.
// The clock is always injected, in 2035: no seeded order is due then.

/** An instant on a Bangkok day: at('2035-06-14', '08:00'). */
const at = (day: string, time: string) => new Date(`${day}T${time}:00+07:00`);

describe.each(testDatabases())('reminders on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let shop: CartShop;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    shop = await createCartShop(database.db);
    await database.db
      .update(storeSettings)
      .set({ customSlots: [{ value: 'morning', from: '09:00', to: '12:00' }] })
      .where(eq(storeSettings.storeId, shop.storeId));
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const pass = (now: Date) => enqueueDueReminders(database.db, now);
  const fourTyres = () => [{ offerId: shop.offerId, quantity: 4 }];
  const booked = async (status: number, appointmentDate: string, userId?: number) =>
    insertReminderOrder(database.db, {
      userId: userId ?? (await createCustomer(database.db)).id,
      storeId: shop.storeId,
      status,
      lines: fourTyres(),
      appointmentDate,
      appointmentTime: 'morning',
      remainSatang: 1_120_000,
    });
  const fitted = async (completedAt: Date, o: { consent?: boolean; dotCodes?: string[] } = {}) => {
    const who = await createCustomer(database.db);
    if (o.consent !== undefined) await recordConsent(database.db, who.id, o.consent);
    const orderId = await insertReminderOrder(database.db, {
      userId: who.id,
      storeId: shop.storeId,
      status: 4,
      lines: [{ offerId: shop.offerId, quantity: 4, dotCodes: o.dotCodes }],
      completedAt,
    });
    return { orderId, userId: who.id };
  };

  describe('the day before a booked fitting', () => {
    it('writes one reminder for tomorrow’s fitting, to go at 08:00, however often the pass runs', async () => {
      const orderId = await booked(2, '2035-06-15');
      await pass(at('2035-06-14', '00:10'));
      await pass(at('2035-06-14', '06:00'));
      await pass(at('2035-06-15', '09:00'));
      const rows = await outboxOf(database.db, orderId);
      expect(rows).toHaveLength(1);
      const [row] = rows;
      expect(row.kind).toBe('reminder_fitting');
      expect(row.eventKey).toBe(`reminder:fitting:${orderId}`);
      expect(row.state).toBe('pending');
      expect(row.nextAttemptAt.toISOString()).toBe(at('2035-06-14', '08:00').toISOString());
      expect(row.data).toMatchObject({
        orderId,
        date: '2035-06-15',
        slot: '09:00 - 12:00',
        shopName: 'ร้านทดสอบตะกร้า',
        mapUrl: 'https://www.google.com/maps/search/?api=1&query=13.75,100.5',
        remainSatang: 1_120_000,
        tyres: [{ title: 'ยางทดสอบ รุ่น 1 205/55R16', quantity: 4 }],
      });
    });

    it('states a booking into a bay as its whole window, start to start + job minutes', async () => {
      const orderId = await booked(2, '2035-06-20');
      await database.db
        .update(orders)
        .set({ appointmentTime: '09:30', jobMinutes: 120, bay: 2 })
        .where(eq(orders.id, orderId));
      await pass(at('2035-06-19', '06:00'));
      const [row] = await outboxOf(database.db, orderId, 'reminder_fitting');
      expect(row.data).toMatchObject({ orderId, date: '2035-06-20', slot: '09:30 - 11:30' });
    });

    it('is not sent at 08:00 when the order was cancelled or moved to another day after it was written', async () => {
      const cancelled = await booked(2, '2035-06-15');
      const moved = await booked(2, '2035-06-15');
      const kept = await booked(2, '2035-06-15');
      await pass(at('2035-06-14', '06:00'));
      await database.db
        .update(orders)
        .set({ status: ORDER_STATUS.CANCEL })
        .where(eq(orders.id, cancelled));
      await database.db
        .update(orders)
        .set({ appointmentDate: '2035-06-17' })
        .where(eq(orders.id, moved));
      const line = new TestLine();
      const sms = new TestSms();
      for (const orderId of [cancelled, moved, kept]) {
        await deliverDueMessages({
          db: database.db,
          line,
          sms,
          webUrl: 'http://localhost:3000',
          now: () => at('2035-06-14', '08:00'),
          eventKeyPrefix: `reminder:fitting:${orderId}`,
        });
      }
      const stateOf = async (orderId: number) =>
        (await outboxOf(database.db, orderId, 'reminder_fitting'))[0];
      expect(await stateOf(cancelled)).toMatchObject({
        state: 'skipped',
        lastError: 'the booking changed',
      });
      expect(await stateOf(moved)).toMatchObject({
        state: 'skipped',
        lastError: 'the booking changed',
      });
      expect(await stateOf(kept)).toMatchObject({ state: 'sent' });
      expect(sms.sent).toHaveLength(1);
    });

    it('also reminds an order paid and still waiting for the shop’s confirmation', async () => {
      const orderId = await booked(1, '2035-06-15');
      await pass(at('2035-06-14', '06:00'));
      expect(await outboxOf(database.db, orderId, 'reminder_fitting')).toHaveLength(1);
    });

    it('is not written before the day before; a pass after 08:00 that day sends it at once', async () => {
      const orderId = await booked(2, '2035-06-16');
      await pass(at('2035-06-14', '09:00'));
      expect(await outboxOf(database.db, orderId)).toHaveLength(0);
      const now = at('2035-06-15', '10:20');
      await pass(now);
      const rows = await outboxOf(database.db, orderId);
      expect(rows).toHaveLength(1);
      expect(rows[0].nextAttemptAt.toISOString()).toBe(now.toISOString());
    });

    it('is never written for a cancelled, unpaid or already fitted order', async () => {
      const ids = [await booked(99, '2035-06-15'), await booked(0, '2035-06-15')];
      ids.push(await booked(4, '2035-06-15'));
      await pass(at('2035-06-14', '06:00'));
      for (const id of ids) expect(await outboxOf(database.db, id)).toHaveLength(0);
    });

    it('is not written for a shopper who turned fitting reminders off', async () => {
      const who = await createCustomer(database.db);
      await setPreferences(database.db, who.id, { fittingReminders: false });
      const orderId = await booked(2, '2035-06-15', who.id);
      await pass(at('2035-06-14', '06:00'));
      expect(await outboxOf(database.db, orderId)).toHaveLength(0);
    });
  });

  describe('tyre rotation 6 months after the fitting', () => {
    it('writes one reminder on the day six months after, none before and none on later days', async () => {
      const { orderId } = await fitted(at('2034-12-14', '15:00'), { consent: true });
      await pass(at('2035-06-13', '07:00'));
      expect(await outboxOf(database.db, orderId)).toHaveLength(0);
      await pass(at('2035-06-14', '07:00'));
      await pass(at('2035-06-14', '07:10'));
      await pass(at('2035-06-20', '07:00'));
      const rows = await outboxOf(database.db, orderId);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        kind: 'reminder_rotation',
        eventKey: `reminder:rotation:${orderId}`,
      });
      expect(rows[0].nextAttemptAt.toISOString()).toBe(at('2035-06-14', '08:00').toISOString());
      expect(rows[0].data).toMatchObject({ orderId, fittedOn: '2034-12-14' });
    });

    it('catches up a missed day, but never for a fitting more than 7 months ago', async () => {
      const missed = await fitted(at('2034-12-01', '10:00'), { consent: true });
      const old = await fitted(at('2034-11-10', '10:00'), { consent: true });
      await pass(at('2035-06-14', '09:00'));
      expect(await outboxOf(database.db, missed.orderId, 'reminder_rotation')).toHaveLength(1);
      expect(await outboxOf(database.db, old.orderId)).toHaveLength(0);
    });

    it('needs the shopper’s marketing consent, the newest answer counting', async () => {
      const never = await fitted(at('2034-12-14', '15:00'));
      const withdrawn = await fitted(at('2034-12-14', '15:00'), { consent: true });
      await recordConsent(database.db, withdrawn.userId, false);
      const regranted = await fitted(at('2034-12-14', '15:00'), { consent: false });
      await recordConsent(database.db, regranted.userId, true);
      await pass(at('2035-06-14', '07:00'));
      expect(await outboxOf(database.db, never.orderId)).toHaveLength(0);
      expect(await outboxOf(database.db, withdrawn.orderId)).toHaveLength(0);
      expect(await outboxOf(database.db, regranted.orderId)).toHaveLength(1);
    });

    it('is not written for a shopper who turned care reminders off', async () => {
      const { orderId, userId } = await fitted(at('2034-12-14', '15:00'), { consent: true });
      await setPreferences(database.db, userId, { careReminders: false });
      await pass(at('2035-06-14', '07:00'));
      expect(await outboxOf(database.db, orderId)).toHaveLength(0);
    });
  });

  describe('tyres approaching 5 years from their DOT week', () => {
    // Week 24 of 2030 begins on Monday 10 June 2030: due 4 years 9 months later, 10 March 2035.
    const due = dueDay(dotWeekMonday('2430') as string, TYRE_AGE_MONTHS);

    it('writes one reminder when the oldest fitted tyre reaches 4 years 9 months', async () => {
      expect(due).toBe('2035-03-10');
      const { orderId } = await fitted(at('2030-08-01', '10:00'), {
        consent: true,
        dotCodes: ['2630', '2430', '2630', '2630'],
      });
      await pass(at('2035-03-09', '09:00'));
      expect(await outboxOf(database.db, orderId)).toHaveLength(0);
      await pass(at(due, '07:30'));
      await pass(at('2035-03-20', '07:30'));
      const rows = await outboxOf(database.db, orderId);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        kind: 'reminder_tyre_age',
        eventKey: `reminder:tyre-age:${orderId}`,
      });
      expect(rows[0].data).toMatchObject({ orderId, dot: '2430', productionYear: 2030 });
    });

    it('is not written for tyres fitted when they were already past that age, nor without consent', async () => {
      const late = await fitted(at('2035-03-15', '10:00'), { consent: true, dotCodes: ['2430'] });
      const noConsent = await fitted(at('2030-08-01', '10:00'), { dotCodes: ['2430'] });
      await pass(at('2035-03-16', '09:00'));
      expect(await outboxOf(database.db, late.orderId)).toHaveLength(0);
      expect(await outboxOf(database.db, noConsent.orderId)).toHaveLength(0);
    });
  });

  describe('a reminder’s link books the same tyres again', () => {
    const rebook = (auth: string, orderId: number) =>
      app.inject({
        method: 'POST',
        url: `/api/my/orders/${orderId}/rebook`,
        headers: { authorization: auth },
      });
    const cartOf = async (userId: number) =>
      database.db
        .select({
          storeId: carts.storeId,
          offerId: cartItems.sellerProductId,
          quantity: cartItems.quantity,
        })
        .from(carts)
        .innerJoin(cartItems, eq(cartItems.cartId, carts.id))
        .where(eq(carts.userId, userId))
        .orderBy(cartItems.sellerProductId);

    it('puts the order’s tyres, same quantities, into the owner’s cart at the same shop', async () => {
      const who = await createCustomer(database.db);
      const orderId = await insertReminderOrder(database.db, {
        userId: who.id,
        storeId: shop.storeId,
        status: 4,
        lines: [
          { offerId: shop.offerId, quantity: 4 },
          { offerId: shop.otherSizeOfferId, quantity: 2 },
        ],
        completedAt: at('2034-12-14', '15:00'),
      });
      const res = await rebook(who.auth, orderId);
      expect(res.statusCode).toBe(200);
      expect(res.json().notAdded).toEqual([]);
      expect(await cartOf(who.id)).toEqual([
        { storeId: shop.storeId, offerId: shop.offerId, quantity: 4 },
        { storeId: shop.storeId, offerId: shop.otherSizeOfferId, quantity: 2 },
      ]);
    });

    it('books exactly the order’s tyres: what the cart held before, even at the same shop, goes', async () => {
      const who = await createCustomer(database.db);
      const held = await app.inject({
        method: 'POST',
        url: '/api/order/add-cart',
        headers: { authorization: who.auth },
        payload: {
          sellerProductId: shop.otherSizeOfferId,
          quantity: 4,
          orderType: 'SERVICE',
          replace: true,
        },
      });
      expect(held.statusCode, held.body).toBe(200);
      const orderId = await insertReminderOrder(database.db, {
        userId: who.id,
        storeId: shop.storeId,
        status: 4,
        lines: [{ offerId: shop.offerId, quantity: 4 }],
        completedAt: at('2034-12-14', '15:00'),
      });
      expect((await rebook(who.auth, orderId)).statusCode).toBe(200);
      expect(await cartOf(who.id)).toEqual([
        { storeId: shop.storeId, offerId: shop.offerId, quantity: 4 },
      ]);
    });

    it('answers 404 for another shopper’s order and leaves both carts alone', async () => {
      const owner = await createCustomer(database.db);
      const other = await createCustomer(database.db);
      const orderId = await insertReminderOrder(database.db, {
        userId: owner.id,
        storeId: shop.storeId,
        status: 4,
        lines: fourTyres(),
      });
      const res = await rebook(other.auth, orderId);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toMatch(/ไม่พบคำสั่งซื้อ/);
      expect(await cartOf(other.id)).toEqual([]);
      expect(await cartOf(owner.id)).toEqual([]);
      expect((await rebook('Bearer nope', orderId)).statusCode).toBe(401);
    });

    it('names in Thai the tyres the shop no longer sells and adds the rest', async () => {
      const hidden = await createHiddenOffer();
      const who = await createCustomer(database.db);
      const orderId = await insertReminderOrder(database.db, {
        userId: who.id,
        storeId: shop.storeId,
        status: 4,
        lines: [
          { offerId: hidden, quantity: 2 },
          { offerId: shop.offerId, quantity: 2 },
        ],
      });
      const res = await rebook(who.auth, orderId);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.added).toEqual([{ title: 'ยางทดสอบ รุ่น 2 205/55R16', quantity: 2 }]);
      expect(body.notAdded).toEqual([
        {
          title: 'ยางทดสอบ รุ่น 1 205/55R16',
          quantity: 2,
          reason: 'สินค้านี้ไม่พร้อมจำหน่ายสำหรับการสั่งซื้อแบบที่เลือก',
        },
      ]);
      expect(body.message).toContain('เพิ่มไม่ได้: ยางทดสอบ รุ่น 1 205/55R16');
      expect(await cartOf(who.id)).toEqual([
        { storeId: shop.storeId, offerId: shop.offerId, quantity: 2 },
      ]);
    });

    it('refuses in Thai, cart untouched, when none of the tyres can be ordered', async () => {
      const hidden = await createHiddenOffer();
      const who = await createCustomer(database.db);
      const add = await app.inject({
        method: 'POST',
        url: '/api/order/add-cart',
        headers: { authorization: who.auth },
        payload: { sellerProductId: shop.otherSizeOfferId, quantity: 2, orderType: 'SERVICE' },
      });
      expect(add.statusCode).toBe(200);
      const orderId = await insertReminderOrder(database.db, {
        userId: who.id,
        storeId: shop.storeId,
        status: 4,
        lines: [{ offerId: hidden, quantity: 4 }],
      });
      const res = await rebook(who.auth, orderId);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        'ไม่สามารถสั่งยางชุดเดิมได้: ยางทดสอบ รุ่น 1 205/55R16 (สินค้านี้ไม่พร้อมจำหน่ายสำหรับการสั่งซื้อแบบที่เลือก)',
      );
      expect(await cartOf(who.id)).toEqual([
        { storeId: shop.storeId, offerId: shop.otherSizeOfferId, quantity: 2 },
      ]);
    });

    /** An offer of the shop it no longer shows (not for sale). */
    async function createHiddenOffer(): Promise<number> {
      const productId = await createProduct(database.db);
      return createOffer(database.db, {
        storeId: shop.storeId,
        productId,
        priceSatang: 400_000,
        isDisplay: false,
      });
    }
  });
});

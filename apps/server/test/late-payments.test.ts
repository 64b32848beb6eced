import type { Sandbox } from '@yangdee/payment-sandbox/app';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { sellerProducts } from '../src/db/schema/offers';
import { orders, payments, slotReservations } from '../src/db/schema/orders';
import { paymentRefunds } from '../src/db/schema/refunds';
import { type CartShop, createCartShop, readyShopper } from './cart-fixtures';
import { LATE_METHODS, openPaymentAttempt, resendCallback } from './late-payment-fixtures';
import { startPaymentApp, startSandbox, until } from './payment-fixtures';
import { testDatabases } from './test-databases';

// Issue 13 item 6, "no paid money without a live order", for PromptPay QR, mobile banking and
// card, on both databases, through the sandbox: a second attempt cancels the first order, yet the
// first attempt can still be paid at the provider. That money either revives the first order
// (its tyres and seat still free) or is recorded as a refund owed and shown to the customer —
// once, however often the provider repeats its callback.

let sandbox: Sandbox;
let sandboxUrl: string;

beforeAll(async () => {
  ({ sandbox, sandboxUrl } = await startSandbox());
});
afterAll(async () => {
  await sandbox.app.close();
});

describe.each(testDatabases())('late payments through the sandbox on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    ({ app } = await startPaymentApp(database, sandboxUrl));
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const post = (auth: string, url: string, payload: object = {}) =>
    app.inject({ method: 'POST', url: `/api/${url}`, payload, headers: { authorization: auth } });
  const orderByNo = async (orderNo: string) =>
    (await database.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0];
  const statusOf = async (orderNo: string) => (await orderByNo(orderNo)).status;
  const qtyOf = async (offerId: number) =>
    (
      await database.db
        .select({ qty: sellerProducts.qty })
        .from(sellerProducts)
        .where(eq(sellerProducts.id, offerId))
    )[0]?.qty;
  const refundsOf = async (orderNo: string) =>
    database.db
      .select()
      .from(paymentRefunds)
      .innerJoin(orders, eq(orders.id, paymentRefunds.orderId))
      .where(eq(orders.orderNo, orderNo));
  const paymentOf = async (referenceNo: string) =>
    (await database.db.select().from(payments).where(eq(payments.referenceNo, referenceNo)))[0];

  async function supersededAttempt(shop: CartShop, method: (typeof LATE_METHODS)[number]) {
    const who = await readyShopper(app, database.db, shop, method);
    const first = await openPaymentAttempt(app, database.db, sandboxUrl, who, method);
    // The shopper picks another method and comes back to this one (decision 0134: choosing the
    // same QR again would show the same attempt).
    await post(who.auth, 'order/change-payment-method', { method: 'card', installmentPeriod: 0 });
    await post(who.auth, 'order/change-payment-method', { method, installmentPeriod: 0 });
    const second = await openPaymentAttempt(app, database.db, sandboxUrl, who, method);
    expect(await statusOf(first.orderNo)).toBe(99);
    expect(await statusOf(second.orderNo)).toBe(0);
    return { who, first, second };
  }

  describe.each(LATE_METHODS)('%s', (method) => {
    it('paying the replaced attempt while its tyres and seat are free revives that order, once', async () => {
      const shop = await createCartShop(database.db, { qty: 10, slotCapacity: 1 });
      const { who, first, second } = await supersededAttempt(shop, method);

      await first.pay();
      expect(
        await until(
          () => statusOf(first.orderNo),
          (s) => s === 1,
        ),
      ).toBe(1);
      // The newer attempt of the same checkout is replaced by the revived order.
      expect(await statusOf(second.orderNo)).toBe(99);
      expect(await qtyOf(shop.offerId)).toBe(6);
      const revived = await orderByNo(first.orderNo);
      expect(revived.paidAt).not.toBeNull();
      const seats = await database.db
        .select()
        .from(slotReservations)
        .where(eq(slotReservations.orderId, revived.id));
      expect(seats).toMatchObject([{ expiresAt: null }]);
      expect((await paymentOf(first.referenceNo)).status).toBe('paid');

      // The provider retries its callback: nothing is taken or recorded twice.
      await resendCallback(sandboxUrl, first.referenceNo);
      expect(await qtyOf(shop.offerId)).toBe(6);
      expect(await refundsOf(first.orderNo)).toHaveLength(0);
      const detail = await post(who.auth, 'order/get-order-detail', { id: first.orderNo });
      expect(detail.json()).toEqual({ statusCode: 1, refund: null });
    });

    it('paying the replaced attempt after its last tyres were sold records a refund owed, once, and tells the customer', async () => {
      const shop = await createCartShop(database.db, { qty: 7 });
      const who = await readyShopper(app, database.db, shop, method);
      const first = await openPaymentAttempt(app, database.db, sandboxUrl, who, method);
      // The customer goes back, takes one tyre instead of four and starts again.
      for (let i = 0; i < 3; i += 1) {
        const res = await post(who.auth, 'order/adjust-qty', {
          sellerProductId: shop.offerId,
          operand: -1,
        });
        expect(res.statusCode, res.body).toBe(200);
      }
      await openPaymentAttempt(app, database.db, sandboxUrl, who, method);
      expect(await statusOf(first.orderNo)).toBe(99);
      // Meanwhile another shopper buys four of the six left and pays.
      const other = await readyShopper(app, database.db, shop, method);
      const theirs = await openPaymentAttempt(app, database.db, sandboxUrl, other, method);
      await theirs.pay();
      expect(
        await until(
          () => statusOf(theirs.orderNo),
          (s) => s === 1,
        ),
      ).toBe(1);
      expect(await qtyOf(shop.offerId)).toBe(3);

      const returned = await first.pay();
      // Decision 0134: money that cannot be kept is given back at once, never kept.
      const owed = await until(
        () => refundsOf(first.orderNo),
        (rows) => rows[0]?.payment_refunds.status === 'refunded',
      );
      if (returned) {
        // The provider sends the browser back: the receipt, which tells of the refund.
        const back = await app.inject({
          method: 'POST',
          url: `/api/payment/return/${first.referenceNo}`,
          payload: new URLSearchParams(returned).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
        expect(back.statusCode).toBe(303);
        expect(back.headers.location).toBe(`/order/receipt/${first.orderNo}`);
      }
      const payment = await paymentOf(first.referenceNo);
      expect(owed).toHaveLength(1);
      expect(owed[0].payment_refunds).toMatchObject({
        paymentId: payment.id,
        amountSatang: payment.amountSatang,
        referenceNo: first.referenceNo,
        reason: 'OUT_OF_STOCK',
        status: 'refunded',
      });
      expect(owed[0].payment_refunds.gbpReferenceNo).toMatch(/^gbp/);
      expect(payment.status).toBe('paid');
      expect(await statusOf(first.orderNo)).toBe(99);
      expect(await qtyOf(shop.offerId)).toBe(3);

      await resendCallback(sandboxUrl, first.referenceNo);
      expect(await refundsOf(first.orderNo)).toHaveLength(1);
      expect(await qtyOf(shop.offerId)).toBe(3);

      // The order detail, the receipt and the order history say the money comes back.
      const refund = {
        status: 'refunded',
        amount: payment.amountSatang / 100,
        message: expect.stringContaining('คืนเงิน'),
      };
      const detail = await post(who.auth, 'order/get-order-detail', { id: first.orderNo });
      expect(detail.json()).toMatchObject({ statusCode: 99, refund });
      const receipt = await post(who.auth, 'user/get-receipt', { orderNo: first.orderNo });
      expect(receipt.json()).toMatchObject({ statusCode: 99, refund });
      const history = await post(who.auth, 'v2/user/order-history', { tab: 'cancel' });
      const card = history
        .json()
        .items.find((c: { orderNo: string }) => c.orderNo === first.orderNo);
      expect(card).toMatchObject({ refund });
      // Only the buyer sees it.
      const stranger = await post(other.auth, 'order/get-order-detail', { id: first.orderNo });
      expect(stranger.statusCode).toBe(404);
    });
  });

  it('paying the replaced attempt for tyres the shop orders in revives it with no stock on hand', async () => {
    // Decision 0068: a FACTORY offer is ordered in for the buyer, so an empty shelf never stands
    // in the way of keeping a paid order of it; the stock stays at zero, never below.
    const shop = await createCartShop(database.db, { qty: 0 });
    await database.db
      .update(sellerProducts)
      .set({ status: 3 })
      .where(eq(sellerProducts.id, shop.offerId));
    const { first, second } = await supersededAttempt(shop, 'scanQR');

    await first.pay();
    expect(
      await until(
        () => statusOf(first.orderNo),
        (s) => s === 1,
      ),
    ).toBe(1);
    expect(await statusOf(second.orderNo)).toBe(99);
    expect(await refundsOf(first.orderNo)).toHaveLength(0);
    expect(await qtyOf(shop.offerId)).toBe(0);
  });

  it('paying the replaced attempt after its install seat was taken records a refund owed', async () => {
    const shop = await createCartShop(database.db, { qty: 20, slotCapacity: 1 });
    const who = await readyShopper(app, database.db, shop, 'scanQR');
    const first = await openPaymentAttempt(app, database.db, sandboxUrl, who, 'scanQR');
    // The customer picks another time and starts again; the first time's only seat is free.
    const day = (await orderByNo(first.orderNo)).appointmentDate;
    const slots = await post(who.auth, 'order/get-service-slot', { scheduleDate: day });
    const other = slots.json().scheduleList[1].value as string;
    expect(
      (await post(who.auth, 'order/submit-schedule', { scheduleDate: day, scheduleTime: other }))
        .statusCode,
    ).toBe(200);
    await openPaymentAttempt(app, database.db, sandboxUrl, who, 'scanQR');
    // Another shopper books that seat and pays.
    const rival = await readyShopper(app, database.db, shop, 'scanQR');
    const theirs = await openPaymentAttempt(app, database.db, sandboxUrl, rival, 'scanQR');
    expect((await orderByNo(theirs.orderNo)).appointmentTime).toBe(
      (await orderByNo(first.orderNo)).appointmentTime,
    );
    await theirs.pay();
    expect(
      await until(
        () => statusOf(theirs.orderNo),
        (s) => s === 1,
      ),
    ).toBe(1);

    await first.pay();
    const owed = await until(
      () => refundsOf(first.orderNo),
      (rows) => rows[0]?.payment_refunds.status === 'refunded',
    );
    expect(owed).toMatchObject([{ payment_refunds: { reason: 'SLOT_TAKEN', status: 'refunded' } }]);
    expect(await statusOf(first.orderNo)).toBe(99);
    // Nothing of the failed revival is left: the tyres stay with the shop.
    expect(await qtyOf(shop.offerId)).toBe(16);
  });
});

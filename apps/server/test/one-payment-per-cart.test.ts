import type { Sandbox } from '@yangdee/payment-sandbox/app';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { orders, payments } from '../src/db/schema/orders';
import { paymentRefunds } from '../src/db/schema/refunds';
import { createCartShop, readyShopper } from './cart-fixtures';
import { LATE_METHODS, openPaymentAttempt, resendCallback } from './late-payment-fixtures';
import { startPaymentApp, startSandbox, until } from './payment-fixtures';
import { testDatabases } from './test-databases';

// Issue 37 item 9, one cart one payment (docs/decisions/0134), for PromptPay QR, mobile banking
// and card, on both databases, through the sandbox: choosing the QR again shows the same
// attempt; once one attempt of a cart is paid, the others are closed at the provider; a second
// payment that still gets through is refused and given back at once; the attempt that was not
// paid points to the order that was.

let sandbox: Sandbox;
let sandboxUrl: string;

beforeAll(async () => {
  ({ sandbox, sandboxUrl } = await startSandbox());
});
afterAll(async () => {
  await sandbox.app.close();
});

describe.each(testDatabases())('one cart, one payment on $name', ({ open }) => {
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

  const call = (auth: string, url: string, payload?: object) =>
    app.inject({
      method: payload ? 'POST' : 'GET',
      url: `/api/${url}`,
      payload,
      headers: { authorization: auth },
    });
  const orderByNo = async (orderNo: string) =>
    (await database.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0];
  const statusOf = async (orderNo: string) => (await orderByNo(orderNo)).status;
  const paymentOf = async (referenceNo: string) =>
    (await database.db.select().from(payments).where(eq(payments.referenceNo, referenceNo)))[0];
  const refundOf = async (referenceNo: string) =>
    (
      await database.db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.referenceNo, referenceNo))
    )[0];
  /** Baht the provider kept from this reference (paid, minus what it gave back). */
  const keptAt = (referenceNo: string) => {
    const txn = sandbox.state.transactions.get(referenceNo);
    if (!txn || (txn.status !== 'S' && txn.status !== 'A')) return 0;
    return Number(txn.amount) - Number(txn.refundedAmount ?? 0);
  };
  const switchAndBack = async (auth: string, method: string) => {
    for (const m of ['card', method] as const) {
      const res = await call(auth, 'order/change-payment-method', {
        method: m,
        installmentPeriod: 0,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  };

  it('choosing the QR again shows the same QR of the same order while the cart is unchanged', async () => {
    const shop = await createCartShop(database.db, { qty: 10 });
    const who = await readyShopper(app, database.db, shop, 'scanQR');
    const first = (await call(who.auth, 'order/generate-qr-data')).json();
    // The shopper closes the QR, reloads the cart and taps "สแกน QR" again.
    const again = await call(who.auth, 'order/change-payment-method', {
      method: 'scanQR',
      installmentPeriod: 0,
    });
    expect(again.statusCode).toBe(200);
    const second = (await call(who.auth, 'order/generate-qr-data')).json();
    expect(second.orderNo).toBe(first.orderNo);
    expect(second.qrcode.image).toBe(first.qrcode.image);
    expect(await statusOf(first.orderNo)).toBe(0);
    const mine = await database.db.select().from(orders).where(eq(orders.userId, who.id));
    expect(mine).toHaveLength(1);

    // A changed cart is a new attempt: the old one is replaced.
    const less = await call(who.auth, 'order/adjust-qty', {
      sellerProductId: shop.offerId,
      operand: -1,
    });
    expect(less.statusCode, less.body).toBe(200);
    const third = (await call(who.auth, 'order/generate-qr-data')).json();
    expect(third.orderNo).not.toBe(first.orderNo);
    expect(await statusOf(first.orderNo)).toBe(99);
  });

  describe.each(LATE_METHODS)('%s', (method) => {
    it('paying the old attempt after switching methods keeps that order and closes the newer one at the provider', async () => {
      const shop = await createCartShop(database.db, { qty: 10 });
      const who = await readyShopper(app, database.db, shop, method);
      const first = await openPaymentAttempt(app, database.db, sandboxUrl, who, method);
      await switchAndBack(who.auth, method);
      const second = await openPaymentAttempt(app, database.db, sandboxUrl, who, method);
      expect(await statusOf(first.orderNo)).toBe(99);

      await first.pay();
      expect(
        await until(
          () => statusOf(first.orderNo),
          (s) => s === 1,
        ),
      ).toBe(1);
      const closed = await until(
        () => paymentOf(second.referenceNo),
        (p) => p.status === 'failed',
      );
      expect(closed.status).toBe('failed');
      expect(await statusOf(second.orderNo)).toBe(99);
      // Closed at the provider: its QR, form or 3-D Secure page can no longer take money.
      await second.pay().catch(() => null);
      expect(keptAt(second.referenceNo)).toBe(0);
      expect(keptAt(first.referenceNo)).toBe(
        (await paymentOf(first.referenceNo)).amountSatang / 100,
      );
      expect(await refundOf(second.referenceNo)).toBeUndefined();

      // The newer attempt's page shows the receipt of the order actually paid.
      const detail = await call(who.auth, 'order/get-order-detail', { id: second.orderNo });
      expect(detail.json()).toEqual({ statusCode: 99, refund: null, paidOrderNo: first.orderNo });
      const paid = await call(who.auth, 'order/get-order-detail', { id: first.orderNo });
      expect(paid.json()).toEqual({ statusCode: 1, refund: null });
    });

    it('a second payment of the same cart that gets through is refused and given back at once', async () => {
      const shop = await createCartShop(database.db, { qty: 10 });
      const who = await readyShopper(app, database.db, shop, method);
      const first = await openPaymentAttempt(app, database.db, sandboxUrl, who, method);
      await switchAndBack(who.auth, method);
      const second = await openPaymentAttempt(app, database.db, sandboxUrl, who, method);
      // Both are paid at the provider before any callback reaches us (callbacks held back).
      sandbox.state.settings = { ...sandbox.state.settings, isDropped: true };
      try {
        await second.pay();
        await first.pay();
      } finally {
        sandbox.state.settings = { ...sandbox.state.settings, isDropped: false };
      }
      expect(keptAt(first.referenceNo)).toBeGreaterThan(0);
      expect(keptAt(second.referenceNo)).toBeGreaterThan(0);

      await resendCallback(sandboxUrl, second.referenceNo, 1);
      expect(
        await until(
          () => statusOf(second.orderNo),
          (s) => s === 1,
        ),
      ).toBe(1);
      // The first attempt's money: it cannot be voided any more, so it is refused and returned.
      await resendCallback(sandboxUrl, first.referenceNo, 2);
      const refund = await until(
        () => refundOf(first.referenceNo),
        (r) => r?.status === 'refunded',
      );
      const firstPayment = await paymentOf(first.referenceNo);
      expect(refund).toMatchObject({
        status: 'refunded',
        reason: 'ALREADY_PURCHASED',
        amountSatang: firstPayment.amountSatang,
        providerResultCode: '00',
      });
      expect(refund?.refundedAt).not.toBeNull();
      expect(firstPayment.status).toBe('paid');
      expect(await statusOf(first.orderNo)).toBe(99);
      expect(keptAt(first.referenceNo)).toBe(0);
      expect(keptAt(second.referenceNo)).toBe(
        (await paymentOf(second.referenceNo)).amountSatang / 100,
      );
      // Repeated callbacks give nothing back twice (the provider answers "already refunded").
      await resendCallback(sandboxUrl, first.referenceNo, 2);
      const rows = await database.db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.paymentId, firstPayment.id));
      expect(rows).toHaveLength(1);
      const told = await call(who.auth, 'order/get-order-detail', { id: first.orderNo });
      expect(told.json()).toMatchObject({
        statusCode: 99,
        refund: { status: 'refunded' },
        paidOrderNo: second.orderNo,
      });
    });
  });
});

import type { Sandbox } from '@yangdee/payment-sandbox/app';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { sellerProducts } from '../src/db/schema/offers';
import { orders, payments, slotReservations, stockReservations } from '../src/db/schema/orders';
import { createPaymentProvider } from '../src/modules/payments/provider/create-payment-provider';
import { reconcilePendingPayments } from '../src/modules/payments/reconcile-payments';
import { type CartShop, createCartShop, readyShopper } from './cart-fixtures';
import { hidden, postForm, startPaymentApp, startSandbox, until } from './payment-fixtures';
import { testConfig, testDatabases } from './test-databases';

// Issue [6/6] §2 and "Reliability" for PromptPay QR and mobile banking, on both databases, with the payment sandbox
// on loopback and this app listening so that the sandbox's background callback reaches it:
// generate-qr-data places the order and draws the QR; the order is paid only when the provider's
// status query confirms; repeated callbacks change nothing twice; forged ones change nothing.

let sandbox: Sandbox;
let sandboxUrl: string;

beforeAll(async () => {
  ({ sandbox, sandboxUrl } = await startSandbox());
});
afterAll(async () => {
  await sandbox.app.close();
});

describe.each(testDatabases())('payments through the sandbox on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let baseUrl: string;

  beforeAll(async () => {
    database = await open();
    ({ app, baseUrl } = await startPaymentApp(database, sandboxUrl));
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  async function payByQr(shop: CartShop, method = 'scanQR') {
    const who = await readyShopper(app, database.db, shop, method);
    const res = await app.inject({
      method: 'GET',
      url: '/api/order/generate-qr-data',
      headers: { authorization: who.auth },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { orderNo, qrcode } = res.json();
    const [order] = await database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    const [payment] = await database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, order.id));
    const statusCode = async () =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/order/get-order-detail',
          payload: { id: orderNo },
          headers: { authorization: who.auth },
        })
      ).json().statusCode as number;
    return { who, orderNo, qrcode, order, payment, statusCode };
  }

  const qtyOf = async (offerId: number) =>
    (
      await database.db
        .select({ qty: sellerProducts.qty })
        .from(sellerProducts)
        .where(eq(sellerProducts.id, offerId))
    )[0]?.qty;

  it('draws the QR for the order; paid only after the provider confirms, once for 5 callbacks', async () => {
    const shop = await createCartShop(database.db, { qty: 10 });
    const { who, qrcode, order, payment, statusCode } = await payByQr(shop);
    expect(qrcode.image).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    expect(qrcode.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(order.status).toBe(0);
    expect(payment).toMatchObject({ status: 'pending', amountSatang: order.paidNowSatang });
    expect(await statusCode()).toBe(0);

    const paid = await fetch(`${sandboxUrl}/sandbox/qr/${payment.referenceNo}/pay`, {
      method: 'POST',
    });
    expect(paid.status).toBe(200);
    expect(await until(statusCode, (s) => s === 1)).toBe(1);
    expect(await qtyOf(shop.offerId)).toBe(6);
    const held = await database.db
      .select()
      .from(stockReservations)
      .where(eq(stockReservations.orderId, order.id));
    expect(held).toHaveLength(0);
    const [seat] = await database.db
      .select()
      .from(slotReservations)
      .where(eq(slotReservations.orderId, order.id));
    expect(seat.expiresAt).toBeNull();
    const cart = await app.inject({
      method: 'GET',
      url: '/api/order/get-cart-data',
      headers: { authorization: who.auth },
    });
    expect(cart.json().cartData).toBeNull();

    // The same success callback four more times: nothing changes twice.
    await fetch(`${sandboxUrl}/sandbox/transactions/${payment.referenceNo}/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ repeat: 4 }),
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(await qtyOf(shop.offerId)).toBe(6);
    const rows = await database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(rows).toMatchObject([{ status: 'paid' }]);
    expect(await statusCode()).toBe(1);
  });

  it('a forged callback, or one that claims success before the money came, changes nothing', async () => {
    const shop = await createCartShop(database.db, { qty: 10 });
    const { order, payment, statusCode } = await payByQr(shop);
    const body = {
      resultCode: '00',
      amount: order.paidNowSatang / 100,
      referenceNo: payment.referenceNo,
      gbpReferenceNo: 'gbp000000000001',
      paymentType: 'Q',
    };
    const forged = await app.inject({
      method: 'POST',
      url: `/api/payment/callback/${'x'.repeat(43)}`,
      payload: body,
    });
    expect(forged.statusCode).toBe(404);
    // The real callback address, but nothing paid at the provider yet: a claim of success is
    // checked with the status query and not believed.
    const txn = (await (
      await fetch(`${sandboxUrl}/sandbox/transactions/${payment.referenceNo}`)
    ).json()) as { backgroundUrl: string };
    const path = new URL(txn.backgroundUrl).pathname;
    const early = await app.inject({ method: 'POST', url: path, payload: body });
    expect(early.statusCode).toBe(200);
    const otherRef = await app.inject({
      method: 'POST',
      url: path,
      payload: { ...body, referenceNo: 'YD0000000000000' },
    });
    expect(otherRef.statusCode).toBe(404);
    const rows = await database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(rows[0].status).toBe('pending');
    expect(await statusCode()).toBe(0);
    expect(await qtyOf(shop.offerId)).toBe(10);
  });

  it('a deposit by QR charges the deposit and leaves the rest for the shop', async () => {
    const shop = await createCartShop(database.db, { qty: 10 });
    const { order, payment } = await payByQr(shop, 'prepaidQR');
    expect(payment.amountSatang).toBe(order.paidNowSatang);
    expect(order.paidNowSatang).toBeLessThan(order.totalSatang);
    expect(order.remainSatang).toBe(order.totalSatang - order.paidNowSatang);
  });

  const provider = () =>
    createPaymentProvider(
      testConfig({ paymentProvider: 'sandbox', paymentSandboxUrl: sandboxUrl }),
    );

  it('a payment whose callback never came is found by the reconciliation pass', async () => {
    const shop = await createCartShop(database.db, { qty: 10 });
    const { payment, statusCode } = await payByQr(shop);
    await fetch(`${sandboxUrl}/sandbox/settings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ isDropped: true }),
    });
    try {
      await fetch(`${sandboxUrl}/sandbox/qr/${payment.referenceNo}/pay`, { method: 'POST' });
      await new Promise((r) => setTimeout(r, 200));
      expect(await statusCode()).toBe(0);
      const pass = await reconcilePendingPayments(database.db, provider(), new Date(), 0);
      expect(pass.paid).toBeGreaterThanOrEqual(1);
      expect(await statusCode()).toBe(1);
      expect(await qtyOf(shop.offerId)).toBe(6);
    } finally {
      await fetch(`${sandboxUrl}/sandbox/settings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ isDropped: false }),
      });
    }
  });

  it('an unpaid QR whose reservation ran out is let go by the pass: order cancelled, holds freed', async () => {
    const shop = await createCartShop(database.db, { qty: 10 });
    const { order, payment, statusCode } = await payByQr(shop);
    const later = new Date(Date.now() + 16 * 60_000);
    await reconcilePendingPayments(database.db, provider(), later, 0);
    expect(await statusCode()).toBe(99);
    const [row] = await database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row.status).toBe('expired');
    const held = await database.db
      .select()
      .from(stockReservations)
      .where(eq(stockReservations.orderId, order.id));
    expect(held).toHaveLength(0);
    expect(await qtyOf(shop.offerId)).toBe(10);
  });

  it('mobile banking: the form the browser posts passes the provider checksum; approved → receipt, denied → cart', async () => {
    for (const action of ['approve', 'deny'] as const) {
      const shop = await createCartShop(database.db, { qty: 10 });
      const who = await readyShopper(app, database.db, shop, 'internetBanking');
      const unknownBank = await app.inject({
        method: 'POST',
        url: '/api/order/generate-banking-data',
        payload: { bankCode: '999', paymentMethod: 'internetBanking' },
        headers: { authorization: who.auth },
      });
      expect(unknownBank.statusCode).toBe(422);
      const res = await app.inject({
        method: 'POST',
        url: '/api/order/generate-banking-data',
        payload: { bankCode: '004', paymentMethod: 'internetBanking' },
        headers: { authorization: who.auth },
      });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json();
      expect(data).toMatchObject({ isValid: true, bankCode: '004' });
      expect(data.responseUrl).toBe(`${baseUrl}/api/payment/return/${data.referenceNo}`);

      // The browser's form post, then the bank's page in the sandbox.
      const page = await postForm(data.action, data.formFields);
      expect(page).not.toContain('Incorrect Checksum');
      const done = await postForm(`${sandboxUrl}/sandbox/banking/confirm`, {
        gbpReferenceNo: hidden(page).gbpReferenceNo,
        action,
      });
      // The provider sends the browser back to responseUrl with the result.
      const back = await app.inject({
        method: 'POST',
        url: new URL(data.responseUrl).pathname,
        payload: new URLSearchParams(hidden(done)).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(back.statusCode).toBe(303);
      const [order] = await database.db
        .select()
        .from(orders)
        .innerJoin(payments, eq(payments.orderId, orders.id))
        .where(eq(payments.referenceNo, data.referenceNo));
      if (action === 'approve') {
        expect(back.headers.location).toBe(`/order/receipt/${order.orders.orderNo}`);
        expect(order.orders.status).toBe(1);
      } else {
        expect(back.headers.location).toBe('/cart?payment=failed');
        expect(order.orders.status).toBe(99);
        // The cart is still there to try again.
        const cart = await app.inject({
          method: 'GET',
          url: '/api/order/get-cart-data',
          headers: { authorization: who.auth },
        });
        expect(cart.json().cartData.products).toHaveLength(1);
      }
    }
  });
});

import { SANDBOX_KEYS, SANDBOX_OTP } from '@yangdee/contracts/payment-sandbox';
import type { Sandbox } from '@yangdee/payment-sandbox/app';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { sellerProducts } from '../src/db/schema/offers';
import { orders, payments, stockReservations } from '../src/db/schema/orders';
import { createPaymentProvider } from '../src/modules/payments/provider/create-payment-provider';
import { reconcilePendingPayments } from '../src/modules/payments/reconcile-payments';
import { type CartShop, createCartShop, readyShopper } from './cart-fixtures';
import {
  hidden,
  postForm,
  startPaymentApp,
  startSandbox,
  tokenizeCard,
  until,
} from './payment-fixtures';
import { createCustomer } from './test-customers';
import { testConfig, testDatabases } from './test-databases';

// Issue [6/6] §1, §2, §4-§6 and "Reliability" for cards and instalments, on both databases, with
// the payment sandbox on loopback: the browser tokenizes the card with the public key, our server
// sees only the token; a card is paid only after 3-D Secure and the provider's status query; a
// refused charge lets the order go and keeps the cart; a success callback repeated, or followed
// by a failure, leaves one paid order; the receipt's analytics are reported once per order.

let sandbox: Sandbox;
let sandboxUrl: string;

beforeAll(async () => {
  ({ sandbox, sandboxUrl } = await startSandbox());
});
afterAll(async () => {
  await sandbox.app.close();
});

describe.each(testDatabases())('cards and instalments through the sandbox on $name', ({ open }) => {
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

  const post = (auth: string, url: string, payload: object) =>
    app.inject({ method: 'POST', url: `/api/${url}`, payload, headers: { authorization: auth } });

  /** What the browser does: the card goes to the provider's tokenizer, never to us. */
  async function tokenize(number: string): Promise<string> {
    const answer = await tokenizeCard(`${sandboxUrl}/v2/tokens`, SANDBOX_KEYS.publicKey, number);
    expect(answer.resultCode).toBe('00');
    return answer.token ?? '';
  }

  async function orderOf(referenceNoOrOrderNo: { gbpReferenceNo?: string; orderNo?: string }) {
    const rows = await database.db
      .select()
      .from(orders)
      .innerJoin(payments, eq(payments.orderId, orders.id))
      .where(
        referenceNoOrOrderNo.orderNo
          ? eq(orders.orderNo, referenceNoOrOrderNo.orderNo)
          : eq(payments.gbpReferenceNo, referenceNoOrOrderNo.gbpReferenceNo ?? ''),
      );
    return rows[0];
  }

  const qtyOf = async (offerId: number) =>
    (
      await database.db
        .select({ qty: sellerProducts.qty })
        .from(sellerProducts)
        .where(eq(sellerProducts.id, offerId))
    )[0]?.qty;

  const cartProducts = async (auth: string) =>
    (
      await app.inject({
        method: 'GET',
        url: '/api/order/get-cart-data',
        headers: { authorization: auth },
      })
    ).json().cartData?.products?.length ?? 0;

  /** Charge, 3-D Secure with the OTP, and the provider's return to our responseUrl. */
  async function payByCard(shop: CartShop, number: string, method = 'card') {
    const who = await readyShopper(app, database.db, shop, method);
    const token = await tokenize(number);
    const charge = await post(who.auth, 'order/charge-card-payment', {
      token,
      paymentMethod: method,
    });
    expect(charge.statusCode, charge.body).toBe(200);
    return { who, token, charge: charge.json() };
  }

  async function passThreeDSecure(charge: { action: string; formFields: Record<string, string> }) {
    const otpPage = await postForm(charge.action, charge.formFields);
    expect(otpPage).toContain('name="otp"');
    const done = await postForm(`${sandboxUrl}/sandbox/3ds/verify`, {
      gbpReferenceNo: charge.formFields.gbpReferenceNo,
      otp: SANDBOX_OTP,
      action: 'approve',
    });
    const fields = hidden(done);
    const back = await app.inject({
      method: 'POST',
      url: `/api/payment/return/${fields.referenceNo}`,
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    return { back, fields };
  }

  it('card with 3-D Secure: charged by token only, paid after the OTP, receipt with a tax invoice', async () => {
    const shop = await createCartShop(database.db, { qty: 10 });
    const who = await readyShopper(app, database.db, shop, 'card');
    const tax = await post(who.auth, 'order/submit-tax', {
      requireTax: true,
      taxId: '1103700000011',
      taxName: 'สมชาย ใจดี',
      taxAddress: '1 ถนนนิมมานเหมินท์',
      taxSubDistrict: 'สุเทพ',
      taxDistrict: 'เมืองเชียงใหม่',
      taxProvince: 'เชียงใหม่',
      taxPostCode: '50200',
    });
    expect(tax.statusCode, tax.body).toBe(200);
    const token = await tokenize('4535017710535741');
    const res = await post(who.auth, 'order/charge-card-payment', { token, paymentMethod: 'card' });
    expect(res.statusCode, res.body).toBe(200);
    const charge = res.json();
    expect(charge).toMatchObject({ resultCode: '00', isValid: true, redirectLink: '' });
    expect(charge.gbpReferenceNo).toMatch(/^gbp\d+$/);
    expect(charge.action).toBe(`${sandboxUrl}/v2/tokens/3d_secured`);
    expect(charge.formFields).toEqual({
      publicKey: SANDBOX_KEYS.publicKey,
      gbpReferenceNo: charge.gbpReferenceNo,
    });

    // Created, 3-D Secure pending: not paid, and the token is nowhere in our database.
    const [pending] = await database.db
      .select()
      .from(orders)
      .innerJoin(payments, eq(payments.orderId, orders.id))
      .where(eq(orders.userId, who.id));
    expect(pending.orders.status).toBe(0);
    expect(JSON.stringify(pending)).not.toContain(token);

    const { back } = await passThreeDSecure(charge);
    expect(back.statusCode).toBe(303);
    const { orders: order } = await orderOf({ gbpReferenceNo: charge.gbpReferenceNo });
    expect(back.headers.location).toBe(`/order/receipt/${order.orderNo}`);
    expect(order.status).toBe(1);
    expect(order.taxInvoiceNo).toMatch(/\d{6}$/);
    expect(await qtyOf(shop.offerId)).toBe(6);

    const receipt = await post(who.auth, 'user/get-receipt', { orderNo: order.orderNo });
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receipt.json()).toMatchObject({
      paymentMethod: 'card',
      statusCode: 1,
      taxInvoice: { number: order.taxInvoiceNo },
      buyer: { taxId: '1103700000011' },
    });
    const stranger = await createCustomer(database.db);
    const theirs = await post(stranger.auth, 'user/get-receipt', { orderNo: order.orderNo });
    expect(theirs.statusCode).toBe(404);
  });

  it('the same card success callback 5 times, then a failure out of order: one paid order', async () => {
    const shop = await createCartShop(database.db, { qty: 10 });
    const { charge } = await payByCard(shop, '4111111111111111');
    const { fields } = await passThreeDSecure(charge);
    const paid = await until(
      async () => (await orderOf({ gbpReferenceNo: charge.gbpReferenceNo })).orders.status,
      (s) => s === 1,
    );
    expect(paid).toBe(1);
    await fetch(`${sandboxUrl}/sandbox/transactions/${fields.referenceNo}/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ repeat: 5 }),
    });
    // A late "declined" callback on the real callback address: the status query says paid.
    const txn = (await (
      await fetch(`${sandboxUrl}/sandbox/transactions/${fields.referenceNo}`)
    ).json()) as { backgroundUrl: string };
    const late = await app.inject({
      method: 'POST',
      url: new URL(txn.backgroundUrl).pathname,
      payload: new URLSearchParams({ ...fields, resultCode: '05' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(late.statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    const { orders: order, payments: payment } = await orderOf({
      gbpReferenceNo: charge.gbpReferenceNo,
    });
    expect(order.status).toBe(1);
    expect(payment.status).toBe('paid');
    expect(await qtyOf(shop.offerId)).toBe(6);
  });

  it('charges what the server priced, whatever amount the browser sent', async () => {
    const shop = await createCartShop(database.db, { qty: 10 });
    const who = await readyShopper(app, database.db, shop, 'card');
    const tampered = await post(who.auth, 'order/change-payment-method', {
      method: 'card',
      installmentPeriod: 0,
      paid: 1,
    });
    expect(tampered.statusCode, tampered.body).toBe(200);
    const token = await tokenize('4111111111111111');
    const res = await post(who.auth, 'order/charge-card-payment', {
      token,
      paymentMethod: 'card',
      amount: '1.00',
    });
    const { orders: order, payments: payment } = await orderOf({
      gbpReferenceNo: res.json().gbpReferenceNo,
    });
    // Four tyres at 4,000 baht with the shop's services and promotions: far from 1 baht.
    expect(order.totalSatang).toBeGreaterThan(1_000_000);
    expect(payment.amountSatang).toBe(order.totalSatang);
    const txn = (await (
      await fetch(`${sandboxUrl}/sandbox/transactions/${payment.referenceNo}`)
    ).json()) as { amount: string };
    expect(txn.amount).toBe((order.totalSatang / 100).toFixed(2));
  });

  it('a card paid while our server missed the callback is found by the reconciliation pass', async () => {
    const shop = await createCartShop(database.db, { qty: 10 });
    const { charge } = await payByCard(shop, '4111111111111111');
    const settings = (body: object) =>
      fetch(`${sandboxUrl}/sandbox/settings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    await settings({ isDropped: true });
    try {
      // The shopper passes 3-D Secure but closes the tab before the provider's return.
      await postForm(charge.action, charge.formFields);
      await postForm(`${sandboxUrl}/sandbox/3ds/verify`, {
        gbpReferenceNo: charge.formFields.gbpReferenceNo,
        otp: SANDBOX_OTP,
        action: 'approve',
      });
      await new Promise((r) => setTimeout(r, 200));
      expect((await orderOf({ gbpReferenceNo: charge.gbpReferenceNo })).orders.status).toBe(0);
      const provider = createPaymentProvider(
        testConfig({ paymentProvider: 'sandbox', paymentSandboxUrl: sandboxUrl }),
      );
      const pass = await reconcilePendingPayments(database.db, provider, new Date(), 0);
      expect(pass.paid).toBeGreaterThanOrEqual(1);
      const { orders: order, payments: payment } = await orderOf({
        gbpReferenceNo: charge.gbpReferenceNo,
      });
      expect(order.status).toBe(1);
      expect(payment.status).toBe('paid');
      expect(await qtyOf(shop.offerId)).toBe(6);
    } finally {
      await settings({ isDropped: false });
    }
  });

  it('a declined card: the Thai reason, the order let go, the cart and stock intact', async () => {
    const shop = await createCartShop(database.db, { qty: 10 });
    const { who, charge } = await payByCard(shop, '4000000000000002');
    expect(charge).toMatchObject({
      resultCode: '05',
      isValid: true,
      action: '',
      resultMessage: 'ธนาคารผู้ออกบัตรปฏิเสธรายการ กรุณาติดต่อธนาคารหรือใช้บัตรอื่น',
    });
    const [row] = await database.db.select().from(orders).where(eq(orders.userId, who.id));
    expect(row.status).toBe(99);
    const held = await database.db
      .select()
      .from(stockReservations)
      .where(eq(stockReservations.orderId, row.id));
    expect(held).toHaveLength(0);
    expect(await qtyOf(shop.offerId)).toBe(10);
    expect(await cartProducts(who.auth)).toBe(1);
  });

  it('a failed 3-D Secure sends the shopper back to the cart; nothing is paid', async () => {
    const shop = await createCartShop(database.db, { qty: 10 });
    const { who, charge } = await payByCard(shop, '4000000000003063');
    expect(charge.resultCode).toBe('00');
    const { back } = await passThreeDSecure(charge);
    expect(back.headers.location).toBe('/cart?payment=failed');
    expect((await orderOf({ gbpReferenceNo: charge.gbpReferenceNo })).orders.status).toBe(99);
    expect(await cartProducts(who.auth)).toBe(1);
    expect(await qtyOf(shop.offerId)).toBe(10);
  });

  it('refuses a token the provider does not know, a malformed token and a non-card method', async () => {
    const shop = await createCartShop(database.db, { qty: 10 });
    const who = await readyShopper(app, database.db, shop, 'card');
    const unknown = await post(who.auth, 'order/charge-card-payment', {
      token: '00000000-0000-4000-8000-000000000000',
      paymentMethod: 'card',
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toMatchObject({ resultCode: '99', action: '' });
    expect(unknown.json().resultMessage).toMatch(/[\u0E00-\u0E7F]/);
    const malformed = await post(who.auth, 'order/charge-card-payment', {
      token: '4535 0177 1053 5741; drop',
    });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().message).toMatch(/[\u0E00-\u0E7F]/);

    const qr = await readyShopper(app, database.db, shop, 'scanQR');
    const wrong = await post(qr.auth, 'order/charge-card-payment', {
      token: await tokenize('4111111111111111'),
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe('กรุณาเลือกการชำระเงินด้วยบัตรเครดิต');
    expect(await cartProducts(qr.auth)).toBe(1);
  });

  it('a deposit by card charges the deposit only', async () => {
    const shop = await createCartShop(database.db, { qty: 10 });
    const { charge } = await payByCard(shop, '5555555555554444', 'prepaidCard');
    await passThreeDSecure(charge);
    const { orders: order, payments: payment } = await orderOf({
      gbpReferenceNo: charge.gbpReferenceNo,
    });
    expect(order.status).toBe(1);
    expect(payment.amountSatang).toBe(order.paidNowSatang);
    expect(order.remainSatang).toBe(order.totalSatang - order.paidNowSatang);
    expect(order.remainSatang).toBeGreaterThan(0);
  });

  it('instalments: the chosen term with a bank that offers it, checksum accepted, paid with the plan', async () => {
    const shop = await createCartShop(database.db, { qty: 10 });
    const who = await readyShopper(app, database.db, shop, 'installment1', 6);
    const otherTerm = await post(who.auth, 'order/generate-installment-data', {
      bankCode: '004',
      term: 4,
      paymentMethod: 'installment1',
    });
    expect(otherTerm.statusCode).toBe(422);
    expect(otherTerm.json().message).toContain('6 เดือน');
    const noBank = await post(who.auth, 'order/generate-installment-data', {
      bankCode: '999',
      term: 6,
    });
    expect(noBank.statusCode).toBe(422);
    expect(noBank.json().message).toBe('กรุณาเลือกบัตรเครดิตที่ใช้ผ่อน');
    expect(await qtyOf(shop.offerId)).toBe(10);

    const res = await post(who.auth, 'order/generate-installment-data', {
      bankCode: '014',
      term: 6,
      paymentMethod: 'installment1',
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json();
    expect(data).toMatchObject({ isValid: true, term: '6', bankCode: '014' });
    expect(data.action).toBe(`${sandboxUrl}/v3/installment`);
    expect(data.checksum).toMatch(/^[0-9a-f]{64}$/);
    const page = await postForm(data.action, data.formFields);
    expect(page).toContain('6 เดือน');
    const done = await postForm(`${sandboxUrl}/sandbox/banking/confirm`, {
      gbpReferenceNo: hidden(page).gbpReferenceNo,
      action: 'approve',
    });
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
      .where(and(eq(orders.userId, who.id), ne(orders.status, 99)));
    expect(back.headers.location).toBe(`/order/receipt/${order.orderNo}`);
    expect(order).toMatchObject({ status: 1, installmentPeriod: 6 });
  });

  it('reports the purchase to analytics once per paid order, to its buyer only', async () => {
    const shop = await createCartShop(database.db, { qty: 10 });
    const { who, charge } = await payByCard(shop, '4111111111111111');
    const { orders: unpaid } = await orderOf({ gbpReferenceNo: charge.gbpReferenceNo });
    const before = await post(who.auth, 'order/validate-gtm-purchase', {
      orderNumber: unpaid.orderNo,
    });
    expect(before.json()).toEqual({ isValid: false, purchase: null });

    await passThreeDSecure(charge);
    const { orders: order } = await orderOf({ gbpReferenceNo: charge.gbpReferenceNo });
    const stranger = await createCustomer(database.db);
    const theirs = await post(stranger.auth, 'order/validate-gtm-purchase', {
      orderNumber: order.orderNo,
    });
    expect(theirs.json().isValid).toBe(false);
    expect(
      (
        await post(stranger.auth, 'order/track-gtm-purchase', { orderNumber: order.orderNo })
      ).json(),
    ).toEqual({ success: true, isTracked: false });

    const valid = await post(who.auth, 'order/validate-gtm-purchase', {
      orderNumber: order.orderNo,
    });
    expect(valid.json()).toMatchObject({
      isValid: true,
      purchase: {
        transaction_id: order.orderNo,
        value: order.totalSatang / 100,
        currency: 'THB',
        payment_type: 'card',
        items: [{ quantity: 4, price: 4000 }],
      },
    });
    // Two receipts open at once: exactly one is told to push the event.
    const tracks = await Promise.all(
      [1, 2].map(() => post(who.auth, 'order/track-gtm-purchase', { orderNumber: order.orderNo })),
    );
    expect(tracks.map((t) => t.json().isTracked).sort()).toEqual([false, true]);
    const again = await post(who.auth, 'order/validate-gtm-purchase', {
      orderNumber: order.orderNo,
    });
    expect(again.json()).toEqual({ isValid: false, purchase: null });
  });
});

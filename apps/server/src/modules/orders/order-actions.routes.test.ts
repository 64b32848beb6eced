import type { Sandbox } from '@yangdee/payment-sandbox/app';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CartShop, createCartShop } from '../../../test/cart-fixtures';
import { createStore } from '../../../test/offer-fixtures';
import {
  insertShopOrder,
  openQrOrder,
  orderFootprint,
  type PaidOrder,
  paidOrder,
  payQr,
  statusOf,
} from '../../../test/order-action-fixtures';
import { startPaymentApp, startSandbox, until } from '../../../test/payment-fixtures';
import { testDatabases } from '../../../test/test-databases';
import { createStaff, type TestStaff } from '../../../test/test-sellers';
import type { DatabaseHandle } from '../../db/client';
import { messageOutbox } from '../../db/schema/messages';
import { sellerProducts } from '../../db/schema/offers';
import {
  orderItems,
  orderStatusHistory,
  orders,
  payments,
  slotReservations,
} from '../../db/schema/orders';
import { paymentRefunds } from '../../db/schema/refunds';

// The shop's order actions (issue 15 items 3–4, spec 7 "Seller" → Orders): confirm, cancel,
// confirm the fitting, confirm the delivery — on orders paid for real through the payment
// sandbox, on both databases. Each happy path shows the status, the history row with the staff
// member's name, the shopper's message (an outbox row, issue 35) and the stock, seat and refund effects; each bad input a Thai
// message with nothing changed; and two writers at once end in exactly one consistent state.

let sandbox: Sandbox;
let sandboxUrl: string;

beforeAll(async () => {
  ({ sandbox, sandboxUrl } = await startSandbox());
});
afterAll(async () => {
  await sandbox.app.close();
});

const ALL_FLAGS = { manageOrder: true, confirmService: true, confirmDelivery: true };

describe.each(testDatabases())('the shop’s order actions on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let shop: CartShop;
  let staff: TestStaff;

  beforeAll(async () => {
    database = await open();
    ({ app } = await startPaymentApp(database, sandboxUrl));
    shop = await createCartShop(database.db, { qty: 400, slotCapacity: 50 });
    staff = await createStaff(database.db, shop.storeId, ALL_FLAGS);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const act = (auth: string, action: string, payload: object) =>
    app.inject({
      method: 'POST',
      url: `/api/seller/${action}`,
      headers: { authorization: auth },
      payload,
    });
  const qtyOf = async (offerId: number) =>
    (
      await database.db
        .select({ qty: sellerProducts.qty })
        .from(sellerProducts)
        .where(eq(sellerProducts.id, offerId))
    )[0].qty;
  const orderOf = async (orderId: number) =>
    (await database.db.select().from(orders).where(eq(orders.id, orderId)))[0];
  const historyOf = (orderId: number) =>
    database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId))
      .orderBy(asc(orderStatusHistory.id));
  const refundsOf = (orderId: number) =>
    database.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, orderId));
  const seatsOf = (orderId: number) =>
    database.db.select().from(slotReservations).where(eq(slotReservations.orderId, orderId));
  /** The shopper's messages about the order, oldest first: kind and data. */
  const messagesAbout = async (orderId: number) =>
    database.db
      .select({
        kind: messageOutbox.kind,
        eventKey: messageOutbox.eventKey,
        recipientKind: messageOutbox.recipientKind,
        recipientId: messageOutbox.recipientId,
        data: messageOutbox.data,
      })
      .from(messageOutbox)
      .where(and(eq(messageOutbox.orderId, orderId), eq(messageOutbox.recipientKind, 'customer')))
      .orderBy(asc(messageOutbox.id));
  /** The message and the field messages of an error answer. */
  const thaiOf = (body: { message: string; fieldErrors?: Record<string, string[]> }) =>
    [body.message, ...Object.values(body.fieldErrors ?? {}).flat()].join(' ');
  const paid = (orderType: 'SERVICE' | 'DELIVERY' = 'SERVICE') =>
    paidOrder(app, database.db, sandboxUrl, shop, orderType);

  it('confirming a paid SERVICE order: waiting for service, with its history row and the shopper’s message', async () => {
    const order = await paid();
    const res = await act(staff.auth, 'confirm-order', { id: order.orderId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'ยืนยันคำสั่งซื้อเรียบร้อยแล้ว', status: 2 });
    const row = await orderOf(order.orderId);
    expect(row.status).toBe(2);
    expect(row.confirmedAt).toBeInstanceOf(Date);
    const history = await historyOf(order.orderId);
    expect(history.map((h) => [h.event, h.fromStatus, h.toStatus, h.actorKind])).toEqual([
      ['PLACED', null, 0, 'customer'],
      ['PAYMENT_CONFIRMED', 0, 1, 'provider'],
      ['SELLER_CONFIRM_ORDER', 1, 2, 'staff'],
    ]);
    expect(history[2]).toMatchObject({
      actorId: staff.id,
      actorName: 'พนักงาน ทดสอบ',
      note: 'ยืนยันคำสั่งซื้อ',
    });
    expect(await messagesAbout(order.orderId)).toMatchObject([
      {
        kind: 'order_confirmed',
        eventKey: `order:${order.orderId}:confirmed`,
        recipientId: order.who.id,
        data: {
          orderNo: order.orderNo,
          orderType: 1,
          appointmentDate: row.appointmentDate,
          slotLabel: expect.stringMatching(/^\d\d:\d\d - \d\d:\d\d$/),
          isAppointmentPassed: false,
        },
      },
    ]);
  });

  it('a DELIVERY order: confirmed to waiting for delivery, then shipped with carrier and tracking the shopper reads', async () => {
    const order = await paid('DELIVERY');
    const confirmed = await act(staff.auth, 'confirm-order', { id: order.orderId });
    expect(confirmed.json()).toMatchObject({ success: true, status: 3 });
    const shipped = await act(staff.auth, 'confirm-delivery', {
      id: order.orderId,
      carrier: ' Kerry Express ',
      trackingText: 'KEX123456789',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json()).toEqual({
      success: true,
      message: 'บันทึกการจัดส่งเรียบร้อยแล้ว',
      status: 5,
    });
    const row = await orderOf(order.orderId);
    expect(row).toMatchObject({
      status: 5,
      carrier: 'Kerry Express',
      trackingText: 'KEX123456789',
    });
    expect(row.completedAt).toBeInstanceOf(Date);
    expect((await historyOf(order.orderId)).at(-1)).toMatchObject({
      event: 'SELLER_CONFIRM_DELIVERY',
      note: 'จัดส่งแล้ว: Kerry Express KEX123456789',
      actorName: 'พนักงาน ทดสอบ',
    });
    expect(await messagesAbout(order.orderId)).toMatchObject([
      { kind: 'order_confirmed', data: { orderType: 2, appointmentDate: null } },
      {
        kind: 'order_shipped',
        data: { orderNo: order.orderNo, carrier: 'Kerry Express', trackingText: 'KEX123456789' },
      },
    ]);

    const tracking = await app.inject({
      method: 'POST',
      url: '/api/order/pre-delivery',
      headers: { authorization: order.who.auth },
      payload: { id: order.orderNo },
    });
    expect(tracking.json()).toEqual({ trackingText: 'Kerry Express KEX123456789' });
    const receipt = await app.inject({
      method: 'POST',
      url: '/api/user/get-receipt',
      headers: { authorization: order.who.auth },
      payload: { orderNo: order.orderNo },
    });
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(JSON.stringify(receipt.json())).toContain('"trackingText":"Kerry Express KEX123456789"');
  });

  it('cancelling a paid order: tyres back on the offer, seat freed, a refund owed, the reason for the shopper', async () => {
    const before = await qtyOf(shop.offerId);
    const order = await paid();
    expect(await qtyOf(shop.offerId)).toBe(before - 4);
    expect(await seatsOf(order.orderId)).toHaveLength(1);
    const res = await act(staff.auth, 'cancel-order', {
      id: order.orderId,
      reasonCode: 'OUT_OF_STOCK',
      reasonText: 'ยางล็อตนี้มีตำหนิ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, status: 99 });
    expect(res.json().message).toMatch(/คืนเงิน/);
    expect(await qtyOf(shop.offerId)).toBe(before);
    expect(await seatsOf(order.orderId)).toHaveLength(0);
    const row = await orderOf(order.orderId);
    expect(row).toMatchObject({ status: 99, cancelReason: 'สินค้าหมด (ยางล็อตนี้มีตำหนิ)' });
    expect(row.cancelledAt).toBeInstanceOf(Date);
    const [payment] = await database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, order.orderId));
    expect(await refundsOf(order.orderId)).toMatchObject([
      {
        paymentId: payment.id,
        amountSatang: order.paidNowSatang,
        reason: 'SELLER_CANCELLED',
        status: 'owed',
      },
    ]);
    expect((await historyOf(order.orderId)).at(-1)).toMatchObject({
      event: 'SELLER_CANCEL_ORDER',
      fromStatus: 1,
      toStatus: 99,
      note: 'ยกเลิก: สินค้าหมด (ยางล็อตนี้มีตำหนิ)',
    });
    expect(await messagesAbout(order.orderId)).toMatchObject([
      {
        kind: 'order_cancelled',
        data: {
          cancelReason: 'สินค้าหมด (ยางล็อตนี้มีตำหนิ)',
          refundSatang: order.paidNowSatang,
        },
      },
    ]);

    // The shopper's order history shows it cancelled, with the reason and the refund.
    const history = await app.inject({
      method: 'POST',
      url: '/api/v2/user/order-history',
      headers: { authorization: order.who.auth },
      payload: { tab: 'cancel' },
    });
    expect(history.statusCode, history.body).toBe(200);
    const card = history.json().items.find((c: { orderNo: string }) => c.orderNo === order.orderNo);
    expect(card).toMatchObject({
      statusCode: 99,
      statusText: 'ยกเลิก',
      cancelReason: 'สินค้าหมด (ยางล็อตนี้มีตำหนิ)',
      refund: { status: 'owed', amount: order.paidNowSatang / 100 },
    });
  });

  it('the shopper sees the tyres back on the tyre page once the shop cancels (cache and summaries follow)', async () => {
    const small = await createCartShop(database.db, { qty: 4 });
    const smallStaff = await createStaff(database.db, small.storeId, ALL_FLAGS);
    const offerOnPage = async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/product/get-product-detail',
        payload: { param: `${small.productId}.x` },
      });
      expect(res.statusCode).toBe(200);
      const offers = res.json().offers as Array<{
        sellerProductId: number;
        isEnoughForSet: boolean;
      }>;
      return offers.find((o) => o.sellerProductId === small.offerId) ?? null;
    };
    expect(await offerOnPage()).toMatchObject({ isEnoughForSet: true });
    const order = await paidOrder(app, database.db, sandboxUrl, small);
    expect(await qtyOf(small.offerId)).toBe(0);
    expect((await offerOnPage())?.isEnoughForSet ?? false).toBe(false);
    const res = await act(smallStaff.auth, 'cancel-order', {
      id: order.orderId,
      reasonCode: 'SLOT_UNAVAILABLE',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await qtyOf(small.offerId)).toBe(4);
    expect(await offerOnPage()).toMatchObject({ isEnoughForSet: true });
  });

  it('a confirmed order may still be cancelled, with a reason of the shop’s own words', async () => {
    const order = await paid();
    await act(staff.auth, 'confirm-order', { id: order.orderId });
    const res = await act(staff.auth, 'cancel-order', {
      id: order.orderId,
      reasonCode: 'OTHER',
      reasonText: 'ลูกค้าย้ายไปต่างจังหวัด',
    });
    expect(res.json()).toMatchObject({ success: true, status: 99 });
    expect((await orderOf(order.orderId)).cancelReason).toBe('ลูกค้าย้ายไปต่างจังหวัด');
    expect(await refundsOf(order.orderId)).toHaveLength(1);
  });

  it('confirm-service saves the DOT codes per tyre line and completes the order', async () => {
    const order = await paid();
    await act(staff.auth, 'confirm-order', { id: order.orderId });
    const [item] = await database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.orderId));
    const res = await act(staff.auth, 'confirm-service', {
      id: order.orderId,
      dotCodes: [{ itemId: item.id, codes: ['3226', '3226', ' 0126 ', '0126'] }],
      remainCollected: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'บันทึกการติดตั้งเรียบร้อยแล้ว',
      status: 4,
    });
    const row = await orderOf(order.orderId);
    expect(row.status).toBe(4);
    expect(row.completedAt).toBeInstanceOf(Date);
    // Paid in full online: nothing to collect at the shop, so no collection is recorded.
    expect(row.remainSatang).toBe(0);
    expect(row.remainCollectedAt).toBeNull();
    const [saved] = await database.db.select().from(orderItems).where(eq(orderItems.id, item.id));
    expect(saved.dotCodes).toEqual(['3226', '3226', '0126', '0126']);
    expect((await historyOf(order.orderId)).at(-1)).toMatchObject({
      event: 'SELLER_CONFIRM_SERVICE',
      note: 'ติดตั้งเรียบร้อย',
    });
    expect((await messagesAbout(order.orderId)).map((m) => m.kind)).toEqual([
      'order_confirmed',
      'order_fitted',
    ]);
  });

  it('refuses bad input with a Thai message and changes nothing', async () => {
    const order = await paid();
    const delivery = await paid('DELIVERY');
    const other = await createStore(database.db, {
      name: 'ร้านอื่น',
      latitude: 13.7,
      longitude: 100.5,
    });
    const otherStaff = await createStaff(database.db, other.id, ALL_FLAGS);
    const [item] = await database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.orderId));
    const [deliveryItem] = await database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, delivery.orderId));
    const long = 'ก'.repeat(301);
    const cases: Array<[string, string, object, number, RegExp, TestStaff?]> = [
      ['confirm-order', 'unknown id', { id: 99_999_999 }, 404, /ไม่พบคำสั่งซื้อ/],
      ['confirm-order', 'not a number', { id: 'abc' }, 422, /ไม่พบคำสั่งซื้อ/],
      [
        'confirm-order',
        'another shop’s order',
        { id: order.orderId },
        404,
        /ไม่พบคำสั่งซื้อ/,
        otherStaff,
      ],
      [
        'cancel-order',
        'another shop’s order',
        { id: order.orderId, reasonCode: 'OUT_OF_STOCK' },
        404,
        /ไม่พบ/,
        otherStaff,
      ],
      ['confirm-service', 'not confirmed yet', { id: order.orderId }, 409, /ถูกดำเนินการไปแล้ว/],
      [
        'confirm-delivery',
        'not confirmed yet',
        { id: delivery.orderId, carrier: 'Flash', trackingText: 'TH1' },
        409,
        /ถูกดำเนินการไปแล้ว/,
      ],
      [
        'cancel-order',
        'reason too long',
        { id: order.orderId, reasonCode: 'OTHER', reasonText: long },
        422,
        /ไม่เกิน 300 ตัวอักษร/,
      ],
      [
        'cancel-order',
        'OTHER without text',
        { id: order.orderId, reasonCode: 'OTHER', reasonText: '  ' },
        422,
        /กรุณาระบุเหตุผลที่ยกเลิก/,
      ],
      ['cancel-order', 'no reason', { id: order.orderId }, 422, /กรุณาเลือกเหตุผลที่ยกเลิก/],
      [
        'confirm-delivery',
        'no carrier',
        { id: delivery.orderId, carrier: ' ', trackingText: 'TH1' },
        422,
        /กรุณากรอกชื่อบริษัทขนส่ง/,
      ],
      [
        'confirm-delivery',
        'no tracking',
        { id: delivery.orderId, carrier: 'Flash' },
        422,
        /กรุณากรอกเลขพัสดุ/,
      ],
    ];
    const before = [
      await orderFootprint(database.db, order.orderId),
      await orderFootprint(database.db, delivery.orderId),
    ];
    for (const [action, why, body, status, message, who] of cases) {
      const res = await act((who ?? staff).auth, action, body);
      expect(res.statusCode, `${action} ${why}: ${res.body}`).toBe(status);
      expect(thaiOf(res.json()), `${action} ${why}`).toMatch(message);
    }
    expect(await orderFootprint(database.db, order.orderId)).toBe(before[0]);
    expect(await orderFootprint(database.db, delivery.orderId)).toBe(before[1]);

    // DOT codes: checked against the order once it is waiting for service.
    await act(staff.auth, 'confirm-order', { id: order.orderId });
    const confirmed = await orderFootprint(database.db, order.orderId);
    const dotCases: Array<[string, object, number, RegExp]> = [
      ['week 54', { itemId: item.id, codes: ['5426'] }, 422, /สัปดาห์ในรหัส DOT ต้องอยู่ระหว่าง 01–5/],
      ['too few DOT codes', { itemId: item.id, codes: ['0126'] }, 422, /กรุณากรอกรหัส DOT/],
      ['DOT as letters', { itemId: item.id, codes: ['ABCD'] }, 422, /รหัส DOT/],
      [
        'more codes than tyres',
        { itemId: item.id, codes: ['0126', '0126', '0126', '0126', '0126'] },
        422,
        /ไม่เกินจำนวนยางที่สั่ง \(4 เส้น\)/,
      ],
      ['another order’s item', { itemId: deliveryItem.id, codes: ['0126'] }, 422, /ไม่ตรงกับคำสั่งซื้อนี้/],
    ];
    for (const [why, entry, status, message] of dotCases) {
      const res = await act(staff.auth, 'confirm-service', {
        id: order.orderId,
        dotCodes: [entry],
      });
      expect(res.statusCode, `${why}: ${res.body}`).toBe(status);
      expect(thaiOf(res.json()), why).toMatch(message);
    }
    const twice = await act(staff.auth, 'confirm-service', {
      id: order.orderId,
      dotCodes: [
        { itemId: item.id, codes: ['0126'] },
        { itemId: item.id, codes: ['0226'] },
      ],
    });
    expect(twice.statusCode).toBe(422);
    expect(await orderFootprint(database.db, order.orderId)).toBe(confirmed);
  });

  it('a staff member without the flag of an action is refused; one flag opens its own action only', async () => {
    const order = await paid('DELIVERY');
    const fitter = await createStaff(database.db, shop.storeId, { confirmService: true });
    const before = await orderFootprint(database.db, order.orderId);
    const res = await act(fitter.auth, 'confirm-order', { id: order.orderId });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/[ก-๙]/);
    expect(await orderFootprint(database.db, order.orderId)).toBe(before);
  });

  describe('two writers at once', () => {
    it('two staff confirming the same order: exactly one succeeds, the other is told it was handled', async () => {
      const order = await paid();
      const second = await createStaff(database.db, shop.storeId, ALL_FLAGS);
      const answers = await Promise.all([
        act(staff.auth, 'confirm-order', { id: order.orderId }),
        act(second.auth, 'confirm-order', { id: order.orderId }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const refused = answers.find((a) => a.statusCode === 409);
      expect(refused?.json().message).toBe('คำสั่งซื้อนี้ถูกดำเนินการไปแล้ว กรุณาโหลดข้อมูลใหม่');
      expect(await statusOf(database.db, order.orderId)).toBe(2);
      const moves = (await historyOf(order.orderId)).filter(
        (h) => h.event === 'SELLER_CONFIRM_ORDER',
      );
      expect(moves).toHaveLength(1);
      // One message to the shopper: the refused confirm wrote none.
      expect((await messagesAbout(order.orderId)).map((m) => m.kind)).toEqual(['order_confirmed']);
    });

    it('two staff cancelling (or confirming and cancelling) at once: one state, one refund, the stock back once', async () => {
      for (const other of ['cancel-order', 'confirm-order'] as const) {
        const before = await qtyOf(shop.offerId);
        const order = await paid();
        const second = await createStaff(database.db, shop.storeId, ALL_FLAGS);
        const cancel = { id: order.orderId, reasonCode: 'CUSTOMER_REQUEST' };
        const answers = await Promise.all([
          act(staff.auth, 'cancel-order', cancel),
          act(second.auth, other, other === 'cancel-order' ? cancel : { id: order.orderId }),
        ]);
        const codes = answers.map((a) => a.statusCode);
        const status = await statusOf(database.db, order.orderId);
        if (other === 'cancel-order') {
          expect(codes.sort()).toEqual([200, 409]);
          expect(status).toBe(99);
        } else {
          // Confirm then cancel both succeed (1 → 2 → 99); cancel then confirm refuses the confirm.
          expect(codes).toContain(200);
          expect(codes[0]).toBe(200);
          expect(status).toBe(99);
        }
        expect(await qtyOf(shop.offerId)).toBe(before);
        expect(await refundsOf(order.orderId)).toHaveLength(1);
        const cancels = (await historyOf(order.orderId)).filter((h) => h.toStatus === 99);
        expect(cancels).toHaveLength(1);
      }
    });

    it('a cancel while the order still awaits payment is refused; the payment then goes through as usual', async () => {
      const before = await qtyOf(shop.offerId);
      const order: PaidOrder = await openQrOrder(app, database.db, shop);
      const [cancel] = await Promise.all([
        act(staff.auth, 'cancel-order', { id: order.orderId, reasonCode: 'OUT_OF_STOCK' }),
        payQr(sandboxUrl, order.referenceNo),
      ]);
      const status = await until(
        () => statusOf(database.db, order.orderId),
        (s) => s !== 0,
      );
      if (cancel.statusCode === 404) {
        // The shop never saw it: paid, its tyres taken, no refund.
        expect(cancel.json().message).toBe('ไม่พบคำสั่งซื้อ');
        expect(status).toBe(1);
        expect(await qtyOf(shop.offerId)).toBe(before - 4);
        expect(await refundsOf(order.orderId)).toHaveLength(0);
      } else {
        // The callback won: the cancel came after payment and gave everything back.
        expect(cancel.statusCode).toBe(200);
        expect(status).toBe(99);
        expect(await qtyOf(shop.offerId)).toBe(before);
        expect(await refundsOf(order.orderId)).toHaveLength(1);
      }
    });

    it('a cancel racing a repeated payment callback ends cancelled, with one refund and the stock back once', async () => {
      const before = await qtyOf(shop.offerId);
      const order = await paid();
      const [cancel] = await Promise.all([
        act(staff.auth, 'cancel-order', { id: order.orderId, reasonCode: 'CANNOT_CONTACT' }),
        fetch(`${sandboxUrl}/sandbox/transactions/${order.referenceNo}/callback`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ repeat: 3 }),
        }),
      ]);
      expect(cancel.statusCode, cancel.body).toBe(200);
      await new Promise((r) => setTimeout(r, 400));
      expect(await statusOf(database.db, order.orderId)).toBe(99);
      expect(await qtyOf(shop.offerId)).toBe(before);
      const refunds = await refundsOf(order.orderId);
      expect(refunds.map((r) => r.reason)).toEqual(['SELLER_CANCELLED']);
      const rows = await database.db
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, order.orderId), eq(payments.status, 'paid')));
      expect(rows).toHaveLength(1);
    });
  });

  it('an order written straight into a status (permission fixtures) is acted on like any other', async () => {
    const id = await insertShopOrder(database.db, {
      storeId: shop.storeId,
      offerId: shop.offerId,
      status: 3,
      orderType: 2,
    });
    const res = await act(staff.auth, 'confirm-delivery', {
      id,
      carrier: 'ไปรษณีย์ไทย',
      trackingText: 'EMS123TH',
    });
    expect(res.json()).toMatchObject({ success: true, status: 5 });
  });
});

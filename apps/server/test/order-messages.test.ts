import { emptyAcl, type SellerAcl } from '@yangdee/contracts/seller-acl';
import type { Sandbox } from '@yangdee/payment-sandbox/app';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { messageOutbox } from '../src/db/schema/messages';
import { orders } from '../src/db/schema/orders';
import { sellerUsers, staffMemberships } from '../src/db/schema/sellers';
import { stores } from '../src/db/schema/stores';
import { enqueueMorningBookings } from '../src/modules/messages/morning-bookings';
import { applyOrderEvent } from '../src/modules/orders/order-lifecycle';
import { type CartShop, createCartShop } from './cart-fixtures';
import { createStore } from './offer-fixtures';
import { fittingCodes, insertShopOrder, paidOrder } from './order-action-fixtures';
import { startPaymentApp, startSandbox } from './payment-fixtures';
import { testDatabases } from './test-databases';
import { createOwner, createStaff, type TestStaff } from './test-sellers';

// Issue 35: the order's messages are outbox rows written with the event. Each shop action writes
// one message to the shopper (none when refused or rolled back, none more when repeated); a paid
// order writes one new_order per staff member who handles that branch's orders and linked LINE
// (the branch wall: not another branch's staff, not staff without an order permission, not a
// switched-off member or account); each morning from 07:00 the day's bookings go to the same
// people once. The worker that sends them is not part of this suite.

let sandbox: Sandbox;
let sandboxUrl: string;

beforeAll(async () => {
  ({ sandbox, sandboxUrl } = await startSandbox());
});
afterAll(async () => {
  await sandbox.app.close();
});

const ALL_FLAGS = { manageOrder: true, confirmService: true, confirmDelivery: true };

describe.each(testDatabases())('the order’s messages on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  /** A branch of `head`; its orders are the ones under test. */
  let shop: CartShop;
  let head: number;
  /** Another branch of the same head office. */
  let sister: number;
  let staff: TestStaff;
  /** Who is told about the branch's orders, sorted. */
  let told: number[];
  /** Who is not: other branch, head-office member, no order flag, no LINE, switched off. */
  let notTold: Record<string, number>;

  const db = () => database.db;
  const linkLine = (id: number) =>
    db()
      .update(sellerUsers)
      .set({ lineId: `Utest${id}x${Date.now()}` })
      .where(eq(sellerUsers.id, id));
  const member = async (storeId: number, flags: Partial<SellerAcl>, isLinked = true) => {
    const s = await createStaff(db(), storeId, flags);
    if (isLinked) await linkLine(s.id);
    return s.id;
  };
  const rowsOf = (orderId: number, recipientKind: 'customer' | 'staff') =>
    db()
      .select()
      .from(messageOutbox)
      .where(
        and(eq(messageOutbox.orderId, orderId), eq(messageOutbox.recipientKind, recipientKind)),
      )
      .orderBy(asc(messageOutbox.id));
  const act = (auth: string, action: string, payload: object) =>
    app.inject({
      method: 'POST',
      url: `/api/seller/${action}`,
      headers: { authorization: auth },
      payload,
    });

  beforeAll(async () => {
    database = await open();
    ({ app } = await startPaymentApp(database, sandboxUrl));
    shop = await createCartShop(db(), { qty: 400, slotCapacity: 50 });
    head = (await createStore(db(), { name: 'สำนักงานใหญ่ทดสอบ', latitude: 13.7, longitude: 100.5 }))
      .id;
    sister = (await createStore(db(), { name: 'สาขาพี่น้อง', latitude: 13.8, longitude: 100.6 })).id;
    await db()
      .update(stores)
      .set({ parentStoreId: head, branchName: 'สาขาบางนา' })
      .where(eq(stores.id, shop.storeId));
    await db().update(stores).set({ parentStoreId: head }).where(eq(stores.id, sister));

    staff = await createStaff(db(), shop.storeId, ALL_FLAGS);
    await linkLine(staff.id);
    const fitter = await member(shop.storeId, { confirmService: true });
    const headOwner = (await createOwner(db(), [head])).id;
    await linkLine(headOwner);
    // The branch's owner is told whatever flags the membership holds.
    const branchOwner = await member(shop.storeId, {});
    await db()
      .update(staffMemberships)
      .set({ isOwner: true, acl: emptyAcl() })
      .where(eq(staffMemberships.sellerUserId, branchOwner));
    told = [staff.id, fitter, headOwner, branchOwner].sort((a, b) => a - b);

    const switchedOff = await member(shop.storeId, ALL_FLAGS);
    await db()
      .update(staffMemberships)
      .set({ isActive: false })
      .where(eq(staffMemberships.sellerUserId, switchedOff));
    const closedAccount = await member(shop.storeId, ALL_FLAGS);
    await db()
      .update(sellerUsers)
      .set({ isActive: false })
      .where(eq(sellerUsers.id, closedAccount));
    notTold = {
      otherBranch: await member(sister, ALL_FLAGS),
      headOfficeMember: await member(head, ALL_FLAGS),
      productsOnly: await member(shop.storeId, { manageProduct: true, manageReport: true }),
      noLine: await member(shop.storeId, ALL_FLAGS, false),
      switchedOff,
      closedAccount,
    };
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  describe('to the shopper, when the shop acts', () => {
    it('confirming writes one order_confirmed for the order’s shopper with what the message shows; a second confirm (409) writes no other', async () => {
      const order = await paidOrder(app, db(), sandboxUrl, shop);
      const [row] = await db().select().from(orders).where(eq(orders.id, order.orderId));
      expect((await act(staff.auth, 'confirm-order', { id: order.orderId })).statusCode).toBe(200);
      expect((await act(staff.auth, 'confirm-order', { id: order.orderId })).statusCode).toBe(409);
      const rows = await rowsOf(order.orderId, 'customer');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        eventKey: `order:${order.orderId}:confirmed`,
        kind: 'order_confirmed',
        recipientId: order.who.id,
        storeId: shop.storeId,
        state: 'pending',
        data: {
          orderNo: order.orderNo,
          orderType: 1,
          appointmentDate: row.appointmentDate,
          slotLabel: expect.stringMatching(/^\d\d:\d\d - \d\d:\d\d$/),
          isAppointmentPassed: false,
          shopName: 'ร้านทดสอบตะกร้า สาขาบางนา',
          mapUrl: 'https://www.google.com/maps/dir/?api=1&destination=13.75,100.5',
          tyres: [{ title: expect.any(String), quantity: 4 }],
        },
      });
    });

    it('a confirm after the booked slot passed says so (the message then asks for a new time)', async () => {
      const id = await insertShopOrder(db(), {
        storeId: shop.storeId,
        offerId: shop.offerId,
        status: 1,
      });
      await db()
        .update(orders)
        .set({ appointmentDate: '2020-01-06', appointmentTime: 'slot1' })
        .where(eq(orders.id, id));
      const res = await act(staff.auth, 'confirm-order', {
        id,
        acknowledgePassedAppointment: true,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await rowsOf(id, 'customer')).toMatchObject([
        {
          kind: 'order_confirmed',
          data: {
            appointmentDate: '2020-01-06',
            slotLabel: '08:00 - 11:00',
            isAppointmentPassed: true,
          },
        },
      ]);
    });

    it('a refused action writes nothing: another shop’s staff, a step out of turn, a fitting rolled back by a bad DOT code', async () => {
      const order = await paidOrder(app, db(), sandboxUrl, shop);
      const stranger = await createStaff(
        db(),
        (await createStore(db(), { name: 'ร้านอื่น', latitude: 13.7, longitude: 100.5 })).id,
        ALL_FLAGS,
      );
      const refused: Array<[TestStaff, string, object, number]> = [
        [stranger, 'cancel-order', { id: order.orderId, reasonCode: 'OUT_OF_STOCK' }, 404],
        [stranger, 'confirm-order', { id: order.orderId }, 404],
        [staff, 'confirm-service', { id: order.orderId, dotCodes: [] }, 409],
      ];
      for (const [who, action, payload, status] of refused) {
        expect((await act(who.auth, action, payload)).statusCode, action).toBe(status);
      }
      expect(await rowsOf(order.orderId, 'customer')).toEqual([]);
      await act(staff.auth, 'confirm-order', { id: order.orderId });
      // The fitting moves the order, then the DOT check refuses it: the whole transaction goes,
      // the message with it.
      const bad = await act(staff.auth, 'confirm-service', {
        id: order.orderId,
        dotCodes: [
          { itemId: (await fittingCodes(db(), order.orderId))[0].itemId, codes: ['5426'] },
        ],
      });
      expect(bad.statusCode).toBe(422);
      expect((await rowsOf(order.orderId, 'customer')).map((r) => r.kind)).toEqual([
        'order_confirmed',
      ]);
      const good = await act(staff.auth, 'confirm-service', {
        id: order.orderId,
        dotCodes: await fittingCodes(db(), order.orderId),
      });
      expect(good.statusCode, good.body).toBe(200);
      const rows = await rowsOf(order.orderId, 'customer');
      expect(rows.map((r) => [r.kind, r.eventKey])).toEqual([
        ['order_confirmed', `order:${order.orderId}:confirmed`],
        ['order_fitted', `order:${order.orderId}:fitted`],
      ]);
      expect(rows[1].data).toMatchObject({ orderNo: order.orderNo, tyres: [{ quantity: 4 }] });
    });

    it('a cancel carries the reason and the refund; a second cancel (409) writes no other', async () => {
      const order = await paidOrder(app, db(), sandboxUrl, shop);
      const cancel = { id: order.orderId, reasonCode: 'OUT_OF_STOCK', reasonText: 'ล็อตนี้มีตำหนิ' };
      expect((await act(staff.auth, 'cancel-order', cancel)).statusCode).toBe(200);
      expect((await act(staff.auth, 'cancel-order', cancel)).statusCode).toBe(409);
      expect(await rowsOf(order.orderId, 'customer')).toMatchObject([
        {
          kind: 'order_cancelled',
          eventKey: `order:${order.orderId}:cancelled`,
          recipientId: order.who.id,
          data: {
            orderNo: order.orderNo,
            cancelReason: 'สินค้าหมด (ล็อตนี้มีตำหนิ)',
            refundSatang: order.paidNowSatang,
          },
        },
      ]);
    });

    it('a delivery: confirmed, then shipped with the carrier and tracking, no date or map', async () => {
      const order = await paidOrder(app, db(), sandboxUrl, shop, 'DELIVERY');
      await act(staff.auth, 'confirm-order', { id: order.orderId });
      const ship = { id: order.orderId, carrier: 'Kerry Express', trackingText: 'KEX123' };
      expect((await act(staff.auth, 'confirm-delivery', ship)).statusCode).toBe(200);
      expect((await act(staff.auth, 'confirm-delivery', ship)).statusCode).toBe(409);
      expect(await rowsOf(order.orderId, 'customer')).toMatchObject([
        { kind: 'order_confirmed', data: { orderType: 2, appointmentDate: null, mapUrl: null } },
        {
          kind: 'order_shipped',
          eventKey: `order:${order.orderId}:shipped`,
          data: { carrier: 'Kerry Express', trackingText: 'KEX123', tyres: [{ quantity: 4 }] },
        },
      ]);
    });
  });

  describe('new_order to the branch’s staff', () => {
    it('a paid order tells only the staff who handle that branch’s orders and linked LINE, once each', async () => {
      const order = await paidOrder(app, db(), sandboxUrl, shop);
      const [row] = await db().select().from(orders).where(eq(orders.id, order.orderId));
      const rows = await rowsOf(order.orderId, 'staff');
      expect(rows.map((r) => r.recipientId).sort((a, b) => a - b)).toEqual(told);
      for (const id of Object.values(notTold)) {
        expect(rows.map((r) => r.recipientId)).not.toContain(id);
      }
      for (const r of rows) {
        expect(r).toMatchObject({
          kind: 'new_order',
          eventKey: `order:${order.orderId}:new`,
          storeId: shop.storeId,
          data: {
            orderId: order.orderId,
            orderNo: order.orderNo,
            orderType: 1,
            appointmentDate: row.appointmentDate,
            totalSatang: row.totalSatang,
            customerFirstName: row.customer.firstName,
            tyres: [{ quantity: 4 }],
          },
        });
        // PDPA: the first name only.
        expect(JSON.stringify(r.data)).not.toContain(row.customer.tel || 'no phone');
        expect(JSON.stringify(r.data)).not.toContain(row.customer.lastName || 'no surname');
      }
      // The shop's actions after it tell the staff nothing more.
      await act(staff.auth, 'confirm-order', { id: order.orderId });
      expect(await rowsOf(order.orderId, 'staff')).toHaveLength(told.length);
    });

    it('nothing before payment; a payment that comes after the order ran out tells them once', async () => {
      const id = await insertShopOrder(db(), {
        storeId: shop.storeId,
        offerId: shop.offerId,
        status: 0,
      });
      expect(await rowsOf(id, 'staff')).toEqual([]);
      const system = { kind: 'system' as const };
      await db().transaction((tx) =>
        applyOrderEvent(tx, { orderId: id, event: 'RESERVATION_EXPIRED', actor: system }),
      );
      expect(await rowsOf(id, 'staff')).toEqual([]);
      await db().transaction((tx) =>
        applyOrderEvent(tx, { orderId: id, event: 'LATE_PAYMENT_CONFIRMED', actor: system }),
      );
      const rows = await rowsOf(id, 'staff');
      expect(rows.map((r) => r.recipientId).sort((a, b) => a - b)).toEqual(told);
      expect(new Set(rows.map((r) => r.eventKey))).toEqual(new Set([`order:${id}:new`]));
      // Cancelled by the shop and paid late again: still one message each.
      await db().transaction((tx) =>
        applyOrderEvent(tx, { orderId: id, event: 'SELLER_CANCEL_ORDER', actor: system }),
      );
      await db().transaction((tx) =>
        applyOrderEvent(tx, { orderId: id, event: 'LATE_PAYMENT_CONFIRMED', actor: system }),
      );
      expect(await rowsOf(id, 'staff')).toHaveLength(told.length);
    });

    it('a paid order rolled back with its transaction tells nobody', async () => {
      const id = await insertShopOrder(db(), {
        storeId: shop.storeId,
        offerId: shop.offerId,
        status: 0,
      });
      await expect(
        db().transaction(async (tx) => {
          await applyOrderEvent(tx, {
            orderId: id,
            event: 'PAYMENT_CONFIRMED',
            actor: { kind: 'provider' },
          });
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(await rowsOf(id, 'staff')).toEqual([]);
    });
  });

  describe('morning_bookings', () => {
    // A day no other suite books, so the shared PostgreSQL database holds only these.
    const DAY = '2031-03-14';
    const at = (time: string) => new Date(`${DAY}T${time}:00+07:00`);
    const bookingRows = (storeId: number) =>
      db()
        .select()
        .from(messageOutbox)
        .where(
          and(
            eq(messageOutbox.kind, 'morning_bookings'),
            eq(messageOutbox.eventKey, `bookings:${storeId}:${DAY}`),
          ),
        );

    it('from 07:00 each staff member of a branch with fittings today gets them once, sorted by time; none before, none for a store without bookings', async () => {
      const book = async (
        status: number,
        slot: string,
        orderType: 1 | 2 = 1,
        storeId = shop.storeId,
      ) => {
        const id = await insertShopOrder(db(), {
          storeId,
          offerId: shop.offerId,
          status,
          orderType,
        });
        await db()
          .update(orders)
          .set({ appointmentDate: DAY, appointmentTime: slot })
          .where(eq(orders.id, id));
        return id;
      };
      const late = await book(2, 'slot3');
      const early = await book(1, 'slot1');
      // A booking into a bay (decision 0162) reads as its start to its end.
      const bayBooking = await book(2, '11:30');
      await db().update(orders).set({ jobMinutes: 90, bay: 1 }).where(eq(orders.id, bayBooking));
      // Not going to happen, or not a fitting.
      await book(99, 'slot1');
      await book(4, 'slot2');
      await book(3, 'slot2', 2);
      // The sister branch has no bookings; its staff member gets nothing.
      await member(sister, ALL_FLAGS);

      expect(await enqueueMorningBookings(db(), at('06:59'))).toBe(0);
      expect(await bookingRows(shop.storeId)).toEqual([]);

      await enqueueMorningBookings(db(), at('07:00'));
      const rows = await bookingRows(shop.storeId);
      expect(rows.map((r) => r.recipientId).sort((a, b) => a - b)).toEqual(told);
      const [orderNos] = await Promise.all([
        db()
          .select({ id: orders.id, orderNo: orders.orderNo })
          .from(orders)
          .where(inArray(orders.id, [early, bayBooking, late])),
      ]);
      const noOf = (id: number) => orderNos.find((o) => o.id === id)?.orderNo;
      for (const r of rows) {
        expect(r).toMatchObject({ storeId: shop.storeId, state: 'pending', orderId: null });
        expect(r.data).toEqual({
          date: DAY,
          shopName: 'ร้านทดสอบตะกร้า สาขาบางนา',
          bookings: [
            {
              orderId: early,
              orderNo: noOf(early),
              slotLabel: '08:00 - 11:00',
              tyres: 'ยางทดสอบ 205/55R16 ×2',
            },
            {
              orderId: bayBooking,
              orderNo: noOf(bayBooking),
              slotLabel: '11:30 - 13:00',
              tyres: 'ยางทดสอบ 205/55R16 ×2',
            },
            {
              orderId: late,
              orderNo: noOf(late),
              slotLabel: '14:00 - 17:00',
              tyres: 'ยางทดสอบ 205/55R16 ×2',
            },
          ],
        });
      }
      expect(await bookingRows(sister)).toEqual([]);

      // Later runs that day write nothing new.
      expect(await enqueueMorningBookings(db(), at('07:10'))).toBe(0);
      expect(await enqueueMorningBookings(db(), at('13:00'))).toBe(0);
      expect(await bookingRows(shop.storeId)).toHaveLength(told.length);
    });
  });
});

import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type CartShop, createCartShop } from '../../../test/cart-fixtures';
import { createCustomer } from '../../../test/offer-fixtures';
import { orderFootprint } from '../../../test/order-action-fixtures';
import { testConfig, testDatabases } from '../../../test/test-databases';
import { createStaff, type TestStaff } from '../../../test/test-sellers';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { sellerActionLog } from '../../db/schema/income';
import { messageOutbox } from '../../db/schema/messages';
import { orderItems, orders } from '../../db/schema/orders';
import { backfillIncomeEntries } from '../ledger/ledger';

// The shop's day recorded as it happened (issue 37 item 10), on both databases, with the
// server's clock pinned: the remainder collected at the shop is recorded with who and when (at
// the fitting or afterwards, once) and counted by income only then; an order whose booked slot
// has passed is flagged and confirmed only once acknowledged, and its SMS cites no past date;
// a fitting needs one real, not-future DOT code per tyre.

/** Bangkok wall-clock moment. */
const at = (local: string) => new Date(`${local}:00+07:00`);

describe.each(testDatabases())('the shop’s day on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let shop: CartShop;
  let fitter: TestStaff;
  let accountant: TestStaff;
  let now = at('2026-11-28T10:00');

  beforeAll(async () => {
    database = await open();
    app = await buildApp({ config: testConfig(), database, clock: () => now });
    await app.ready();
    shop = await createCartShop(database.db, { qty: 400, slotCapacity: 50 });
    fitter = await createStaff(database.db, shop.storeId, {
      manageOrder: true,
      confirmService: true,
    });
    accountant = await createStaff(database.db, shop.storeId, { manageAccounting: true });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  beforeEach(() => {
    now = at('2026-11-28T10:00');
  });

  const act = (auth: string, action: string, payload: object) =>
    app.inject({
      method: 'POST',
      url: `/api/seller/${action}`,
      headers: { authorization: auth },
      payload,
    });
  const detailOf = async (id: number) => {
    const res = await act(fitter.auth, 'get-order-detail', { id });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().order;
  };
  const orderOf = async (id: number) =>
    (await database.db.select().from(orders).where(eq(orders.id, id)))[0];
  /** What the shopper's order messages (outbox rows, issue 35) will say. */
  const messagesAbout = (orderId: number) =>
    database.db
      .select({ kind: messageOutbox.kind, data: messageOutbox.data })
      .from(messageOutbox)
      .where(and(eq(messageOutbox.orderId, orderId), eq(messageOutbox.recipientKind, 'customer')));
  const remainAtShop = async () =>
    (await act(accountant.auth, 'get-summary-income', {})).json().remainAtShop as number;

  /** A paid deposit order of 4 tyres booked on 30 Nov 2026, 11:00–14:00 (remainder ฿5,264). */
  async function depositOrder(status = 2, appointmentDate = '2026-11-30') {
    const user = await createCustomer(database.db);
    const [row] = await database.db
      .insert(orders)
      .values({
        orderNo: `SD${randomBytes(5).toString('hex').toUpperCase()}`,
        userId: user.id,
        storeId: shop.storeId,
        orderType: 1,
        status,
        paymentMethod: 'scanQR',
        appointmentDate,
        appointmentTime: 'slot2',
        customer: { firstName: 'สมชาย', lastName: 'ใจดี', tel: '0812345678' },
        snapshot: { services: [], discounts: [] },
        subtotalSatang: 752_000,
        totalSatang: 752_000,
        paidNowSatang: 225_600,
        remainSatang: 526_400,
        paidAt: at('2026-11-27T09:00'),
      })
      .returning({ id: orders.id, orderNo: orders.orderNo });
    const [item] = await database.db
      .insert(orderItems)
      .values({
        orderId: row.id,
        sellerProductId: shop.offerId,
        title: 'ยางทดสอบ 205/55R16',
        quantity: 4,
        unitPriceSatang: 188_000,
        lineTotalSatang: 752_000,
      })
      .returning({ id: orderItems.id });
    await backfillIncomeEntries(database.db, shop.storeId);
    return { id: row.id, orderNo: row.orderNo, itemId: item.id };
  }

  describe('the remainder collected at the shop', () => {
    it('ticked at the fitting: recorded with the fitter and the time, shown on the detail, counted by income', async () => {
      const order = await depositOrder();
      const before = await remainAtShop();
      now = at('2026-11-30T11:30');
      const res = await act(fitter.auth, 'confirm-service', {
        id: order.id,
        dotCodes: [{ itemId: order.itemId, codes: ['3226', '3226', '4526', '4526'] }],
        remainCollected: true,
      });
      expect(res.statusCode, res.body).toBe(200);
      const row = await orderOf(order.id);
      expect(row.remainCollectedAt?.toISOString()).toBe(now.toISOString());
      expect([row.remainCollectedBy, row.remainCollectedByName]).toEqual([
        fitter.id,
        'พนักงาน ทดสอบ',
      ]);
      const detail = await detailOf(order.id);
      expect(detail).toMatchObject({
        remainCollected: true,
        remainCollectedBy: 'พนักงาน ทดสอบ',
        remainCollectedAt: now.toISOString(),
      });
      expect(detail.actions.collectRemain).toBe(false);
      expect(await remainAtShop()).toBeCloseTo(before + 5264, 2);
    });

    it('left unticked at the fitting: still to collect (income does not count it), then recorded afterwards, once', async () => {
      const order = await depositOrder();
      const before = await remainAtShop();
      now = at('2026-11-30T11:30');
      const fitted = await act(fitter.auth, 'confirm-service', {
        id: order.id,
        dotCodes: [{ itemId: order.itemId, codes: ['3226', '3226', '3226', '3226'] }],
      });
      expect(fitted.statusCode, fitted.body).toBe(200);
      expect((await orderOf(order.id)).remainCollectedAt).toBeNull();
      expect(await remainAtShop()).toBeCloseTo(before, 2);
      const waiting = await detailOf(order.id);
      expect(waiting).toMatchObject({ status: 4, remainCollected: false, remainCollectedBy: null });
      expect(waiting.actions.collectRemain).toBe(true);

      now = at('2026-11-30T16:05');
      const collected = await act(fitter.auth, 'collect-remain', { id: order.id });
      expect(collected.statusCode, collected.body).toBe(200);
      expect(collected.json()).toEqual({
        success: true,
        message: 'บันทึกการเก็บเงินส่วนที่เหลือ ฿5,264 เรียบร้อยแล้ว',
        status: 4,
      });
      const detail = await detailOf(order.id);
      expect(detail).toMatchObject({
        remainCollected: true,
        remainCollectedBy: 'พนักงาน ทดสอบ',
        remainCollectedAt: now.toISOString(),
      });
      expect(await remainAtShop()).toBeCloseTo(before + 5264, 2);
      const logged = await database.db
        .select()
        .from(sellerActionLog)
        .where(
          and(
            eq(sellerActionLog.sellerUserId, fitter.id),
            eq(sellerActionLog.action, 'order.remain'),
          ),
        );
      expect(logged.map((l) => l.target)).toContain(`คำสั่งซื้อ ${order.orderNo}`);

      const footprint = await orderFootprint(database.db, order.id);
      const again = await act(fitter.auth, 'collect-remain', { id: order.id });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('บันทึกการเก็บเงินส่วนที่เหลือของคำสั่งซื้อนี้ไปแล้ว');
      expect(await orderFootprint(database.db, order.id)).toBe(footprint);
    });

    it('two staff recording the same remainder at once: exactly one is recorded', async () => {
      const order = await depositOrder(4);
      const second = await createStaff(database.db, shop.storeId, { confirmService: true });
      const answers = await Promise.all([
        act(fitter.auth, 'collect-remain', { id: order.id }),
        act(second.auth, 'collect-remain', { id: order.id }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect((await orderOf(order.id)).remainCollectedAt).not.toBeNull();
    });

    it('is refused for another shop’s order, a cancelled order, and staff without an order flag', async () => {
      const order = await depositOrder(4);
      const cancelled = await depositOrder(99);
      const other = await createCartShop(database.db);
      const rival = await createStaff(database.db, other.storeId, { confirmService: true });
      const footprint = await orderFootprint(database.db, order.id);
      const foreign = await act(rival.auth, 'collect-remain', { id: order.id });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().message).toBe('ไม่พบคำสั่งซื้อ');
      const none = await act(accountant.auth, 'collect-remain', { id: order.id });
      expect(none.statusCode).toBe(403);
      expect(await orderFootprint(database.db, order.id)).toBe(footprint);
      const gone = await act(fitter.auth, 'collect-remain', { id: cancelled.id });
      expect(gone.statusCode).toBe(409);
      expect(gone.json().message).toBe('คำสั่งซื้อนี้ไม่มียอดที่ต้องเก็บเงินที่ร้าน');
      expect((await orderOf(cancelled.id)).remainCollectedAt).toBeNull();
    });
  });

  describe('a passed appointment', () => {
    it('is flagged on the detail once its slot has ended, not before', async () => {
      const order = await depositOrder(1);
      now = at('2026-11-30T13:59');
      expect((await detailOf(order.id)).appointmentPassed).toBe(false);
      now = at('2026-11-30T14:00');
      expect((await detailOf(order.id)).appointmentPassed).toBe(true);
    });

    it('is refused until the shop acknowledges it; the message then asks for a new time, citing no past date', async () => {
      const order = await depositOrder(1, '2026-11-27');
      const footprint = await orderFootprint(database.db, order.id);
      const refused = await act(fitter.auth, 'confirm-order', { id: order.id });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'APPOINTMENT_PASSED',
        message: 'วันนัดติดตั้งของคำสั่งซื้อนี้ผ่านไปแล้ว กรุณารับทราบและติดต่อลูกค้าเพื่อนัดวันใหม่ก่อนยืนยัน',
      });
      expect(await orderFootprint(database.db, order.id)).toBe(footprint);

      const res = await act(fitter.auth, 'confirm-order', {
        id: order.id,
        acknowledgePassedAppointment: true,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((await orderOf(order.id)).status).toBe(2);
      // The renderer (order-renderers.ts) then asks for a new time instead of citing the date.
      expect(await messagesAbout(order.id)).toMatchObject([
        { kind: 'order_confirmed', data: { orderNo: order.orderNo, isAppointmentPassed: true } },
      ]);
    });

    it('an appointment still ahead confirms without acknowledgement and the message names it', async () => {
      const order = await depositOrder(1, '2026-12-01');
      const res = await act(fitter.auth, 'confirm-order', { id: order.id });
      expect(res.statusCode, res.body).toBe(200);
      expect(await messagesAbout(order.id)).toMatchObject([
        {
          kind: 'order_confirmed',
          data: {
            appointmentDate: '2026-12-01',
            slotLabel: '11:00 - 14:00',
            isAppointmentPassed: false,
          },
        },
      ]);
    });
  });

  describe('DOT codes at the fitting', () => {
    const fit = (id: number, itemId: number, codes: string[]) =>
      act(fitter.auth, 'confirm-service', { id, dotCodes: [{ itemId, codes }] });

    it('needs one code per fitted tyre: 1 of 4, or none, is refused with a Thai message and nothing changes', async () => {
      const order = await depositOrder();
      const footprint = await orderFootprint(database.db, order.id);
      const one = await fit(order.id, order.itemId, ['3226']);
      expect(one.statusCode).toBe(422);
      expect(one.json().message).toBe('กรุณากรอกรหัส DOT ของยางเส้นนี้ (ยังไม่ถูกต้อง 3 เส้น)');
      expect(Object.keys(one.json().fieldErrors)).toEqual([
        `dotCodes.${order.itemId}.1`,
        `dotCodes.${order.itemId}.2`,
        `dotCodes.${order.itemId}.3`,
      ]);
      const none = await act(fitter.auth, 'confirm-service', { id: order.id });
      expect(none.statusCode).toBe(422);
      expect(none.json().message).toMatch(/^กรุณากรอกรหัส DOT/);
      expect(await orderFootprint(database.db, order.id)).toBe(footprint);
    });

    it('refuses week 53 of 2099, a week the year lacks, and a week still to come, by the server’s clock', async () => {
      const order = await depositOrder();
      const footprint = await orderFootprint(database.db, order.id);
      const cases: [string, RegExp][] = [
        ['5399', /ยังมาไม่ถึง/],
        ['5325', /ปี 2025 มี 52 สัปดาห์/],
        ['4926', /ยังมาไม่ถึง/],
        ['0027', /สัปดาห์ในรหัส DOT/],
      ];
      for (const [code, reason] of cases) {
        const res = await fit(order.id, order.itemId, ['3226', '3226', '3226', code]);
        expect(res.statusCode, code).toBe(422);
        expect(res.json().message, code).toMatch(reason);
      }
      expect(await orderFootprint(database.db, order.id)).toBe(footprint);
    });

    it('accepts this week’s code once the clock has reached it (pinned at a year’s end)', async () => {
      const order = await depositOrder(2, '2026-12-31');
      now = at('2026-12-31T09:00');
      const res = await fit(order.id, order.itemId, ['5326', '5326', '0126', '0126']);
      expect(res.statusCode, res.body).toBe(200);
      const [saved] = await database.db
        .select()
        .from(orderItems)
        .where(eq(orderItems.id, order.itemId));
      expect(saved.dotCodes).toEqual(['5326', '5326', '0126', '0126']);
    });
  });
});

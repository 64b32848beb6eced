import { ORDER_STATUS } from '@yangdee/contracts/order-status';
import type {
  SellerOrderCountResponse,
  SellerOrderDetail,
  SellerOrderListResponse,
} from '@yangdee/contracts/seller-orders';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOffer, createProduct, createStore } from '../../../test/offer-fixtures';
import { createSellerOrder, FIXTURE_APPOINTMENT_DATE } from '../../../test/seller-orders-fixtures';
import { createOwnedStore, type StoreOwner } from '../../../test/store-setup-fixtures';
import { buildTestApp, testDatabases } from '../../../test/test-databases';
import { createStaff } from '../../../test/test-sellers';
import type { DatabaseHandle } from '../../db/client';
import { orderItems, orderStatusHistory, orders, payments } from '../../db/schema/orders';
import { paymentRefunds } from '../../db/schema/refunds';
import { stores } from '../../db/schema/stores';

// Issue 15 items 1 and 2: the shop's order list (newest first, never an order awaiting payment,
// filters, paging, counts per status) and one order's detail, for the shop signed in and its
// branches only. Each test file owns its stores, so the shared PostgreSQL database's other rows
// never show up here.

const bkk = (local: string) => new Date(`${local}+07:00`);

describe.each(testDatabases())('the shop’s orders on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let owner: StoreOwner;
  let headId: number;
  let branchId: number;
  let otherId: number;
  let offerId: number;
  const ids: Record<string, number> = {};
  const numbers: Record<string, string> = {};

  const post = (url: string, auth: string, payload: object) =>
    app.inject({ method: 'POST', url, payload, headers: { authorization: auth } });
  const list = async (payload: object, auth = owner.auth) => {
    const response = await post('/api/seller/get-order', auth, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as SellerOrderListResponse;
  };
  const listNos = async (payload: object) =>
    (await list({ page: 1, ...payload })).orderList.map((o) => o.orderNo);
  const detail = async (id: number, auth = owner.auth) => {
    const response = await post('/api/seller/get-order-detail', auth, { id });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { order: SellerOrderDetail }).order;
  };

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    const db = database.db;
    const head = await createStore(db, {
      name: 'ร้านยางทดสอบรายการ',
      latitude: 13.7,
      longitude: 100.5,
    });
    const branch = await createStore(db, {
      name: 'ร้านยางทดสอบรายการ',
      latitude: 13.8,
      longitude: 100.6,
    });
    await db
      .update(stores)
      .set({ parentStoreId: head.id, branchName: 'สาขาบางนา' })
      .where(eq(stores.id, branch.id));
    const other = await createStore(db, { name: 'ร้านอื่น', latitude: 14, longitude: 100.4 });
    headId = head.id;
    branchId = branch.id;
    otherId = other.id;
    owner = await createOwnedStore(db, { storeId: headId });
    offerId = await createOffer(db, {
      storeId: headId,
      productId: await createProduct(db),
      priceSatang: 250_000,
      productionYear: 2025,
    });
    const make = async (key: string, spec: Parameters<typeof createSellerOrder>[1]) => {
      const made = await createSellerOrder(db, spec);
      ids[key] = made.id;
      numbers[key] = made.orderNo;
    };
    const base = { storeId: headId, sellerProductId: offerId };
    // Oldest first; every one a different day, type, status and customer.
    await make('completedService', {
      ...base,
      status: ORDER_STATUS.COMPLETED_SERVICE,
      createdAt: bkk('2026-03-01T09:00:00'),
      customer: { firstName: 'มานี', lastName: 'มีนา', tel: '0891112222', licenseNumber: '2ขค 5555' },
    });
    // 23:30 on 1 March in Bangkok is still 1 March (16:30 UTC).
    await make('lateNight', {
      ...base,
      status: ORDER_STATUS.WAITING_SERVICE,
      createdAt: bkk('2026-03-01T23:30:00'),
      depositSatang: 200_000,
      customer: { firstName: 'ปิติ', lastName: 'ยินดี', tel: '0823334444', licenseNumber: '3คง 7777' },
    });
    // 00:30 on 2 March in Bangkok is 17:30 UTC on 1 March.
    await make('earlyMorning', {
      ...base,
      orderType: 2,
      status: ORDER_STATUS.WAITING_DELIVERY,
      createdAt: bkk('2026-03-02T00:30:00'),
      customer: {
        firstName: 'ชูใจ',
        lastName: 'รักเรียน',
        tel: '0845556666',
        licenseNumber: '',
        requireTax: true,
        requireElecTax: true,
        taxId: '0105550123456',
        taxName: 'บริษัท ชูใจ จำกัด',
        taxAddress: '1 ถนนพระราม 4',
        taxSubDistrict: 'สีลม',
        taxDistrict: 'บางรัก',
        taxProvince: 'กรุงเทพมหานคร',
        taxPostCode: '10500',
        taxEmail: 'tax@example.com',
      },
    });
    await make('cancelled', {
      ...base,
      status: ORDER_STATUS.CANCEL,
      createdAt: bkk('2026-03-03T10:00:00'),
      customer: { firstName: 'วีระ', lastName: 'กล้าหาญ', tel: '0867778888' },
    });
    await make('waitingConfirm', {
      ...base,
      status: ORDER_STATUS.WAITING_CONFIRM,
      createdAt: bkk('2026-03-04T10:00:00'),
      snapshot: {
        services: [
          { title: 'ถ่วงล้อ', priceSatang: 0 },
          { title: 'เติมไนโตรเจน', priceSatang: 10_000 },
        ],
        discounts: [{ title: 'ส่วนลดสมาชิก', priceSatang: 50_000 }],
        benefits: [],
      },
    });
    await make('completedDelivery', {
      ...base,
      orderType: 2,
      status: ORDER_STATUS.COMPLETED_DELIVERY,
      createdAt: bkk('2026-03-05T10:00:00'),
    });
    // Not paid yet: the shopper's own business, never the shop's.
    await make('awaitingPayment', {
      ...base,
      status: ORDER_STATUS.AWAITING_PAYMENT,
      createdAt: bkk('2026-03-06T10:00:00'),
      paidAt: null,
    });
    await make('branch', {
      storeId: branchId,
      sellerProductId: offerId,
      status: ORDER_STATUS.WAITING_CONFIRM,
      createdAt: bkk('2026-03-02T12:00:00'),
      customer: { firstName: 'สาขา', lastName: 'บางนา' },
    });
    await make('other', {
      storeId: otherId,
      sellerProductId: offerId,
      status: ORDER_STATUS.WAITING_CONFIRM,
      createdAt: bkk('2026-03-02T12:00:00'),
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const headNosNewestFirst = () => [
    numbers.completedDelivery,
    numbers.waitingConfirm,
    numbers.cancelled,
    numbers.earlyMorning,
    numbers.lateNight,
    numbers.completedService,
  ];

  it('lists the shop’s own orders newest first, never one awaiting payment, with the row the screen needs', async () => {
    const result = await list({ page: 1, branchId: headId });
    expect(result.orderList.map((o) => o.orderNo)).toEqual(headNosNewestFirst());
    expect(result.totalCount).toBe(6);
    expect(result.totalPage).toBe(1);
    const row = result.orderList.find((o) => o.orderNo === numbers.lateNight);
    expect(row).toMatchObject({
      id: ids.lateNight,
      status: 2,
      statusText: 'รอเข้ารับบริการ',
      orderType: 1,
      customerName: 'ปิติ ยินดี',
      customerTel: '0823334444',
      licensePlate: '3คง 7777 กรุงเทพมหานคร',
      appointmentDate: FIXTURE_APPOINTMENT_DATE,
      appointmentTime: 'slot2',
      itemCount: 4,
      total: 10_000,
      paidNow: 2000,
      remain: 8000,
      storeId: headId,
      storeName: 'ร้านยางทดสอบรายการ',
    });
    expect(row?.createdAt).toBe('2026-03-01T16:30:00.000Z');
  });

  it('an owner sees its branches’ orders too, or one branch with branchId', async () => {
    const all = await listNos({});
    expect(all).toContain(numbers.branch);
    expect(all).not.toContain(numbers.other);
    expect(all).not.toContain(numbers.awaitingPayment);
    expect(all).toHaveLength(7);
    // The branch select offers exactly the stores get-order accepts, head office first.
    const expectedStores = [
      { id: headId, name: 'ร้านยางทดสอบรายการ' },
      { id: branchId, name: 'ร้านยางทดสอบรายการ สาขาบางนา' },
    ];
    expect((await list({ page: 1 })).stores).toEqual(expectedStores);
    const branchOnly = await list({ page: 1, branchId });
    expect(branchOnly.stores).toEqual(expectedStores);
    expect(branchOnly.orderList.map((o) => o.orderNo)).toEqual([numbers.branch]);
    expect(branchOnly.orderList[0].storeName).toBe('ร้านยางทดสอบรายการ สาขาบางนา');
  });

  it('another shop’s branch id is a Thai 404, and so is another shop’s order', async () => {
    const response = await post('/api/seller/get-order', owner.auth, {
      page: 1,
      branchId: otherId,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('ไม่พบสาขานี้');
    const counts = await post('/api/seller/get-order-count', owner.auth, { branchId: otherId });
    expect(counts.statusCode).toBe(404);
    for (const id of [ids.other, ids.awaitingPayment, 999_999_999]) {
      const found = await post('/api/seller/get-order-detail', owner.auth, { id });
      expect(found.statusCode).toBe(404);
      expect(found.json().message).toBe('ไม่พบคำสั่งซื้อนี้');
    }
  });

  it('filters by status and by order type', async () => {
    expect(await listNos({ branchId: headId, status: 1 })).toEqual([numbers.waitingConfirm]);
    expect(await listNos({ branchId: headId, status: 99 })).toEqual([numbers.cancelled]);
    expect(await listNos({ branchId: headId, status: -1 })).toEqual(headNosNewestFirst());
    expect(await listNos({ branchId: headId, orderType: 2 })).toEqual([
      numbers.completedDelivery,
      numbers.earlyMorning,
    ]);
    expect(await listNos({ branchId: headId, orderType: 1, status: 4 })).toEqual([
      numbers.completedService,
    ]);
  });

  it('filters by Bangkok calendar days, both ends included', async () => {
    expect(
      await listNos({ branchId: headId, fromDate: '2026-03-01', toDate: '2026-03-01' }),
    ).toEqual([numbers.lateNight, numbers.completedService]);
    expect(
      await listNos({ branchId: headId, fromDate: '2026-03-02', toDate: '2026-03-02' }),
    ).toEqual([numbers.earlyMorning]);
    expect(await listNos({ branchId: headId, fromDate: '2026-03-04' })).toEqual([
      numbers.completedDelivery,
      numbers.waitingConfirm,
    ]);
    expect(await listNos({ branchId: headId, toDate: '2026-03-01' })).toEqual([
      numbers.lateNight,
      numbers.completedService,
    ]);
  });

  it('finds orders by order number, customer name, phone and licence plate', async () => {
    const find = (keyword: string) => listNos({ branchId: headId, keyword });
    expect(await find(numbers.cancelled.toLowerCase())).toEqual([numbers.cancelled]);
    expect(await find('มานี')).toEqual([numbers.completedService]);
    expect(await find('รักเรียน')).toEqual([numbers.earlyMorning]);
    expect(await find('ปิติ ยินดี')).toEqual([numbers.lateNight]);
    expect(await find('0867778888')).toEqual([numbers.cancelled]);
    expect(await find('086-777-8888')).toEqual([numbers.cancelled]);
    expect(await find('5555')).toEqual([numbers.completedService]);
    expect(await find('3คง7777')).toEqual([numbers.lateNight]);
    expect(await find('ไม่มีใครชื่อนี้')).toEqual([]);
    // LIKE wildcards are searched as text.
    expect(await find('%')).toEqual([]);
  });

  it('counts orders per status under the other filters, whatever status is chosen', async () => {
    const response = await post('/api/seller/get-order-count', owner.auth, {
      branchId: headId,
      status: 4,
    });
    expect(response.statusCode).toBe(200);
    const counts = response.json() as SellerOrderCountResponse;
    expect(counts).toEqual({
      all: 6,
      counts: { '1': 1, '2': 1, '3': 1, '4': 1, '5': 1, '99': 1 },
    });
    const delivery = (
      await post('/api/seller/get-order-count', owner.auth, { branchId: headId, orderType: 2 })
    ).json() as SellerOrderCountResponse;
    expect(delivery).toEqual({
      all: 2,
      counts: { '1': 0, '2': 0, '3': 1, '4': 0, '5': 1, '99': 0 },
    });
    const withBranches = (
      await post('/api/seller/get-order-count', owner.auth, {})
    ).json() as SellerOrderCountResponse;
    expect(withBranches.all).toBe(7);
    expect(withBranches.counts['1']).toBe(2);
  });

  it('pages by twenty, newest first, without repeats; a page past the end shows the last', async () => {
    const db = database.db;
    const store = await createStore(db, {
      name: 'ร้านหลายออเดอร์',
      latitude: 13.6,
      longitude: 100.7,
    });
    const busy = await createOwnedStore(db, { storeId: store.id });
    const made: string[] = [];
    for (let i = 0; i < 45; i += 1) {
      const day = String(1 + Math.floor(i / 24)).padStart(2, '0');
      const hour = String(i % 24).padStart(2, '0');
      const order = await createSellerOrder(db, {
        storeId: store.id,
        sellerProductId: offerId,
        status: ORDER_STATUS.WAITING_CONFIRM,
        createdAt: bkk(`2026-04-${day}T${hour}:00:00`),
      });
      made.push(order.orderNo);
    }
    const newestFirst = [...made].reverse();
    const pages = [];
    for (const page of [1, 2, 3]) pages.push(await list({ page }, busy.auth));
    expect(pages.map((p) => p.orderList.length)).toEqual([20, 20, 5]);
    expect(pages.every((p) => p.totalPage === 3 && p.totalCount === 45)).toBe(true);
    expect(pages.flatMap((p) => p.orderList.map((o) => o.orderNo))).toEqual(newestFirst);
    const past = await list({ page: 9 }, busy.auth);
    expect(past.orderList.map((o) => o.orderNo)).toEqual(newestFirst.slice(40));
  });

  it('a keyword search pages its matches by twenty, newest first, counted from the same matches', async () => {
    const db = database.db;
    const store = await createStore(db, {
      name: 'ร้านค้นหาหลายหน้า',
      latitude: 13.6,
      longitude: 100.7,
    });
    const busy = await createOwnedStore(db, { storeId: store.id });
    const named: string[] = [];
    for (let i = 0; i < 30; i += 1) {
      const order = await createSellerOrder(db, {
        storeId: store.id,
        sellerProductId: offerId,
        status: ORDER_STATUS.WAITING_CONFIRM,
        createdAt: bkk(`2026-05-${String(1 + i).padStart(2, '0')}T10:30:00`),
        customer: { firstName: i % 2 === 0 ? 'กนกวรรณ' : 'สมชาย' },
      });
      if (i % 2 === 0) named.push(order.orderNo);
    }
    const pages = [await list({ page: 1, keyword: 'กนก' }, busy.auth)];
    expect(pages[0]).toMatchObject({ totalCount: 15, totalPage: 1 });
    expect(pages[0]?.orderList).toHaveLength(15);
    for (let i = 0; i < 20; i += 1) {
      await createSellerOrder(db, {
        storeId: store.id,
        sellerProductId: offerId,
        status: ORDER_STATUS.WAITING_CONFIRM,
        createdAt: bkk(`2026-06-${String(1 + i).padStart(2, '0')}T09:00:00`),
        customer: { firstName: 'กนกพร' },
      });
    }
    const first = await list({ page: 1, keyword: 'กนก' }, busy.auth);
    const second = await list({ page: 2, keyword: 'กนก' }, busy.auth);
    const past = await list({ page: 7, keyword: 'กนก' }, busy.auth);
    expect([first, second, past].map((p) => [p.totalCount, p.totalPage])).toEqual([
      [35, 2],
      [35, 2],
      [35, 2],
    ]);
    const listed = [...first.orderList, ...second.orderList].map((o) => o.orderNo);
    expect(new Set(listed).size).toBe(35);
    expect(second.orderList.map((o) => o.orderNo)).toEqual(named.slice().reverse().slice(0, 15));
    expect(past.orderList.map((o) => o.orderNo)).toEqual(second.orderList.map((o) => o.orderNo));
    const none = await list({ page: 3, keyword: 'ไม่มีชื่อนี้' }, busy.auth);
    expect(none).toMatchObject({ totalCount: 0, totalPage: 1, orderList: [] });
  });

  it('refuses a bad filter with a Thai message', async () => {
    for (const payload of [
      { page: 1, status: 0 },
      { page: 1, status: 7 },
      { page: 1, keyword: 'ก'.repeat(101) },
      { page: 1, fromDate: '2026-02-30' },
      { page: 1, fromDate: '2026-03-05', toDate: '2026-03-01' },
      { page: 0 },
      { page: 1, orderType: 3 },
    ]) {
      const response = await post('/api/seller/get-order', owner.auth, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().message, JSON.stringify(payload)).toMatch(/[ก-๙]/);
    }
    const bad = await post('/api/seller/get-order-detail', owner.auth, { id: 'abc' });
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json())).toContain('ไม่พบคำสั่งซื้อ');
  });

  it('staff without an order flag get 403; a fitter reads orders but may only confirm the fitting', async () => {
    const db = database.db;
    const noFlags = await createStaff(db, headId, { manageProduct: true });
    for (const [url, payload] of [
      ['/api/seller/get-order', { page: 1 }],
      ['/api/seller/get-order-count', {}],
      ['/api/seller/get-order-detail', { id: ids.waitingConfirm }],
    ] as const) {
      const response = await post(url, noFlags.auth, payload);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().message).toMatch(/[ก-๙]/);
    }
    const fitter = await createStaff(db, headId, { confirmService: true });
    expect((await list({ page: 1, branchId: headId }, fitter.auth)).totalCount).toBe(6);
    const waiting = await detail(ids.lateNight, fitter.auth);
    expect(waiting.actions).toEqual({
      confirm: false,
      cancel: false,
      confirmService: true,
      confirmDelivery: false,
      // A deposit order still to collect: the fitter may record the remainder (issue 37 item 10).
      collectRemain: true,
    });
    const toConfirm = await detail(ids.waitingConfirm, fitter.auth);
    expect(toConfirm.actions).toEqual({
      confirm: false,
      cancel: false,
      confirmService: false,
      confirmDelivery: false,
      collectRemain: false,
    });
  });

  it('the owner’s actions follow the transition table', async () => {
    expect((await detail(ids.waitingConfirm)).actions).toEqual({
      confirm: true,
      cancel: true,
      confirmService: false,
      confirmDelivery: false,
      collectRemain: false,
    });
    expect((await detail(ids.lateNight)).actions).toEqual({
      confirm: false,
      cancel: true,
      confirmService: true,
      confirmDelivery: false,
      collectRemain: true,
    });
    expect((await detail(ids.earlyMorning)).actions).toEqual({
      confirm: false,
      cancel: true,
      confirmService: false,
      confirmDelivery: true,
      collectRemain: false,
    });
    for (const key of ['completedService', 'completedDelivery', 'cancelled']) {
      expect(Object.values((await detail(ids[key])).actions)).toEqual([
        false,
        false,
        false,
        false,
        false,
      ]);
    }
  });

  it('shows a service order with tyres (size, year, DOT), services, discounts, customer, car, slot and deposit', async () => {
    await database.db
      .update(orderItems)
      .set({ dotCodes: ['0126', '0226'] })
      .where(eq(orderItems.orderId, ids.lateNight));
    const order = await detail(ids.lateNight);
    expect(order.items).toEqual([
      {
        id: expect.any(Number),
        sellerProductId: offerId,
        title: 'ยางทดสอบ Trail Test 395/95R26',
        size: '395/95R26',
        year: 2025,
        quantity: 4,
        unitPrice: 2500,
        lineTotal: 10_000,
        dotCodes: ['0126', '0226'],
      },
    ]);
    expect(order.services).toEqual([{ title: 'ถ่วงล้อ', price: 0 }]);
    expect(order.customer).toMatchObject({
      firstName: 'ปิติ',
      lastName: 'ยินดี',
      tel: '0823334444',
      licenseNumber: '3คง 7777',
      licenseProvince: 'กรุงเทพมหานคร',
      carBrand: 'Toyota',
      carModel: 'Hilux Revo',
    });
    expect(order.appointmentDate).toBe(FIXTURE_APPOINTMENT_DATE);
    expect(order.appointmentTime).toBe('slot2');
    expect(order.shipping).toBeNull();
    expect(order.taxInvoice).toBeNull();
    expect(order.paymentMethod).toBe('prepaidQR');
    expect(order.paymentMethodText).toBe('มัดจำผ่าน QR');
    expect([order.total, order.paidNow, order.remain, order.remainCollected]).toEqual([
      10_000,
      2000,
      8000,
      false,
    ]);

    const priced = await detail(ids.waitingConfirm);
    expect(priced.services).toEqual([
      { title: 'ถ่วงล้อ', price: 0 },
      { title: 'เติมไนโตรเจน', price: 100 },
    ]);
    expect(priced.discounts).toEqual([{ title: 'ส่วนลดสมาชิก', amount: 500 }]);
  });

  it('shows a delivery order with where it goes, the tax invoice asked for, carrier and tracking', async () => {
    await database.db
      .update(orders)
      .set({ carrier: 'ไปรษณีย์ไทย', trackingText: 'EX123456789TH', taxInvoiceNo: 'IV2569000077' })
      .where(eq(orders.id, ids.earlyMorning));
    const order = await detail(ids.earlyMorning);
    expect(order.orderType).toBe(2);
    expect(order.appointmentDate).toBeNull();
    expect(order.shipping).toEqual({
      name: 'สมชาย ใจดี',
      tel: '0812345678',
      address: '99/1 ถนนสุขุมวิท คลองเตย คลองเตย กรุงเทพมหานคร 10110',
      remark: 'ฝากป้อมยาม',
    });
    expect(order.taxInvoice).toEqual({
      electronic: true,
      taxId: '0105550123456',
      name: 'บริษัท ชูใจ จำกัด',
      address: '1 ถนนพระราม 4 สีลม บางรัก กรุงเทพมหานคร 10500',
      email: 'tax@example.com',
      invoiceNo: 'IV2569000077',
    });
    expect(order.carrier).toBe('ไปรษณีย์ไทย');
    expect(order.trackingText).toBe('EX123456789TH');
  });

  it('an order without recorded history still has a timeline: placed, paid and where it stands now', async () => {
    const order = await detail(ids.completedService);
    expect(order.history.map((h) => [h.toStatus, h.actorName, h.note])).toEqual([
      [0, 'ลูกค้า', 'สั่งซื้อ'],
      [1, 'ผู้ให้บริการชำระเงิน', 'ชำระเงินเรียบร้อย'],
      [4, 'ร้านค้า', 'ติดตั้งเรียบร้อย'],
    ]);
    expect(order.history[0].at).toBe(bkk('2026-03-01T09:00:00').toISOString());
  });

  it('reads the recorded history with who did what, and a cancelled paid order’s reason and refund', async () => {
    const db = database.db;
    const id = ids.cancelled;
    const placed = bkk('2026-03-03T10:00:00');
    const at = (minutes: number) => new Date(placed.getTime() + minutes * 60_000);
    await db.insert(orderStatusHistory).values([
      {
        orderId: id,
        fromStatus: null,
        toStatus: 0,
        event: 'PLACED',
        actorKind: 'customer',
        actorName: 'วีระ กล้าหาญ',
        createdAt: at(0),
      },
      {
        orderId: id,
        fromStatus: 0,
        toStatus: 1,
        event: 'PAYMENT_CONFIRMED',
        actorKind: 'provider',
        createdAt: at(2),
      },
      {
        orderId: id,
        fromStatus: 1,
        toStatus: 99,
        event: 'SELLER_CANCEL_ORDER',
        actorKind: 'staff',
        actorName: 'เจ้าของ ทดสอบ',
        note: 'ยกเลิก: สินค้าหมด',
        createdAt: at(30),
      },
    ]);
    await db
      .update(orders)
      .set({ cancelReason: 'สินค้าหมด', cancelledAt: at(30) })
      .where(eq(orders.id, id));
    const [payment] = await db
      .insert(payments)
      .values({
        orderId: id,
        referenceNo: `R${id}x${Date.now()}`,
        callbackTokenHash: 'x',
        method: 'scanQR',
        amountSatang: 1_000_000,
        status: 'paid',
        paidAt: at(2),
      })
      .returning({ id: payments.id });
    await db.insert(paymentRefunds).values({
      orderId: id,
      paymentId: payment.id,
      amountSatang: 1_000_000,
      referenceNo: `R${id}`,
      reason: 'SELLER_CANCELLED',
    });
    const order = await detail(id);
    expect(
      order.history.map((h) => [h.fromStatus, h.toStatus, h.actorKind, h.actorName, h.note]),
    ).toEqual([
      [null, 0, 'customer', 'วีระ กล้าหาญ', 'สั่งซื้อ'],
      [0, 1, 'provider', 'ผู้ให้บริการชำระเงิน', 'ชำระเงินเรียบร้อย'],
      [1, 99, 'staff', 'เจ้าของ ทดสอบ', 'ยกเลิก: สินค้าหมด'],
    ]);
    expect(order.cancelReason).toBe('สินค้าหมด');
    // The refund's step as the shop reads it (decision 0139): a QR payment waits for the account.
    expect(order.refund).toEqual({
      amount: 10_000,
      status: 'owed',
      reason: 'ร้านค้ายกเลิกคำสั่งซื้อ',
      step: 'owed',
      stepText: 'รอลูกค้าระบุบัญชีรับเงินคืน',
    });
  });

  it('fills the steps the history lacks for an order placed before the history began', async () => {
    const db = database.db;
    const confirmedAt = bkk('2026-03-06T09:00:00');
    await db.insert(orderStatusHistory).values({
      orderId: ids.completedDelivery,
      fromStatus: 3,
      toStatus: 5,
      event: 'SELLER_CONFIRM_DELIVERY',
      actorKind: 'staff',
      actorName: 'พนักงาน ส่งของ',
      createdAt: confirmedAt,
    });
    const order = await detail(ids.completedDelivery);
    expect(order.history.map((h) => [h.toStatus, h.actorName, h.note])).toEqual([
      [0, 'ลูกค้า', 'สั่งซื้อ'],
      [1, 'ผู้ให้บริการชำระเงิน', 'ชำระเงินเรียบร้อย'],
      [5, 'พนักงาน ส่งของ', 'จัดส่งเรียบร้อย'],
    ]);
  });
});

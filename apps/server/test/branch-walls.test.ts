import { emptyAcl, fullAcl } from '@yangdee/contracts/seller-acl';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { reviews } from '../src/db/schema/content';
import { orders } from '../src/db/schema/orders';
import { staffMemberships } from '../src/db/schema/sellers';
import { stores } from '../src/db/schema/stores';
import { notifyOrderEvent } from '../src/modules/orders/order-events';
import { createOffer, createProduct, createStore } from './offer-fixtures';
import { bangkok, paidReportOrder } from './report-fixtures';
import { createOwnedStore, type StoreOwner } from './store-setup-fixtures';
import { buildTestApp, testDatabases } from './test-databases';
import { createStaff, type TestStaff } from './test-sellers';

// Issue 37 item 3 (decision 0133): a member sees and acts on the branches it belongs to and no
// others. A head-office member who does not belong to branches 2 and 3 gets none of their orders,
// counts, details, printed documents (and no tax-invoice number is spent on them), exports,
// reports, income, dashboard, reviews or live events, and cannot switch to them; the owner of
// the head office still sees all three. Every figure is pinned to March 2026.

const RANGE = { fromDate: '2026-03-01', toDate: '2026-03-31' };
const TAX_CUSTOMER = {
  requireTax: true,
  taxId: '1234567890121',
  taxName: 'บริษัท ลูกค้า จำกัด',
  taxAddress: '5 ถนนสีลม',
  taxDistrict: 'บางรัก',
  taxProvince: 'กรุงเทพมหานคร',
  taxPostCode: '10500',
};

type Stream = { raw: string; orderIds: () => number[]; abort: () => void };

async function openStream(base: string, auth: string): Promise<Stream> {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/seller/order-events`, {
    headers: { authorization: auth, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const stream: Stream = {
    raw: '',
    orderIds: () =>
      [...stream.raw.matchAll(/^data: (.*)$/gm)].map((m) => JSON.parse(m[1]).orderId as number),
    abort: () => controller.abort(),
  };
  const body = response.body;
  if (!body) throw new Error('no body');
  void (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of body) stream.raw += decoder.decode(chunk, { stream: true });
    } catch {
      // aborted
    }
  })();
  return stream;
}

async function until(check: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function sheetText(body: Buffer): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const cells: string[] = [];
  workbook.worksheets[0].eachRow((row) => {
    row.eachCell((cell) => {
      cells.push(String(cell.value));
    });
  });
  return cells.join('|');
}

describe.each(testDatabases())('branch walls on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let base: string;
  let owner: StoreOwner;
  /** Every permission, at the head office only. */
  let member: TestStaff;
  const store = { head: 0, b2: 0, b3: 0 };
  const order: Record<'head' | 'b2' | 'b3', { id: number; orderNo: string }> = {
    head: { id: 0, orderNo: '' },
    b2: { id: 0, orderNo: '' },
    b3: { id: 0, orderNo: '' },
  };
  const review = { head: 0, b2: 0, b3: 0 };

  const post = (url: string, auth: string, payload: object = {}) =>
    app.inject({
      method: 'POST',
      url: `/api/seller/${url}`,
      payload,
      headers: { authorization: auth },
    });
  const ok = async (url: string, auth: string, payload: object = {}) => {
    const response = await post(url, auth, payload);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response;
  };
  const json = async <T>(url: string, auth: string, payload: object = {}) =>
    (await ok(url, auth, payload)).json() as T;
  const signIn = async (who: { username: string; password: string }) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/seller/submit-login',
      payload: { username: who.username, password: who.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().info as { sellerId: number; isShowBranch: boolean };
  };
  const storeIdsOf = (list: { id: number }[]) => list.map((s) => s.id).sort((a, b) => a - b);
  const invoiceNoOf = async (id: number) =>
    (await database.db.select({ no: orders.taxInvoiceNo }).from(orders).where(eq(orders.id, id)))[0]
      .no;
  const addMembership = (sellerUserId: number, storeId: number, flags: object, isActive = true) =>
    database.db.insert(staffMemberships).values({
      sellerUserId,
      storeId,
      isOwner: false,
      isActive,
      acl: { ...emptyAcl(), ...flags },
    });

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    base = `http://127.0.0.1:${address.port}`;
    const db = database.db;
    store.head = (
      await createStore(db, { name: 'ร้านกำแพงสาขา', latitude: 13.7, longitude: 100.5 })
    ).id;
    store.b2 = (
      await createStore(db, { name: 'ร้านกำแพงสาขา', latitude: 13.8, longitude: 100.6 })
    ).id;
    store.b3 = (
      await createStore(db, { name: 'ร้านกำแพงสาขา', latitude: 13.9, longitude: 100.7 })
    ).id;
    for (const [id, branchName] of [
      [store.b2, 'สาขา 2'],
      [store.b3, 'สาขา 3'],
    ] as const) {
      await db
        .update(stores)
        .set({ parentStoreId: store.head, branchName })
        .where(eq(stores.id, id));
    }
    await db.update(stores).set({ branchName: 'สาขาสำนักงานใหญ่' }).where(eq(stores.id, store.head));
    owner = await createOwnedStore(db, { storeId: store.head });
    member = await createStaff(db, store.head, fullAcl());
    const productId = await createProduct(db);
    for (const key of ['head', 'b2', 'b3'] as const) {
      const offerId = await createOffer(db, {
        storeId: store[key],
        productId,
        priceSatang: 250_000,
      });
      order[key] = await paidReportOrder(db, {
        storeId: store[key],
        productId,
        sellerProductId: offerId,
        paidAt: bangkok('2026-03-10T10:00'),
        customer: { ...TAX_CUSTOMER, firstName: `ลูกค้า${key}`, tel: '0899999999' },
      });
      const [row] = await db
        .insert(reviews)
        .values({
          storeId: store[key],
          rating: 5,
          reviewerName: `ผู้รีวิว ${key}`,
          text: `รีวิวร้าน ${key}`,
          createdAt: bangkok('2026-03-11T10:00'),
        })
        .returning({ id: reviews.id });
      review[key] = row.id;
    }
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('lists, counts and details: only the head office’s orders; branch orders are not found', async () => {
    const list = await json<{
      orderList: { orderNo: string }[];
      totalCount: number;
      stores: { id: number }[];
    }>('get-order', member.auth, { page: 1 });
    expect(list.orderList.map((o) => o.orderNo)).toEqual([order.head.orderNo]);
    expect(list.totalCount).toBe(1);
    expect(storeIdsOf(list.stores)).toEqual([store.head]);
    const count = await json<{ all: number }>('get-order-count', member.auth);
    expect(count.all).toBe(1);
    for (const url of ['get-order', 'get-order-count']) {
      expect((await post(url, member.auth, { page: 1, branchId: store.b2 })).statusCode).toBe(404);
    }
    const found = await post('get-order-detail', member.auth, { id: order.b2.id });
    expect(found.statusCode).toBe(404);
    expect(found.body).not.toContain('0899999999');
    expect(found.body).not.toContain('ลูกค้าb2');
    await ok('get-order-detail', member.auth, { id: order.head.id });
  });

  it('a branch order’s printed document is refused and spends no tax-invoice number', async () => {
    for (const key of ['b2', 'b3'] as const) {
      const refused = await post('get-order-document', member.auth, { id: order[key].id });
      expect(refused.statusCode).toBe(404);
      expect(await invoiceNoOf(order[key].id)).toBeNull();
    }
    const own = await json<{ document: { invoiceNo: string } }>('get-order-document', member.auth, {
      id: order.head.id,
    });
    expect(own.document.invoiceNo).toBeTruthy();
  });

  it('acts on no branch order: confirm and cancel are not found and change nothing', async () => {
    const before = await database.db.select().from(orders).where(eq(orders.id, order.b2.id));
    expect((await post('confirm-order', member.auth, { id: order.b2.id })).statusCode).toBe(404);
    const cancel = { id: order.b2.id, reasonCode: 'OUT_OF_STOCK' };
    expect((await post('cancel-order', member.auth, cancel)).statusCode).toBe(404);
    const after = await database.db.select().from(orders).where(eq(orders.id, order.b2.id));
    expect(after[0].status).toBe(before[0].status);
    expect(after[0].updatedAt).toEqual(before[0].updatedAt);
  });

  it('exports, the day board and income hold only the head office', async () => {
    const file = await ok('export-order', member.auth, {});
    const text = await sheetText(file.rawPayload);
    expect(text).toContain(order.head.orderNo);
    expect(text).not.toContain(order.b2.orderNo);
    expect(text).not.toContain(order.b3.orderNo);
    expect((await post('export-order', member.auth, { branchId: store.b3 })).statusCode).toBe(404);

    const board = await json<{ stores: { id: number }[] }>('get-service-board', member.auth, {});
    expect(storeIdsOf(board.stores)).toEqual([store.head]);
    expect((await post('get-service-board', member.auth, { branchId: store.b2 })).statusCode).toBe(
      404,
    );

    const summary = await json<{
      stores: { id: number }[];
      totals: Record<string, { count: number }>;
    }>('get-summary-income', member.auth);
    expect(storeIdsOf(summary.stores)).toEqual([store.head]);
    const incomeRows = await json<{ rows: { storeId: number }[] }>(
      'get-income-transaction',
      member.auth,
      {
        page: 1,
        ...RANGE,
      },
    );
    expect(incomeRows.rows.map((r) => r.storeId)).toEqual([store.head]);
    for (const url of ['get-summary-income', 'get-income-transaction', 'export-income']) {
      expect((await post(url, member.auth, { page: 1, branchId: store.b2 })).statusCode).toBe(404);
    }
    const income = await sheetText((await ok('export-income', member.auth, RANGE)).rawPayload);
    expect(income).toContain(order.head.orderNo);
    expect(income).not.toContain(order.b2.orderNo);
  });

  it('reports and the dashboard count only the head office', async () => {
    const sale = await json<{ totalCount: number; stores: { id: number }[]; rows: object[] }>(
      'get-report-sale',
      member.auth,
      { page: 1, ...RANGE },
    );
    expect(storeIdsOf(sale.stores)).toEqual([store.head]);
    expect(JSON.stringify(sale.rows)).toContain(order.head.orderNo);
    expect(JSON.stringify(sale.rows)).not.toContain(order.b2.orderNo);
    expect(
      (await post('get-report-sale', member.auth, { ...RANGE, branchId: store.b2 })).statusCode,
    ).toBe(404);
    expect(
      (await post('export-report', member.auth, { report: 'sale', ...RANGE, branchId: store.b3 }))
        .statusCode,
    ).toBe(404);
    const exported = await sheetText(
      (await ok('export-report', member.auth, { report: 'sale', ...RANGE })).rawPayload,
    );
    expect(exported).not.toContain(order.b2.orderNo);

    const dashboard = await json<{ summary: { orders: number }; stores: { id: number }[] }>(
      'get-dashboard',
      member.auth,
      RANGE,
    );
    expect(dashboard.summary.orders).toBe(1);
    expect(storeIdsOf(dashboard.stores)).toEqual([store.head]);
    const ranking = await json<{ rankingList: { id: number }[] }>(
      'get-dashboard-ranking-sale',
      member.auth,
      RANGE,
    );
    expect(ranking.rankingList.map((r) => r.id)).not.toContain(store.b2);
    expect(
      (await post('get-dashboard', member.auth, { ...RANGE, branchId: store.b2 })).statusCode,
    ).toBe(404);
  });

  it('reviews: only the head office’s, and a branch review cannot be answered', async () => {
    const rating = await json<{ count: number; stores: { id: number }[] }>(
      'get-overall-rating',
      member.auth,
    );
    expect(rating.count).toBe(1);
    expect(storeIdsOf(rating.stores)).toEqual([store.head]);
    const list = await json<{ reviewList: { id: number }[] }>('get-review-list', member.auth, {
      page: 1,
    });
    expect(list.reviewList.map((r) => r.id)).toEqual([review.head]);
    expect(
      (await post('get-review-list', member.auth, { page: 1, branchId: store.b3 })).statusCode,
    ).toBe(404);
    const reply = await post('reply-review', member.auth, {
      reviewId: review.b2,
      reply: 'ขอบคุณที่ใช้บริการครับ',
    });
    expect(reply.statusCode).toBe(404);
    const [row] = await database.db.select().from(reviews).where(eq(reviews.id, review.b2));
    expect(row.reply ?? null).toBeNull();
  });

  it('live order events reach a member only for its branches, the owner for all', async () => {
    const mine = await openStream(base, member.auth);
    const owners = await openStream(base, owner.auth);
    await until(() => mine.raw.includes(': connected') && owners.raw.includes(': connected'));
    await notifyOrderEvent(database.db, { storeId: store.b2, orderId: order.b2.id, status: 1 });
    await notifyOrderEvent(database.db, { storeId: store.b3, orderId: order.b3.id, status: 1 });
    await notifyOrderEvent(database.db, { storeId: store.head, orderId: order.head.id, status: 2 });
    await until(() => mine.orderIds().length >= 1 && owners.orderIds().length >= 3);
    // Events arrive in order: once the head office's (sent last) is in, none of the others came.
    expect(mine.orderIds()).toEqual([order.head.id]);
    expect(owners.orderIds()).toEqual([order.b2.id, order.b3.id, order.head.id]);
    mine.abort();
    owners.abort();
  });

  it('a stream stops a branch’s events once that membership is switched off', async () => {
    const two = await createStaff(database.db, store.head, { manageOrder: true });
    await addMembership(two.id, store.b2, { manageOrder: true });
    const stream = await openStream(base, two.auth);
    await until(() => stream.raw.includes(': connected'));
    await notifyOrderEvent(database.db, { storeId: store.b2, orderId: order.b2.id, status: 1 });
    await until(() => stream.orderIds().length >= 1);
    await database.db
      .update(staffMemberships)
      .set({ isActive: false })
      .where(
        and(eq(staffMemberships.sellerUserId, two.id), eq(staffMemberships.storeId, store.b2)),
      );
    // The switch-off's trigger announces the account's session (decision 0132); the stream
    // re-reads the wall. The head office membership still holds, so the stream stays open.
    await notifyOrderEvent(database.db, { storeId: store.b2, orderId: order.b2.id, status: 2 });
    await notifyOrderEvent(database.db, { storeId: store.head, orderId: order.head.id, status: 2 });
    await until(() => stream.orderIds().length >= 2);
    expect(stream.orderIds()).toEqual([order.b2.id, order.head.id]);
    stream.abort();
  });

  it('the branch switch lists and takes only the member’s branches', async () => {
    const branches = await json<{ branchList: { sellerId: number }[] }>(
      'get-branch-list',
      member.auth,
      {
        keyword: '',
        page: 1,
      },
    );
    expect(branches.branchList.map((b) => b.sellerId)).toEqual([store.head]);
    expect((await post('change-branch', member.auth, { branchId: store.b2 })).statusCode).toBe(403);
    // The refused switch left the member's session as it was.
    await ok('get-order', member.auth, { page: 1 });
    // Signing in, the header is told there is no branch to switch to.
    expect(await signIn(member)).toMatchObject({ sellerId: store.head, isShowBranch: false });
  });

  it('the owner of the head office sees every branch', async () => {
    const list = await json<{ totalCount: number; stores: { id: number }[] }>(
      'get-order',
      owner.auth,
      {
        page: 1,
      },
    );
    expect(list.totalCount).toBe(3);
    expect(storeIdsOf(list.stores)).toEqual([store.head, store.b2, store.b3]);
    await ok('get-order-detail', owner.auth, { id: order.b2.id });
    const doc = await json<{ document: { invoiceNo: string } }>('get-order-document', owner.auth, {
      id: order.b3.id,
    });
    expect(doc.document.invoiceNo).toBeTruthy();
    expect(
      (await json<{ summary: { orders: number } }>('get-dashboard', owner.auth, RANGE)).summary
        .orders,
    ).toBe(3);
    expect((await json<{ count: number }>('get-overall-rating', owner.auth)).count).toBe(3);
    const income = await json<{ rows: object[] }>('get-income-transaction', owner.auth, {
      page: 1,
      ...RANGE,
    });
    expect(income.rows).toHaveLength(3);
    await ok('get-report-sale', owner.auth, { page: 1, ...RANGE, branchId: store.b3 });
  });

  it('a member of two branches sees those two; a branch held without order flags or switched off stays shut', async () => {
    const two = await createStaff(database.db, store.head, { manageOrder: true });
    await addMembership(two.id, store.b2, { manageOrder: true });
    const list = await json<{ stores: { id: number }[]; totalCount: number }>(
      'get-order',
      two.auth,
      {
        page: 1,
      },
    );
    expect(storeIdsOf(list.stores)).toEqual([store.head, store.b2]);
    expect(list.totalCount).toBe(2);
    const branches = await json<{ branchList: { sellerId: number }[] }>(
      'get-branch-list',
      two.auth,
      {
        keyword: '',
        page: 1,
      },
    );
    expect(branches.branchList.map((b) => b.sellerId)).toEqual([store.head, store.b2]);
    expect(await signIn(two)).toMatchObject({ sellerId: store.head, isShowBranch: true });

    // At branch 2 it may only manage products: branch 2's orders stay shut from the head office.
    const productsOnly = await createStaff(database.db, store.head, { manageOrder: true });
    await addMembership(productsOnly.id, store.b2, { manageProduct: true });
    const shut = await json<{ stores: { id: number }[] }>('get-order', productsOnly.auth, {
      page: 1,
    });
    expect(storeIdsOf(shut.stores)).toEqual([store.head]);
    expect(
      (await post('get-order-detail', productsOnly.auth, { id: order.b2.id })).statusCode,
    ).toBe(404);

    // Switched off at branch 2: neither its orders nor a switch there.
    const off = await createStaff(database.db, store.head, { manageOrder: true });
    await addMembership(off.id, store.b2, { manageOrder: true }, false);
    const offList = await json<{ stores: { id: number }[] }>('get-order', off.auth, { page: 1 });
    expect(storeIdsOf(offList.stores)).toEqual([store.head]);
    expect((await post('change-branch', off.auth, { branchId: store.b2 })).statusCode).toBe(403);
    const offBranches = await json<{ branchList: { sellerId: number }[] }>(
      'get-branch-list',
      off.auth,
      {
        keyword: '',
        page: 1,
      },
    );
    expect(offBranches.branchList.map((b) => b.sellerId)).toEqual([store.head]);
    const [membership] = await database.db
      .select()
      .from(staffMemberships)
      .where(
        and(eq(staffMemberships.sellerUserId, off.id), eq(staffMemberships.storeId, store.b2)),
      );
    expect(membership.isActive).toBe(false);
  });
});

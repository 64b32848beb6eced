import { REPORT_COLUMNS, REPORT_KINDS, type ReportKind } from '@yangdee/contracts/reports';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOffer, createProduct, createStore } from '../../../test/offer-fixtures';
import {
  bangkok,
  createReportShop,
  paidReportOrder,
  type ReportShop,
} from '../../../test/report-fixtures';
import { buildTestApp, testDatabases } from '../../../test/test-databases';
import { createStaff } from '../../../test/test-sellers';
import type { DatabaseHandle } from '../../db/client';
import { sellerActionLog } from '../../db/schema/income';
import { promotions, sellerProductPromotions } from '../../db/schema/offers';
import { sellerLoginLog } from '../../db/schema/sellers';
import { exportReport, TOTAL_LABEL } from './report-export.service';

// The seven reports and export-report (issue 17 item 4): each report of an owner's store and
// branches over a Bangkok-day range, paged, with totals over the whole range; a branch narrows
// it; bad input is a Thai 400; the .xlsx holds the whole range and its totals row equals the
// page's totals.

const MARCH = { fromDate: '2025-03-01', toDate: '2025-03-31' };

type Report = {
  rows: Record<string, string | number | null>[];
  totals: Record<string, number>;
  totalCount: number;
  totalPage: number;
  page: number;
  stores: { id: number; name: string }[];
};

async function readXlsx(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow((row, n) => {
    if (n > 1) rows.push((row.values as unknown[]).slice(1));
  });
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  return { header, rows };
}

describe.each(testDatabases())('seller reports on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let shop: ReportShop;
  let otherStoreId: number;
  const marchOrders: { total: number; quantity: number; paidNow: number }[] = [];

  const call = (report: string, payload: object, auth = shop.ownerAuth) =>
    app.inject({
      method: 'POST',
      url: `/api/seller/get-report-${report}`,
      headers: { authorization: auth },
      payload,
    });
  const report = async (kind: ReportKind, payload: object = MARCH): Promise<Report> => {
    const response = await call(kind, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const exportFile = (payload: object, auth = shop.ownerAuth) =>
    app.inject({
      method: 'POST',
      url: '/api/seller/export-report',
      headers: { authorization: auth },
      payload,
    });

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    const db = database.db;
    shop = await createReportShop(db);
    const [p0, p1] = shop.productIds;
    const head = shop.offers[shop.headId];
    const branch = shop.offers[shop.branchId];
    // 25 orders in March at the head office (two pages), one a late-night one on the 31st.
    for (let i = 0; i < 25; i++) {
      const day = String(1 + (i % 28)).padStart(2, '0');
      const order = await paidReportOrder(db, {
        storeId: shop.headId,
        productId: p0,
        sellerProductId: head[0],
        paidAt: bangkok(`2025-03-${day}T10:${String(i).padStart(2, '0')}`),
        quantity: 1 + (i % 4),
        unitPriceSatang: 250_050,
        depositSatang: i % 5 === 0 ? 100_000 : 0,
        userId: undefined,
        customer: { firstName: `ลูกค้า${i % 3}`, lastName: 'ทดสอบ', tel: `08100000${i % 3}0` },
        ...(i % 2 === 0 ? { discount: { title: 'ลด 10%', satang: 25_005 } } : {}),
      });
      marchOrders.push(order);
    }
    marchOrders.push(
      await paidReportOrder(db, {
        storeId: shop.headId,
        productId: p0,
        sellerProductId: head[0],
        paidAt: bangkok('2025-03-31T23:30'),
        quantity: 2,
      }),
    );
    // The branch sold the second tyre in March; the first of April belongs to April.
    marchOrders.push(
      await paidReportOrder(db, {
        storeId: shop.branchId,
        productId: p1,
        sellerProductId: branch[1],
        paidAt: bangkok('2025-03-15T12:00'),
        quantity: 4,
        discount: { title: 'ลดค่าติดตั้ง', satang: 10_000 },
      }),
    );
    await paidReportOrder(db, {
      storeId: shop.headId,
      productId: p0,
      sellerProductId: head[0],
      paidAt: bangkok('2025-04-01T00:10'),
    });
    // The head office sold its third tyre in January only.
    await paidReportOrder(db, {
      storeId: shop.headId,
      productId: shop.productIds[2],
      sellerProductId: head[2],
      paidAt: bangkok('2025-01-20T09:00'),
    });
    // A promotion on the head office's first offer.
    const [promotion] = await db
      .insert(promotions)
      .values({
        key: `rep-${Math.random().toString(36).slice(2)}`,
        storeId: shop.headId,
        amountType: 'discountPercent',
        amountValue: 1000,
        title: 'ลด 10%',
        startDate: '2025-01-01',
        endDate: '2025-12-31',
      })
      .returning({ id: promotions.id });
    await db
      .insert(sellerProductPromotions)
      .values({ sellerProductId: head[0], promotionId: promotion.id });
    // Sign-ins and actions; another store's are never shown.
    const other = await createStore(db, { name: 'ร้านอื่น', latitude: 14, longitude: 100 });
    otherStoreId = other.id;
    await db.insert(sellerLoginLog).values([
      {
        sellerUserId: shop.ownerId,
        storeId: shop.headId,
        isSuccess: true,
        createdAt: bangkok('2025-03-02T08:00'),
      },
      {
        sellerUserId: shop.ownerId,
        storeId: shop.headId,
        isSuccess: false,
        createdAt: bangkok('2025-03-02T07:59'),
      },
      {
        sellerUserId: shop.ownerId,
        storeId: other.id,
        isSuccess: true,
        createdAt: bangkok('2025-03-02T08:00'),
      },
    ]);
    await db.insert(sellerActionLog).values([
      {
        storeId: shop.headId,
        sellerUserId: shop.ownerId,
        action: 'stock.save',
        target: 'สินค้า #1',
        createdAt: bangkok('2025-03-03T09:00'),
      },
      {
        storeId: shop.branchId,
        sellerUserId: shop.ownerId,
        action: 'order.confirm',
        target: 'คำสั่งซื้อ YD1',
        createdAt: bangkok('2025-03-04T09:00'),
      },
      {
        storeId: other.id,
        sellerUserId: shop.ownerId,
        action: 'stock.delete',
        target: 'อื่น',
        createdAt: bangkok('2025-03-04T09:00'),
      },
    ]);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('sale: the orders paid in the range at the store and its branches, newest first, paged, with totals over the whole range', async () => {
    const first = await report('sale');
    expect(first.totalCount).toBe(27);
    expect(first.totalPage).toBe(2);
    expect(first.rows).toHaveLength(20);
    expect(first.rows[0].paidAt).toBe(bangkok('2025-03-31T23:30').toISOString());
    const second = await report('sale', { ...MARCH, page: 2 });
    const rows = [...first.rows, ...second.rows];
    expect(rows).toHaveLength(27);
    const sum = (key: string) => rows.reduce((s, r) => s + Number(r[key]), 0);
    expect(first.totals.orders).toBe(27);
    expect(first.totals.tyres).toBe(sum('tyres'));
    expect(first.totals.total).toBeCloseTo(sum('total'), 2);
    expect(first.totals.paidNow).toBeCloseTo(sum('paidNow'), 2);
    expect(first.totals.remain).toBeCloseTo(sum('remain'), 2);
    expect(first.totals.total * 100).toBe(marchOrders.reduce((s, o) => s + o.total, 0));
    expect(rows.some((r) => r.branch === 'ร้านรายงาน สาขาบางนา')).toBe(true);
    expect(first.stores.map((s) => s.id).sort()).toEqual([shop.headId, shop.branchId].sort());
  });

  it('sale: a branch narrows the report; another store as the branch is not found, in Thai', async () => {
    const branch = await report('sale', { ...MARCH, branchId: shop.branchId });
    expect(branch.totalCount).toBe(1);
    expect(branch.totals.tyres).toBe(4);
    const response = await call('sale', { ...MARCH, branchId: otherStoreId });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('ไม่พบสาขานี้');
  });

  it('refuses a range that ends before it starts, or longer than five years, with a Thai message', async () => {
    for (const kind of REPORT_KINDS) {
      const backwards = await call(kind, { fromDate: '2025-03-31', toDate: '2025-03-01' });
      expect(backwards.statusCode, kind).toBe(422);
      expect(backwards.json().fieldErrors.toDate).toEqual(['วันที่เริ่มต้นต้องไม่อยู่หลังวันที่สิ้นสุด']);
      const long = await call(kind, { fromDate: '2020-01-01', toDate: '2025-01-02' });
      expect(long.statusCode, kind).toBe(422);
      expect(long.json().fieldErrors.toDate).toEqual(['เลือกช่วงวันที่ได้ไม่เกิน 5 ปี']);
    }
    const five = await call('sale', { fromDate: '2020-01-01', toDate: '2025-01-01' });
    expect(five.statusCode).toBe(200);
    for (const payload of [
      { fromDate: '2025-02-30' },
      { page: 0 },
      { branchId: 'สาขา' },
      { productStatus: 7 },
    ]) {
      const response = await call('product-remain', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().message).toMatch(/[ก-๙]/);
    }
  });

  it('without dates a report covers the last 30 days', async () => {
    const response = await call('sale', {});
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const days = (Date.parse(body.toDate) - Date.parse(body.fromDate)) / 86_400_000;
    expect(days).toBe(29);
  });

  it('product-remain: every offer with its stock and value, filtered by productStatus', async () => {
    const all = await report('product-remain');
    expect(all.totalCount).toBe(6);
    expect(all.totals.qty).toBe(2 * (8 + 9 + 10));
    const value = all.rows.reduce((s, r) => s + Number(r.value), 0);
    expect(all.totals.value).toBeCloseTo(value, 2);
    expect(all.totals.soldQty).toBe(all.rows.reduce((s, r) => s + Number(r.soldQty), 0));
    expect(all.rows[0].status).toBe('มีสินค้าพร้อมขาย');
    const notForSale = await report('product-remain', { ...MARCH, productStatus: 4 });
    expect(notForSale.totalCount).toBe(0);
    expect(notForSale.totals.qty).toBe(0);
  });

  it('promotion: the discounts given under each promotion with their orders and sales', async () => {
    const body = await report('promotion');
    const tenPercent = body.rows.find((r) => r.promotion === 'ลด 10%');
    expect(tenPercent?.orders).toBe(13);
    expect(tenPercent?.discount).toBeCloseTo(13 * 250.05, 2);
    expect(body.rows.find((r) => r.promotion === 'ลดค่าติดตั้ง')?.orders).toBe(1);
    expect(body.totals.orders).toBe(14);
  });

  it('product-promotion: the tyres carrying a promotion and what they sold in the range', async () => {
    const body = await report('product-promotion');
    expect(body.totalCount).toBe(1);
    expect(body.rows[0].promotions).toBe('ลด 10%');
    const headSold = marchOrders.slice(0, 26).reduce((s, o) => s + o.quantity, 0);
    expect(body.rows[0].soldQty).toBe(headSold);
    expect(body.rows[0].promotedQty).toBe(body.totals.promotedQty);
  });

  it('product-movement: stock that sold nothing in the range, with the day it last sold', async () => {
    const body = await report('product-movement');
    // Head office: the second and third tyres; branch: the first and third.
    expect(body.totalCount).toBe(4);
    const third = body.rows.find((r) => r.branch === 'ร้านรายงาน' && r.lastSoldDay);
    expect(third?.lastSoldDay).toBe('2025-01-20');
    expect(body.totals.qty).toBe(body.rows.reduce((s, r) => s + Number(r.qty), 0));
  });

  it('system: sign-ins and staff actions of the store and its branches, newest first', async () => {
    const body = await report('system');
    expect(body.rows.map((r) => r.action)).toEqual([
      'ยืนยันคำสั่งซื้อ',
      'บันทึกสินค้า',
      'เข้าสู่ระบบ',
      'เข้าสู่ระบบไม่สำเร็จ',
    ]);
    expect(body.rows[0].staff).toMatch(/^เจ้าของ รายงาน/);
    expect(body.rows[0].branch).toBe('ร้านรายงาน สาขาบางนา');
  });

  it('customer: one row per customer with what the shop needs to serve them, and no more', async () => {
    const body = await report('customer');
    expect(body.totalCount).toBe(27); // each fixture order is a new customer account
    expect(body.totals.orders).toBe(27);
    expect(Object.keys(body.rows[0]).sort()).toEqual(
      ['car', 'customer', 'lastOrderAt', 'orders', 'plate', 'tel', 'total'].sort(),
    );
    expect(JSON.stringify(body.rows)).not.toMatch(/example\.com|ถนน/);
    expect(body.rows.find((r) => r.customer === 'ลูกค้า1 ทดสอบ')?.car).toBe('Toyota Hilux Revo');
  });

  it('a staff member without the report permission is refused', async () => {
    const staff = await createStaff(database.db, shop.headId, { manageOrder: true });
    const response = await call('sale', MARCH, staff.auth);
    expect(response.statusCode).toBe(403);
    const file = await exportFile({ report: 'sale', ...MARCH }, staff.auth);
    expect(file.statusCode).toBe(403);
  });

  it('export-report: each report as an .xlsx of the whole range whose totals row equals the page totals', async () => {
    for (const kind of REPORT_KINDS) {
      const page = await report(kind);
      const response = await exportFile({ report: kind, ...MARCH });
      expect(response.statusCode, kind).toBe(200);
      expect(response.headers['content-type']).toMatch(/spreadsheetml/);
      const { header, rows } = await readXlsx(response.rawPayload);
      const columns = REPORT_COLUMNS[kind];
      expect(header).toEqual(columns.map((c) => c.label));
      const totalRow = rows[rows.length - 1];
      expect(totalRow).toContain(TOTAL_LABEL);
      expect(rows.length - 1, kind).toBe(page.totalCount);
      columns.forEach((c, i) => {
        if (c.isTotalled)
          expect(Number(totalRow[i]), `${kind} ${c.key}`).toBeCloseTo(page.totals[c.key], 2);
      });
    }
  });

  it('export-report reads the range in batches and refuses bad input before any byte', async () => {
    const file = await exportReport(
      database.db,
      { storeId: shop.headId, sellerUserId: shop.ownerId, isPlatformAdmin: false },
      { report: 'sale', ...MARCH },
      console,
      { batchRows: 4 },
    );
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream as AsyncIterable<Buffer>) chunks.push(chunk);
    const { rows } = await readXlsx(Buffer.concat(chunks));
    expect(rows).toHaveLength(28);
    const bad = await exportFile({ report: 'sale', fromDate: '2025-04-01', toDate: '2025-03-01' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fieldErrors.toDate[0]).toMatch(/วันที่เริ่มต้น/);
    const unknown = await exportFile({ report: 'stock' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toMatch(/[ก-๙]/);
  });

  it('a text cell that looks like a formula stays text', async () => {
    const db = database.db;
    const productId = await createProduct(db);
    const offerId = await createOffer(db, {
      storeId: shop.branchId,
      productId,
      priceSatang: 100_000,
    });
    await paidReportOrder(db, {
      storeId: shop.branchId,
      productId,
      sellerProductId: offerId,
      paidAt: bangkok('2025-02-10T10:00'),
      customer: { firstName: '=HYPERLINK("x")', lastName: '' },
    });
    const response = await exportFile({
      report: 'customer',
      fromDate: '2025-02-01',
      toDate: '2025-02-28',
    });
    const { rows } = await readXlsx(response.rawPayload);
    expect(rows[0][0]).toBe('=HYPERLINK("x")');
  });
});

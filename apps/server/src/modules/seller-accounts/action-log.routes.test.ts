import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertShopOrder } from '../../../test/order-action-fixtures';
import { createReportShop, type ReportShop } from '../../../test/report-fixtures';
import { buildTestApp, testDatabases } from '../../../test/test-databases';
import { createStaff } from '../../../test/test-sellers';
import type { DatabaseHandle } from '../../db/client';
import { editWorkbook, importCalls } from '../stock-import/stock-import-fixtures';

// Decision 0110: what staff do through parts I–III lands in the staff action log in the same
// transaction, and the system report lists it with the staff member's sign-ins; a refused change
// logs nothing.

describe.each(testDatabases())('the staff action log on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let shop: ReportShop;

  const post = (url: string, payload: object, auth = shop.ownerAuth) =>
    app.inject({
      method: 'POST',
      url: `/api/seller/${url}`,
      headers: { authorization: auth },
      payload,
    });

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    shop = await createReportShop(database.db, 1);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('stock, benefit and order actions by staff show in the system report, newest first, with who did them', async () => {
    const db = database.db;
    const offerId = shop.offers[shop.headId][0];
    const staff = await createStaff(db, shop.headId, { manageProduct: true, manageOrder: true });
    expect(
      (await post('update-stock-status', { id: offerId, status: 3 }, staff.auth)).statusCode,
    ).toBe(200);
    expect(
      (await post('update-stock-display', { id: offerId, display: false }, staff.auth)).statusCode,
    ).toBe(200);
    const warranty = await post(
      'save-warranty',
      { type: 'warranty', title: 'รับประกัน 1 ปี', months: 12 },
      staff.auth,
    );
    expect(warranty.statusCode, warranty.body).toBe(200);
    const branchOrder = await insertShopOrder(db, {
      storeId: shop.branchId,
      offerId: shop.offers[shop.branchId][0],
      status: 1,
    });
    expect((await post('confirm-order', { id: branchOrder })).statusCode).toBe(200);
    // Refused: another store's offer; nothing is logged for it.
    expect(
      (await post('update-stock-status', { id: 999_999_999, status: 3 }, staff.auth)).statusCode,
    ).toBe(404);

    const report = await post('get-report-system', {});
    expect(report.statusCode, report.body).toBe(200);
    const rows = report.json().rows as Record<string, string>[];
    expect(rows.map((r) => r.action)).toEqual([
      'ยืนยันคำสั่งซื้อ',
      'บันทึกการรับประกัน/ของแถม',
      'เปลี่ยนการแสดงสินค้า',
      'เปลี่ยนสถานะสินค้า',
    ]);
    expect(rows[0].staff).toMatch(/^เจ้าของ รายงาน/);
    expect(rows[0].target).toMatch(/^คำสั่งซื้อ /);
    expect(rows[0].branch).toBe('ร้านรายงาน สาขาบางนา');
    expect(rows[3].staff).toBe(`พนักงาน ทดสอบ (${staff.username})`);
    expect(rows[3].target).toBe(`สินค้า #${offerId}`);
  });

  it('an Excel import applied and undone is two lines of the system report', async () => {
    const calls = importCalls(app);
    const offerId = shop.offers[shop.headId][0];
    // Column G of the stock sheet is the fitting price (contracts STOCK_IMPORT_COLUMNS).
    const file = await editWorkbook(await calls.download(shop.ownerAuth), (_sheet, rowOf) => {
      rowOf(offerId).getCell(7).value = 2100;
    });
    const preview = await calls.preview(file, shop.ownerAuth);
    const jobId = preview.job.id as number;
    expect((await post('proceed-mass-stock-update', { jobId })).statusCode).toBe(200);
    expect((await post('proceed-mass-stock-update', { jobId, undo: true })).statusCode).toBe(200);
    const rows = (await post('get-report-system', {})).json().rows as Record<string, string>[];
    expect(rows.slice(0, 2).map((r) => [r.action, r.target])).toEqual([
      ['ย้อนกลับการนำเข้าสินค้า', `ไฟล์นำเข้า #${jobId}`],
      ['นำเข้าสินค้าจาก Excel', `ไฟล์นำเข้า #${jobId}: เพิ่มใหม่ 0 เปลี่ยนแปลง 1`],
    ]);
  });
});

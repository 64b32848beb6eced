import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOffer, createProduct, createStore } from '../../../test/offer-fixtures';
import { insertTestOrder, type TestOrder } from '../../../test/order-export-fixtures';
import { createOwnedStore, type StoreOwner } from '../../../test/store-setup-fixtures';
import { createCustomer } from '../../../test/test-customers';
import { buildTestApp, testDatabases } from '../../../test/test-databases';
import { createStaff } from '../../../test/test-sellers';
import type { DatabaseHandle } from '../../db/client';
import { stores } from '../../db/schema/stores';
import { BAHT_FORMAT, BUDDHIST_DATE_TIME_FORMAT, TEXT_FORMAT } from '../../lib/xlsx';
import { ORDER_EXPORT_COLUMNS } from './order-export.service';

// export-order (issue 15 item 7): the shop's filtered orders as a real .xlsx, opened here with
// exceljs: one row per order line, Thai headers, typed cells, filters, store scope, formula guard.

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const col = (key: string) => ORDER_EXPORT_COLUMNS.findIndex((c) => c.key === key) + 1;

async function openWorkbook(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: ExcelJS.Row[] = [];
  sheet.eachRow((row, n) => {
    if (n > 1) rows.push(row);
  });
  return { sheet, rows };
}

describe.each(testDatabases())('export-order on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let owner: StoreOwner;
  let branchId: number;
  let service: TestOrder;
  let delivery: TestOrder;
  let branchOrder: TestOrder;
  let injection: TestOrder;

  const exportOrders = (payload: object, auth = owner.auth) =>
    app.inject({
      method: 'POST',
      url: '/api/seller/export-order',
      headers: { authorization: auth },
      payload,
    });

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    const db = database.db;
    owner = await createOwnedStore(db);
    await db.update(stores).set({ name: 'ร้านส่งออก' }).where(eq(stores.id, owner.storeId));
    const branch = await createStore(db, { name: 'ร้านส่งออก', latitude: 13.8, longitude: 100.6 });
    await db
      .update(stores)
      .set({ parentStoreId: owner.storeId, branchName: 'บางนา' })
      .where(eq(stores.id, branch.id));
    branchId = branch.id;
    const other = await createStore(db, { name: 'ร้านอื่น', latitude: 14, longitude: 100 });
    const productId = await createProduct(db);
    const offer = await createOffer(db, {
      storeId: owner.storeId,
      productId,
      priceSatang: 250_000,
    });
    const customer = await createCustomer(db);
    const base = { userId: customer.id, sellerProductId: offer };

    // 2026-11-20 09:30 Bangkok: a fitting with two lines and a 30 % deposit.
    service = await insertTestOrder(db, {
      ...base,
      storeId: owner.storeId,
      status: 1,
      orderType: 1,
      createdAt: new Date('2026-11-20T02:30:00Z'),
      lines: [
        { title: 'Michelin Primacy 4 205/55R16 ปี 2026', quantity: 4, unitPriceSatang: 325_050 },
        { title: 'Bridgestone Ecopia 205/55R16 ปี 2025', quantity: 2, unitPriceSatang: 280_000 },
      ],
      paidNowSatang: 558_060,
      appointmentDate: '2026-11-25',
      appointmentTime: 'slot2',
    });
    delivery = await insertTestOrder(db, {
      ...base,
      storeId: owner.storeId,
      status: 3,
      orderType: 2,
      createdAt: new Date('2026-11-22T10:00:00Z'),
      customer: { firstName: 'มานี', lastName: 'มีนา', tel: '0899999999', licenseNumber: '' },
      shipping: { address: '9 ถนนนิมมาน', district: 'เมือง', province: 'เชียงใหม่', postCode: '50200' },
      deliveryFeeSatang: 20_000,
    });
    branchOrder = await insertTestOrder(db, {
      ...base,
      storeId: branchId,
      status: 4,
      createdAt: new Date('2026-11-21T05:00:00Z'),
      customer: { firstName: 'สาขา', lastName: 'บางนา' },
    });
    injection = await insertTestOrder(db, {
      ...base,
      storeId: owner.storeId,
      status: 99,
      createdAt: new Date('2026-11-23T05:00:00Z'),
      customer: {
        firstName: '=HYPERLINK("http://evil.example","x")',
        lastName: '',
        tel: '+66812345678',
        licenseNumber: '@SUM(1+1)',
      },
      lines: [{ title: '-2+3', quantity: 1, unitPriceSatang: 100_000 }],
    });
    // Never exported: awaiting payment, and another shop's order.
    await insertTestOrder(db, { ...base, storeId: owner.storeId, status: 0 });
    await insertTestOrder(db, { ...base, storeId: other.id, status: 1 });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('answers an .xlsx download named with the date, Thai name in RFC 5987 form', async () => {
    const response = await exportOrders({});
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX);
    const disposition = String(response.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="yangdee-orders-\d{4}-\d{2}-\d{2}\.xlsx"/);
    expect(disposition).toMatch(/filename\*=UTF-8''%E0%B8%84/);
    expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('writes one row per order line of the shop and its branch, newest first, with Thai headers', async () => {
    const response = await exportOrders({});
    const { sheet, rows } = await openWorkbook(response.rawPayload);
    expect(sheet.getRow(1).getCell(1).value).toBe('เลขที่คำสั่งซื้อ');
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    for (const h of ['วันที่สั่ง', 'สถานะ', 'ประเภท', 'ลูกค้า', 'เบอร์โทร', 'ทะเบียนรถ', 'สินค้า']) {
      expect(headers).toContain(h);
    }
    for (const h of ['จำนวน', 'ราคาต่อหน่วย', 'รวม', 'ยอดชำระออนไลน์', 'ยอดคงเหลือชำระที่ร้าน', 'สาขา']) {
      expect(headers).toContain(h);
    }
    const orderNos = rows.map((r) => r.getCell(col('orderNo')).value);
    expect(orderNos).toEqual([
      injection.orderNo,
      delivery.orderNo,
      branchOrder.orderNo,
      service.orderNo,
      service.orderNo,
    ]);
  });

  it('types the cells: Bangkok date cells, money numbers in baht, quantities as numbers', async () => {
    const { rows } = await openWorkbook((await exportOrders({})).rawPayload);
    const [first, second] = rows.filter((r) => r.getCell(col('orderNo')).value === service.orderNo);
    const created = first.getCell(col('createdAt'));
    expect(created.type).toBe(ExcelJS.ValueType.Date);
    // 02:30 UTC is 09:30 in Bangkok; the cell shows the Bangkok wall clock.
    expect((created.value as Date).toISOString()).toBe('2026-11-20T09:30:00.000Z');
    expect(created.numFmt).toBe(BUDDHIST_DATE_TIME_FORMAT);
    expect(first.getCell(col('status')).value).toBe('รอยืนยันคำสั่งซื้อ');
    expect(first.getCell(col('orderType')).value).toBe('ติดตั้งที่ร้าน');
    expect(first.getCell(col('customerName')).value).toBe('สมชาย ใจดี');
    expect(first.getCell(col('licensePlate')).value).toBe('กข 1234 กรุงเทพมหานคร');
    expect(first.getCell(col('title')).value).toBe('Michelin Primacy 4 205/55R16 ปี 2026');
    expect(first.getCell(col('quantity')).value).toBe(4);
    const unit = first.getCell(col('unitPrice'));
    expect(unit.type).toBe(ExcelJS.ValueType.Number);
    expect(unit.value).toBe(3250.5);
    expect(unit.numFmt).toBe(BAHT_FORMAT);
    expect(first.getCell(col('lineTotal')).value).toBe(13_002);
    expect(second.getCell(col('lineTotal')).value).toBe(5600);
    // Order amounts once per order (on its first line), so a column's sum is the real total.
    expect(first.getCell(col('orderTotal')).value).toBe(18_602);
    expect(first.getCell(col('paidNow')).value).toBe(5580.6);
    expect(first.getCell(col('remain')).value).toBe(13_021.4);
    expect(first.getCell(col('remain')).numFmt).toBe(BAHT_FORMAT);
    expect(second.getCell(col('orderTotal')).value).toBeNull();
    expect(first.getCell(col('appointmentDate')).type).toBe(ExcelJS.ValueType.Date);
    expect(first.getCell(col('appointmentTime')).value).toBe('11:00 - 14:00');
    expect(first.getCell(col('storeName')).value).toBe('ร้านส่งออก');

    const branchRow = rows.find((r) => r.getCell(col('orderNo')).value === branchOrder.orderNo);
    expect(branchRow?.getCell(col('storeName')).value).toBe('ร้านส่งออก สาขาบางนา');
    const parcel = rows.find((r) => r.getCell(col('orderNo')).value === delivery.orderNo);
    expect(parcel?.getCell(col('orderType')).value).toBe('จัดส่งถึงบ้าน');
    expect(parcel?.getCell(col('shippingAddress')).value).toBe('9 ถนนนิมมาน เมือง เชียงใหม่ 50200');
    expect(parcel?.getCell(col('appointmentDate')).value).toBeNull();
  });

  it('writes text that starts with =, +, - or @ as text cells, never formulas', async () => {
    const { rows } = await openWorkbook((await exportOrders({})).rawPayload);
    const row = rows.find((r) => r.getCell(col('orderNo')).value === injection.orderNo);
    if (!row) throw new Error('missing row');
    for (const [key, text] of [
      ['customerName', '=HYPERLINK("http://evil.example","x")'],
      ['customerTel', '+66812345678'],
      ['licensePlate', '@SUM(1+1) กรุงเทพมหานคร'],
      ['title', '-2+3'],
    ] as const) {
      const cell = row.getCell(col(key));
      expect(cell.type, key).toBe(ExcelJS.ValueType.String);
      expect(cell.value, key).toBe(text);
      expect(cell.formula, key).toBeUndefined();
      expect(cell.numFmt, key).toBe(TEXT_FORMAT);
    }
  });

  it('applies the filters: status, order type, Bangkok date range, keyword and branch', async () => {
    const numbers = async (payload: object) => {
      const response = await exportOrders(payload);
      expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
      const { rows } = await openWorkbook(response.rawPayload);
      return [...new Set(rows.map((r) => r.getCell(col('orderNo')).value))];
    };
    expect(await numbers({ status: 3 })).toEqual([delivery.orderNo]);
    expect(await numbers({ status: -1, orderType: 2 })).toEqual([delivery.orderNo]);
    // 2026-11-20 09:30 and 2026-11-21 12:00 Bangkok fall in 20–21 November.
    expect(await numbers({ fromDate: '2026-11-20', toDate: '2026-11-21' })).toEqual([
      branchOrder.orderNo,
      service.orderNo,
    ]);
    expect(await numbers({ keyword: 'มานี' })).toEqual([delivery.orderNo]);
    expect(await numbers({ keyword: 'กข 12' })).toEqual([branchOrder.orderNo, service.orderNo]);
    expect(await numbers({ keyword: service.orderNo.toLowerCase() })).toEqual([service.orderNo]);
    expect(await numbers({ branchId })).toEqual([branchOrder.orderNo]);
    expect(await numbers({ keyword: 'ไม่มีใครชื่อนี้' })).toEqual([]);
  });

  it('refuses a bad filter with a Thai message before any file is sent', async () => {
    for (const payload of [
      { status: 0 },
      { status: 7 },
      { fromDate: '2026-11-30', toDate: '2026-11-01' },
      { fromDate: '30/11/2569' },
      { keyword: 'ก'.repeat(101) },
      { branchId: 999_999_999 },
    ]) {
      const response = await exportOrders(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, JSON.stringify(payload)).toBeLessThan(500);
      expect(response.headers['content-type']).toMatch(/json/);
      expect(response.json().message).toMatch(/[ก-๙]/);
    }
    // The same checks and status as get-order's (a validation failure).
    expect((await exportOrders({ status: 0 })).statusCode).toBe(422);
  });

  it('needs the manageOrder flag: staff with only the fitting flag get a Thai 403', async () => {
    const staff = await createStaff(database.db, owner.storeId, { confirmService: true });
    const response = await exportOrders({}, staff.auth);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/[ก-๙]/);
    const manager = await createStaff(database.db, owner.storeId, { manageOrder: true });
    expect((await exportOrders({}, manager.auth)).statusCode).toBe(200);
  });
});

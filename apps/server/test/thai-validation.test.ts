import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { ORDER_EXPORT_COLUMNS } from '../src/modules/orders/order-export.service';
import { buildTestApp, testDatabases } from './test-databases';
import { DEMO_SELLERS, signInSeller } from './test-sellers';

// Issue 37 item 7 "Thai only": the filters the spec lets a shop send as null are accepted, and
// every bad input of the seller's list, report and export calls is answered in Thai (no Latin
// letter in any message). Also the order export's branch column (once "สาขาสาขาสำนักงานใหญ่").

const NULL_FILTERS: [string, object][] = [
  ['get-order', { branchId: null, fromDate: null, toDate: null }],
  ['get-order-count', { branchId: null, fromDate: null, toDate: null }],
  ['get-service-board', { branchId: null, date: null }],
  ['get-report-sale', { branchId: null, fromDate: null, toDate: null, productStatus: null }],
  [
    'get-report-product-remain',
    { branchId: null, fromDate: null, toDate: null, productStatus: null },
  ],
  ['get-summary-income', { branchId: null }],
  ['get-income-transaction', { branchId: null, fromDate: null, toDate: null }],
  ['get-overall-rating', { branchId: null }],
  ['get-review-list', { branchId: null }],
];

const BAD_INPUTS: object[] = [
  { branchId: 0 },
  { branchId: -3 },
  { branchId: 'สาขา' },
  { branchId: {} },
  { fromDate: '2026-13-45' },
  { fromDate: 20261101 },
  { toDate: [] },
  { page: 0 },
  { page: 'x' },
  { keyword: 'ก'.repeat(5000) },
  { status: 'x', orderType: 9 },
  { rating: 6 },
  { moneyTransferStatus: 'NOPE' },
];

const BAD_ROUTES = [
  'get-order',
  'get-order-count',
  'export-order',
  'get-service-board',
  'get-report-sale',
  'get-report-customer',
  'export-report',
  'get-summary-income',
  'get-income-transaction',
  'export-income',
  'get-overall-rating',
  'get-review-list',
  'get-dashboard',
];

describe.each(testDatabases())('Thai validation on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let auth: string;

  const post = (route: string, payload: object) =>
    app.inject({
      method: 'POST',
      url: `/api/seller/${route}`,
      headers: { authorization: auth },
      payload,
    });

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    ({ auth } = await signInSeller(app, DEMO_SELLERS.owner));
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('accepts null where the spec shows a filter as nullable', async () => {
    for (const [route, payload] of NULL_FILTERS) {
      const res = await post(route, payload);
      expect(res.statusCode, `${route}: ${res.body}`).toBe(200);
    }
  });

  it('exports orders and reports with null dates and branch', async () => {
    const orders = await post('export-order', { branchId: null, fromDate: null, toDate: null });
    expect(orders.statusCode, orders.body).toBe(200);
    const report = await post('export-report', {
      report: 'sale',
      branchId: null,
      fromDate: null,
      toDate: null,
    });
    expect(report.statusCode, report.body).toBe(200);
  });

  it('writes the branch in the order export with the word "สาขา" once', async () => {
    const res = await post('export-order', {});
    expect(res.statusCode, res.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const column = ORDER_EXPORT_COLUMNS.findIndex((c) => c.key === 'storeName') + 1;
    const names = new Set<string>();
    workbook.worksheets[0].eachRow((row, n) => {
      if (n > 1) names.add(String(row.getCell(column).value));
    });
    expect(names.size).toBeGreaterThan(0);
    expect([...names].some((n) => n.endsWith(' สาขาสำนักงานใหญ่'))).toBe(true);
    for (const name of names) expect(name).not.toContain('สาขาสาขา');
  });

  it('answers every bad filter in Thai, without a Latin letter', async () => {
    let refused = 0;
    for (const route of BAD_ROUTES) {
      for (const payload of BAD_INPUTS) {
        const res = await post(route, payload);
        expect(res.statusCode, `${route} ${JSON.stringify(payload)}`).toBeLessThan(500);
        if (res.statusCode < 400) continue;
        refused += 1;
        const body = res.json() as { message: string; fieldErrors?: Record<string, string[]> };
        const messages = [body.message, ...Object.values(body.fieldErrors ?? {}).flat()];
        for (const message of messages)
          expect(message, `${route} ${JSON.stringify(payload)}`).not.toMatch(/[A-Za-z]/);
        expect(body.message).toMatch(/[ก-๙]/);
      }
    }
    expect(refused).toBeGreaterThan(50);
  });
});

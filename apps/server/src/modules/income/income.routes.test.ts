import { RANGE_ORDER_MESSAGE } from '@yangdee/contracts/date-range';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminAuth,
  incomeShop,
  insertAwaitingOrder,
  moveOrder,
} from '../../../test/income-fixtures';
import { createOwnedStore } from '../../../test/store-setup-fixtures';
import { buildTestApp, testDatabases } from '../../../test/test-databases';
import { DEMO_SELLERS, signInSeller } from '../../../test/test-sellers';
import type { DatabaseHandle } from '../../db/client';
import { incomeEntries, transferBatches } from '../../db/schema/income';
import { INCOME_EXPORT_COLUMNS } from './income-export.service';

// The income calls (spec 7 "Seller" → Income; issue 17 item 2) and the platform admin's transfer
// record (decision 0104): status, Bangkok-day ranges and branches filter the ledger; bad input
// gets a Thai message; the export is a real .xlsx whose totals row equals the screen's.

describe.each(testDatabases())('income calls ($name)', ({ open }) => {
  let h: DatabaseHandle;
  let app: FastifyInstance;
  let shop: Awaited<ReturnType<typeof incomeShop>>;
  const ids: Record<string, number> = {};

  const post = (url: string, payload: object, auth = shop.owner.auth) =>
    app.inject({
      method: 'POST',
      url: `/api/seller/${url}`,
      headers: { authorization: auth },
      payload,
    });

  beforeAll(async () => {
    h = await open();
    app = await buildTestApp(h);
    shop = await incomeShop(h.db);
    const head = { storeId: shop.owner.storeId, offerId: shop.headOffer };
    // 23:30 on 31 July in Bangkok = 16:30 UTC: a July payment, whatever UTC says.
    ids.lateJuly = await insertAwaitingOrder(h.db, head);
    await moveOrder(h.db, ids.lateJuly, 'PAYMENT_CONFIRMED', new Date('2026-07-31T16:30:00Z'));
    // 00:30 on 1 August in Bangkok = 17:30 UTC on 31 July.
    ids.august = await insertAwaitingOrder(h.db, { ...head, orderType: 2 });
    await moveOrder(h.db, ids.august, 'PAYMENT_CONFIRMED', new Date('2026-07-31T17:30:00Z'));
    ids.fitted = await insertAwaitingOrder(h.db, head);
    await moveOrder(h.db, ids.fitted, 'PAYMENT_CONFIRMED', new Date('2026-08-03T03:00:00Z'));
    await moveOrder(h.db, ids.fitted, 'SELLER_CONFIRM_ORDER', new Date('2026-08-03T04:00:00Z'));
    await moveOrder(h.db, ids.fitted, 'SELLER_CONFIRM_SERVICE', new Date('2026-08-05T04:00:00Z'));
    ids.branch = await insertAwaitingOrder(h.db, {
      storeId: shop.branchId,
      offerId: shop.branchOffer,
    });
    await moveOrder(h.db, ids.branch, 'PAYMENT_CONFIRMED', new Date('2026-08-04T03:00:00Z'));
  });
  afterAll(async () => {
    await app?.close();
    await h?.close();
  });

  it('counts each payment on the shop’s Bangkok calendar day (the head office and its branch)', async () => {
    const july = await post('get-income-transaction', {
      fromDate: '2026-07-01',
      toDate: '2026-07-31',
    });
    expect(july.json().rows.map((r: { orderId: number }) => r.orderId)).toEqual([ids.lateJuly]);
    const august = await post('get-income-transaction', {
      fromDate: '2026-08-01',
      toDate: '2026-08-31',
    });
    expect(august.json().rows.map((r: { orderId: number }) => r.orderId)).toEqual([
      ids.branch,
      ids.fitted,
      ids.august,
    ]);
  });

  it('filters by status: a fitted order’s money is ready to transfer, the others held', async () => {
    const ready = (await post('get-income-transaction', { moneyTransferStatus: 'READY' })).json();
    expect(ready.rows).toEqual([
      expect.objectContaining({
        orderId: ids.fitted,
        status: 'READY',
        releaseAt: '2026-08-05T04:00:00.000Z',
      }),
    ]);
    const held = (await post('get-income-transaction', { moneyTransferStatus: 'HELD' })).json();
    expect(held.totalCount).toBe(3);
    expect(held.rows[0]).toMatchObject({ gross: 5000, fee: 42.8, commission: 250, net: 4707.2 });
  });

  it('an owner reads one branch; another shop’s branch is not found', async () => {
    const branch = (await post('get-income-transaction', { branchId: shop.branchId })).json();
    expect(branch.rows.map((r: { orderId: number }) => r.orderId)).toEqual([ids.branch]);
    const summary = (await post('get-summary-income', {})).json();
    expect(summary.stores.map((s: { id: number }) => s.id)).toEqual([
      shop.owner.storeId,
      shop.branchId,
    ]);
    // Branches are named as the shop's screens name them: 'shop branch'.
    expect(summary.stores[1].name).toBe('ร้านทดสอบรายได้ สาขาบางนา');
    expect(summary.totals.HELD.count).toBe(3);
    expect(summary.canMarkTransferred).toBe(false);
    const stranger = await createOwnedStore(h.db);
    const refused = await post('get-summary-income', { branchId: shop.branchId }, stranger.auth);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('ไม่พบสาขานี้');
  });

  it('refuses a range that ends before it starts, or is over five years, and a made-up status', async () => {
    const backwards = await post('get-income-transaction', {
      fromDate: '2026-08-02',
      toDate: '2026-08-01',
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().message).toBe(RANGE_ORDER_MESSAGE);
    const long = await post('export-income', { fromDate: '2020-01-01', toDate: '2026-08-01' });
    expect(long.statusCode).toBe(422);
    expect(long.json().message).toBe('เลือกช่วงวันที่ได้ไม่เกิน 5 ปี');
    const status = await post('get-income-transaction', { moneyTransferStatus: 'PAID' });
    expect(status.statusCode).toBe(422);
    expect(status.json().fieldErrors.moneyTransferStatus).toEqual(['สถานะการโอนเงินไม่ถูกต้อง']);
  });

  it('staff without the accountant flag get a Thai 403 (staff1: orders only)', async () => {
    const staff = await signInSeller(app, DEMO_SELLERS.staff);
    for (const url of ['get-summary-income', 'get-income-transaction', 'export-income']) {
      const res = await post(url, {}, staff.auth);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toMatch(/[ก-๙]/);
    }
  });

  it('exports the filtered rows as .xlsx with a totals row equal to the screen’s', async () => {
    const filter = { fromDate: '2026-07-01', toDate: '2026-08-31' };
    const res = await post('export-income', filter);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('yangdee-income-');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).getCell(1).value).toBe('เลขที่คำสั่งซื้อ');
    const screen = (await post('get-income-transaction', filter)).json();
    expect(sheet.rowCount).toBe(1 + screen.totalCount + 1);
    const last = sheet.getRow(sheet.rowCount);
    expect(last.getCell(1).value).toBe('รวม');
    const col = (key: string) => INCOME_EXPORT_COLUMNS.findIndex((c) => c.key === key) + 1;
    for (const key of ['gross', 'fee', 'commission', 'net'] as const) {
      expect(last.getCell(col(key)).value, key).toBeCloseTo(screen.totals[key], 2);
    }
  });

  describe('mark-income-transferred (decision 0140)', () => {
    it('the old per-shop transfer refuses in Thai, pointing to the payout batches; nothing moves', async () => {
      const auth = await adminAuth(h.db, shop.owner.storeId);
      const summary = (await post('get-summary-income', {}, auth)).json();
      expect(summary.canMarkTransferred).toBe(false);
      const res = await post(
        'mark-income-transferred',
        { storeId: shop.owner.storeId, bankReference: 'KBANK-778899' },
        auth,
      );
      expect(res.statusCode).toBe(410);
      expect(res.json().message).toContain('รอบจ่ายเงิน');
      const [entry] = await h.db
        .select()
        .from(incomeEntries)
        .where(and(eq(incomeEntries.orderId, ids.fitted)));
      expect(entry.transferStatus).toBe('HELD');
      const batches = await h.db
        .select()
        .from(transferBatches)
        .where(eq(transferBatches.storeId, shop.owner.storeId));
      expect(batches).toEqual([]);
    });

    it('a shop owner still gets 403', async () => {
      const res = await post('mark-income-transferred', {
        storeId: shop.owner.storeId,
        bankReference: 'X',
      });
      expect(res.statusCode).toBe(403);
    });
  });
});

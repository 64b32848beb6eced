import { INCOME_TRANSFER_STATUSES, type IncomeStatus } from '@yangdee/contracts/income';
import { PAYMENT_METHODS } from '@yangdee/contracts/payment-methods';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { payoutLines, storePayoutAccounts } from '../src/db/schema/payouts';
import { rebuildSummaries } from '../src/modules/ledger/daily-summaries';
import { buildPayoutBatch } from '../src/modules/money/payouts/payout-build.service';
import { markLineTransferred } from '../src/modules/money/payouts/payout-transfer.service';
import { incomeShop, insertAwaitingOrder, lcg, moveOrder, summaryTables } from './income-fixtures';
import { buildTestApp, testDatabases } from './test-databases';

// Issue 17 §1 "every figure reconciles": four generated months of orders of a head office and its
// branch, paid, fitted, delivered and cancelled after payment through the real lifecycle, some
// paid out by a payout batch. The income screen's totals equal the sum of the listed rows
// and the orders' paid_now_satang to the satang; the daily summaries kept on every write equal a
// rebuild from the orders.

const DAY = 86_400_000;
const satang = (baht: number) => Math.round(baht * 100);

describe.each(testDatabases())('income reconciles to the satang ($name)', ({ open }) => {
  let h: DatabaseHandle;
  let app: FastifyInstance;
  let shop: Awaited<ReturnType<typeof incomeShop>>;

  const call = async (url: string, payload: object, auth = shop.owner.auth) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/seller/${url}`,
      headers: { authorization: auth },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    h = await open();
    app = await buildTestApp(h);
    shop = await incomeShop(h.db);
    const rng = lcg(17);
    const start = Date.parse('2026-05-01T02:00:00Z');
    for (let i = 0; i < 80; i++) {
      const atBranch = rng.next() < 0.4;
      const orderType = rng.next() < 0.6 ? 1 : 2;
      const quantity = rng.int(1, 4);
      const unitSatang = rng.int(150_000, 650_000) + rng.int(0, 99);
      const discountSatang = rng.next() < 0.3 ? rng.int(1, 500) * 100 + rng.int(0, 99) : 0;
      const total = unitSatang * quantity - discountSatang;
      const method = rng.pick(PAYMENT_METHODS);
      const id = await insertAwaitingOrder(h.db, {
        storeId: atBranch ? shop.branchId : shop.owner.storeId,
        offerId: atBranch ? shop.branchOffer : shop.headOffer,
        orderType: orderType as 1 | 2,
        paymentMethod: method,
        quantity,
        unitSatang,
        discountSatang,
        paidNowSatang: method.startsWith('prepaid') ? Math.floor(total * 0.2) + 7 : total,
      });
      const fate = rng.next();
      if (fate < 0.05) continue; // never paid: no money, not in any figure
      // Paid at any hour, so Bangkok days and UTC days differ for some.
      const paidAt = new Date(start + rng.int(0, 119) * DAY + rng.int(0, 23) * 3_600_000);
      await moveOrder(h.db, id, 'PAYMENT_CONFIRMED', paidAt);
      if (fate < 0.2) {
        await moveOrder(h.db, id, 'SELLER_CANCEL_ORDER', new Date(paidAt.getTime() + DAY));
      } else if (fate < 0.75) {
        await moveOrder(h.db, id, 'SELLER_CONFIRM_ORDER', new Date(paidAt.getTime() + 3_600_000));
        const done = new Date(paidAt.getTime() + rng.int(1, 5) * DAY);
        await moveOrder(
          h.db,
          id,
          orderType === 1 ? 'SELLER_CONFIRM_SERVICE' : 'SELLER_CONFIRM_DELIVERY',
          done,
        );
      }
    }
    // The head office's released money is paid out once by a payout batch (decision 0140).
    await h.db.insert(storePayoutAccounts).values({
      storeId: shop.owner.storeId,
      bankCode: '004',
      accountNumber: '1234567890',
      accountName: 'ร้านทดสอบรายได้',
      changedAt: new Date('2026-01-01T00:00:00Z'),
    });
    const cutoff = new Date('2026-12-31T00:00:00Z');
    const batchId = await buildPayoutBatch(h.db, {
      trigger: 'manual',
      cutoffAt: cutoff,
      createdBy: 'test',
      now: cutoff,
    });
    const [line] = await h.db
      .select({ id: payoutLines.id })
      .from(payoutLines)
      .where(and(eq(payoutLines.batchId, batchId), eq(payoutLines.storeId, shop.owner.storeId)));
    await markLineTransferred({ db: h.db }, batchId, line.id, {
      bankReference: 'KBANK-0001',
      transferDate: '2026-12-31',
    });
  }, 240_000);
  afterAll(async () => {
    await app?.close();
    await h?.close();
  });

  for (const scope of ['head office', 'branch'] as const) {
    it(`${scope}: totals by status equal the listed rows and the orders' money paid online`, async () => {
      const branchId = scope === 'branch' ? shop.branchId : shop.owner.storeId;
      const summary = await call('get-summary-income', { branchId });
      let grossAll = 0;
      for (const status of INCOME_TRANSFER_STATUSES) {
        const t = summary.totals[status as IncomeStatus];
        expect(satang(t.net), status).toBe(satang(t.gross) - satang(t.fee) - satang(t.commission));
        const rows: { gross: number; net: number; fee: number; commission: number }[] = [];
        let page = 1;
        let listed: { totals: typeof t; totalPage: number; rows: typeof rows };
        do {
          listed = await call('get-income-transaction', {
            moneyTransferStatus: status,
            branchId,
            page,
          });
          rows.push(...listed.rows);
          page += 1;
        } while (page <= listed.totalPage);
        expect(listed.totals, status).toEqual(t);
        expect(rows.length, status).toBe(t.count);
        for (const key of ['gross', 'fee', 'commission', 'net'] as const) {
          const sum = rows.reduce((n, r) => n + satang(r[key]), 0);
          expect(sum, `${status} ${key}`).toBe(satang(t[key]));
        }
        grossAll += satang(t.gross);
      }
      const [orders] = (
        await h.db.execute<{ paid: string; n: string }>(sql`
          select coalesce(sum(paid_now_satang), 0) as paid, count(*) as n from orders
          where store_id = ${branchId} and paid_at is not null`)
      ).rows;
      expect(grossAll).toBe(Number(orders.paid));
      const count = INCOME_TRANSFER_STATUSES.reduce((n, s) => n + summary.totals[s].count, 0);
      expect(count).toBe(Number(orders.n));
    });
  }

  it('every status occurs in the generated months (the test covers them all)', async () => {
    const summary = await call('get-summary-income', { branchId: shop.owner.storeId });
    for (const status of ['HELD', 'TRANSFERRED', 'REFUNDED'] as const) {
      expect(summary.totals[status].count, status).toBeGreaterThan(0);
    }
    const branch = await call('get-summary-income', { branchId: shop.branchId });
    expect(branch.totals.READY.count).toBeGreaterThan(0);
  });

  it('the daily summaries agree with the ledger and equal a rebuild from the orders', async () => {
    for (const storeId of [shop.owner.storeId, shop.branchId]) {
      const kept = await summaryTables(h.db, storeId);
      const summary = await call('get-summary-income', { branchId: storeId });
      const online = kept.sales.reduce((n, s) => n + s.paidOnlineSatang, 0);
      const gross = INCOME_TRANSFER_STATUSES.reduce(
        (n, s) => n + satang(summary.totals[s].gross),
        0,
      );
      expect(online).toBe(gross);
      expect(kept.sales.reduce((n, s) => n + s.cancelledOrders, 0)).toBe(
        summary.totals.REFUNDED.count,
      );
      await rebuildSummaries(h.db, storeId);
      expect(await summaryTables(h.db, storeId)).toEqual(kept);
    }
  });
});

import { dateRangeError } from '@yangdee/contracts/date-range';
import {
  INCOME_PAGE_SIZE,
  INCOME_TRANSFER_STATUSES,
  type IncomeFilter,
  type IncomeRow,
  type IncomeStatus,
  type IncomeSummaryResponse,
  type IncomeTransactionResponse,
  type MoneyTotals,
} from '@yangdee/contracts/income';
import { satangToBaht } from '@yangdee/contracts/pricing';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stores } from '../../db/schema/stores';
import { AppError } from '../../lib/app-error';
import { storeLabel } from '../orders/seller-orders.mapper';
import { type ScopeSeller, sellerOrderStoreIds } from '../seller-accounts/seller-order-scope';
import * as repo from './income.repository';

// get-summary-income and get-income-transaction (spec 7 "Seller" → Income; issue 17 item 2):
// the money of the store signed in, or of one of an owner's branches (branchId), by transfer
// status; money in baht on the wire.

type Seller = ScopeSeller;

/** Refuses a bad range with the Thai reason (from after to, over five years); nothing is read. */
export function checkIncomeFilter(filter: IncomeFilter): void {
  const message = dateRangeError(filter.fromDate, filter.toDate);
  if (message) throw new AppError('VALIDATION_FAILED', message, { fromDate: [message] });
}

const bahtTotals = (t: MoneyTotals): MoneyTotals => ({
  count: t.count,
  gross: satangToBaht(t.gross),
  fee: satangToBaht(t.fee),
  commission: satangToBaht(t.commission),
  net: satangToBaht(t.net),
});

const ZERO: MoneyTotals = { count: 0, gross: 0, fee: 0, commission: 0, net: 0 };

export async function getIncomeSummary(
  db: Db,
  seller: Seller,
  branchId?: number,
): Promise<IncomeSummaryResponse> {
  const scope = await sellerOrderStoreIds(db, seller, 'manageAccounting');
  const storeIds = await sellerOrderStoreIds(db, seller, 'manageAccounting', branchId);
  // Three reads at once (decision 0169): each has its own index; together they take the longest.
  const [sums, remain, names] = await Promise.all([
    repo.sumByStatus(db, storeIds),
    repo.sumRemain(db, storeIds),
    db
      .select({ id: stores.id, name: stores.name, branchName: stores.branchName })
      .from(stores)
      .where(inArray(stores.id, scope))
      .orderBy(stores.id),
  ]);
  const totals = Object.fromEntries(
    INCOME_TRANSFER_STATUSES.map((s) => [s, bahtTotals(sums.find((r) => r.status === s) ?? ZERO)]),
  ) as Record<IncomeStatus, MoneyTotals>;
  return {
    totals,
    remainAtShop: satangToBaht(remain),
    stores: names.map((st) => ({ id: st.id, name: storeLabel(st) })),
    // Payouts are made by batches in the operator console (decision 0140), never from here.
    canMarkTransferred: false,
  };
}

export function toIncomeRow(r: repo.EntryRow): IncomeRow {
  return {
    id: r.id,
    orderId: r.orderId,
    orderNo: r.orderNo,
    storeId: r.storeId,
    storeName: storeLabel({ name: r.storeName, branchName: r.branchName }),
    orderType: r.orderType,
    paymentMethod: r.paymentMethod,
    paidAt: r.paidAt.toISOString(),
    gross: satangToBaht(r.gross),
    fee: satangToBaht(r.fee),
    commission: satangToBaht(r.commission),
    net: satangToBaht(r.net),
    remain: satangToBaht(r.remain),
    status: r.status,
    releaseAt: r.releaseAt?.toISOString() ?? null,
    transferredAt: r.transferredAt?.toISOString() ?? null,
    refundedAt: r.refundedAt?.toISOString() ?? null,
  };
}

export async function listIncome(
  db: Db,
  seller: Seller,
  query: IncomeFilter & { page: number },
): Promise<IncomeTransactionResponse> {
  checkIncomeFilter(query);
  const storeIds = await sellerOrderStoreIds(db, seller, 'manageAccounting', query.branchId);
  const where = repo.incomeWhere(query, storeIds);
  const totals = await repo.sumWhere(db, where);
  const totalPage = Math.max(1, Math.ceil(totals.count / INCOME_PAGE_SIZE));
  const page = Math.min(query.page, totalPage);
  const rows = await repo.findEntryPage(db, query, storeIds, {
    limit: INCOME_PAGE_SIZE,
    offset: (page - 1) * INCOME_PAGE_SIZE,
    total: totals.count,
  });
  return {
    rows: rows.map(toIncomeRow),
    totalPage,
    totalCount: totals.count,
    totals: bahtTotals(totals),
  };
}

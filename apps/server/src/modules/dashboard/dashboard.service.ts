import {
  bucketKeyOf,
  bucketKeys,
  DASHBOARD_TOP_N,
  type DashboardPopularResponse,
  type DashboardQuery,
  type DashboardRankingResponse,
  type DashboardResponse,
  dashboardBucketFor,
  type PopularTireKind,
} from '@yangdee/contracts/dashboard';
import { ORDER_TYPE } from '@yangdee/contracts/order-status';
import { satangToBaht } from '@yangdee/contracts/pricing';
import type { Db } from '../../db/client';
import { bangkokDayEnd, bangkokDayStart } from '../../lib/time';
import type { AuthSeller } from '../../plugins/auth';
import { storeLabel } from '../orders/seller-orders.mapper';
import { findScopeStores, sellerOrderStoreIds } from '../seller-accounts/seller-order-scope';
import * as repo from './dashboard.repository';

// /seller/dashboard (spec 7 "Dashboard"; issue 17 §3; decisions 0106, 0107). The stores are the
// one signed in and its branches (an owner's head office), or the one branch asked for; another
// shop's branchId is not found. Figures are paid orders by the Bangkok day of payment, with the
// orders cancelled after payment taken out.

const scopeOf = (db: Db, seller: AuthSeller, body: DashboardQuery) =>
  sellerOrderStoreIds(db, seller, 'manageDashboard', body.branchId ?? undefined);

export async function getDashboard(
  db: Db,
  seller: AuthSeller,
  body: DashboardQuery,
): Promise<DashboardResponse> {
  const { fromDate, toDate } = body;
  const storeIds = await scopeOf(db, seller, body);
  const [days, tyres, scopeStores] = await Promise.all([
    repo.findDailySales(db, storeIds, fromDate, toDate),
    repo.sumTyresSold(db, storeIds, fromDate, toDate),
    findScopeStores(db, await sellerOrderStoreIds(db, seller, 'manageDashboard')),
  ]);
  const bucket = dashboardBucketFor(fromDate, toDate);
  const series = new Map(bucketKeys(fromDate, toDate, bucket).map((k) => [k, { s: 0, o: 0 }]));
  const byType = new Map<number, { s: number; o: number }>([
    [ORDER_TYPE.SERVICE, { s: 0, o: 0 }],
    [ORDER_TYPE.DELIVERY, { s: 0, o: 0 }],
  ]);
  let sales = 0;
  let count = 0;
  let cancelledOrders = 0;
  let cancelledSatang = 0;
  for (const row of days) {
    const s = row.salesSatang - row.cancelledSatang;
    const o = row.orders - row.cancelledOrders;
    sales += s;
    count += o;
    cancelledOrders += row.cancelledOrders;
    cancelledSatang += row.cancelledSatang;
    const point = series.get(bucketKeyOf(row.day, bucket, fromDate));
    if (point) {
      point.s += s;
      point.o += o;
    }
    const type = byType.get(row.orderType) ?? { s: 0, o: 0 };
    type.s += s;
    type.o += o;
    byType.set(row.orderType, type);
  }
  return {
    fromDate,
    toDate,
    bucket,
    summary: {
      sales: satangToBaht(sales),
      orders: count,
      averageOrder: count > 0 ? satangToBaht(Math.round(sales / count)) : 0,
      tyres,
      cancelledOrders,
      cancelledSales: satangToBaht(cancelledSatang),
    },
    byType: [...byType].map(([orderType, t]) => ({
      orderType,
      orders: t.o,
      sales: satangToBaht(t.s),
    })),
    series: [...series].map(([date, p]) => ({ date, sales: satangToBaht(p.s), orders: p.o })),
    stores: scopeStores.map((st) => ({ id: st.id, name: storeLabel(st) })),
  };
}

export async function getDashboardRanking(
  db: Db,
  seller: AuthSeller,
  body: DashboardQuery,
): Promise<DashboardRankingResponse> {
  const { fromDate, toDate } = body;
  const storeIds = await scopeOf(db, seller, body);
  if (storeIds.length > 1) {
    const [totals, scopeStores] = await Promise.all([
      repo.findSalesByStore(db, storeIds, fromDate, toDate),
      findScopeStores(db, storeIds),
    ]);
    const byStore = new Map(totals.map((t) => [t.storeId, t]));
    const rankingList = scopeStores
      .map((st) => ({
        id: st.id,
        name: storeLabel(st),
        orders: byStore.get(st.id)?.orders ?? 0,
        satang: byStore.get(st.id)?.salesSatang ?? 0,
      }))
      .sort((a, b) => b.satang - a.satang || b.orders - a.orders || a.id - b.id)
      .slice(0, DASHBOARD_TOP_N)
      .map(({ satang, ...row }) => ({ ...row, sales: satangToBaht(satang) }));
    return { kind: 'BRANCH', rankingList };
  }
  const rows = await repo.findSalesByStaff(
    db,
    storeIds[0],
    bangkokDayStart(fromDate),
    bangkokDayEnd(toDate),
    DASHBOARD_TOP_N,
  );
  return {
    kind: 'STAFF',
    rankingList: rows.map((r) => ({
      id: r.staffId,
      name: r.name,
      orders: r.orders,
      sales: satangToBaht(r.salesSatang),
    })),
  };
}

export async function getDashboardPopular(
  db: Db,
  seller: AuthSeller,
  kind: PopularTireKind,
  body: DashboardQuery,
): Promise<DashboardPopularResponse> {
  const storeIds = await scopeOf(db, seller, body);
  const rows = await repo.findPopular(
    db,
    kind,
    storeIds,
    body.fromDate,
    body.toDate,
    DASHBOARD_TOP_N,
  );
  return {
    kind,
    itemList: rows.map((r) => ({
      id: r.id,
      name: r.name,
      qty: r.qty,
      sales: satangToBaht(r.salesSatang),
    })),
  };
}

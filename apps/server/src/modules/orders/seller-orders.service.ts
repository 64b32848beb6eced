import { ORDER_TYPE } from '@yangdee/contracts/order-status';
import { paymentMethodText } from '@yangdee/contracts/payment-methods';
import type { SellerAcl } from '@yangdee/contracts/seller-acl';
import {
  SELLER_ORDER_PAGE_SIZE,
  SELLER_ORDER_STATUSES,
  type SellerOrderCountResponse,
  type SellerOrderDetail,
  type SellerOrderFilter,
  type SellerOrderListResponse,
} from '@yangdee/contracts/seller-orders';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthSeller } from '../../plugins/auth';
import { findShopRefundNotice } from '../ledger/refund-notice';
import {
  findScopeStores,
  ORDER_READ,
  type ScopeSeller,
  sellerOrderStoreIds,
} from '../seller-accounts/seller-order-scope';
import { joinAddress, readSnapshotLines } from './receipt.service';
import {
  customerName,
  orderHistory,
  sellerOrderActions,
  storeLabel,
  toBaht,
  toSellerOrderRow,
} from './seller-orders.mapper';
import * as repo from './seller-orders.repository';
import { shopDayOfOrder } from './shop-day-detail';

// /seller/order/manage and /seller/order/detail/:id (issue 15 items 1, 2): the shop's orders,
// newest first, filtered and paged; counts per status; one order with everything the job needs.

const NOT_FOUND = 'ไม่พบคำสั่งซื้อนี้';

/** Filter checks zod cannot say alone: a status the shop sees, a date range that runs forward. */
export function checkSellerOrderFilter(filter: SellerOrderFilter): void {
  if (
    repo.hasStatusFilter(filter.status) &&
    !(SELLER_ORDER_STATUSES as readonly number[]).includes(filter.status)
  ) {
    throw new AppError('VALIDATION_FAILED', 'สถานะคำสั่งซื้อไม่ถูกต้อง', {
      status: ['สถานะคำสั่งซื้อไม่ถูกต้อง'],
    });
  }
  if (filter.fromDate && filter.toDate && filter.fromDate > filter.toDate) {
    throw new AppError('VALIDATION_FAILED', 'วันที่เริ่มต้นต้องไม่อยู่หลังวันที่สิ้นสุด', {
      toDate: ['วันที่เริ่มต้นต้องไม่อยู่หลังวันที่สิ้นสุด'],
    });
  }
}

export async function listSellerOrders(
  db: Db,
  seller: ScopeSeller,
  body: SellerOrderFilter & { page: number },
): Promise<SellerOrderListResponse> {
  checkSellerOrderFilter(body);
  const scope = await sellerOrderStoreIds(db, seller, ORDER_READ);
  const storeIds = await sellerOrderStoreIds(db, seller, ORDER_READ, body.branchId);
  const { total: totalCount, rows } = await repo.findOrderPage(db, body, storeIds, {
    limit: SELLER_ORDER_PAGE_SIZE,
    page: body.page,
  });
  const totalPage = repo.lastPage(totalCount, SELLER_ORDER_PAGE_SIZE);
  return {
    orderList: rows.map((r) =>
      toSellerOrderRow(r.order, { name: r.storeName, branchName: r.branchName }, r.itemCount),
    ),
    totalPage,
    totalCount,
    stores: (await findScopeStores(db, scope)).map((st) => ({
      id: st.id,
      name: storeLabel(st),
    })),
  };
}

export async function countSellerOrders(
  db: Db,
  seller: ScopeSeller,
  filter: SellerOrderFilter,
): Promise<SellerOrderCountResponse> {
  const withoutStatus = { ...filter, status: undefined };
  checkSellerOrderFilter(withoutStatus);
  const storeIds = await sellerOrderStoreIds(db, seller, ORDER_READ, filter.branchId);
  const rows = await repo.countOrdersByStatus(db, repo.sellerOrderWhere(withoutStatus, storeIds));
  const counts: Record<string, number> = Object.fromEntries(
    SELLER_ORDER_STATUSES.map((s) => [String(s), 0]),
  );
  let all = 0;
  for (const row of rows) {
    counts[String(row.status)] = Number(row.n);
    all += Number(row.n);
  }
  return { all, counts };
}

/**
 * One order of the given stores as the shop's detail screen (and its printable pages) read it,
 * with the actions this staff member may take now. Unknown, another shop's or unpaid: Thai 404.
 */
export async function readSellerOrderDetail(
  db: DbOrTx,
  storeIds: readonly number[],
  id: number,
  acl: Pick<SellerAcl, 'manageOrder' | 'confirmService' | 'confirmDelivery'>,
  now: Date = new Date(),
): Promise<SellerOrderDetail> {
  const found = await repo.findSellerOrder(db, storeIds, id);
  if (!found) throw new AppError('NOT_FOUND', NOT_FOUND);
  const { order, store } = found;
  const [items, historyRows, refund] = await Promise.all([
    repo.findDetailItems(db, order.id),
    repo.findHistory(db, order.id),
    findShopRefundNotice(db, order.id, customerName(order.customer)),
  ]);
  const shopDay = await shopDayOfOrder(db, order, acl, now);
  const c = order.customer;
  const s = order.shipping;
  const itemCount = items.reduce((n, r) => n + r.item.quantity, 0);
  return {
    ...toSellerOrderRow(order, store, itemCount),
    items: items.map(({ item, size, year }) => ({
      id: item.id,
      sellerProductId: item.sellerProductId,
      title: item.title,
      size: size ?? '',
      year: year ?? null,
      quantity: item.quantity,
      unitPrice: toBaht(item.unitPriceSatang),
      lineTotal: toBaht(item.lineTotalSatang),
      dotCodes: Array.isArray(item.dotCodes) ? item.dotCodes : [],
    })),
    services: readSnapshotLines(order.snapshot, 'services'),
    discounts: readSnapshotLines(order.snapshot, 'discounts').map((d) => ({
      title: d.title,
      amount: Math.abs(d.price),
    })),
    subtotal: toBaht(order.subtotalSatang),
    deliveryFee: toBaht(order.deliveryFeeSatang),
    serviceTotal: toBaht(order.serviceTotalSatang),
    discountTotal: toBaht(order.discountTotalSatang),
    paymentMethod: order.paymentMethod,
    paymentMethodText: paymentMethodText(order.paymentMethod, order.installmentPeriod),
    installmentPeriod: order.installmentPeriod,
    remainCollected: order.remainCollectedAt !== null,
    ...shopDay.fields,
    customer: {
      firstName: c.firstName ?? '',
      lastName: c.lastName ?? '',
      tel: c.tel ?? '',
      email: c.email ?? '',
      licenseNumber: c.licenseNumber ?? '',
      licenseProvince: c.licenseProvince ?? '',
      carBrand: c.carBrand ?? '',
      carModel: c.carModel ?? '',
    },
    shipping:
      order.orderType === ORDER_TYPE.DELIVERY && s
        ? {
            name: joinAddress([s.receiverFirstname, s.receiverLastname]) || customerName(c),
            tel: s.receiverTel ?? '',
            address: joinAddress([s.address, s.subDistrict, s.district, s.province, s.postCode]),
            remark: s.deliveryRemark ?? '',
          }
        : null,
    taxInvoice: c.requireTax
      ? {
          electronic: Boolean(c.requireElecTax),
          taxId: c.taxId ?? '',
          name: c.taxName ?? '',
          address: joinAddress([
            c.taxAddress,
            c.taxSubDistrict,
            c.taxDistrict,
            c.taxProvince,
            c.taxPostCode,
          ]),
          email: c.taxEmail ?? '',
          invoiceNo: order.taxInvoiceNo,
        }
      : null,
    carrier: order.carrier,
    trackingText: order.trackingText,
    cancelReason: order.cancelReason,
    refund,
    history: orderHistory(order, historyRows),
    actions: { ...sellerOrderActions(order, acl), collectRemain: shopDay.collectRemain },
  };
}

export async function getSellerOrderDetail(
  db: Db,
  seller: ScopeSeller & Pick<AuthSeller, 'acl'>,
  id: number,
  now: Date = new Date(),
): Promise<{ order: SellerOrderDetail }> {
  const storeIds = await sellerOrderStoreIds(db, seller, ORDER_READ);
  return { order: await readSellerOrderDetail(db, storeIds, id, seller.acl, now) };
}

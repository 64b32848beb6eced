import type {
  OrderHistoryResponse,
  SubmitRewardAddressBody,
} from '@yangdee/contracts/order-history';
import {
  isCompletedStatus,
  ORDER_HISTORY_TABS,
  type OrderHistoryTab,
} from '@yangdee/contracts/order-status';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findRefundNotices } from '../ledger/refund-notice';
import { toBaht, toOrderCard } from './order-history.mapper';
import * as repo from './order-history.repository';

// /my/order: order history by tab, one review per completed order, reward address (spec 2.2, 4).

function tabOf(status: number): OrderHistoryTab | null {
  for (const [tab, list] of Object.entries(ORDER_HISTORY_TABS)) {
    if ((list as readonly number[]).includes(status)) return tab as OrderHistoryTab;
  }
  return null;
}

export async function getOrderHistory(
  db: Db,
  userId: number,
  q: { tab: OrderHistoryTab; page: number; pageSize: number },
): Promise<OrderHistoryResponse> {
  const counts = { waiting: 0, completed: 0, cancel: 0 };
  for (const row of await repo.countByStatus(db, userId)) {
    const tab = tabOf(row.status);
    if (tab) counts[tab] += row.n;
  }
  const total = counts[q.tab];
  const totalPage = Math.max(1, Math.ceil(total / q.pageSize));
  const rows = await repo.findOrdersPage(
    db,
    userId,
    ORDER_HISTORY_TABS[q.tab],
    q.pageSize,
    (q.page - 1) * q.pageSize,
  );
  const ids = rows.map((r) => r.order.id);
  const [items, reviews, refunds] = await Promise.all([
    repo.findItems(db, ids),
    repo.findReviews(db, ids),
    findRefundNotices(db, ids),
  ]);
  return {
    items: rows.map((r) => ({
      ...toOrderCard(
        r.order,
        r.store,
        items.filter((i) => i.orderId === r.order.id),
        reviews.find((v) => v.orderId === r.order.id),
      ),
      refund: refunds.get(r.order.id) ?? null,
    })),
    total,
    totalPage,
    counts,
  };
}

/** 'สมชาย ใจดี' → 'สมชาย ใ.' : reviews are public, so the surname is shortened. */
export function reviewerNameOf(name: string, username: string | null): string {
  const [first, last] = name.trim().split(/\s+/);
  if (first && last) return `${first} ${[...last][0]}.`;
  return first || username || 'ลูกค้ายางดี';
}

export async function submitReview(
  db: Db,
  userId: number,
  body: { orderNo: string; rating: number; text: string },
): Promise<void> {
  const found = await repo.findOwnOrder(db, userId, body.orderNo);
  if (!found) throw new AppError('NOT_FOUND', 'ไม่พบคำสั่งซื้อนี้');
  if (!isCompletedStatus(found.order.status)) {
    throw new AppError('CONFLICT', 'รีวิวได้เฉพาะคำสั่งซื้อที่ติดตั้งหรือจัดส่งเรียบร้อยแล้ว');
  }
  const user = await repo.findReviewer(db, userId);
  await db.transaction(async (tx) => {
    const isNew = await repo.insertReview(tx, {
      storeId: found.order.storeId,
      userId,
      orderId: found.order.id,
      reviewerName: reviewerNameOf(user?.name ?? '', user?.username ?? null),
      rating: body.rating,
      text: body.text,
    });
    // reviews.order_id is unique: a second review of the same order inserts nothing.
    if (!isNew) throw new AppError('CONFLICT', 'คุณรีวิวคำสั่งซื้อนี้ไปแล้ว');
    await repo.addStoreRating(tx, found.order.storeId, body.rating);
  });
}

export async function submitRewardAddress(
  db: Db,
  userId: number,
  body: SubmitRewardAddressBody,
): Promise<void> {
  let orderId: number | null = null;
  if (body.orderNo) {
    const found = await repo.findOwnOrder(db, userId, body.orderNo);
    if (!found) throw new AppError('NOT_FOUND', 'ไม่พบคำสั่งซื้อนี้');
    orderId = found.order.id;
  }
  await repo.insertRewardAddress(db, { userId, orderId, fullAddress: body.fullAddress });
}

/** Every order of the shopper with its lines, for their PDPA data export (users/export-data). */
export async function exportOrdersOf(db: Db, userId: number) {
  const orders = await repo.findAllOrdersOfUser(db, userId);
  const items = await repo.findItems(
    db,
    orders.map((o) => o.order.id),
  );
  return orders.map(({ order, storeName, branchName }) => ({
    id: order.id,
    orderNo: order.orderNo,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    store: branchName ? `${storeName} ${branchName}` : storeName,
    customer: order.customer,
    shipping: order.shipping,
    appointmentDate: order.appointmentDate,
    appointmentTime: order.appointmentTime,
    total: toBaht(order.totalSatang),
    paidNow: toBaht(order.paidNowSatang),
    remain: toBaht(order.remainSatang),
    items: items
      .filter((i) => i.orderId === order.id)
      .map((i) => ({
        title: i.title,
        quantity: i.quantity,
        lineTotal: toBaht(i.lineTotalSatang),
      })),
  }));
}

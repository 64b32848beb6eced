import { ORDER_STATUS, ORDER_TYPE } from '@yangdee/contracts/order-status';
import type { CollectRemainBody, OrderActionResponse } from '@yangdee/contracts/seller-orders';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { AppError } from '../../lib/app-error';
import { logSellerAction } from '../seller-accounts/action-log';
import { type ScopeSeller, sellerOrderStoreIds } from '../seller-accounts/seller-order-scope';
import { lockOrderRow, type OrderActor } from './order-lifecycle';

// The remainder of a deposit order collected at the shop (issue 37 item 10): recorded once, with
// the staff member and the time, at the fitting (confirm-service ticks it) or afterwards
// (collect-remain, from the order's detail). The one writer of remain_collected_*; it never
// touches the order's status (the lifecycle's). Income counts a remainder as collected from here.

/** Statuses whose remainder may be recorded: confirmed or fitted, never cancelled. */
const COLLECTABLE: readonly number[] = [
  ORDER_STATUS.WAITING_SERVICE,
  ORDER_STATUS.COMPLETED_SERVICE,
];

export function canCollectRemain(order: {
  orderType: number;
  status: number;
  remainSatang: number;
  remainCollectedAt: Date | null;
}): boolean {
  return (
    order.orderType === ORDER_TYPE.SERVICE &&
    order.remainSatang > 0 &&
    order.remainCollectedAt === null &&
    COLLECTABLE.includes(order.status)
  );
}

/** Stamps the remainder collected by `actor` at `now`; false when it already was (or is none). */
export async function recordRemainCollected(
  tx: DbOrTx,
  orderId: number,
  actor: OrderActor,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(orders)
    .set({
      remainCollectedAt: now,
      remainCollectedBy: actor.id ?? null,
      remainCollectedByName: (actor.name?.trim() || 'ร้านค้า').slice(0, 200),
      updatedAt: now,
    })
    .where(
      and(eq(orders.id, orderId), isNull(orders.remainCollectedAt), gt(orders.remainSatang, 0)),
    )
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** collect-remain: the shop records afterwards that it collected the remainder. */
export async function collectRemain(
  deps: { db: Db; now: () => Date },
  seller: ScopeSeller,
  actor: OrderActor,
  body: CollectRemainBody,
): Promise<OrderActionResponse> {
  const storeIds = await sellerOrderStoreIds(deps.db, seller, ['confirmService', 'manageOrder']);
  const now = deps.now();
  const order = await deps.db.transaction(async (tx) => {
    const order = await lockOrderRow(tx, Number(body.id));
    if (
      !order ||
      !storeIds.includes(order.storeId) ||
      order.status === ORDER_STATUS.AWAITING_PAYMENT
    ) {
      throw new AppError('NOT_FOUND', 'ไม่พบคำสั่งซื้อ');
    }
    if (order.remainCollectedAt !== null) throw new AppError('REMAIN_ALREADY_COLLECTED');
    if (!canCollectRemain(order)) {
      throw new AppError('CONFLICT', 'คำสั่งซื้อนี้ไม่มียอดที่ต้องเก็บเงินที่ร้าน');
    }
    await recordRemainCollected(tx, order.id, actor, now);
    await logSellerAction(
      tx,
      { sellerUserId: seller.sellerUserId, storeId: order.storeId },
      'order.remain',
      `คำสั่งซื้อ ${order.orderNo}`,
    );
    return order;
  });
  return {
    success: true,
    message: `บันทึกการเก็บเงินส่วนที่เหลือ ฿${(order.remainSatang / 100).toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 })} เรียบร้อยแล้ว`,
    status: order.status,
  };
}

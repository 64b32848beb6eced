import { bayEndOf } from '@yangdee/contracts/bays';
import type { OrderCard } from '@yangdee/contracts/order-history';
import {
  isCompletedStatus,
  ORDER_STATUS,
  orderStatusText,
  orderTypeName,
} from '@yangdee/contracts/order-status';
import type { orderItems } from '../../db/schema/orders';
import { storefrontUrl } from '../../lib/image-urls';
import type { OrderRow, StoreRow } from './order-history.repository';

// Order rows → the order card of /my/order. Satang → baht at this edge only.

export const toBaht = (satang: number) => satang / 100;

type ItemRow = typeof orderItems.$inferSelect;
type ReviewRow = { rating: number; text: string; createdAt: Date };

export function toItem(i: ItemRow) {
  return {
    title: i.title,
    quantity: i.quantity,
    unitPrice: toBaht(i.unitPriceSatang),
    lineTotal: toBaht(i.lineTotalSatang),
  };
}

export function toOrderCard(
  order: OrderRow,
  store: StoreRow,
  items: ItemRow[],
  review: ReviewRow | undefined,
): OrderCard {
  return {
    orderNo: order.orderNo,
    createdAt: order.createdAt.toISOString(),
    statusCode: order.status,
    statusText: orderStatusText(order.status),
    store: {
      name: store.name,
      branchName: store.branchName,
      link: `/store/${store.link}`,
      picture: storefrontUrl(store.id),
    },
    items: items.map(toItem),
    total: toBaht(order.totalSatang),
    // Money actually received: an attempt cancelled before payment shows 0 (decision 0134).
    paidNow: order.paidAt ? toBaht(order.paidNowSatang) : 0,
    remain: toBaht(order.remainSatang),
    orderType: orderTypeName(order.orderType),
    appointmentDate: order.appointmentDate,
    appointmentTime: order.appointmentTime,
    appointmentTo: bayEndOf(order.appointmentTime, order.jobMinutes),
    canReview: isCompletedStatus(order.status) && !review,
    ...(order.status === ORDER_STATUS.CANCEL && order.cancelReason
      ? { cancelReason: order.cancelReason }
      : {}),
    ...(review
      ? {
          review: {
            rating: review.rating,
            text: review.text,
            createdAt: review.createdAt.toISOString(),
          },
        }
      : {}),
  };
}

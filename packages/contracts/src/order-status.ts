import { z } from 'zod';

// Order status of spec 4 with the glossary's Thai labels. 'Waiting' = 1, 2, 3; 'completed' = 4, 5;
// 99 = cancelled. Status 0 is our own "awaiting payment" (an order not yet paid is not shown to
// the customer's history as a placed order).

export const ORDER_STATUS = {
  AWAITING_PAYMENT: 0,
  WAITING_CONFIRM: 1,
  WAITING_SERVICE: 2,
  WAITING_DELIVERY: 3,
  COMPLETED_SERVICE: 4,
  COMPLETED_DELIVERY: 5,
  CANCEL: 99,
} as const;

export type OrderStatusCode = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

export const ORDER_STATUS_TEXT: Record<OrderStatusCode, string> = {
  0: 'รอชำระเงิน',
  1: 'รอยืนยันคำสั่งซื้อ',
  2: 'รอเข้ารับบริการ',
  3: 'รอจัดส่ง',
  4: 'ติดตั้งเรียบร้อย',
  5: 'จัดส่งเรียบร้อย',
  99: 'ยกเลิก',
};

export function orderStatusText(code: number): string {
  return ORDER_STATUS_TEXT[code as OrderStatusCode] ?? '';
}

/** The three tabs of /my/order and the statuses each one shows (spec 4). */
export const ORDER_HISTORY_TABS = {
  waiting: [1, 2, 3],
  completed: [4, 5],
  cancel: [99],
} as const satisfies Record<string, readonly OrderStatusCode[]>;

export const OrderHistoryTabSchema = z.enum(['waiting', 'completed', 'cancel']);
export type OrderHistoryTab = z.infer<typeof OrderHistoryTabSchema>;

export function isCompletedStatus(code: number): boolean {
  return code === ORDER_STATUS.COMPLETED_SERVICE || code === ORDER_STATUS.COMPLETED_DELIVERY;
}

/** Order types of spec 9 "Enumerations". */
export const ORDER_TYPE = { SERVICE: 1, DELIVERY: 2 } as const;
export const OrderTypeNameSchema = z.enum(['SERVICE', 'DELIVERY']);
export type OrderTypeName = z.infer<typeof OrderTypeNameSchema>;

export function orderTypeName(code: number): OrderTypeName {
  return code === ORDER_TYPE.DELIVERY ? 'DELIVERY' : 'SERVICE';
}

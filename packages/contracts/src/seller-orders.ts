import { z } from 'zod';
import { DOT_CODE_FORMAT, DOT_FORMAT_MESSAGE, dotCodeError } from './dot-codes';
import { OptionalBranchIdSchema, OptionalDateKeySchema } from './nullable';
import { OrderNoSchema } from './order-history';
import { ORDER_STATUS, type OrderStatusCode } from './order-status';

// The shop's side of an order (spec 2.3 /seller/order/*, 4 "Order status", 6 order flags, 7
// "Seller" → Orders and Exports; issue 15). Money goes over the wire in baht (numbers with two
// decimals at most), dates as ISO strings; the screens show Buddhist-era dates.

/** Statuses a shop sees: awaiting payment (0) is the shopper's own business. */
export const SELLER_ORDER_STATUSES = [
  ORDER_STATUS.WAITING_CONFIRM,
  ORDER_STATUS.WAITING_SERVICE,
  ORDER_STATUS.WAITING_DELIVERY,
  ORDER_STATUS.COMPLETED_SERVICE,
  ORDER_STATUS.COMPLETED_DELIVERY,
  ORDER_STATUS.CANCEL,
] as const satisfies readonly OrderStatusCode[];

export const SELLER_ORDER_PAGE_SIZE = 20;
export const ORDER_KEYWORD_MAX = 100;
export const CANCEL_REASON_MAX = 300;
export const TRACKING_TEXT_MAX = 200;
export const CARRIER_MAX = 100;

/** Reasons a shop picks from when it cancels; 'OTHER' needs the typed text. */
export const CANCEL_REASONS = {
  OUT_OF_STOCK: 'สินค้าหมด',
  CUSTOMER_REQUEST: 'ลูกค้าขอยกเลิก',
  CANNOT_CONTACT: 'ติดต่อลูกค้าไม่ได้',
  SLOT_UNAVAILABLE: 'ร้านไม่สะดวกให้บริการในวันและเวลาที่นัด',
  CANNOT_DELIVER: 'ไม่สามารถจัดส่งไปยังที่อยู่นี้ได้',
  PRICE_ERROR: 'ราคาสินค้าไม่ถูกต้อง',
  OTHER: 'อื่น ๆ',
} as const;
export type CancelReasonCode = keyof typeof CANCEL_REASONS;
export const CANCEL_REASON_CODES = Object.keys(CANCEL_REASONS) as [
  CancelReasonCode,
  ...CancelReasonCode[],
];

const OrderIdSchema = z.coerce
  .number({ message: 'ไม่พบคำสั่งซื้อ' })
  .int({ message: 'ไม่พบคำสั่งซื้อ' })
  .positive({ message: 'ไม่พบคำสั่งซื้อ' });

/** Filters shared by get-order, get-order-count and export-order. */
export const SellerOrderFilterSchema = z.object({
  /** One of SELLER_ORDER_STATUSES, or omitted / -1 for all. */
  status: z.coerce.number().int().optional(),
  /** 1 SERVICE, 2 DELIVERY, omitted for both. */
  orderType: z.coerce.number().int().min(1).max(2).optional(),
  /** Order date range (Bangkok calendar days, inclusive), Gregorian YYYY-MM-DD on the wire. */
  fromDate: OptionalDateKeySchema,
  toDate: OptionalDateKeySchema,
  /** Order number, customer name, phone or licence plate. */
  keyword: z
    .string()
    .trim()
    .max(ORDER_KEYWORD_MAX, { message: `คำค้นหายาวได้ไม่เกิน ${ORDER_KEYWORD_MAX} ตัวอักษร` })
    .optional(),
  /** An owner may look at one of its branches; omitted or null = the store signed in. */
  branchId: OptionalBranchIdSchema,
});
export type SellerOrderFilter = z.infer<typeof SellerOrderFilterSchema>;

export const GetSellerOrdersBodySchema = SellerOrderFilterSchema.extend({
  page: z.coerce.number().int().min(1).default(1),
});
export type GetSellerOrdersBody = z.input<typeof GetSellerOrdersBodySchema>;

export const SellerOrderRowSchema = z.object({
  id: z.number(),
  orderNo: z.string(),
  status: z.number(),
  statusText: z.string(),
  orderType: z.number(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  customerName: z.string(),
  customerTel: z.string(),
  licensePlate: z.string(),
  /** Installation date (YYYY-MM-DD) and slot label, for SERVICE orders. */
  appointmentDate: z.string().nullable(),
  appointmentTime: z.string().nullable(),
  /** End 'HH:MM' of a booking into a bay (start + job minutes, bays.ts bayEndOf); null for a slot. */
  appointmentTo: z.string().nullable(),
  /** The bay (1-based) a bay booking holds (decision 0162); null for a slot booking. */
  bay: z.number().int().nullable(),
  itemCount: z.number(),
  total: z.number(),
  paidNow: z.number(),
  remain: z.number(),
  storeId: z.number(),
  storeName: z.string(),
});
export type SellerOrderRow = z.infer<typeof SellerOrderRowSchema>;

export const SellerOrderListResponseSchema = z.object({
  orderList: z.array(SellerOrderRowSchema),
  totalPage: z.number(),
  totalCount: z.number(),
  /**
   * The stores whose orders the caller may list (the store signed in and its branches), for the
   * branch select: the only branchId values get-order accepts. One entry: no select to show.
   */
  stores: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type SellerOrderListResponse = z.infer<typeof SellerOrderListResponseSchema>;

/** Counts per status for the filters other than status (tabs / badges). */
export const SellerOrderCountResponseSchema = z.object({
  all: z.number(),
  counts: z.record(z.string(), z.number()),
});
export type SellerOrderCountResponse = z.infer<typeof SellerOrderCountResponseSchema>;

export const OrderIdBodySchema = z.object({ id: OrderIdSchema });
export type OrderIdBody = z.input<typeof OrderIdBodySchema>;

/** confirm-order: a SERVICE order whose appointment has passed needs the shop's acknowledgement. */
export const ConfirmOrderBodySchema = z.object({
  id: OrderIdSchema,
  /** The shop saw that the booked slot has passed and will agree a new time with the customer. */
  acknowledgePassedAppointment: z.boolean().default(false),
});
export type ConfirmOrderBody = z.input<typeof ConfirmOrderBodySchema>;

/** collect-remain: the remainder of a deposit order was collected at the shop (once). */
export const CollectRemainBodySchema = z.object({ id: OrderIdSchema });
export type CollectRemainBody = z.input<typeof CollectRemainBodySchema>;

export const SellerOrderItemSchema = z.object({
  id: z.number(),
  sellerProductId: z.number(),
  title: z.string(),
  size: z.string(),
  /** Production year offered (DOT year). */
  year: z.number().nullable(),
  quantity: z.number(),
  unitPrice: z.number(),
  lineTotal: z.number(),
  /** DOT codes the shop entered when fitting (one per tyre, may be empty). */
  dotCodes: z.array(z.string()),
});

export const OrderHistoryEntrySchema = z.object({
  at: z.string(),
  /** customer | staff | provider | system */
  actorKind: z.string(),
  /** Staff name, 'ลูกค้า', 'ระบบ', 'ผู้ให้บริการชำระเงิน'. */
  actorName: z.string(),
  fromStatus: z.number().nullable(),
  toStatus: z.number(),
  /** Thai line for the timeline, e.g. 'ยืนยันคำสั่งซื้อ', 'ยกเลิก: สินค้าหมด'. */
  note: z.string(),
});
export type OrderHistoryEntry = z.infer<typeof OrderHistoryEntrySchema>;

export const SellerOrderDetailSchema = SellerOrderRowSchema.extend({
  items: z.array(SellerOrderItemSchema),
  services: z.array(z.object({ title: z.string(), price: z.number() })),
  discounts: z.array(z.object({ title: z.string(), amount: z.number() })),
  subtotal: z.number(),
  deliveryFee: z.number(),
  serviceTotal: z.number(),
  discountTotal: z.number(),
  paymentMethod: z.string(),
  paymentMethodText: z.string(),
  installmentPeriod: z.number().nullable(),
  /** True once the remainder of a deposit order was collected at the shop. */
  remainCollected: z.boolean(),
  /** Who recorded the remainder as collected, and when (ISO); null until it is. */
  remainCollectedBy: z.string().nullable(),
  remainCollectedAt: z.string().nullable(),
  /** A SERVICE order whose booked slot has ended (Bangkok time) while still to be fitted. */
  appointmentPassed: z.boolean(),
  customer: z.object({
    firstName: z.string(),
    lastName: z.string(),
    tel: z.string(),
    email: z.string(),
    licenseNumber: z.string(),
    licenseProvince: z.string(),
    carBrand: z.string(),
    carModel: z.string(),
  }),
  /** DELIVERY orders: where the parcel goes. */
  shipping: z
    .object({
      name: z.string(),
      tel: z.string(),
      address: z.string(),
      remark: z.string(),
    })
    .nullable(),
  taxInvoice: z
    .object({
      electronic: z.boolean(),
      taxId: z.string(),
      name: z.string(),
      address: z.string(),
      email: z.string(),
      invoiceNo: z.string().nullable(),
    })
    .nullable(),
  carrier: z.string(),
  trackingText: z.string(),
  cancelReason: z.string(),
  /** Refund owed to / paid back to the shopper, when there is one. */
  refund: z
    .object({
      amount: z.number(),
      status: z.string(),
      reason: z.string(),
      // Issue 32, refunds (decision 0139): where the refund is, as the shop reads it.
      step: z.string().optional(),
      stepText: z.string().optional(),
    })
    .nullable(),
  history: z.array(OrderHistoryEntrySchema),
  /** What this staff member may do now (the transition table and the staff flags agree). */
  actions: z.object({
    confirm: z.boolean(),
    cancel: z.boolean(),
    confirmService: z.boolean(),
    confirmDelivery: z.boolean(),
    /** Record the remainder collected at the shop (fitted or to be fitted, not yet recorded). */
    collectRemain: z.boolean(),
  }),
});
export type SellerOrderDetail = z.infer<typeof SellerOrderDetailSchema>;

export const SellerOrderDetailResponseSchema = z.object({ order: SellerOrderDetailSchema });
export type SellerOrderDetailResponse = z.infer<typeof SellerOrderDetailResponseSchema>;

export const CancelOrderBodySchema = z
  .object({
    id: OrderIdSchema,
    reasonCode: z.enum(CANCEL_REASON_CODES, { message: 'กรุณาเลือกเหตุผลที่ยกเลิก' }),
    reasonText: z
      .string()
      .trim()
      .max(CANCEL_REASON_MAX, { message: `เหตุผลยาวได้ไม่เกิน ${CANCEL_REASON_MAX} ตัวอักษร` })
      .default(''),
  })
  .refine((b) => b.reasonCode !== 'OTHER' || b.reasonText.length > 0, {
    message: 'กรุณาระบุเหตุผลที่ยกเลิก',
    path: ['reasonText'],
  });
export type CancelOrderBody = z.input<typeof CancelOrderBodySchema>;

/** The reason as the shopper and the history read it. */
export function cancelReasonText(code: CancelReasonCode, text: string): string {
  return code === 'OTHER'
    ? text
    : text
      ? `${CANCEL_REASONS[code]} (${text})`
      : CANCEL_REASONS[code];
}

/** DOT date code on the sidewall: four digits, week and two-digit year (rules: dot-codes.ts). */
export const DOT_CODE_PATTERN = DOT_CODE_FORMAT;

export const ConfirmServiceBodySchema = z.object({
  id: OrderIdSchema,
  /**
   * Per order item id: the DOT code of each tyre fitted, one per tyre of the line (the server
   * checks the count and that each names a real week not after today: fittingDotErrors).
   */
  dotCodes: z
    .array(
      z.object({
        itemId: z.coerce.number().int().positive(),
        codes: z.array(z.string().trim().regex(DOT_CODE_FORMAT, { message: DOT_FORMAT_MESSAGE })),
      }),
    )
    .default([]),
  /** The shop collected the remainder of a deposit order at the fitting. */
  remainCollected: z.boolean().default(false),
});
export type ConfirmServiceBody = z.input<typeof ConfirmServiceBodySchema>;

/**
 * The fitting dialog's values (one order): a DOT code typed per tyre of each line (each a real
 * week not after `today`, the browser's Bangkok day) and, for a deposit order, whether the
 * remainder was collected ('' until chosen). Turns into the confirm-service body. The two
 * messages of the dialog's own are the caller's (its locale).
 */
export function confirmServiceFormSchema(
  order: { id: number; remain: number; items: readonly { id: number; quantity: number }[] },
  today: string,
  messages: { dotMissing: string; remainRequired: string },
) {
  return z
    .object({
      lines: z.array(z.object({ itemId: z.number(), codes: z.array(z.string()) })),
      remain: z.enum(['', 'collected', 'later']),
    })
    .superRefine((value, ctx) => {
      value.lines.forEach((line, i) => {
        line.codes.forEach((typed, n) => {
          const code = typed.trim();
          const message = code ? dotCodeError(code, today) : messages.dotMissing;
          if (message) ctx.addIssue({ code: 'custom', path: ['lines', i, 'codes', n], message });
        });
      });
      if (order.remain > 0 && value.remain === '') {
        ctx.addIssue({ code: 'custom', path: ['remain'], message: messages.remainRequired });
      }
    })
    .transform((value) => ({
      id: order.id,
      dotCodes: value.lines
        .map((line) => ({
          itemId: line.itemId,
          codes: line.codes.map((code) => code.trim()).filter(Boolean),
        }))
        .filter((line) => line.codes.length > 0),
      remainCollected: order.remain > 0 && value.remain === 'collected',
    }));
}
export type ConfirmServiceForm = z.input<ReturnType<typeof confirmServiceFormSchema>>;

export const ConfirmDeliveryBodySchema = z.object({
  id: OrderIdSchema,
  carrier: z
    .string({ message: 'กรุณากรอกชื่อบริษัทขนส่ง' })
    .trim()
    .min(1, { message: 'กรุณากรอกชื่อบริษัทขนส่ง' })
    .max(CARRIER_MAX, { message: `ชื่อบริษัทขนส่งยาวได้ไม่เกิน ${CARRIER_MAX} ตัวอักษร` }),
  trackingText: z
    .string({ message: 'กรุณากรอกเลขพัสดุ' })
    .trim()
    .min(1, { message: 'กรุณากรอกเลขพัสดุ' })
    .max(TRACKING_TEXT_MAX, { message: `เลขพัสดุยาวได้ไม่เกิน ${TRACKING_TEXT_MAX} ตัวอักษร` }),
});
export type ConfirmDeliveryBody = z.input<typeof ConfirmDeliveryBodySchema>;

/** Every seller order action answers the order as it now stands and a Thai line. */
export const OrderActionResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  status: z.number(),
});
export type OrderActionResponse = z.infer<typeof OrderActionResponseSchema>;

/** The day board of /seller/order/service (our own call: get-service-board). */
export const ServiceBoardBodySchema = z.object({
  date: OptionalDateKeySchema,
  branchId: OptionalBranchIdSchema,
});
export type ServiceBoardBody = z.input<typeof ServiceBoardBodySchema>;

export const ServiceBoardSlotSchema = z.object({
  value: z.string(),
  from: z.string(),
  to: z.string(),
  capacity: z.number(),
  /** The slot's end has passed (Bangkok time) on the chosen day. */
  isPast: z.boolean(),
  orders: z.array(
    z.object({
      id: z.number(),
      orderNo: z.string(),
      status: z.number(),
      statusText: z.string(),
      customerName: z.string(),
      customerTel: z.string(),
      licensePlate: z.string(),
      carModel: z.string(),
      itemCount: z.number(),
      remain: z.number(),
      /** Slot passed and the fitting not yet confirmed. */
      isLate: z.boolean(),
      /** The order's lines, so the confirm-service dialog can ask a DOT code per tyre (H3). */
      items: z.array(z.object({ id: z.number(), title: z.string(), quantity: z.number() })),
    }),
  ),
});
export type ServiceBoardSlot = z.infer<typeof ServiceBoardSlotSchema>;
export type ServiceBoardOrder = ServiceBoardSlot['orders'][number];

/**
 * The day as bays × time when the shop books by bays (decision 0162): each booking a block on its
 * bay from its start for its length; a booking made by slot before bays sits on the first bay free
 * for its slot's hours (isSlot).
 */
export const BayBoardSchema = z.object({
  bays: z.number(),
  open: z.string(),
  close: z.string(),
  bookings: z.array(
    z.object({
      id: z.number(),
      orderNo: z.string(),
      statusText: z.string(),
      customerName: z.string(),
      licensePlate: z.string(),
      itemCount: z.number(),
      bay: z.number(),
      from: z.string(),
      to: z.string(),
      minutes: z.number(),
      isSlot: z.boolean(),
    }),
  ),
});
export type BayBoard = z.infer<typeof BayBoardSchema>;

export const ServiceBoardResponseSchema = z.object({
  date: z.string(),
  isClosed: z.boolean(),
  slotList: z.array(ServiceBoardSlotSchema),
  /** Bays × time; null when the shop books by slots. */
  bayBoard: BayBoardSchema.nullable().optional(),
  /** The store this board is of, and the stores the caller may choose (own store and branches; H3). */
  storeId: z.number(),
  stores: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type ServiceBoardResponse = z.infer<typeof ServiceBoardResponseSchema>;

export { OrderNoSchema };

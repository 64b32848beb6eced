import { z } from 'zod';
import { OrderHistoryTabSchema, OrderTypeNameSchema } from './order-status';
import { RefundNoticeSchema } from './refunds';

// /api/v2/user/order-history, reviews, reward address and receipts (spec 2.2, 7 "Orders, reviews
// and rewards"). Money is baht here; the server computes in satang.

export const ORDER_NO_PATTERN = /^[A-Z0-9-]{4,30}$/;
export const OrderNoSchema = z
  .string()
  .trim()
  .regex(ORDER_NO_PATTERN, { message: 'เลขที่คำสั่งซื้อไม่ถูกต้อง' });

export const OrderHistoryBodySchema = z.object({
  tab: OrderHistoryTabSchema.default('waiting'),
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(50).default(10),
});
export type OrderHistoryBody = z.input<typeof OrderHistoryBodySchema>;

export const OrderReviewSchema = z.object({
  rating: z.number().int(),
  text: z.string(),
  createdAt: z.string(),
});

export const OrderCardItemSchema = z.object({
  title: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number(),
  lineTotal: z.number(),
});

export const OrderCardSchema = z.object({
  orderNo: z.string(),
  createdAt: z.string(),
  statusCode: z.number().int(),
  statusText: z.string(),
  store: z.object({
    name: z.string(),
    branchName: z.string(),
    link: z.string(),
    picture: z.string(),
  }),
  items: z.array(OrderCardItemSchema),
  total: z.number(),
  paidNow: z.number(),
  remain: z.number(),
  orderType: OrderTypeNameSchema,
  appointmentDate: z.string().nullable(),
  appointmentTime: z.string().nullable(),
  /** End 'HH:MM' of a booking into a bay (start + job minutes, bays.ts bayEndOf); null for a slot. */
  appointmentTo: z.string().nullable(),
  canReview: z.boolean(),
  review: OrderReviewSchema.optional(),
  /** Money received for an order that could not be kept, to be paid back (decision 0064). */
  refund: RefundNoticeSchema.nullable().optional(),
  /** Why the shop cancelled (issue 15), on cancelled orders the shop cancelled. */
  cancelReason: z.string().optional(),
});
export type OrderCard = z.infer<typeof OrderCardSchema>;

export const OrderHistoryResponseSchema = z.object({
  items: z.array(OrderCardSchema),
  total: z.number().int(),
  totalPage: z.number().int(),
  counts: z.object({
    waiting: z.number().int(),
    completed: z.number().int(),
    cancel: z.number().int(),
  }),
});
export type OrderHistoryResponse = z.infer<typeof OrderHistoryResponseSchema>;

export const REVIEW_TEXT_MAX = 1000;
export const SubmitReviewBodySchema = z.object({
  orderNo: OrderNoSchema,
  rating: z
    .number({ message: 'กรุณาให้คะแนน 1 ถึง 5 ดาว' })
    .int()
    .min(1, { message: 'กรุณาให้คะแนน 1 ถึง 5 ดาว' })
    .max(5, { message: 'กรุณาให้คะแนน 1 ถึง 5 ดาว' }),
  text: z
    .string()
    .trim()
    .max(REVIEW_TEXT_MAX, { message: 'รีวิวยาวได้ไม่เกิน 1,000 ตัวอักษร' })
    .default(''),
});
export type SubmitReviewBody = z.input<typeof SubmitReviewBodySchema>;
/** The review dialog's fields: the body but the order, which the dialog is opened for. */
export const ReviewFormSchema = SubmitReviewBodySchema.omit({ orderNo: true });
export type ReviewFormInput = z.input<typeof ReviewFormSchema>;
export type ReviewForm = z.output<typeof ReviewFormSchema>;

export const SubmitRewardAddressBodySchema = z.object({
  orderNo: OrderNoSchema.optional(),
  fullAddress: z
    .string()
    .trim()
    .min(10, { message: 'กรุณากรอกที่อยู่สำหรับจัดส่งของรางวัลให้ครบถ้วน' })
    .max(500, { message: 'ที่อยู่ยาวได้ไม่เกิน 500 ตัวอักษร' }),
});
export type SubmitRewardAddressBody = z.infer<typeof SubmitRewardAddressBodySchema>;

export const ReceiptBodySchema = z.object({ orderNo: OrderNoSchema });

export const ReceiptLineSchema = z.object({ title: z.string(), price: z.number() });

export const ReceiptSchema = z.object({
  orderNo: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  statusCode: z.number().int(),
  statusText: z.string(),
  orderType: OrderTypeNameSchema,
  paymentMethod: z.string(),
  /** Thai name of the method, with the term for instalments. */
  paymentMethodText: z.string(),
  /** Instalment plan: months and the amount per month (baht). */
  installment: z.object({ period: z.number().int(), perMonth: z.number() }).nullable(),
  /** Money received for an order that could not be kept, to be paid back (decision 0064). */
  refund: RefundNoticeSchema.nullable().optional(),
  /** Present when the buyer asked for a full tax invoice (ใบกำกับภาษี). */
  taxInvoice: z
    .object({
      number: z.string(),
      /** 'สำนักงานใหญ่' or the branch the shop issues from. */
      sellerBranch: z.string(),
      electronic: z.boolean(),
      email: z.string(),
    })
    .nullable(),
  store: z.object({
    name: z.string(),
    branchName: z.string(),
    legalName: z.string(),
    taxId: z.string(),
    address: z.string(),
    tel: z.string(),
  }),
  buyer: z.object({
    name: z.string(),
    tel: z.string(),
    email: z.string(),
    address: z.string(),
    taxId: z.string(),
    taxName: z.string(),
  }),
  items: z.array(OrderCardItemSchema),
  services: z.array(ReceiptLineSchema),
  discounts: z.array(ReceiptLineSchema),
  subtotal: z.number(),
  serviceTotal: z.number(),
  discountTotal: z.number(),
  deliveryFee: z.number(),
  total: z.number(),
  /** VAT included in the prices: total × 7/107, rounded to satang. */
  vat: z.number(),
  totalBeforeVat: z.number(),
  paidNow: z.number(),
  remain: z.number(),
  isDeposit: z.boolean(),
  appointmentDate: z.string().nullable(),
  appointmentTime: z.string().nullable(),
  /** End 'HH:MM' of a booking into a bay (start + job minutes, bays.ts bayEndOf); null for a slot. */
  appointmentTo: z.string().nullable(),
  car: z
    .object({
      licenseNumber: z.string(),
      licenseProvince: z.string(),
      carBrand: z.string(),
      carModel: z.string(),
    })
    .nullable(),
  delivery: z
    .object({
      receiverName: z.string(),
      receiverTel: z.string(),
      address: z.string(),
      trackingText: z.string(),
    })
    .nullable(),
});
export type Receipt = z.infer<typeof ReceiptSchema>;

/** VAT 7% included in a price in satang (Thai Revenue Code s.80): round(total × 7 / 107). */
export function vatIncludedSatang(totalSatang: number): number {
  return Math.round((totalSatang * 7) / 107);
}

import { z } from 'zod';
import {
  REFUND_STEP_TEXT,
  REFUND_STEPS,
  type RefundStep,
  SHOP_REFUND_STEP_TEXT,
} from './refund-flow';

// Money the provider confirmed for an order that could no longer be kept (issue 13 item 6,
// docs/decisions/0064). A payment that arrives for an order already cancelled before it was paid
// (a newer attempt replaced it, its reservation ran out, the provider first said declined)
// revives the order when its tyres and seat can still be reserved; otherwise a refund is owed,
// recorded once per payment and shown to the customer with these words.

export const REFUND_STATUSES = ['owed', 'refunded'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const REFUND_REASONS = {
  /** The tyres were sold to someone else in between. */
  OUT_OF_STOCK: 'สินค้าหมดก่อนที่การชำระเงินจะเสร็จสมบูรณ์',
  /** The booked install seat was taken in between. */
  SLOT_TAKEN: 'คิวติดตั้งที่เลือกถูกจองเต็มแล้ว',
  /** The booked install date has already passed. */
  APPOINTMENT_PASSED: 'วันนัดติดตั้งที่เลือกผ่านไปแล้ว',
  /** The customer already paid a newer order from the same checkout. */
  ALREADY_PURCHASED: 'คุณได้ชำระเงินคำสั่งซื้อใหม่ที่มาแทนคำสั่งซื้อนี้แล้ว',
  /** A second payment for an order already paid (or cancelled by the shop after payment). */
  DUPLICATE_PAYMENT: 'คำสั่งซื้อนี้ได้รับชำระเงินไปแล้ว',
  /** The shop cancelled a paid order (issue 15); the reason is on the order. */
  SELLER_CANCELLED: 'ร้านค้ายกเลิกคำสั่งซื้อ',
} as const;
export type RefundReason = keyof typeof REFUND_REASONS;

/**
 * Money the platform gives back by itself, at once (issue 37 item 9, docs/decisions/0134): every
 * payment that arrived for an order that could not be kept. A refund for an order the shop
 * cancelled after payment stays with the shop's cancellation (issue 15).
 */
export function isReturnedAutomatically(reason: string): boolean {
  return Object.hasOwn(REFUND_REASONS, reason) && reason !== 'SELLER_CANCELLED';
}

/**
 * The reason as the shop reads it: about the customer, named (the customer's own wording speaks
 * to "คุณ", which on the shop's screen would address the shop).
 */
export function shopRefundReason(reason: string, customerName: string): string {
  const who = customerName.trim() ? `ลูกค้า (${customerName.trim()})` : 'ลูกค้า';
  if (reason === 'ALREADY_PURCHASED') {
    return `${who} ชำระเงินคำสั่งซื้อใหม่ที่มาแทนคำสั่งซื้อนี้ไปแล้ว`;
  }
  return Object.hasOwn(REFUND_REASONS, reason) ? REFUND_REASONS[reason as RefundReason] : '';
}

export const REFUND_OWED_TITLE = 'ได้รับชำระเงินแล้ว แต่ไม่สามารถยืนยันคำสั่งซื้อนี้ได้';
export const REFUND_OWED_MESSAGE =
  'เราได้รับเงินของคุณแล้ว แต่คำสั่งซื้อนี้ถูกยกเลิกไปก่อนและไม่สามารถเก็บไว้ได้ เราจะคืนเงินเต็มจำนวนให้คุณ ไม่ต้องชำระซ้ำหรือดำเนินการใดเพิ่มเติม';
export const REFUND_DONE_MESSAGE = 'คืนเงินสำหรับคำสั่งซื้อนี้เรียบร้อยแล้ว';
/** The shop cancelled a paid order (issue 15): the money goes back within these working days. */
export const SHOP_REFUND_WORKING_DAYS = 7;
export const SHOP_CANCELLED_TITLE = 'ร้านค้ายกเลิกคำสั่งซื้อนี้';
export const SHOP_CANCELLED_MESSAGE = `เราจะคืนเงินที่คุณชำระไว้เต็มจำนวนภายใน ${SHOP_REFUND_WORKING_DAYS} วันทำการ ไม่ต้องดำเนินการใดเพิ่มเติม`;

/** What the order detail, the receipt and the order history say about a refund (baht). */
export const RefundNoticeSchema = z.object({
  status: z.enum(REFUND_STATUSES),
  /** The shop cancelled the paid order (else: money came for an order that could not be kept). */
  byShop: z.boolean(),
  amount: z.number(),
  reason: z.string(),
  title: z.string(),
  message: z.string(),
  createdAt: z.string(),
  /** Where the refund is on its way back (refund-flow.ts), and that step in Thai. */
  step: z.enum(REFUND_STEPS).optional(),
  stepText: z.string().optional(),
  /** The shopper is asked where to send the money (a PromptPay ID or a bank account). */
  needsDetails: z.boolean().optional(),
  /** The shopper may still give or change the destination. */
  canGiveDetails: z.boolean().optional(),
  /** The destination given, masked ("พร้อมเพย์ xxxxxx5678"). */
  destination: z.string().nullable().optional(),
  /** The bank's reference of the transfer (or the provider's result), once refunded. */
  bankReference: z.string().nullable().optional(),
  refundedAt: z.string().nullable().optional(),
  /** Why the last transfer or card refund failed (the shopper is asked again). */
  failureReason: z.string().nullable().optional(),
});
export type RefundNotice = z.infer<typeof RefundNoticeSchema>;

/** Money that goes back through the card's provider (no account to ask the shopper for). */
export function refundsThroughProvider(row: { route?: string | null }): boolean {
  return row.route === 'provider';
}

export function refundNotice(row: {
  status: string;
  amountSatang: number;
  reason: string;
  createdAt: Date;
  route?: string | null;
  destinationText?: string | null;
  bankReference?: string | null;
  refundedAt?: Date | null;
  failureReason?: string | null;
}): RefundNotice {
  const status: RefundStatus = row.status === 'refunded' ? 'refunded' : 'owed';
  const step = (REFUND_STEPS as readonly string[]).includes(row.status)
    ? (row.status as RefundStep)
    : 'owed';
  const byTransfer = row.route === 'transfer';
  const byShop = row.reason === 'SELLER_CANCELLED';
  const owedMessage = byShop ? SHOP_CANCELLED_MESSAGE : REFUND_OWED_MESSAGE;
  return {
    status,
    byShop,
    amount: row.amountSatang / 100,
    reason: REFUND_REASONS[row.reason as RefundReason] ?? '',
    title: byShop ? SHOP_CANCELLED_TITLE : REFUND_OWED_TITLE,
    message: status === 'refunded' ? REFUND_DONE_MESSAGE : owedMessage,
    createdAt: row.createdAt.toISOString(),
    step,
    stepText:
      step === 'owed' && byTransfer ? REFUND_STEP_TEXT.awaiting_details : REFUND_STEP_TEXT[step],
    needsDetails: byTransfer && (step === 'owed' || step === 'awaiting_details'),
    canGiveDetails:
      byTransfer && (step === 'owed' || step === 'awaiting_details' || step === 'ready'),
    destination: row.destinationText ?? null,
    bankReference: row.bankReference ?? null,
    refundedAt: row.refundedAt ? row.refundedAt.toISOString() : null,
    failureReason: row.failureReason ?? null,
  };
}

/** The refund's step as the shop reads it on its order detail. */
export function shopRefundStepText(row: { status: string; route?: string | null }): string {
  const step = (REFUND_STEPS as readonly string[]).includes(row.status)
    ? (row.status as RefundStep)
    : 'owed';
  if (step === 'owed' && row.route === 'transfer') return SHOP_REFUND_STEP_TEXT.awaiting_details;
  return SHOP_REFUND_STEP_TEXT[step];
}

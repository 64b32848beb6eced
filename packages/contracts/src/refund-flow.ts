import { z } from 'zod';
import {
  BANK_ACCOUNT_MESSAGES,
  digitsOf,
  formatAccountNumber,
  isThaiMobile,
  isThaiNationalId,
  transferBankOf,
} from './bank-accounts';

// A refund's way back to the shopper (issue 32 item 1, docs/decisions/0139). One owner writes it
// (apps/server/src/modules/money/refunds); every change goes through this table.
//
//   owed ──CLAIM──▶ refunding ──PROVIDER_REFUNDED──▶ refunded          (card: the provider's refund)
//                       │  ├─PROVIDER_PENDING──▶ refunding (asked again by the next pass)
//                       │  ├─PROVIDER_UNREACHABLE──▶ owed (tried again)
//                       │  └─PROVIDER_FAILED──▶ awaiting_details (the shopper gives an account)
//   owed ──REQUEST_DETAILS──▶ awaiting_details ──DETAILS_GIVEN──▶ ready ──BATCHED──▶ in_batch
//   in_batch ──BANK_PAID──▶ refunded        in_batch ──BANK_FAILED──▶ awaiting_details (asked again)
//
// Details can be given (and changed) while owed, awaiting details or ready; never once in a batch.

export const REFUND_STEPS = [
  'owed',
  'refunding',
  'awaiting_details',
  'ready',
  'in_batch',
  'refunded',
] as const;
export type RefundStep = (typeof REFUND_STEPS)[number];

export const REFUND_EVENTS = [
  'CLAIM',
  'PROVIDER_REFUNDED',
  'PROVIDER_PENDING',
  'PROVIDER_UNREACHABLE',
  'PROVIDER_FAILED',
  'REQUEST_DETAILS',
  'DETAILS_GIVEN',
  'BATCHED',
  'BANK_PAID',
  'BANK_FAILED',
] as const;
export type RefundEvent = (typeof REFUND_EVENTS)[number];

const TABLE: Record<RefundStep, Partial<Record<RefundEvent, RefundStep>>> = {
  owed: { CLAIM: 'refunding', REQUEST_DETAILS: 'awaiting_details', DETAILS_GIVEN: 'ready' },
  // CLAIM again: a claim left by a pass that stopped half-way (or a "pending" answer) is taken over.
  refunding: {
    CLAIM: 'refunding',
    PROVIDER_REFUNDED: 'refunded',
    PROVIDER_PENDING: 'refunding',
    PROVIDER_UNREACHABLE: 'owed',
    PROVIDER_FAILED: 'awaiting_details',
  },
  awaiting_details: { DETAILS_GIVEN: 'ready' },
  ready: { DETAILS_GIVEN: 'ready', BATCHED: 'in_batch' },
  in_batch: { BANK_PAID: 'refunded', BANK_FAILED: 'awaiting_details' },
  refunded: {},
};

/** The next step of a refund at `step` on `event`, or null when the event is refused there. */
export function nextRefundStatus(step: string, event: RefundEvent): RefundStep | null {
  if (!Object.hasOwn(TABLE, step)) return null;
  return TABLE[step as RefundStep][event] ?? null;
}

/** The steps `event` may leave from (for conditional updates: `where status in (...)`). */
export function refundStepsAllowing(event: RefundEvent): RefundStep[] {
  return REFUND_STEPS.filter((step) => TABLE[step][event] !== undefined);
}

/** The shopper may give or change where the money goes at these steps. */
export function acceptsRefundDetails(step: string): boolean {
  return nextRefundStatus(step, 'DETAILS_GIVEN') !== null;
}

/** Each step as the shopper reads it on the order. */
export const REFUND_STEP_TEXT: Record<RefundStep, string> = {
  owed: 'รอดำเนินการคืนเงิน',
  refunding: 'กำลังคืนเงินเข้าบัตรที่ใช้ชำระ',
  awaiting_details: 'ระบุบัญชีรับเงินคืน',
  ready: 'ได้รับบัญชีรับเงินคืนแล้ว รอโอนเงิน',
  in_batch: 'กำลังโอนเงินคืน',
  refunded: 'คืนเงินแล้ว',
};

/** The same step as the shop reads it on its order detail. */
export const SHOP_REFUND_STEP_TEXT: Record<RefundStep, string> = {
  owed: 'รอยางดีดำเนินการคืนเงินให้ลูกค้า',
  refunding: 'ยางดีกำลังคืนเงินเข้าบัตรของลูกค้า',
  awaiting_details: 'รอลูกค้าระบุบัญชีรับเงินคืน',
  ready: 'ลูกค้าระบุบัญชีแล้ว รอยางดีโอนเงินคืน',
  in_batch: 'ยางดีกำลังโอนเงินคืนให้ลูกค้า',
  refunded: 'คืนเงินให้ลูกค้าแล้ว',
};

export const REFUND_DETAIL_MESSAGES = {
  notYours: 'ไม่พบคำสั่งซื้อนี้',
  noRefund: 'คำสั่งซื้อนี้ไม่มีเงินที่ต้องคืน',
  locked: 'เงินคืนนี้อยู่ระหว่างโอนแล้ว ไม่สามารถเปลี่ยนบัญชีรับเงินคืนได้',
  byCard: 'เงินคืนนี้จะคืนเข้าบัตรที่ใช้ชำระ ไม่ต้องระบุบัญชี',
  saved: 'บันทึกบัญชีรับเงินคืนเรียบร้อยแล้ว',
} as const;

const accountName = (message: string) => z.string().trim().min(2, message).max(100);

/** Where the shopper wants the money: a PromptPay ID (mobile or national ID) or a bank account. */
export const RefundDestinationSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('promptpay'),
    promptPayId: z
      .string()
      .trim()
      .transform(digitsOf)
      .superRefine((id, ctx) => {
        if (isThaiMobile(id) || isThaiNationalId(id)) return;
        const message = /^\d{13}$/.test(id)
          ? BANK_ACCOUNT_MESSAGES.nationalId
          : BANK_ACCOUNT_MESSAGES.promptPay;
        ctx.addIssue({ code: 'custom', message });
      }),
    accountName: accountName('กรุณากรอกชื่อเจ้าของพร้อมเพย์'),
  }),
  z
    .object({
      kind: z.literal('account'),
      bankCode: z.string().refine((code) => !!transferBankOf(code), BANK_ACCOUNT_MESSAGES.bank),
      accountNumber: z.string().trim().transform(digitsOf),
      accountName: accountName(BANK_ACCOUNT_MESSAGES.accountName),
    })
    .superRefine((value, ctx) => {
      const bank = transferBankOf(value.bankCode);
      if (bank && !new RegExp(`^\\d{${bank.accountDigits}}$`).test(value.accountNumber)) {
        ctx.addIssue({
          code: 'custom',
          path: ['accountNumber'],
          message: BANK_ACCOUNT_MESSAGES.accountNumber(bank.accountDigits),
        });
      }
    }),
]);
export type RefundDestination = z.output<typeof RefundDestinationSchema>;

export const RefundDestinationBodySchema = z.object({
  orderNo: z.string().min(1).max(40),
  destination: RefundDestinationSchema,
});

/** The destination as shown back to the shopper: only its last digits. */
export function maskedDestination(destination: RefundDestination): string {
  if (destination.kind === 'promptpay') {
    const id = destination.promptPayId;
    return `พร้อมเพย์ ${'x'.repeat(Math.max(id.length - 4, 0))}${id.slice(-4)}`;
  }
  return `บัญชี ${formatAccountNumber(destination.accountNumber, true)}`;
}

export type RefundRoute = 'provider' | 'transfer';

/**
 * How a refund goes back (decision 0139): a card payment through the provider's refund call;
 * money the platform gives back by itself (a late payment, decision 0134) through the provider
 * too, whatever the method, as it did before; a shop's cancellation of a QR, mobile-banking or
 * instalment payment by transfer to the account the shopper gives.
 */
export function refundRoute(paymentMethod: string, reason: string): RefundRoute {
  if (paymentMethod === 'card') return 'provider';
  return reason === 'SELLER_CANCELLED' ? 'transfer' : 'provider';
}

// The operator's refund API (/api/admin/refunds..., decision 0139).

export const RefundQueueQuerySchema = z.object({ step: z.enum(REFUND_STEPS).optional() });

const DestinationOutSchema = z
  .object({
    kind: z.enum(['promptpay', 'account']),
    promptPayId: z.string().optional(),
    bankCode: z.string().optional(),
    accountNumber: z.string().optional(),
    accountName: z.string(),
  })
  .nullable();

export const RefundQueueSchema = z.object({
  counts: z.record(z.string(), z.number()),
  refunds: z.array(
    z.object({
      id: z.number(),
      orderNo: z.string(),
      amount: z.number(),
      step: z.enum(REFUND_STEPS),
      route: z.string(),
      reason: z.string(),
      destination: DestinationOutSchema,
      failureReason: z.string().nullable(),
      bankReference: z.string().nullable(),
      refundedAt: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type RefundQueue = z.infer<typeof RefundQueueSchema>;

export const RefundBatchSummarySchema = z.object({
  id: z.number(),
  reference: z.string(),
  valueDate: z.string(),
  lineCount: z.number(),
  total: z.number(),
  openLines: z.number(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export const RefundBatchListSchema = z.object({ batches: z.array(RefundBatchSummarySchema) });
export type RefundBatchSummary = z.infer<typeof RefundBatchSummarySchema>;

export const RefundBatchSchema = RefundBatchSummarySchema.omit({ openLines: true }).extend({
  lines: z.array(
    z.object({
      refundId: z.number(),
      orderNo: z.string(),
      amount: z.number(),
      destination: DestinationOutSchema,
      outcome: z.enum(['pending', 'refunded', 'failed']),
      bankReference: z.string().nullable(),
      failureReason: z.string().nullable(),
      markedAt: z.string().nullable(),
    }),
  ),
});
export type RefundBatch = z.infer<typeof RefundBatchSchema>;

export const BuiltRefundBatchSchema = z.object({
  id: z.number(),
  reference: z.string(),
  lineCount: z.number(),
  totalSatang: z.number(),
});

export const MarkRefundLineBodySchema = z.discriminatedUnion('outcome', [
  z.object({
    outcome: z.literal('refunded'),
    bankReference: z.string().trim().min(1, 'กรุณากรอกเลขอ้างอิงการโอนจากธนาคาร').max(60),
    refundedOn: z.iso.date('กรุณาระบุวันที่โอน'),
  }),
  z.object({
    outcome: z.literal('failed'),
    reason: z.string().trim().min(2, 'กรุณาระบุเหตุผลที่โอนไม่สำเร็จ').max(200),
  }),
]);
export type MarkRefundLineBody = z.infer<typeof MarkRefundLineBodySchema>;

export const MarkRefundLineResponseSchema = z.object({
  success: z.literal(true),
  outcome: z.string(),
  changed: z.boolean(),
});

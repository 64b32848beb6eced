import { z } from 'zod';
import { BankAccountSchema } from './bank-accounts';

// Payouts to shops (issue 32 item 2, decision 0140). At a cut-off every released income entry
// (รอโอน) of every shop goes into one payout batch: one line per shop (its net income less the
// refunds recovered from it), one bank bulk-transfer file for the batch. The batch and its lines
// each move by the tables below; the one owner (server modules/money/payouts) asks them before
// every write and writes with `WHERE status = $current`.

export const PAYOUT_BATCH_STATUSES = ['building', 'ready', 'transferred'] as const;
export type PayoutBatchStatus = (typeof PAYOUT_BATCH_STATUSES)[number];

export const PAYOUT_BATCH_EVENTS = [
  /** Every shop's line attached and the totals summed: the file can be downloaded. */
  'BUILT',
  /** No line is pending any more (each transferred or failed). */
  'ALL_LINES_SETTLED',
] as const;
export type PayoutBatchEvent = (typeof PAYOUT_BATCH_EVENTS)[number];

const BATCH_TRANSITIONS: Record<
  PayoutBatchStatus,
  Partial<Record<PayoutBatchEvent, PayoutBatchStatus>>
> = {
  building: { BUILT: 'ready' },
  ready: { ALL_LINES_SETTLED: 'transferred' },
  transferred: {},
};

/** The next status, or null when the event changes nothing (repeated, late or out of order). */
export function nextPayoutBatchStatus(
  current: PayoutBatchStatus,
  event: PayoutBatchEvent,
): PayoutBatchStatus | null {
  return BATCH_TRANSITIONS[current][event] ?? null;
}

/**
 * A line: `pending` (in the bank file) → `transferred` (bank reference, date) or `failed` (the
 * bank returned it; its entries are free again) → `carried` when the next batch takes them.
 * A line that cannot be paid when the batch is built (no payout account, the account changed
 * less than 24 h before, a balance of zero or less) is written `carried` at once, with its reason.
 */
export const PAYOUT_LINE_STATUSES = ['pending', 'transferred', 'failed', 'carried'] as const;
export type PayoutLineStatus = (typeof PAYOUT_LINE_STATUSES)[number];

export const PAYOUT_LINE_EVENTS = ['MARK_TRANSFERRED', 'MARK_FAILED', 'CARRY'] as const;
export type PayoutLineEvent = (typeof PAYOUT_LINE_EVENTS)[number];

const LINE_TRANSITIONS: Record<
  PayoutLineStatus,
  Partial<Record<PayoutLineEvent, PayoutLineStatus>>
> = {
  pending: { MARK_TRANSFERRED: 'transferred', MARK_FAILED: 'failed' },
  failed: { CARRY: 'carried' },
  transferred: {},
  carried: {},
};

export function nextPayoutLineStatus(
  current: PayoutLineStatus,
  event: PayoutLineEvent,
): PayoutLineStatus | null {
  return LINE_TRANSITIONS[current][event] ?? null;
}

export const PAYOUT_BATCH_STATUS_TEXT: Record<PayoutBatchStatus, string> = {
  building: 'กำลังสร้างรอบ',
  ready: 'รอโอน',
  transferred: 'โอนครบแล้ว',
};

export const PAYOUT_LINE_STATUS_TEXT: Record<PayoutLineStatus, string> = {
  pending: 'รอโอน',
  transferred: 'โอนแล้ว',
  failed: 'โอนไม่สำเร็จ',
  carried: 'ยกไปรอบถัดไป',
};

/** Why a shop's line was carried to the next batch instead of paid. */
export const PAYOUT_HOLD_REASONS = ['NO_ACCOUNT', 'ACCOUNT_CHANGED', 'NOT_POSITIVE'] as const;
export type PayoutHoldReason = (typeof PAYOUT_HOLD_REASONS)[number];

export const PAYOUT_HOLD_REASON_TEXT: Record<PayoutHoldReason, string> = {
  NO_ACCOUNT: 'ร้านยังไม่ได้ตั้งบัญชีรับเงิน',
  ACCOUNT_CHANGED: 'บัญชีรับเงินเพิ่งเปลี่ยนไม่ถึง 24 ชั่วโมง จึงพักการโอนไว้หนึ่งรอบ',
  NOT_POSITIVE: 'ยอดสุทธิไม่เกิน 0 บาท (หักเงินคืนลูกค้าแล้ว) ยกไปหักกับรอบถัดไป',
};

/** Hours a payout is held after the payout account changed (a hijacked account pays nobody). */
export const PAYOUT_ACCOUNT_HOLD_HOURS = 24;

/** How often the cut-off falls: every Monday 00:00 (Bangkok) by default. */
export const PAYOUT_SCHEDULES = ['weekly', 'daily', 'off'] as const;
export type PayoutSchedule = (typeof PAYOUT_SCHEDULES)[number];

const DAY_MS = 86_400_000;
const BANGKOK_MS = 7 * 3_600_000;

/**
 * The latest cut-off at or before `now`: Bangkok midnight (daily) or Bangkok Monday midnight
 * (weekly). One batch per cut-off (a unique key), whichever server builds it first.
 */
export function latestCutoff(now: Date, schedule: Exclude<PayoutSchedule, 'off'>): Date {
  const local = now.getTime() + BANGKOK_MS;
  let midnight = Math.floor(local / DAY_MS) * DAY_MS;
  if (schedule === 'weekly') {
    const weekday = new Date(midnight).getUTCDay(); // 0 Sunday … 6 Saturday
    midnight -= ((weekday + 6) % 7) * DAY_MS;
  }
  return new Date(midnight - BANGKOK_MS);
}

// ---- the payout account (seller profile, owner only) ----

export const PayoutAccountViewSchema = z.object({
  hasAccount: z.boolean(),
  bankCode: z.string().nullable(),
  bankName: z.string().nullable(),
  /** Shown masked ("xxx-x-x789-0") to everyone... */
  accountNumberMasked: z.string().nullable(),
  /** ...and in full only to the owner (their own edit form). */
  accountNumber: z.string().nullable(),
  accountName: z.string().nullable(),
  changedAt: z.string().nullable(),
  /** Payouts wait until then after a change (24 h). */
  heldUntil: z.string().nullable(),
  isOwner: z.boolean(),
  /** The owner's phone the code goes to, masked ("08x-xxx-0001"). */
  ownerTelMasked: z.string(),
});
export type PayoutAccountView = z.infer<typeof PayoutAccountViewSchema>;

export const SavePayoutAccountBodySchema = BankAccountSchema.and(
  z.object({
    otp: z.string().regex(/^\d{6}$/, 'กรุณากรอกรหัส OTP 6 หลัก'),
    otpToken: z.string().min(1, 'กรุณากดขอรหัส OTP ก่อน'),
  }),
);
export type SavePayoutAccountBody = z.input<typeof SavePayoutAccountBodySchema>;

export const RequestPayoutOtpResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  expiresIn: z.number(),
  resendIn: z.number(),
  telMasked: z.string(),
});
export type RequestPayoutOtpResponse = z.infer<typeof RequestPayoutOtpResponseSchema>;

/** "0810000001" → "081-xxx-0001". */
export function maskTel(tel: string): string {
  if (tel.length < 7) return tel;
  return `${tel.slice(0, 3)}-xxx-${tel.slice(-4)}`;
}

// ---- statements (a batch line as the shop and the operator read it) ----

export const PayoutLineSchema = z.object({
  id: z.number(),
  batchId: z.number(),
  batchReference: z.string(),
  storeId: z.number(),
  storeName: z.string(),
  status: z.enum(PAYOUT_LINE_STATUSES),
  holdReason: z.enum(PAYOUT_HOLD_REASONS).nullable(),
  /** The period of the entries: first payment to the cut-off. */
  periodFrom: z.string().nullable(),
  periodTo: z.string(),
  entryCount: z.number(),
  /** Baht. */
  gross: z.number(),
  fee: z.number(),
  commission: z.number(),
  refundsRecovered: z.number(),
  refundCount: z.number(),
  netPaid: z.number(),
  bankName: z.string().nullable(),
  accountNumberMasked: z.string().nullable(),
  accountName: z.string().nullable(),
  bankReference: z.string().nullable(),
  transferredAt: z.string().nullable(),
  failedReason: z.string().nullable(),
});
export type PayoutLine = z.infer<typeof PayoutLineSchema>;

export const PayoutStatementEntrySchema = z.object({
  kind: z.enum(['income', 'refund']),
  orderNo: z.string(),
  paidAt: z.string().nullable(),
  gross: z.number(),
  fee: z.number(),
  commission: z.number(),
  net: z.number(),
});
export type PayoutStatementEntry = z.infer<typeof PayoutStatementEntrySchema>;

export const PayoutStatementSchema = z.object({
  line: PayoutLineSchema,
  entries: z.array(PayoutStatementEntrySchema),
});
export type PayoutStatement = z.infer<typeof PayoutStatementSchema>;

export const PayoutStatementListSchema = z.object({ lines: z.array(PayoutLineSchema) });
export type PayoutStatementList = z.infer<typeof PayoutStatementListSchema>;

export const PayoutLineIdBodySchema = z.object({
  lineId: z.coerce.number({ message: 'ไม่พบใบแจ้งยอด' }).int().positive({ message: 'ไม่พบใบแจ้งยอด' }),
});

// ---- the operator's batches ----

export const PayoutBatchSchema = z.object({
  id: z.number(),
  reference: z.string(),
  status: z.enum(PAYOUT_BATCH_STATUSES),
  buildStep: z.string(),
  cutoffAt: z.string(),
  trigger: z.enum(['schedule', 'manual']),
  layoutId: z.string(),
  lineCount: z.number(),
  pendingCount: z.number(),
  transferredCount: z.number(),
  carriedCount: z.number(),
  failedCount: z.number(),
  /** Baht to transfer (pending + transferred lines). */
  total: z.number(),
  createdAt: z.string(),
  readyAt: z.string().nullable(),
  transferredAt: z.string().nullable(),
});
export type PayoutBatch = z.infer<typeof PayoutBatchSchema>;

export const PayoutBatchListSchema = z.object({ batches: z.array(PayoutBatchSchema) });
export type PayoutBatchList = z.infer<typeof PayoutBatchListSchema>;

export const PayoutBatchDetailSchema = z.object({
  batch: PayoutBatchSchema,
  lines: z.array(PayoutLineSchema),
});
export type PayoutBatchDetail = z.infer<typeof PayoutBatchDetailSchema>;

const bankReference = z
  .string({ message: 'กรุณากรอกเลขอ้างอิงการโอน' })
  .trim()
  .min(1, { message: 'กรุณากรอกเลขอ้างอิงการโอน' })
  .max(60, { message: 'เลขอ้างอิงยาวได้ไม่เกิน 60 ตัวอักษร' });

/** The day the bank made the transfer (Bangkok), YYYY-MM-DD. */
const transferDate = z
  .string({ message: 'กรุณาเลือกวันที่โอน' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'กรุณาเลือกวันที่โอน' });

export const MarkPayoutTransferredBodySchema = z.object({ bankReference, transferDate });
export type MarkPayoutTransferredBody = z.input<typeof MarkPayoutTransferredBodySchema>;

export const MarkPayoutFailedBodySchema = z.object({
  reason: z
    .string({ message: 'กรุณากรอกเหตุผลที่โอนไม่สำเร็จ' })
    .trim()
    .min(2, { message: 'กรุณากรอกเหตุผลที่โอนไม่สำเร็จ' })
    .max(200, { message: 'เหตุผลยาวได้ไม่เกิน 200 ตัวอักษร' }),
});
export type MarkPayoutFailedBody = z.input<typeof MarkPayoutFailedBodySchema>;

export const MarkPayoutResultSchema = z.object({
  success: z.literal(true),
  transferredLines: z.number(),
  batchStatus: z.enum(PAYOUT_BATCH_STATUSES),
});
export type MarkPayoutResult = z.infer<typeof MarkPayoutResultSchema>;

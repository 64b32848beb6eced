import { z } from 'zod';
import { DateKeySchema } from './store-holidays';

// Reconciliation with the payment provider's daily transaction report (issue 32 item 5, decision
// 0145): for a Bangkok day, every transaction the provider lists is matched with our payment of
// the same reference; what does not match is a mismatch an operator resolves with a note.
// Console /admin/reconciliation, permission `books`. Money on the wire in baht.

/**
 * THEIRS_ONLY: the provider lists a reference we never made. OURS_ONLY: we took money the
 * provider does not list. AMOUNT: both have it, amounts differ. STATUS: both have it, one says
 * the money came in (or went back) and the other does not.
 */
export const MISMATCH_KINDS = ['THEIRS_ONLY', 'OURS_ONLY', 'AMOUNT', 'STATUS'] as const;
export type MismatchKind = (typeof MISMATCH_KINDS)[number];

/** Statuses in the provider's report. */
export const THEIR_STATUSES = ['paid', 'refunded', 'voided', 'failed'] as const;
/**
 * Our side of a transaction: the payment's status, `refunded` when the provider gave the money
 * back (a refund through the provider, refunded).
 */
export const OUR_STATUSES = ['pending', 'paid', 'refunded', 'failed', 'expired'] as const;

/** What a status means for the money: in, back, never taken, or not known yet. */
export type MoneyState = 'in' | 'back' | 'none' | 'open' | 'unknown';

export function moneyStateOf(status: string): MoneyState {
  if (status === 'paid') return 'in';
  if (status === 'refunded') return 'back';
  if (status === 'voided' || status === 'failed' || status === 'expired') return 'none';
  if (status === 'pending') return 'open';
  return 'unknown';
}

export const ReconciliationDaySchema = DateKeySchema;

export const RunReconciliationBodySchema = z.object({ day: ReconciliationDaySchema });
export type RunReconciliationBody = z.infer<typeof RunReconciliationBodySchema>;

export const RESOLVE_NOTE_MAX = 500;
export const ResolveMismatchBodySchema = z.object({
  note: z
    .string({ message: 'กรุณาเขียนหมายเหตุว่าตรวจสอบแล้วพบอะไร' })
    .trim()
    .min(1, { message: 'กรุณาเขียนหมายเหตุว่าตรวจสอบแล้วพบอะไร' })
    .max(RESOLVE_NOTE_MAX, { message: `หมายเหตุยาวได้ไม่เกิน ${RESOLVE_NOTE_MAX} ตัวอักษร` }),
});
export type ResolveMismatchBody = z.infer<typeof ResolveMismatchBodySchema>;

export const RECONCILIATION_PAGE_SIZE = 31;

export const ReconciliationDaysQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const ReportDaySummarySchema = z.object({
  /** YYYY-MM-DD, a Bangkok calendar day. */
  day: z.string(),
  /** Transactions that took money (paid or refunded) in the provider's report. */
  theirCount: z.number().int(),
  /** Our payments of the day that took money (paid or refunded). */
  ourCount: z.number().int(),
  /** Mismatches found by the last check (resolved ones included). */
  mismatchCount: z.number().int(),
  /** Mismatches not resolved yet. */
  openCount: z.number().int(),
  /** ISO time of the last check. */
  checkedAt: z.string(),
});
export type ReportDaySummary = z.infer<typeof ReportDaySummarySchema>;

export const ReconciliationDaysResponseSchema = z.object({
  success: z.literal(true),
  items: z.array(ReportDaySummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ReconciliationDaysResponse = z.infer<typeof ReconciliationDaysResponseSchema>;

export const MismatchSchema = z.object({
  id: z.number().int(),
  kind: z.enum(MISMATCH_KINDS),
  referenceNo: z.string(),
  gbpReferenceNo: z.string().nullable(),
  /** Our order of this reference, when we have one. */
  orderNo: z.string().nullable(),
  /** Baht; null when that side has no such transaction. */
  ourAmount: z.number().nullable(),
  theirAmount: z.number().nullable(),
  ourStatus: z.string().nullable(),
  theirStatus: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  resolvedNote: z.string().nullable(),
});
export type Mismatch = z.infer<typeof MismatchSchema>;

export const ReconciliationDayResponseSchema = z.object({
  success: z.literal(true),
  day: ReportDaySummarySchema,
  mismatches: z.array(MismatchSchema),
});
export type ReconciliationDayResponse = z.infer<typeof ReconciliationDayResponseSchema>;

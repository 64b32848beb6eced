import { z } from 'zod';
import { choiceOrNone } from './choice';
import { OptionalBranchIdSchema, OptionalDateKeySchema } from './nullable';
import { isDepositMethod, isInstallmentMethod } from './payment-methods';

// What a shop earns from an order and when it is paid out (docs/decisions/0102, 0103): the
// provider's fee rates, the commission and its rounding, the transfer statuses and the shapes of
// the income calls of spec 7 "Seller" → Income. Money on the wire in baht (two decimals).

/** moneyTransferStatus values: READY is HELD whose release time has passed (derived in SQL). */
export const INCOME_TRANSFER_STATUSES = ['HELD', 'READY', 'TRANSFERRED', 'REFUNDED'] as const;
export type IncomeStatus = (typeof INCOME_TRANSFER_STATUSES)[number];

export const INCOME_STATUS_TEXT: Record<IncomeStatus, string> = {
  HELD: 'รอดำเนินการ',
  READY: 'รอโอน',
  TRANSFERRED: 'โอนแล้ว',
  REFUNDED: 'คืนเงินลูกค้า',
};

/** How the order reached the shopper, as the income screen and its export say it. */
export function orderTypeText(orderType: number): string {
  return orderType === 2 ? 'จัดส่งถึงบ้าน' : 'ติดตั้งที่ร้าน';
}

/** A delivered order's money waits this long after the shop confirms delivery (complaints). */
export const DELIVERY_HOLD_DAYS = 7;

/** The provider's fee per method kind, basis points of the amount, before VAT (decision 0102). */
export const PROVIDER_FEE_BP = { qr: 80, banking: 150, card: 280, installment: 350 } as const;
export type FeeKind = keyof typeof PROVIDER_FEE_BP;
/** VAT on the provider's fee, percent. */
export const FEE_VAT_PERCENT = 7;
/** The marketplace's commission when the platform has set nothing else (5 %). */
export const DEFAULT_COMMISSION_BP = 500;

export function feeKindOf(method: string): FeeKind {
  if (isInstallmentMethod(method)) return 'installment';
  if (method === 'scanQR' || method === 'prepaidQR') return 'qr';
  if (method === 'internetBanking' || method === 'prepaidIBanking') return 'banking';
  if (method === 'card' || method === 'prepaidCard') return 'card';
  // An unknown code (an older method) is charged as a card: the dearest common rate.
  return isDepositMethod(method) ? 'qr' : 'card';
}

/** n / d rounded half up, for n ≥ 0 and d > 0, in integers (no float drift). */
export function divideHalfUp(n: number, d: number): number {
  return Math.floor((2 * n + d) / (2 * d));
}

/** fee + VAT on `grossSatang`, rounded once, half up, to the satang. */
export function providerFeeSatang(grossSatang: number, method: string): number {
  const bp = PROVIDER_FEE_BP[feeKindOf(method)];
  return divideHalfUp(grossSatang * bp * (100 + FEE_VAT_PERCENT), 10_000 * 100);
}

export function commissionSatang(grossSatang: number, rateBp: number): number {
  return divideHalfUp(grossSatang * rateBp, 10_000);
}

export type IncomeParts = { gross: number; fee: number; commission: number; net: number };

/** The ledger row's money parts; they always add up (net = gross − fee − commission). */
export function incomeParts(
  grossSatang: number,
  method: string,
  rateBp: number,
  providerFee?: number | null,
): IncomeParts {
  const fee = Math.min(grossSatang, providerFee ?? providerFeeSatang(grossSatang, method));
  const commission = Math.min(grossSatang - fee, commissionSatang(grossSatang, rateBp));
  return { gross: grossSatang, fee, commission, net: grossSatang - fee - commission };
}

export function daysBetween(fromKey: string, toKey: string): number {
  return (Date.parse(`${toKey}T00:00:00Z`) - Date.parse(`${fromKey}T00:00:00Z`)) / 86_400_000;
}

const BranchIdSchema = OptionalBranchIdSchema;

export const IncomeSummaryQuerySchema = z.object({ branchId: BranchIdSchema });
export type IncomeSummaryQuery = z.input<typeof IncomeSummaryQuerySchema>;

/** Filters of get-income-transaction and export-income (the range is checked by dateRangeError). */
export const IncomeFilterSchema = z.object({
  /** One of INCOME_TRANSFER_STATUSES; omitted or '' for all. */
  moneyTransferStatus: choiceOrNone(INCOME_TRANSFER_STATUSES, 'สถานะการโอนเงินไม่ถูกต้อง').optional(),
  /** Payment date range (Bangkok calendar days, inclusive), Gregorian YYYY-MM-DD. */
  fromDate: OptionalDateKeySchema,
  toDate: OptionalDateKeySchema,
  branchId: BranchIdSchema,
});
export type IncomeFilter = z.infer<typeof IncomeFilterSchema>;

export const IncomeTransactionQuerySchema = IncomeFilterSchema.extend({
  page: z.coerce.number().int().min(1).default(1),
});
export type IncomeTransactionQuery = z.input<typeof IncomeTransactionQuerySchema>;

export const INCOME_PAGE_SIZE = 20;

const MoneyTotalsSchema = z.object({
  count: z.number(),
  gross: z.number(),
  fee: z.number(),
  commission: z.number(),
  net: z.number(),
});
export type MoneyTotals = z.infer<typeof MoneyTotalsSchema>;

export const IncomeSummaryResponseSchema = z.object({
  totals: z.record(z.enum(INCOME_TRANSFER_STATUSES), MoneyTotalsSchema),
  /** Collected at the shop on the listed orders (informational). */
  remainAtShop: z.number(),
  stores: z.array(z.object({ id: z.number(), name: z.string() })),
  /** The platform admin (switched into this shop) may mark READY money transferred. */
  canMarkTransferred: z.boolean(),
});
export type IncomeSummaryResponse = z.infer<typeof IncomeSummaryResponseSchema>;

export const IncomeRowSchema = z.object({
  id: z.number(),
  orderId: z.number(),
  orderNo: z.string(),
  storeId: z.number(),
  storeName: z.string(),
  orderType: z.number(),
  paymentMethod: z.string(),
  paidAt: z.string(),
  gross: z.number(),
  fee: z.number(),
  commission: z.number(),
  net: z.number(),
  remain: z.number(),
  status: z.enum(INCOME_TRANSFER_STATUSES),
  releaseAt: z.string().nullable(),
  transferredAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
});
export type IncomeRow = z.infer<typeof IncomeRowSchema>;

export const IncomeTransactionResponseSchema = z.object({
  rows: z.array(IncomeRowSchema),
  totalPage: z.number(),
  totalCount: z.number(),
  /** Sums over every row of the filter (not only this page). */
  totals: MoneyTotalsSchema,
});
export type IncomeTransactionResponse = z.infer<typeof IncomeTransactionResponseSchema>;

export const MarkIncomeTransferredBodySchema = z.object({
  storeId: z.coerce.number({ message: 'ไม่พบร้านค้า' }).int().positive({ message: 'ไม่พบร้านค้า' }),
  /** Entries to mark; omitted = every READY entry of the store. */
  entryIds: z
    .array(z.number().int().positive(), { message: 'รายการไม่ถูกต้อง' })
    .max(5000, { message: 'เลือกได้ครั้งละไม่เกิน 5,000 รายการ' })
    .optional(),
  bankReference: z
    .string({ message: 'กรุณากรอกเลขอ้างอิงการโอน' })
    .trim()
    .min(1, { message: 'กรุณากรอกเลขอ้างอิงการโอน' })
    .max(60, { message: 'เลขอ้างอิงยาวได้ไม่เกิน 60 ตัวอักษร' }),
});
export type MarkIncomeTransferredBody = z.input<typeof MarkIncomeTransferredBodySchema>;

export const MarkIncomeTransferredResponseSchema = z.object({
  batchId: z.number(),
  entryCount: z.number(),
  total: z.number(),
});
export type MarkIncomeTransferredResponse = z.infer<typeof MarkIncomeTransferredResponseSchema>;

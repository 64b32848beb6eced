import { z } from 'zod';
import { divideHalfUp } from './income';
import { buddhistYear, THAI_MONTHS_LONG } from './thai-months';

// The marketplace's commission and what it issues for it (issue 32 items 3 and 5, decision
// 0141): a shop's rate with its history, the monthly tax invoice / receipt for the commission and
// the provider's fees the marketplace kept, VAT 7 % included in those amounts, the total in Thai
// words, the gap-free yearly serial, and the shapes of the calls. Money on the wire in satang
// (integers) for documents, as they are printed exactly; rates in basis points.

export const VAT_PERCENT = 7;

/**
 * The VAT inside a VAT-inclusive amount: round(amount × 7 / 107), half up, to the satang; the
 * amount before VAT is what is left, so the two always add up to the amount.
 */
export function splitVatIncluded(totalSatang: number): { beforeVat: number; vat: number } {
  if (!Number.isSafeInteger(totalSatang) || totalSatang < 0) {
    throw new RangeError('amount must be a non-negative integer of satang');
  }
  const vat = divideHalfUp(totalSatang * VAT_PERCENT, 100 + VAT_PERCENT);
  return { beforeVat: totalSatang - vat, vat };
}

const DIGITS = ['ศูนย์', 'หนึ่ง', 'สอง', 'สาม', 'สี่', 'ห้า', 'หก', 'เจ็ด', 'แปด', 'เก้า'];
const PLACES = ['', 'สิบ', 'ร้อย', 'พัน', 'หมื่น', 'แสน'];

/** 0 < n < 1,000,000 in Thai words (เอ็ด for a final one after tens, ยี่สิบ, สิบ). */
function belowMillion(n: number): string {
  const digits = String(n).split('').map(Number);
  let words = '';
  digits.forEach((d, i) => {
    const place = digits.length - 1 - i;
    if (d === 0) return;
    if (place === 1 && d === 1) words += 'สิบ';
    else if (place === 1 && d === 2) words += 'ยี่สิบ';
    else if (place === 0 && d === 1 && n > 1 && digits.length > 1) words += 'เอ็ด';
    else words += DIGITS[d] + PLACES[place];
  });
  return words;
}

/** A whole number of baht ≥ 0 in Thai words, millions by ล้าน repeated. */
export function thaiNumberText(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError('not a whole number ≥ 0');
  if (n === 0) return DIGITS[0];
  const millions = Math.floor(n / 1_000_000);
  const rest = n % 1_000_000;
  const head = millions > 0 ? `${thaiNumberText(millions)}ล้าน` : '';
  if (rest === 0) return head;
  // 1,000,001 reads หนึ่งล้านเอ็ด: the final one after a higher place is เอ็ด.
  if (rest === 1 && millions > 0) return `${head}เอ็ด`;
  return head + belowMillion(rest);
}

/** 12345 satang → 'หนึ่งร้อยยี่สิบสามบาทสี่สิบห้าสตางค์'; whole baht end in ถ้วน. */
export function bahtText(satang: number): string {
  if (!Number.isSafeInteger(satang)) throw new RangeError('amount must be an integer of satang');
  if (satang < 0) return `ลบ${bahtText(-satang)}`;
  const baht = Math.floor(satang / 100);
  const st = satang % 100;
  if (st === 0) return `${thaiNumberText(baht)}บาทถ้วน`;
  const bahtPart = baht > 0 ? `${thaiNumberText(baht)}บาท` : '';
  return `${bahtPart}${thaiNumberText(st)}สตางค์`;
}

/** The Buddhist-era year of a Gregorian year. */
export { buddhistYear };

/** 'CM' + Buddhist year + '-' + six digits: CM2569-000123. */
export function commissionDocNo(beYear: number, seq: number): string {
  return `CM${beYear}-${String(seq).padStart(6, '0')}`;
}

/** The month a document covers, as 'YYYY-MM' (Gregorian, Bangkok calendar). */
export const MonthKeySchema = z
  .string({ message: 'กรุณาเลือกเดือน' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'เดือนไม่ถูกต้อง' });

/** 2026-03 → '2026-03-01'. */
export const monthStart = (month: string) => `${month}-01`;

/** The month after 'YYYY-MM'. */
export function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** The Bangkok calendar month of a moment, 'YYYY-MM'. */
export function bangkokMonthOf(at: Date): string {
  return new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(0, 7);
}

/** Lowest and highest commission a shop may be given, basis points (0 % … 50 %). */
export const COMMISSION_RATE_MAX_BP = 5000;

export const CommissionDocumentLineSchema = z.object({
  code: z.enum(['COMMISSION', 'FEE']),
  title: z.string(),
  amount: z.number(),
});

export const CommissionDocumentSchema = z.object({
  id: z.number(),
  storeId: z.number(),
  month: z.string(),
  docNo: z.string(),
  typeCode: z.string(),
  issueDate: z.string(),
  seller: z.object({
    name: z.string(),
    address: z.string(),
    taxId: z.string(),
    branchNo: z.string(),
  }),
  buyer: z.object({
    name: z.string(),
    address: z.string(),
    taxId: z.string(),
    branchNo: z.string(),
  }),
  lines: z.array(CommissionDocumentLineSchema),
  entryCount: z.number(),
  /** Satang, VAT included. */
  total: z.number(),
  vat: z.number(),
  beforeVat: z.number(),
  totalText: z.string(),
});
export type CommissionDocument = z.infer<typeof CommissionDocumentSchema>;

export const CommissionDocumentListQuerySchema = z.object({
  branchId: z.coerce.number().int().positive().optional(),
});

export const CommissionDocumentListSchema = z.object({
  documents: z.array(
    CommissionDocumentSchema.pick({
      id: true,
      storeId: true,
      month: true,
      docNo: true,
      issueDate: true,
      total: true,
      vat: true,
    }).extend({ storeName: z.string() }),
  ),
});
export type CommissionDocumentList = z.infer<typeof CommissionDocumentListSchema>;

export const CommissionDocumentParamsSchema = z.object({
  id: z.coerce.number({ message: 'ไม่พบเอกสาร' }).int().positive({ message: 'ไม่พบเอกสาร' }),
});

export const IssueCommissionDocumentsBodySchema = z.object({ month: MonthKeySchema });
export const IssueCommissionDocumentsResponseSchema = z.object({
  month: z.string(),
  issued: z.number(),
  existing: z.number(),
});

export const COMMISSION_NOTE_MAX = 200;

/** Percent with up to two decimals: 4.5 → 450 basis points. */
const ratePercent = z.coerce
  .number({ message: 'กรุณากรอกอัตราค่าคอมมิชชัน' })
  .min(0, { message: 'อัตราค่าคอมมิชชันต้องไม่ติดลบ' })
  .max(COMMISSION_RATE_MAX_BP / 100, { message: 'อัตราค่าคอมมิชชันต้องไม่เกิน 50%' })
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
    message: 'ทศนิยมได้ไม่เกิน 2 ตำแหน่ง',
  });
const commissionNote = z
  .string()
  .trim()
  .max(COMMISSION_NOTE_MAX, { message: `หมายเหตุยาวได้ไม่เกิน ${COMMISSION_NOTE_MAX} ตัวอักษร` })
  .default('');

export const CommissionRateBodySchema = z.object({
  storeId: z.coerce.number({ message: 'ไม่พบร้านค้า' }).int().positive({ message: 'ไม่พบร้านค้า' }),
  ratePercent,
  /** ISO moment; omitted = now. Never in the past (entries already written keep their rate). */
  effectiveFrom: z.string().datetime({ offset: true, message: 'วันเริ่มใช้ไม่ถูกต้อง' }).optional(),
  note: commissionNote,
});
export type CommissionRateBody = z.input<typeof CommissionRateBodySchema>;

/**
 * The console's new-rate form: the rate as typed (a decimal comma is read as a point), the first
 * day as 'YYYY-MM-DD' or '' (now), the note. The caller turns the day into `effectiveFrom`.
 */
export const CommissionRateFormSchema = z.object({
  ratePercent: z.preprocess((v) => (typeof v === 'string' ? v.replace(',', '.') : v), ratePercent),
  effectiveDay: z.string(),
  note: commissionNote,
});
export type CommissionRateForm = z.input<typeof CommissionRateFormSchema>;

export const CommissionRateRowSchema = z.object({
  id: z.number(),
  storeId: z.number(),
  rateBp: z.number(),
  effectiveFrom: z.string(),
  note: z.string(),
  setBy: z.string(),
});
export const CommissionRateHistorySchema = z.object({
  storeId: z.number(),
  storeName: z.string(),
  /** Rate in force now, basis points. */
  currentBp: z.number(),
  /** The shop's own rate where no history row applies (stores.commission_rate_bp). */
  defaultBp: z.number(),
  history: z.array(CommissionRateRowSchema),
});
export type CommissionRateHistory = z.infer<typeof CommissionRateHistorySchema>;

/** '2026-03' → 'มีนาคม 2569'. */
export function thaiMonthText(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return `${THAI_MONTHS_LONG[m - 1]} ${buddhistYear(y)}`;
}

/** The printed lines' titles (the e-Tax item names). */
export const COMMISSION_LINE_TITLES = {
  COMMISSION: (month: string, orders: number) =>
    `ค่าคอมมิชชันการขายผ่านยางดี เดือน${thaiMonthText(month)} (${orders.toLocaleString('en-US')} คำสั่งซื้อ)`,
  FEE: (month: string) => `ค่าธรรมเนียมรับชำระเงินออนไลน์ เดือน${thaiMonthText(month)}`,
} as const;

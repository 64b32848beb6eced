import { z } from 'zod';
import { choiceOrNone } from './choice';

// A shopper's warranty on each tyre the shop fitted, and claims on it (issue 36 items 1–2,
// decision 0161). A registration freezes the shop's warranty terms as they stood when the tyre
// was fitted; a claim moves through CLAIM_TRANSITIONS only, and a pro-rata credit is computed
// here, in satang, so the shop's screen shows the very number the server records.

export const CLAIM_STORY_MAX = 1_000;
export const CLAIM_REASON_MAX = 500;
export const CLAIM_PHOTOS_MIN = 1;
export const CLAIM_PHOTOS_MAX = 4;
export const CLAIM_ODOMETER_MAX = 2_000_000;
/** Tread depth in tenths of a millimetre (80 = 8.0 mm); a new passenger tyre has ~8 mm. */
export const TREAD_TENTHS_MAX = 300;

// ---- registrations ----

export type WarrantyTerms = {
  title: string;
  months: number | null;
  kilometres: number | null;
  coverage: string;
  remark: string;
};

/** 'YYYY-MM-DD' plus whole months, clamped to the month's last day (31 Jan + 1 → 28/29 Feb). */
export function addMonths(dateKey: string, months: number): string {
  const [y, m, d] = dateKey.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(d, last);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The last day covered by time, or null when the warranty has no months. */
export function warrantyEndsOn(fittedOn: string, months: number | null): string | null {
  return months ? addMonths(fittedOn, months) : null;
}

/**
 * Whether a registration can still be claimed on `today` (Bangkok 'YYYY-MM-DD'): it has warranty
 * terms and, when they count months, the end date has not passed. Kilometres are read from the
 * odometer the shopper gives and judged by the shop.
 */
export function isUnderWarranty(
  r: { hasWarranty: boolean; fittedOn: string; months: number | null },
  today: string,
): boolean {
  if (!r.hasWarranty) return false;
  const ends = warrantyEndsOn(r.fittedOn, r.months);
  return ends === null || today <= ends;
}

export const WarrantyRegistrationSchema = z.object({
  id: z.number(),
  orderNo: z.string(),
  /** Brand, model, size and year as on the order. */
  tyreTitle: z.string(),
  /** 1-based position of the tyre in its order line (tyre 2 of 4). */
  tyreNo: z.number(),
  tyreCount: z.number(),
  dotCode: z.string(),
  dotWeek: z.number().nullable(),
  dotYear: z.number().nullable(),
  fittedOn: z.string(),
  shopName: z.string(),
  shopTel: z.string(),
  hasWarranty: z.boolean(),
  warrantyTitle: z.string(),
  months: z.number().nullable(),
  kilometres: z.number().nullable(),
  coverage: z.string(),
  remark: z.string(),
  /** Last day covered by time, or null. */
  endsOn: z.string().nullable(),
  isUnderWarranty: z.boolean(),
  /** The claim still being handled, if any. */
  openClaimId: z.number().nullable(),
  claimIds: z.array(z.number()),
});
export type WarrantyRegistration = z.infer<typeof WarrantyRegistrationSchema>;

export const MyWarrantyListSchema = z.object({
  registrations: z.array(WarrantyRegistrationSchema),
});
export type MyWarrantyList = z.infer<typeof MyWarrantyListSchema>;

export const RegistrationIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

// ---- claims: states and transitions ----

export const CLAIM_STATES = ['submitted', 'needInfo', 'accepted', 'rejected'] as const;
export type ClaimState = (typeof CLAIM_STATES)[number];
export const OPEN_CLAIM_STATES: readonly ClaimState[] = ['submitted', 'needInfo'];

export const CLAIM_STATE_LABEL_TH: Record<ClaimState, string> = {
  submitted: 'รอร้านตรวจสอบ',
  needInfo: 'ร้านขอข้อมูลเพิ่มเติม',
  accepted: 'อนุมัติเคลม',
  rejected: 'ไม่อนุมัติเคลม',
};

export const CLAIM_EVENTS = ['FILE', 'ASK_INFO', 'ANSWER', 'ACCEPT', 'REJECT'] as const;
export type ClaimEvent = (typeof CLAIM_EVENTS)[number];

export const CLAIM_EVENT_LABEL_TH: Record<ClaimEvent, string> = {
  FILE: 'ลูกค้ายื่นเคลม',
  ASK_INFO: 'ร้านขอข้อมูลเพิ่มเติม',
  ANSWER: 'ลูกค้าส่งข้อมูลเพิ่มเติม',
  ACCEPT: 'ร้านอนุมัติเคลม',
  REJECT: 'ร้านไม่อนุมัติเคลม',
};

/** From state → event → next state; a missing entry is refused. Accepted and rejected are final. */
const CLAIM_TRANSITIONS: Record<ClaimState, Partial<Record<ClaimEvent, ClaimState>>> = {
  submitted: { ASK_INFO: 'needInfo', ACCEPT: 'accepted', REJECT: 'rejected' },
  // The shop may decide without waiting for an answer that may never come.
  needInfo: { ANSWER: 'submitted', ACCEPT: 'accepted', REJECT: 'rejected' },
  accepted: {},
  rejected: {},
};

/** The state `event` leads to from `state`, or null when the event is not allowed there. */
export function nextClaimState(state: ClaimState, event: ClaimEvent): ClaimState | null {
  if (event === 'FILE') return null;
  return CLAIM_TRANSITIONS[state][event] ?? null;
}

// ---- pro-rata credit ----

export const CLAIM_REMEDIES = ['replacement', 'credit'] as const;
export type ClaimRemedy = (typeof CLAIM_REMEDIES)[number];
export const CLAIM_REMEDY_LABEL_TH: Record<ClaimRemedy, string> = {
  replacement: 'เปลี่ยนยางเส้นใหม่ให้',
  credit: 'คืนเป็นส่วนลดตามสัดส่วน',
};
export const CREDIT_BASES = ['tread', 'months'] as const;
export type CreditBasis = (typeof CREDIT_BASES)[number];
export const CREDIT_BASIS_LABEL_TH: Record<CreditBasis, string> = {
  tread: 'ตามดอกยางที่เหลือ',
  months: 'ตามเดือนที่เหลือ',
};

/** Whole months from `from` to `to` ('YYYY-MM-DD'); a month counts once its day is reached. */
export function wholeMonthsBetween(from: string, to: string): number {
  if (to <= from) return 0;
  let n = 0;
  while (addMonths(from, n + 1) <= to) n += 1;
  return n;
}

/**
 * The credit for a failed tyre in satang, rounded down to whole satang:
 * - tread: price × remaining tread ÷ new tread (both in tenths of a mm, remaining ≤ new);
 * - months: price × months left ÷ warranty months, months used counted whole from the fitting
 *   day to the day the claim was filed (never below zero).
 */
export function proRataCreditSatang(
  input:
    | { basis: 'tread'; priceSatang: number; newTreadTenths: number; remainingTreadTenths: number }
    | {
        basis: 'months';
        priceSatang: number;
        months: number;
        fittedOn: string;
        filedOn: string;
      },
): number {
  const price = Math.max(0, Math.trunc(input.priceSatang));
  if (input.basis === 'tread') {
    const full = input.newTreadTenths;
    const left = Math.min(Math.max(input.remainingTreadTenths, 0), full);
    if (full <= 0) return 0;
    return Math.floor((price * left) / full);
  }
  if (input.months <= 0) return 0;
  const used = Math.min(wholeMonthsBetween(input.fittedOn, input.filedOn), input.months);
  return Math.floor((price * (input.months - used)) / input.months);
}

// ---- claims: bodies ----

/** A picture as the browser sends it: a data URL or bare base64, checked by the server. */
const photoSchema = z.string({ message: 'รูปภาพไม่ถูกต้อง' }).min(1, { message: 'รูปภาพไม่ถูกต้อง' });

const storySchema = (label: string) =>
  z
    .string({ message: `กรุณากรอก${label}` })
    .trim()
    .min(10, { message: `กรุณาเล่า${label}อย่างน้อย 10 ตัวอักษร` })
    .max(CLAIM_STORY_MAX, {
      message: `${label}ยาวได้ไม่เกิน ${CLAIM_STORY_MAX.toLocaleString('en-US')} ตัวอักษร`,
    });

export const FileClaimBodySchema = z.object({
  registrationId: z.coerce
    .number({ message: 'ไม่พบทะเบียนรับประกันนี้' })
    .int({ message: 'ไม่พบทะเบียนรับประกันนี้' })
    .positive({ message: 'ไม่พบทะเบียนรับประกันนี้' }),
  story: storySchema('อาการหรือเหตุการณ์ที่เกิดขึ้น'),
  odometerKm: z.coerce
    .number({ message: 'กรุณากรอกเลขไมล์เป็นตัวเลข' })
    .int({ message: 'เลขไมล์ต้องเป็นจำนวนเต็ม' })
    .min(0, { message: 'เลขไมล์ต้องไม่ติดลบ' })
    .max(CLAIM_ODOMETER_MAX, { message: 'เลขไมล์มากเกินไป กรุณาตรวจสอบอีกครั้ง' }),
  photos: z
    .array(photoSchema, { message: 'กรุณาแนบรูปถ่ายยาง' })
    .min(CLAIM_PHOTOS_MIN, { message: 'กรุณาแนบรูปถ่ายยางอย่างน้อย 1 รูป' })
    .max(CLAIM_PHOTOS_MAX, { message: `แนบรูปได้ไม่เกิน ${CLAIM_PHOTOS_MAX} รูป` }),
});
export type FileClaimBody = z.infer<typeof FileClaimBodySchema>;

export const AnswerClaimBodySchema = z.object({
  text: storySchema('ข้อมูลเพิ่มเติม'),
  photos: z
    .array(photoSchema)
    .max(CLAIM_PHOTOS_MAX, { message: `แนบรูปได้ไม่เกิน ${CLAIM_PHOTOS_MAX} รูป` })
    .optional()
    .default([]),
});
export type AnswerClaimBody = z.infer<typeof AnswerClaimBodySchema>;

export const AskClaimInfoBodySchema = z.object({
  text: z
    .string({ message: 'กรุณาระบุข้อมูลที่ต้องการเพิ่มเติม' })
    .trim()
    .min(5, { message: 'กรุณาระบุข้อมูลที่ต้องการเพิ่มเติมอย่างน้อย 5 ตัวอักษร' })
    .max(CLAIM_REASON_MAX, { message: `ข้อความยาวได้ไม่เกิน ${CLAIM_REASON_MAX} ตัวอักษร` }),
});
export type AskClaimInfoBody = z.infer<typeof AskClaimInfoBodySchema>;

export const RejectClaimBodySchema = z.object({
  reason: z
    .string({ message: 'กรุณาระบุเหตุผลที่ไม่อนุมัติเคลม' })
    .trim()
    .min(5, { message: 'กรุณาระบุเหตุผลที่ไม่อนุมัติเคลมอย่างน้อย 5 ตัวอักษร' })
    .max(CLAIM_REASON_MAX, { message: `เหตุผลยาวได้ไม่เกิน ${CLAIM_REASON_MAX} ตัวอักษร` }),
});
export type RejectClaimBody = z.infer<typeof RejectClaimBodySchema>;

const treadSchema = (label: string) =>
  z.coerce
    .number({ message: `กรุณากรอก${label}เป็นตัวเลข` })
    .int({ message: `${label}ต้องเป็นจำนวนเต็ม (หน่วย 0.1 มม.)` })
    .min(0, { message: `${label}ต้องไม่ติดลบ` })
    .max(TREAD_TENTHS_MAX, { message: `${label}มากเกินไป` });

export const AcceptClaimBodySchema = z
  .object({
    remedy: z.enum(CLAIM_REMEDIES, { message: 'กรุณาเลือกวิธีชดเชย' }),
    basis: z.enum(CREDIT_BASES, { message: 'กรุณาเลือกวิธีคิดส่วนลด' }).optional(),
    newTreadTenths: treadSchema('ความลึกดอกยางใหม่').optional(),
    remainingTreadTenths: treadSchema('ความลึกดอกยางที่เหลือ').optional(),
    note: z.string().trim().max(CLAIM_REASON_MAX).optional().default(''),
  })
  .superRefine((v, ctx) => {
    if (v.remedy !== 'credit') return;
    if (!v.basis) {
      ctx.addIssue({ code: 'custom', path: ['basis'], message: 'กรุณาเลือกวิธีคิดส่วนลด' });
      return;
    }
    if (v.basis === 'tread') {
      if (!v.newTreadTenths) {
        ctx.addIssue({
          code: 'custom',
          path: ['newTreadTenths'],
          message: 'กรุณากรอกความลึกดอกยางใหม่',
        });
      }
      if (v.remainingTreadTenths === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['remainingTreadTenths'],
          message: 'กรุณากรอกความลึกดอกยางที่เหลือ',
        });
      }
      if (
        v.newTreadTenths !== undefined &&
        v.remainingTreadTenths !== undefined &&
        v.remainingTreadTenths > v.newTreadTenths
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['remainingTreadTenths'],
          message: 'ดอกยางที่เหลือต้องไม่มากกว่าดอกยางใหม่',
        });
      }
    }
  });
export type AcceptClaimBody = z.infer<typeof AcceptClaimBodySchema>;

// ---- claims: answers ----

export const ClaimStepSchema = z.object({
  event: z.enum(CLAIM_EVENTS),
  label: z.string(),
  text: z.string(),
  photos: z.array(z.string()),
  by: z.string(),
  at: z.string(),
});
export type ClaimStep = z.infer<typeof ClaimStepSchema>;

export const WarrantyClaimSchema = z.object({
  id: z.number(),
  registrationId: z.number(),
  state: z.enum(CLAIM_STATES),
  stateText: z.string(),
  tyreTitle: z.string(),
  dotCode: z.string(),
  fittedOn: z.string(),
  orderNo: z.string(),
  shopName: z.string(),
  customerName: z.string(),
  warrantyTitle: z.string(),
  months: z.number().nullable(),
  kilometres: z.number().nullable(),
  coverage: z.string(),
  odometerKm: z.number(),
  story: z.string(),
  photos: z.array(z.string()),
  /** Price paid for this tyre (baht): the ground of a pro-rata credit. */
  tyrePrice: z.number(),
  remedy: z.enum(CLAIM_REMEDIES).nullable(),
  remedyText: z.string(),
  creditBasis: z.enum(CREDIT_BASES).nullable(),
  /** Credit given in baht, or null. */
  credit: z.number().nullable(),
  rejectReason: z.string(),
  filedAt: z.string(),
  updatedAt: z.string(),
  steps: z.array(ClaimStepSchema),
});
export type WarrantyClaim = z.infer<typeof WarrantyClaimSchema>;

export const ClaimAnswerSchema = z.object({ claim: WarrantyClaimSchema, message: z.string() });
export type ClaimAnswer = z.infer<typeof ClaimAnswerSchema>;

export const ClaimListItemSchema = z.object({
  id: z.number(),
  state: z.enum(CLAIM_STATES),
  stateText: z.string(),
  tyreTitle: z.string(),
  orderNo: z.string(),
  customerName: z.string(),
  shopName: z.string(),
  filedAt: z.string(),
  updatedAt: z.string(),
});
export const ClaimListSchema = z.object({ claims: z.array(ClaimListItemSchema) });
export type ClaimList = z.infer<typeof ClaimListSchema>;

export const SellerClaimListBodySchema = z.object({
  state: choiceOrNone(CLAIM_STATES, 'สถานะเคลมไม่ถูกต้อง').optional().default(''),
  branchId: z.coerce.number().int().positive().optional(),
});
export type SellerClaimListBody = z.input<typeof SellerClaimListBodySchema>;

export const ClaimIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** Claims report: counts by state and the credit given, for the shop's reports. */
export const ClaimReportSchema = z.object({
  byState: z.array(z.object({ state: z.enum(CLAIM_STATES), label: z.string(), count: z.number() })),
  total: z.number(),
  replacements: z.number(),
  credits: z.number(),
  /** Baht. */
  creditGiven: z.number(),
});
export type ClaimReport = z.infer<typeof ClaimReportSchema>;

export const ClaimReportBodySchema = z.object({
  startDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'วันที่เริ่มต้นไม่ถูกต้อง' }),
  endDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'วันที่สิ้นสุดไม่ถูกต้อง' }),
  branchId: z.coerce.number().int().positive().optional(),
});

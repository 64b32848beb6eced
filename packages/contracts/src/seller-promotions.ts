import { z } from 'zod';
import { choiceOrNone } from './choice';
import {
  attachedOffersBodySchema,
  toggleMatchingBodySchema,
  toggleProductBodySchema,
} from './offer-attach';
import { isPercentAmountType, PROMOTION_AMOUNT_TYPES, type PromotionAmountType } from './pricing';
import { NewPictureSchema } from './store-decoration';
import { typedNumber } from './typed-number';

// A shop's own promotions (spec 2.3 /seller/product/promotion, /promotion/v2, /promotion/v2/:id;
// spec 7 get-seller-promotion, get-shop-promotion, save-promotion, update-promotion-product,
// toggle-product-promotion, delete-promotion; spec 9 amount types and unit display). What a shop
// saves is exactly what the cart prices (pricing.ts priceLine): the amount in baht or percent
// here is kept as satang or basis points, the dates are Bangkok business dates, inclusive.

export const PROMOTION_TITLE_MAX = 200;
export const PROMOTION_REMARK_MAX = 300;
export const PROMOTION_IMAGE_TITLE_MAX = 200;
/** The detail HTML as written (before sanitising). */
export const PROMOTION_DETAIL_MAX = 20_000;
export const PROMOTION_AMOUNT_MAX_BAHT = 1_000_000;
export const PROMOTION_MIN_QTY_MAX = 99;
export const PROMOTION_CATEGORIES = ['discount', 'gift', 'installment'] as const;
export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];

/** Spec 9 "Promotion unit display". */
export function promotionUnit(type: PromotionAmountType): 'บ.' | '%' {
  return isPercentAmountType(type) ? '%' : 'บ.';
}

export const PROMOTION_TYPE_LABEL_TH: Record<PromotionAmountType, string> = {
  discountAmount: 'ส่วนลดต่อเส้น',
  discountOrderAmt: 'ส่วนลดต่อคำสั่งซื้อ',
  discountTurnPart: 'ส่วนลดเทิร์นยางเก่า (ต่อเส้น)',
  discountPercent: 'ส่วนลดเปอร์เซ็นต์ต่อเส้น',
  discountOrderPercent: 'ส่วนลดเปอร์เซ็นต์ต่อคำสั่งซื้อ',
};

/** Amount as the form shows it (baht or percent) → as stored (satang or basis points). */
export function toStoredAmount(amount: number): number {
  return Math.round(amount * 100);
}
export const fromStoredAmount = (stored: number) => stored / 100;

export const PROMOTION_STATES = ['active', 'upcoming', 'ended', 'off'] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];
export const PROMOTION_STATE_LABEL_TH: Record<PromotionState, string> = {
  active: 'กำลังใช้งาน',
  upcoming: 'ยังไม่เริ่ม',
  ended: 'สิ้นสุดแล้ว',
  off: 'ปิดใช้งาน',
};

/** Where a promotion stands on `today` (YYYY-MM-DD, Bangkok); the cart applies 'active' only. */
export function promotionState(
  p: { isActive: boolean; startDate: string; endDate: string },
  today: string,
): PromotionState {
  if (!p.isActive) return 'off';
  if (today < p.startDate) return 'upcoming';
  if (today > p.endDate) return 'ended';
  return 'active';
}

const isCalendarDate = (s: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};
const dateSchema = (label: string) =>
  z
    .string({ message: `กรุณาเลือก${label}` })
    .min(1, { message: `กรุณาเลือก${label}` })
    .refine(isCalendarDate, { message: `${label}ไม่ถูกต้อง` });

const idSchema = (message: string) =>
  z.coerce.number({ message }).int({ message }).positive({ message });
export const PROMOTION_NOT_FOUND = 'ไม่พบโปรโมชันนี้ของร้าน';

const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { message: `${label}ยาวได้ไม่เกิน ${max} ตัวอักษร` });

export const SavePromotionBodySchema = z
  .object({
    /** Omitted for a new promotion. */
    sellerPromotionId: idSchema(PROMOTION_NOT_FOUND).optional(),
    title: text(PROMOTION_TITLE_MAX, 'ชื่อโปรโมชัน').min(1, { message: 'กรุณากรอกชื่อโปรโมชัน' }),
    category: z
      .enum(PROMOTION_CATEGORIES, { message: 'หมวดโปรโมชันไม่ถูกต้อง' })
      .optional()
      .default('discount'),
    type: z.enum(PROMOTION_AMOUNT_TYPES, { message: 'กรุณาเลือกประเภทส่วนลด' }),
    /** Baht for the amount types, percent for the percent types; at most 2 decimals. */
    amount: z.preprocess(
      typedNumber,
      z.coerce
        .number({ message: 'มูลค่าส่วนลดต้องเป็นตัวเลข' })
        .refine((v) => Number.isFinite(v), { message: 'มูลค่าส่วนลดต้องเป็นตัวเลข' })
        .refine((v) => v > 0, { message: 'มูลค่าส่วนลดต้องมากกว่า 0' })
        .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, {
          message: 'มูลค่าส่วนลดมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง',
        }),
    ),
    minQty: z.coerce
      .number({ message: 'จำนวนขั้นต่ำต้องเป็นตัวเลข' })
      .int({ message: 'จำนวนขั้นต่ำต้องเป็นจำนวนเต็ม' })
      .min(1, { message: 'จำนวนขั้นต่ำต้องอย่างน้อย 1 เส้น' })
      .max(PROMOTION_MIN_QTY_MAX, {
        message: `จำนวนขั้นต่ำต้องไม่เกิน ${PROMOTION_MIN_QTY_MAX} เส้น`,
      })
      .optional()
      .default(1),
    startDate: dateSchema('วันที่เริ่ม'),
    endDate: dateSchema('วันที่สิ้นสุด'),
    remark: text(PROMOTION_REMARK_MAX, 'หมายเหตุ').optional().default(''),
    /** Rich detail; sanitised on the server before it is stored. */
    detail: z
      .string()
      .max(PROMOTION_DETAIL_MAX, {
        message: `รายละเอียดยาวได้ไม่เกิน ${PROMOTION_DETAIL_MAX.toLocaleString('en-US')} ตัวอักษร`,
      })
      .optional()
      .default(''),
    imageTitle: text(PROMOTION_IMAGE_TITLE_MAX, 'ข้อความแทนรูปแบนเนอร์').optional().default(''),
    /** The customer presses 'รับส่วนลด' to use it; otherwise it applies by itself. */
    isTogglable: z.boolean().optional().default(false),
    isActive: z.boolean().optional().default(true),
    /** A new banner picture (desktop / phone), null to remove it, omitted to keep it. */
    topBanner: NewPictureSchema.nullable().optional(),
    topBannerMobile: NewPictureSchema.nullable().optional(),
  })
  .superRefine((b, ctx) => {
    if (isPercentAmountType(b.type) && b.amount > 100) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'ส่วนลดต้องไม่เกิน 100%' });
    }
    if (!isPercentAmountType(b.type) && b.amount > PROMOTION_AMOUNT_MAX_BAHT) {
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: `ส่วนลดต้องไม่เกิน ${PROMOTION_AMOUNT_MAX_BAHT.toLocaleString('en-US')} บาท`,
      });
    }
    if (isCalendarDate(b.startDate) && isCalendarDate(b.endDate) && b.startDate > b.endDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'วันที่สิ้นสุดต้องไม่ก่อนวันที่เริ่ม',
      });
    }
  });
export type SavePromotionBody = z.infer<typeof SavePromotionBodySchema>;
export type SavePromotionInput = z.input<typeof SavePromotionBodySchema>;

export const PromotionRowSchema = z.object({
  sellerPromotionId: z.number(),
  key: z.string(),
  category: z.string(),
  type: z.enum(PROMOTION_AMOUNT_TYPES),
  typeText: z.string(),
  unit: z.enum(['บ.', '%']),
  amount: z.number(),
  minQty: z.number(),
  title: z.string(),
  remark: z.string(),
  /** Sanitised HTML. */
  detail: z.string(),
  imageTitle: z.string(),
  isTogglable: z.boolean(),
  isActive: z.boolean(),
  startDate: z.string(),
  endDate: z.string(),
  state: z.enum(PROMOTION_STATES),
  stateText: z.string(),
  /** Offers the promotion is attached to. */
  productCount: z.number(),
  /** Picture addresses; '' when there is none. */
  topBanner: z.string(),
  topBannerMobile: z.string(),
  /**
   * Set up by YangDee, not the shop (issue 37): shown so the shop sees what applies to its offers;
   * the shop may only take it off its own offers (productCount counts those).
   */
  isPlatform: z.boolean(),
});
export type PromotionRow = z.infer<typeof PromotionRowSchema>;

export const PromotionListResponseSchema = z.object({ promotionList: z.array(PromotionRowSchema) });
export type PromotionListResponse = z.infer<typeof PromotionListResponseSchema>;

export const PromotionSavedResponseSchema = z.object({ promotion: PromotionRowSchema });
export type PromotionSavedResponse = z.infer<typeof PromotionSavedResponseSchema>;

/** get-shop-promotion: the shop's promotions of a category and amount type ('' = any). */
export const GetShopPromotionBodySchema = z.object({
  category: choiceOrNone(PROMOTION_CATEGORIES, 'หมวดโปรโมชันไม่ถูกต้อง').optional().default(''),
  type: choiceOrNone(PROMOTION_AMOUNT_TYPES, 'ประเภทส่วนลดไม่ถูกต้อง').optional().default(''),
});
export type GetShopPromotionBody = z.input<typeof GetShopPromotionBodySchema>;

export const PromotionIdBodySchema = z.object({
  sellerPromotionId: idSchema(PROMOTION_NOT_FOUND),
});
export type PromotionIdBody = z.infer<typeof PromotionIdBodySchema>;

/** update-promotion-product: the shop's promotions for one offer, with which are attached. */
export const UpdatePromotionProductBodySchema = z.object({
  sellerProductId: idSchema('ไม่พบสินค้าที่เลือก'),
  category: GetShopPromotionBodySchema.shape.category,
});
export type UpdatePromotionProductBody = z.input<typeof UpdatePromotionProductBodySchema>;

export const OfferPromotionsResponseSchema = z.object({
  sellerProductId: z.number(),
  promotionList: z.array(PromotionRowSchema.extend({ isSelect: z.boolean() })),
});
export type OfferPromotionsResponse = z.infer<typeof OfferPromotionsResponseSchema>;

export const ToggleProductPromotionBodySchema = toggleProductBodySchema(
  'sellerPromotionId',
  PROMOTION_NOT_FOUND,
);
export const ToggleMatchingProductPromotionBodySchema = toggleMatchingBodySchema(
  'sellerPromotionId',
  PROMOTION_NOT_FOUND,
);
export const GetPromotionProductBodySchema = attachedOffersBodySchema(
  'sellerPromotionId',
  PROMOTION_NOT_FOUND,
);

export const DeletePromotionResponseSchema = z.object({ message: z.string() });

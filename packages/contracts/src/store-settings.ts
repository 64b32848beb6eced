import { z } from 'zod';
import { isProvinceName } from './provinces';
import { typedNumber } from './typed-number';

// Installation, delivery and deposit settings of the active store or branch (spec 7 "Store
// profile and settings", "Delivery and deposit settings"; spec 9 slots, gap-day options 0–7,
// quantity options 1–4; issue 14 §5 /seller/setting, /seller/setting-prepaid). Money is baht in
// the API (at most 2 decimals), satang in the database.

export const SLOT_VALUES = ['slot1', 'slot2', 'slot3', 'slot4'] as const;
export const SLOT_CAPACITY_MAX = 20;
/** Spec 9 "Gap-day options: 0 to 7 days". */
export const PREPARE_DAYS_MAX = 7;
/** Spec 9 "Quantity options: 1 to 4 tyres". */
export const MIN_QTY_MAX = 4;
export const DELIVERY_RATE_MAX_BAHT = 10_000;
export const DEPOSIT_AMOUNT_MAX_BAHT = 100_000;

/** Baht with at most 2 decimals, 0..max. */
export function bahtField(label: string, max: number) {
  return z.preprocess(
    typedNumber,
    z
      .number({ message: `กรุณากรอก${label}เป็นตัวเลข` })
      .min(0, { message: `${label}ต้องไม่ติดลบ` })
      .max(max, { message: `${label}ต้องไม่เกิน ${max.toLocaleString('en-US')} บาท` })
      .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, {
        message: `${label}มีทศนิยมได้ไม่เกิน 2 ตำแหน่ง`,
      }),
  );
}

/** Baht → integer satang. */
export function bahtToSatang(baht: number): number {
  return Math.round(baht * 100);
}

const weekday = z.number().int().min(0).max(6);

const slotCapacity = z
  .number({ message: 'กรุณากรอกจำนวนรถต่อช่วงเวลา' })
  .int({ message: 'จำนวนรถต่อช่วงเวลาต้องเป็นจำนวนเต็ม' })
  .min(1, { message: 'จำนวนรถต่อช่วงเวลาต้องอย่างน้อย 1 คัน' })
  .max(SLOT_CAPACITY_MAX, { message: `จำนวนรถต่อช่วงเวลาต้องไม่เกิน ${SLOT_CAPACITY_MAX} คัน` });

/** POST /api/seller/save-installation-info. */
export const SaveInstallationBodySchema = z.object({
  /** Slot value → weekdays (0 = Sunday) it is offered on. */
  slotWeekdays: z.object(
    Object.fromEntries(SLOT_VALUES.map((s) => [s, z.array(weekday).max(7)])) as Record<
      (typeof SLOT_VALUES)[number],
      z.ZodArray<typeof weekday>
    >,
  ),
  slotCapacity,
  prepareDays: z
    .number({ message: 'กรุณาเลือกจำนวนวันเตรียมสินค้า' })
    .int()
    .min(0, { message: 'จำนวนวันเตรียมสินค้าต้องอยู่ระหว่าง 0-7 วัน' })
    .max(PREPARE_DAYS_MAX, { message: 'จำนวนวันเตรียมสินค้าต้องอยู่ระหว่าง 0-7 วัน' }),
});
export type SaveInstallationBody = z.infer<typeof SaveInstallationBodySchema>;

/** The installation form: the cars per slot as typed ("5"); the body comes out. */
export const InstallationFormSchema = SaveInstallationBodySchema.extend({
  slotCapacity: z.preprocess(typedNumber, slotCapacity),
});

/** POST /api/seller/save-delivery-info. */
export const SaveDeliveryInfoBodySchema = z.object({
  isDeliveryEnabled: z.boolean(),
  defaultDeliveryRate: bahtField('ค่าจัดส่งเริ่มต้น', DELIVERY_RATE_MAX_BAHT),
});
export type SaveDeliveryInfoBody = z.infer<typeof SaveDeliveryInfoBodySchema>;

/** GET /api/seller/get-setting-info. */
export const SettingInfoSchema = z.object({
  slots: z.array(
    z.object({
      value: z.string(),
      from: z.string(),
      to: z.string(),
      weekdays: z.array(z.number().int()),
    }),
  ),
  /** Closing time per weekday from the opening hours; null = closed that day, '' = not known. */
  closingTimes: z.array(z.string().nullable()),
  slotCapacity: z.number().int(),
  prepareDays: z.number().int(),
  isDeliveryEnabled: z.boolean(),
  defaultDeliveryRate: z.number(),
  isPrepaidEnabled: z.boolean(),
  prepaidType: z.enum(['percent', 'amount']),
  /** Whole percent, or baht per order. */
  prepaidValue: z.number(),
});
export type SettingInfo = z.infer<typeof SettingInfoSchema>;

// ---------- delivery area rates ----------

export const AreaRateSchema = z.object({ province: z.string(), rate: z.number() });
export type AreaRate = z.infer<typeof AreaRateSchema>;

export const AreaRateListSchema = z.object({ rateList: z.array(AreaRateSchema) });

/** POST /api/seller/save-delivery-area-rate: one province's rate per tyre; isRemove drops it. */
export const SaveAreaRateBodySchema = z.object({
  province: z
    .string({ message: 'กรุณาเลือกจังหวัด' })
    .trim()
    .refine(isProvinceName, { message: 'กรุณาเลือกจังหวัดจากรายการ' }),
  rate: bahtField('ค่าจัดส่ง', DELIVERY_RATE_MAX_BAHT),
  isRemove: z.boolean().optional().default(false),
});
export type SaveAreaRateBody = z.infer<typeof SaveAreaRateBodySchema>;
export type SaveAreaRateInput = z.input<typeof SaveAreaRateBodySchema>;

export const DeliveryAreaSummarySchema = z.object({
  isDeliveryEnabled: z.boolean(),
  defaultDeliveryRate: z.number(),
  areaCount: z.number().int(),
  minAreaRate: z.number().nullable(),
  maxAreaRate: z.number().nullable(),
  productRateCount: z.number().int(),
});
export type DeliveryAreaSummary = z.infer<typeof DeliveryAreaSummarySchema>;

// ---------- the shop's offers ----------

export const ProductsForSettingBodySchema = z.object({
  keyword: z
    .string()
    .trim()
    .max(100, { message: 'คำค้นยาวได้ไม่เกิน 100 ตัวอักษร' })
    .optional()
    .default(''),
  page: z.number().int().min(1).max(100_000).optional().default(1),
});
export type ProductsForSettingBody = z.input<typeof ProductsForSettingBodySchema>;

/** The search form of the setting pages' product list: the keyword alone. */
export const ProductSearchFormSchema = ProductsForSettingBodySchema.pick({ keyword: true });

export const SettingProductSchema = z.object({
  sellerProductId: z.number().int(),
  brand: z.string(),
  model: z.string(),
  size: z.string(),
  year: z.number().int(),
  price: z.number(),
  priceDelivery: z.number().nullable(),
  /** Per-product delivery fee per tyre; null → the province's or the shop's rate. */
  deliveryRate: z.number().nullable(),
  /** null → the shop's preparing days. */
  prepareDays: z.number().int().nullable(),
  minQty: z.number().int(),
  isPrepaid: z.boolean(),
  /** Deposit per tyre; null → the shop's deposit rule. */
  prepaidAmount: z.number().nullable(),
});
export type SettingProduct = z.infer<typeof SettingProductSchema>;

export const ProductsForSettingResponseSchema = z.object({
  page: z.number().int(),
  totalPage: z.number().int(),
  total: z.number().int(),
  productList: z.array(SettingProductSchema),
});
export type ProductsForSettingResponse = z.infer<typeof ProductsForSettingResponseSchema>;

const sellerProductId = z.number({ message: 'กรุณาเลือกสินค้า' }).int().min(1).max(2_147_483_647);

/** POST /api/seller/save-delivery-product-rate: null → back to the area/shop rate. */
export const SaveProductRateBodySchema = z.object({
  sellerProductId,
  rate: bahtField('ค่าจัดส่ง', DELIVERY_RATE_MAX_BAHT).nullable(),
});
/** Blank typed text → null ("back to the shop's rule"); other values pass as they are. */
function blankToNull(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? null : value;
}

/** A product's delivery fee as typed: blank → null, "1,250" → 1250. */
export const ProductRateFormSchema = z.object({
  rate: z.preprocess(blankToNull, bahtField('ค่าจัดส่ง', DELIVERY_RATE_MAX_BAHT).nullable()),
});

/** POST /api/seller/save-day-prepare-product: 0–7, null → the shop's days. */
export const SavePrepareDaysBodySchema = z.object({
  sellerProductId,
  prepareDays: z
    .number()
    .int()
    .min(0, { message: 'จำนวนวันเตรียมสินค้าต้องอยู่ระหว่าง 0-7 วัน' })
    .max(PREPARE_DAYS_MAX, { message: 'จำนวนวันเตรียมสินค้าต้องอยู่ระหว่าง 0-7 วัน' })
    .nullable(),
});
/** POST /api/seller/save-product-min-qty: 1–4. */
export const SaveMinQtyBodySchema = z.object({
  sellerProductId,
  minQty: z
    .number()
    .int()
    .min(1, { message: 'จำนวนขั้นต่ำต้องอยู่ระหว่าง 1-4 เส้น' })
    .max(MIN_QTY_MAX, { message: 'จำนวนขั้นต่ำต้องอยู่ระหว่าง 1-4 เส้น' }),
});

// ---------- deposits ----------

/** POST /api/seller/assign-prepaid-product: whether a tyre takes a deposit, and how much. */
export const AssignPrepaidBodySchema = z.object({
  sellerProductId,
  isPrepaid: z.boolean(),
  /** Baht per tyre; null → the shop's deposit rule. */
  prepaidAmount: bahtField('ยอดมัดจำ', DEPOSIT_AMOUNT_MAX_BAHT).nullable(),
});
export type AssignPrepaidBody = z.infer<typeof AssignPrepaidBodySchema>;

/** A tyre's deposit form: the amount as typed, read only when the tyre takes a deposit. */
export const AssignPrepaidFormSchema = z
  .object({ isPrepaid: z.boolean(), prepaidAmount: z.string() })
  .transform((v, ctx) => {
    if (!v.isPrepaid || v.prepaidAmount.trim() === '') return { ...v, prepaidAmount: null };
    const amount = bahtField('ยอดมัดจำ', DEPOSIT_AMOUNT_MAX_BAHT).safeParse(v.prepaidAmount);
    if (amount.success) return { ...v, prepaidAmount: amount.data as number };
    for (const issue of amount.error.issues)
      ctx.addIssue({ code: 'custom', path: ['prepaidAmount'], message: issue.message });
    return z.NEVER;
  });
export type SaveProductRateBody = z.infer<typeof SaveProductRateBodySchema>;
export type SavePrepareDaysBody = z.infer<typeof SavePrepareDaysBodySchema>;
export type SaveMinQtyBody = z.infer<typeof SaveMinQtyBodySchema>;

const prepaidValue = z.number({ message: 'กรุณากรอกยอดมัดจำเป็นตัวเลข' }).min(0);

/** A percent is a whole 1–99; an amount is baht above 0. */
function checkPrepaidRule(
  v: { prepaidType: 'percent' | 'amount'; prepaidValue: number },
  ctx: z.RefinementCtx,
) {
  if (v.prepaidType === 'percent') {
    if (!Number.isInteger(v.prepaidValue) || v.prepaidValue < 1 || v.prepaidValue > 99)
      ctx.addIssue({
        code: 'custom',
        path: ['prepaidValue'],
        message: 'เปอร์เซ็นต์มัดจำต้องเป็นจำนวนเต็ม 1-99',
      });
  } else {
    const r = bahtField('ยอดมัดจำ', DEPOSIT_AMOUNT_MAX_BAHT).safeParse(v.prepaidValue);
    if (!r.success || v.prepaidValue <= 0)
      ctx.addIssue({
        code: 'custom',
        path: ['prepaidValue'],
        message: r.success ? 'ยอดมัดจำต้องมากกว่า 0 บาท' : r.error.issues[0].message,
      });
  }
}

const prepaidShape = {
  isPrepaidEnabled: z.boolean(),
  prepaidType: z.enum(['percent', 'amount'], { message: 'กรุณาเลือกรูปแบบมัดจำ' }),
};

/** POST /api/seller/save-prepaid-info (decision 0075): the shop's deposit switch and rule. */
export const SavePrepaidInfoBodySchema = z
  .object({ ...prepaidShape, prepaidValue })
  .superRefine(checkPrepaidRule);
export type SavePrepaidInfoBody = z.infer<typeof SavePrepaidInfoBodySchema>;

/** The shop's deposit form: the value as typed ("1,000"); the body comes out. */
export const PrepaidInfoFormSchema = z
  .object({ ...prepaidShape, prepaidValue: z.preprocess(typedNumber, prepaidValue) })
  .superRefine(checkPrepaidRule);

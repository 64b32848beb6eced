import { z } from 'zod';
import { choiceOrNone } from './choice';
import { bahtToSatang, STOCK_PRICE_MAX_BAHT } from './seller-stock';
import { typedNumber } from './typed-number';

// A shop's warranties (benefits) and other services, and which offers carry them (spec 7
// "Seller" → Promotions/warranties/services: get-shop-warranty, save-warranty,
// update-warranty-product, toggle-product-warranty, delete-warranty and the same five for
// services; spec 9 Benefit type). What a shop saves here is what the shopper reads: the tyre
// page's benefits and the cart's benefits show a warranty's title and remark; the cart prices a
// service by its price, order type, isIncluded and isTogglable (pricing.ts isServiceCounted).

export const BENEFIT_TYPES = ['warranty', 'freeGift', 'yltGift'] as const;
export type BenefitType = (typeof BENEFIT_TYPES)[number];
export const BENEFIT_TYPE_LABEL_TH: Record<BenefitType, string> = {
  warranty: 'การรับประกัน',
  freeGift: 'ของแถม',
  yltGift: 'ของสมนาคุณ',
};

export const BENEFIT_TITLE_MAX = 200;
export const BENEFIT_REMARK_MAX = 1_000;
export const SERVICE_DESCRIPTION_MAX = 500;
export const WARRANTY_MONTHS_MAX = 120;
export const WARRANTY_KM_MAX = 1_000_000;
export const WARRANTY_COVERAGE_MAX = 500;

/** Order types a service applies to (seller_services.order_type): 0 both, 1 SERVICE, 2 DELIVERY. */
/** In the order a form offers them: fitting, delivery, both. */
export const SERVICE_ORDER_TYPES = [1, 2, 0] as const;
export type ServiceOrderType = (typeof SERVICE_ORDER_TYPES)[number];
export const SERVICE_ORDER_TYPE_LABEL_TH: Record<ServiceOrderType, string> = {
  0: 'ทั้งติดตั้งที่ร้านและจัดส่ง',
  1: 'ติดตั้งที่ร้าน',
  2: 'จัดส่งถึงบ้าน',
};

/**
 * How the cart offers a service (spec 2.9 b "Additional services"), from its two flags:
 * always counted; counted but the customer may remove it (X); added only when the customer
 * asks ('เพิ่มในรายการ'); or a note with its description, never counted.
 */
export const SERVICE_OFFERINGS = ['always', 'removable', 'optional', 'note'] as const;
export type ServiceOffering = (typeof SERVICE_OFFERINGS)[number];
export const SERVICE_OFFERING_LABEL_TH: Record<ServiceOffering, string> = {
  always: 'รวมในคำสั่งซื้อเสมอ',
  removable: 'รวมไว้ก่อน ลูกค้านำออกได้',
  optional: 'ลูกค้าเลือกเพิ่มเองได้',
  note: 'แสดงเป็นข้อมูล ไม่คิดในยอดสั่งซื้อ',
};
const OFFERING_FLAGS: Record<ServiceOffering, { isIncluded: boolean; isTogglable: boolean }> = {
  always: { isIncluded: true, isTogglable: false },
  removable: { isIncluded: true, isTogglable: true },
  optional: { isIncluded: false, isTogglable: true },
  note: { isIncluded: false, isTogglable: false },
};
export const serviceFlagsOf = (offering: ServiceOffering) => OFFERING_FLAGS[offering];
export function serviceOfferingOf(s: { isIncluded: boolean; isTogglable: boolean }) {
  if (s.isTogglable) return s.isIncluded ? 'removable' : 'optional';
  return s.isIncluded ? 'always' : 'note';
}

/** The title a warranty's months and kilometres suggest: 'รับประกัน 12 เดือน หรือ 20,000 กม.' */
export function warrantyTitleOf(months: number | null, kilometres: number | null): string {
  const parts = [
    months ? `${months.toLocaleString('en-US')} เดือน` : '',
    kilometres ? `${kilometres.toLocaleString('en-US')} กม.` : '',
  ].filter(Boolean);
  return parts.length ? `รับประกัน ${parts.join(' หรือ ')}` : '';
}

const idSchema = (message: string) =>
  z.coerce.number({ message }).int({ message }).positive({ message });
export const WARRANTY_NOT_FOUND = 'ไม่พบรายการรับประกันนี้ของร้าน';
export const SERVICE_NOT_FOUND = 'ไม่พบบริการนี้ของร้าน';
const warrantyId = idSchema(WARRANTY_NOT_FOUND);
const serviceId = idSchema(SERVICE_NOT_FOUND);
const offerId = idSchema('ไม่พบสินค้าที่เลือก');

const titleSchema = (label: string) =>
  z
    .string({ message: `กรุณากรอก${label}` })
    .trim()
    .min(1, { message: `กรุณากรอก${label}` })
    .max(BENEFIT_TITLE_MAX, { message: `${label}ยาวได้ไม่เกิน ${BENEFIT_TITLE_MAX} ตัวอักษร` });
const textSchema = (label: string, max: number) =>
  z
    .string({ message: `${label}ไม่ถูกต้อง` })
    .trim()
    .max(max, { message: `${label}ยาวได้ไม่เกิน ${max.toLocaleString('en-US')} ตัวอักษร` })
    .optional()
    .default('');
/** A whole number in 1..max, or null (empty field) for "not limited". */
const limitSchema = (label: string, max: number) =>
  z.preprocess(
    (v) => (v === '' || v === undefined || v === 0 ? null : v),
    z.coerce
      .number({ message: `${label}ต้องเป็นตัวเลข` })
      .int({ message: `${label}ต้องเป็นจำนวนเต็ม` })
      .min(1, { message: `${label}ต้องมากกว่า 0` })
      .max(max, { message: `${label}ต้องไม่เกิน ${max.toLocaleString('en-US')}` })
      .nullable(),
  );

// ---- warranties ----

export const GetShopWarrantyBodySchema = z.object({
  /** '' → every type. */
  type: choiceOrNone(BENEFIT_TYPES, 'ประเภทสิทธิประโยชน์ไม่ถูกต้อง').optional().default(''),
});
export type GetShopWarrantyBody = z.input<typeof GetShopWarrantyBodySchema>;

export const ShopWarrantySchema = z.object({
  sellerWarrantyId: z.number(),
  type: z.enum(BENEFIT_TYPES),
  typeText: z.string(),
  title: z.string(),
  months: z.number().nullable(),
  kilometres: z.number().nullable(),
  /** What the warranty covers (decision 0161), plain text; '' for a gift. */
  coverage: z.string(),
  remark: z.string(),
  isActive: z.boolean(),
  /** Offers of the shop carrying it. */
  productCount: z.number(),
});
export type ShopWarranty = z.infer<typeof ShopWarrantySchema>;
export const ShopWarrantyListSchema = z.object({ warrantyList: z.array(ShopWarrantySchema) });
export type ShopWarrantyList = z.infer<typeof ShopWarrantyListSchema>;

export const SaveWarrantyBodySchema = z
  .object({
    /** Omitted for a new one. */
    sellerWarrantyId: warrantyId.optional(),
    type: z.enum(BENEFIT_TYPES, { message: 'กรุณาเลือกประเภทสิทธิประโยชน์' }),
    title: titleSchema('ชื่อสิทธิประโยชน์'),
    months: limitSchema('ระยะเวลารับประกัน (เดือน)', WARRANTY_MONTHS_MAX),
    kilometres: limitSchema('ระยะทางรับประกัน (กม.)', WARRANTY_KM_MAX),
    /** What a warranty covers, e.g. 'บวม แตก ร้าว จากการผลิต' (decision 0161); plain text. */
    coverage: textSchema('สิ่งที่รับประกัน', WARRANTY_COVERAGE_MAX),
    /** Terms, plain text (rendered as text, never as HTML). */
    remark: textSchema('เงื่อนไข', BENEFIT_REMARK_MAX),
    isActive: z.boolean({ message: 'กรุณาเลือกการใช้งาน' }).optional().default(true),
  })
  .superRefine((v, ctx) => {
    if (v.type !== 'warranty' && (v.months !== null || v.kilometres !== null)) {
      ctx.addIssue({
        code: 'custom',
        path: [v.months !== null ? 'months' : 'kilometres'],
        message: 'ระยะเวลาและระยะทางใช้กับการรับประกันเท่านั้น',
      });
    }
    if (v.type !== 'warranty' && v.coverage !== '') {
      ctx.addIssue({
        code: 'custom',
        path: ['coverage'],
        message: 'สิ่งที่รับประกันใช้กับการรับประกันเท่านั้น',
      });
    }
  });
export type SaveWarrantyBody = z.infer<typeof SaveWarrantyBodySchema>;
export type SaveWarrantyInput = z.input<typeof SaveWarrantyBodySchema>;
export const WarrantySavedSchema = z.object({ warranty: ShopWarrantySchema });
export type WarrantySaved = z.infer<typeof WarrantySavedSchema>;

export const WarrantyIdBodySchema = z.object({ sellerWarrantyId: warrantyId });
export type WarrantyIdBody = z.infer<typeof WarrantyIdBodySchema>;

// ---- services ----

export const GetShopServiceBodySchema = z.object({
  /** '' → every service; SERVICE / DELIVERY → those a cart of that order type offers. */
  type: choiceOrNone(['SERVICE', 'DELIVERY'], 'ประเภทคำสั่งซื้อไม่ถูกต้อง').optional().default(''),
});
export type GetShopServiceBody = z.input<typeof GetShopServiceBodySchema>;

export const ShopServiceSchema = z.object({
  sellerServiceId: z.number(),
  title: z.string(),
  description: z.string(),
  /** Baht per order; 0 → free. */
  price: z.number(),
  isIncluded: z.boolean(),
  isTogglable: z.boolean(),
  offering: z.enum(SERVICE_OFFERINGS),
  offeringText: z.string(),
  orderType: z.number(),
  orderTypeText: z.string(),
  isActive: z.boolean(),
  productCount: z.number(),
  /** Minutes the service adds to a fitting job (decision 0162). */
  minutes: z.number(),
});
export type ShopService = z.infer<typeof ShopServiceSchema>;
export const ShopServiceListSchema = z.object({ serviceList: z.array(ShopServiceSchema) });
export type ShopServiceList = z.infer<typeof ShopServiceListSchema>;

export const SaveServiceBodySchema = z.object({
  sellerServiceId: serviceId.optional(),
  title: titleSchema('ชื่อบริการ'),
  description: textSchema('รายละเอียดบริการ', SERVICE_DESCRIPTION_MAX),
  price: z.preprocess(
    typedNumber,
    z.coerce
      .number({ message: 'ราคาบริการต้องเป็นตัวเลข' })
      .refine((v) => Number.isFinite(v), { message: 'ราคาบริการต้องเป็นตัวเลข' })
      .refine((v) => v >= 0, { message: 'ราคาบริการต้องไม่ติดลบ (ใส่ 0 หากให้บริการฟรี)' })
      .refine((v) => v <= STOCK_PRICE_MAX_BAHT, {
        message: `ราคาบริการต้องไม่เกิน ${STOCK_PRICE_MAX_BAHT.toLocaleString('en-US')} บาท`,
      })
      .refine((v) => bahtToSatang(v) !== null, {
        message: 'ราคาบริการมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง',
      }),
  ),
  offering: z.enum(SERVICE_OFFERINGS, { message: 'กรุณาเลือกวิธีคิดบริการในคำสั่งซื้อ' }),
  orderType: z.coerce
    .number({ message: 'กรุณาเลือกประเภทคำสั่งซื้อ' })
    .refine((v) => (SERVICE_ORDER_TYPES as readonly number[]).includes(v), {
      message: 'ประเภทคำสั่งซื้อไม่ถูกต้อง',
    }),
  isActive: z.boolean({ message: 'กรุณาเลือกการใช้งาน' }).optional().default(true),
  /** Minutes the service adds to a fitting job (decision 0162); 0 → none. */
  minutes: z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? 0 : typedNumber(v)),
    z.coerce
      .number({ message: 'เวลาที่ใช้ต้องเป็นตัวเลข' })
      .int({ message: 'เวลาที่ใช้ต้องเป็นจำนวนเต็มนาที' })
      .min(0, { message: 'เวลาที่ใช้ต้องไม่ติดลบ' })
      .max(480, { message: 'เวลาที่ใช้ต้องไม่เกิน 480 นาที' }),
  ),
});
export type SaveServiceBody = z.infer<typeof SaveServiceBodySchema>;
export type SaveServiceInput = z.input<typeof SaveServiceBodySchema>;
export const ServiceSavedSchema = z.object({ service: ShopServiceSchema });
export type ServiceSaved = z.infer<typeof ServiceSavedSchema>;

export const ServiceIdBodySchema = z.object({ sellerServiceId: serviceId });
export type ServiceIdBody = z.infer<typeof ServiceIdBodySchema>;

// ---- one offer (toggling and bulk attach: offer-attach.ts) ----

export const OfferIdBodySchema = z.object({ sellerProductId: offerId });
export type OfferIdBody = z.infer<typeof OfferIdBodySchema>;

/** update-*-product: the shop's items for one offer, each with whether the offer carries it. */
export const OfferBenefitChoicesSchema = z.object({
  sellerProductId: z.number(),
  items: z.array(
    z.object({ id: z.number(), title: z.string(), isActive: z.boolean(), isSelect: z.boolean() }),
  ),
});
export type OfferBenefitChoices = z.infer<typeof OfferBenefitChoicesSchema>;

export const DeletedSchema = z.object({ message: z.string() });
export type Deleted = z.infer<typeof DeletedSchema>;

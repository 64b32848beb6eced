import { z } from 'zod';
import { choiceOrNone } from './choice';
import { STOCK_STATUS, STOCK_STATUS_LABEL_TH } from './stock-status';
import { typedNumber } from './typed-number';

// The shop's own offers (spec 7 "Seller" → Stock: get-stock, get-stock-all, get-stock-detail,
// save-stock, update-stock-status, update-stock-display, delete-stock; spec 4 "Seller stock
// status"; spec 9 sort columns and stock years). Money travels in baht (at most 2 decimals) and
// is kept in satang.

export const STOCK_PAGE_SIZE = 20;
/** get-stock-all answers at most this many offers (pickers). */
export const STOCK_ALL_MAX = 5_000;
export const STOCK_KEYWORD_MAX = 100;
export const STOCK_PRICE_MAX_BAHT = 1_000_000;
export const STOCK_QTY_MAX = 9_999;
/** Years a shop may sell: this year down to this many years back (spec 9 stock years). */
export const STOCK_YEARS_BACK = 5;

export const STOCK_SORT_COLUMNS = [
  'id',
  'brand',
  'size',
  'year',
  'qty',
  'price',
  'priceDelivery',
  'integrate',
] as const;
export type StockSortColumn = (typeof STOCK_SORT_COLUMNS)[number];

/** Statuses an offer may be saved with (spec 4 without ALL and LATEST). */
export const STOCK_SAVE_STATUSES = [
  STOCK_STATUS.LIMITED,
  STOCK_STATUS.FACTORY,
  STOCK_STATUS.SUBLET,
  STOCK_STATUS.NOTSALE,
] as const;
/** Filter values of get-stock: ALL, the four statuses, LATEST (newest first). */
export const STOCK_FILTER_STATUSES = [
  STOCK_STATUS.ALL,
  ...STOCK_SAVE_STATUSES,
  STOCK_STATUS.LATEST,
];

/** The production years a shop may choose on `today` (YYYY-MM-DD, Bangkok): newest first. */
export function stockYearOptions(today: string): number[] {
  const year = Number(today.slice(0, 4));
  return Array.from({ length: STOCK_YEARS_BACK + 1 }, (_, i) => year - i);
}

/** Baht with at most 2 decimals → satang (integer); null when it is not such a number. */
export function bahtToSatang(baht: number): number | null {
  if (!Number.isFinite(baht)) return null;
  const satang = Math.round(baht * 100);
  if (Math.abs(satang - baht * 100) > 1e-6) return null;
  return satang;
}

export const satangToBaht = (satang: number) => satang / 100;

const idSchema = (message: string) =>
  z.coerce.number({ message }).int({ message }).positive({ message });

const priceSchema = (label: string) =>
  z.preprocess(
    typedNumber,
    z.coerce
      .number({ message: `${label}ต้องเป็นตัวเลข` })
      .refine((v) => Number.isFinite(v), { message: `${label}ต้องเป็นตัวเลข` })
      .refine((v) => v > 0, { message: `${label}ต้องมากกว่า 0 บาท` })
      .refine((v) => v <= STOCK_PRICE_MAX_BAHT, {
        message: `${label}ต้องไม่เกิน ${STOCK_PRICE_MAX_BAHT.toLocaleString('en-US')} บาท`,
      })
      .refine((v) => bahtToSatang(v) !== null, {
        message: `${label}มีทศนิยมได้ไม่เกิน 2 ตำแหน่ง`,
      }),
  );

const statusSchema = z.coerce
  .number({ message: 'กรุณาเลือกสถานะสินค้า' })
  .refine((v) => (STOCK_SAVE_STATUSES as readonly number[]).includes(v), {
    message: 'สถานะสินค้าไม่ถูกต้อง',
  });

export const StockFilterSchema = z.object({
  keyword: z
    .string()
    .trim()
    .max(STOCK_KEYWORD_MAX, { message: `คำค้นหายาวได้ไม่เกิน ${STOCK_KEYWORD_MAX} ตัวอักษร` })
    .optional()
    .default(''),
  status: z.coerce
    .number({ message: 'สถานะที่เลือกไม่ถูกต้อง' })
    .refine((v) => STOCK_FILTER_STATUSES.includes(v as never), {
      message: 'สถานะที่เลือกไม่ถูกต้อง',
    })
    .optional()
    .default(STOCK_STATUS.ALL),
  sortColumn: choiceOrNone(STOCK_SORT_COLUMNS, 'คอลัมน์ที่ใช้เรียงไม่ถูกต้อง').optional().default('id'),
  sortDirection: z
    .enum(['', 'asc', 'desc'], { message: 'ทิศทางการเรียงไม่ถูกต้อง' })
    .optional()
    .default(''),
});
export type StockFilter = z.infer<typeof StockFilterSchema>;

export const GetStockBodySchema = StockFilterSchema.extend({
  page: z.coerce.number({ message: 'หน้าไม่ถูกต้อง' }).int().min(1).optional().default(1),
});
export type GetStockBody = z.input<typeof GetStockBodySchema>;

export const StockRowSchema = z.object({
  id: z.number(),
  productId: z.number(),
  brand: z.string(),
  model: z.string(),
  size: z.string(),
  year: z.number(),
  qty: z.number(),
  /** Fitting price (SERVICE), baht. */
  price: z.number(),
  /** Delivery price, baht; null → not sold for delivery. */
  priceDelivery: z.number().nullable(),
  status: z.number(),
  statusText: z.string(),
  display: z.boolean(),
  integrate: z.boolean(),
  picture: z.string(),
});
export type StockRow = z.infer<typeof StockRowSchema>;

export const StockListResponseSchema = z.object({
  stockList: z.array(StockRowSchema),
  totalPage: z.number(),
  totalCount: z.number(),
});
export type StockListResponse = z.infer<typeof StockListResponseSchema>;

export const StockAllResponseSchema = z.object({
  stockList: z.array(StockRowSchema),
  totalCount: z.number(),
  /** More offers match than get-stock-all answers (STOCK_ALL_MAX). */
  truncated: z.boolean(),
});
export type StockAllResponse = z.infer<typeof StockAllResponseSchema>;

export const StockIdBodySchema = z.object({ id: idSchema('ไม่พบสินค้าที่เลือก') });
export type StockIdBody = z.infer<typeof StockIdBodySchema>;

// get-stock-movements (extension, issue 34 item 2, decision 0156): an offer's quantity history,
// newest first, one row per change with its reason.

export const STOCK_MOVEMENT_PAGE_SIZE = 20;
export const STOCK_MOVEMENT_REASONS = [
  'create',
  'edit',
  'sale',
  'cancel',
  'import',
  'undo',
] as const;
export type StockMovementReason = (typeof STOCK_MOVEMENT_REASONS)[number];

export const GetStockMovementsBodySchema = StockIdBodySchema.extend({
  page: z.coerce.number({ message: 'หน้าไม่ถูกต้อง' }).int().min(1).optional().default(1),
});
export type GetStockMovementsBody = z.input<typeof GetStockMovementsBodySchema>;

export const StockMovementSchema = z.object({
  id: z.number(),
  /** Signed: tyres added (+) or taken (−). */
  change: z.number(),
  qtyAfter: z.number(),
  reason: z.enum(STOCK_MOVEMENT_REASONS),
  /** Order number, or import job (`#12`); null for the shop's own edit. */
  reference: z.string().nullable(),
  /** seller (staff), customer, provider, operator, system. */
  actorKind: z.string(),
  /** The staff member's name when a staff member made it. */
  actorName: z.string().nullable(),
  createdAt: z.string(),
});
export type StockMovement = z.infer<typeof StockMovementSchema>;

export const StockMovementsResponseSchema = z.object({
  id: z.number(),
  qty: z.number(),
  movements: z.array(StockMovementSchema),
  totalPage: z.number(),
  totalCount: z.number(),
});
export type StockMovementsResponse = z.infer<typeof StockMovementsResponseSchema>;

export const StockDetailSchema = StockRowSchema.extend({
  brandId: z.number(),
  modelId: z.number(),
  /** Years the form offers (this year down to −5, and the offer's own year if older). */
  yearOptions: z.array(z.number()),
});
export type StockDetail = z.infer<typeof StockDetailSchema>;

export const SaveStockBodySchema = z.object({
  /** Omitted for a new offer. */
  id: idSchema('ไม่พบสินค้าที่เลือก').optional(),
  productId: idSchema('กรุณาเลือกยางจากรายการ'),
  year: z.coerce.number({ message: 'กรุณาเลือกปีที่ผลิต' }).int({ message: 'ปีที่ผลิตไม่ถูกต้อง' }),
  price: priceSchema('ราคาติดตั้ง'),
  /** null / omitted → not sold for delivery. */
  priceDelivery: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    priceSchema('ราคาจัดส่ง').nullable(),
  ),
  qty: z.coerce
    .number({ message: 'จำนวนต้องเป็นตัวเลข' })
    .int({ message: 'จำนวนต้องเป็นจำนวนเต็ม' })
    .min(0, { message: 'จำนวนต้องไม่ติดลบ' })
    .max(STOCK_QTY_MAX, { message: `จำนวนต้องไม่เกิน ${STOCK_QTY_MAX.toLocaleString('en-US')}` }),
  status: statusSchema,
  display: z.boolean({ message: 'กรุณาเลือกการแสดงผล' }).optional().default(true),
});
export type SaveStockBody = z.infer<typeof SaveStockBodySchema>;

export const UpdateStockStatusBodySchema = z.object({
  id: idSchema('ไม่พบสินค้าที่เลือก'),
  status: statusSchema,
});
export type UpdateStockStatusBody = z.infer<typeof UpdateStockStatusBodySchema>;

export const UpdateStockDisplayBodySchema = z.object({
  id: idSchema('ไม่พบสินค้าที่เลือก'),
  display: z.boolean({ message: 'กรุณาเลือกการแสดงผล' }),
});
export type UpdateStockDisplayBody = z.infer<typeof UpdateStockDisplayBodySchema>;

export const StockSavedResponseSchema = z.object({ stock: StockRowSchema });
export type StockSavedResponse = z.infer<typeof StockSavedResponseSchema>;

export const DeleteStockResponseSchema = z.object({
  /** 'deleted': the row is gone; 'retired': kept for past orders as NOTSALE and hidden (0089). */
  result: z.enum(['deleted', 'retired']),
  message: z.string(),
});
export type DeleteStockResponse = z.infer<typeof DeleteStockResponseSchema>;

/** The form's typeahead: catalogue tyres by brand → model → size. */
export const GetStockProductsBodySchema = z.object({
  brandId: z.coerce.number().int().positive().optional(),
  modelId: z.coerce.number().int().positive().optional(),
  keyword: z
    .string()
    .trim()
    .max(STOCK_KEYWORD_MAX, { message: `คำค้นหายาวได้ไม่เกิน ${STOCK_KEYWORD_MAX} ตัวอักษร` })
    .optional()
    .default(''),
});
export type GetStockProductsBody = z.input<typeof GetStockProductsBodySchema>;

export const StockProductOptionSchema = z.object({
  id: z.number(),
  brandId: z.number(),
  brand: z.string(),
  modelId: z.number(),
  model: z.string(),
  size: z.string(),
  loadIndex: z.number(),
  speedRating: z.string(),
});
export const StockProductsResponseSchema = z.object({
  brands: z.array(z.object({ id: z.number(), name: z.string() })),
  models: z.array(z.object({ id: z.number(), name: z.string() })),
  products: z.array(StockProductOptionSchema),
  yearOptions: z.array(z.number()),
});
export type StockProductsResponse = z.infer<typeof StockProductsResponseSchema>;

export const stockStatusText = (status: number): string =>
  STOCK_STATUS_LABEL_TH[status as keyof typeof STOCK_STATUS_LABEL_TH] ?? '';

// export-product-integration {category} (spec 7 "Seller" → Exports; decision 0092): the
// catalogue rows a shop's own system needs to map its stock to ours, as an .xlsx. The category
// is the size's kind (tyre_sizes.category) or 'stock' for only the tyres the shop offers.
export const PRODUCT_INTEGRATION_CATEGORIES = [
  'all',
  'passenger',
  'suv',
  'pickup',
  'stock',
] as const;
export type ProductIntegrationCategory = (typeof PRODUCT_INTEGRATION_CATEGORIES)[number];

export const PRODUCT_INTEGRATION_CATEGORY_LABEL_TH: Record<ProductIntegrationCategory, string> = {
  all: 'ยางทุกประเภทในแคตตาล็อก',
  passenger: 'ยางรถเก๋ง',
  suv: 'ยางรถ SUV',
  pickup: 'ยางรถกระบะ',
  stock: 'เฉพาะยางที่ร้านมีในสต็อก',
};

export const ExportProductIntegrationBodySchema = z.object({
  category: choiceOrNone(PRODUCT_INTEGRATION_CATEGORIES, 'ประเภทสินค้าที่เลือกไม่ถูกต้อง')
    .optional()
    .default('all'),
});
/** '' (the spec's empty category) means every category. */
export const integrationCategoryOf = (
  category: ProductIntegrationCategory | '',
): ProductIntegrationCategory => (category === '' ? 'all' : category);
export type ExportProductIntegrationBody = z.input<typeof ExportProductIntegrationBodySchema>;

import { z } from 'zod';
import { CART_QTY_DEFAULT, CART_QTY_MAX, CART_QTY_MIN } from './cart-quantity';
import { freshnessField } from './freshness-field';
import { QUOTE_IDS_MAX, QUOTE_PAGE_SIZE, QUOTE_SORTS } from './offer-quote-rules';
import { isProvinceName } from './provinces';

// One honest price (issue 36 §4, decision 0163): per shop, what the cart will show for a quantity
// of one tyre and an order type — tyres, fitting or delivery to the shopper's province, the
// services the shop counts without being asked, less the promotions it applies without being
// asked. The server prices each offer with the cart's own builder and `priceCart`.

const IDS_MESSAGE = `ระบุร้านได้ไม่เกิน ${QUOTE_IDS_MAX} ร้าน เป็นเลขคั่นด้วยจุลภาค`;

/** GET /api/cart/quotes: the shops' totals for one tyre. */
export const OfferQuotesQuerySchema = z.object({
  productId: z.coerce
    .number({ message: 'ไม่พบยางที่เลือก' })
    .int({ message: 'ไม่พบยางที่เลือก' })
    .min(1, { message: 'ไม่พบยางที่เลือก' })
    .max(2_147_483_647, { message: 'ไม่พบยางที่เลือก' }),
  qty: z.coerce
    .number({ message: `จำนวนยางต้องเป็น ${CART_QTY_MIN}–${CART_QTY_MAX} เส้น` })
    .int({ message: `จำนวนยางต้องเป็น ${CART_QTY_MIN}–${CART_QTY_MAX} เส้น` })
    .min(CART_QTY_MIN, { message: `จำนวนยางต้องเป็น ${CART_QTY_MIN}–${CART_QTY_MAX} เส้น` })
    .max(CART_QTY_MAX, { message: `จำนวนยางต้องเป็น ${CART_QTY_MIN}–${CART_QTY_MAX} เส้น` })
    .default(CART_QTY_DEFAULT),
  orderType: z
    .enum(['SERVICE', 'DELIVERY'], { message: 'กรุณาเลือกติดตั้งที่ร้านหรือส่งถึงบ้าน' })
    .default('SERVICE'),
  province: z
    .string()
    .trim()
    .refine((v) => v === '' || isProvinceName(v), { message: 'ไม่พบจังหวัดที่เลือก' })
    .default(''),
  sort: z.enum(QUOTE_SORTS, { message: 'ไม่รู้จักการเรียงลำดับนี้' }).default('total'),
  offset: z.coerce
    .number({ message: 'ลำดับหน้าไม่ถูกต้อง' })
    .int({ message: 'ลำดับหน้าไม่ถูกต้อง' })
    .min(0, { message: 'ลำดับหน้าไม่ถูกต้อง' })
    .max(100_000, { message: 'ลำดับหน้าไม่ถูกต้อง' })
    .default(0),
  limit: z.coerce
    .number({ message: 'จำนวนร้านต่อหน้าไม่ถูกต้อง' })
    .int({ message: 'จำนวนร้านต่อหน้าไม่ถูกต้อง' })
    .min(1, { message: 'จำนวนร้านต่อหน้าไม่ถูกต้อง' })
    .max(50, { message: 'จำนวนร้านต่อหน้าไม่ถูกต้อง' })
    .default(QUOTE_PAGE_SIZE),
  /** Only offers made within 12 or 24 months (decision 0164's rule, the server's Bangkok day). */
  fresh: freshnessField,
  /**
   * Only these offers (the tyre page's cards on screen, decision 0166): ids joined by commas, at
   * most QUOTE_IDS_MAX; blank for every offer of the tyre.
   */
  ids: z
    .string()
    .trim()
    .max(QUOTE_IDS_MAX * 11, { message: IDS_MESSAGE })
    .refine((v) => v === '' || /^\d{1,10}(,\d{1,10})*$/.test(v), { message: IDS_MESSAGE })
    .transform((v) => (v === '' ? undefined : [...new Set(v.split(',').map(Number))]))
    .refine((v) => v === undefined || (v.length <= QUOTE_IDS_MAX && v.every((n) => n >= 1)), {
      message: IDS_MESSAGE,
    })
    .optional(),
});
export type OfferQuotesQuery = z.input<typeof OfferQuotesQuerySchema>;

/** One shop's total, in satang. */
export const OfferQuoteSchema = z.object({
  sellerProductId: z.number().int(),
  storeId: z.number().int(),
  storeName: z.string(),
  branchName: z.string().nullable(),
  storeProvince: z.string(),
  /** Price per tyre for the order type. */
  unitSatang: z.number().int(),
  qty: z.number().int(),
  /** Tyres the shop can sell in one order now (stock less holds; made to order up to 4). */
  available: z.number().int(),
  minQty: z.number().int(),
  /** The breakdown the cart shows: tyres, delivery, counted services, automatic discounts. */
  goodsSatang: z.number().int(),
  deliverySatang: z.number().int(),
  servicesSatang: z.number().int(),
  services: z.array(z.object({ title: z.string(), priceSatang: z.number().int() })),
  discountSatang: z.number().int(),
  discounts: z.array(z.object({ title: z.string(), amountSatang: z.number().int() })),
  totalSatang: z.number().int(),
});
export type OfferQuote = z.infer<typeof OfferQuoteSchema>;

export const OfferQuotesResponseSchema = z.object({
  qty: z.number().int(),
  orderType: z.enum(['SERVICE', 'DELIVERY']),
  province: z.string(),
  sort: z.enum(QUOTE_SORTS),
  /** Shops that sell this tyre this way at this quantity now. */
  count: z.number().int(),
  /** Shops that sell it this way but cannot take this quantity now. */
  notEnough: z.number().int(),
  offset: z.number().int(),
  quotes: z.array(OfferQuoteSchema),
});
export type OfferQuotesResponse = z.infer<typeof OfferQuotesResponseSchema>;

import { z } from 'zod';
import { freshnessField } from './freshness-field';

// Tyre catalogue shapes shared by the listing, home lists, related products and favourites
// (spec 2.1 /tire, /brand/:brand, 7 Product). Money is baht here; the server keeps satang.

export {
  DEFAULT_PAGE_SIZE,
  DEFAULT_PRODUCT_SORT,
  LISTING_QUERY_KEYS,
  type ListingQueryKey,
  MAX_PAGE_SIZE,
  ORDER_TYPES,
  type OrderTypeName,
  PRODUCT_SORTS,
  type ProductSort,
  productIdFromParam,
  productParam,
  TYRE_TYPE_CODES,
  type TyreTypeCode,
  toKebab,
} from './catalog-query';

import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_PRODUCT_SORT,
  MAX_PAGE_SIZE,
  ORDER_TYPES,
  PRICE_FILTER_MAX_BAHT,
  PRODUCT_SORTS,
  priceFilterOf,
  productIdFromParam,
  TYRE_TYPE_CODES,
} from './catalog-query';

/** Query-string values arrive as strings; '' and null mean "no filter". */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optionalText = (max: number) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max).optional());
const optionalSlug = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .max(120)
    .regex(/^[a-z0-9][a-z0-9-]*$/i)
    .optional(),
);
const optionalDim = z.preprocess(
  blankToUndefined,
  z.coerce.number().int().min(1).max(999).optional(),
);
// A price bound is read as the listing's price form reads it ("3,450" is 3450); what is no price
// is refused by the number rule.
const optionalBaht = z.preprocess(
  (v) => (blankToUndefined(v) === undefined ? undefined : (priceFilterOf(v) ?? v)),
  z.coerce.number().min(0).max(PRICE_FILTER_MAX_BAHT).optional(),
);
const flag = z.preprocess((v) => v === true || v === 1 || v === '1' || v === 'true', z.boolean());

export const pageField = z.preprocess(
  blankToUndefined,
  z.coerce.number().int().min(1).max(10_000).default(1),
);
export const pageSizeField = z.preprocess(
  blankToUndefined,
  z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
);

export const SearchProductBodySchema = z.object({
  k: optionalText(100),
  brand: optionalSlug,
  width: optionalDim,
  ratio: optionalDim,
  diameter: optionalDim,
  type: z.preprocess(blankToUndefined, z.enum(TYRE_TYPE_CODES).optional()),
  make: optionalSlug,
  model: optionalSlug,
  year: z.preprocess(blankToUndefined, z.coerce.number().int().min(1950).max(2100).optional()),
  promotion: optionalText(120),
  priceMin: optionalBaht,
  priceMax: optionalBaht,
  inStock: flag.optional(),
  orderType: z.preprocess(blankToUndefined, z.enum(ORDER_TYPES).optional()),
  /** Only offers made within the last 12 or 24 months (decision 0164); absent: every offer. */
  fresh: freshnessField,
  sort: z.preprocess(blankToUndefined, z.enum(PRODUCT_SORTS).default(DEFAULT_PRODUCT_SORT)),
  page: pageField,
  pageSize: pageSizeField,
});
export type SearchProductBody = z.infer<typeof SearchProductBodySchema>;
export type SearchProductInput = z.input<typeof SearchProductBodySchema>;

// ---------------------------------------------------------------------------------------------
// Product card and card lists.

export const ProductCardSchema = z.object({
  id: z.number().int(),
  /** Product param for /tire/:id. */
  param: z.string(),
  brand: z.string(),
  /** Brand slug for /brand/:brand. */
  brandParam: z.string(),
  brandLogo: z.string(),
  model: z.string(),
  modelParam: z.string(),
  /** Size label, e.g. '265/65R17'. */
  size: z.string(),
  loadIndex: z.number().int(),
  speedRating: z.string(),
  /** Production year of the product. */
  year: z.number().int(),
  picture: z.string(),
  /** Lowest price per tyre across shops, baht; 0 when no shop offers it (shopCount 0). */
  minPrice: z.number(),
  shopCount: z.number().int(),
  /**
   * The listing's lowest total of 4 tyres fitted at the shop, baht (decision 0165): what a fresh
   * cart shows; null when no shop can take 4. Absent on lists other than the listing.
   */
  setTotal4: z.number().nullable().optional(),
  hasPromotion: z.boolean(),
  hasWarranty: z.boolean(),
  /** EU label classes A–E and noise in dB; null when not labelled. */
  euRollingResistance: z.string().nullable(),
  euWetGrip: z.string().nullable(),
  euNoiseDb: z.number().int().nullable(),
  /** Tyre type codes (TYRE_TYPE_CODES). */
  types: z.array(z.string()),
});
export type ProductCard = z.infer<typeof ProductCardSchema>;

export const ProductCardPageSchema = z.object({
  items: z.array(ProductCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalPage: z.number().int(),
});
export type ProductCardPage = z.infer<typeof ProductCardPageSchema>;

/** Search-product answer: the card page plus what the criteria resolved to (for the screen). */
export const SearchProductResponseSchema = ProductCardPageSchema.extend({
  /** The brand filter in force (from `brand` or a brand word in `k`), null when none. */
  brand: z
    .object({ param: z.string(), name: z.string(), nameEn: z.string(), logo: z.string() })
    .nullable(),
  /** Size labels a car filter resolved to (make/model/year), null when there is no car filter. */
  carSizes: z.array(z.string()).nullable(),
});
export type SearchProductResponse = z.infer<typeof SearchProductResponseSchema>;

export const ProductCardListSchema = z.array(ProductCardSchema);

// ---------------------------------------------------------------------------------------------
// Product lists (home, related).

export const PopularTireBodySchema = z.object({
  maxItem: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(60).default(12)),
  isShowAds: flag.optional(),
});
export const WeeklyPopularTireBodySchema = z.object({
  maxItem: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(60).default(12)),
});
const optionalId = z.preprocess(
  blankToUndefined,
  z.coerce.number().int().min(1).max(2_147_483_647).optional(),
);
export const RelatedProductsBodySchema = z.object({
  /** The product the list is related to: a product id or a product param. */
  relatedTireId: z.preprocess(
    (v) => (typeof v === 'string' ? (productIdFromParam(v) ?? v) : v),
    z.coerce.number().int().min(1).max(2_147_483_647),
  ),
  networkId: optionalId,
  sellerId: optionalId,
});
export type RelatedProductsBody = z.infer<typeof RelatedProductsBodySchema>;
export const RelatedByArticleBodySchema = z.object({
  articleId: z.coerce.number().int().min(1).max(2_147_483_647),
});

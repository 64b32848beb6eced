import { z } from 'zod';
import { freshnessField } from './freshness-field';
import { dotWeekStart, isMadeWithin } from './production-year';

// Tyre detail calls (spec 7 Product "Detail and sizes", "Popular and related"; issue 2/6 §3).

// ---------------------------------------------------------------------------------------------
// Freshness of a tyre: the production week on its sidewall (DOT code 'WWYY').

/** A tyre made within this many months before today gets the 'ยางใหม่' badge (decision 0006). */
export const FRESH_MONTHS = 12;

/** The Monday of ISO week `week` of `year` (UTC), the day a DOT week starts. */
export const isoWeekStart = dotWeekStart;

/**
 * True when the tyre was made within the last FRESH_MONTHS months of `today` ('YYYY-MM-DD').
 * Without a week the first week of the year is assumed, so an unknown week never makes a tyre
 * look newer than it may be (the rule of the freshness filter too: isMadeWithin).
 */
export function isFreshTyre(year: number, week: number | null, today: string): boolean {
  return isMadeWithin(year, week, FRESH_MONTHS, today);
}

/** DOT date code as printed on the sidewall: week and two-digit year, e.g. '3226'. */
export function dotCode(year: number, week: number | null): string | null {
  if (!week) return null;
  return `${String(week).padStart(2, '0')}${String(year % 100).padStart(2, '0')}`;
}

// ---------------------------------------------------------------------------------------------
// POST /api/product/get-product-detail

export const OFFER_SORTS = ['price', 'distance'] as const;
export type OfferSort = (typeof OFFER_SORTS)[number];

/** The set size the detail page prices (spec 1: analytics quantity 4, "a set of four tyres"). */
export const SET_QTY = 4;

import { MAX_OFFER_PAGE_SIZE, OFFER_PAGE_SIZE } from './offer-page';

export { MAX_OFFER_PAGE_SIZE, OFFER_PAGE_SIZE };

const paramField = z.string().trim().min(1).max(300);

export const ProductDetailBodySchema = z.object({
  /** Product param `{id}.{slug}`; only the id before the first '.' is read. */
  param: paramField,
  sort: z.preprocess(
    (v) => (v === '' || v == null ? undefined : v),
    z.enum(OFFER_SORTS).default('price'),
  ),
  /** Offers to skip in the requested order (the next page of shops). */
  offset: z.number().int().min(0).max(100_000).default(0),
  /** Offers to answer from offset on. */
  limit: z.number().int().min(1).max(MAX_OFFER_PAGE_SIZE).default(OFFER_PAGE_SIZE),
  /** Only the offers made within the last 12 or 24 months (decision 0164); absent: every offer. */
  fresh: freshnessField,
});
export type ProductDetailBody = z.input<typeof ProductDetailBodySchema>;

export const EuLabelSchema = z.object({
  /** Classes A–E. */
  rollingResistance: z.string().nullable(),
  wetGrip: z.string().nullable(),
  noiseDb: z.number().int().nullable(),
  /** Noise class A–C. */
  noiseClass: z.string().nullable(),
});
export type EuLabel = z.infer<typeof EuLabelSchema>;

export const ProductSpecSchema = z.object({
  id: z.number().int(),
  param: z.string(),
  brand: z.string(),
  brandEn: z.string(),
  brandParam: z.string(),
  brandLogo: z.string(),
  model: z.string(),
  modelParam: z.string(),
  /** Size label, e.g. '265/65R17', and its parts. */
  size: z.string(),
  width: z.number().int(),
  ratio: z.number().int(),
  diameter: z.number().int(),
  loadIndex: z.number().int(),
  speedRating: z.string(),
  productionYear: z.number().int(),
  countryOfOrigin: z.string(),
  sku: z.string(),
  isRunflat: z.boolean(),
  types: z.array(z.object({ code: z.string(), name: z.string() })),
  euLabel: EuLabelSchema.nullable(),
  /** Thai Industrial Standard (มอก.) number; null when not certified. */
  tsiStandard: z.string().nullable(),
  warrantyYears: z.number().int(),
  warrantyKm: z.number().int(),
  description: z.string(),
  /** Lowest and highest price per tyre across the offers, baht; null without offers. */
  minPrice: z.number().nullable(),
  maxPrice: z.number().nullable(),
});
export type ProductSpec = z.infer<typeof ProductSpecSchema>;

export const BenefitSchema = z.object({
  /** warranty | freeGift | yltGift (spec 9 "Benefit type"). */
  type: z.string(),
  title: z.string(),
  remark: z.string(),
});

export const OfferStoreSchema = z.object({
  id: z.number().int(),
  /** Store link for /store/{param}. */
  param: z.string(),
  name: z.string(),
  branchName: z.string(),
  district: z.string(),
  province: z.string(),
  picture: z.string(),
  rating: z.number(),
  ratingCount: z.number().int(),
});

export const OfferSchema = z.object({
  sellerProductId: z.number().int(),
  store: OfferStoreSchema,
  /** Price per tyre for installation at the shop, baht. */
  price: z.number(),
  /** Price per tyre for home delivery, baht; null when the offer is not delivered. */
  priceDelivery: z.number().nullable(),
  stockStatus: z.object({ code: z.number().int(), label: z.string() }),
  /** Whether the shop can supply a set of 4 (on the shelf, or ordered in). */
  isEnoughForSet: z.boolean(),
  productionYear: z.number().int(),
  productionWeek: z.number().int().nullable(),
  /** DOT date code 'WWYY', null without a week. */
  dot: z.string().nullable(),
  isFresh: z.boolean(),
  /** Kilometres from the shopper's location, one decimal; null without LocationData. */
  distanceKm: z.number().nullable(),
  isServiceAvailable: z.boolean(),
  isDeliveryAvailable: z.boolean(),
  /** Delivery fee per tyre, baht (the offer's rate, else the shop's default); null if no delivery. */
  deliveryFeePerTyre: z.number().nullable(),
  /** Days before installation or delivery (offer-orderability `leadDays`; made to order ≥ 1). */
  prepareDays: z.number().int(),
  promotions: z.array(z.object({ key: z.string(), title: z.string(), isTogglable: z.boolean() })),
  benefits: z.array(BenefitSchema),
  /** Where 'เลือกร้านนี้' leads: the store page with this offer (the buy flow, issue 5/6). */
  link: z.string(),
});
export type Offer = z.infer<typeof OfferSchema>;

export const ProductDetailResponseSchema = z.object({
  product: ProductSpecSchema,
  pictures: z.array(z.object({ src: z.string(), alt: z.string() })),
  /** Benefits and warranties the shops attach, each once (of every offer, not only this page's). */
  benefits: z.array(BenefitSchema),
  /** Offers offset … offset + limit − 1 in the requested order. */
  offers: z.array(OfferSchema),
  /** How many offers the tyre has in all (offers is one page of them). */
  offerCount: z.number().int(),
  /** Where offers starts in that order. */
  offset: z.number().int(),
  /** The order the offers are in ('distance' falls back to 'price' without a location). */
  sort: z.enum(OFFER_SORTS),
  hasLocation: z.boolean(),
  /** Present when a valid customer token was sent. */
  isFavourite: z.boolean().optional(),
});
export type ProductDetailResponse = z.infer<typeof ProductDetailResponseSchema>;

// ---------------------------------------------------------------------------------------------
// POST /api/product/get-document-file

export const DocumentFileBodySchema = z.object({ param: paramField });
export const DocumentFileResponseSchema = z.object({
  fileName: z.string(),
  /** The PDF, base64. */
  base64: z.string(),
});
export type DocumentFileResponse = z.infer<typeof DocumentFileResponseSchema>;

// ---------------------------------------------------------------------------------------------
// POST /api/product/get-related-contents

export const RelatedContentsBodySchema = z.object({
  /** A product id or a product param. */
  relatedTireId: z.union([z.number().int(), paramField]),
});
export const RelatedContentSchema = z.object({
  key: z.string(),
  title: z.string(),
  summary: z.string(),
  picture: z.string(),
  /** Site-relative link: /article/{key}. */
  link: z.string(),
});
export const RelatedContentListSchema = z.array(RelatedContentSchema);
export type RelatedContent = z.infer<typeof RelatedContentSchema>;

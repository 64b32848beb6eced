import { z } from 'zod';
import { ProductCardSchema, pageField, pageSizeField } from './catalog';
import { StoreCardSchema } from './store-search';
import {
  blankToUndefined,
  NetworkSearchMode,
  STORE_MODES,
  STORE_SERVICE_FLAGS,
} from './store-services';

// Shops (issue [3/6]; spec 2.1 /store, /store-tire-repair, /store/:id, /network*; spec 3 store
// service flags; spec 7 get-store-filter). The store-detail and network calls are not named by
// the spec: their paths are recorded in docs/decisions/0005-store-and-network-calls.md.

// ---------------------------------------------------------------------------------------------
// POST /api/product/get-store-filter

export const GetStoreFilterBodySchema = z.object({
  mode: z.preprocess(blankToUndefined, z.enum(STORE_MODES).optional()),
  /** With a province, the districts of that province that have shops come back too. */
  province: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
});
export type GetStoreFilterBody = z.infer<typeof GetStoreFilterBodySchema>;

export const StoreFilterResponseSchema = z.object({
  provinces: z.array(z.object({ name: z.string(), count: z.number().int() })),
  /** Districts of the requested province with their shop counts; empty without a province. */
  districts: z.array(z.object({ name: z.string(), count: z.number().int() })),
  services: z.array(z.object({ key: z.enum(STORE_SERVICE_FLAGS), label: z.string() })),
  orderTypes: z.array(z.object({ value: z.enum(['SERVICE', 'DELIVERY']), label: z.string() })),
  networks: z.array(
    z.object({ id: z.number().int(), key: z.string(), name: z.string(), count: z.number().int() }),
  ),
  ratings: z.array(z.object({ value: z.number(), label: z.string() })),
});
export type StoreFilterResponse = z.infer<typeof StoreFilterResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Store detail: POST /api/store/get-store-detail, get-store-products, get-store-reviews

const storeLink = z.string().trim().min(1).max(120);

export const StoreDetailBodySchema = z.object({ id: storeLink });
export type StoreDetailBody = z.infer<typeof StoreDetailBodySchema>;

const hoursSchema = z.object({ day: z.number().int(), open: z.string(), close: z.string() });

export const StoreDetailSchema = z.object({
  store: StoreCardSchema.extend({
    subDistrict: z.string(),
    postCode: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    announcement: z.string(),
    /** Sanitised on the server: simple formatting tags only. */
    openTimeHtml: z.string(),
    /** Index = weekday (0 Sunday); null = closed. */
    weeklyHours: z.array(hoursSchema.nullable()),
    holidays: z.array(z.object({ date: z.string(), title: z.string() })),
    pictures: z.array(z.object({ src: z.string(), alt: z.string() })),
    /** The shop's banner (decoration), a wide picture; null when none. */
    banner: z.string().nullable(),
    ratingHistogram: z.array(z.object({ star: z.number().int(), count: z.number().int() })),
    network: z.object({ key: z.string(), name: z.string(), logo: z.string() }).nullable(),
  }),
  promotions: z.array(
    z.object({
      key: z.string(),
      title: z.string(),
      remark: z.string(),
      startDate: z.string(),
      endDate: z.string(),
    }),
  ),
});
export type StoreDetail = z.infer<typeof StoreDetailSchema>;

export const StoreProductsBodySchema = z.object({
  id: storeLink,
  k: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  page: pageField,
  pageSize: pageSizeField,
  focusSellerProductId: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  ),
});
export type StoreProductsBody = z.infer<typeof StoreProductsBodySchema>;

/** One offer of a shop: the product card plus the shop's own price and availability. */
export const StoreOfferSchema = z.object({
  sellerProductId: z.number().int(),
  product: ProductCardSchema,
  /** Price per tyre, baht: installation at the shop; delivery (null = not delivered). */
  price: z.number(),
  priceDelivery: z.number().nullable(),
  /** Spec 4 seller stock status: 1 LIMITED, 2 SUBLET, 3 FACTORY. */
  stockStatus: z.number().int(),
  qty: z.number().int(),
  /** Days before the tyres can be fitted or sent (offer-orderability `leadDays`; 0 = ready). */
  leadDays: z.number().int(),
  productionYear: z.number().int(),
  isServiceAvailable: z.boolean(),
  isDeliveryAvailable: z.boolean(),
});
export type StoreOffer = z.infer<typeof StoreOfferSchema>;

export const StoreProductsResponseSchema = z.object({
  items: z.array(StoreOfferSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalPage: z.number().int(),
  /** The offer asked for by focusSellerProductId (/store/:id/:spid); null when not this shop's. */
  focus: StoreOfferSchema.nullable(),
});
export type StoreProductsResponse = z.infer<typeof StoreProductsResponseSchema>;

export const StoreReviewsBodySchema = z.object({
  id: storeLink,
  page: pageField,
  pageSize: pageSizeField,
});
export const StoreReviewSchema = z.object({
  id: z.number().int(),
  reviewerName: z.string(),
  rating: z.number().int(),
  text: z.string(),
  createdAt: z.string(),
  /** The shop's one answer (issue 17 item 5, seller-reviews.ts), plain text; null if none. */
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
});
export const StoreReviewPageSchema = z.object({
  items: z.array(StoreReviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalPage: z.number().int(),
});
export type StoreReviewPage = z.infer<typeof StoreReviewPageSchema>;

// ---------------------------------------------------------------------------------------------
// Networks: POST /api/network/get-network-list, get-network-detail, get-network-product

export const NetworkSummarySchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  logo: z.string(),
  description: z.string(),
  storeCount: z.number().int(),
});
export type NetworkSummary = z.infer<typeof NetworkSummarySchema>;
export const NetworkListSchema = z.array(NetworkSummarySchema);

const networkKey = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9][a-z0-9-]*$/i);

export const NetworkDetailBodySchema = z.object({
  key: networkKey,
  mode: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? NetworkSearchMode.STORE : v),
    z.coerce
      .number()
      .int()
      .refine((m) => m === NetworkSearchMode.TIRE || m === NetworkSearchMode.STORE),
  ),
  page: pageField,
  pageSize: pageSizeField,
});
export type NetworkDetailBody = z.infer<typeof NetworkDetailBodySchema>;

const pageOf = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    totalPage: z.number().int(),
  });

export const NetworkDetailSchema = z.object({
  network: NetworkSummarySchema,
  mode: z.number().int(),
  /** mode STORE: the member shops (nearest first when located). */
  stores: pageOf(StoreCardSchema).nullable(),
  /** mode TIRE: tyres the members sell, minPrice = lowest among the members. */
  products: pageOf(ProductCardSchema).nullable(),
});
export type NetworkDetail = z.infer<typeof NetworkDetailSchema>;

export const NetworkProductBodySchema = z.object({
  key: networkKey,
  /** A product param ('123.slug') or id. */
  pid: z.string().trim().min(1).max(200),
});

export const NetworkProductSchema = z.object({
  network: NetworkSummarySchema,
  product: ProductCardSchema,
  offers: z.array(
    z.object({
      store: StoreCardSchema,
      sellerProductId: z.number().int(),
      price: z.number(),
      priceDelivery: z.number().nullable(),
      stockStatus: z.number().int(),
      productionYear: z.number().int(),
    }),
  ),
});
export type NetworkProduct = z.infer<typeof NetworkProductSchema>;

import { z } from 'zod';
import { pageField, pageSizeField } from './catalog';
import { StoreSearchFilterFields } from './store-services';

// POST /api/product/search-store (spec 7 Product "Menus and search"): stores for the global
// search's store tab. Issue [3/6] extends it (distance, service filters): new fields are optional.

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const SearchStoreBodySchema = z.object({
  k: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  province: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  page: pageField,
  pageSize: pageSizeField,
  // Issue [3/6] filters: mode, district, service flags, order type, open now, network, rating.
  ...StoreSearchFilterFields,
});
export type SearchStoreBody = z.infer<typeof SearchStoreBodySchema>;
export type SearchStoreInput = z.input<typeof SearchStoreBodySchema>;

export const StoreCardSchema = z.object({
  id: z.number().int(),
  /** Store link part: the store page is /store/{param}. */
  param: z.string(),
  name: z.string(),
  branchName: z.string(),
  address: z.string(),
  district: z.string(),
  province: z.string(),
  tel: z.string(),
  picture: z.string().nullable(),
  ratingAverage: z.number(),
  ratingCount: z.number().int(),
  isTyreShop: z.boolean(),
  isRepairShop: z.boolean(),
  isServiceEnabled: z.boolean(),
  isDeliveryEnabled: z.boolean(),
  hasTireBalancing: z.boolean(),
  hasTireCenter: z.boolean(),
  hasNitrogen: z.boolean(),
  hasPatchMushroom: z.boolean(),
  hasPatchStreamingCool: z.boolean(),
  hasPatchStreamingHeat: z.boolean(),
  hasPatchSilkPlug: z.boolean(),
  /** Kilometres from the caller's location, when known (filled by [3/6]). */
  distanceKm: z.number().nullable().optional(),
  /** Position for the map (filled by [3/6]). */
  latitude: z.number().optional(),
  longitude: z.number().optional(),
});
export type StoreCard = z.infer<typeof StoreCardSchema>;

export const StoreCardPageSchema = z.object({
  items: z.array(StoreCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalPage: z.number().int(),
});
export type StoreCardPage = z.infer<typeof StoreCardPageSchema>;

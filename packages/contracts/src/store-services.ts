import { z } from 'zod';

// Store service flags, store-search modes and filters (spec 3 "Store service flags", issue [3/6]).
// Shared by search-store (store-search.ts) and the store screens (stores.ts).

export const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

// The flags and their Thai names live in a zod-free module so the shop screens can show them
// without loading zod (issue 13 §2); re-exported here for the schemas and the server.
export {
  STORE_SERVICE_FLAGS,
  STORE_SERVICE_LABELS,
  type StoreServiceFlag,
} from './store-service-flags';

import { STORE_SERVICE_FLAGS } from './store-service-flags';

/** /store lists tyre shops, /store-tire-repair lists tyre-repair shops. */
export const STORE_MODES = ['tyre', 'repair'] as const;
export type StoreMode = (typeof STORE_MODES)[number];

/** Minimum average rating a shopper can ask for. */
export const STORE_RATING_STEPS = [4.5, 4, 3] as const;

/** Spec 9 "Network search mode". */
export const NetworkSearchMode = { TIRE: 1, STORE: 2 } as const;
export type NetworkSearchModeValue = (typeof NetworkSearchMode)[keyof typeof NetworkSearchMode];

const flag = z.preprocess((v) => v === true || v === 1 || v === '1' || v === 'true', z.boolean());

/** The filters search-store accepts on top of {k, province, page, pageSize}. */
export const StoreSearchFilterFields = {
  mode: z.preprocess(blankToUndefined, z.enum(STORE_MODES).optional()),
  district: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  services: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
    z.array(z.enum(STORE_SERVICE_FLAGS)).max(STORE_SERVICE_FLAGS.length).optional(),
  ),
  orderType: z.preprocess(blankToUndefined, z.enum(['SERVICE', 'DELIVERY']).optional()),
  openNow: flag.optional(),
  networkId: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  ),
  minRating: z.preprocess(blankToUndefined, z.coerce.number().min(0).max(5).optional()),
};

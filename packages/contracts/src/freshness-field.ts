import { z } from 'zod';
import { FRESHNESS_INVALID_MESSAGE, type FreshnessMonths, freshnessOf } from './production-year';

/**
 * The `fresh` field of the listing and tyre page bodies (decision 0164): 12 or 24 (as a number or
 * the URL's text), blank for every offer; anything else is refused in Thai (422), as an unknown sort is.
 */
export const freshnessField = z.preprocess(
  (v) => (v === '' || v == null ? undefined : v),
  z
    .unknown()
    .refine((v) => freshnessOf(v) !== undefined, FRESHNESS_INVALID_MESSAGE)
    .transform((v) => freshnessOf(v) as FreshnessMonths)
    .optional(),
);

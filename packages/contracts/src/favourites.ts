import { z } from 'zod';
import { pageField, pageSizeField, productIdFromParam } from './catalog';

// Favourites (spec 7 "Favourites (auth)"): a customer's own saved tyres.

/** A product id, or a product param whose id is read (`123.michelin-…`). */
const productIdField = z.preprocess(
  (v) => (typeof v === 'string' ? (productIdFromParam(v) ?? v) : v),
  z.coerce.number().int().min(1).max(2_147_483_647),
);

export const FavouriteProductBodySchema = z.object({ productId: productIdField });
export type FavouriteProductBody = z.input<typeof FavouriteProductBodySchema>;

export const FavouriteChangeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Whether the product is now a favourite of the caller. */
  isFavourite: z.boolean(),
});
export type FavouriteChangeResponse = z.infer<typeof FavouriteChangeResponseSchema>;

export const FavouriteListBodySchema = z.object({ page: pageField, pageSize: pageSizeField });
export type FavouriteListBody = z.input<typeof FavouriteListBodySchema>;

/** GET /api/favorite/get-content: what the header and the detail need to know. */
export const FavouriteContentResponseSchema = z.object({ productIds: z.array(z.number().int()) });
export type FavouriteContentResponse = z.infer<typeof FavouriteContentResponseSchema>;

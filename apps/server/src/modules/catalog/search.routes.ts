import {
  PopularTireBodySchema,
  ProductCardListSchema,
  RelatedByArticleBodySchema,
  RelatedProductsBodySchema,
  SearchProductBodySchema,
  SearchProductResponseSchema,
  WeeklyPopularTireBodySchema,
} from '@yangdee/contracts/catalog';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { readyJsonSerializer, sendReadyJson } from '../../lib/ready-json';
import { RATE_LIMITS } from '../../plugins/rate-limits';
import { listingOf } from './card-index';
import { catalogueOf } from './catalogue';
import * as lists from './product-lists.service';
import { searchProducts } from './search.service';

// /api/product/* search and product lists (spec 7 Product "Menus and search", "Popular and
// related"). Each handler: parse → service → reply.

const tags = ['product'];

export function registerCatalogSearchRoutes(
  api: FastifyInstance,
  { db, catalogIndexCheckMs = 0, now }: { db: Db; catalogIndexCheckMs?: number; now?: () => Date },
): void {
  // The server's clock for the day the listing is of (fresh windows, badges; tests pin it).
  if (now) catalogueOf(db).clock = now;
  const r = api.withTypeProvider<ZodTypeProvider>();
  const p = '/product';
  if (catalogIndexCheckMs > 0) {
    // The listing loads from start-up, in the background (searches meanwhile answer from SQL).
    const listing = listingOf(db, catalogIndexCheckMs);
    listing.onError = (error) => api.log.error({ err: error }, 'tyre listing copy');
    api.addHook('onReady', async () => {
      listing.catchUp().catch(listing.onError);
    });
  }

  r.post(
    `${p}/search-product`,
    {
      config: { rateLimit: RATE_LIMITS.textSearch },
      schema: {
        tags,
        body: SearchProductBodySchema,
        response: { 200: SearchProductResponseSchema },
      },
      // Pages from the in-memory listing come as ready JSON (decision 0060).
      serializerCompiler: readyJsonSerializer,
    },
    async ({ body }, reply) =>
      sendReadyJson(
        reply,
        await searchProducts(db, body, { fromMemory: true, indexCheckMs: catalogIndexCheckMs }),
      ),
  );
  r.post(
    `${p}/get-popular-tire`,
    { schema: { tags, body: PopularTireBodySchema, response: { 200: ProductCardListSchema } } },
    ({ body }) => lists.getPopularTires(db, body.maxItem, body.isShowAds),
  );
  r.post(
    `${p}/get-weekly-popular-tire`,
    {
      schema: { tags, body: WeeklyPopularTireBodySchema, response: { 200: ProductCardListSchema } },
    },
    ({ body }) => lists.getWeeklyPopularTires(db, body.maxItem),
  );
  r.get(
    `${p}/get-most-search-tire`,
    { schema: { tags, response: { 200: ProductCardListSchema } } },
    () => lists.getMostSearchedTires(db),
  );
  r.post(
    `${p}/get-related-products`,
    {
      schema: { tags, body: RelatedProductsBodySchema, response: { 200: ProductCardListSchema } },
    },
    ({ body }) => lists.getRelatedProducts(db, body),
  );
  r.post(
    `${p}/related-product-by-article`,
    {
      schema: { tags, body: RelatedByArticleBodySchema, response: { 200: ProductCardListSchema } },
    },
    ({ body }) => lists.getRelatedProductsByArticle(db, body.articleId),
  );
}

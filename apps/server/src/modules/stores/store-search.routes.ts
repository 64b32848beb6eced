import {
  SearchStoreBodySchema,
  type StoreCardPage,
  StoreCardPageSchema,
} from '@yangdee/contracts/store-search';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { readyJsonSerializer, sendReadyJson } from '../../lib/ready-json';
import { RATE_LIMITS } from '../../plugins/rate-limits';
import { searchStores, warmNearestStores } from './store-search.service';

// POST /api/product/search-store (spec 7 Product "Menus and search"): shops by name, place or
// nearness; the nearest-shop grid loads from start-up, in the background.

export function registerStoreSearchRoutes(
  api: FastifyInstance,
  { db, storeIndexCheckMs = 0 }: { db: Db; storeIndexCheckMs?: number },
): void {
  if (storeIndexCheckMs > 0) {
    api.addHook('onReady', async () => {
      warmNearestStores(db, storeIndexCheckMs).catch((error) =>
        api.log.error({ err: error }, 'nearest-shop grid'),
      );
    });
  }
  api.withTypeProvider<ZodTypeProvider>().post(
    '/product/search-store',
    {
      config: { rateLimit: RATE_LIMITS.textSearch },
      schema: {
        tags: ['product'],
        body: SearchStoreBodySchema,
        response: { 200: StoreCardPageSchema },
      },
      // The busiest public call (decision 0059): near me comes as JSON built from each card's
      // JSON kept with the grid; other searches are stringified without a second zod pass (the
      // mapper builds exactly the schema's fields). The schema still documents the call.
      serializerCompiler: readyJsonSerializer,
    },
    async ({ body, location }, reply) =>
      sendReadyJson<StoreCardPage>(
        reply,
        await searchStores(db, body, location, storeIndexCheckMs),
      ),
  );
}

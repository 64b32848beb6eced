import {
  GetStoreFilterBodySchema,
  NetworkDetailBodySchema,
  NetworkDetailSchema,
  NetworkListSchema,
  NetworkProductBodySchema,
  NetworkProductSchema,
  StoreDetailBodySchema,
  StoreDetailSchema,
  StoreFilterResponseSchema,
  StoreProductsBodySchema,
  StoreProductsResponseSchema,
  StoreReviewPageSchema,
  StoreReviewsBodySchema,
} from '@yangdee/contracts/stores';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import * as networks from './networks.service';
import * as stores from './stores.service';

// Shops and shop networks (issue [3/6]): POST /api/product/get-store-filter (spec 7), and the
// store-detail and network calls of decision 0005. Each handler: parse → service → reply.

export function registerStoreRoutes(api: FastifyInstance, { db }: { db: Db }): void {
  const r = api.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/product/get-store-filter',
    {
      schema: {
        tags: ['product'],
        body: GetStoreFilterBodySchema,
        response: { 200: StoreFilterResponseSchema },
      },
    },
    ({ body }) => stores.getStoreFilter(db, body),
  );

  const st = { tags: ['store'] };
  r.post(
    '/store/get-store-detail',
    { schema: { ...st, body: StoreDetailBodySchema, response: { 200: StoreDetailSchema } } },
    ({ body, location }) => stores.getStoreDetail(db, body.id, location),
  );
  r.post(
    '/store/get-store-products',
    {
      schema: {
        ...st,
        body: StoreProductsBodySchema,
        response: { 200: StoreProductsResponseSchema },
      },
    },
    ({ body }) => stores.getStoreProducts(db, body),
  );
  r.post(
    '/store/get-store-reviews',
    { schema: { ...st, body: StoreReviewsBodySchema, response: { 200: StoreReviewPageSchema } } },
    ({ body }) => stores.getStoreReviews(db, body),
  );

  const nt = { tags: ['network'] };
  r.post(
    '/network/get-network-list',
    { schema: { ...nt, response: { 200: NetworkListSchema } } },
    () => networks.getNetworkList(db),
  );
  r.post(
    '/network/get-network-detail',
    { schema: { ...nt, body: NetworkDetailBodySchema, response: { 200: NetworkDetailSchema } } },
    ({ body, location }) => networks.getNetworkDetail(db, body, location),
  );
  r.post(
    '/network/get-network-product',
    { schema: { ...nt, body: NetworkProductBodySchema, response: { 200: NetworkProductSchema } } },
    ({ body, location }) => networks.getNetworkProduct(db, body, location),
  );
}

import {
  DocumentFileBodySchema,
  DocumentFileResponseSchema,
  ProductDetailBodySchema,
  type ProductDetailResponse,
  ProductDetailResponseSchema,
  RelatedContentListSchema,
  RelatedContentsBodySchema,
} from '@yangdee/contracts/product-detail';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { readyJsonSerializer, sendReadyJson } from '../../lib/ready-json';
import { readBearer } from '../../lib/tokens';
import { findUserByToken } from '../../plugins/auth';
import { loadAllTyrePages, reportTyrePageErrors } from './product-detail.cache';
import * as detail from './product-detail.service';
import { ViewCounter } from './product-detail.views';

// Tyre detail calls under /api/product (spec 7 Product "Detail and sizes", "Popular and related").

const tags = ['product'];

/**
 * The spec marks get-product-detail (auth), but the tyre page is public and crawlable: the token
 * is optional. A valid customer token adds isFavourite; a missing or invalid one is ignored
 * (decision 0005).
 */
async function optionalUserId(db: Db, request: FastifyRequest): Promise<number | null> {
  const header = request.headers.authorization;
  const token = readBearer(Array.isArray(header) ? header[0] : header);
  if (!token) return null;
  const user = await findUserByToken(db, token);
  return user?.id ?? null;
}

export function registerProductDetailRoutes(
  api: FastifyInstance,
  {
    db,
    catalogIndexCheckMs = 0,
    preloadTyrePages = false,
    tyrePagesMaxBytes,
    now,
  }: {
    db: Db;
    /** The server's clock (tests pin it): the day a freshness choice counts from. */
    now?: () => Date;
    catalogIndexCheckMs?: number;
    preloadTyrePages?: boolean;
    /** The kept tyre pages' budget (config TYRE_PAGES_MAX_MB; decision 0113). */
    tyrePagesMaxBytes?: number;
  },
): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  reportTyrePageErrors(db, catalogIndexCheckMs, tyrePagesMaxBytes, (error) =>
    api.log.error({ err: error }, 'tyre pages catch-up'),
  );
  if (preloadTyrePages) {
    // In the background from start-up (views meanwhile load their tyre); stopped at close.
    const stop = new AbortController();
    api.addHook('onReady', async () => {
      loadAllTyrePages(db, catalogIndexCheckMs, tyrePagesMaxBytes, stop.signal).catch((error) => {
        if (!stop.signal.aborted) api.log.error({ err: error }, 'tyre pages preload');
      });
    });
    api.addHook('preClose', async () => stop.abort());
  }
  const views = new ViewCounter(db, (error) => api.log.error({ err: error }, 'view count flush'));
  // preClose: the database is still open (main.ts closes it in an onClose hook).
  api.addHook('preClose', () => views.close());

  r.post(
    '/product/get-product-detail',
    {
      schema: {
        tags,
        security: [{}, { bearer: [] }],
        body: ProductDetailBodySchema,
        response: { 200: ProductDetailResponseSchema },
      },
      // Built from JSON pieces kept per tyre (decision 0060).
      serializerCompiler: readyJsonSerializer,
    },
    async (request, reply) =>
      sendReadyJson<ProductDetailResponse>(
        reply,
        await detail.getProductDetail(
          db,
          {
            param: request.body.param,
            sort: request.body.sort,
            offset: request.body.offset,
            limit: request.body.limit,
            fresh: request.body.fresh,
            now,
            location: request.location,
            userId: optionalUserId(db, request),
            views,
          },
          catalogIndexCheckMs,
          tyrePagesMaxBytes,
        ),
      ),
  );

  r.post(
    '/product/get-document-file',
    {
      schema: { tags, body: DocumentFileBodySchema, response: { 200: DocumentFileResponseSchema } },
    },
    ({ body }) => detail.getProductDocument(db, body.param),
  );

  r.post(
    '/product/get-related-contents',
    {
      schema: {
        tags,
        body: RelatedContentsBodySchema,
        response: { 200: RelatedContentListSchema },
      },
    },
    ({ body }) => detail.getRelatedContents(db, body.relatedTireId),
  );
}

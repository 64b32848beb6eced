import {
  DeleteStockResponseSchema,
  GetStockBodySchema,
  GetStockMovementsBodySchema,
  GetStockProductsBodySchema,
  SaveStockBodySchema,
  type StockAllResponse,
  StockAllResponseSchema,
  StockDetailSchema,
  StockFilterSchema,
  StockIdBodySchema,
  StockListResponseSchema,
  StockMovementsResponseSchema,
  StockProductsResponseSchema,
  StockSavedResponseSchema,
  UpdateStockDisplayBodySchema,
  UpdateStockStatusBodySchema,
} from '@yangdee/contracts/seller-stock';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { ReadyBytesCache } from '../../lib/ready-bytes-cache';
import { sendReadyBytes } from '../../plugins/compression';
import { actorOf, sellerOf } from '../seller-accounts/seller-of';
import {
  deleteStock,
  getStock,
  getStockAll,
  getStockDetail,
  getStockMovements,
  getStockProducts,
  type StockAllKept,
  saveStock,
  updateStockDisplay,
  updateStockStatus,
} from './stock.service';
import { StockRowTexts } from './stock-row-texts';

// /seller/product/manage (spec 7 "Seller" → Stock), permission manageProduct. Every call acts on
// the store signed in only (never its branches: each branch keeps its own stock).

const tags = ['seller-stock'];
/** get-stock-all's kept answers, at most this many bytes (~20 lists of 5,000 offers). */
const STOCK_ALL_CACHE_BYTES = 32 * 1024 * 1024;
/** The offers' texts the lists are made again from, at most this many bytes (~20 big shops). */
const STOCK_ROW_TEXT_BYTES = 32 * 1024 * 1024;
const security = [{ bearer: [] }];

export function registerStockRoutes(api: FastifyInstance, { db }: { db: Db }): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const config = { acl: 'manageProduct' } as const;
  const storeOf = (request: Parameters<typeof sellerOf>[0]) => sellerOf(request).storeId;
  const stockAll: StockAllKept = {
    answers: new ReadyBytesCache(STOCK_ALL_CACHE_BYTES),
    rows: new StockRowTexts(STOCK_ROW_TEXT_BYTES),
  };

  r.post(
    '/seller/get-stock',
    {
      config,
      schema: {
        tags,
        security,
        body: GetStockBodySchema,
        response: { 200: StockListResponseSchema },
      },
    },
    (request) => getStock(db, storeOf(request), request.body),
  );
  r.post(
    '/seller/get-stock-all',
    {
      config,
      schema: {
        tags,
        security,
        body: StockFilterSchema,
        response: { 200: StockAllResponseSchema },
      },
    },
    // The answer is ready JSON bytes (decision 0186), kept while the shop's offers and the
    // catalogue are unchanged (decision 0187): sent as they are, not serialized again.
    async (request, reply) => {
      const bytes = await getStockAll(db, stockAll, storeOf(request), request.body);
      return sendReadyBytes<StockAllResponse>(request, reply, stockAll.answers, bytes);
    },
  );
  r.post(
    '/seller/get-stock-detail',
    {
      config,
      schema: { tags, security, body: StockIdBodySchema, response: { 200: StockDetailSchema } },
    },
    (request) => getStockDetail(db, storeOf(request), request.body.id),
  );
  // Extension (issue 34 item 2, decision 0156): the offer's quantity history, paged.
  r.post(
    '/seller/get-stock-movements',
    {
      config,
      schema: {
        tags,
        security,
        body: GetStockMovementsBodySchema,
        response: { 200: StockMovementsResponseSchema },
      },
    },
    (request) => getStockMovements(db, storeOf(request), request.body),
  );
  r.post(
    '/seller/get-stock-products',
    {
      config,
      schema: {
        tags,
        security,
        body: GetStockProductsBodySchema,
        response: { 200: StockProductsResponseSchema },
      },
    },
    (request) => getStockProducts(db, request.body),
  );
  r.post(
    '/seller/save-stock',
    {
      config,
      schema: {
        tags,
        security,
        body: SaveStockBodySchema,
        response: { 200: StockSavedResponseSchema },
      },
    },
    (request) => saveStock(db, storeOf(request), request.body, actorOf(request)),
  );
  r.post(
    '/seller/update-stock-status',
    {
      config,
      schema: {
        tags,
        security,
        body: UpdateStockStatusBodySchema,
        response: { 200: StockSavedResponseSchema },
      },
    },
    (request) => updateStockStatus(db, storeOf(request), request.body, actorOf(request)),
  );
  r.post(
    '/seller/update-stock-display',
    {
      config,
      schema: {
        tags,
        security,
        body: UpdateStockDisplayBodySchema,
        response: { 200: StockSavedResponseSchema },
      },
    },
    (request) => updateStockDisplay(db, storeOf(request), request.body, actorOf(request)),
  );
  r.post(
    '/seller/delete-stock',
    {
      config,
      schema: {
        tags,
        security,
        body: StockIdBodySchema,
        response: { 200: DeleteStockResponseSchema },
      },
    },
    (request) => deleteStock(db, storeOf(request), request.body.id, actorOf(request)),
  );
}

import {
  AttachedOffersResponseSchema,
  ToggleMatchingResponseSchema,
  ToggleProductResponseSchema,
} from '@yangdee/contracts/offer-attach';
import {
  DeletePromotionResponseSchema,
  GetPromotionProductBodySchema,
  GetShopPromotionBodySchema,
  OfferPromotionsResponseSchema,
  PromotionIdBodySchema,
  PromotionListResponseSchema,
  PromotionSavedResponseSchema,
  SavePromotionBodySchema,
  ToggleMatchingProductPromotionBodySchema,
  ToggleProductPromotionBodySchema,
  UpdatePromotionProductBodySchema,
} from '@yangdee/contracts/seller-promotions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import type { UploadStore } from '../../lib/uploads';
import { actorOf, sellerOf } from '../seller-accounts/seller-of';
import * as service from './seller-promotions.service';

// /seller/product/promotion, /promotion/v2, /promotion/v2/:id (spec 7 "Seller" → Promotions),
// permission managePromotion. Every call acts on the store signed in only: its own promotions
// and its own offers. get-promotion-product and toggle-matching-product-promotion are ours, in the
// spec's style (the v2 page's list of one promotion's offers and its "all matching" action).

const tags = ['seller-promotions'];
const security = [{ bearer: [] }];
/** Two banner pictures as base64 (4 characters for 3 bytes): room for two 10 MB originals. */
const SAVE_BODY_LIMIT = 30 * 1024 * 1024;

export function registerSellerPromotionRoutes(
  api: FastifyInstance,
  { db, uploads }: { db: Db; uploads: UploadStore },
): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const config = { acl: 'managePromotion' } as const;
  const storeOf = (request: Parameters<typeof sellerOf>[0]) => sellerOf(request).storeId;
  const schema = <B, R>(body: B, response: R) => ({
    tags,
    security,
    body,
    response: { 200: response },
  });

  r.post(
    '/seller/get-seller-promotion',
    { config, schema: { tags, security, response: { 200: PromotionListResponseSchema } } },
    (request) => service.getSellerPromotion(db, storeOf(request)),
  );
  r.post(
    '/seller/get-shop-promotion',
    { config, schema: schema(GetShopPromotionBodySchema, PromotionListResponseSchema) },
    (request) => service.getShopPromotion(db, storeOf(request), request.body),
  );
  r.post(
    '/seller/save-promotion',
    {
      bodyLimit: SAVE_BODY_LIMIT,
      config,
      schema: schema(SavePromotionBodySchema, PromotionSavedResponseSchema),
    },
    (request) =>
      service.savePromotion(db, uploads, storeOf(request), request.body, actorOf(request)),
  );
  r.post(
    '/seller/update-promotion-product',
    { config, schema: schema(UpdatePromotionProductBodySchema, OfferPromotionsResponseSchema) },
    (request) => service.updatePromotionProduct(db, storeOf(request), request.body),
  );
  r.post(
    '/seller/toggle-product-promotion',
    { config, schema: schema(ToggleProductPromotionBodySchema, ToggleProductResponseSchema) },
    (request) => service.toggleProductPromotion(db, storeOf(request), request.body),
  );
  r.post(
    '/seller/get-promotion-product',
    { config, schema: schema(GetPromotionProductBodySchema, AttachedOffersResponseSchema) },
    (request) => service.getPromotionProduct(db, storeOf(request), request.body.sellerPromotionId),
  );
  r.post(
    '/seller/toggle-matching-product-promotion',
    {
      config,
      schema: schema(ToggleMatchingProductPromotionBodySchema, ToggleMatchingResponseSchema),
    },
    (request) => service.toggleMatchingProductPromotion(db, storeOf(request), request.body),
  );
  r.post(
    '/seller/delete-promotion',
    { config, schema: schema(PromotionIdBodySchema, DeletePromotionResponseSchema) },
    (request) =>
      service.deletePromotion(
        db,
        uploads,
        storeOf(request),
        request.body.sellerPromotionId,
        actorOf(request),
      ),
  );
}

import {
  AttachedOffersResponseSchema,
  attachedOffersBodySchema,
  ToggleMatchingResponseSchema,
  ToggleProductResponseSchema,
  toggleMatchingBodySchema,
  toggleMatchingMessage,
  toggleProductBodySchema,
} from '@yangdee/contracts/offer-attach';
import {
  DeletedSchema,
  GetShopWarrantyBodySchema,
  OfferBenefitChoicesSchema,
  OfferIdBodySchema,
  SaveWarrantyBodySchema,
  ShopWarrantyListSchema,
  WARRANTY_NOT_FOUND,
  WarrantyIdBodySchema,
  WarrantySavedSchema,
} from '@yangdee/contracts/seller-benefits';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { actorOf, sellerOf } from '../seller-accounts/seller-of';
import { linkedOffers, toggleMatching, toggleOne } from './offer-links.service';
import {
  deleteWarranty,
  getShopWarranty,
  getWarrantyChoices,
  saveWarranty,
  WARRANTY_LINKS,
} from './warranties.service';

// /seller/product/warranty (spec 7 "Seller" → Promotions/warranties/services), permission
// manageProduct (spec 6: products, warranty, other services). Acts on the signed-in store only.

const tags = ['seller-benefits'];
const security = [{ bearer: [] }];

export function registerWarrantyRoutes(api: FastifyInstance, { db }: { db: Db }): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const config = { acl: 'manageProduct' } as const;
  const storeOf = (request: Parameters<typeof sellerOf>[0]) => sellerOf(request).storeId;
  const ToggleBody = toggleProductBodySchema('sellerWarrantyId', WARRANTY_NOT_FOUND);
  const MatchingBody = toggleMatchingBodySchema('sellerWarrantyId', WARRANTY_NOT_FOUND);
  const AttachedBody = attachedOffersBodySchema('sellerWarrantyId', WARRANTY_NOT_FOUND);

  r.post(
    '/seller/get-shop-warranty',
    {
      config,
      schema: {
        tags,
        security,
        body: GetShopWarrantyBodySchema,
        response: { 200: ShopWarrantyListSchema },
      },
    },
    (request) => getShopWarranty(db, storeOf(request), request.body),
  );
  r.post(
    '/seller/save-warranty',
    {
      config,
      schema: {
        tags,
        security,
        body: SaveWarrantyBodySchema,
        response: { 200: WarrantySavedSchema },
      },
    },
    (request) =>
      db.transaction((tx) => saveWarranty(tx, storeOf(request), request.body, actorOf(request))),
  );
  r.post(
    '/seller/update-warranty-product',
    {
      config,
      schema: {
        tags,
        security,
        body: OfferIdBodySchema,
        response: { 200: OfferBenefitChoicesSchema },
      },
    },
    (request) => getWarrantyChoices(db, storeOf(request), request.body.sellerProductId),
  );
  r.post(
    '/seller/toggle-product-warranty',
    {
      config,
      schema: { tags, security, body: ToggleBody, response: { 200: ToggleProductResponseSchema } },
    },
    (request) =>
      toggleOne(db, WARRANTY_LINKS, storeOf(request), {
        ...request.body,
        itemId: request.body.sellerWarrantyId,
      }),
  );
  r.post(
    '/seller/toggle-matching-product-warranty',
    {
      config,
      schema: {
        tags,
        security,
        body: MatchingBody,
        response: { 200: ToggleMatchingResponseSchema },
      },
    },
    async (request) => {
      const { isSelect, filter, sellerWarrantyId } = request.body;
      const done = await toggleMatching(db, WARRANTY_LINKS, storeOf(request), {
        itemId: sellerWarrantyId,
        isSelect,
        filter,
      });
      return { ...done, message: toggleMatchingMessage(isSelect, done.matched, done.changed) };
    },
  );
  r.post(
    '/seller/get-warranty-product',
    {
      config,
      schema: {
        tags,
        security,
        body: AttachedBody,
        response: { 200: AttachedOffersResponseSchema },
      },
    },
    (request) => linkedOffers(db, WARRANTY_LINKS, storeOf(request), request.body.sellerWarrantyId),
  );
  r.post(
    '/seller/delete-warranty',
    {
      config,
      schema: { tags, security, body: WarrantyIdBodySchema, response: { 200: DeletedSchema } },
    },
    (request) =>
      db.transaction((tx) =>
        deleteWarranty(tx, storeOf(request), request.body.sellerWarrantyId, actorOf(request)),
      ),
  );
}

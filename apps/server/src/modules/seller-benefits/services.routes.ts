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
  GetShopServiceBodySchema,
  OfferBenefitChoicesSchema,
  OfferIdBodySchema,
  SaveServiceBodySchema,
  SERVICE_NOT_FOUND,
  ServiceIdBodySchema,
  ServiceSavedSchema,
  ShopServiceListSchema,
} from '@yangdee/contracts/seller-benefits';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { actorOf, sellerOf } from '../seller-accounts/seller-of';
import { linkedOffers, toggleMatching, toggleOne } from './offer-links.service';
import {
  deleteService,
  getServiceChoices,
  getShopService,
  SERVICE_LINKS,
  saveService,
} from './services.service';

// /seller/product/service (spec 7 "Seller" → Promotions/warranties/services), permission
// manageProduct (spec 6: products, warranty, other services). Acts on the signed-in store only.

const tags = ['seller-benefits'];
const security = [{ bearer: [] }];

export function registerServiceRoutes(api: FastifyInstance, { db }: { db: Db }): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const config = { acl: 'manageProduct' } as const;
  const storeOf = (request: Parameters<typeof sellerOf>[0]) => sellerOf(request).storeId;
  const ToggleBody = toggleProductBodySchema('sellerServiceId', SERVICE_NOT_FOUND);
  const MatchingBody = toggleMatchingBodySchema('sellerServiceId', SERVICE_NOT_FOUND);
  const AttachedBody = attachedOffersBodySchema('sellerServiceId', SERVICE_NOT_FOUND);

  r.post(
    '/seller/get-shop-service',
    {
      config,
      schema: {
        tags,
        security,
        body: GetShopServiceBodySchema,
        response: { 200: ShopServiceListSchema },
      },
    },
    (request) => getShopService(db, storeOf(request), request.body),
  );
  r.post(
    '/seller/save-service',
    {
      config,
      schema: {
        tags,
        security,
        body: SaveServiceBodySchema,
        response: { 200: ServiceSavedSchema },
      },
    },
    (request) =>
      db.transaction((tx) => saveService(tx, storeOf(request), request.body, actorOf(request))),
  );
  r.post(
    '/seller/update-service-product',
    {
      config,
      schema: {
        tags,
        security,
        body: OfferIdBodySchema,
        response: { 200: OfferBenefitChoicesSchema },
      },
    },
    (request) => getServiceChoices(db, storeOf(request), request.body.sellerProductId),
  );
  r.post(
    '/seller/toggle-product-service',
    {
      config,
      schema: { tags, security, body: ToggleBody, response: { 200: ToggleProductResponseSchema } },
    },
    (request) =>
      toggleOne(db, SERVICE_LINKS, storeOf(request), {
        ...request.body,
        itemId: request.body.sellerServiceId,
      }),
  );
  r.post(
    '/seller/toggle-matching-product-service',
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
      const { isSelect, filter, sellerServiceId } = request.body;
      const done = await toggleMatching(db, SERVICE_LINKS, storeOf(request), {
        itemId: sellerServiceId,
        isSelect,
        filter,
      });
      return { ...done, message: toggleMatchingMessage(isSelect, done.matched, done.changed) };
    },
  );
  r.post(
    '/seller/get-service-product',
    {
      config,
      schema: {
        tags,
        security,
        body: AttachedBody,
        response: { 200: AttachedOffersResponseSchema },
      },
    },
    (request) => linkedOffers(db, SERVICE_LINKS, storeOf(request), request.body.sellerServiceId),
  );
  r.post(
    '/seller/delete-service',
    {
      config,
      schema: { tags, security, body: ServiceIdBodySchema, response: { 200: DeletedSchema } },
    },
    (request) =>
      db.transaction((tx) =>
        deleteService(tx, storeOf(request), request.body.sellerServiceId, actorOf(request)),
      ),
  );
}

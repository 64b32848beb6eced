import { SuccessResponseSchema } from '@yangdee/contracts/auth';
import {
  AreaRateListSchema,
  AssignPrepaidBodySchema,
  DeliveryAreaSummarySchema,
  ProductsForSettingBodySchema,
  ProductsForSettingResponseSchema,
  SaveAreaRateBodySchema,
  SaveMinQtyBodySchema,
  SavePrepareDaysBodySchema,
  SaveProductRateBodySchema,
} from '@yangdee/contracts/store-settings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import {
  assignPrepaid,
  getAreaRates,
  getAreaSummary,
  getProductsForSetting,
  saveAreaRate,
  saveMinQty,
  savePrepareDays,
  saveProductRate,
} from './delivery-rates.service';
import { activeStoreId } from './profile.routes';

// Spec 7 "Delivery and deposit settings": get-delivery-area-rate, save-delivery-area-rate,
// get-delivery-area-summary, products-for-setting, save-delivery-product-rate,
// save-day-prepare-product, save-product-min-qty, assign-prepaid-product; acl manageSetting.

const tags = ['seller-store-setup'];
const security = [{ bearer: [] }];
const ok = { success: true as const };

export function registerDeliveryRateRoutes(api: FastifyInstance, { db }: { db: Db }): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const config = { acl: 'manageSetting' as const };
  const saved = { 200: SuccessResponseSchema };
  r.post(
    '/seller/get-delivery-area-rate',
    { config, schema: { tags, security, response: { 200: AreaRateListSchema } } },
    (request) => getAreaRates(db, activeStoreId(request)),
  );
  r.post(
    '/seller/save-delivery-area-rate',
    {
      config,
      schema: {
        tags,
        security,
        body: SaveAreaRateBodySchema,
        response: { 200: AreaRateListSchema },
      },
    },
    (request) => saveAreaRate(db, activeStoreId(request), request.body),
  );
  r.get(
    '/seller/get-delivery-area-summary',
    { config, schema: { tags, security, response: { 200: DeliveryAreaSummarySchema } } },
    (request) => getAreaSummary(db, activeStoreId(request)),
  );
  r.post(
    '/seller/products-for-setting',
    {
      config,
      schema: {
        tags,
        security,
        body: ProductsForSettingBodySchema,
        response: { 200: ProductsForSettingResponseSchema },
      },
    },
    (request) =>
      getProductsForSetting(db, activeStoreId(request), request.body.keyword, request.body.page),
  );
  r.post(
    '/seller/save-delivery-product-rate',
    { config, schema: { tags, security, body: SaveProductRateBodySchema, response: saved } },
    async (request) => {
      await saveProductRate(db, activeStoreId(request), request.body);
      return ok;
    },
  );
  r.post(
    '/seller/save-day-prepare-product',
    { config, schema: { tags, security, body: SavePrepareDaysBodySchema, response: saved } },
    async (request) => {
      await savePrepareDays(db, activeStoreId(request), request.body);
      return ok;
    },
  );
  r.post(
    '/seller/save-product-min-qty',
    { config, schema: { tags, security, body: SaveMinQtyBodySchema, response: saved } },
    async (request) => {
      await saveMinQty(db, activeStoreId(request), request.body);
      return ok;
    },
  );
  r.post(
    '/seller/assign-prepaid-product',
    { config, schema: { tags, security, body: AssignPrepaidBodySchema, response: saved } },
    async (request) => {
      await assignPrepaid(db, activeStoreId(request), request.body);
      return ok;
    },
  );
}

import {
  AddressDataSchema,
  BrandBodySchema,
  BrandModelBodySchema,
  BrandModelWidthBodySchema,
  BrandModelWidthRatioBodySchema,
  DistrictBodySchema,
  FooterTagSchema,
  OptionListSchema,
  ProductPictureSchema,
  ProductSkuBodySchema,
  ProductSkuSchema,
  PromotionListBodySchema,
  PromotionOptionSchema,
  ProvinceBodySchema,
  RegionBodySchema,
  SubDistrictOptionSchema,
  TopMenuResponseSchema,
  TyreDiameterBodySchema,
  TyreRatioBodySchema,
  TyreSizeConditionBodySchema,
  TyreSizeListSchema,
} from '@yangdee/contracts/master';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import * as master from './master.service';

// /api/master/* (spec 7 "Master data"). Each handler: parse → service → reply.

const tags = ['master'];
const TagListSchema = z.array(FooterTagSchema);

export function registerMasterRoutes(api: FastifyInstance, { db }: { db: Db }): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const p = '/master';

  r.get(`${p}/top-menu`, { schema: { tags, response: { 200: TopMenuResponseSchema } } }, () =>
    master.getTopMenu(db),
  );
  r.get(`${p}/suggest-tags`, { schema: { tags, response: { 200: TagListSchema } } }, () =>
    master.getSuggestTags(db),
  );

  // Tyre sizes.
  r.get(`${p}/tire-all-size`, { schema: { tags, response: { 200: TyreSizeListSchema } } }, () =>
    master.getAllSizes(db),
  );
  r.post(
    `${p}/tire-size-by-condition`,
    { schema: { tags, body: TyreSizeConditionBodySchema, response: { 200: TyreSizeListSchema } } },
    ({ body }) =>
      master.getSizesByCondition(db, {
        width: body.width,
        ratio: body.ratio,
        diameter: body.diameter,
        brandSlug: body.brand,
        modelSlug: body.model,
      }),
  );
  r.get(`${p}/tire-type`, { schema: { tags, response: { 200: OptionListSchema } } }, () =>
    master.getTyreTypes(db),
  );
  r.get(`${p}/tire-width`, { schema: { tags, response: { 200: OptionListSchema } } }, () =>
    master.getSizeOptions(db, 'width', {}),
  );
  r.post(
    `${p}/tire-ratio`,
    { schema: { tags, body: TyreRatioBodySchema, response: { 200: OptionListSchema } } },
    ({ body }) => master.getSizeOptions(db, 'ratio', { width: body.width }),
  );
  r.post(
    `${p}/tire-diameter`,
    { schema: { tags, body: TyreDiameterBodySchema, response: { 200: OptionListSchema } } },
    ({ body }) => master.getSizeOptions(db, 'diameter', body),
  );
  r.post(
    `${p}/tire-width-by-model`,
    { schema: { tags, body: BrandModelBodySchema, response: { 200: OptionListSchema } } },
    ({ body }) =>
      master.getSizeOptions(db, 'width', { brandSlug: body.brand, modelSlug: body.model }),
  );
  r.post(
    `${p}/tire-ratio-by-model`,
    { schema: { tags, body: BrandModelWidthBodySchema, response: { 200: OptionListSchema } } },
    ({ body }) =>
      master.getSizeOptions(db, 'ratio', {
        brandSlug: body.brand,
        modelSlug: body.model,
        width: body.width,
      }),
  );
  r.post(
    `${p}/tire-diameter-by-model`,
    {
      schema: { tags, body: BrandModelWidthRatioBodySchema, response: { 200: OptionListSchema } },
    },
    ({ body }) =>
      master.getSizeOptions(db, 'diameter', {
        brandSlug: body.brand,
        modelSlug: body.model,
        width: body.width,
        ratio: body.ratio,
      }),
  );

  // Cars and products.
  r.get(`${p}/car-brand`, { schema: { tags, response: { 200: OptionListSchema } } }, () =>
    master.getCarMakes(db),
  );
  r.post(
    `${p}/car-model`,
    { schema: { tags, body: BrandBodySchema, response: { 200: OptionListSchema } } },
    ({ body }) => master.getCarModels(db, body.brand),
  );
  r.post(
    `${p}/car-year`,
    { schema: { tags, body: BrandModelBodySchema, response: { 200: OptionListSchema } } },
    ({ body }) => master.getCarYears(db, body.brand, body.model),
  );
  r.get(`${p}/product-brand`, { schema: { tags, response: { 200: OptionListSchema } } }, () =>
    master.getProductBrands(db),
  );
  r.post(
    `${p}/product-model`,
    { schema: { tags, body: BrandBodySchema, response: { 200: OptionListSchema } } },
    ({ body }) => master.getProductModels(db, body.brand),
  );
  r.post(
    `${p}/get-product-picture`,
    {
      schema: {
        tags,
        body: BrandModelBodySchema,
        response: { 200: z.array(ProductPictureSchema) },
      },
    },
    ({ body }) => master.getProductPictures(db, body.brand, body.model),
  );
  r.post(
    `${p}/get-product-sku`,
    {
      preHandler: api.requireSeller(['manageProduct', 'manageExcelproduct']),
      schema: {
        tags,
        security: [{ bearer: [] }],
        body: ProductSkuBodySchema,
        response: { 200: z.array(ProductSkuSchema) },
      },
    },
    ({ body }) => master.getProductSkus(db, body),
  );

  // Promotions, warranties, services.
  r.post(
    `${p}/promotion-list`,
    {
      schema: {
        tags,
        body: PromotionListBodySchema,
        response: { 200: z.array(PromotionOptionSchema) },
      },
    },
    ({ body }) => master.getPromotionOptions(db, body.category),
  );
  r.get(
    `${p}/warranty-list`,
    { schema: { tags, response: { 200: OptionListSchema } } },
    () => master.WARRANTY_TYPES,
  );
  r.get(
    `${p}/service-list`,
    { schema: { tags, response: { 200: OptionListSchema } } },
    () => master.SERVICE_TYPES,
  );

  // Addresses.
  r.get(`${p}/get-region`, { schema: { tags, response: { 200: OptionListSchema } } }, () =>
    master.getRegions(),
  );
  r.post(
    `${p}/get-province`,
    { schema: { tags, body: RegionBodySchema, response: { 200: OptionListSchema } } },
    ({ body }) => master.getProvinces(body.region),
  );
  r.post(
    `${p}/get-district`,
    { schema: { tags, body: ProvinceBodySchema, response: { 200: OptionListSchema } } },
    ({ body }) => master.getDistricts(body.province),
  );
  r.post(
    `${p}/get-sub-district`,
    {
      schema: {
        tags,
        body: DistrictBodySchema,
        response: { 200: z.array(SubDistrictOptionSchema) },
      },
    },
    ({ body }) => master.getSubDistricts(body.province, body.district),
  );
  r.get(
    `${p}/address-data`,
    { schema: { tags, response: { 200: AddressDataSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return master.getAddressData();
    },
  );
}

import { BrandMenuItemSchema, FooterTagSchema } from '@yangdee/contracts/master';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { getFooterTags } from '../master/master.service';
import { listBrandMenu } from './product-menu';

// Menu calls under /api/product (spec 7 Product "Menus and search").

const tags = ['product'];

export function registerProductMenuRoutes(api: FastifyInstance, { db }: { db: Db }): void {
  const r = api.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/product/tire-brand',
    { schema: { tags, response: { 200: z.array(BrandMenuItemSchema) } } },
    () => listBrandMenu(db),
  );

  r.get(
    '/product/footer-tags',
    { schema: { tags, response: { 200: z.array(FooterTagSchema) } } },
    () => getFooterTags(db),
  );
}

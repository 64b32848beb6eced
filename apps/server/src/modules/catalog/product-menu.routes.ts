import { BrandMenuItemSchema, FooterTagSchema } from '@yangdee/contracts/master';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { brands, productPictures, tyreModels } from '../../db/schema/catalog';
import { stores } from '../../db/schema/stores';
import { AppError } from '../../lib/app-error';
import {
  CONTENT_IMAGE_KINDS,
  findContentImage,
  isContentImageKind,
} from '../content/content-images';
import { getFooterTags } from '../master/master.service';
import { findStoreImage, isStoreImageKind, STORE_IMAGE_KINDS } from '../stores/store-images';

// Menu calls under /api/product (spec 7 Product "Menus and search") and the generated pictures
// (brand logos, tyre pictures) as SVG images.

const tags = ['product'];

async function findImage(db: Db, kind: string, id: number): Promise<string | null> {
  if (isContentImageKind(kind)) return findContentImage(db, kind, id);
  if (isStoreImageKind(kind)) return findStoreImage(db, kind, id);
  if (kind === 'brand') {
    const [row] = await db.select({ svg: brands.logoSvg }).from(brands).where(eq(brands.id, id));
    return row?.svg ?? null;
  }
  if (kind === 'model') {
    const [row] = await db
      .select({ svg: tyreModels.pictureSvg })
      .from(tyreModels)
      .where(eq(tyreModels.id, id));
    return row?.svg ?? null;
  }
  if (kind === 'store') {
    // Storefront pictures (spec 2.8); search-store links them only when the shop has one.
    const [row] = await db
      .select({ svg: stores.storefrontSvg })
      .from(stores)
      .where(eq(stores.id, id));
    return row?.svg ?? null;
  }
  if (kind === 'picture') {
    const [row] = await db
      .select({ svg: productPictures.svg })
      .from(productPictures)
      .where(eq(productPictures.id, id));
    return row?.svg ?? null;
  }
  return null;
}

export function registerProductMenuRoutes(api: FastifyInstance, { db }: { db: Db }): void {
  const r = api.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/product/tire-brand',
    { schema: { tags, response: { 200: z.array(BrandMenuItemSchema) } } },
    async () => {
      const rows = await db
        .select({ slug: brands.slug, nameEn: brands.nameEn, nameTh: brands.nameTh })
        .from(brands)
        .where(eq(brands.isActive, true))
        .orderBy(asc(brands.sortOrder), asc(brands.nameEn));
      return rows.map((b) => ({ param: b.slug, title: b.nameTh }));
    },
  );

  r.get(
    '/product/footer-tags',
    { schema: { tags, response: { 200: z.array(FooterTagSchema) } } },
    () => getFooterTags(db),
  );

  r.get(
    '/images/:kind/:file',
    {
      schema: {
        hide: true,
        params: z.object({
          kind: z.enum([
            'brand',
            'model',
            'picture',
            'store',
            ...CONTENT_IMAGE_KINDS,
            ...STORE_IMAGE_KINDS,
          ]),
          file: z.string().regex(/^\d{1,9}\.svg$/),
        }),
      },
    },
    async (request, reply) => {
      const svg = await findImage(
        db,
        request.params.kind,
        Number.parseInt(request.params.file, 10),
      );
      if (!svg) throw new AppError('NOT_FOUND');
      return (
        reply
          .type('image/svg+xml; charset=utf-8')
          .header('cache-control', 'public, max-age=86400')
          // An SVG is a document: forbid scripts in it even if one ever slipped in.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .send(svg)
      );
    },
  );
}

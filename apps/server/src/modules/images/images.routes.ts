import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { CATALOG_IMAGE_KINDS, findCatalogImage, isCatalogImageKind } from '../catalog/product-menu';
import {
  CONTENT_IMAGE_KINDS,
  findContentImage,
  isContentImageKind,
} from '../content/content-images';
import { findStoreImage, isStoreImageKind, STORE_IMAGE_KINDS } from '../stores/store-images';

// GET /api/images/{kind}/{id}.svg: the generated pictures of the catalogue (brand logos, tyre
// drawings), the shops (storefronts, gallery, network logos) and the content pages, as SVG.

async function findImage(db: Db, kind: string, id: number): Promise<string | null> {
  if (isCatalogImageKind(kind)) return findCatalogImage(db, kind, id);
  if (isStoreImageKind(kind)) return findStoreImage(db, kind, id);
  if (isContentImageKind(kind)) return findContentImage(db, kind, id);
  return null;
}

export function registerImageRoutes(api: FastifyInstance, { db }: { db: Db }): void {
  api.withTypeProvider<ZodTypeProvider>().get(
    '/images/:kind/:file',
    {
      schema: {
        hide: true,
        params: z.object({
          kind: z.enum([...CATALOG_IMAGE_KINDS, ...STORE_IMAGE_KINDS, ...CONTENT_IMAGE_KINDS]),
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

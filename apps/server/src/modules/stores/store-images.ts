import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { networks, storePictures, stores } from '../../db/schema/stores';

// Storefront drawings (spec 2.8), store gallery pictures and network logos (issue [3/6]), served
// as SVG by GET /api/images/{store|store-picture|network}/{id}.svg (images/images.routes.ts).

/**
 * The uploaded storefront's file name of stores row `s` (decoration, decision 0076), for the
 * store card queries; null when the shop has not uploaded one (the seeded drawing is used then).
 */
export const STOREFRONT_FILE_COLUMN = sql.raw(`(select pic.file_path from store_pictures pic
   where pic.store_id = s.id and pic.kind = 'storefront' and pic.file_path is not null
   limit 1) as storefront_file`);

export const STORE_IMAGE_KINDS = ['store', 'store-picture', 'network'] as const;
export type StoreImageKind = (typeof STORE_IMAGE_KINDS)[number];

export const isStoreImageKind = (kind: string): kind is StoreImageKind =>
  (STORE_IMAGE_KINDS as readonly string[]).includes(kind);

export async function findStoreImage(
  db: DbOrTx,
  kind: StoreImageKind,
  id: number,
): Promise<string | null> {
  if (kind === 'store') {
    // search-store links a shop's drawing only when the shop has one.
    const [row] = await db
      .select({ svg: stores.storefrontSvg })
      .from(stores)
      .where(eq(stores.id, id));
    return row?.svg ?? null;
  }
  if (kind === 'network') {
    const [row] = await db
      .select({ svg: networks.logoSvg })
      .from(networks)
      .where(eq(networks.id, id));
    return row?.svg || null;
  }
  const [row] = await db
    .select({ svg: storePictures.svg })
    .from(storePictures)
    .where(eq(storePictures.id, id));
  return row?.svg ?? null;
}

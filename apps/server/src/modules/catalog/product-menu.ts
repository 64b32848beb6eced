import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { brands, productPictures, tyreModels } from '../../db/schema/catalog';

// The brand menu (spec 7 Product "Menus and search") and the catalogue's generated pictures
// (brand logos, tyre drawings), served by images/images.routes.ts.

export async function listBrandMenu(db: DbOrTx): Promise<{ param: string; title: string }[]> {
  const rows = await db
    .select({ slug: brands.slug, nameEn: brands.nameEn, nameTh: brands.nameTh })
    .from(brands)
    .where(eq(brands.isActive, true))
    .orderBy(asc(brands.sortOrder), asc(brands.nameEn));
  return rows.map((b) => ({ param: b.slug, title: b.nameTh }));
}

export const CATALOG_IMAGE_KINDS = ['brand', 'model', 'picture'] as const;
export type CatalogImageKind = (typeof CATALOG_IMAGE_KINDS)[number];

export const isCatalogImageKind = (kind: string): kind is CatalogImageKind =>
  (CATALOG_IMAGE_KINDS as readonly string[]).includes(kind);

export async function findCatalogImage(
  db: DbOrTx,
  kind: CatalogImageKind,
  id: number,
): Promise<string | null> {
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
  const [row] = await db
    .select({ svg: productPictures.svg })
    .from(productPictures)
    .where(eq(productPictures.id, id));
  return row?.svg ?? null;
}

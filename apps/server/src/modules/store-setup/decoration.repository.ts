import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type StorePictureKind, storePictures, stores } from '../../db/schema/stores';

// Store pictures of the decoration screen (Drizzle only).

export type PictureRow = {
  id: number;
  kind: StorePictureKind;
  hasSvg: boolean;
  filePath: string | null;
  sortOrder: number;
};

export async function findPictures(db: DbOrTx, storeId: number): Promise<PictureRow[]> {
  const rows = await db
    .select({
      id: storePictures.id,
      kind: storePictures.kind,
      svg: storePictures.svg,
      filePath: storePictures.filePath,
      sortOrder: storePictures.sortOrder,
    })
    .from(storePictures)
    .where(eq(storePictures.storeId, storeId))
    .orderBy(storePictures.sortOrder, storePictures.id);
  return rows.map(({ svg, ...row }) => ({ ...row, hasSvg: svg !== null }));
}

/** Seeded stores carry a drawn storefront on the stores row itself. */
export async function hasSeededStorefront(db: DbOrTx, storeId: number): Promise<boolean> {
  const rows = await db
    .select({ svg: stores.storefrontSvg })
    .from(stores)
    .where(eq(stores.id, storeId))
    .limit(1);
  return Boolean(rows[0]?.svg);
}

export async function lockStore(db: DbOrTx, storeId: number): Promise<void> {
  await db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId)).for('update');
}

export async function insertPicture(
  db: DbOrTx,
  row: { storeId: number; kind: StorePictureKind; filePath: string; sortOrder: number },
): Promise<void> {
  await db.insert(storePictures).values(row);
}

export async function deletePictures(db: DbOrTx, storeId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .delete(storePictures)
    .where(and(eq(storePictures.storeId, storeId), inArray(storePictures.id, ids)));
}

export async function setSortOrder(db: DbOrTx, id: number, sortOrder: number): Promise<void> {
  await db.update(storePictures).set({ sortOrder }).where(eq(storePictures.id, id));
}

/**
 * Spec 2.8: a storefront picture is set when the store has its drawn storefront (seeded shops)
 * or an uploaded storefront (the decoration screen writes a store_pictures row of kind
 * 'storefront' with its file, decision 0076); gallery pictures and banners do not count.
 */
export async function hasStorefrontPicture(db: DbOrTx, storeId: number): Promise<boolean> {
  const [store] = await db
    .select({ svg: stores.storefrontSvg })
    .from(stores)
    .where(eq(stores.id, storeId));
  if (store?.svg) return true;
  const rows = await db
    .select({ id: storePictures.id })
    .from(storePictures)
    .where(
      and(
        eq(storePictures.storeId, storeId),
        eq(storePictures.kind, 'storefront'),
        isNotNull(storePictures.filePath),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

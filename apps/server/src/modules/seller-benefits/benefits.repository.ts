import { and, asc, eq, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sellerProducts, sellerServices, sellerWarranties } from '../../db/schema/offers';

// Rows of seller_warranties and seller_services. Every query names the store: a shop never reads
// or writes another shop's item.

export type WarrantyRow = typeof sellerWarranties.$inferSelect;
export type WarrantyWrite = Pick<
  typeof sellerWarranties.$inferInsert,
  'type' | 'title' | 'remark' | 'coverage' | 'months' | 'kilometres' | 'isActive'
>;
export type ServiceRow = typeof sellerServices.$inferSelect;
export type ServiceWrite = Pick<
  typeof sellerServices.$inferInsert,
  | 'title'
  | 'description'
  | 'priceSatang'
  | 'isIncluded'
  | 'isTogglable'
  | 'orderType'
  | 'isActive'
  | 'minutes'
>;

export function findWarranties(db: DbOrTx, storeId: number, type: string) {
  const where = [eq(sellerWarranties.storeId, storeId)];
  if (type) where.push(eq(sellerWarranties.type, type));
  return db
    .select()
    .from(sellerWarranties)
    .where(and(...where))
    .orderBy(asc(sellerWarranties.id));
}

export async function findWarranty(db: DbOrTx, storeId: number, id: number) {
  const [row] = await db
    .select()
    .from(sellerWarranties)
    .where(and(eq(sellerWarranties.id, id), eq(sellerWarranties.storeId, storeId)));
  return row ?? null;
}

export async function insertWarranty(db: DbOrTx, storeId: number, w: WarrantyWrite) {
  const [row] = await db
    .insert(sellerWarranties)
    .values({ ...w, storeId })
    .returning({ id: sellerWarranties.id });
  return row.id;
}

/** False when the store has no such warranty. */
export async function updateWarranty(db: DbOrTx, storeId: number, id: number, w: WarrantyWrite) {
  const rows = await db
    .update(sellerWarranties)
    .set(w)
    .where(and(eq(sellerWarranties.id, id), eq(sellerWarranties.storeId, storeId)))
    .returning({ id: sellerWarranties.id });
  return rows.length > 0;
}

/** Deletes it and (by cascade) its links to offers; false when the store has no such one. */
export async function deleteWarranty(db: DbOrTx, storeId: number, id: number) {
  const rows = await db
    .delete(sellerWarranties)
    .where(and(eq(sellerWarranties.id, id), eq(sellerWarranties.storeId, storeId)))
    .returning({ id: sellerWarranties.id });
  return rows.length > 0;
}

/** Services a cart of `orderType` offers (1 SERVICE, 2 DELIVERY: their own and 'both'). */
export function findServices(db: DbOrTx, storeId: number, orderType: number | null) {
  const where: (SQL | undefined)[] = [eq(sellerServices.storeId, storeId)];
  if (orderType !== null) {
    where.push(or(eq(sellerServices.orderType, 0), eq(sellerServices.orderType, orderType)));
  }
  return db
    .select()
    .from(sellerServices)
    .where(and(...where))
    .orderBy(asc(sellerServices.id));
}

export async function findService(db: DbOrTx, storeId: number, id: number) {
  const [row] = await db
    .select()
    .from(sellerServices)
    .where(and(eq(sellerServices.id, id), eq(sellerServices.storeId, storeId)));
  return row ?? null;
}

export async function insertService(db: DbOrTx, storeId: number, s: ServiceWrite) {
  const [row] = await db
    .insert(sellerServices)
    .values({ ...s, storeId })
    .returning({ id: sellerServices.id });
  return row.id;
}

export async function updateService(db: DbOrTx, storeId: number, id: number, s: ServiceWrite) {
  const rows = await db
    .update(sellerServices)
    .set(s)
    .where(and(eq(sellerServices.id, id), eq(sellerServices.storeId, storeId)))
    .returning({ id: sellerServices.id });
  return rows.length > 0;
}

export async function deleteService(db: DbOrTx, storeId: number, id: number) {
  const rows = await db
    .delete(sellerServices)
    .where(and(eq(sellerServices.id, id), eq(sellerServices.storeId, storeId)))
    .returning({ id: sellerServices.id });
  return rows.length > 0;
}

/** Whether the offer is the store's own. */
export async function isOwnOffer(db: DbOrTx, storeId: number, offerId: number) {
  const rows = await db
    .select({ id: sellerProducts.id })
    .from(sellerProducts)
    .where(and(eq(sellerProducts.id, offerId), eq(sellerProducts.storeId, storeId)));
  return rows.length > 0;
}

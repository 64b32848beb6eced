import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { storeSettings, stores } from '../../db/schema/stores';

// The active store's own row (profile, services, tax details) and its closed weekdays.

export async function findStore(db: DbOrTx, storeId: number) {
  const [row] = await db.select().from(stores).where(eq(stores.id, storeId)).limit(1);
  return row ?? null;
}
export type StoreRow = NonNullable<Awaited<ReturnType<typeof findStore>>>;

export async function updateStore(
  db: DbOrTx,
  storeId: number,
  values: Partial<typeof stores.$inferInsert>,
): Promise<void> {
  await db
    .update(stores)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(stores.id, storeId));
}

/** Creates the store's settings row when it has none, then sets the given values. */
export async function upsertSettings(
  db: DbOrTx,
  storeId: number,
  values: Partial<typeof storeSettings.$inferInsert>,
): Promise<void> {
  await db
    .insert(storeSettings)
    .values({ storeId, ...values })
    .onConflictDoUpdate({
      target: storeSettings.storeId,
      set: { ...values, updatedAt: new Date() },
    });
}

import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { storeSettings, stores } from '../../db/schema/stores';

// The active store's installation, delivery and deposit settings (store_settings) with the store
// fields they depend on (opening hours, delivery switch).

export async function findSettings(db: DbOrTx, storeId: number) {
  const [row] = await db
    .select({
      weeklyHours: stores.weeklyHours,
      isDeliveryEnabled: stores.isDeliveryEnabled,
      settings: storeSettings,
    })
    .from(stores)
    .leftJoin(storeSettings, eq(storeSettings.storeId, stores.id))
    .where(eq(stores.id, storeId))
    .limit(1);
  return row ?? null;
}

import { eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stores } from '../../db/schema/stores';
import { AppError } from '../../lib/app-error';
import type { AuthSeller } from '../../plugins/auth';

// Which stores' orders a signed-in seller sees and acts on (issue 15 "a shop only ever sees and
// acts on its own orders, and an owner on its branches'"): the store signed in, plus its branches
// when it is a head office. `branchId` narrows to one of them; anything else is not found.

export async function sellerOrderStoreIds(
  db: Db,
  seller: Pick<AuthSeller, 'storeId'>,
  branchId?: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: stores.id })
    .from(stores)
    .where(or(eq(stores.id, seller.storeId), eq(stores.parentStoreId, seller.storeId)));
  const ids = rows.map((r) => r.id);
  if (branchId === undefined) return ids;
  if (!ids.includes(branchId)) throw new AppError('NOT_FOUND', 'ไม่พบสาขานี้');
  return [branchId];
}

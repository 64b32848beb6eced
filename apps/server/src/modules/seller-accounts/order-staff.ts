import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sellerUsers, staffMemberships } from '../../db/schema/sellers';
import { stores } from '../../db/schema/stores';
import { ORDER_READ } from './seller-order-scope';

// Who is told about a branch's orders on LINE (issue 35: new orders, the morning's bookings): the
// people the branch wall (seller-order-scope.ts) lets see that branch's orders — an active member
// of the branch holding one of the order flags or owning it, or the owner of its head office —
// whose account is active and who linked their LINE. A member of another branch, a member without
// an order flag and a switched-off member are not told. The worker checks the LINE link again at
// send time.

/** For each store: the seller_users ids to tell about its orders (sorted, no repeats). */
export async function orderStaffToTell(
  db: DbOrTx,
  storeIds: readonly number[],
): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>(storeIds.map((id) => [id, []]));
  if (storeIds.length === 0) return result;
  const targets = await db
    .select({ id: stores.id, parentStoreId: stores.parentStoreId })
    .from(stores)
    .where(inArray(stores.id, [...storeIds]));
  const parentOf = new Map(targets.map((s) => [s.id, s.parentStoreId]));
  const heads = targets.flatMap((s) => (s.parentStoreId === null ? [] : [s.parentStoreId]));
  const canReadOrders = or(
    ...ORDER_READ.map((flag) => sql`(${staffMemberships.acl} ->> ${flag})::boolean is true`),
  );
  const members = await db
    .select({
      sellerUserId: staffMemberships.sellerUserId,
      storeId: staffMemberships.storeId,
      isOwner: staffMemberships.isOwner,
      canReadOrders: sql<boolean>`coalesce(${canReadOrders}, false)`,
    })
    .from(staffMemberships)
    .innerJoin(sellerUsers, eq(sellerUsers.id, staffMemberships.sellerUserId))
    .where(
      and(
        inArray(staffMemberships.storeId, [...storeIds, ...heads]),
        eq(staffMemberships.isActive, true),
        eq(sellerUsers.isActive, true),
        isNotNull(sellerUsers.lineId),
      ),
    );
  for (const storeId of storeIds) {
    const head = parentOf.get(storeId) ?? null;
    const ids = members
      .filter(
        (m) =>
          (m.storeId === storeId && (m.isOwner || m.canReadOrders)) ||
          (head !== null && m.storeId === head && m.isOwner),
      )
      .map((m) => m.sellerUserId);
    result.set(
      storeId,
      [...new Set(ids)].sort((a, b) => a - b),
    );
  }
  return result;
}

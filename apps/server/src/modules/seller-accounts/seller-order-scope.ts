import type { AclFlag } from '@yangdee/contracts/seller-acl';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { staffMemberships } from '../../db/schema/sellers';
import { stores } from '../../db/schema/stores';
import { AppError } from '../../lib/app-error';
import type { AuthSeller } from '../../plugins/auth';

// Which stores' orders, income, reports, reviews and live events a signed-in seller sees and acts
// on — the one branch wall every seller read and act goes through (issue 37 item 3, decision
// 0133). The candidates are the store the token acts for plus, for a head office, its branches.
// Of those, the owner of the store signed in (and the platform admin acting for it) gets them
// all; anyone else only the ones where it has an active membership holding one of the flags
// the call needs. `branchId` narrows to one of them; anything else is "not found", exactly as
// another shop's store is, so a wall never tells what stands behind it.

export type ScopeSeller = Pick<AuthSeller, 'storeId' | 'sellerUserId' | 'isPlatformAdmin'>;

/** Any one of these flags at a store lets the call see that store (as the route's own acl). */
export type ScopeNeed = AclFlag | readonly AclFlag[];

export const ORDER_READ = ['manageOrder', 'confirmService', 'confirmDelivery'] as const;

export async function sellerOrderStoreIds(
  db: DbOrTx,
  seller: ScopeSeller,
  need: ScopeNeed,
  branchId?: number,
): Promise<number[]> {
  const candidates = (
    await db
      .select({ id: stores.id })
      .from(stores)
      .where(or(eq(stores.id, seller.storeId), eq(stores.parentStoreId, seller.storeId)))
  ).map((r) => r.id);
  const ids = await visibleOf(db, seller, need, candidates);
  if (branchId === undefined) return ids;
  if (!ids.includes(branchId)) throw new AppError('NOT_FOUND', 'ไม่พบสาขานี้');
  return [branchId];
}

async function visibleOf(
  db: DbOrTx,
  seller: ScopeSeller,
  need: ScopeNeed,
  candidates: number[],
): Promise<number[]> {
  if (seller.isPlatformAdmin || candidates.length === 0) return candidates;
  const flags: readonly AclFlag[] = typeof need === 'string' ? [need] : need;
  const rows = await db
    .select({
      storeId: staffMemberships.storeId,
      isOwner: staffMemberships.isOwner,
      isActive: staffMemberships.isActive,
      acl: staffMemberships.acl,
    })
    .from(staffMemberships)
    .where(
      and(
        eq(staffMemberships.sellerUserId, seller.sellerUserId),
        inArray(staffMemberships.storeId, candidates),
      ),
    );
  const live = rows.filter((m) => m.isActive);
  if (live.some((m) => m.storeId === seller.storeId && m.isOwner)) return candidates;
  const allowed = new Set(
    live.filter((m) => flags.some((flag) => m.acl?.[flag] === true)).map((m) => m.storeId),
  );
  return candidates.filter((id) => allowed.has(id));
}

/** The stores of the scope with the names the shop's screens show, head office first. */
export function findScopeStores(db: DbOrTx, storeIds: readonly number[]) {
  if (storeIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: stores.id,
      name: stores.name,
      branchName: stores.branchName,
      parentStoreId: stores.parentStoreId,
    })
    .from(stores)
    .where(inArray(stores.id, [...storeIds]))
    .orderBy(sql`${stores.parentStoreId} is not null`, asc(stores.id));
}

import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sellerActionLog } from '../../db/schema/income';
import { sellerTokens, sellerUsers, staffMemberships } from '../../db/schema/sellers';
import { stores } from '../../db/schema/stores';

// The live sessions of a shop's staff and ending one (decision 0132). Drizzle only.

/** The head office of a store and its branches. */
export async function findStoreFamily(db: DbOrTx, storeId: number) {
  const [store] = await db
    .select({ id: stores.id, parentStoreId: stores.parentStoreId })
    .from(stores)
    .where(eq(stores.id, storeId))
    .limit(1);
  if (!store) return null;
  const headId = store.parentStoreId ?? store.id;
  const rows = await db
    .select({ id: stores.id })
    .from(stores)
    .where(or(eq(stores.id, headId), eq(stores.parentStoreId, headId)));
  return { headId, storeIds: rows.map((r) => r.id) };
}

export async function isActiveOwner(db: DbOrTx, sellerUserId: number, storeId: number) {
  const rows = await db
    .select({ id: staffMemberships.id })
    .from(staffMemberships)
    .where(
      and(
        eq(staffMemberships.sellerUserId, sellerUserId),
        eq(staffMemberships.storeId, storeId),
        eq(staffMemberships.isOwner, true),
        eq(staffMemberships.isActive, true),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export const SESSION_LIST_MAX = 200;

/**
 * Tokens that still sign someone in to one of the stores: not revoked, not expired, an active
 * account with an active membership of that store. The platform admin's visits are not the
 * shop's staff and are left out.
 */
export async function findLiveSessions(db: DbOrTx, storeIds: number[]) {
  if (storeIds.length === 0) return [];
  return db
    .select({
      sessionId: sellerTokens.id,
      sellerUserId: sellerTokens.sellerUserId,
      createdAt: sellerTokens.createdAt,
      lastSeenAt: sellerTokens.lastSeenAt,
      ip: sellerTokens.ip,
      userAgent: sellerTokens.userAgent,
      name: sellerUsers.name,
      username: sellerUsers.username,
      isOwner: staffMemberships.isOwner,
      storeName: stores.name,
      branchName: stores.branchName,
    })
    .from(sellerTokens)
    .innerJoin(sellerUsers, eq(sellerUsers.id, sellerTokens.sellerUserId))
    .innerJoin(stores, eq(stores.id, sellerTokens.storeId))
    .innerJoin(
      staffMemberships,
      and(
        eq(staffMemberships.sellerUserId, sellerTokens.sellerUserId),
        eq(staffMemberships.storeId, sellerTokens.storeId),
      ),
    )
    .where(
      and(
        inArray(sellerTokens.storeId, storeIds),
        isNull(sellerTokens.revokedAt),
        gt(sellerTokens.expiresAt, new Date()),
        eq(sellerUsers.isActive, true),
        eq(sellerUsers.isPlatformAdmin, false),
        eq(staffMemberships.isActive, true),
      ),
    )
    .orderBy(desc(sql`coalesce(${sellerTokens.lastSeenAt}, ${sellerTokens.createdAt})`))
    .limit(SESSION_LIST_MAX);
}

/** Revokes one live token of the stores (not the admin's); answers whose it was, or null. */
export async function revokeStoreSession(db: DbOrTx, sessionId: number, storeIds: number[]) {
  if (storeIds.length === 0) return null;
  const rows = await db
    .update(sellerTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sellerTokens.id, sessionId),
        inArray(sellerTokens.storeId, storeIds),
        isNull(sellerTokens.revokedAt),
        gt(sellerTokens.expiresAt, new Date()),
        sql`not exists (select 1 from ${sellerUsers} u
                         where u.id = ${sellerTokens.sellerUserId} and u.is_platform_admin)`,
      ),
    )
    .returning({ sellerUserId: sellerTokens.sellerUserId, storeId: sellerTokens.storeId });
  const row = rows[0];
  if (!row || row.storeId === null) return null;
  const [user] = await db
    .select({ name: sellerUsers.name, username: sellerUsers.username })
    .from(sellerUsers)
    .where(eq(sellerUsers.id, row.sellerUserId));
  return { sellerUserId: row.sellerUserId, storeId: row.storeId, ...user };
}

/** The system report's line for it (seller_action_log, in the transaction of the change). */
export async function logSessionEnded(
  db: DbOrTx,
  entry: { storeId: number; sellerUserId: number; target: string },
) {
  await db.insert(sellerActionLog).values({ ...entry, action: 'session.end' });
}

import type { SellerAcl } from '@yangdee/contracts/seller-acl';
import { and, asc, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sellerTokens, sellerUsers, staffMemberships } from '../../db/schema/sellers';
import { stores } from '../../db/schema/stores';

// Members of one store and their accounts (Drizzle only). Every read and write names the store.

export type MemberRow = {
  sellerUserId: number;
  username: string;
  name: string;
  tel: string;
  isOwner: boolean;
  isActive: boolean;
  acl: SellerAcl;
  lastSignInAt: Date | string | null;
};

const lastSignIn = sql<Date | string | null>`(
  select max(l.created_at) from seller_login_log l
   where l.seller_user_id = ${sellerUsers.id} and l.is_success)`;

const memberColumns = {
  sellerUserId: sellerUsers.id,
  username: sellerUsers.username,
  name: sellerUsers.name,
  tel: sellerUsers.tel,
  isOwner: staffMemberships.isOwner,
  isActive: staffMemberships.isActive,
  acl: staffMemberships.acl,
  lastSignInAt: lastSignIn,
};

export async function findMembers(db: DbOrTx, storeId: number): Promise<MemberRow[]> {
  return db
    .select(memberColumns)
    .from(staffMemberships)
    .innerJoin(sellerUsers, eq(sellerUsers.id, staffMemberships.sellerUserId))
    .where(eq(staffMemberships.storeId, storeId))
    .orderBy(desc(staffMemberships.isOwner), asc(sellerUsers.name), asc(sellerUsers.id));
}

export async function findMember(
  db: DbOrTx,
  storeId: number,
  sellerUserId: number,
): Promise<MemberRow | null> {
  const rows = await db
    .select(memberColumns)
    .from(staffMemberships)
    .innerJoin(sellerUsers, eq(sellerUsers.id, staffMemberships.sellerUserId))
    .where(
      and(eq(staffMemberships.storeId, storeId), eq(staffMemberships.sellerUserId, sellerUserId)),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** Usernames are compared without case: 'Somchai' and 'somchai' would be confused at sign-in. */
export async function updateName(db: DbOrTx, sellerUserId: number, name: string): Promise<void> {
  await db
    .update(sellerUsers)
    .set({ name, updatedAt: new Date() })
    .where(eq(sellerUsers.id, sellerUserId));
}

export async function updateMembership(
  db: DbOrTx,
  storeId: number,
  sellerUserId: number,
  change: { isActive?: boolean; acl?: SellerAcl },
): Promise<void> {
  await db
    .update(staffMemberships)
    .set(change)
    .where(
      and(eq(staffMemberships.storeId, storeId), eq(staffMemberships.sellerUserId, sellerUserId)),
    );
}

/**
 * The account is usable while one of its memberships is (sign-in answers STAFF_DISABLED
 * otherwise, seller-login.service.ts); kept in step whenever a membership is switched.
 */
export async function syncAccountActive(db: DbOrTx, sellerUserId: number): Promise<void> {
  await db
    .update(sellerUsers)
    .set({
      isActive: sql`exists (select 1 from ${staffMemberships}
        where ${staffMemberships.sellerUserId} = ${sellerUserId} and ${staffMemberships.isActive})`,
      updatedAt: new Date(),
    })
    .where(and(eq(sellerUsers.id, sellerUserId), eq(sellerUsers.isPlatformAdmin, false)));
}

/** Revokes a member's live tokens: for one store, or (storeId null) all, except `keepTokenId`. */
export async function revokeTokens(
  db: DbOrTx,
  sellerUserId: number,
  opts: { storeId: number | null; keepTokenId?: number },
): Promise<void> {
  await db
    .update(sellerTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sellerTokens.sellerUserId, sellerUserId),
        isNull(sellerTokens.revokedAt),
        opts.storeId === null ? undefined : eq(sellerTokens.storeId, opts.storeId),
        opts.keepTokenId === undefined ? undefined : ne(sellerTokens.id, opts.keepTokenId),
      ),
    );
}

/** The stores of a group (head office and its branches) this account owns. */
export async function findOwnedGroupStores(
  db: DbOrTx,
  sellerUserId: number,
  headStoreId: number,
): Promise<number[]> {
  const rows = await db
    .select({ storeId: staffMemberships.storeId })
    .from(staffMemberships)
    .innerJoin(stores, eq(stores.id, staffMemberships.storeId))
    .where(
      and(
        eq(staffMemberships.sellerUserId, sellerUserId),
        eq(staffMemberships.isOwner, true),
        or(eq(stores.id, headStoreId), eq(stores.parentStoreId, headStoreId)),
      ),
    );
  return rows.map((r) => r.storeId);
}

/** The owner's membership of a store passes to `toUserId` (added if it had none there). */
export async function moveOwnership(
  db: DbOrTx,
  storeId: number,
  fromUserId: number,
  toUserId: number,
  acl: SellerAcl,
): Promise<void> {
  await db
    .update(staffMemberships)
    .set({ isOwner: false })
    .where(
      and(eq(staffMemberships.storeId, storeId), eq(staffMemberships.sellerUserId, fromUserId)),
    );
  await db
    .insert(staffMemberships)
    .values({ sellerUserId: toUserId, storeId, isOwner: true, isActive: true, acl })
    .onConflictDoUpdate({
      target: [staffMemberships.sellerUserId, staffMemberships.storeId],
      set: { isOwner: true, isActive: true, acl },
    });
}

/** Serialises handovers of one store group. */
export async function lockStoreGroup(tx: DbOrTx, headStoreId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`store-owner:${headStoreId}`}))`);
}

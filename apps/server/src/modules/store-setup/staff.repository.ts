import type { SellerAcl } from '@yangdee/contracts/seller-acl';
import { and, asc, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sellerTokens, sellerUsers, staffMemberships } from '../../db/schema/sellers';

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
export async function isUsernameTaken(db: DbOrTx, username: string): Promise<boolean> {
  const rows = await db
    .select({ id: sellerUsers.id })
    .from(sellerUsers)
    .where(sql`lower(${sellerUsers.username}) = lower(${username})`)
    .limit(1);
  return rows.length > 0;
}

export async function insertStaff(
  db: DbOrTx,
  row: { username: string; passwordHash: string; name: string; tel: string },
): Promise<number> {
  const [created] = await db.insert(sellerUsers).values(row).returning({ id: sellerUsers.id });
  return created.id;
}

export async function insertMembership(
  db: DbOrTx,
  row: { sellerUserId: number; storeId: number; acl: SellerAcl },
): Promise<void> {
  await db.insert(staffMemberships).values({ ...row, isOwner: false, isActive: true });
}

export async function updateAccount(
  db: DbOrTx,
  sellerUserId: number,
  change: { name: string; tel: string; passwordHash?: string },
): Promise<void> {
  await db
    .update(sellerUsers)
    .set({ ...change, updatedAt: new Date() })
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

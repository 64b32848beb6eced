import { and, asc, count, desc, eq, gt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sellerLoginLog, sellerUsers, staffMemberships } from '../../db/schema/sellers';
import { stores } from '../../db/schema/stores';

// Seller staff, their memberships and sign-in records (Drizzle only).

export async function findSellerUserByUsername(db: DbOrTx, username: string) {
  const rows = await db
    .select()
    .from(sellerUsers)
    .where(eq(sellerUsers.username, username))
    .limit(1);
  return rows[0] ?? null;
}

export async function findSellerUserById(db: DbOrTx, id: number) {
  const rows = await db.select().from(sellerUsers).where(eq(sellerUsers.id, id)).limit(1);
  return rows[0] ?? null;
}

/**
 * The store a member lands in after signing in: of its active memberships, a store it owns
 * first, then a head office, then the lowest store id (decision 0131).
 */
export async function findHomeStoreId(db: DbOrTx, sellerUserId: number): Promise<number | null> {
  const [first] = await findShopChoices(db, sellerUserId);
  return first?.sellerId ?? null;
}

/** Every store or branch the account may act for (active memberships), its home first. */
export async function findShopChoices(db: DbOrTx, sellerUserId: number) {
  const rows = await db
    .select({
      sellerId: stores.id,
      name: stores.name,
      branchName: stores.branchName,
      isOwner: staffMemberships.isOwner,
      parentStoreId: stores.parentStoreId,
    })
    .from(staffMemberships)
    .innerJoin(stores, eq(stores.id, staffMemberships.storeId))
    .where(
      and(eq(staffMemberships.sellerUserId, sellerUserId), eq(staffMemberships.isActive, true)),
    )
    .orderBy(
      desc(staffMemberships.isOwner),
      sql`${stores.parentStoreId} is not null`,
      asc(stores.id),
    );
  return rows;
}

/** The platform admin, who belongs to no store, starts in the first store. */
export async function findFirstStoreId(db: DbOrTx): Promise<number | null> {
  const rows = await db.select({ id: stores.id }).from(stores).orderBy(stores.id).limit(1);
  return rows[0]?.id ?? null;
}

export async function findStore(db: DbOrTx, storeId: number) {
  const rows = await db.select().from(stores).where(eq(stores.id, storeId)).limit(1);
  return rows[0] ?? null;
}

export async function findMembership(db: DbOrTx, sellerUserId: number, storeId: number) {
  const rows = await db
    .select()
    .from(staffMemberships)
    .where(
      and(eq(staffMemberships.sellerUserId, sellerUserId), eq(staffMemberships.storeId, storeId)),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** Whether the store has branches or is one (the branch switch is shown, spec 2.7). */
export async function hasBranches(db: DbOrTx, storeId: number, parentStoreId: number | null) {
  const head = parentStoreId ?? storeId;
  const rows = await db
    .select({ id: stores.id })
    .from(stores)
    .where(or(eq(stores.parentStoreId, head), eq(stores.id, parentStoreId ?? -1)))
    .limit(1);
  return rows.length > 0;
}

export async function recordSellerSignIn(
  db: DbOrTx,
  entry: { sellerUserId: number | null; storeId: number | null; ip: string; isSuccess: boolean },
): Promise<void> {
  await db.insert(sellerLoginLog).values({ ...entry, ip: entry.ip.slice(0, 64) });
}

/** Failed sign-ins of one staff member since a moment (the soft lock, spec 5 as for customers). */
export async function countFailedSignIns(db: DbOrTx, sellerUserId: number, since: Date) {
  const rows = await db
    .select({ n: count() })
    .from(sellerLoginLog)
    .where(
      and(
        eq(sellerLoginLog.sellerUserId, sellerUserId),
        eq(sellerLoginLog.isSuccess, false),
        gt(sellerLoginLog.createdAt, since),
      ),
    );
  return rows[0]?.n ?? 0;
}

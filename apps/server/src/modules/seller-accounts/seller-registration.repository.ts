import type { SellerAcl } from '@yangdee/contracts/seller-acl';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sellerUsers, staffMemberships } from '../../db/schema/sellers';
import { storeSettings, stores } from '../../db/schema/stores';

// Self-registration of a shop (issue 14 §2): seller accounts by phone, the new store with its
// settings and owner membership, and platform approval (Drizzle only).

export type NewStore = typeof stores.$inferInsert;

/** Accounts holding this phone, oldest first (the one who registered by phone comes first). */
export async function findSellerUsersByTel(db: DbOrTx, tel: string) {
  return db.select().from(sellerUsers).where(eq(sellerUsers.tel, tel)).orderBy(asc(sellerUsers.id));
}

export async function insertSellerUser(
  db: DbOrTx,
  values: { username: string; passwordHash: string; tel: string; telVerifiedAt: Date },
) {
  const [row] = await db.insert(sellerUsers).values(values).returning();
  return row;
}

export async function setSellerPasswordHash(db: DbOrTx, id: number, passwordHash: string) {
  await db
    .update(sellerUsers)
    .set({ passwordHash, updatedAt: new Date() })
    .where(eq(sellerUsers.id, id));
}

export async function setSellerName(db: DbOrTx, id: number, name: string) {
  await db.update(sellerUsers).set({ name, updatedAt: new Date() }).where(eq(sellerUsers.id, id));
}

/** Serialises registrations of one account (a double click must not make two shops). */
export async function lockSellerUser(tx: DbOrTx, sellerUserId: number): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`seller-register:${sellerUserId}`}))`,
  );
}

/** The account's memberships with each store's approval, owner memberships first. */
export async function findMembershipStores(db: DbOrTx, sellerUserId: number) {
  return db
    .select({
      storeId: stores.id,
      name: stores.name,
      isOwner: staffMemberships.isOwner,
      approvalStatus: stores.approvalStatus,
      parentStoreId: stores.parentStoreId,
    })
    .from(staffMemberships)
    .innerJoin(stores, eq(stores.id, staffMemberships.storeId))
    .where(eq(staffMemberships.sellerUserId, sellerUserId))
    .orderBy(sql`${staffMemberships.isOwner} desc`, asc(stores.id));
}

/** The next store id, so the code and link can be made from it in the same insert. */
export async function nextStoreId(db: DbOrTx): Promise<number> {
  const result = await db.execute<{ id: string | number }>(
    sql`select nextval(pg_get_serial_sequence('stores', 'id')) as id`,
  );
  return Number(result.rows[0].id);
}

export async function insertStore(db: DbOrTx, values: NewStore & { id: number }) {
  const [row] = await db.insert(stores).values(values).returning();
  return row;
}

export async function insertStoreSettings(
  db: DbOrTx,
  values: { storeId: number; closedWeekdays: number[] },
) {
  await db.insert(storeSettings).values(values);
}

export async function insertOwnerMembership(
  db: DbOrTx,
  sellerUserId: number,
  storeId: number,
  acl: SellerAcl,
) {
  await db.insert(staffMemberships).values({ sellerUserId, storeId, isOwner: true, acl });
}

/**
 * Approval: approved shops become public (is_active), rejected ones stay hidden. A shop an
 * operator suspended stays hidden until it is reactivated (decision 0143).
 */
export async function setApproval(db: DbOrTx, storeId: number, approved: boolean) {
  const rows = await db
    .update(stores)
    .set({
      approvalStatus: approved ? 'approved' : 'rejected',
      isActive: approved
        ? sql`not exists (select 1 from store_suspensions x
            where x.store_id = "stores".id and x.lifted_at is null)`
        : false,
      updatedAt: new Date(),
    })
    .where(eq(stores.id, storeId))
    .returning({ approvalStatus: stores.approvalStatus });
  return rows[0] ?? null;
}

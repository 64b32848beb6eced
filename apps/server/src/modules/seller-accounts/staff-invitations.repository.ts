import type { SellerAcl } from '@yangdee/contracts/seller-acl';
import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sellerUsers, staffInvitations, staffMemberships } from '../../db/schema/sellers';
import { stores } from '../../db/schema/stores';

// Invitations of a phone to a store and the proven phones of accounts (decision 0131; Drizzle
// only). An invitation is open while pending and not expired.

export type InvitationRow = typeof staffInvitations.$inferSelect;

export async function findOpenInvitations(db: DbOrTx, storeId: number): Promise<InvitationRow[]> {
  return db
    .select()
    .from(staffInvitations)
    .where(
      and(
        eq(staffInvitations.storeId, storeId),
        eq(staffInvitations.status, 'pending'),
        gt(staffInvitations.expiresAt, new Date()),
      ),
    )
    .orderBy(asc(staffInvitations.createdAt), asc(staffInvitations.id));
}

/** Inviting a phone again replaces the store's open invitation of it (a new link). */
export async function replaceInvitation(
  db: DbOrTx,
  row: {
    storeId: number;
    tel: string;
    name: string;
    acl: SellerAcl;
    secretHash: string;
    invitedBy: number;
    expiresAt: Date;
  },
): Promise<InvitationRow> {
  await db
    .update(staffInvitations)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(
      and(
        eq(staffInvitations.storeId, row.storeId),
        eq(staffInvitations.tel, row.tel),
        eq(staffInvitations.status, 'pending'),
      ),
    );
  const [created] = await db.insert(staffInvitations).values(row).returning();
  return created;
}

export async function cancelInvitation(db: DbOrTx, storeId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(staffInvitations)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(
      and(
        eq(staffInvitations.id, id),
        eq(staffInvitations.storeId, storeId),
        eq(staffInvitations.status, 'pending'),
      ),
    )
    .returning({ id: staffInvitations.id });
  return rows.length > 0;
}

/** An open invitation by its link's secret, with its store's names. */
export async function findOpenBySecret(db: DbOrTx, secretHash: string) {
  const rows = await db
    .select({
      invitation: staffInvitations,
      shopName: stores.name,
      branchName: stores.branchName,
    })
    .from(staffInvitations)
    .innerJoin(stores, eq(stores.id, staffInvitations.storeId))
    .where(
      and(
        eq(staffInvitations.secretHash, secretHash),
        eq(staffInvitations.status, 'pending'),
        gt(staffInvitations.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** Marks it accepted once: false when another acceptance or a cancel came first. */
export async function markAccepted(db: DbOrTx, id: number, sellerUserId: number) {
  const rows = await db
    .update(staffInvitations)
    .set({ status: 'accepted', acceptedBy: sellerUserId, updatedAt: new Date() })
    .where(and(eq(staffInvitations.id, id), eq(staffInvitations.status, 'pending')))
    .returning({ id: staffInvitations.id });
  return rows.length > 0;
}

/** The account a phone belongs to: the one that proved it by a code (at most one). */
export async function findAccountByProvenTel(db: DbOrTx, tel: string) {
  const rows = await db
    .select()
    .from(sellerUsers)
    .where(and(eq(sellerUsers.tel, tel), isNotNull(sellerUsers.telVerifiedAt)))
    .limit(1);
  return rows[0] ?? null;
}

/** A phone proven for an account; any other account's unproven copy of it stays as it is. */
export async function setProvenTel(db: DbOrTx, sellerUserId: number, tel: string) {
  await db
    .update(sellerUsers)
    .set({ tel, telVerifiedAt: new Date(), updatedAt: new Date() })
    .where(eq(sellerUsers.id, sellerUserId));
}

export async function insertMembership(
  db: DbOrTx,
  row: { sellerUserId: number; storeId: number; acl: SellerAcl },
): Promise<boolean> {
  const rows = await db
    .insert(staffMemberships)
    .values({ ...row, isOwner: false, isActive: true })
    .onConflictDoNothing()
    .returning({ id: staffMemberships.id });
  return rows.length > 0;
}

/** Serialises acceptances and phone changes of one phone. */
export async function lockPhone(tx: DbOrTx, tel: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`seller-tel:${tel}`}))`);
}

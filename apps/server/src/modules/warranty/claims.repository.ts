import { and, asc, desc, eq, gte, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { sellerUsers, staffMemberships } from '../../db/schema/sellers';
import { stores } from '../../db/schema/stores';
import {
  warrantyClaimSteps,
  warrantyClaims,
  warrantyRegistrations,
} from '../../db/schema/warranty';

// Rows of warranty_claims and their steps (decision 0161). A claim's state is written only with
// `WHERE state = $current` by claims.service.ts after the transition table allowed the move.

export type ClaimRow = typeof warrantyClaims.$inferSelect;
export type StepRow = typeof warrantyClaimSteps.$inferSelect;

export async function lockClaim(db: DbOrTx, id: number): Promise<ClaimRow | null> {
  const [row] = await db
    .select()
    .from(warrantyClaims)
    .where(eq(warrantyClaims.id, id))
    .for('update');
  return row ?? null;
}

export async function findClaim(db: DbOrTx, id: number): Promise<ClaimRow | null> {
  const [row] = await db.select().from(warrantyClaims).where(eq(warrantyClaims.id, id));
  return row ?? null;
}

export async function hasOpenClaim(db: DbOrTx, registrationId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: warrantyClaims.id })
    .from(warrantyClaims)
    .where(
      and(
        eq(warrantyClaims.registrationId, registrationId),
        inArray(warrantyClaims.state, ['submitted', 'needInfo']),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertClaim(
  db: DbOrTx,
  values: Omit<typeof warrantyClaims.$inferInsert, 'id'>,
): Promise<number> {
  const [row] = await db.insert(warrantyClaims).values(values).returning({ id: warrantyClaims.id });
  if (!row) throw new Error('claim insert returned nothing');
  return row.id;
}

/** Moves the claim from `from`; false when it moved meanwhile. */
export async function updateClaim(
  db: DbOrTx,
  id: number,
  from: string,
  patch: Partial<typeof warrantyClaims.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(warrantyClaims)
    .set(patch)
    .where(and(eq(warrantyClaims.id, id), eq(warrantyClaims.state, from)))
    .returning({ id: warrantyClaims.id });
  return rows.length > 0;
}

export async function insertStep(
  db: DbOrTx,
  values: Omit<typeof warrantyClaimSteps.$inferInsert, 'id'>,
) {
  await db.insert(warrantyClaimSteps).values(values);
}

export function findSteps(db: DbOrTx, claimId: number) {
  return db
    .select()
    .from(warrantyClaimSteps)
    .where(eq(warrantyClaimSteps.claimId, claimId))
    .orderBy(asc(warrantyClaimSteps.id));
}

/** Claims of the stores (the branch wall's answer), newest first, with what the list shows. */
export function findStoreClaims(db: DbOrTx, storeIds: readonly number[], state: string) {
  const where = [inArray(warrantyClaims.storeId, [...storeIds])];
  if (state) where.push(eq(warrantyClaims.state, state));
  return db
    .select({
      id: warrantyClaims.id,
      state: warrantyClaims.state,
      createdAt: warrantyClaims.createdAt,
      updatedAt: warrantyClaims.updatedAt,
      tyreTitle: warrantyRegistrations.tyreTitle,
      orderNo: orders.orderNo,
      customer: orders.customer,
      storeName: stores.name,
      branchName: stores.branchName,
    })
    .from(warrantyClaims)
    .innerJoin(warrantyRegistrations, eq(warrantyRegistrations.id, warrantyClaims.registrationId))
    .innerJoin(orders, eq(orders.id, warrantyRegistrations.orderId))
    .innerJoin(stores, eq(stores.id, warrantyClaims.storeId))
    .where(and(...where))
    .orderBy(desc(warrantyClaims.updatedAt), desc(warrantyClaims.id))
    .limit(500);
}

/** Counts by state and the credit given, of claims filed in [start, end). */
export function claimTotals(db: DbOrTx, storeIds: readonly number[], start: Date, end: Date) {
  return db
    .select({
      state: warrantyClaims.state,
      remedy: warrantyClaims.remedy,
      count: sql<number>`count(*)::int`,
      credit: sql<number>`coalesce(sum(${warrantyClaims.creditSatang}), 0)::int`,
    })
    .from(warrantyClaims)
    .where(
      and(
        inArray(warrantyClaims.storeId, [...storeIds]),
        gte(warrantyClaims.createdAt, start),
        lt(warrantyClaims.createdAt, end),
      ),
    )
    .groupBy(warrantyClaims.state, warrantyClaims.remedy);
}

/**
 * Who at the shop hears of a claim on LINE: active members of the branch holding
 * manageWarrantyClaim or owning it, and the owner of its head office, with LINE linked.
 */
export async function claimStaffToTell(db: DbOrTx, storeId: number): Promise<number[]> {
  const [store] = await db
    .select({ parentStoreId: stores.parentStoreId })
    .from(stores)
    .where(eq(stores.id, storeId));
  const head = store?.parentStoreId ?? null;
  const rows = await db
    .select({ id: staffMemberships.sellerUserId })
    .from(staffMemberships)
    .innerJoin(sellerUsers, eq(sellerUsers.id, staffMemberships.sellerUserId))
    .where(
      and(
        eq(staffMemberships.isActive, true),
        eq(sellerUsers.isActive, true),
        isNotNull(sellerUsers.lineId),
        or(
          and(
            eq(staffMemberships.storeId, storeId),
            or(
              eq(staffMemberships.isOwner, true),
              sql`(${staffMemberships.acl} ->> 'manageWarrantyClaim')::boolean is true`,
            ),
          ),
          head === null
            ? sql`false`
            : and(eq(staffMemberships.storeId, head), eq(staffMemberships.isOwner, true)),
        ),
      ),
    );
  return [...new Set(rows.map((r) => r.id))].sort((a, b) => a - b);
}

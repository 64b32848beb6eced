import { and, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sellerUsers } from '../../db/schema/sellers';

// A staff member's own LINE (issue 35): seller_users.line_id, one seller account per LINE user
// (unique index seller_users_line_uq).

export const SELLER_LINE_UNIQUE = 'seller_users_line_uq';

export async function findSellerIdByLineId(db: DbOrTx, lineId: string): Promise<number | null> {
  const rows = await db
    .select({ id: sellerUsers.id })
    .from(sellerUsers)
    .where(eq(sellerUsers.lineId, lineId))
    .limit(1);
  return rows[0]?.id ?? null;
}

export async function setSellerLineId(
  db: DbOrTx,
  sellerUserId: number,
  lineId: string,
): Promise<void> {
  await db
    .update(sellerUsers)
    .set({ lineId, updatedAt: new Date() })
    .where(eq(sellerUsers.id, sellerUserId));
}

/** Unlinks; an account without a link is left as it was (its updated_at too). */
export async function clearSellerLineId(db: DbOrTx, sellerUserId: number): Promise<void> {
  await db
    .update(sellerUsers)
    .set({ lineId: null, updatedAt: new Date() })
    .where(and(eq(sellerUsers.id, sellerUserId), isNotNull(sellerUsers.lineId)));
}

import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sellerUsers } from '../../db/schema/sellers';
import { stockMovements } from '../../db/schema/stock-movements';

// Reads of the stock movement ledger (decision 0156) for the shop's quantity history. Every
// query names the store as well as the offer: a shop never reads another shop's movements.

export async function countMovements(
  db: DbOrTx,
  storeId: number,
  offerId: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(stockMovements)
    .where(and(eq(stockMovements.storeId, storeId), eq(stockMovements.sellerProductId, offerId)));
  return Number(row?.n ?? 0);
}

export async function findMovements(
  db: DbOrTx,
  storeId: number,
  offerId: number,
  limit: number,
  offset: number,
) {
  return db
    .select({
      id: stockMovements.id,
      change: stockMovements.change,
      qtyAfter: stockMovements.qtyAfter,
      reason: stockMovements.reason,
      reference: stockMovements.reference,
      actorKind: stockMovements.actorKind,
      actorName: sql<
        string | null
      >`nullif(coalesce(nullif(${sellerUsers.name}, ''), ${sellerUsers.username}), '')`,
      createdAt: stockMovements.createdAt,
    })
    .from(stockMovements)
    .leftJoin(
      sellerUsers,
      and(eq(stockMovements.actorKind, 'seller'), eq(sellerUsers.id, stockMovements.actorId)),
    )
    .where(and(eq(stockMovements.storeId, storeId), eq(stockMovements.sellerProductId, offerId)))
    .orderBy(desc(stockMovements.id))
    .limit(limit)
    .offset(offset);
}

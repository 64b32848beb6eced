import { and, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cartItems, carts } from '../../db/schema/orders';

/** Whether the shopper's cart holds anything: the header's cart dot (spec 2.5, 7 Order). */
export async function hasCart(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(and(eq(carts.userId, userId)));
  return (row?.n ?? 0) > 0;
}

import { CartStatusResponseSchema } from '@yangdee/contracts/master';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { cartItems, carts } from '../../db/schema/orders';
import { AppError } from '../../lib/app-error';

// GET /api/order/get-cart-status → { hasCart } for the header's cart dot (spec 2.5, 7 Order).

export async function hasCart(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(and(eq(carts.userId, userId)));
  return (row?.n ?? 0) > 0;
}

export function registerOrderStatusRoutes(api: FastifyInstance, { db }: { db: Db }): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/order/get-cart-status',
    {
      preHandler: api.requireUser,
      schema: {
        tags: ['order'],
        security: [{ bearer: [] }],
        response: { 200: CartStatusResponseSchema },
      },
    },
    async (request) => {
      if (!request.user) throw new AppError('UNAUTHORIZED');
      return { hasCart: await hasCart(db, request.user.id) };
    },
  );
}

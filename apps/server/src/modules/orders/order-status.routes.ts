import {
  GtmPurchaseBodySchema,
  GtmTrackResponseSchema,
  GtmValidateResponseSchema,
  PreDeliveryBodySchema,
  PreDeliveryResponseSchema,
} from '@yangdee/contracts/cart';
import { CartStatusResponseSchema } from '@yangdee/contracts/master';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { cartItems, carts } from '../../db/schema/orders';
import { AppError } from '../../lib/app-error';
import { preDelivery, trackGtmPurchase, validateGtmPurchase } from './gtm-purchase.service';

// GET /api/order/get-cart-status → { hasCart } for the header's cart dot (spec 2.5, 7 Order);
// the receipt's analytics calls and the delivery tracking button (spec 7 Tracking and analytics).

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

  const gtm = (
    path: string,
    run: typeof validateGtmPurchase | typeof trackGtmPurchase,
    response: typeof GtmValidateResponseSchema | typeof GtmTrackResponseSchema,
  ) =>
    r.post(
      path,
      {
        preHandler: api.requireUser,
        schema: {
          tags: ['order'],
          security: [{ bearer: [] }],
          body: GtmPurchaseBodySchema,
          response: { 200: response },
        },
      },
      async (request) => {
        if (!request.user) throw new AppError('UNAUTHORIZED');
        return run(db, request.user.id, request.body.orderNumber);
      },
    );
  gtm('/order/validate-gtm-purchase', validateGtmPurchase, GtmValidateResponseSchema);
  gtm('/order/track-gtm-purchase', trackGtmPurchase, GtmTrackResponseSchema);

  // No sign-in (spec 6): the tracking button may be opened from a shared link. Only the carrier
  // text is answered; an unknown number answers an empty text like an order not yet shipped.
  r.post(
    '/order/pre-delivery',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['order'],
        body: PreDeliveryBodySchema,
        response: { 200: PreDeliveryResponseSchema },
      },
    },
    (request) => preDelivery(db, request.body.id),
  );
}

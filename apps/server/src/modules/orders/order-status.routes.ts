import {
  GtmPurchaseBodySchema,
  GtmTrackResponseSchema,
  GtmValidateResponseSchema,
  PreDeliveryBodySchema,
  PreDeliveryResponseSchema,
} from '@yangdee/contracts/cart';
import { CartStatusResponseSchema } from '@yangdee/contracts/master';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { readBearer } from '../../lib/tokens';
import { findUserByToken } from '../../plugins/auth';
import { createMissCounter, RATE_LIMITS } from '../../plugins/rate-limits';
import { hasCart } from '../cart/cart-status';
import { findTrackingText } from './delivery-tracking.service';
import { trackGtmPurchase, validateGtmPurchase } from './gtm-purchase.service';

// GET /api/order/get-cart-status → { hasCart } for the header's cart dot (spec 2.5, 7 Order);
// the receipt's analytics calls and the delivery tracking button (spec 7 Tracking and analytics).

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

  // No sign-in required (spec 6): the buyer signed in, or anyone with the buyer's phone number,
  // gets the carrier text (decision 0067). A miss (unknown number, wrong phone) answers exactly
  // like an order not yet shipped, and is counted per address: past the limit, 429.
  const misses = createMissCounter(api, 'pre-delivery-miss', RATE_LIMITS.trackingMiss);
  r.post(
    '/order/pre-delivery',
    {
      schema: {
        tags: ['order'],
        body: PreDeliveryBodySchema,
        response: { 200: PreDeliveryResponseSchema },
      },
    },
    async (request) => {
      if (await misses.isRefused(request)) throw new AppError('TOO_MANY_REQUESTS');
      const bearer = readBearer(request.headers.authorization);
      const caller = bearer ? await findUserByToken(db, bearer) : null;
      const found = await findTrackingText(db, {
        orderNo: request.body.id,
        userId: caller?.id,
        tel: request.body.tel,
      });
      if (found) return found;
      await misses.count(request);
      return { trackingText: '' };
    },
  );
}

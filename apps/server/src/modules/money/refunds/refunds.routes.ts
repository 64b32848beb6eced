import { RefundDestinationBodySchema } from '@yangdee/contracts/refund-flow';
import { SuccessResponseSchema } from '@yangdee/contracts/user-profile';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client';
import { callerOf } from '../../accounts/caller';
import { giveRefundDetails } from './refund-details.service';

// Refunds (decision 0139): the shopper gives where the money goes. The operator's side is in
// modules/admin/admin-refunds.routes.ts.

type Deps = { db: Db; now?: () => Date };

export function registerRefundRoutes(api: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  const now = () => deps.now?.() ?? new Date();
  const r = api.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/user/refund-destination',
    {
      preValidation: api.requireUser,
      schema: {
        tags: ['user'],
        security: [{ bearer: [] }],
        body: RefundDestinationBodySchema,
        response: { 200: SuccessResponseSchema },
      },
    },
    (request) =>
      giveRefundDetails(
        db,
        callerOf(request).id,
        request.body.orderNo,
        request.body.destination,
        now(),
      ),
  );
}

import { OrderDetailBodySchema, OrderDetailResponseSchema } from '@yangdee/contracts/cart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { callerOf } from '../accounts/caller';
import { getOrderStatus } from './order-detail.service';

// /api/order/get-order-detail of spec 7 (auth): the shopper's own order after paying.

export function registerOrderDetailRoutes(api: FastifyInstance, { db }: { db: Db }): void {
  api.withTypeProvider<ZodTypeProvider>().post(
    '/order/get-order-detail',
    {
      preValidation: api.requireUser,
      schema: {
        tags: ['order'],
        security: [{ bearer: [] }],
        body: OrderDetailBodySchema,
        response: { 200: OrderDetailResponseSchema },
      },
    },
    (request) => getOrderStatus(db, callerOf(request).id, request.body.id),
  );
}

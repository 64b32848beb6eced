import {
  ServiceBoardBodySchema,
  ServiceBoardResponseSchema,
} from '@yangdee/contracts/seller-orders';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { sellerOf } from '../seller-accounts/seller-of';
import { getServiceBoard } from './service-board.service';

// /seller/order/service: the day board (issue 15 item 5), for staff who fit tyres or manage orders.

export function registerServiceBoardRoutes(api: FastifyInstance, { db }: { db: Db }): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/seller/get-service-board',
    {
      config: { acl: ['confirmService', 'manageOrder'] },
      schema: {
        tags: ['seller-orders'],
        security: [{ bearer: [] }],
        body: ServiceBoardBodySchema,
        response: { 200: ServiceBoardResponseSchema },
      },
    },
    (request) => getServiceBoard(db, sellerOf(request), request.body),
  );
}

import { RebookParamsSchema, RebookResponseSchema } from '@yangdee/contracts/rebook';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { callerOf } from '../accounts/caller';
import { rebookOrder } from './rebook.service';

// POST /api/my/orders/:id/rebook: a reminder's "book the same tyres again" (issue 35 item 3).

export function registerRebookRoutes(api: FastifyInstance, { db }: { db: Db }): void {
  api.withTypeProvider<ZodTypeProvider>().post(
    '/my/orders/:id/rebook',
    {
      preValidation: api.requireUser,
      schema: {
        tags: ['order'],
        security: [{ bearer: [] }],
        params: RebookParamsSchema,
        response: { 200: RebookResponseSchema },
      },
    },
    (request) => rebookOrder(db, callerOf(request).id, request.params.id),
  );
}

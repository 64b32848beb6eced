import { AuditLogQuerySchema, AuditLogResponseSchema } from '@yangdee/contracts/operators';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { listAuditLog } from './audit-log.service';
import { requireOperator } from './operator-auth';

// GET /api/admin/audit (permission `audit`): the audit log of every operator action.

export function registerAuditLogRoutes(api: FastifyInstance, { db }: { db: Db }): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/admin/audit',
    {
      onRequest: requireOperator('audit'),
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        querystring: AuditLogQuerySchema,
        response: { 200: AuditLogResponseSchema },
      },
    },
    ({ query }) => listAuditLog(db, query),
  );
}

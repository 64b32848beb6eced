import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { registerAdminAuthRoutes } from './admin-auth.routes';
import { registerAuditLogRoutes } from './audit-log.routes';
import { registerOperatorRoutes } from './operators.routes';

// Every /api/admin/* route of the operator console (issue 32 item 4). Each area adds its
// register call here, one line each.

export function registerAdminRoutes(api: FastifyInstance, deps: { db: Db }): void {
  registerAdminAuthRoutes(api, deps);
  registerAuditLogRoutes(api, deps);
  // Operator management (decision 0144).
  registerOperatorRoutes(api, deps);
}

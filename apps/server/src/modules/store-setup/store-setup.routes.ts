import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { UploadStore } from '../../lib/uploads';
import { registerStaffRoutes, type StaffRouteDeps } from '../seller-accounts/staff.routes';
import { registerDecorationRoutes } from './decoration.routes';
import { registerHolidayRoutes } from './holidays.routes';
import { registerUploadRoutes } from './uploads.routes';

// Store setup of the seller back office that this module owns: decoration (with the uploaded
// pictures it serves), staff and permissions, special holidays (issue 14 §5).

export function registerStoreSetupRoutes(
  api: FastifyInstance,
  deps: { db: Db; uploads: UploadStore } & StaffRouteDeps,
): void {
  registerUploadRoutes(api, deps);
  registerDecorationRoutes(api, deps);
  registerStaffRoutes(api, deps);
  registerHolidayRoutes(api, deps);
}

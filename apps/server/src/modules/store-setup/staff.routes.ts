import {
  AddStaffBodySchema,
  ChangeStaffPermissionBodySchema,
  EditStaffBodySchema,
  StaffListResponseSchema,
  StaffSavedResponseSchema,
} from '@yangdee/contracts/store-staff';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { sellerOf } from './seller-of';
import { addStaff, changeStaffPermission, editStaff, listStaff } from './staff.service';

// /seller/staff (spec 7 "Staff"), permission manageStaff.

const tags = ['seller-store-setup'];
const security = [{ bearer: [] }];

export function registerStaffRoutes(api: FastifyInstance, { db }: { db: Db }): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const config = { acl: 'manageStaff' } as const;
  r.get(
    '/seller/staff-list',
    { config, schema: { tags, security, response: { 200: StaffListResponseSchema } } },
    (request) => listStaff(db, sellerOf(request)),
  );
  r.post(
    '/seller/add-staff',
    {
      config,
      schema: {
        tags,
        security,
        body: AddStaffBodySchema,
        response: { 200: StaffSavedResponseSchema },
      },
    },
    (request) => addStaff(db, sellerOf(request), request.body),
  );
  r.post(
    '/seller/edit-staff',
    {
      config,
      schema: {
        tags,
        security,
        body: EditStaffBodySchema,
        response: { 200: StaffSavedResponseSchema },
      },
    },
    (request) => editStaff(db, sellerOf(request), request.body),
  );
  r.post(
    '/seller/change-staff-permission',
    {
      config,
      schema: {
        tags,
        security,
        body: ChangeStaffPermissionBodySchema,
        response: { 200: StaffSavedResponseSchema },
      },
    },
    (request) => changeStaffPermission(db, sellerOf(request), request.body),
  );
}

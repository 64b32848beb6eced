import { SuccessResponseSchema } from '@yangdee/contracts/auth';
import {
  AddStaffBodySchema,
  CancelStaffInvitationBodySchema,
  ChangeStaffPermissionBodySchema,
  EditStaffBodySchema,
  HandOverOwnerBodySchema,
  StaffInvitedResponseSchema,
  StaffListResponseSchema,
  StaffSavedResponseSchema,
} from '@yangdee/contracts/store-staff';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import type { SmsProvider } from '../../providers/sms/sms-provider';
import { sellerOf } from './seller-of';
import { changeStaffPermission, editStaff, listStaff } from './staff.service';
import { handOverOwner } from './staff-handover.service';
import { cancelStaffInvitation, inviteStaff } from './staff-invitations.service';

// /seller/staff (spec 7 "Staff"), permission manageStaff; add-staff invites a phone and
// hand-over-owner is the owner's alone (checked in the service), decision 0131.

const tags = ['seller-store-setup'];
const security = [{ bearer: [] }];

export type StaffRouteDeps = { db: Db; sms: SmsProvider; publicBaseUrl: string };

export function registerStaffRoutes(api: FastifyInstance, deps: StaffRouteDeps): void {
  const { db } = deps;
  const r = api.withTypeProvider<ZodTypeProvider>();
  const config = { acl: 'manageStaff' } as const;
  const post = <B, R>(body: B, response: R) =>
    ({ config, schema: { tags, security, body, response: { 200: response } } }) as const;
  r.get(
    '/seller/staff-list',
    { config, schema: { tags, security, response: { 200: StaffListResponseSchema } } },
    (request) => listStaff(db, sellerOf(request)),
  );
  r.post('/seller/add-staff', post(AddStaffBodySchema, StaffInvitedResponseSchema), (request) =>
    inviteStaff(deps, sellerOf(request), request.body),
  );
  r.post(
    '/seller/cancel-staff-invitation',
    post(CancelStaffInvitationBodySchema, SuccessResponseSchema),
    (request) => cancelStaffInvitation(db, sellerOf(request), request.body),
  );
  r.post('/seller/edit-staff', post(EditStaffBodySchema, StaffSavedResponseSchema), (request) =>
    editStaff(db, sellerOf(request), request.body),
  );
  r.post(
    '/seller/change-staff-permission',
    post(ChangeStaffPermissionBodySchema, StaffSavedResponseSchema),
    (request) => changeStaffPermission(db, sellerOf(request), request.body),
  );
  r.post(
    '/seller/hand-over-owner',
    post(HandOverOwnerBodySchema, StaffSavedResponseSchema),
    (request) => handOverOwner(db, sellerOf(request), request.body),
  );
}

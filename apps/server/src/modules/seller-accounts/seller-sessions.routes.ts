import { SuccessResponseSchema } from '@yangdee/contracts/auth';
import {
  EndStaffSessionBodySchema,
  StaffSessionListResponseSchema,
} from '@yangdee/contracts/seller-sessions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { endStaffSession, listStaffSessions } from './seller-sessions.service';

// The staff's live sessions (decision 0132): the route needs manageStaff, the service the owner.

const tags = ['seller-store-setup'];
const security = [{ bearer: [] }];

export function registerSellerSessionRoutes(api: FastifyInstance, { db }: { db: Db }): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const config = { acl: 'manageStaff' } as const;
  r.get(
    '/seller/staff-sessions',
    { config, schema: { tags, security, response: { 200: StaffSessionListResponseSchema } } },
    (request) => {
      if (!request.seller) throw new AppError('UNAUTHORIZED');
      return listStaffSessions(db, request.seller);
    },
  );
  r.post(
    '/seller/end-staff-session',
    {
      config,
      schema: {
        tags,
        security,
        body: EndStaffSessionBodySchema,
        response: { 200: SuccessResponseSchema },
      },
    },
    (request) => {
      if (!request.seller) throw new AppError('UNAUTHORIZED');
      return endStaffSession(db, request.seller, request.body);
    },
  );
}

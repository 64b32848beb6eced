import { SuccessResponseSchema } from '@yangdee/contracts/auth';
import {
  OperatorLoginBodySchema,
  OperatorLoginResponseSchema,
  OperatorMeResponseSchema,
} from '@yangdee/contracts/operators';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { RATE_LIMITS } from '../../plugins/rate-limits';
import { operatorOf, requireOperator } from './operator-auth';
import { loginOperator, logoutOperator } from './operator-login.service';

// /api/admin sign-in, sign-out and "who am I" (issue 32 item 4, decision 0142).

const tags = ['admin'];
const security = [{ bearer: [] }];

export function registerAdminAuthRoutes(api: FastifyInstance, { db }: { db: Db }): void {
  const r = api.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/admin/login',
    {
      config: { operatorOpen: true, rateLimit: RATE_LIMITS.signIn },
      schema: {
        tags,
        body: OperatorLoginBodySchema,
        response: { 200: OperatorLoginResponseSchema },
      },
    },
    ({ body, ip }) => loginOperator(db, { ...body, ip }),
  );
  r.post(
    '/admin/logout',
    {
      onRequest: requireOperator(),
      schema: { tags, security, response: { 200: SuccessResponseSchema } },
    },
    async (request) => {
      await logoutOperator(db, operatorOf(request));
      return { success: true as const };
    },
  );
  r.get(
    '/admin/me',
    {
      onRequest: requireOperator(),
      schema: { tags, security, response: { 200: OperatorMeResponseSchema } },
    },
    async (request) => {
      const { operatorId, username, name, role, permissions } = operatorOf(request);
      return {
        success: true as const,
        operator: { operatorId, username, name, role, permissions },
      };
    },
  );
}

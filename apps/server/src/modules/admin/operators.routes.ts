import {
  ChangeOperatorRoleBodySchema,
  CreateOperatorBodySchema,
  OperatorAccountResponseSchema,
  OperatorListResponseSchema,
  OperatorParamsSchema,
  ResetOperatorPasswordBodySchema,
} from '@yangdee/contracts/operators';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { operatorOf, requireOperator } from './operator-auth';
import {
  changeOperatorRole,
  createOperator,
  listOperators,
  resetOperatorPassword,
  setOperatorActive,
} from './operators.service';

// /api/admin/operators (permission `operators`, owners; issue 32 item 4, decision 0144): the
// team's accounts — list, add, change a role, switch off or on, set a new password.

const tags = ['admin-operators'];
const security = [{ bearer: [] }];

export function registerOperatorRoutes(api: FastifyInstance, { db }: { db: Db }): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireOperator('operators');
  const changed = { 200: OperatorAccountResponseSchema };

  r.get(
    '/admin/operators',
    { onRequest, schema: { tags, security, response: { 200: OperatorListResponseSchema } } },
    async () => ({ success: true as const, operators: await listOperators(db) }),
  );
  r.post(
    '/admin/operators',
    { onRequest, schema: { tags, security, body: CreateOperatorBodySchema, response: changed } },
    async (request) => ({
      success: true as const,
      operator: await createOperator(db, operatorOf(request), request.body),
    }),
  );
  r.post(
    '/admin/operators/:id/role',
    {
      onRequest,
      schema: {
        tags,
        security,
        params: OperatorParamsSchema,
        body: ChangeOperatorRoleBodySchema,
        response: changed,
      },
    },
    async (request) => ({
      success: true as const,
      operator: await changeOperatorRole(
        db,
        operatorOf(request),
        request.params.id,
        request.body.role,
      ),
    }),
  );
  for (const [verb, isActive] of [
    ['disable', false],
    ['enable', true],
  ] as const) {
    r.post(
      `/admin/operators/:id/${verb}`,
      { onRequest, schema: { tags, security, params: OperatorParamsSchema, response: changed } },
      async (request) => ({
        success: true as const,
        operator: await setOperatorActive(db, operatorOf(request), request.params.id, isActive),
      }),
    );
  }
  r.post(
    '/admin/operators/:id/password',
    {
      onRequest,
      schema: {
        tags,
        security,
        params: OperatorParamsSchema,
        body: ResetOperatorPasswordBodySchema,
        response: changed,
      },
    },
    async (request) => ({
      success: true as const,
      operator: await resetOperatorPassword(
        db,
        operatorOf(request),
        request.params.id,
        request.body.password,
      ),
    }),
  );
}

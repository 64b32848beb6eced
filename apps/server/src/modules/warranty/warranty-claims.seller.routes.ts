import {
  AcceptClaimBodySchema,
  AskClaimInfoBodySchema,
  ClaimAnswerSchema,
  ClaimIdParamsSchema,
  ClaimListSchema,
  ClaimReportBodySchema,
  ClaimReportSchema,
  RejectClaimBodySchema,
  SellerClaimListBodySchema,
  WarrantyClaimSchema,
} from '@yangdee/contracts/warranty';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { UploadStore } from '../../lib/uploads';
import { sellerOf } from '../seller-accounts/seller-of';
import { sellerOrderStoreIds } from '../seller-accounts/seller-order-scope';
import { claimReport } from './claim-report.service';
import {
  acceptClaim,
  askClaimInfo,
  type ClaimScope,
  getSellerClaim,
  listSellerClaims,
  rejectClaim,
} from './claims.service';

// The shop's เคลมประกัน screens (issue 36 item 2): its own permission manageWarrantyClaim, and
// the branch wall every seller read goes through (seller-order-scope.ts): a claim of a branch
// the caller may not see is "not found". The claims report sits with the shop's reports
// (manageReport).

const tags = ['seller-warranty-claims'];
const security = [{ bearer: [] }];

export function registerWarrantyClaimSellerRoutes(
  api: FastifyInstance,
  { db, uploads, now }: { db: Db; uploads: UploadStore; now?: () => Date },
): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const config = { acl: 'manageWarrantyClaim' } as const;
  const deps = { db, uploads, now: () => now?.() ?? new Date() };
  const scopeOf =
    (request: FastifyRequest): ClaimScope =>
    (branchId?: number) =>
      sellerOrderStoreIds(db, sellerOf(request), 'manageWarrantyClaim', branchId);
  const actorOf = (request: FastifyRequest) => ({
    kind: 'staff' as const,
    id: sellerOf(request).sellerUserId,
    name: '',
  });
  const params = ClaimIdParamsSchema;
  const answer = { 200: ClaimAnswerSchema };

  r.post(
    '/seller/warranty-claims',
    {
      config,
      schema: {
        tags,
        security,
        body: SellerClaimListBodySchema,
        response: { 200: ClaimListSchema },
      },
    },
    (request) => listSellerClaims(db, scopeOf(request), request.body),
  );
  r.get(
    '/seller/warranty-claim/:id',
    {
      config,
      schema: {
        tags,
        security,
        params,
        response: { 200: z.object({ claim: WarrantyClaimSchema }) },
      },
    },
    async (request) => ({
      claim: await getSellerClaim(db, scopeOf(request), request.params.id),
    }),
  );
  r.post(
    '/seller/warranty-claim/:id/ask-info',
    { config, schema: { tags, security, params, body: AskClaimInfoBodySchema, response: answer } },
    (request) =>
      askClaimInfo(deps, scopeOf(request), actorOf(request), request.params.id, request.body),
  );
  r.post(
    '/seller/warranty-claim/:id/accept',
    { config, schema: { tags, security, params, body: AcceptClaimBodySchema, response: answer } },
    (request) =>
      acceptClaim(deps, scopeOf(request), actorOf(request), request.params.id, request.body),
  );
  r.post(
    '/seller/warranty-claim/:id/reject',
    { config, schema: { tags, security, params, body: RejectClaimBodySchema, response: answer } },
    (request) =>
      rejectClaim(deps, scopeOf(request), actorOf(request), request.params.id, request.body),
  );
  r.post(
    '/seller/report/warranty-claims',
    {
      config: { acl: 'manageReport' },
      schema: {
        tags,
        security,
        body: ClaimReportBodySchema,
        response: { 200: ClaimReportSchema },
      },
    },
    async (request) => {
      const ids = await sellerOrderStoreIds(
        db,
        sellerOf(request),
        'manageReport',
        request.body.branchId,
      );
      return claimReport(db, ids, request.body);
    },
  );
}

import { SellerSessionResponseSchema } from '@yangdee/contracts/seller-session';
import {
  BranchListBodySchema,
  BranchListResponseSchema,
  ChangeBranchBodySchema,
  ChangeSellerBodySchema,
  SellerListBodySchema,
  SellerListResponseSchema,
} from '@yangdee/contracts/seller-switching';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { changeBranch, changeSeller, listBranches, listSellers } from './seller-switching.service';

// /api/seller branch and store switching and the storefront picture check (spec 2.7, 2.8,
// 7 "Branch and store switching").

const tags = ['seller-switching'];
const security = [{ bearer: [] }];

function sellerOf(request: FastifyRequest) {
  if (!request.seller) throw new AppError('UNAUTHORIZED');
  return request.seller;
}

export function registerSellerSwitchingRoutes(api: FastifyInstance, { db }: { db: Db }): void {
  const r = api.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/seller/get-branch-list',
    {
      config: { acl: 'signedIn' },
      schema: {
        tags,
        security,
        body: BranchListBodySchema,
        response: { 200: BranchListResponseSchema },
      },
    },
    (request) => listBranches(db, sellerOf(request), request.body),
  );
  r.post(
    '/seller/change-branch',
    {
      config: { acl: 'signedIn' },
      schema: {
        tags,
        security,
        body: ChangeBranchBodySchema,
        response: { 200: SellerSessionResponseSchema },
      },
    },
    (request) => changeBranch(db, sellerOf(request), request.body.branchId),
  );
  r.post(
    '/seller/all-seller-list',
    {
      config: { acl: 'platformAdmin' },
      schema: {
        tags,
        security,
        body: SellerListBodySchema,
        response: { 200: SellerListResponseSchema },
      },
    },
    ({ body }) => listSellers(db, body),
  );
  r.post(
    '/seller/change-seller',
    {
      config: { acl: 'platformAdmin' },
      schema: {
        tags,
        security,
        body: ChangeSellerBodySchema,
        response: { 200: SellerSessionResponseSchema },
      },
    },
    (request) => changeSeller(db, sellerOf(request), request.body.sellerId),
  );
}

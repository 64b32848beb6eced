import {
  HomeCountsResponseSchema,
  ShopDetailResponseSchema,
  ShopListQuerySchema,
  ShopListResponseSchema,
  ShopReasonBodySchema,
  TaxBranchBodySchema,
} from '@yangdee/contracts/admin-shops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import {
  approveShop,
  getShop,
  listShops,
  reactivateShop,
  rejectShop,
  setTaxBranchNo,
  suspendShop,
} from './admin-shops.service';
import { homeCounts } from './home-counts';
import { operatorOf, requireOperator } from './operator-auth';

// The console's shops area (issue 32 item 4, decision 0143), permission `shops`: the list, one
// shop, approve / reject a waiting shop, suspend / reactivate with a reason, the tax branch
// number. And the console home's counts (any operator; only the areas their role may see).

const tags = ['admin-shops'];
const security = [{ bearer: [] }];

const ShopParams = z.object({
  id: z.coerce.number({ message: 'ไม่พบร้านค้า' }).int().positive({ message: 'ไม่พบร้านค้า' }),
});

export function registerAdminShopRoutes(
  api: FastifyInstance,
  { db, now = () => new Date() }: { db: Db; now?: () => Date },
): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const guard = { onRequest: requireOperator('shops') };
  const deps = { db, now };

  r.get(
    '/admin/shops',
    {
      ...guard,
      schema: {
        tags,
        security,
        querystring: ShopListQuerySchema,
        response: { 200: ShopListResponseSchema },
      },
    },
    (request) => listShops(db, request.query, now()),
  );

  r.get(
    '/admin/shops/:id',
    {
      ...guard,
      schema: { tags, security, params: ShopParams, response: { 200: ShopDetailResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      shop: await getShop(db, request.params.id, now()),
    }),
  );

  r.post(
    '/admin/shops/:id/approve',
    {
      ...guard,
      schema: { tags, security, params: ShopParams, response: { 200: ShopDetailResponseSchema } },
    },
    (request) => approveShop(deps, operatorOf(request), request.params.id),
  );

  const withReason = {
    ...guard,
    schema: {
      tags,
      security,
      params: ShopParams,
      body: ShopReasonBodySchema,
      response: { 200: ShopDetailResponseSchema },
    },
  };
  r.post('/admin/shops/:id/reject', withReason, (request) =>
    rejectShop(deps, operatorOf(request), request.params.id, request.body.reason),
  );
  r.post('/admin/shops/:id/suspend', withReason, (request) =>
    suspendShop(deps, operatorOf(request), request.params.id, request.body.reason),
  );
  r.post('/admin/shops/:id/reactivate', withReason, (request) =>
    reactivateShop(deps, operatorOf(request), request.params.id, request.body.reason),
  );

  r.post(
    '/admin/shops/:id/tax-branch',
    {
      ...guard,
      schema: {
        tags,
        security,
        params: ShopParams,
        body: TaxBranchBodySchema,
        response: { 200: ShopDetailResponseSchema },
      },
    },
    (request) =>
      setTaxBranchNo(deps, operatorOf(request), request.params.id, request.body.taxBranchNo),
  );

  r.get(
    '/admin/home-counts',
    {
      onRequest: requireOperator(),
      schema: { tags: ['admin'], security, response: { 200: HomeCountsResponseSchema } },
    },
    (request) => homeCounts(db, operatorOf(request).permissions),
  );
}

import {
  DashboardBodySchema,
  DashboardPopularResponseSchema,
  DashboardRankingResponseSchema,
  DashboardResponseSchema,
  POPULAR_TIRE_KINDS,
} from '@yangdee/contracts/dashboard';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RequestReads } from '../../plugins/read-your-writes';
import { sellerOf } from '../seller-accounts/seller-of';
import { getDashboard, getDashboardPopular, getDashboardRanking } from './dashboard.service';

// /seller/dashboard (spec 2.3, 6 "Dashboard" → manageDashboard, 7 "Dashboard": each call
// {fromDate, toDate, branchId}). Reads the per-day summary tables only, late: on the replica when
// it is healthy and has the caller's own writes (decision 0150).

const tags = ['seller-dashboard'];
const security = [{ bearer: [] }];

export function registerDashboardRoutes(
  api: FastifyInstance,
  { reads }: { reads: RequestReads },
): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const config = { acl: 'manageDashboard' } as const;
  r.post(
    '/seller/get-dashboard',
    {
      config,
      schema: {
        tags,
        security,
        body: DashboardBodySchema,
        response: { 200: DashboardResponseSchema },
      },
    },
    (request) => reads.run(request, (db) => getDashboard(db, sellerOf(request), request.body)),
  );
  r.post(
    '/seller/get-dashboard-ranking-sale',
    {
      config,
      schema: {
        tags,
        security,
        body: DashboardBodySchema,
        response: { 200: DashboardRankingResponseSchema },
      },
    },
    (request) =>
      reads.run(request, (db) => getDashboardRanking(db, sellerOf(request), request.body)),
  );
  for (const kind of POPULAR_TIRE_KINDS) {
    r.post(
      `/seller/get-dashboard-popular-tire-${kind}`,
      {
        config,
        schema: {
          tags,
          security,
          body: DashboardBodySchema,
          response: { 200: DashboardPopularResponseSchema },
        },
      },
      (request) =>
        reads.run(request, (db) => getDashboardPopular(db, sellerOf(request), kind, request.body)),
    );
  }
}

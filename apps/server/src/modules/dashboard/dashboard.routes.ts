import {
  DashboardBodySchema,
  DashboardPopularResponseSchema,
  DashboardRankingResponseSchema,
  DashboardResponseSchema,
  POPULAR_TIRE_KINDS,
} from '@yangdee/contracts/dashboard';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { sellerOf } from '../store-setup/seller-of';
import { getDashboard, getDashboardPopular, getDashboardRanking } from './dashboard.service';

// /seller/dashboard (spec 2.3, 6 "Dashboard" → manageDashboard, 7 "Dashboard": each call
// {fromDate, toDate, branchId}). Reads the per-day summary tables only.

const tags = ['seller-dashboard'];
const security = [{ bearer: [] }];

export function registerDashboardRoutes(api: FastifyInstance, { db }: { db: Db }): void {
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
    (request) => getDashboard(db, sellerOf(request), request.body),
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
    (request) => getDashboardRanking(db, sellerOf(request), request.body),
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
      (request) => getDashboardPopular(db, sellerOf(request), kind, request.body),
    );
  }
}

import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client';
import { issueSellerToken } from '../src/modules/accounts/tokens.service';

// One entry per /api/seller/* route for the permission table test (seller-permissions.test.ts):
// a valid body for the owner of the test's store group. Bodies name the test store's own
// objects, so a wrong caller that got through would show up as a changed store.

export type SellerCaseContext = {
  app: FastifyInstance;
  db: Db;
  /** The test's head office, owned by ownerId; branchId is its branch. */
  storeId: number;
  branchId: number;
  ownerId: number;
  ownerAuth: string;
};

export type SellerRouteCase = {
  body: (ctx: SellerCaseContext) => object | Promise<object>;
  /** A token for the right caller when the owner's shared one would be used up (logout). */
  rightAuth?: (ctx: SellerCaseContext) => Promise<string>;
  /** Why the right caller is not tried here (tested in the module's own tests). */
  skipRightCaller?: string;
};

const freshOwnerToken = async (ctx: SellerCaseContext) =>
  `Bearer ${await issueSellerToken(ctx.db, ctx.ownerId, ctx.storeId)}`;

export const SELLER_ROUTE_CASES: Record<string, SellerRouteCase> = {
  'POST /api/seller/submit-login': { body: () => ({ username: 'nobody', password: 'x' }) },
  'POST /api/seller/logout': { body: () => ({}), rightAuth: freshOwnerToken },
};

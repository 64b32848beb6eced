import { SuccessResponseSchema } from '@yangdee/contracts/auth';
import {
  SellerLoginBodySchema,
  SellerLoginResponseSchema,
} from '@yangdee/contracts/seller-session';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { RATE_LIMITS } from '../../plugins/rate-limits';
import { revokeSellerToken } from '../accounts/tokens.service';
import { loginSeller } from './seller-login.service';

// /api/seller sign-in and logout (spec 7 "Seller", issue 14). Each route declares config.acl;
// the guard comes from it (plugins/auth.ts).

const tags = ['seller-auth'];

export function registerSellerAuthRoutes(api: FastifyInstance, { db }: { db: Db }): void {
  const r = api.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/seller/submit-login',
    {
      config: { acl: 'open', rateLimit: RATE_LIMITS.signIn },
      schema: { tags, body: SellerLoginBodySchema, response: { 200: SellerLoginResponseSchema } },
    },
    ({ body, ip }) => loginSeller(db, { ...body, ip }),
  );
  r.post(
    '/seller/logout',
    {
      // 'account': a seller who has not registered a store yet can sign out too.
      config: { acl: 'account' },
      schema: { tags, security: [{ bearer: [] }], response: { 200: SuccessResponseSchema } },
    },
    async (request) => {
      if (request.sellerAccount) await revokeSellerToken(db, request.sellerAccount.tokenId);
      return { success: true as const };
    },
  );
}

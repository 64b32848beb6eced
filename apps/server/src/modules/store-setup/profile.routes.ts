import { SuccessResponseSchema } from '@yangdee/contracts/auth';
import { PictureCheckResponseSchema } from '@yangdee/contracts/seller-switching';
import { SaveStoreBodySchema, StoreProfileSchema } from '@yangdee/contracts/store-profile';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { checkPictureProfile, getProfile, saveStore } from './profile.service';

// /api/seller/get-profile, /api/seller/save-store (spec 7; acl manageStoreProfile) and
// /api/seller/check-picture-profile (any signed-in seller: whether the storefront has a picture).

const tags = ['seller-store-setup'];
const security = [{ bearer: [] }];

/** The active store or branch of the seller token (set by the guard). */
export function activeStoreId(request: FastifyRequest): number {
  if (!request.seller) throw new AppError('UNAUTHORIZED');
  return request.seller.storeId;
}

export function registerStoreProfileRoutes(api: FastifyInstance, { db }: { db: Db }): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/seller/get-profile',
    {
      config: { acl: 'manageStoreProfile' },
      schema: { tags, security, response: { 200: StoreProfileSchema } },
    },
    (request) => getProfile(db, activeStoreId(request)),
  );
  r.post(
    '/seller/save-store',
    {
      config: { acl: 'manageStoreProfile' },
      schema: {
        tags,
        security,
        body: SaveStoreBodySchema,
        response: { 200: SuccessResponseSchema },
      },
    },
    async (request) => {
      await saveStore(db, activeStoreId(request), request.body);
      return { success: true as const };
    },
  );
  r.get(
    '/seller/check-picture-profile',
    {
      config: { acl: 'signedIn' },
      schema: { tags, security, response: { 200: PictureCheckResponseSchema } },
    },
    (request) => checkPictureProfile(db, activeStoreId(request)),
  );
}

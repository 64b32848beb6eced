import {
  DecorationResponseSchema,
  SaveDecorationBodySchema,
} from '@yangdee/contracts/store-decoration';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import type { UploadStore } from '../../lib/uploads';
import { sellerOf } from '../seller-accounts/seller-of';
import { getDecoration, saveDecoration } from './decoration.service';

// /seller/decoration (spec 7 get-decoration / save-decoration), permission manageDecoration.

const tags = ['seller-store-setup'];

/**
 * Pictures come as base64 in JSON (4 characters for 3 bytes): room for three 10 MB originals in
 * one save. Only this route takes that much; the guard runs in onRequest, before the body is
 * read, so nobody without the permission can make the server read 45 MB.
 */
const DECORATION_BODY_LIMIT = 45 * 1024 * 1024;

export function registerDecorationRoutes(
  api: FastifyInstance,
  { db, uploads }: { db: Db; uploads: UploadStore },
): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/seller/get-decoration',
    {
      config: { acl: 'manageDecoration' },
      schema: { tags, security: [{ bearer: [] }], response: { 200: DecorationResponseSchema } },
    },
    (request) => getDecoration(db, sellerOf(request).storeId),
  );
  r.post(
    '/seller/save-decoration',
    {
      bodyLimit: DECORATION_BODY_LIMIT,
      config: { acl: 'manageDecoration' },
      schema: {
        tags,
        security: [{ bearer: [] }],
        body: SaveDecorationBodySchema,
        response: { 200: DecorationResponseSchema },
      },
    },
    (request) => saveDecoration(db, uploads, sellerOf(request).storeId, request.body),
  );
}

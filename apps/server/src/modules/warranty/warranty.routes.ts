import {
  AnswerClaimBodySchema,
  ClaimAnswerSchema,
  ClaimIdParamsSchema,
  FileClaimBodySchema,
  MyWarrantyListSchema,
  RegistrationIdParamsSchema,
  WarrantyClaimSchema,
  WarrantyRegistrationSchema,
} from '@yangdee/contracts/warranty';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { UploadStore } from '../../lib/uploads';
import { RATE_LIMITS } from '../../plugins/rate-limits';
import { callerOf } from '../accounts/caller';
import { answerClaim, fileClaim, getMyClaim } from './claims.service';
import { getMyRegistration, listMyWarranty } from './registrations.service';

// The shopper's warranty (/my/warranty, issue 36): registrations, the certificate's data, and
// claims. Everything is the caller's own: another shopper's id answers 404.

const tags = ['user'];
const security = [{ bearer: [] }];
/** Four pictures of at most 10 MB each, as base64, and the text. */
const CLAIM_BODY_LIMIT = 60 * 1024 * 1024;

export function registerWarrantyRoutes(
  api: FastifyInstance,
  { db, uploads, now }: { db: Db; uploads: UploadStore; now?: () => Date },
): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: api.requireUser };
  const clock = () => now?.() ?? new Date();
  const deps = { db, uploads, now: clock };
  const actorOf = (request: Parameters<typeof callerOf>[0]) => ({
    kind: 'customer' as const,
    id: callerOf(request).id,
    name: '',
  });

  r.get(
    '/user/my-warranty',
    { ...auth, schema: { tags, security, response: { 200: MyWarrantyListSchema } } },
    (request) => listMyWarranty(db, callerOf(request).id, clock()),
  );
  r.get(
    '/user/my-warranty/:id',
    {
      ...auth,
      schema: {
        tags,
        security,
        params: RegistrationIdParamsSchema,
        response: { 200: z.object({ registration: WarrantyRegistrationSchema }) },
      },
    },
    async (request) => ({
      registration: await getMyRegistration(db, callerOf(request).id, request.params.id, clock()),
    }),
  );
  r.post(
    '/user/warranty-claim',
    {
      ...auth,
      bodyLimit: CLAIM_BODY_LIMIT,
      config: { rateLimit: RATE_LIMITS.claimPhotos },
      schema: { tags, security, body: FileClaimBodySchema, response: { 200: ClaimAnswerSchema } },
    },
    (request) => fileClaim(deps, actorOf(request), request.body),
  );
  r.get(
    '/user/warranty-claim/:id',
    {
      ...auth,
      schema: {
        tags,
        security,
        params: ClaimIdParamsSchema,
        response: { 200: z.object({ claim: WarrantyClaimSchema }) },
      },
    },
    async (request) => ({
      claim: await getMyClaim(db, callerOf(request).id, request.params.id),
    }),
  );
  r.post(
    '/user/warranty-claim/:id/answer',
    {
      ...auth,
      bodyLimit: CLAIM_BODY_LIMIT,
      config: { rateLimit: RATE_LIMITS.claimPhotos },
      schema: {
        tags,
        security,
        params: ClaimIdParamsSchema,
        body: AnswerClaimBodySchema,
        response: { 200: ClaimAnswerSchema },
      },
    },
    (request) => answerClaim(deps, actorOf(request), request.params.id, request.body),
  );
}

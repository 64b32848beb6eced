import {
  DevLoginBodySchema,
  DevLoginResponseSchema,
  HomeBrandSchema,
  KeywordBodySchema,
  KeywordSuggestionSchema,
} from '@yangdee/contracts/master';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { RATE_LIMITS } from '../../plugins/rate-limits';
import { checkDevPassword } from './dev-gate';
import { findBrandsForHome, findKeywordSuggestions } from './home.service';

// /api/home/* calls of the foundation: brands, keyword suggestions and the dev gate (spec 7 Home).

const tags = ['home'];

export function registerHomeRoutes(
  api: FastifyInstance,
  { db, config }: { db: Db; config: AppConfig },
): void {
  const r = api.withTypeProvider<ZodTypeProvider>();

  r.get('/home/get-brand', { schema: { tags, response: { 200: z.array(HomeBrandSchema) } } }, () =>
    findBrandsForHome(db),
  );

  r.post(
    '/home/get-keyword-list',
    {
      config: { rateLimit: RATE_LIMITS.typeahead },
      schema: {
        tags,
        body: KeywordBodySchema,
        response: { 200: z.array(KeywordSuggestionSchema) },
      },
    },
    ({ body }) => findKeywordSuggestions(db, body.keyword),
  );

  r.post(
    '/home/submit-dev-login',
    {
      // Guessing the gate password is throttled per IP.
      config: { rateLimit: RATE_LIMITS.devGate },
      schema: { tags, body: DevLoginBodySchema, response: { 200: DevLoginResponseSchema } },
    },
    ({ body }) => ({ isValid: checkDevPassword(config.devGatePassword, body.devPassword) }),
  );
}

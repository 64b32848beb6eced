import {
  ArticleDetailBodySchema,
  ArticleDetailSchema,
  ArticleListBodySchema,
  ArticleListSchema,
  AuthorDetailBodySchema,
  AuthorDetailSchema,
  ContactBodySchema,
  ContactResponseSchema,
  ContentPageBodySchema,
  ContentSearchBodySchema,
  ContentSearchSchema,
  PromotionDetailBodySchema,
  PromotionDetailSchema,
  PromotionListSchema,
  ReviewListSchema,
} from '@yangdee/contracts/content';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { RATE_LIMITS } from '../../plugins/rate-limits';
import * as content from './content.service';

// Content calls. The spec names no promotion/article list calls, so they are ours, in the spec's
// style under /api/content/* (decision 0006); the content search is the spec's
// POST /api/product/get-content-search (spec 7 Product).

const tags = ['content'];

export function registerContentRoutes(api: FastifyInstance, { db }: { db: Db }): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const p = '/content';

  r.post(
    `${p}/promotion-list`,
    { schema: { tags, body: ContentPageBodySchema, response: { 200: PromotionListSchema } } },
    ({ body }) => content.listPromotions(db, body),
  );
  r.post(
    `${p}/promotion-detail`,
    { schema: { tags, body: PromotionDetailBodySchema, response: { 200: PromotionDetailSchema } } },
    ({ body }) => content.getPromotionDetail(db, body.key),
  );
  r.post(
    `${p}/article-list`,
    { schema: { tags, body: ArticleListBodySchema, response: { 200: ArticleListSchema } } },
    ({ body }) => content.listArticles(db, body),
  );
  r.post(
    `${p}/article-detail`,
    { schema: { tags, body: ArticleDetailBodySchema, response: { 200: ArticleDetailSchema } } },
    ({ body }) => content.getArticleDetail(db, body.key),
  );
  r.post(
    `${p}/author-detail`,
    { schema: { tags, body: AuthorDetailBodySchema, response: { 200: AuthorDetailSchema } } },
    ({ body }) => content.getAuthorDetail(db, body),
  );
  r.post(
    `${p}/review-list`,
    { schema: { tags, body: ContentPageBodySchema, response: { 200: ReviewListSchema } } },
    ({ body }) => content.listReviews(db, body),
  );
  r.post(
    `${p}/submit-contact`,
    {
      // A public form that writes a row: throttled per IP so it cannot be used to flood the inbox.
      config: { rateLimit: RATE_LIMITS.contactMessage },
      schema: { tags, body: ContactBodySchema, response: { 200: ContactResponseSchema } },
    },
    ({ body }) => content.submitContact(db, body),
  );

  r.post(
    '/product/get-content-search',
    {
      schema: {
        tags: ['product'],
        body: ContentSearchBodySchema,
        response: { 200: ContentSearchSchema },
      },
    },
    ({ body }) => content.searchContent(db, body),
  );
}

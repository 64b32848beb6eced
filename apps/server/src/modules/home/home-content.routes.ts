import { BannerSchema, HomeContentSchema, ReviewSchema } from '@yangdee/contracts/content';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { getHomeBanners, getHomeContent, getLatestReviews } from '../content/content.service';

// Home page content (spec 7 Home): banners, latest promotions and articles, latest reviews.

const tags = ['home'];

export function registerHomeContentRoutes(api: FastifyInstance, { db }: { db: Db }): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  r.get('/home/get-banner', { schema: { tags, response: { 200: z.array(BannerSchema) } } }, () =>
    getHomeBanners(db),
  );
  r.get('/home/get-content', { schema: { tags, response: { 200: HomeContentSchema } } }, () =>
    getHomeContent(db),
  );
  r.get('/home/reviews', { schema: { tags, response: { 200: z.array(ReviewSchema) } } }, () =>
    getLatestReviews(db),
  );
}

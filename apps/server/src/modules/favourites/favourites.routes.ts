import { ProductCardPageSchema } from '@yangdee/contracts/catalog';
import {
  FavouriteChangeResponseSchema,
  FavouriteContentResponseSchema,
  FavouriteListBodySchema,
  FavouriteProductBodySchema,
} from '@yangdee/contracts/favourites';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as favourites from './favourites.service';

// /api/favorite/* (spec 7 "Favourites (auth)"): every call needs a customer token.

const tags = ['favorite'];
const security = [{ bearer: [] }];

function userIdOf(request: FastifyRequest): number {
  if (!request.user) throw new AppError('UNAUTHORIZED');
  return request.user.id;
}

export function registerFavouriteRoutes(api: FastifyInstance, { db }: { db: Db }): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  // Auth before body validation: a signed-out caller gets 401 (→ login), never a 422.
  const preValidation = api.requireUser;

  r.post(
    '/favorite/add-product',
    {
      preValidation,
      schema: {
        tags,
        security,
        body: FavouriteProductBodySchema,
        response: { 200: FavouriteChangeResponseSchema },
      },
    },
    (request) => favourites.addFavourite(db, userIdOf(request), request.body.productId),
  );

  r.post(
    '/favorite/remove-product',
    {
      preValidation,
      schema: {
        tags,
        security,
        body: FavouriteProductBodySchema,
        response: { 200: FavouriteChangeResponseSchema },
      },
    },
    (request) => favourites.removeFavourite(db, userIdOf(request), request.body.productId),
  );

  r.get(
    '/favorite/get-content',
    {
      preValidation,
      schema: { tags, security, response: { 200: FavouriteContentResponseSchema } },
    },
    (request) => favourites.getFavouriteContent(db, userIdOf(request)),
  );

  r.post(
    '/favorite/get-product',
    {
      preValidation,
      schema: {
        tags,
        security,
        body: FavouriteListBodySchema,
        response: { 200: ProductCardPageSchema },
      },
    },
    (request) =>
      favourites.getFavouriteProducts(
        db,
        userIdOf(request),
        request.body.page,
        request.body.pageSize,
      ),
  );
}

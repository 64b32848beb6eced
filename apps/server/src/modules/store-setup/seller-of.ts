import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { AuthSeller } from '../../plugins/auth';

/** The signed-in seller the route guard (config.acl) put on the request. */
export function sellerOf(request: FastifyRequest): AuthSeller {
  if (!request.seller) throw new AppError('UNAUTHORIZED');
  return request.seller;
}

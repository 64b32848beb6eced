import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { AuthSeller } from '../../plugins/auth';

/** The signed-in seller the route guard (config.acl) put on the request. */
export function sellerOf(request: FastifyRequest): AuthSeller {
  if (!request.seller) throw new AppError('UNAUTHORIZED');
  return request.seller;
}

/** The signed-in staff member acting for the store signed in (for the staff action log). */
export function actorOf(request: FastifyRequest): { sellerUserId: number; storeId: number } {
  const seller = sellerOf(request);
  return { sellerUserId: seller.sellerUserId, storeId: seller.storeId };
}

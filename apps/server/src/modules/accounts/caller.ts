import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';

/** The signed-in shopper of a route behind `requireUser`; 401 (→ sign-in) without one. */
export function callerOf(request: FastifyRequest) {
  if (!request.user) throw new AppError('UNAUTHORIZED');
  return request.user;
}

import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { registerOrderHistoryRoutes } from '../orders/order-history.routes';
import { registerProfileRoutes } from './profile.routes';

/** The /my area's server side (spec 2.2): profile, password, cars, privacy, orders, receipts. */
export function registerUserAccountRoutes(api: FastifyInstance, deps: { db: Db }): void {
  registerProfileRoutes(api, deps);
  registerOrderHistoryRoutes(api, deps);
}

import {
  CancelOrderBodySchema,
  CollectRemainBodySchema,
  ConfirmDeliveryBodySchema,
  ConfirmOrderBodySchema,
  ConfirmServiceBodySchema,
  OrderActionResponseSchema,
} from '@yangdee/contracts/seller-orders';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { sellerOf } from '../seller-accounts/seller-of';
import {
  cancelOrder,
  confirmDelivery,
  confirmOrder,
  confirmService,
  staffActor,
} from './order-actions.service';
import { collectRemain } from './remain-collection';

// The shop's order actions (spec 7 "Seller" → Orders; issue 15 items 3–4; decision 0081). Each
// answers OrderActionResponse: success, a Thai line and the order's new status.

const tags = ['seller-orders'];
const security = [{ bearer: [] }];
const response = { 200: OrderActionResponseSchema };

export function registerOrderActionRoutes(
  api: FastifyInstance,
  { db, now = () => new Date() }: { db: Db; now?: () => Date },
): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const deps = { db, now };
  r.post(
    '/seller/confirm-order',
    {
      config: { acl: 'manageOrder' },
      schema: { tags, security, body: ConfirmOrderBodySchema, response },
    },
    (request) =>
      confirmOrder(
        deps,
        sellerOf(request),
        request.body.id,
        request.body.acknowledgePassedAppointment,
      ),
  );
  r.post(
    '/seller/cancel-order',
    {
      config: { acl: 'manageOrder' },
      schema: { tags, security, body: CancelOrderBodySchema, response },
    },
    (request) => cancelOrder(deps, sellerOf(request), request.body),
  );
  r.post(
    '/seller/confirm-service',
    {
      config: { acl: 'confirmService' },
      schema: { tags, security, body: ConfirmServiceBodySchema, response },
    },
    (request) => confirmService(deps, sellerOf(request), request.body),
  );
  r.post(
    '/seller/confirm-delivery',
    {
      config: { acl: 'confirmDelivery' },
      schema: { tags, security, body: ConfirmDeliveryBodySchema, response },
    },
    (request) => confirmDelivery(deps, sellerOf(request), request.body),
  );
  // The remainder of a deposit order collected at the shop after the fitting (issue 37 item 10).
  r.post(
    '/seller/collect-remain',
    {
      config: { acl: ['confirmService', 'manageOrder'] },
      schema: { tags, security, body: CollectRemainBodySchema, response },
    },
    async (request) => {
      const seller = sellerOf(request);
      return collectRemain(deps, seller, await staffActor(db, seller), request.body);
    },
  );
}

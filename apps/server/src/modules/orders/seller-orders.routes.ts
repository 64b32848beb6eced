import {
  GetSellerOrdersBodySchema,
  OrderIdBodySchema,
  SellerOrderCountResponseSchema,
  SellerOrderDetailResponseSchema,
  SellerOrderFilterSchema,
  SellerOrderListResponseSchema,
} from '@yangdee/contracts/seller-orders';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { sellerOf } from '../seller-accounts/seller-of';
import { countSellerOrders, getSellerOrderDetail, listSellerOrders } from './seller-orders.service';

// /seller/order/manage and /seller/order/detail/:id (spec 2.3, 7 "Seller" → Orders; issue 15
// items 1, 2). Reading the orders needs any one of the order flags (spec 6: the order menu shows
// when any is set); acting on them is checked per action.

const tags = ['seller-orders'];
const security = [{ bearer: [] }];

export function registerSellerOrderRoutes(
  api: FastifyInstance,
  { db, now = () => new Date() }: { db: Db; now?: () => Date },
): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const config = { acl: ['manageOrder', 'confirmService', 'confirmDelivery'] } as const;
  r.post(
    '/seller/get-order',
    {
      config,
      schema: {
        tags,
        security,
        body: GetSellerOrdersBodySchema,
        response: { 200: SellerOrderListResponseSchema },
      },
    },
    (request) => listSellerOrders(db, sellerOf(request), request.body),
  );
  r.post(
    '/seller/get-order-count',
    {
      config,
      schema: {
        tags,
        security,
        body: SellerOrderFilterSchema,
        response: { 200: SellerOrderCountResponseSchema },
      },
    },
    (request) => countSellerOrders(db, sellerOf(request), request.body),
  );
  r.post(
    '/seller/get-order-detail',
    {
      config,
      schema: {
        tags,
        security,
        body: OrderIdBodySchema,
        response: { 200: SellerOrderDetailResponseSchema },
      },
    },
    (request) => getSellerOrderDetail(db, sellerOf(request), request.body.id, now()),
  );
}

import { SellerOrderMessagesResponseSchema } from '@yangdee/contracts/messages';
import { OrderIdBodySchema } from '@yangdee/contracts/seller-orders';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { sellerOf } from '../seller-accounts/seller-of';
import { ORDER_READ } from '../seller-accounts/seller-order-scope';
import { listShopOrderMessages } from './shop-order-messages.service';

// /seller/order/detail/:id "ข้อความถึงลูกค้า" (issue 35 item 4): the same order flags as reading
// the order itself.

export function registerShopOrderMessageRoutes(api: FastifyInstance, { db }: { db: Db }): void {
  api.withTypeProvider<ZodTypeProvider>().post(
    '/seller/get-order-messages',
    {
      config: { acl: ORDER_READ },
      schema: {
        tags: ['seller-orders'],
        security: [{ bearer: [] }],
        body: OrderIdBodySchema,
        response: { 200: SellerOrderMessagesResponseSchema },
      },
    },
    (request) => listShopOrderMessages(db, sellerOf(request), request.body.id),
  );
}

import { SellerOrderDocumentResponseSchema } from '@yangdee/contracts/seller-order-documents';
import { OrderIdBodySchema } from '@yangdee/contracts/seller-orders';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { sellerOf } from '../seller-accounts/seller-of';
import { getOrderDocument } from './order-documents.service';

// POST /api/seller/get-order-document (issue 15 item 6): the printable receipt / tax invoice and
// parcel cover sheet of /seller/order/receipt/:id and /seller/order/delivery-cover/:id. Any one
// of the order flags (whoever handles the order prints its papers).

const tags = ['seller-orders'];
const security = [{ bearer: [] }];

export function registerOrderDocumentRoutes(api: FastifyInstance, { db }: { db: Db }): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/seller/get-order-document',
    {
      config: { acl: ['manageOrder', 'confirmService', 'confirmDelivery'] },
      schema: {
        tags,
        security,
        body: OrderIdBodySchema,
        response: { 200: SellerOrderDocumentResponseSchema },
      },
    },
    (request) => getOrderDocument(db, sellerOf(request), request.body.id),
  );
}

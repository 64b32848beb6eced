import { SellerOrderFilterSchema } from '@yangdee/contracts/seller-orders';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { XLSX_CONTENT_TYPE } from '../../lib/xlsx';
import type { RequestReads } from '../../plugins/read-your-writes';
import { sellerOf } from '../seller-accounts/seller-of';
import { sellerOrderStoreIds } from '../seller-accounts/seller-order-scope';
import { exportSellerOrders } from './order-export.service';

// POST /api/seller/export-order (spec 7 "Seller" → Exports; issue 15 item 7), flag manageOrder:
// the filtered order list as a streamed .xlsx download (decision 0087). Who may see which branch
// is read on the primary; the rows late, on the replica when it has the caller's own writes
// (decision 0150).

const tags = ['seller-orders'];
const security = [{ bearer: [] }];

export function registerOrderExportRoutes(
  api: FastifyInstance,
  { db, reads }: { db: Db; reads: RequestReads },
): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/seller/export-order',
    {
      config: { acl: 'manageOrder' },
      schema: {
        tags,
        security,
        body: SellerOrderFilterSchema,
        description: 'The filtered orders as an .xlsx file (one row per order line).',
      },
    },
    async (request, reply) => {
      const filter = request.body;
      const storeIds = await sellerOrderStoreIds(
        db,
        sellerOf(request),
        'manageOrder',
        filter.branchId,
      );
      const file = exportSellerOrders(await reads.pick(request), filter, storeIds, request.log);
      reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', file.disposition)
        .header('cache-control', 'no-store');
      return reply.send(file.stream);
    },
  );
}

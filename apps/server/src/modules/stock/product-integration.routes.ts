import { ExportProductIntegrationBodySchema } from '@yangdee/contracts/seller-stock';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { XLSX_CONTENT_TYPE } from '../../lib/xlsx';
import type { RequestReads } from '../../plugins/read-your-writes';
import { sellerOf } from '../seller-accounts/seller-of';
import { exportProductIntegration } from './product-integration.service';

// POST /api/seller/export-product-integration {category} (spec 7 "Seller" → Exports; decision
// 0092): a spreadsheet download, so the flag is manageExcelproduct (spec 6: download/import). It
// reads late: on the replica when it has the caller's own writes (decision 0150).

export function registerProductIntegrationRoutes(
  api: FastifyInstance,
  { reads }: { reads: RequestReads },
): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/seller/export-product-integration',
    {
      config: { acl: 'manageExcelproduct' },
      schema: {
        tags: ['seller-stock'],
        security: [{ bearer: [] }],
        body: ExportProductIntegrationBodySchema,
        description:
          'Catalogue rows (our ids, brand codes, sizes) with the shop’s offers, as an .xlsx file.',
      },
    },
    async (request, reply) => {
      const file = exportProductIntegration(
        await reads.pick(request),
        sellerOf(request).storeId,
        request.body.category,
        request.log,
      );
      reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', file.disposition)
        .header('cache-control', 'no-store');
      return reply.send(file.stream);
    },
  );
}

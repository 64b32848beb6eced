import {
  IncomeFilterSchema,
  IncomeSummaryQuerySchema,
  IncomeSummaryResponseSchema,
  IncomeTransactionQuerySchema,
  IncomeTransactionResponseSchema,
  MarkIncomeTransferredBodySchema,
  MarkIncomeTransferredResponseSchema,
} from '@yangdee/contracts/income';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { XLSX_CONTENT_TYPE } from '../../lib/xlsx';
import type { RequestReads } from '../../plugins/read-your-writes';
import { sellerOf } from '../seller-accounts/seller-of';
import { sellerOrderStoreIds } from '../seller-accounts/seller-order-scope';
import { getIncomeSummary, listIncome } from './income.service';
import { exportIncome } from './income-export.service';

// /seller/income (spec 7 "Seller" → Income and Exports, spec 6 Accountant: manageAccounting;
// issue 17 item 2); the platform admin's old transfer record (decision 0104) now refuses,
// pointing to the payout batches (decision 0140). The screens and the export read late: on the
// replica when it is healthy and has the caller's own writes (decision 0150); the export's
// branches the caller may see are read on the primary.

const tags = ['seller-income'];
const security = [{ bearer: [] }];

export function registerIncomeRoutes(
  api: FastifyInstance,
  { db, reads }: { db: Db; reads: RequestReads },
): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const config = { acl: 'manageAccounting' } as const;
  r.post(
    '/seller/get-summary-income',
    {
      config,
      schema: {
        tags,
        security,
        body: IncomeSummaryQuerySchema,
        response: { 200: IncomeSummaryResponseSchema },
      },
    },
    (request) =>
      reads.run(request, (late) =>
        getIncomeSummary(late, sellerOf(request), request.body.branchId),
      ),
  );
  r.post(
    '/seller/get-income-transaction',
    {
      config,
      schema: {
        tags,
        security,
        body: IncomeTransactionQuerySchema,
        response: { 200: IncomeTransactionResponseSchema },
      },
    },
    (request) => reads.run(request, (late) => listIncome(late, sellerOf(request), request.body)),
  );
  r.post(
    '/seller/export-income',
    {
      config,
      schema: {
        tags,
        security,
        body: IncomeFilterSchema,
        description: 'The filtered income entries as an .xlsx file, with a totals row.',
      },
    },
    async (request, reply) => {
      const filter = request.body;
      const storeIds = await sellerOrderStoreIds(
        db,
        sellerOf(request),
        'manageAccounting',
        filter.branchId,
      );
      const file = exportIncome(await reads.pick(request), filter, storeIds, request.log);
      reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', file.disposition)
        .header('cache-control', 'no-store');
      return reply.send(file.stream);
    },
  );
  r.post(
    '/seller/mark-income-transferred',
    {
      config: { acl: 'platformAdmin' },
      schema: {
        tags,
        security,
        body: MarkIncomeTransferredBodySchema,
        response: { 200: MarkIncomeTransferredResponseSchema },
      },
    },
    // Decision 0140: shops are paid only by payout batches (modules/money/payouts), the one
    // writer of an entry's transfer status; this old per-shop record answers where to go.
    () => {
      throw new AppError('PAYOUTS_BY_BATCH');
    },
  );
}

import {
  CommissionDocumentListQuerySchema,
  CommissionDocumentListSchema,
  CommissionDocumentParamsSchema,
  CommissionDocumentSchema,
} from '@yangdee/contracts/commission';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client';
import { sellerOf } from '../../seller-accounts/seller-of';
import { sellerOrderStoreIds } from '../../seller-accounts/seller-order-scope';
import { listCommissionDocuments, readCommissionDocument } from './commission-documents.service';

// The shop's commission tax invoices / receipts (issue 32 item 3, decision 0141): listed and
// printed under /seller/income by whoever may see the shop's income (manageAccounting), behind
// the same branch wall as the income screen: another shop's or branch's document is not found.

const tags = ['seller-income'];
const security = [{ bearer: [] }];
const NEED = 'manageAccounting' as const;

export function registerCommissionDocumentRoutes(api: FastifyInstance, { db }: { db: Db }): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const config = { acl: NEED } as const;
  r.post(
    '/seller/get-commission-documents',
    {
      config,
      schema: {
        tags,
        security,
        body: CommissionDocumentListQuerySchema,
        response: { 200: CommissionDocumentListSchema },
      },
    },
    async (request) => {
      const storeIds = await sellerOrderStoreIds(
        db,
        sellerOf(request),
        NEED,
        request.body.branchId,
      );
      return listCommissionDocuments(db, { storeIds });
    },
  );
  r.post(
    '/seller/get-commission-document',
    {
      config,
      schema: {
        tags,
        security,
        body: CommissionDocumentParamsSchema,
        response: { 200: CommissionDocumentSchema },
      },
    },
    async (request) => {
      const storeIds = await sellerOrderStoreIds(db, sellerOf(request), NEED);
      return readCommissionDocument(db, request.body.id, storeIds);
    },
  );
}

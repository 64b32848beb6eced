import { COMMISSION_ADMIN_ACTIONS } from '@yangdee/contracts/audit-actions';
import {
  BOOKS_RANGE_MESSAGE,
  BooksBalanceSchema,
  BooksQuerySchema,
} from '@yangdee/contracts/books';
import {
  CommissionDocumentListSchema,
  CommissionDocumentParamsSchema,
  CommissionDocumentSchema,
  CommissionRateBodySchema,
  CommissionRateHistorySchema,
  IssueCommissionDocumentsBodySchema,
  IssueCommissionDocumentsResponseSchema,
  MonthKeySchema,
  nextMonth,
} from '@yangdee/contracts/commission';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MarketplaceIssuer } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { commissionRateHistory, setCommissionRate } from '../ledger/commission-rates';
import { booksBalance } from '../money/books/books';
import {
  issueCommissionDocuments,
  listCommissionDocuments,
  monthBounds,
  readCommissionDocument,
} from '../money/commission/commission-documents.service';
import { logOperatorAction, operatorOf, requireOperator } from './operator-auth';

// The console's commission and books calls (issue 32 items 3-5, decision 0141): a shop's rate
// with its history and a new rate (permission `commission`), the month's commission documents
// and the monthly pass run by hand (`commission`), and the books balance (`books`). Every change
// writes the audit log in its own transaction.

const tags = ['admin-commission'];
const security = [{ bearer: [] }];

const StoreQuerySchema = z.object({
  storeId: z.coerce.number({ message: 'ไม่พบร้านค้า' }).int().positive({ message: 'ไม่พบร้านค้า' }),
});
const MonthQuerySchema = z.object({ month: MonthKeySchema });

export function registerCommissionAdminRoutes(
  api: FastifyInstance,
  {
    db,
    marketplace,
    now = () => new Date(),
  }: {
    db: Db;
    marketplace: MarketplaceIssuer;
    now?: () => Date;
  },
): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const commission = requireOperator('commission');
  r.get(
    '/admin/commission-rates',
    {
      onRequest: commission,
      schema: {
        tags,
        security,
        querystring: StoreQuerySchema,
        response: { 200: CommissionRateHistorySchema },
      },
    },
    (request) => commissionRateHistory(db, request.query.storeId, now()),
  );
  r.post(
    '/admin/commission-rates',
    {
      onRequest: commission,
      schema: {
        tags,
        security,
        body: CommissionRateBodySchema,
        response: { 200: CommissionRateHistorySchema },
      },
    },
    async (request) => {
      const operator = operatorOf(request);
      const at = now();
      await db.transaction(async (tx) => {
        const row = await setCommissionRate(tx, request.body, operator.username, at);
        await logOperatorAction(tx, operator, {
          action: COMMISSION_ADMIN_ACTIONS.rateSet,
          targetType: 'store',
          targetId: row.storeId,
          detail: {
            rateBp: row.rateBp,
            effectiveFrom: row.effectiveFrom.toISOString(),
            note: request.body.note ?? '',
          },
        });
      });
      return commissionRateHistory(db, request.body.storeId, at);
    },
  );
  r.get(
    '/admin/commission-documents',
    {
      onRequest: commission,
      schema: {
        tags,
        security,
        querystring: MonthQuerySchema,
        response: { 200: CommissionDocumentListSchema },
      },
    },
    (request) => listCommissionDocuments(db, { month: request.query.month }),
  );
  // One document for the console's print page (decision 0144): the same read as the shop's,
  // without the shop's wall.
  r.get(
    '/admin/commission-documents/:id',
    {
      onRequest: commission,
      schema: {
        tags,
        security,
        params: CommissionDocumentParamsSchema,
        response: { 200: CommissionDocumentSchema },
      },
    },
    (request) => readCommissionDocument(db, request.params.id),
  );
  r.post(
    '/admin/commission-documents/issue',
    {
      onRequest: commission,
      schema: {
        tags,
        security,
        body: IssueCommissionDocumentsBodySchema,
        response: { 200: IssueCommissionDocumentsResponseSchema },
      },
    },
    async (request) => {
      const operator = operatorOf(request);
      const result = await issueCommissionDocuments(db, request.body.month, marketplace, now());
      await logOperatorAction(db, operator, {
        action: COMMISSION_ADMIN_ACTIONS.documentsIssue,
        targetType: 'month',
        targetId: request.body.month,
        detail: { issued: result.issued, existing: result.existing },
      });
      return result;
    },
  );
  r.get(
    '/admin/books',
    {
      onRequest: requireOperator('books'),
      schema: {
        tags,
        security,
        querystring: BooksQuerySchema,
        response: { 200: BooksBalanceSchema },
      },
    },
    async (request) => {
      const { from, to, storeId } = request.query;
      if (from > to) throw new AppError('VALIDATION_FAILED', BOOKS_RANGE_MESSAGE);
      return booksBalance(db, {
        from: monthBounds(from).start,
        to: monthBounds(nextMonth(to)).start,
        storeId,
      });
    },
  );
}

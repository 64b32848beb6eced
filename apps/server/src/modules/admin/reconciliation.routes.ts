import { RECONCILIATION_ADMIN_ACTIONS } from '@yangdee/contracts/audit-actions';
import {
  ReconciliationDayResponseSchema,
  ReconciliationDaySchema,
  ReconciliationDaysQuerySchema,
  ReconciliationDaysResponseSchema,
  ResolveMismatchBodySchema,
  RunReconciliationBodySchema,
} from '@yangdee/contracts/provider-report';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { PaymentProvider } from '../payments/provider/payment-provider';
import { checkProviderReport } from '../payments/provider-report/report-check.service';
import {
  listReportDays,
  readReportDay,
  resolveMismatch,
} from '../payments/provider-report/report-read';
import { logOperatorAction, operatorOf, requireOperator } from './operator-auth';

// The console's reconciliation with the provider's daily report (issue 32 item 5, decision
// 0145), permission `books`: the checked days, a day's mismatches, a day checked by hand and a
// mismatch resolved with a note. Each change writes the audit log in its own transaction.

const tags = ['admin-reconciliation'];
const security = [{ bearer: [] }];

const DayParamsSchema = z.object({ day: ReconciliationDaySchema });
const MismatchParamsSchema = z.object({
  id: z.coerce.number({ message: 'ไม่พบรายการ' }).int().positive({ message: 'ไม่พบรายการ' }),
});

export function registerReconciliationAdminRoutes(
  api: FastifyInstance,
  { db, provider, now = () => new Date() }: { db: Db; provider: PaymentProvider; now?: () => Date },
): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const books = requireOperator('books');
  r.get(
    '/admin/reconciliation/days',
    {
      onRequest: books,
      schema: {
        tags,
        security,
        querystring: ReconciliationDaysQuerySchema,
        response: { 200: ReconciliationDaysResponseSchema },
      },
    },
    (request) => listReportDays(db, request.query.page),
  );
  r.get(
    '/admin/reconciliation/days/:day',
    {
      onRequest: books,
      schema: {
        tags,
        security,
        params: DayParamsSchema,
        response: { 200: ReconciliationDayResponseSchema },
      },
    },
    (request) => readReportDay(db, request.params.day),
  );
  r.post(
    '/admin/reconciliation/days',
    {
      onRequest: books,
      schema: {
        tags,
        security,
        body: RunReconciliationBodySchema,
        response: { 200: ReconciliationDayResponseSchema },
      },
    },
    async (request) => {
      const operator = operatorOf(request);
      const { day } = request.body;
      await checkProviderReport(db, provider, day, {
        now: now(),
        onWritten: (tx, summary) =>
          logOperatorAction(tx, operator, {
            action: RECONCILIATION_ADMIN_ACTIONS.check,
            targetType: 'day',
            targetId: day,
            detail: {
              theirCount: summary.theirCount,
              ourCount: summary.ourCount,
              mismatchCount: summary.mismatchCount,
              openCount: summary.openCount,
            },
          }),
      });
      return readReportDay(db, day);
    },
  );
  r.post(
    '/admin/reconciliation/mismatches/:id/resolve',
    {
      onRequest: books,
      schema: {
        tags,
        security,
        params: MismatchParamsSchema,
        body: ResolveMismatchBodySchema,
        response: { 200: ReconciliationDayResponseSchema },
      },
    },
    async (request) => {
      const operator = operatorOf(request);
      const { note } = request.body;
      const resolved = await db.transaction(async (tx) => {
        const mismatch = await resolveMismatch(tx, request.params.id, {
          by: operator.name || operator.username,
          note,
          now: now(),
        });
        await logOperatorAction(tx, operator, {
          action: RECONCILIATION_ADMIN_ACTIONS.resolve,
          targetType: 'mismatch',
          targetId: request.params.id,
          detail: { ...mismatch, note },
        });
        return mismatch;
      });
      return readReportDay(db, resolved.day);
    },
  );
}

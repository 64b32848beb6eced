import { type AuditAction, PAYOUT_ADMIN_ACTIONS } from '@yangdee/contracts/audit-actions';
import {
  MarkPayoutFailedBodySchema,
  MarkPayoutResultSchema,
  MarkPayoutTransferredBodySchema,
  PayoutBatchDetailSchema,
  PayoutBatchListSchema,
  PayoutStatementSchema,
} from '@yangdee/contracts/payouts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { buildPayoutBatch } from '../money/payouts/payout-build.service';
import { bankFileOf, statementXlsx } from '../money/payouts/payout-files';
import { listPayoutBatches, payoutBatchDetail, statementOf } from '../money/payouts/payout-read';
import {
  markBatchTransferred,
  markLineFailed,
  markLineTransferred,
} from '../money/payouts/payout-transfer.service';
import { logOperatorAction, operatorOf, requireOperator } from './operator-auth';

// The operator's payouts (decision 0140): /api/admin/payouts — build a batch now, list, detail,
// the bank file, a statement, mark a line or the whole batch transferred, mark a line failed.
// Guarded by requireOperator('payouts'); every action is written to the operator audit log
// (logOperatorAction) in the transaction that does it.

/** Who may (operator permission 'payouts', decision 0142) and the audit log of each action. */
export const payoutOperatorPort = {
  guard: requireOperator('payouts'),
  operatorOf: (request: FastifyRequest) => ({ name: operatorOf(request).username }),
  audit: (
    tx: DbOrTx,
    request: FastifyRequest,
    action: { action: AuditAction; targetType: string; targetId: string; detail?: unknown },
  ) =>
    logOperatorAction(tx, operatorOf(request), {
      ...action,
      detail: (action.detail ?? {}) as Record<string, unknown>,
    }),
};
export type PayoutOperatorPort = typeof payoutOperatorPort;

const tags = ['admin-payouts'];
const security = [{ bearer: [] }];
const BatchParams = z.object({
  batchId: z.coerce.number({ message: 'ไม่พบรอบจ่ายเงินนี้' }).int().positive(),
});
const LineParams = BatchParams.extend({
  lineId: z.coerce.number({ message: 'ไม่พบรายการโอน' }).int().positive(),
});

export function registerAdminPayoutRoutes(
  api: FastifyInstance,
  { db, port = payoutOperatorPort }: { db: Db; port?: PayoutOperatorPort },
): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const pre = { onRequest: port.guard };
  const deps = { db };

  r.get(
    '/admin/payouts',
    { ...pre, schema: { tags, security, response: { 200: PayoutBatchListSchema } } },
    () => listPayoutBatches(db),
  );
  r.post(
    '/admin/payouts/build',
    { ...pre, schema: { tags, security, response: { 200: PayoutBatchDetailSchema } } },
    async (request) => {
      const now = new Date();
      const batchId = await buildPayoutBatch(db, {
        trigger: 'manual',
        cutoffAt: now,
        createdBy: port.operatorOf(request).name,
        now,
      });
      await db.transaction((tx) =>
        port.audit(tx, request, {
          action: PAYOUT_ADMIN_ACTIONS.build,
          targetType: 'payout_batch',
          targetId: String(batchId),
        }),
      );
      return payoutBatchDetail(db, batchId);
    },
  );
  r.get(
    '/admin/payouts/:batchId',
    {
      ...pre,
      schema: { tags, security, params: BatchParams, response: { 200: PayoutBatchDetailSchema } },
    },
    (request) => payoutBatchDetail(db, request.params.batchId),
  );
  r.get(
    '/admin/payouts/:batchId/bank-file',
    { ...pre, schema: { tags, security, params: BatchParams } },
    async (request, reply) => {
      const file = await bankFileOf(db, request.params.batchId);
      await db.transaction((tx) =>
        port.audit(tx, request, {
          action: PAYOUT_ADMIN_ACTIONS.bankFile,
          targetType: 'payout_batch',
          targetId: String(request.params.batchId),
        }),
      );
      reply
        .header('content-type', file.contentType)
        .header('content-disposition', file.disposition)
        .header('cache-control', 'no-store');
      return reply.send(file.stream);
    },
  );
  r.get(
    '/admin/payouts/:batchId/lines/:lineId',
    {
      ...pre,
      schema: { tags, security, params: LineParams, response: { 200: PayoutStatementSchema } },
    },
    async (request) => {
      const statement = await statementOf(db, request.params.lineId);
      if (statement.line.batchId !== request.params.batchId) {
        return statementOf(db, 0);
      }
      return statement;
    },
  );
  r.get(
    '/admin/payouts/:batchId/lines/:lineId/statement',
    { ...pre, schema: { tags, security, params: LineParams } },
    async (request, reply) => {
      const file = await statementXlsx(db, request.params.lineId, undefined, (error) =>
        request.log.error({ err: error }, 'statement export'),
      );
      reply
        .header('content-type', file.contentType)
        .header('content-disposition', file.disposition)
        .header('cache-control', 'no-store');
      return reply.send(file.stream);
    },
  );
  r.post(
    '/admin/payouts/:batchId/mark-transferred',
    {
      ...pre,
      schema: {
        tags,
        security,
        params: BatchParams,
        body: MarkPayoutTransferredBodySchema,
        response: { 200: MarkPayoutResultSchema },
      },
    },
    (request) =>
      markBatchTransferred(deps, request.params.batchId, request.body, new Date(), (tx) =>
        port.audit(tx, request, {
          action: PAYOUT_ADMIN_ACTIONS.batchTransferred,
          targetType: 'payout_batch',
          targetId: String(request.params.batchId),
          detail: request.body,
        }),
      ),
  );
  r.post(
    '/admin/payouts/:batchId/lines/:lineId/mark-transferred',
    {
      ...pre,
      schema: {
        tags,
        security,
        params: LineParams,
        body: MarkPayoutTransferredBodySchema,
        response: { 200: MarkPayoutResultSchema },
      },
    },
    (request) =>
      markLineTransferred(
        deps,
        request.params.batchId,
        request.params.lineId,
        request.body,
        new Date(),
        (tx) =>
          port.audit(tx, request, {
            action: PAYOUT_ADMIN_ACTIONS.lineTransferred,
            targetType: 'payout_line',
            targetId: String(request.params.lineId),
            detail: request.body,
          }),
      ),
  );
  r.post(
    '/admin/payouts/:batchId/lines/:lineId/mark-failed',
    {
      ...pre,
      schema: {
        tags,
        security,
        params: LineParams,
        body: MarkPayoutFailedBodySchema,
        response: { 200: MarkPayoutResultSchema },
      },
    },
    (request) =>
      markLineFailed(
        deps,
        request.params.batchId,
        request.params.lineId,
        request.body,
        new Date(),
        (tx) =>
          port.audit(tx, request, {
            action: PAYOUT_ADMIN_ACTIONS.lineFailed,
            targetType: 'payout_line',
            targetId: String(request.params.lineId),
            detail: request.body,
          }),
      ),
  );
}

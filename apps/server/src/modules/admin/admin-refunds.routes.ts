import { Readable } from 'node:stream';
import { type AuditAction, REFUND_ADMIN_ACTIONS } from '@yangdee/contracts/audit-actions';
import {
  BuiltRefundBatchSchema,
  MarkRefundLineBodySchema,
  MarkRefundLineResponseSchema,
  RefundBatchListSchema,
  RefundBatchSchema,
  RefundQueueQuerySchema,
  RefundQueueSchema,
} from '@yangdee/contracts/refund-flow';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { attachmentDisposition } from '../../lib/xlsx';
import {
  buildRefundBatch,
  getRefundBatch,
  listRefundBatches,
  listRefunds,
  markRefundLine,
  refundBatchFile,
} from '../money/refunds/refund-batches.service';
import { logOperatorAction, operatorOf, requireOperator } from './operator-auth';

// The refunds queue of the operator console (issue 32 items 1 and 4, decision 0139): refunds by
// step, refund batches built from those whose shopper gave a destination, each batch's bank file
// (streamed), and each line marked refunded (bank reference, day) or failed (reason). Needs the
// 'refunds' permission; every change writes the audit log in its own transaction.

type Deps = { db: Db; now?: () => Date };

const BatchParams = z.object({ id: z.coerce.number().int().positive() });
const LineParams = BatchParams.extend({ refundId: z.coerce.number().int().positive() });

function actorOf(request: FastifyRequest) {
  const operator = operatorOf(request);
  const audit =
    (action: AuditAction, targetType: string, targetId: number) =>
    (tx: DbOrTx, detail: Record<string, unknown>) =>
      logOperatorAction(tx, operator, {
        action,
        targetType,
        targetId: typeof detail.batchId === 'number' && !targetId ? detail.batchId : targetId,
        detail,
      });
  return { who: { name: operator.username }, audit };
}

export function registerAdminRefundRoutes(api: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  const now = () => deps.now?.() ?? new Date();
  const r = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin-refunds'];
  const security = [{ bearer: [] }];
  const guard = { onRequest: requireOperator('refunds') };

  r.get(
    '/admin/refunds',
    {
      ...guard,
      schema: {
        tags,
        security,
        querystring: RefundQueueQuerySchema,
        response: { 200: RefundQueueSchema },
      },
    },
    (request) => listRefunds(db, request.query.step),
  );

  r.get(
    '/admin/refunds/batches',
    { ...guard, schema: { tags, security, response: { 200: RefundBatchListSchema } } },
    async () => ({ batches: await listRefundBatches(db) }),
  );

  r.post(
    '/admin/refunds/batches',
    { ...guard, schema: { tags, security, response: { 200: BuiltRefundBatchSchema } } },
    (request) => {
      const { who, audit } = actorOf(request);
      return buildRefundBatch(db, who, now(), {
        audit: audit(REFUND_ADMIN_ACTIONS.batch, 'refund_batch', 0),
      });
    },
  );

  r.get(
    '/admin/refunds/batches/:id',
    {
      ...guard,
      schema: { tags, security, params: BatchParams, response: { 200: RefundBatchSchema } },
    },
    (request) => getRefundBatch(db, request.params.id),
  );

  r.get(
    '/admin/refunds/batches/:id/file',
    { ...guard, schema: { tags, security, params: BatchParams } },
    async (request, reply) => {
      const file = await refundBatchFile(db, request.params.id);
      reply.header('content-type', file.contentType);
      reply.header('content-disposition', attachmentDisposition(file.fileName, file.fileName));
      reply.header('cache-control', 'no-store');
      return reply.send(Readable.from(file.body));
    },
  );

  r.post(
    '/admin/refunds/batches/:id/lines/:refundId',
    {
      ...guard,
      schema: {
        tags,
        security,
        params: LineParams,
        body: MarkRefundLineBodySchema,
        response: { 200: MarkRefundLineResponseSchema },
      },
    },
    (request) => {
      const { who, audit } = actorOf(request);
      const { id, refundId } = request.params;
      return markRefundLine(
        db,
        who,
        { batchId: id, refundId, ...request.body },
        now(),
        audit(
          request.body.outcome === 'refunded'
            ? REFUND_ADMIN_ACTIONS.markRefunded
            : REFUND_ADMIN_ACTIONS.markFailed,
          'payment_refund',
          refundId,
        ),
      );
    },
  );
}

import { Readable } from 'node:stream';
import {
  BuiltRefundBatchSchema,
  MarkRefundLineBodySchema,
  MarkRefundLineResponseSchema,
  RefundBatchListSchema,
  RefundBatchSchema,
  RefundDestinationBodySchema,
  RefundQueueQuerySchema,
  RefundQueueSchema,
} from '@yangdee/contracts/refund-flow';
import { SuccessResponseSchema } from '@yangdee/contracts/user-profile';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { attachmentDisposition } from '../../../lib/xlsx';
import type { SmsProvider } from '../../../providers/sms/sms-provider';
import { sellerOf } from '../../store-setup/seller-of';
import { callerOf } from '../../users/profile.routes';
import {
  buildRefundBatch,
  getRefundBatch,
  listRefundBatches,
  listRefunds,
  markRefundLine,
  refundBatchFile,
} from './refund-batches.service';
import { giveRefundDetails } from './refund-details.service';

// Refunds (decision 0139): the shopper gives where the money goes; the operator builds batches,
// downloads their bank file and marks each line.

type Deps = { db: Db; sms: SmsProvider; now?: () => Date };

const BatchParams = z.object({ id: z.coerce.number().int().positive() });
const LineParams = BatchParams.extend({ refundId: z.coerce.number().int().positive() });

/** Who acts in the console (until the operator accounts land: the platform admin seller). */
function operatorOf(request: FastifyRequest) {
  const seller = sellerOf(request);
  return { name: `seller:${seller.sellerUserId}` };
}

export function registerRefundRoutes(api: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  const now = () => deps.now?.() ?? new Date();
  const notifier = { sms: deps.sms, log: api.log };
  const r = api.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/user/refund-destination',
    {
      preValidation: api.requireUser,
      schema: {
        tags: ['user'],
        security: [{ bearer: [] }],
        body: RefundDestinationBodySchema,
        response: { 200: SuccessResponseSchema },
      },
    },
    (request) =>
      giveRefundDetails(
        db,
        callerOf(request).id,
        request.body.orderNo,
        request.body.destination,
        now(),
      ),
  );

  const tags = ['admin-refunds'];
  const security = [{ bearer: [] }];
  // The operator's guard (platform admin until the operator accounts land, decision 0139).
  const config = { onRequest: api.requireSeller('platformAdmin') };

  r.get(
    '/admin/refunds',
    {
      ...config,
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
    { ...config, schema: { tags, security, response: { 200: RefundBatchListSchema } } },
    async () => ({ batches: await listRefundBatches(db) }),
  );

  r.post(
    '/admin/refunds/batches',
    { ...config, schema: { tags, security, response: { 200: BuiltRefundBatchSchema } } },
    (request) => buildRefundBatch(db, operatorOf(request), now()),
  );

  r.get(
    '/admin/refunds/batches/:id',
    {
      ...config,
      schema: { tags, security, params: BatchParams, response: { 200: RefundBatchSchema } },
    },
    (request) => getRefundBatch(db, request.params.id),
  );

  r.get(
    '/admin/refunds/batches/:id/file',
    { ...config, schema: { tags, security, params: BatchParams } },
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
      ...config,
      schema: {
        tags,
        security,
        params: LineParams,
        body: MarkRefundLineBodySchema,
        response: { 200: MarkRefundLineResponseSchema },
      },
    },
    (request) =>
      markRefundLine(
        db,
        notifier,
        operatorOf(request),
        { batchId: request.params.id, refundId: request.params.refundId, ...request.body },
        now(),
      ),
  );
}

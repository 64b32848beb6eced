import type { FastifyInstance } from 'fastify';
import { basicAuthUser, type SandboxKeys } from '../auth';
import { resultFields } from '../fields';
import type { SandboxState } from '../state';
import { str } from './validate';

// POST /v1/check_status_txn (secret key): the only thing a shop should believe about a payment.

export function registerStatusRoutes(app: FastifyInstance, state: SandboxState, keys: SandboxKeys) {
  app.post('/v1/check_status_txn', async (request, reply) => {
    if (basicAuthUser(request) !== keys.secretKey) {
      return reply.status(401).send({ resultCode: '01', resultMessage: 'Unauthorized.' });
    }
    const referenceNo = str((request.body as Record<string, unknown> | null)?.referenceNo);
    const txn = state.transactions.get(referenceNo);
    if (!txn) return { resultCode: '02', resultMessage: 'Invalid referenceNo.' };
    const fields = resultFields(txn);
    return {
      resultCode: '00',
      resultMessage: 'Success',
      txn: {
        referenceNo: txn.referenceNo,
        gbpReferenceNo: txn.gbpReferenceNo,
        amount: Number(txn.amount),
        currencyCode: '764',
        paymentType: txn.paymentType,
        status: txn.status,
        resultCode: txn.resultCode ?? '',
        date: fields.date,
        time: fields.time,
        ...(txn.card ? { cardNo: txn.card.maskedNumber } : {}),
        ...(txn.term ? { payMonth: String(txn.term) } : {}),
      },
    };
  });
}

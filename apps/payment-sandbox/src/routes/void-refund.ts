import type { FastifyInstance } from 'fastify';
import { basicAuthUser, type SandboxKeys } from '../auth';
import type { SandboxState } from '../state';
import { isAmount, isReferenceNo, str } from './validate';

// Closing an attempt and giving money back (docs/decisions/0134; shared/payments.md leaves both
// "open", so they follow the status query's style: JSON, secret key, `referenceNo`).
// POST /v1/void: a transaction not paid yet (G) becomes V and can no longer be paid; a reference
// not used yet is closed, so no QR, form or charge can be made with it later; a paid one is
// refused with '03' (give the money back with /v1/refund instead).
// POST /v1/refund: a paid transaction (A or S) gets the amount back, once ('04' after that).
// Its outcome is chosen like a card's (decision 0139): a sandbox refund card (SANDBOX_REFUND_CARDS)
// or, for any other payment, the settings' refundOutcome: 'delayed' answers '06' (pending) until
// refundDelayMs have passed since the first call, then '00'; 'failed' answers '12'.

type Body = Record<string, unknown>;

export function registerVoidRefundRoutes(
  app: FastifyInstance,
  state: SandboxState,
  keys: SandboxKeys,
) {
  app.post('/v1/void', async (request, reply) => {
    if (basicAuthUser(request) !== keys.secretKey) {
      return reply.status(401).send({ resultCode: '01', resultMessage: 'Unauthorized.' });
    }
    const referenceNo = str((request.body as Body | null)?.referenceNo);
    if (!isReferenceNo(referenceNo)) {
      return { resultCode: '99', resultMessage: 'Incomplete information.' };
    }
    const txn = state.transactions.get(referenceNo);
    if (!txn) {
      state.closedReferences.add(referenceNo);
      return { resultCode: '00', resultMessage: 'Success', referenceNo, status: 'V' };
    }
    if (txn.status === 'A' || txn.status === 'S') {
      return { resultCode: '03', resultMessage: 'Transaction already paid.', referenceNo };
    }
    if (txn.status === 'G') {
      txn.status = 'V';
      txn.resultCode = '00';
    }
    return {
      resultCode: '00',
      resultMessage: 'Success',
      referenceNo,
      gbpReferenceNo: txn.gbpReferenceNo,
      status: txn.status,
    };
  });

  app.post('/v1/refund', async (request, reply) => {
    if (basicAuthUser(request) !== keys.secretKey) {
      return reply.status(401).send({ resultCode: '01', resultMessage: 'Unauthorized.' });
    }
    const body = (request.body ?? {}) as Body;
    const referenceNo = str(body.referenceNo);
    const amount = str(body.amount);
    if (!isReferenceNo(referenceNo) || !isAmount(amount)) {
      return { resultCode: '99', resultMessage: 'Incomplete information.' };
    }
    const txn = state.transactions.get(referenceNo);
    if (!txn) return { resultCode: '02', resultMessage: 'Invalid referenceNo.' };
    if (txn.status !== 'A' && txn.status !== 'S') {
      return { resultCode: '05', resultMessage: 'Transaction not paid.', referenceNo };
    }
    if (txn.refundedAmount) {
      return { resultCode: '04', resultMessage: 'Already refunded.', referenceNo };
    }
    if (Number(amount) > Number(txn.amount)) {
      return { resultCode: '99', resultMessage: 'Amount exceeds the transaction.', referenceNo };
    }
    const outcome = txn.card?.refundOutcome ?? state.settings.refundOutcome;
    if (outcome === 'failed') {
      return { resultCode: '12', resultMessage: 'Refund refused by the issuer.', referenceNo };
    }
    if (outcome === 'delayed') {
      const now = Date.now();
      txn.refundRequestedAt ??= new Date(now);
      if (now - txn.refundRequestedAt.getTime() < state.settings.refundDelayMs) {
        return { resultCode: '06', resultMessage: 'Refund pending.', referenceNo };
      }
    }
    txn.refundedAmount = amount;
    txn.refundedAt = new Date();
    return {
      resultCode: '00',
      resultMessage: 'Success',
      referenceNo,
      gbpReferenceNo: txn.gbpReferenceNo,
      amount: Number(amount),
    };
  });
}

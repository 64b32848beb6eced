import {
  BankingDataBodySchema,
  BankingDataResponseSchema,
  CardChargeBodySchema,
  CardChargeResponseSchema,
  InstallmentDataBodySchema,
  InstallmentDataResponseSchema,
  QrDataResponseSchema,
} from '@yangdee/contracts/cart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { RATE_LIMITS } from '../../plugins/rate-limits';
import { startBankingPayment } from './banking-payment.service';
import { chargeCardPayment } from './card-payment.service';
import { startInstallmentPayment } from './installment-payment.service';
import { returnPageOf } from './payment-return';
import { findPaymentByToken, settlePayment } from './payment-settlement';
import { parseProviderCallback } from './provider/callback';
import { type PaymentProvider, PaymentProviderError } from './provider/payment-provider';
import { acceptProviderForms } from './provider-body-parser';
import { startQrPayment } from './qr-payment.service';

// Payment calls (spec 7 Payment) and the provider's background callback (shared/payments.md).

function userIdOf(request: FastifyRequest): number {
  if (!request.user) throw new AppError('UNAUTHORIZED');
  return request.user.id;
}

export function registerPaymentRoutes(
  api: FastifyInstance,
  deps: { db: Db; provider: PaymentProvider; publicBaseUrl: string },
): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const { db, provider } = deps;

  r.get(
    '/order/generate-qr-data',
    {
      preValidation: api.requireUser,
      config: { rateLimit: RATE_LIMITS.paymentStart },
      schema: {
        tags: ['order'],
        security: [{ bearer: [] }],
        response: { 200: QrDataResponseSchema },
      },
    },
    (request) => startQrPayment(db, provider, deps.publicBaseUrl, userIdOf(request)),
  );

  r.post(
    '/order/generate-banking-data',
    {
      preValidation: api.requireUser,
      config: { rateLimit: RATE_LIMITS.paymentStart },
      schema: {
        tags: ['order'],
        security: [{ bearer: [] }],
        body: BankingDataBodySchema,
        response: { 200: BankingDataResponseSchema },
      },
    },
    (request) =>
      startBankingPayment(
        db,
        provider,
        deps.publicBaseUrl,
        userIdOf(request),
        request.body.bankCode,
      ),
  );

  r.post(
    '/order/charge-card-payment',
    {
      preValidation: api.requireUser,
      config: { rateLimit: RATE_LIMITS.paymentStart },
      schema: {
        tags: ['order'],
        security: [{ bearer: [] }],
        body: CardChargeBodySchema,
        response: { 200: CardChargeResponseSchema },
      },
    },
    (request) =>
      chargeCardPayment(db, provider, deps.publicBaseUrl, userIdOf(request), request.body.token),
  );

  r.post(
    '/order/generate-installment-data',
    {
      preValidation: api.requireUser,
      config: { rateLimit: RATE_LIMITS.paymentStart },
      schema: {
        tags: ['order'],
        security: [{ bearer: [] }],
        body: InstallmentDataBodySchema,
        response: { 200: InstallmentDataResponseSchema },
      },
    },
    (request) =>
      startInstallmentPayment(db, provider, deps.publicBaseUrl, userIdOf(request), request.body),
  );

  // The background callback carries no signature: the token in its path names one payment, and
  // the provider's status query decides (settlePayment). Forms and JSON are both accepted here.
  api.register(async (scope) => {
    acceptProviderForms(scope);
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/payment/callback/:token',
      {
        schema: { hide: true, params: z.object({ token: z.string().min(20).max(100) }) },
      },
      async (request, reply) => {
        const payment = await findPaymentByToken(db, request.params.token);
        const callback = parseProviderCallback(request.headers['content-type'], request.body);
        if (!payment || !callback || callback.referenceNo !== payment.referenceNo) {
          request.log.warn(
            { hasPayment: Boolean(payment), referenceNo: callback?.referenceNo ?? null },
            'payment callback refused: unknown token, unreadable body or another reference',
          );
          throw new AppError('NOT_FOUND');
        }
        const outcome = await settlePayment(db, provider, payment.id);
        if (outcome === 'mismatch' || outcome === 'unknown') {
          request.log.warn({ referenceNo: payment.referenceNo, outcome }, 'payment not confirmed');
        }
        return reply.send({ success: true });
      },
    );

    // The provider sends the browser back here (a form post, or a link). The page shows nothing
    // itself: the status query decides, and the shopper goes to the receipt when paid, else back
    // to the cart with the reason.
    const onReturn = async (request: FastifyRequest, reply: FastifyReply) => {
      const { referenceNo } = request.params as { referenceNo: string };
      try {
        return reply.redirect(await returnPageOf(db, provider, referenceNo), 303);
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        // The status query timed out or failed: nothing was written, the payment stays pending,
        // and the reconciliation pass asks again (decision 0151). The cart says in Thai that the
        // bank has not confirmed yet and where the order will show once it has.
        request.log.warn(
          { referenceNo, err: error.message },
          'payment return: provider unavailable',
        );
        return reply.redirect('/cart?payment=pending', 303);
      }
    };
    scope.get('/payment/return/:referenceNo', { schema: { hide: true } }, onReturn);
    scope.post('/payment/return/:referenceNo', { schema: { hide: true } }, onReturn);
  });
}

import { ERRORS, type ErrorCode, type ErrorResponse } from '@yangdee/contracts/errors';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../lib/database-unavailable';
import { PaymentProviderError } from '../modules/payments/provider/payment-provider';

// One error handler: every failure becomes { success:false, message, code, fieldErrors? } with a
// Thai message; unknown errors become a generic 500 without details, and are logged. A database
// that cannot be reached (restarting, down) is a 503 with Retry-After, and a payment provider that
// did not answer a 502 in Thai (decision 0151), never a 500.

function send(
  reply: FastifyReply,
  code: ErrorCode,
  message?: string,
  fieldErrors?: Record<string, string[]>,
) {
  const body: ErrorResponse = {
    success: false,
    code,
    message: message ?? ERRORS[code].message,
    ...(fieldErrors ? { fieldErrors } : {}),
  };
  return reply.status(ERRORS[code].status).type('application/json; charset=utf-8').send(body);
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return send(reply, error.code, error.message, error.fieldErrors);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const key =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
          String(
            (issue.params as { issue?: { path?: unknown[] } })?.issue?.path?.join('.') ?? '',
          ) ||
          '_';
        const list = fieldErrors[key] ?? [];
        list.push(issue.message ?? ERRORS.VALIDATION_FAILED.message);
        fieldErrors[key] = list;
      }
      return send(reply, 'VALIDATION_FAILED', undefined, fieldErrors);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn(
        { err: { code: error.code, message: error.message } },
        'database unavailable',
      );
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return send(reply, 'SERVICE_UNAVAILABLE');
    }
    if (error instanceof PaymentProviderError) {
      request.log.warn({ err: { message: error.message } }, 'payment provider unavailable');
      return send(reply, 'PAYMENT_PROVIDER_UNAVAILABLE');
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return send(reply, 'TOO_MANY_REQUESTS');
    if (status === 413) return send(reply, 'PAYLOAD_TOO_LARGE');
    if (status === 404) return send(reply, 'NOT_FOUND');
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, bad header and the like: the caller's mistake.
      request.log.info({ err: { code: error.code, message: error.message } }, 'bad request');
      return send(reply, 'BAD_REQUEST');
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 'INTERNAL');
  });
}

export function sendRouteNotFound(reply: FastifyReply) {
  return send(reply, 'ROUTE_NOT_FOUND');
}

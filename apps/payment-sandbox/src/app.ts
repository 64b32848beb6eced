import formBody from '@fastify/formbody';
import { SANDBOX_KEYS } from '@yangdee/contracts/payment-sandbox';
import Fastify, { type FastifyInstance } from 'fastify';
import type { SandboxKeys } from './auth';
import { registerBankingRoutes } from './routes/banking';
import { registerCardRoutes } from './routes/card';
import { registerConsoleRoutes } from './routes/console';
import { type QrMerchant, registerQrRoutes } from './routes/qr';
import { registerReportRoutes } from './routes/report';
import { registerStatusRoutes } from './routes/status';
import { registerVoidRefundRoutes } from './routes/void-refund';
import { SandboxState } from './state';

// An imitation of the payment provider (GB Prime Pay) for development and tests: the same paths,
// auth, fields and checksums as shared/payments.md. It never imports the server's code.

export type SandboxOptions = {
  keys?: Partial<SandboxKeys>;
  merchant?: Partial<QrMerchant>;
  logLevel?: string;
  /** The clock that says whether a day's transaction report is ready (tests pin it). */
  now?: () => Date;
};

export type Sandbox = { app: FastifyInstance; state: SandboxState };

export async function buildSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const keys: SandboxKeys = { ...SANDBOX_KEYS, ...options.keys };
  const merchant: QrMerchant = {
    billerId: '010555501234501',
    merchantName: 'YANGDEE SANDBOX',
    ...options.merchant,
  };
  const state = new SandboxState(options.now);
  const app = Fastify({
    logger: {
      level: options.logLevel ?? 'info',
      // Card data and keys never reach the logs.
      redact: {
        paths: ['req.headers.authorization', '*.card', '*.securityCode'],
        censor: '[redacted]',
      },
    },
    bodyLimit: 64 * 1024,
  });
  await app.register(formBody);
  registerCardRoutes(app, state, keys);
  registerBankingRoutes(app, state, keys);
  registerQrRoutes(app, state, keys, merchant);
  registerStatusRoutes(app, state, keys);
  registerVoidRefundRoutes(app, state, keys);
  registerConsoleRoutes(app, state);
  registerReportRoutes(app, state, keys);
  app.get('/', async (_request, reply) => reply.redirect('/sandbox'));
  return { app, state };
}

import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';

// Which calls are rate-limited, and how (decision 0066). Only calls that cost money (SMS, the
// payment provider), CPU (argon2 hashing) or give guessing power are limited; static files, the
// SPA's pages and the catalogue's cached reads never are. Many Thai shoppers reach us from one
// mobile carrier address (CGNAT), so per-address ceilings are generous, and the strict counts
// are kept where a person is known: per account (after the token is checked), per phone (the
// OTP service, in the database) or per user name (the sign-in lock, decision 0055).
// With REDIS_URL the counters are shared by every instance.

/** A route's `config.rateLimit` (@fastify/rate-limit's per-route options). */
export type RouteRateLimit = {
  max: number;
  timeWindow: string;
  hook?: 'onRequest' | 'preHandler';
  keyGenerator?: (request: FastifyRequest) => string;
  allowList?: (request: FastifyRequest, key: string) => boolean;
};

/** Counted per client address (request.ip: X-Forwarded-For only from configured proxies), in
 * onRequest: before the body is read, before any hashing or outside call. */
function perAddress(max: number, timeWindow: string): RouteRateLimit {
  return { max, timeWindow };
}

/** Counted per signed-in account, in preHandler: after requireUser (preValidation) accepted the
 * token, so requests with a wrong token are refused with 401 and never use up the owner's count. */
function perAccount(max: number, timeWindow: string): RouteRateLimit {
  return {
    max,
    timeWindow,
    hook: 'preHandler',
    keyGenerator: (request) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`),
  };
}

/** Counted per address only for requests that carry a search text (`k`): listings by size,
 * brand or car are served from memory and never limited. */
function perAddressWhenSearching(max: number, timeWindow: string): RouteRateLimit {
  return {
    max,
    timeWindow,
    hook: 'preHandler',
    allowList: (request) => !hasSearchText(request.body),
  };
}

function hasSearchText(body: unknown): boolean {
  const k = (body as { k?: unknown } | null)?.k;
  return typeof k === 'string' && k.trim() !== '';
}

export const RATE_LIMITS = {
  /** Password and social sign-in (argon2 ~26 ms a try); each name also locks after 10 failures. */
  signIn: perAddress(60, '1 minute'),
  /** Sending an OTP costs an SMS; each phone is also limited in the OTP service. */
  otpSend: perAddress(30, '10 minutes'),
  /** Checking an OTP; each code also allows only a few wrong tries (OTP_MAX_TRIES). */
  otpVerify: perAddress(60, '1 minute'),
  /** Registration and password reset steps (hashing; each needs a verified OTP key). */
  register: perAddress(30, '1 minute'),
  /** Starting a payment calls the provider: per account (a buyer retries a few times at most). */
  paymentStart: perAccount(20, '10 minutes'),
  /** Typeahead: one call per pause in typing, from every shopper behind the address. */
  typeahead: perAddress(600, '1 minute'),
  /** Free-text product and shop search (trigram queries). */
  textSearch: perAddressWhenSearching(600, '1 minute'),
  /** The contact form writes a row and notifies staff. */
  contactMessage: perAddress(5, '10 minutes'),
  /** Guessing the development gate's password. */
  devGate: perAddress(10, '1 minute'),
  /** Password change costs two argon2 hashes. */
  changePassword: perAccount(5, '15 minutes'),
  /** A full export of the customer's data (PDPA) reads every table of theirs. */
  exportData: perAccount(10, '1 hour'),
  /** Delivery tracking look-ups that matched no order (wrong number or phone): counted per
   * address by createMissCounter, so a walker of order numbers stops after a few guesses. */
  trackingMiss: perAddress(20, '15 minutes'),
} satisfies Record<string, RouteRateLimit>;

/** Registers the limiter with no global limit: only routes with `config.rateLimit` count. */
export async function registerRateLimits(app: FastifyInstance, redis?: Redis): Promise<void> {
  await app.register(rateLimit, { global: false, redis, nameSpace: 'yangdee-rl-' });
}

/**
 * A limit that counts only the requests a route decides to count (e.g. failed look-ups), per
 * address. `isRefused` is asked before the work; `count` after a request that should count.
 */
export function createMissCounter(
  app: FastifyInstance,
  name: string,
  { max, timeWindow }: { max: number; timeWindow: string },
) {
  // createRateLimit's stores share one key space: the name keeps this counter apart (Redis too).
  const limiter = app.createRateLimit({
    max,
    timeWindow,
    keyGenerator: (request) => `${name}:${request.ip}`,
  });
  return {
    async isRefused(request: FastifyRequest): Promise<boolean> {
      const state = await limiter(request, { increment: false });
      // `max` counted already: this request would be one more.
      return !state.isAllowed && state.remaining <= 0;
    },
    async count(request: FastifyRequest): Promise<void> {
      await limiter(request);
    },
  };
}

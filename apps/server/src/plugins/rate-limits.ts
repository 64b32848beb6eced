import { createRequire } from 'node:module';
import rateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';

// Which calls are rate-limited, and how (decision 0066). Only calls that cost money (SMS, the
// payment provider), CPU (argon2 hashing) or give guessing power are limited; static files, the
// SPA's pages and the catalogue's cached reads never are. Many Thai shoppers reach us from one
// mobile carrier address (CGNAT), so per-address ceilings are generous, and the strict counts
// are kept where a person is known: per account (after the token is checked), per phone (the
// OTP service, in the database) or per user name (the sign-in lock, decision 0055).
// With REDIS_URL the counters are shared by every instance. When Redis does not answer (down at
// start, gone mid-traffic, too slow) each process counts on its own until it is back (decision
// 0151): shoppers still buy, and sign-in, OTP and payment starts stay limited, per process.

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
  /** Shops' honest totals for a tyre (several queries; each change of quantity asks again). */
  offerQuotes: perAddress(600, '1 minute'),
  /** The contact form writes a row and notifies staff. */
  contactMessage: perAddress(5, '10 minutes'),
  /** Guessing the development gate's password. */
  devGate: perAddress(10, '1 minute'),
  /** Password change costs two argon2 hashes. */
  changePassword: perAccount(5, '15 minutes'),
  /** A full export of the customer's data (PDPA) reads every table of theirs. */
  exportData: perAccount(10, '1 hour'),
  /** A warranty claim or its answer re-encodes up to four pictures (decision 0161). */
  claimPhotos: perAccount(20, '1 hour'),
  /** Delivery tracking look-ups that matched no order (wrong number or phone): counted per
   * address by createMissCounter, so a walker of order numbers stops after a few guesses. */
  trackingMiss: perAddress(20, '15 minutes'),
} satisfies Record<string, RouteRateLimit>;

/** Registers the limiter with no global limit: only routes with `config.rateLimit` count. */
export async function registerRateLimits(app: FastifyInstance, redis?: Redis): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { store: redisOrLocalStore(redis, app.log) } : {}),
  });
}

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];
type Count = (key: string, cb: Callback, timeWindow: number, max: number) => void;
/** Both of the plugin's stores can also read a count without adding to it. */
type Store = { incr: Count; read: Count; child: (routeOptions: RouteOptions) => Store };

// The plugin's own two stores (it exports neither): the shared one and the per-process one.
const requireStore = createRequire(import.meta.url);
const RedisStore = requireStore('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key?: string,
) => Store;
const LocalStore = requireStore('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => Store;

const NAMESPACE = 'yangdee-rl-';

/**
 * A store that counts in Redis while it answers and in this process's memory when it does not: a
 * connection not ready is not waited for, and a command that fails or times out (ioredis's
 * commandTimeout) counts this request locally. Each outage is logged once, and its return.
 */
export function redisOrLocalStore(redis: Redis, log: FastifyBaseLogger) {
  let isDown = false;
  const fellBack = (error: Error | null) => {
    if (!isDown)
      log.warn({ err: error ?? undefined }, 'rate limits: Redis unavailable, counting per process');
    isDown = true;
  };
  const cameBack = () => {
    if (isDown) log.warn('rate limits: Redis back, counting shared');
    isDown = false;
  };
  const pair = (shared: Store, local: Store): Store => {
    const either =
      (method: 'incr' | 'read'): Count =>
      (key, cb, timeWindow, max) => {
        const countHere = () => local[method](key, cb, timeWindow, max);
        if (redis.status !== 'ready') {
          fellBack(null);
          countHere();
          return;
        }
        shared[method](
          key,
          (error, result) => {
            if (error) {
              fellBack(error);
              countHere();
            } else {
              cameBack();
              cb(null, result);
            }
          },
          timeWindow,
          max,
        );
      };
    return {
      incr: either('incr'),
      read: either('read'),
      child: (routeOptions: RouteOptions) =>
        pair(shared.child(routeOptions), local.child(routeOptions)),
    };
  };
  // The plugin news the constructor it is given; an object returned from it is the store.
  function RedisOrLocalStore(options: {
    continueExceeding?: boolean;
    exponentialBackoff?: boolean;
  }): Store {
    const continueExceeding = options.continueExceeding ?? false;
    const exponentialBackoff = options.exponentialBackoff ?? false;
    return pair(
      new RedisStore(continueExceeding, exponentialBackoff, redis, NAMESPACE),
      new LocalStore(continueExceeding, exponentialBackoff),
    );
  }
  return RedisOrLocalStore as unknown as FastifyRateLimitStoreCtor;
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

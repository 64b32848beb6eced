import path from 'node:path';
import { z } from 'zod';

// The one place that reads process.env (ARCHITECTURE, convention 3). Parsed once at boot; a bad
// value stops the start with a clear line.

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  /**
   * A PostgreSQL streaming replica of DATABASE_URL for reads that may be a little late: catalogue
   * loads, seller reports, dashboard, income and exports (decision 0150). PGlite ignores it.
   */
  DATABASE_REPLICA_URL: optionalString,
  /** A replica further behind than this (seconds) gets no reads until it catches up. */
  REPLICA_MAX_LAG_SECONDS: z.coerce.number().min(0.1).max(3_600).default(5),
  /** How often the replica's health and lag are probed, ms. */
  REPLICA_CHECK_MS: z.coerce.number().int().min(100).max(60_000).default(1_000),
  REDIS_URL: optionalString,
  PAYMENT_PROVIDER: z.enum(['sandbox', 'gbprimepay']).default('sandbox'),
  GBPRIMEPAY_PUBLIC_KEY: optionalString,
  GBPRIMEPAY_SECRET_KEY: optionalString,
  GBPRIMEPAY_TOKEN: optionalString,
  GBPRIMEPAY_ENV: z.enum(['test', 'live']).default('test'),
  /** Where the payment sandbox answers (apps/payment-sandbox) when PAYMENT_PROVIDER=sandbox. */
  PAYMENT_SANDBOX_URL: z.string().url().default('http://127.0.0.1:3900'),
  SMS_PROVIDER: z.enum(['sandbox', 'thaibulksms']).default('sandbox'),
  SMS_API_KEY: optionalString,
  SMS_API_SECRET: optionalString,
  SMS_SENDER: z.string().default('YangDee'),
  CAPTCHA_PROVIDER: z.enum(['sandbox', 'recaptcha']).default('sandbox'),
  RECAPTCHA_SITE_KEY: optionalString,
  RECAPTCHA_SECRET: optionalString,
  FACEBOOK_PROVIDER: z.enum(['sandbox', 'facebook']).default('sandbox'),
  FACEBOOK_APP_ID: optionalString,
  FACEBOOK_APP_SECRET: optionalString,
  LINE_PROVIDER: z.enum(['sandbox', 'line']).default('sandbox'),
  LINE_CHANNEL_ID: optionalString,
  LINE_CHANNEL_SECRET: optionalString,
  // Issue 35: the LINE Official Account that sends messages (not LINE Login above).
  LINE_MESSAGING_PROVIDER: z.enum(['sandbox', 'line']).default('sandbox'),
  LINE_CHANNEL_ACCESS_TOKEN: optionalString,
  LINE_MESSAGING_CHANNEL_SECRET: optionalString,
  /** How often each server looks for due messages in the outbox, ms (it is also woken); 0: off. */
  OUTBOX_POLL_MS: z.coerce.number().int().min(0).max(3_600_000).default(1_000),
  DEV_GATE_PASSWORD: optionalString,
  /** Bearer token a Prometheus scraper sends to GET /metrics; unset: only from this machine. */
  METRICS_TOKEN: optionalString,
  PUBLIC_BASE_URL: z.string().url().default('http://localhost:3000'),
  ADMIN_USERNAME: z.string().default('admin'),
  /** Comma-separated host names on which right-click on images is disabled (spec 1). */
  PRODUCTION_HOSTS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((h) => h.trim())
        .filter(Boolean),
    ),
  /** Map tile URL template of the store maps (Leaflet); its host is allowed in CSP img-src. */
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the built web app lives; empty → API only. */
  WEB_DIST_DIR: optionalString,
  /** Seed an empty database at start (default on). */
  SEED_ON_START: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /**
   * Which proxies may set X-Forwarded-For (the client address every per-IP limit counts). Unset:
   * none, the socket's address counts. A hop count ("1"), "true" (any: only behind a proxy that
   * overwrites the header), or addresses/CIDRs/"loopback" as Fastify's trustProxy takes them.
   */
  TRUST_PROXY: optionalString,
  /** How often pending payments are asked about (the reconciliation pass); 0 turns it off. */
  PAYMENT_RECONCILE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  // issue 32 payouts (decision 0140)
  /** When payout batches are cut: every Monday 00:00 Bangkok (weekly), every midnight, or off. */
  PAYOUT_SCHEDULE: z.enum(['weekly', 'daily', 'off']).default('weekly'),
  /** How often a server looks whether a cut-off has passed without its batch; 0 turns it off. */
  PAYOUT_CHECK_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  // Issue 32, the one scheduler of the periodic passes (decision 0145).
  /** How often owed refunds are given back through the provider or asked for details; 0: off. */
  REFUND_PASS_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /** How often a server looks whether the last closed day's provider report is checked; 0: off. */
  PROVIDER_REPORT_CHECK_SECONDS: z.coerce.number().int().min(0).max(86_400).default(900),
  /** How often a server looks whether last month's commission documents are issued; 0: off. */
  COMMISSION_CHECK_SECONDS: z.coerce.number().int().min(0).max(86_400).default(3_600),
  /** How often a server writes today's bookings messages to the shops' staff (from 07:00); 0: off. */
  MORNING_BOOKINGS_SECONDS: z.coerce.number().int().min(0).max(86_400).default(600),
  /**
   * The hour (Bangkok) at which the day before is closed: its provider report is due and checked,
   * and on the 1st of a month, last month's commission documents are issued.
   */
  DAY_CLOSE_HOUR: z.coerce.number().int().min(0).max(23).default(6),
  /** Server processes sharing the port (PostgreSQL only: PGlite lives in one process). */
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  /** How long a read of the shops' version is trusted by the nearest-shop index (decision 0059). */
  STORE_INDEX_CHECK_MS: z.coerce.number().int().min(0).max(60_000).default(500),
  /**
   * How long a read of the catalogue's version is trusted by the in-memory tyre listing and tyre
   * detail (decisions 0060, 0117): a change shows on cards within about this (a read of the change
   * log; only the tyres it names are read again).
   */
  CATALOG_INDEX_CHECK_MS: z.coerce.number().int().min(0).max(60_000).default(500),
  /** Load every tyre page's shared parts into memory at start, in the background (decision 0060). */
  PRELOAD_TYRE_PAGES: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /**
   * The most memory a process's kept tyre pages may hold, MB (decision 0113): the most viewed are
   * loaded at start up to it; a view of another tyre reads it from the database and keeps it in
   * place of the least recently viewed.
   */
  TYRE_PAGES_MAX_MB: z.coerce.number().int().min(1).max(65_536).default(450),
  /** "production" refuses the sandbox providers and their /dev pages (OTP outbox, sign-in). */
  APP_ENV: z.enum(['development', 'production']).default('development'),
  // Issue 32, commission and books (decision 0141): the marketplace as the seller on the
  // commission tax invoices it issues to shops (demo defaults; set the real ones in production).
  MARKETPLACE_LEGAL_NAME: z.string().min(1).default('บริษัท ยางดี มาร์เก็ตเพลส จำกัด'),
  MARKETPLACE_ADDRESS: z
    .string()
    .min(1)
    .default('99/9 อาคารยางดี ถนนสุขุมวิท แขวงคลองเตยเหนือ เขตวัฒนา กรุงเทพมหานคร 10110'),
  MARKETPLACE_TAX_ID: z
    .string()
    .regex(/^\d{13}$/, 'MARKETPLACE_TAX_ID must be 13 digits')
    .default('0105569000011'),
  MARKETPLACE_BRANCH_NO: z
    .string()
    .regex(/^\d{5}$/, 'MARKETPLACE_BRANCH_NO must be 5 digits (00000 = head office)')
    .default('00000'),
});

/** A hop count trusts that many proxies in front of the server (as proxy-addr counts hops). */
export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

function trustProxyOf(value: string | undefined): TrustProxy {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  pgliteDir: string;
  databaseUrl?: string;
  /** DATABASE_REPLICA_URL: late reads go there when it is healthy (decision 0150). */
  databaseReplicaUrl?: string;
  replicaMaxLagMs: number;
  replicaCheckMs: number;
  redisUrl?: string;
  paymentProvider: 'sandbox' | 'gbprimepay';
  gbPrimePay: { publicKey?: string; secretKey?: string; token?: string; env: 'test' | 'live' };
  paymentSandboxUrl: string;
  smsProvider: 'sandbox' | 'thaibulksms';
  smsGateway: { apiKey?: string; apiSecret?: string; sender: string };
  captcha: { provider: 'sandbox' | 'recaptcha'; siteKey?: string; secret?: string };
  facebook: { provider: 'sandbox' | 'facebook'; appId?: string; appSecret?: string };
  line: { provider: 'sandbox' | 'line'; channelId?: string; channelSecret?: string };
  /** Issue 35: the LINE Official Account (Messaging API) that sends messages. */
  lineMessaging: {
    provider: 'sandbox' | 'line';
    channelAccessToken?: string;
    channelSecret?: string;
  };
  /** How often the outbox worker looks for due messages, ms; 0: the worker does not run. */
  outboxPollMs: number;
  devGatePassword?: string;
  publicBaseUrl: string;
  adminUsername: string;
  productionHosts: string[];
  logLevel: string;
  /** GET /metrics answers this bearer token; unset: only calls from this machine (issue 33). */
  metricsToken?: string;
  mapTileUrl: string;
  webDistDir?: string;
  seedOnStart: boolean;
  trustProxy: TrustProxy;
  appEnv: 'development' | 'production';
  reconcileEveryMs: number;
  // issue 32 payouts: unset (tests) = no scheduled batches
  payoutSchedule?: 'weekly' | 'daily' | 'off';
  payoutCheckEveryMs?: number;
  // Issue 32, the one scheduler (decision 0145); 0 turns a pass off.
  refundPassEveryMs: number;
  providerReportCheckEveryMs: number;
  commissionCheckEveryMs: number;
  /** Issue 35: the shops' morning bookings messages (MORNING_BOOKINGS_SECONDS). */
  morningBookingsEveryMs: number;
  /** The hour (Bangkok) the day before is closed (DAY_CLOSE_HOUR). */
  dayCloseHour: number;
  workers: number;
  storeIndexCheckMs: number;
  catalogIndexCheckMs: number;
  preloadTyrePages: boolean;
  /** The kept tyre pages' budget, bytes (TYRE_PAGES_MAX_MB). */
  tyrePagesMaxBytes: number;
  /** Issue 32, commission and books: the issuer of the commission tax invoices (decision 0141). */
  marketplace: MarketplaceIssuer;
};

/** The marketplace as the seller on its commission tax invoices (decision 0141). */
export type MarketplaceIssuer = { name: string; address: string; taxId: string; branchNo: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // A real provider without its keys cannot work: stop the start with a clear line.
  const missing = [
    e.PAYMENT_PROVIDER === 'gbprimepay' &&
    !(e.GBPRIMEPAY_PUBLIC_KEY && e.GBPRIMEPAY_SECRET_KEY && e.GBPRIMEPAY_TOKEN)
      ? 'GBPRIMEPAY_PUBLIC_KEY, GBPRIMEPAY_SECRET_KEY and GBPRIMEPAY_TOKEN are required when PAYMENT_PROVIDER=gbprimepay'
      : '',
    e.SMS_PROVIDER === 'thaibulksms' && !(e.SMS_API_KEY && e.SMS_API_SECRET)
      ? 'SMS_API_KEY and SMS_API_SECRET are required when SMS_PROVIDER=thaibulksms'
      : '',
    e.CAPTCHA_PROVIDER === 'recaptcha' && !(e.RECAPTCHA_SITE_KEY && e.RECAPTCHA_SECRET)
      ? 'RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET are required when CAPTCHA_PROVIDER=recaptcha'
      : '',
    e.FACEBOOK_PROVIDER === 'facebook' && !(e.FACEBOOK_APP_ID && e.FACEBOOK_APP_SECRET)
      ? 'FACEBOOK_APP_ID and FACEBOOK_APP_SECRET are required when FACEBOOK_PROVIDER=facebook'
      : '',
    e.LINE_PROVIDER === 'line' && !(e.LINE_CHANNEL_ID && e.LINE_CHANNEL_SECRET)
      ? 'LINE_CHANNEL_ID and LINE_CHANNEL_SECRET are required when LINE_PROVIDER=line'
      : '',
    e.LINE_MESSAGING_PROVIDER === 'line' &&
    !(e.LINE_CHANNEL_ACCESS_TOKEN && e.LINE_MESSAGING_CHANNEL_SECRET)
      ? 'LINE_CHANNEL_ACCESS_TOKEN and LINE_MESSAGING_CHANNEL_SECRET are required when LINE_MESSAGING_PROVIDER=line'
      : '',
  ].filter(Boolean);
  // Sandboxes show every OTP and sign anyone in: never in production (issue [4/6] §4).
  if (e.APP_ENV === 'production') {
    const sandboxes = [
      ['PAYMENT_PROVIDER', e.PAYMENT_PROVIDER],
      ['SMS_PROVIDER', e.SMS_PROVIDER],
      ['CAPTCHA_PROVIDER', e.CAPTCHA_PROVIDER],
      ['FACEBOOK_PROVIDER', e.FACEBOOK_PROVIDER],
      ['LINE_PROVIDER', e.LINE_PROVIDER],
      ['LINE_MESSAGING_PROVIDER', e.LINE_MESSAGING_PROVIDER],
    ].filter(([, provider]) => provider === 'sandbox');
    for (const [name] of sandboxes) {
      missing.push(`${name} must name a real provider when APP_ENV=production (not sandbox)`);
    }
  }
  if (missing.length > 0) {
    throw new Error(`Invalid configuration:\n${missing.map((m) => `  ${m}`).join('\n')}`);
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    pgliteDir: path.join(dataDir, 'pg'),
    databaseUrl: e.DATABASE_URL,
    databaseReplicaUrl: e.DATABASE_REPLICA_URL,
    replicaMaxLagMs: Math.round(e.REPLICA_MAX_LAG_SECONDS * 1000),
    replicaCheckMs: e.REPLICA_CHECK_MS,
    redisUrl: e.REDIS_URL,
    paymentProvider: e.PAYMENT_PROVIDER,
    gbPrimePay: {
      publicKey: e.GBPRIMEPAY_PUBLIC_KEY,
      secretKey: e.GBPRIMEPAY_SECRET_KEY,
      token: e.GBPRIMEPAY_TOKEN,
      env: e.GBPRIMEPAY_ENV,
    },
    paymentSandboxUrl: e.PAYMENT_SANDBOX_URL.replace(/\/+$/, ''),
    smsProvider: e.SMS_PROVIDER,
    smsGateway: { apiKey: e.SMS_API_KEY, apiSecret: e.SMS_API_SECRET, sender: e.SMS_SENDER },
    captcha: {
      provider: e.CAPTCHA_PROVIDER,
      siteKey: e.RECAPTCHA_SITE_KEY,
      secret: e.RECAPTCHA_SECRET,
    },
    facebook: {
      provider: e.FACEBOOK_PROVIDER,
      appId: e.FACEBOOK_APP_ID,
      appSecret: e.FACEBOOK_APP_SECRET,
    },
    line: {
      provider: e.LINE_PROVIDER,
      channelId: e.LINE_CHANNEL_ID,
      channelSecret: e.LINE_CHANNEL_SECRET,
    },
    lineMessaging: {
      provider: e.LINE_MESSAGING_PROVIDER,
      channelAccessToken: e.LINE_CHANNEL_ACCESS_TOKEN,
      channelSecret: e.LINE_MESSAGING_CHANNEL_SECRET,
    },
    outboxPollMs: e.OUTBOX_POLL_MS,
    devGatePassword: e.DEV_GATE_PASSWORD,
    publicBaseUrl: e.PUBLIC_BASE_URL,
    adminUsername: e.ADMIN_USERNAME,
    productionHosts: e.PRODUCTION_HOSTS,
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    mapTileUrl: e.MAP_TILE_URL,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : undefined,
    seedOnStart: e.SEED_ON_START,
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    appEnv: e.APP_ENV,
    reconcileEveryMs: e.PAYMENT_RECONCILE_SECONDS * 1000,
    payoutSchedule: e.PAYOUT_SCHEDULE,
    payoutCheckEveryMs: e.PAYOUT_CHECK_SECONDS * 1000,
    refundPassEveryMs: e.REFUND_PASS_SECONDS * 1000,
    providerReportCheckEveryMs: e.PROVIDER_REPORT_CHECK_SECONDS * 1000,
    commissionCheckEveryMs: e.COMMISSION_CHECK_SECONDS * 1000,
    morningBookingsEveryMs: e.MORNING_BOOKINGS_SECONDS * 1000,
    dayCloseHour: e.DAY_CLOSE_HOUR,
    workers: e.WORKERS,
    storeIndexCheckMs: e.STORE_INDEX_CHECK_MS,
    catalogIndexCheckMs: e.CATALOG_INDEX_CHECK_MS,
    preloadTyrePages: e.PRELOAD_TYRE_PAGES,
    tyrePagesMaxBytes: e.TYRE_PAGES_MAX_MB * 1024 * 1024,
    marketplace: {
      name: e.MARKETPLACE_LEGAL_NAME,
      address: e.MARKETPLACE_ADDRESS,
      taxId: e.MARKETPLACE_TAX_ID,
      branchNo: e.MARKETPLACE_BRANCH_NO,
    },
  };
}

/**
 * The same configuration with every periodic pass off (decision 0145): the extra server processes
 * of WORKERS > 1 serve requests only, the first runs the passes.
 */
export function withoutPeriodicJobs(config: AppConfig): AppConfig {
  return {
    ...config,
    reconcileEveryMs: 0,
    payoutCheckEveryMs: 0,
    refundPassEveryMs: 0,
    providerReportCheckEveryMs: 0,
    commissionCheckEveryMs: 0,
    morningBookingsEveryMs: 0,
  };
}

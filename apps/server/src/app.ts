import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { useThaiZodMessages } from '@yangdee/contracts/zod-locale';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { startPeriodicJobs } from './lib/periodic-jobs';
import { bytesWhenLong } from './lib/ready-json';
import { databaseUploads } from './lib/uploads';
import { createAccountProviders } from './modules/accounts/account-providers';
import { registerAuthRoutes } from './modules/accounts/auth.routes';
// Issue 32, operator console.
import { registerAdminRoutes } from './modules/admin/admin.routes';
import { registerAdminRefundRoutes } from './modules/admin/admin-refunds.routes';
// Issue 32, the console's shops area (decision 0143).
import { registerAdminShopRoutes } from './modules/admin/admin-shops.routes';
import { registerCommissionAdminRoutes } from './modules/admin/commission-admin.routes';
import { registerOperatorAuth } from './modules/admin/operator-auth';
// issue 32 payouts
import { registerAdminPayoutRoutes } from './modules/admin/payouts.routes';
// Issue 32, reconciliation with the provider's daily report (decision 0145).
import { registerReconciliationAdminRoutes } from './modules/admin/reconciliation.routes';
import { registerCalculatorRoutes } from './modules/calculator/calculator.routes';
import { registerCartRoutes } from './modules/cart/cart.routes';
import { listingWarming } from './modules/catalog/card-index';
import { tyrePagesState } from './modules/catalog/product-detail.cache';
import { registerProductDetailRoutes } from './modules/catalog/product-detail.routes';
import { registerProductMenuRoutes } from './modules/catalog/product-menu.routes';
import { registerCatalogSearchRoutes } from './modules/catalog/search.routes';
import { registerContentRoutes } from './modules/content/content.routes';
import { registerDashboardRoutes } from './modules/dashboard/dashboard.routes';
import { registerDevRoutes } from './modules/dev/dev.routes';
import { registerFavouriteRoutes } from './modules/favourites/favourites.routes';
import { registerHomeRoutes } from './modules/home/home.routes';
import { registerHomeContentRoutes } from './modules/home/home-content.routes';
import { registerImageRoutes } from './modules/images/images.routes';
import { registerIncomeRoutes } from './modules/income/income.routes';
import { registerMasterRoutes } from './modules/master/master.routes';
// Issue 35: the outbox worker and the LINE Official Account's webhook.
import { registerLineWebhookRoutes } from './modules/messages/line-webhook.routes';
import { enqueueMorningBookings } from './modules/messages/morning-bookings';
import { registerMyMessageRoutes } from './modules/messages/my/my-messages.routes';
import { startOutboxWorker } from './modules/messages/outbox-runner';
// Issue 35, reminders and "book the same tyres again".
import { registerRebookRoutes } from './modules/messages/rebook.routes';
import { enqueueDueReminders } from './modules/messages/reminders';
import { registerShopOrderMessageRoutes } from './modules/messages/shop-order-messages.routes';
import { registerCommissionDocumentRoutes } from './modules/money/commission/commission.routes';
import { commissionMonthPass } from './modules/money/commission/commission-schedule';
import { runPayoutCutoff } from './modules/money/payouts/payout-schedule';
import { registerSellerPayoutRoutes } from './modules/money/payouts/payouts.seller.routes';
import {
  refundPaymentsThroughProvider,
  runRefundPass,
} from './modules/money/refunds/provider-refunds';
import { registerRefundRoutes } from './modules/money/refunds/refunds.routes';
import { registerOrderActionRoutes } from './modules/orders/order-actions.routes';
import { registerOrderDetailRoutes } from './modules/orders/order-detail.routes';
import { registerOrderDocumentRoutes } from './modules/orders/order-documents.routes';
import { registerOrderEventRoutes } from './modules/orders/order-events.routes';
import { registerOrderExportRoutes } from './modules/orders/order-export.routes';
import { registerOrderStatusRoutes } from './modules/orders/order-status.routes';
import { registerSellerOrderRoutes } from './modules/orders/seller-orders.routes';
import { registerServiceBoardRoutes } from './modules/orders/service-board.routes';
import { registerPaymentRoutes } from './modules/payments/payments.routes';
import {
  createPaymentProvider,
  paymentApiUrl,
} from './modules/payments/provider/create-payment-provider';
import { checkDueProviderReport } from './modules/payments/provider-report/report-check.service';
import { reconcileGraceMs, reconcilePendingPayments } from './modules/payments/reconcile-payments';
import { connectRefundPort } from './modules/payments/refund-port';
import { registerReportRoutes } from './modules/reports/reports.routes';
import { registerSellerReviewRoutes } from './modules/reviews/seller-reviews.routes';
import { registerSellerAuthRoutes } from './modules/seller-accounts/seller-auth.routes';
import { registerSellerRegistrationRoutes } from './modules/seller-accounts/seller-registration.routes';
import { registerSellerSessionRoutes } from './modules/seller-accounts/seller-sessions.routes';
import { registerSellerSwitchingRoutes } from './modules/seller-accounts/seller-switching.routes';
// Issue 32, the console's shops area (decision 0143).
import { registerStoreStandingRoutes } from './modules/seller-accounts/store-standing';
import { registerServiceRoutes } from './modules/seller-benefits/services.routes';
import { registerWarrantyRoutes } from './modules/seller-benefits/warranties.routes';
import { registerSellerPromotionRoutes } from './modules/seller-promotions/seller-promotions.routes';
import { registerSeoRoutes } from './modules/seo/seo.routes';
import { createPageHeadRenderer } from './modules/seo/seo.service';
import { registerProductIntegrationRoutes } from './modules/stock/product-integration.routes';
import { registerStockRoutes } from './modules/stock/stock.routes';
import { memoryBoard, tableBoard } from './modules/stock-import/apply-progress';
import { registerStockImportRoutes } from './modules/stock-import/stock-import.routes';
import { registerDeliveryRateRoutes } from './modules/store-setup/delivery-rates.routes';
import { registerStoreProfileRoutes } from './modules/store-setup/profile.routes';
import { registerStoreSettingRoutes } from './modules/store-setup/settings.routes';
import { registerStoreSetupRoutes } from './modules/store-setup/store-setup.routes';
import { registerStoreSearchRoutes } from './modules/stores/store-search.routes';
import { registerStoreRoutes } from './modules/stores/stores.routes';
import { registerUserAccountRoutes } from './modules/users/users.routes';
import { registerWarrantyRoutes as registerMyWarrantyRoutes } from './modules/warranty/warranty.routes';
import { registerWarrantyClaimSellerRoutes } from './modules/warranty/warranty-claims.seller.routes';
import { registerAuth } from './plugins/auth';
import { registerCompression } from './plugins/compression';
import { registerErrorHandler } from './plugins/error-handler';
import { LOG_REDACT, serializeRequest } from './plugins/log-redact';
import { registerObservability, requestIdOf } from './plugins/observability';
import { registerReadYourWrites } from './plugins/read-your-writes';
import { registerRequestContext } from './plugins/request-context';
import { registerSecurity } from './plugins/security';
import { registerWebApp } from './plugins/web-app';
import { createLineMessenger } from './providers/line/create-line-messenger';

/** The longest a rate-limit count waits for Redis before it is counted in this process. */
const REDIS_COMMAND_TIMEOUT_MS = 500;

/** `clock`: the server's "now" where a rule reads it (tests pin it; default the real time). */
export type AppDeps = { config: AppConfig; database: DatabaseHandle; clock?: () => Date };

/** Builds the Fastify app: plugins and modules, no listen() (tests use app.inject). */
export async function buildApp({ config, database, clock }: AppDeps): Promise<FastifyInstance> {
  useThaiZodMessages();
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Never log tokens, passwords, OTPs or card data.
      redact: LOG_REDACT,
      serializers: { req: serializeRequest },
    },
    // Per-IP limits count request.ip: X-Forwarded-For is believed only from configured proxies.
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Every log line carries reqId, every response X-Request-Id (issue 33).
    genReqId: requestIdOf,
    // While stopping, a request that still arrives on an open connection is answered by
    // observability.ts in Thai with Retry-After, not by Fastify's English 503 (decision 0151).
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(bytesWhenLong(serializerCompiler));
  registerErrorHandler(app);
  registerRequestContext(app);
  registerObservability(app, { database, metricsToken: config.metricsToken });

  // Redis down must not slow or fail a request (decision 0151): commands are not queued while it
  // is away, a command waits at most REDIS_COMMAND_TIMEOUT_MS, and the rate limits count per
  // process meanwhile (rate-limits.ts). ioredis reconnects on its own; its errors are logged by
  // the limiter once per outage, not here on every retry.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
        lazyConnect: false,
      })
    : undefined;
  redis?.on('error', () => undefined);
  if (redis) app.addHook('onClose', async () => void redis.disconnect());
  await registerSecurity(app, redis, {
    allowRecaptcha: config.captcha.provider === 'recaptcha',
    mapTileUrl: config.mapTileUrl,
    paymentOrigin: new URL(paymentApiUrl(config)).origin,
  });

  // Before every route and before @fastify/static (its README asks for that order).
  await registerCompression(app);

  await app.register(swagger, {
    openapi: {
      info: { title: 'YangDee API', version: '1.0.0', description: 'ยางดี — ตลาดยางรถยนต์ออนไลน์' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const { db } = database;
  // Reads that may be a little late (decision 0150): reports, dashboard, income, exports and the
  // catalogue copy's catch-ups go to DATABASE_REPLICA_URL's replica while it is healthy and has
  // the caller's own writes; everything else reads and writes `db`, the primary.
  if (config.databaseReplicaUrl && database.kind === 'pglite') {
    app.log.warn('DATABASE_REPLICA_URL is ignored: the embedded database (PGlite) has no replicas');
  }
  if (database.replica) {
    const replica = database.replica;
    app.log.info({ replica: replica.current() }, 'read replica configured');
    replica.onChange = (state, error) => {
      if (state.healthy) app.log.info({ replica: state }, 'read replica: reads go to it');
      else
        app.log.warn(
          { replica: state, err: error },
          `read replica ${state.reason}: reads go to the primary`,
        );
    };
  }
  const reads = registerReadYourWrites(app, database.reads);
  // Issue 33 item 2: uploads are rows, so every server serves them (decision 0149).
  const uploads = databaseUploads(db);
  registerAuth(app, db);
  // Issue 32, operator console: operator tokens, and every /api/admin route guarded.
  registerOperatorAuth(app, db);
  const accountProviders = createAccountProviders(config);
  const provider = createPaymentProvider(config, app.log);
  // Issue 32, refunds (decision 0139): payments hands refunds to their owner through this port.
  connectRefundPort({
    returnRefundsOf: (refundDb, refundProvider, paymentIds) =>
      refundPaymentsThroughProvider(refundDb, refundProvider, paymentIds),
  });
  // Issue 32, the one scheduler of the periodic passes (decision 0145). main.ts turns them all
  // off in every process but the first; tests run each pass themselves.
  const payoutSchedule = config.payoutSchedule ?? 'off';
  const jobs = startPeriodicJobs(
    [
      {
        name: 'payment reconciliation',
        everyMs: config.reconcileEveryMs,
        run: () =>
          reconcilePendingPayments(
            db,
            provider,
            new Date(),
            reconcileGraceMs(config.reconcileEveryMs),
          ),
      },
      {
        name: 'refund pass',
        everyMs: config.refundPassEveryMs,
        run: () => runRefundPass(db, provider),
      },
      {
        name: 'payout cut-off',
        everyMs: payoutSchedule === 'off' ? 0 : (config.payoutCheckEveryMs ?? 0),
        run: () => runPayoutCutoff(db, payoutSchedule),
      },
      {
        name: 'provider daily report',
        everyMs: config.providerReportCheckEveryMs,
        run: () => checkDueProviderReport(db, provider, config.dayCloseHour),
      },
      {
        name: 'commission documents',
        everyMs: config.commissionCheckEveryMs,
        run: commissionMonthPass(db, config.marketplace, config.dayCloseHour),
      },
      {
        name: 'morning bookings',
        everyMs: config.morningBookingsEveryMs,
        run: () => enqueueMorningBookings(db, new Date()),
      },
      {
        name: 'reminders',
        everyMs: config.remindersEveryMs,
        run: () => enqueueDueReminders(db, clock?.() ?? new Date()),
      },
    ],
    (name, error) => app.log.error({ err: error, job: name }, `periodic pass failed: ${name}`),
  );
  // preClose: before the database closes (main.ts closes it at onClose; decision 0119).
  app.addHook('preClose', () => jobs.stop());
  // Issue 35: every process sends due messages from the outbox (the claim keeps them apart);
  // OUTBOX_POLL_MS=0 (tests) turns it off: they call deliverDueMessages themselves.
  const line = createLineMessenger(config);
  const outboxWorker = startOutboxWorker(
    {
      db,
      database,
      line,
      sms: accountProviders.sms,
      webUrl: config.publicBaseUrl,
      log: app.log,
    },
    { pollMs: config.outboxPollMs },
  );
  app.addHook('preClose', () => outboxWorker.stop());
  registerDevRoutes(app, { providers: accountProviders, line });
  // warming: this process is still loading tyre pages or the listing into memory (it answers
  // meanwhile, slower: from SQL).
  app.get('/api/health', { schema: { hide: true } }, async () => {
    const pages = tyrePagesState(db);
    const listing = listingWarming(db);
    const rssMb = Math.round(process.memoryUsage.rss() / 1024 / 1024);
    return {
      ok: true,
      ...pages,
      tyrePagesWarming: pages.warming,
      listingWarming: listing,
      warming: pages.warming || listing,
      rssMb,
    };
  });

  await app.register(
    async (api) => {
      registerHomeRoutes(api, { db, config });
      registerHomeContentRoutes(api, { db });
      registerContentRoutes(api, { db });
      registerMasterRoutes(api, { db });
      registerAuthRoutes(api, { db, providers: accountProviders });
      registerProductMenuRoutes(api, { db });
      registerImageRoutes(api, { db });
      registerProductDetailRoutes(api, {
        db,
        catalogIndexCheckMs: config.catalogIndexCheckMs,
        preloadTyrePages: config.preloadTyrePages,
        tyrePagesMaxBytes: config.tyrePagesMaxBytes,
        now: clock,
      });
      registerCalculatorRoutes(api);
      registerFavouriteRoutes(api, { db });
      registerCatalogSearchRoutes(api, {
        db,
        catalogIndexCheckMs: config.catalogIndexCheckMs,
        now: clock,
      });
      registerStoreSearchRoutes(api, { db, storeIndexCheckMs: config.storeIndexCheckMs });
      registerStoreRoutes(api, { db });
      registerOrderStatusRoutes(api, { db });
      registerCartRoutes(api, { db, now: clock });
      registerOrderDetailRoutes(api, { db });
      registerPaymentRoutes(api, { db, provider, publicBaseUrl: config.publicBaseUrl });
      registerUserAccountRoutes(api, { db });
      registerMyMessageRoutes(api, { db, social: accountProviders.social, now: clock });
      registerSellerAuthRoutes(api, { db });
      registerSellerSessionRoutes(api, { db });
      registerSellerRegistrationRoutes(api, { db, providers: accountProviders });
      registerSellerSwitchingRoutes(api, { db });
      registerStoreProfileRoutes(api, { db });
      registerStoreSettingRoutes(api, { db });
      registerDeliveryRateRoutes(api, { db });
      registerStoreSetupRoutes(api, {
        db,
        uploads,
        sms: accountProviders.sms,
        publicBaseUrl: config.publicBaseUrl,
      });
      registerServiceBoardRoutes(api, { db });
      registerOrderEventRoutes(api, { database });
      registerOrderActionRoutes(api, { db, now: clock });
      registerSellerOrderRoutes(api, { db, now: clock });
      registerShopOrderMessageRoutes(api, { db });
      registerOrderExportRoutes(api, { db, reads });
      registerOrderDocumentRoutes(api, { db });
      registerStockRoutes(api, { db });
      registerProductIntegrationRoutes(api, { reads });
      registerWarrantyRoutes(api, { db });
      registerServiceRoutes(api, { db });
      registerSellerPromotionRoutes(api, { db, uploads });
      registerReportRoutes(api, { reads });
      // Issue 33 item 2: on PostgreSQL an apply's progress is read by every server.
      registerStockImportRoutes(api, {
        db,
        reads,
        board:
          database.kind === 'postgres'
            ? tableBoard(db, (error) => app.log.warn({ err: error }, 'stock import progress'))
            : memoryBoard,
      });
      registerDashboardRoutes(api, { reads });
      registerIncomeRoutes(api, { db, reads });
      registerSellerReviewRoutes(api, { db });
      // Issue 32, operator console (/api/admin).
      registerAdminRoutes(api, { db });
      // Issue 32, refunds (decision 0139).
      registerRefundRoutes(api, { db, now: clock });
      registerAdminRefundRoutes(api, { db, now: clock });
      // issue 32 payouts
      registerSellerPayoutRoutes(api, { db, sms: accountProviders.sms });
      registerAdminPayoutRoutes(api, { db });
      // Issue 32, commission and books (decision 0141).
      registerCommissionDocumentRoutes(api, { db });
      registerCommissionAdminRoutes(api, { db, marketplace: config.marketplace, now: clock });
      // Issue 32, reconciliation with the provider's daily report (decision 0145).
      registerReconciliationAdminRoutes(api, { db, provider, now: clock });
      // Issue 32, the console's shops area and the seller's suspension banner (decision 0143).
      registerAdminShopRoutes(api, { db, now: clock });
      registerStoreStandingRoutes(api, { db });
      // Issue 35: LINE follow / unfollow (blocking the account).
      registerLineWebhookRoutes(api, { db, line });
      // Issue 35, a reminder's "book the same tyres again".
      registerRebookRoutes(api, { db });
      // Issue 36, warranty registrations and claims (decision 0161).
      registerMyWarrantyRoutes(api, { db, uploads, now: clock });
      registerWarrantyClaimSellerRoutes(api, { db, uploads, now: clock });
    },
    { prefix: '/api' },
  );

  registerSeoRoutes(app, { db, config });
  await registerWebApp(app, config, createPageHeadRenderer(db, config, app.log));
  return app;
}

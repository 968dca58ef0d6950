/**
 * Builds the BuscaGym Fastify application: zod validation and serialization, OpenAPI docs, security
 * headers, the error handlers, the API modules and static files (docs/architecture.md §2–§4). Used by
 * `server.ts` (which listens and closes the database) and by the API tests (`app.inject`).
 * @module
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { createReadRouting } from './db/replicas/routing';
import type { ReplicaSource } from './db/replicas/set';
import { pgReplicaSource } from './db/replicas/sources';
import { accountPlugin, mfaRoutes } from './modules/account/index';
import { cartRoutes, productRoutes } from './modules/cart/index';
import { ordersPlugin } from './modules/orders/index';
import {
  createAccountStore,
  mercadoPagoSellers,
  paymentAccountsPlugin,
} from './modules/payment-accounts/index';
import { createPaymentProvider, type PaymentProvider } from './modules/payments/index';
import { refundsPlugin } from './modules/refunds/index';
import { withdrawalsPlugin } from './modules/withdrawals/index';
import { reconciliationPlugin } from './modules/reconciliation/index';
import { classesPlugin } from './modules/classes/index';
import {
  adminCreditRateRoutes,
  creditBookingsOf,
  creditSubscriptionsPlugin,
  partnerCreditTermsRoutes,
  publicCreditTermsRoutes,
  visitRoutes,
  workSettleCreditVisits,
} from './modules/credits/index';
import { reviewsPlugin } from './modules/reviews/index';
import { claimsPlugin } from './modules/claims/index';
import { openingHoursPlugin } from './modules/opening-hours/index';
import { choosePartnerPlan, endMercadoPagoPlan, subscriptionsPlugin } from './modules/subscriptions/index';
import { pushPlugin } from './modules/push/index';
import { ownerNoticesPlugin } from './modules/owner-notices/index';
import { uploadRoutes } from './modules/uploads/index';
import { registerCompression } from './plugins/compression';
import { registerDocs } from './plugins/docs';
import { jobsPlugin } from './plugins/jobs';
import { loggerOptions, type LogStream } from './plugins/logger';
import { frameworkErrors, registerErrorHandler, registerNotFoundHandler } from './plugins/errors';
import { loadShedding } from './plugins/load-shedding';
import { localePlugin } from './plugins/locale';
import { readRoutingPlugin } from './plugins/read-routing';
import { registerSecurityHeaders, securityHeaders } from './plugins/security';
import { registerStatic } from './plugins/static';
import type { WebRender } from './plugins/pages/web-render';
import { useZod } from './plugins/zod';
import { adminRoutes, adminFinanceRoutes, marketingRoutes, moderationRoutes } from './modules/admin/index';
import { clientRoutes, consentRoutes } from './modules/clients/index';
import { geocodeRoutes } from './modules/geocode/index';
import { gymRoutes, createGymCatalogue } from './modules/gyms/index';
import { importRoutes } from './modules/imports/index';
import { memberRoutes, readMemberUser } from './modules/members/index';
import { partnerGymRoutes } from './modules/partner-gyms/index';
import { partnerRoutes } from './modules/partners/index';
import { payoutRoutes } from './modules/payouts/index';
import { planRoutes } from './modules/plans/index';
import { salesRoutes, statementRoutes } from './modules/sales/index';
import { ledgerRoutes } from './modules/ledger/index';
import { sourceRoutes } from './modules/sources/index';
import { sitemapRoutes } from './modules/sitemap/index';
import { systemRoutes } from './modules/system/index';

/** Options of {@link buildApp}. */
export interface BuildAppOptions {
  config: Config;
  /** The open, migrated database. The app never closes it: `server.ts` does, after `app.close()`. */
  db: DatabaseHandle;
  /** Payment provider to use instead of the configured one (tests). */
  paymentProvider?: PaymentProvider;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: LogStream;
  /**
   * The web app's server entry (ADR 0046) instead of the build's SSR entry: the API tests load the
   * sources through Vite (`loadDevRender`).
   */
  webRender?: WebRender;
  /** The clock of the answers that depend on the time of day ("abierto ahora", ADR 0025); tests fix it. */
  now?: () => Date;
  /**
   * Read replicas of the catalogue (ADR 0032) instead of `config.databaseReplicaUrls` (used on
   * PostgreSQL only); tests give PGlite instances this way.
   */
  replicas?: ReplicaSource[];
}

/** Largest request body accepted, bytes (JSON forms are small; image uploads will have their own limit). */
export const BODY_LIMIT_BYTES = 100 * 1024;

/**
 * Builds the application; it is not listening yet (`listen` or `inject` make it ready).
 * @throws when a plugin fails to register (e.g. the uploads folder cannot be created)
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const applySecurityHeaders = securityHeaders(config);
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    bodyLimit: BODY_LIMIT_BYTES,
    return503OnClosing: true,
    trustProxy: config.trustProxy,
    // Routing errors are answered before any hook runs: they get the security headers here.
    frameworkErrors: (error, request, reply) => {
      applySecurityHeaders(request.raw, reply.raw);
      frameworkErrors(error, request, reply);
    },
  });
  db.onConnectionError((error) => app.log.warn({ err: error }, 'database connection lost'));

  useZod(app);
  // A signed-in account's language comes with its session (`app.sessions`, registered below).
  await app.register(localePlugin, {
    accountLocale: async (request) => (await app.sessions.read(request))?.locale ?? null,
  });
  registerErrorHandler(app);
  registerSecurityHeaders(app, applySecurityHeaders);
  await app.register(loadShedding, { load: config.load, handle: db });
  await registerCompression(app);
  await registerDocs(app, { expose: config.apiDocs });
  // Sessions, CSRF origin check, mail, rate limits and the account calls (SPEC §7 account calls; ADR 0005).
  await app.register(accountPlugin, { config, db: db.db, memberProfile: readMemberUser });
  // Public catalogue reads on replicas, read-your-writes by session (ADR 0032); needs the sessions.
  const replicaSources =
    options.replicas ??
    (db.kind === 'postgres'
      ? config.databaseReplicaUrls.map((url) =>
          pgReplicaSource(url, config.databasePoolSize, (name, error) =>
            app.log.warn({ err: error, replica: name }, 'replica connection lost'),
          ),
        )
      : []);
  if (db.kind === 'pglite' && config.databaseReplicaUrls.length > 0 && !options.replicas)
    app.log.warn('DATABASE_REPLICA_URLS ignored: replicas need a PostgreSQL primary (DATABASE_URL)');
  const reads = await createReadRouting(db, replicaSources, {
    onChange: (replica, healthy, error) =>
      app.log.warn({ replica, healthy, error }, healthy ? 'replica in rotation' : 'replica out of rotation'),
  });
  await app.register(readRoutingPlugin, { routing: reads });

  await app.register(systemRoutes, {
    prefix: '/api',
    config,
    db: db.db,
    ...(reads.enabled ? { replicas: reads.report } : {}),
  });
  const now = options.now ?? (() => new Date());
  await app.register(gymRoutes, {
    prefix: '/api/partner/gyms',
    catalogue: createGymCatalogue(reads.db, { now }),
  });
  await app.register(partnerGymRoutes, { prefix: '/api/partner/gyms', db: db.db, now });
  await app.register(geocodeRoutes, {
    prefix: '/api/geocode',
    ...config.geocoder,
    publicUrl: config.publicUrl,
  });
  await app.register(partnerRoutes, {
    prefix: '/api/partner',
    db: db.db,
    // The plan choice is the subscriptions module's (ADR 0043); the baja cancels a MercadoPago
    // subscription first (ADR 0028, 11). `app.orders` is the orders plugin's, below.
    choosePlan: (session, userId, code) =>
      choosePartnerPlan(db.db, session, userId, code, (id) => endMercadoPagoPlan(app.orders, id)),
  });
  await app.register(salesRoutes, { prefix: '/api/partner/sales', db: db.db });
  await app.register(statementRoutes, { prefix: '/api/partner/statement', db: db.db });
  await app.register(clientRoutes, { prefix: '/api/partner/clients', db: db.db });
  await app.register(consentRoutes, { prefix: '/api/user/consents', db: db.db });
  await app.register(uploadRoutes, { prefix: '/api/partner', db: db.db, uploadsDir: config.uploadsDir });
  await app.register(memberRoutes, { prefix: '/api/user', db: db.db });
  await app.register(planRoutes, { prefix: '/api/service/plans', db: db.db });
  await app.register(adminRoutes, { prefix: '/api/admin', db: db.db });
  await app.register(adminFinanceRoutes, { prefix: '/api/admin', db: db.db });
  await app.register(payoutRoutes, { prefix: '/api/admin', db: db.db });
  await app.register(ledgerRoutes, { prefix: '/api/admin/ledger', db: db.db });
  await app.register(mfaRoutes, { prefix: '/api/admin/mfa', db: db.db });
  await app.register(marketingRoutes, { prefix: '/api/service', db: db.db });
  // Open-data imports (ADR 0025), administrators only.
  await app.register(importRoutes, { prefix: '/api/admin', db: db.db });
  // The open-data sources and their licences (ADR 0025), public.
  await app.register(sourceRoutes, { prefix: '/api', db: db.db });
  // The commerce wing (docs/architecture.md §5, ADR 0043): the job queue (outbox) first, then each money
  // module registers its own routes and workers; orders before the modules that use `app.orders`.
  await app.register(jobsPlugin, {
    handle: db,
    workers: config.jobsWorkers,
    schedules: { 'review-invites': config.reviewInvites.cron },
  });
  // A partner's MercadoPago account (docs/decisions "payment providers and the MercadoPago marketplace"),
  // whose sellers the MercadoPago provider asks.
  const accounts = createAccountStore(config, db.db);
  await app.register(paymentAccountsPlugin, {
    store: accounts,
    publicUrl: config.publicUrl,
  });
  const provider =
    options.paymentProvider ??
    createPaymentProvider(config, undefined, mercadoPagoSellers(config, db.db, accounts));
  await app.register(productRoutes, { prefix: '/api/products', db: db.db });
  await app.register(cartRoutes, { prefix: '/api/shopcart', db: db.db });
  await app.register(ordersPlugin, { config, db: db.db, provider });
  // Partners' paid plans (ADR 0017): fills orders' fulfilment of plan orders and MercadoPago's plan topics.
  await app.register(subscriptionsPlugin);
  // Pase BuscaGym (ADR 0045): fills orders' fulfilment of credits orders; plans, subscription, renewal.
  await app.register(creditSubscriptionsPlugin);
  // Refunds and the consumer's legal buttons (ADR 0027); after orders, whose provider they call.
  await app.register(refundsPlugin, { now });
  await app.register(withdrawalsPlugin, { now });
  // The daily reconciliation with the provider and its admin panel (ADR 0044); after orders too.
  await app.register(reconciliationPlugin);
  // Web Push (ADR 0031): `app.push`, which the classes and reviews jobs below notify through.
  await app.register(pushPlugin, { config, db: db.db });
  await app.register(ownerNoticesPlugin, { db: db.db, publicUrl: config.publicUrl });
  // Classes, the timetable and bookings (ADR 0022); after the job queue, which extends their horizon.
  await app.register(classesPlugin, {
    db: db.db,
    readDb: reads.db,
    publicUrl: config.publicUrl,
    creditBookings: creditBookingsOf(db.db, app.jobs),
  });
  // Pase BuscaGym at the gyms (ADR 0045): terms, rates, open-gym visits; class places through the hook above.
  await app.register(partnerCreditTermsRoutes, { prefix: '/api/partner/gyms', db: db.db, now });
  await app.register(adminCreditRateRoutes, { prefix: '/api/admin', db: db.db, now });
  await app.register(publicCreditTermsRoutes, { prefix: '/api/gyms', db: reads.db, now });
  await app.register(visitRoutes, { prefix: '/api/visits', db: db.db, now });
  workSettleCreditVisits(app, db.db, now);
  await app.register(reviewsPlugin, {
    db: db.db,
    readDb: reads.db,
    publicUrl: config.publicUrl,
    inviteDelayMs: config.reviewInvites.delayMs,
  });
  // Opening hours (ADR 0025): the hourly job that moves every gym's open week; after the job queue.
  await app.register(openingHoursPlugin, { db: db.db, now });
  // Claims of gyms without owner (ADR 0025); after the job queue, which sends the decision mails.
  await app.register(claimsPlugin, { db: db.db, publicUrl: config.publicUrl });
  // Gym moderation (ADR 0018), beside the admin routes; after the job queue, which sends the partner's mail.
  await app.register(moderationRoutes, {
    prefix: '/api/admin',
    db: db.db,
    supportEmail: config.supportEmail,
  });

  // The sitemaps and robots.txt of the public pages (ADR 0046), from the replicas like the catalogue.
  await app.register(sitemapRoutes, { db: reads.db, publicUrl: config.publicUrl });

  registerNotFoundHandler(app, await registerStatic(app, config, options.webRender));

  app.addHook('onClose', async (instance) => {
    instance.log.info('HTTP server closed; in-flight requests finished');
  });
  return app;
}

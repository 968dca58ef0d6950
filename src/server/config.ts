/**
 * Server configuration: every environment variable, parsed once with zod, with the embedded
 * defaults that let `npm start` run on a fresh machine (each one documented in `.env.example`).
 * @module
 */
import path from 'node:path';
import { z } from 'zod';
import { ACTIVATION_RESEND_INTERVAL_MS } from '../shared/constants/account';
import { REVIEW_INVITES_CRON } from '../shared/constants/reviews';
import { mercadoPagoConfigOf, mercadoPagoEnv, type MercadoPagoConfig } from './config-mercadopago';
import { replicaUrlsSchema } from './db/replicas/urls';
import { DEFAULT_PUSH_SERVICE_HOSTS, hostListSchema } from './modules/push/endpoint-policy';

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** A `true`/`false` switch, on when unset. */
const onUnlessFalse = z
  .enum(['true', 'false'])
  .default('true')
  .transform((v) => v === 'true');

/**
 * Default {@link Config.load} `maxDbWaiting` per pooled connection: with 10 connections, 100 waiting
 * operations of a few ms each start within a few hundred ms; beyond that a request would queue for
 * seconds, so it is refused (ADR 0011; 4 per connection refused good requests at 100 clients in
 * `bench:load`).
 */
export const DEFAULT_MAX_DB_WAITING_PER_CONNECTION = 10;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  PUBLIC_URL: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Tile URL template of the maps (OpenStreetMap by default). */
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z
    .string()
    .default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'),
  /** Skip seeding the real data on first run (benchmarks load their own catalogue). */
  SEED: onUnlessFalse,
  // Mail (ADR 0005), Google sign-in, payments (ADR 0008), passes, jobs, rate limits.
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('BuscaGym <no-responder@buscagym.local>'),
  /** Where partners write to BuscaGym's administration (named in the moderation mail, ADR 0018). */
  SUPPORT_EMAIL: z.email().default('soporte@buscagym.local'),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_JWKS_URL: z.string().default('https://www.googleapis.com/oauth2/v3/certs'),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_URL: optionalString,
  /** Which payment provider; unset → Stripe when its keys are set, otherwise the demo (`manual`). */
  PAYMENT_PROVIDER: z.enum(['manual', 'stripe', 'mercadopago']).optional(),
  /** MercadoPago: the platform's credentials per country, the OAuth application, the URLs (./config-mercadopago). */
  ...mercadoPagoEnv,
  /** Key that signs pass codes (base64url, ≥ 32 bytes); unset → generated once and kept in the database. */
  PASS_SIGNING_KEY: optionalString,
  /** A pass scanned again at the door within this many ms is the same visit (default one minute). */
  CHECKIN_REPEAT_WINDOW_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  /** How long after a door visit the "¿Cómo te fue?" invitation is due (ADR 0024; default one day). */
  REVIEW_INVITE_DELAY_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 86_400_000)
    .default(86_400_000),
  /** When the invitation job runs (cron, UTC; default every hour at minute 7; e2e every minute). */
  REVIEW_INVITES_CRON: z.string().trim().min(9).default(REVIEW_INVITES_CRON),
  /** Least ms between two activation mails to one account (default one minute; e2e use less). */
  ACTIVATION_RESEND_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(3_600_000)
    .default(ACTIVATION_RESEND_INTERVAL_MS),
  /** Run background jobs (receipt mails, payment reconciliation) in this process. */
  JOBS_WORKERS: onUnlessFalse,
  REDIS_URL: optionalString,
  /** Fastify `trustProxy`: `true`, `false`, or a comma-separated list of proxy addresses/CIDRs. */
  TRUST_PROXY: z.string().default('false'),
  /** Where the built web app is (default `dist/web`); `npm start` builds it there when stale. */
  WEB_DIST_DIR: z.string().optional(),
  /** Serve the OpenAPI UI and JSON at /api/docs; default on outside production. */
  API_DOCS: z.enum(['true', 'false']).optional(),
  /** Catalogue read replicas (ADR 0032): comma-separated PostgreSQL URLs; unset → the primary reads. */
  DATABASE_REPLICA_URLS: replicaUrlsSchema,
  /** PostgreSQL pool size of this process. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  /** Load shedding (ADR 0011): refuse with 503 past these event-loop figures (0 turns a check off). */
  LOAD_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().min(0).default(1000),
  LOAD_MAX_EVENT_LOOP_UTILIZATION: z.coerce.number().min(0).max(1).default(0),
  /** Database operations allowed to wait for a connection before new requests are refused. */
  LOAD_MAX_DB_WAITING: z.coerce.number().int().min(0).optional(),
  /**
   * Geocoder speaking the Nominatim API (ADR 0026 §2), e.g. `https://nominatim.openstreetmap.org`;
   * unset → no address search (owners place the pin by hand).
   */
  GEOCODER_URL: optionalString,
  /** Least ms between two geocoder requests (Nominatim's public usage policy: one per second). */
  GEOCODER_MIN_INTERVAL_MS: z.coerce.number().int().min(0).default(1000),
  /**
   * Web Push VAPID key pair (RFC 8292 §3.2: P-256, base64url; ADR 0031); unset → generated once and
   * kept in the database. The subject is a `mailto:` or `https:` contact (default the support address).
   */
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  VAPID_SUBJECT: optionalString,
  /** Push services' hosts (`host`, `*.suffix`) the server may call (ADR 0035); unset → the real ones. */
  PUSH_SERVICE_HOSTS: hostListSchema,
  /** `host[:port]` of a local fake push service, exempt from the address check: tests only (ADR 0035). */
  PUSH_TRUSTED_HOSTS: hostListSchema,
});

/** The parsed configuration. Paths are absolute; `publicUrl` has no trailing slash. */
export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** Where PGlite keeps its files when `databaseUrl` is unset; `memory://` for in-memory. */
  pgliteDir: string;
  outboxDir: string;
  uploadsDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  seed: boolean;
  map: { tileUrl: string; tileAttribution: string };
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Address of BuscaGym's administration that mails to partners name (ADR 0018 "Moderation"). */
  supportEmail: string;
  google: { clientId: string | undefined; jwksUrl: string };
  stripe: {
    secretKey: string | undefined;
    publishableKey: string | undefined;
    webhookSecret: string | undefined;
    apiUrl: string | undefined;
  };
  /** PAYMENT_PROVIDER: the provider asked for, or undefined to choose by the keys present (payments/index). */
  paymentProvider: 'manual' | 'stripe' | 'mercadopago' | undefined;
  /** MercadoPago settings (./config-mercadopago). */
  mercadopago: MercadoPagoConfig;
  redisUrl: string | undefined;
  /** Pass-signing key (base64url) when configured. */
  passSigningKey: string | undefined;
  /** A repeat scan of a pass within this many ms is the same visit. */
  checkinRepeatWindowMs: number;
  /** Least ms between two activation mails to one account. */
  activationResendIntervalMs: number;
  /** Review invitations: how long after a visit they are due (ms) and when their job runs (cron). */
  reviewInvites: { delayMs: number; cron: string };
  /** Whether this process runs the background job workers. */
  jobsWorkers: boolean;
  /** Which proxies to trust for the client IP (rate limits, logs); see {@link parseTrustProxy}. */
  trustProxy: boolean | string[];
  /** Directory of the built web app (served at `/`). */
  webDistDir: string;
  /** Whether `/api/docs` (UI and JSON) is served. */
  apiDocs: boolean;
  /** PostgreSQL pool size of this process (the primary's; each replica gets a pool of this size too). */
  databasePoolSize: number;
  /** PostgreSQL URLs of the catalogue's read replicas (ADR 0032); empty for none. */
  databaseReplicaUrls: string[];
  /** Load-shedding thresholds (ADR 0011); 0 turns a check off. */
  load: {
    /** Mean event-loop delay over a 1 s sample, ms. */
    maxEventLoopDelayMs: number;
    /** Event-loop utilisation over a 1 s sample, 0–1. */
    maxEventLoopUtilization: number;
    /** Database operations waiting for a connection (PGlite: waiting for the one instance). */
    maxDbWaiting: number;
  };
  /** The geocoder (ADR 0026 §2): Nominatim base URL without a trailing slash, or undefined for none. */
  geocoder: { url: string | undefined; minIntervalMs: number };
  /**
   * Web Push (ADR 0031): the configured VAPID key pair (both or neither; unset → kept in the
   * database), the JWT `sub` contact, and extra PEM certificates to trust for push services (tests'
   * local fake; unset → the system's trust store); the endpoints it may call (ADR 0035) and the ms
   * to wait for one push service (default 10 s).
   */
  push: {
    vapidPublicKey: string | undefined;
    vapidPrivateKey: string | undefined;
    vapidSubject: string;
    tlsCa?: string;
    serviceHosts: readonly string[];
    trustedHosts: readonly string[];
    timeoutMs?: number;
  };
}

/**
 * Parses the environment into a {@link Config}.
 * @param env - variables to read (defaults to `process.env`)
 * @param overrides - fields to replace after parsing (tests use this)
 * @throws Error with every invalid variable named, when the environment is invalid
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const port = e.PORT;
  const config: Config = {
    env: e.NODE_ENV,
    port,
    host: e.HOST,
    dataDir,
    pgliteDir: path.join(dataDir, 'db'),
    outboxDir: path.join(dataDir, 'outbox'),
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL,
    seed: e.SEED,
    map: { tileUrl: e.MAP_TILE_URL, tileAttribution: e.MAP_TILE_ATTRIBUTION },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    google: { clientId: e.GOOGLE_CLIENT_ID, jwksUrl: e.GOOGLE_JWKS_URL },
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      apiUrl: e.STRIPE_API_URL,
    },
    paymentProvider: e.PAYMENT_PROVIDER,
    mercadopago: mercadoPagoConfigOf(e),
    redisUrl: e.REDIS_URL,
    passSigningKey: e.PASS_SIGNING_KEY,
    checkinRepeatWindowMs: e.CHECKIN_REPEAT_WINDOW_MS,
    activationResendIntervalMs: e.ACTIVATION_RESEND_INTERVAL_MS,
    reviewInvites: { delayMs: e.REVIEW_INVITE_DELAY_MS, cron: e.REVIEW_INVITES_CRON },
    jobsWorkers: e.JOBS_WORKERS,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? 'dist/web'),
    apiDocs: e.API_DOCS ? e.API_DOCS === 'true' : e.NODE_ENV !== 'production',
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseReplicaUrls: e.DATABASE_REPLICA_URLS,
    load: {
      maxEventLoopDelayMs: e.LOAD_MAX_EVENT_LOOP_DELAY_MS,
      maxEventLoopUtilization: e.LOAD_MAX_EVENT_LOOP_UTILIZATION,
      maxDbWaiting: e.LOAD_MAX_DB_WAITING ?? DEFAULT_MAX_DB_WAITING_PER_CONNECTION * e.DATABASE_POOL_SIZE,
    },
    geocoder: { url: e.GEOCODER_URL?.replace(/\/+$/, ''), minIntervalMs: e.GEOCODER_MIN_INTERVAL_MS },
    push: {
      vapidPublicKey: e.VAPID_PUBLIC_KEY,
      vapidPrivateKey: e.VAPID_PRIVATE_KEY,
      vapidSubject: e.VAPID_SUBJECT ?? `mailto:${e.SUPPORT_EMAIL}`,
      serviceHosts: e.PUSH_SERVICE_HOSTS.length > 0 ? e.PUSH_SERVICE_HOSTS : DEFAULT_PUSH_SERVICE_HOSTS,
      trustedHosts: e.PUSH_TRUSTED_HOSTS,
    },
  };
  return { ...config, ...overrides };
}

/**
 * Reads `TRUST_PROXY` into Fastify's `trustProxy` option: `true`/`false`, or a list of proxy
 * addresses/CIDRs. Behind a load balancer it must be set, or every client shares the
 * proxy's IP (and one rate-limit allowance).
 */
export function parseTrustProxy(value: string): boolean | string[] {
  const v = value.trim();
  if (v === '' || v === 'false') return false;
  if (v === 'true') return true;
  return v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * The accounts feature as one Fastify plugin (ADR 0005; docs/architecture.md §2–§4). It installs the
 * cross-cutting pieces accounts need, for the whole app (fastify-plugin):
 *  - `app.sessions` (plugins/session.ts: cookie sessions in PostgreSQL),
 *  - the cross-site request check on every unsafe method (plugins/csrf.ts),
 *  - `app.mailer` (plugins/mail.ts: SMTP or the outbox folder),
 *  - per-IP rate limits (plugins/rate-limit.ts, Redis when REDIS_URL is set),
 * and the routes under `/api/service` (account calls) and `/api/user` (profile read).
 *
 * Wiring (app.ts, after `registerDocs` and before the other modules, so that the CSRF check and the
 * docs cover them): `await app.register(accountPlugin, { config, db: db.db, memberProfile: readMemberUser });`
 * @module
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { MemberProfileReader } from './context';
import { csrfPlugin } from '../../plugins/csrf';
import { mailPlugin } from '../../plugins/mail';
import { registerRateLimits } from '../../plugins/rate-limit';
import { loadSecurityConfig, type SecurityConfig } from '../../plugins/security-config';
import { sessionPlugin } from '../../plugins/session';
import { createGoogleVerifier } from './sign-in/google';
import { localeRoutes } from './locale-routes';
import { profileRoutes } from './profile-routes';
import { sessionStore } from './queries/sessions';
import { accountRoutes } from './routes';

/** Options of {@link accountPlugin}. */
export interface AccountPluginOptions {
  config: Config;
  db: Database;
  /** The members module's profile reader (`readMemberUser`). */
  memberProfile: MemberProfileReader;
  /** Rate limits and extra trusted origins; read from the environment when not given. */
  security?: SecurityConfig;
}

/** Name under which the plugin registers (`app.hasPlugin(ACCOUNT_PLUGIN_NAME)`). */
export const ACCOUNT_PLUGIN_NAME = 'buscagym-accounts';

/** Registers accounts (see module doc). */
export const accountPlugin = fp<AccountPluginOptions>(
  async (app: FastifyInstance, { config, db, memberProfile, security = loadSecurityConfig() }) => {
    await app.register(sessionPlugin, { config, store: sessionStore(db) });
    await app.register(csrfPlugin, { publicUrl: config.publicUrl, allowedOrigins: security.allowedOrigins });
    await app.register(mailPlugin, { config });
    const limits = await registerRateLimits(app, { limits: security.rateLimits, redisUrl: config.redisUrl });
    const ctx = { db, config, mailer: app.mailer, log: app.log, memberProfile };
    await app.register(accountRoutes, {
      prefix: '/api/service',
      ctx,
      limits,
      google: createGoogleVerifier(config.google),
    });
    await app.register(profileRoutes, { prefix: '/api/user', ctx });
    await app.register(localeRoutes, { prefix: '/api/account', ctx });
  },
  { name: ACCOUNT_PLUGIN_NAME, fastify: '5.x' },
);

// The module's public functions and types, for other modules (docs/architecture.md §2).
export { mfaRoutes } from './mfa/mfa-routes';
export { assertOwnerOrAdmin } from './profile';
export { toUserProfile } from './mappers';
export { findUserByEmail, findUserById, type AccountRow } from './queries/users';
export { deleteSessionsOfUser } from './queries/sessions';
export { listThrottledAccounts, throttledNowSql, type ThrottledAccount } from './queries/throttle';
export { ATTACK_RULE } from './sign-in/sign-in-throttle';
export { type MemberProfileReader } from './context';

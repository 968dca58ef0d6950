/**
 * Web Push as one Fastify plugin (ADR 0031): decorates the root instance with `push` (the
 * {@link PushSender} that the classes and reviews jobs call after their mail), registers the routes
 * under `/api/push` and the daily `pass-expiry-push` job. The VAPID key pair is loaded when the app is
 * ready (configured, or generated once and kept in the database). Needs `app.sessions` (accounts
 * plugin) and `app.jobs` (plugins/jobs), registered before it.
 * @module
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { QUEUES } from '../../plugins/jobs';
import { sendExpiryReminders } from './expiry';
import { loadVapidKeys, type VapidKeys } from './keys';
import { pushRoutes } from './routes';
import { createPushSender, type PushSender } from './sender';

/** Options of {@link pushPlugin}. */
export interface PushPluginOptions {
  config: Config;
  db: Database;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends notifications to a member's devices; never throws (./sender). */
    push: PushSender;
  }
}

/** Registers Web Push (see module doc). */
export const pushPlugin = fp<PushPluginOptions>(
  async (app: FastifyInstance, { config, db }) => {
    let loaded: Promise<VapidKeys> | undefined;
    const keys = (): Promise<VapidKeys> => {
      loaded ??= loadVapidKeys(db, config.push);
      // A failed load (database down) is retried at the next use.
      loaded.catch(() => {
        loaded = undefined;
      });
      return loaded;
    };
    const policy = { serviceHosts: config.push.serviceHosts, trustedHosts: config.push.trustedHosts };
    const sender = createPushSender({
      db,
      keys,
      policy,
      subject: config.push.vapidSubject,
      log: app.log,
      ...(config.push.tlsCa ? { tlsCa: config.push.tlsCa } : {}),
      ...(config.push.timeoutMs ? { timeoutMs: config.push.timeoutMs } : {}),
    });
    app.decorate('push', sender);
    // The key pair exists from the start (generated and kept on a first run); a failure is retried at use.
    app.addHook('onReady', async () => {
      await keys().catch((error: unknown) => app.log.warn({ err: error }, 'VAPID keys not loaded yet'));
    });
    // Background sends finish before the database is closed (server.ts closes it after the app).
    app.addHook('onClose', async () => sender.settled());
    app.jobs.work(QUEUES.passExpiryPush.name, async () => {
      const reminded = await sendExpiryReminders(db, sender);
      if (reminded > 0) app.log.info({ reminded }, 'pass expiry reminders sent');
    });
    await app.register(pushRoutes, { prefix: '/api/push', db, keys, policy });
  },
  { name: 'buscagym-push', fastify: '5.x', dependencies: ['buscagym-jobs'] },
);

// The module's public functions and types, for other modules (docs/architecture.md §2).
export {
  cancelledNotification,
  promotionNotification,
  reviewNotification,
  type Notification,
} from './notifications';
export { type PushSender } from './sender';
export { forgetDevice } from './service';

/**
 * Sends a notification to every device of a member with `web-push` (ADR 0031): VAPID-signed
 * (RFC 8292), the payload encrypted as `aes128gcm` (RFC 8291, RFC 8188), with a TTL and an urgency
 * (RFC 8030 §5.2, §5.3). A push service's 404 or 410 means the subscription is gone for good
 * (RFC 8030 §7.3): its row is deleted. Any other failure (5xx, network) is logged and the row kept.
 * Never throws: a notification is a courtesy beside the mail, and must not fail what triggered it.
 * @module
 */
import { Agent } from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import webpush, { WebPushError, type Urgency } from 'web-push';
import type { Database } from '../../db/client';
import type { VapidKeys } from './keys';
import { deleteSubscription, markDelivered, subscriptionsOf } from './queries';

/** What a device shows and opens: read by `public/push-sw.js`. */
export interface PushPayload {
  title: string;
  body: string;
  /** Path on the site (or absolute URL) the notification opens when clicked. */
  url: string;
  /** Notifications with the same tag replace each other on the device. */
  tag: string;
}

/** How a notification travels: seconds the push service keeps it for an offline device, and its urgency. */
export interface PushDelivery {
  ttlSeconds: number;
  urgency: Urgency;
}

/** What one call of {@link PushSender.notify} did, per device. */
export interface PushOutcome {
  delivered: number;
  removed: number;
  failed: number;
}

/** Sends notifications to a member's devices. */
export interface PushSender {
  /** Sends `payload` to every device of `userId` and waits; never throws (see module doc). */
  notify(userId: string, payload: PushPayload, delivery: PushDelivery): Promise<PushOutcome>;
  /**
   * Sends in the background and returns at once (the jobs after their mail, the daily reminders): a
   * slow push service (up to the timeout per device) then holds no job past its expiry, so no mail is
   * sent twice. At most {@link BACKGROUND_CONCURRENCY} members' sends run at once.
   */
  notifyLater(userId: string, payload: PushPayload, delivery: PushDelivery): void;
  /** Resolves when every background send has finished (the app waits for it when it closes). */
  settled(): Promise<void>;
}

/** Members whose notifications are sent at once in the background. */
export const BACKGROUND_CONCURRENCY = 8;

/** Dependencies of {@link createPushSender}. */
export interface PushSenderOptions {
  db: Database;
  /** The key pair, loaded on first use (it may be kept in the database). */
  keys: () => Promise<VapidKeys>;
  /** The VAPID JWT `sub` (RFC 8292 §2.1): a `mailto:` or `https:` contact. */
  subject: string;
  log: FastifyBaseLogger;
  /** Extra PEM certificates to trust for push services (tests' local fake). */
  tlsCa?: string;
  /** Milliseconds to wait for a push service (default 10 s). */
  timeoutMs?: number;
}

/** Push-service answers that mean the subscription will never work again (RFC 8030 §7.3, §8.3). */
const GONE = new Set([404, 410]);

/** Builds the {@link PushSender}. */
export function createPushSender(options: PushSenderOptions): PushSender {
  const { db, log, subject } = options;
  const agent = options.tlsCa ? new Agent({ ca: options.tlsCa, keepAlive: false }) : undefined;

  async function sendOne(
    sub: { id: string; endpoint: string; p256dh: string; auth: string },
    body: string,
    delivery: PushDelivery,
    keys: VapidKeys,
  ): Promise<'delivered' | 'removed' | 'failed'> {
    try {
      await webpush.sendNotification(
        { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
        body,
        {
          vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: delivery.ttlSeconds,
          urgency: delivery.urgency,
          contentEncoding: 'aes128gcm',
          timeout: options.timeoutMs ?? 10_000,
          ...(agent ? { agent } : {}),
        },
      );
      await markDelivered(db, sub.id, new Date());
      return 'delivered';
    } catch (error) {
      const status = error instanceof WebPushError ? error.statusCode : undefined;
      if (status !== undefined && GONE.has(status)) {
        await deleteSubscription(db, sub.id);
        log.info({ subscriptionId: sub.id, status }, 'push subscription gone; removed');
        return 'removed';
      }
      log.warn(
        { err: error, subscriptionId: sub.id, status },
        'push notification not delivered; subscription kept',
      );
      return 'failed';
    }
  }

  const notify: PushSender['notify'] = async (userId, payload, delivery) => {
    const outcome: PushOutcome = { delivered: 0, removed: 0, failed: 0 };
    try {
      const [keys, subs] = await Promise.all([options.keys(), subscriptionsOf(db, userId)]);
      if (subs.length === 0) return outcome;
      const body = JSON.stringify(payload);
      const results = await Promise.all(subs.map((s) => sendOne(s, body, delivery, keys)));
      for (const r of results) outcome[r] += 1;
    } catch (error) {
      log.error({ err: error, userId }, 'push notifications not sent');
    }
    return outcome;
  };

  // Background sends: at most BACKGROUND_CONCURRENCY members at once, the rest wait in `queued`.
  const queued: (() => Promise<unknown>)[] = [];
  const running = new Set<Promise<unknown>>();
  const pump = () => {
    while (running.size < BACKGROUND_CONCURRENCY && queued.length > 0) {
      const next = queued.shift();
      if (!next) break;
      const run = next().finally(() => {
        running.delete(run);
        pump();
      });
      running.add(run);
    }
  };

  return {
    notify,
    notifyLater: (userId, payload, delivery) => {
      queued.push(() => notify(userId, payload, delivery));
      pump();
    },
    settled: async () => {
      while (running.size > 0 || queued.length > 0) await Promise.allSettled([...running]);
    },
  };
}

/**
 * Sends a notification to every device of a member with `web-push` (ADR 0031): VAPID-signed
 * (RFC 8292), the payload encrypted as `aes128gcm` (RFC 8291, RFC 8188), with a TTL and an urgency
 * (RFC 8030 §5.2, §5.3). A push service's 404 or 410 means the subscription is gone for good
 * (RFC 8030 §7.3): its row is deleted. Any other failure (5xx, network) is logged and the row kept.
 * Only endpoints the policy allows are called, through an agent whose DNS lookup refuses non-public
 * addresses, and a redirect is a failure, never followed (./endpoint-policy, ADR 0035). At most
 * {@link MAX_SENDS_IN_FLIGHT} requests are in flight in the process; each waits at most `timeoutMs`.
 * Never throws: a notification is a courtesy beside the mail, and must not fail what triggered it.
 * @module
 */
import { Agent } from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import webpush, { WebPushError, type Urgency } from 'web-push';
import type { Database } from '../../db/client';
import { guardedLookup, isAllowedPushHost, type PushEndpointPolicy } from './endpoint-policy';
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

/**
 * Push requests in flight at once in this process, over every member (ADR 0035): a burst of
 * notifications (a cancelled class with a full roster) waits its turn instead of opening hundreds of
 * connections at once.
 */
export const MAX_SENDS_IN_FLIGHT = 8;

/**
 * Background sends waiting at most (members' notifications); past it a new one is dropped and logged
 * (a notification is a courtesy beside the mail, ADR 0031), so memory stays bounded.
 */
export const MAX_QUEUED_SENDS = 10_000;

/** Default ms to wait for a push service (connection idle), per request. */
export const PUSH_TIMEOUT_MS = 10_000;

/** Dependencies of {@link createPushSender}. */
export interface PushSenderOptions {
  db: Database;
  /** The key pair, loaded on first use (it may be kept in the database). */
  keys: () => Promise<VapidKeys>;
  /** The VAPID JWT `sub` (RFC 8292 §2.1): a `mailto:` or `https:` contact. */
  subject: string;
  log: FastifyBaseLogger;
  /** Which endpoints may be called (ADR 0035). */
  policy: PushEndpointPolicy;
  /** Extra PEM certificates to trust for push services (tests' local fake). */
  tlsCa?: string;
  /** Milliseconds to wait for a push service (default {@link PUSH_TIMEOUT_MS}). */
  timeoutMs?: number;
}

/** Push-service answers that mean the subscription will never work again (RFC 8030 §7.3, §8.3). */
const GONE = new Set([404, 410]);

/** Builds the {@link PushSender}. */
export function createPushSender(options: PushSenderOptions): PushSender {
  const { db, log, subject, policy } = options;
  const trustedNames = policy.trustedHosts.map((host) => new URL(`https://${host}`).hostname);
  const agent = new Agent({
    keepAlive: false,
    lookup: guardedLookup(trustedNames),
    ...(options.tlsCa ? { ca: options.tlsCa } : {}),
  });
  const inFlight = createLimiter(MAX_SENDS_IN_FLIGHT);

  async function sendOne(
    sub: { id: string; endpoint: string; p256dh: string; auth: string },
    body: string,
    delivery: PushDelivery,
    keys: VapidKeys,
  ): Promise<'delivered' | 'removed' | 'failed'> {
    if (!isAllowedPushHost(sub.endpoint, policy)) {
      log.warn({ subscriptionId: sub.id }, 'push endpoint not on the allow-list; not sent');
      return 'failed';
    }
    try {
      await webpush.sendNotification(
        { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
        body,
        {
          vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: delivery.ttlSeconds,
          urgency: delivery.urgency,
          contentEncoding: 'aes128gcm',
          timeout: options.timeoutMs ?? PUSH_TIMEOUT_MS,
          agent,
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
      const results = await Promise.all(subs.map((s) => inFlight(() => sendOne(s, body, delivery, keys))));
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
      if (queued.length >= MAX_QUEUED_SENDS) {
        log.warn({ userId }, 'push queue full; notification dropped');
        return;
      }
      queued.push(() => notify(userId, payload, delivery));
      pump();
    },
    settled: async () => {
      while (running.size > 0 || queued.length > 0) await Promise.allSettled([...running]);
    },
  };
}

/**
 * Runs at most `limit` tasks at once; the others wait in order.
 * @returns a function that runs `task` in its turn and resolves (or rejects) as the task does
 */
function createLimiter(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    // A finishing task hands its slot straight to the first waiter, so no newcomer slips in between.
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

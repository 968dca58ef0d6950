/**
 * Harness of the Web Push API tests (ADR 0031): the commerce shop (partner A owns gym A), real SMTP
 * (the notifications follow the mails), and the local push service of tests/fakes/push-fake, whose
 * certificate the app trusts through `config.push.tlsCa`. The VAPID key pair is the app's own,
 * generated and kept in the database as `npm start` does.
 * @module
 */
import type { LightMyRequestResponse } from 'fastify';
import { DEFAULT_PUSH_SERVICE_HOSTS } from '../../../src/server/modules/push/endpoint-policy';
import { openTestDatabase } from '../helpers/app';
import { buildAccountApp, type Client } from '../account/helpers';
import { startSmtp, type TestSmtp } from '../account/smtp';
import { insertShop, type CommerceTestApp } from '../commerce/helpers';
import {
  PUSH_FAKE_CA,
  startPushFake,
  type PushServiceFake,
  type SubscriptionJson,
} from '../../fakes/push-fake';

export const KEY_URL = '/api/push/key';
export const SUBSCRIPTIONS = '/api/push/subscriptions';
export const VAPID_SUBJECT = 'mailto:avisos@buscagym.test';

/** The app, its SMTP server and the push service. */
export interface PushKit {
  t: CommerceTestApp;
  smtp: TestSmtp;
  pushes: PushServiceFake;
  close(): Promise<void>;
}

/**
 * Builds the app on a fresh database with the shop, SMTP and the push fake (see module doc). The
 * fake's `host:port` is the one trusted push host (`PUSH_TRUSTED_HOSTS`, ADR 0035): the real push
 * services stay the allow-list, so any other endpoint is refused as in production.
 * @param timeoutMs - ms the sender waits for a push service (default the production one)
 */
export async function buildPushKit(timeoutMs?: number): Promise<PushKit> {
  const [smtp, pushes, handle] = await Promise.all([startSmtp(), startPushFake(), openTestDatabase()]);
  const shop = await insertShop(handle);
  const built = await buildAccountApp({
    handle,
    config: {
      smtpUrl: smtp.url,
      push: {
        vapidPublicKey: undefined,
        vapidPrivateKey: undefined,
        vapidSubject: VAPID_SUBJECT,
        tlsCa: PUSH_FAKE_CA,
        serviceHosts: DEFAULT_PUSH_SERVICE_HOSTS,
        trustedHosts: [new URL(pushes.origin).host],
        ...(timeoutMs ? { timeoutMs } : {}),
      },
    },
  });
  const t: CommerceTestApp = { ...built, ...shop, close: async () => built.close() };
  return {
    t,
    smtp,
    pushes,
    close: async () => {
      await built.close();
      await handle.close();
      await Promise.all([smtp.close(), pushes.close()]);
    },
  };
}

/** Subscribes `client`'s device `sub`. */
export const subscribeDevice = (
  client: Client,
  sub: SubscriptionJson | object,
): Promise<LightMyRequestResponse> => client.post(SUBSCRIPTIONS, sub);

/** Removes `client`'s device at `endpoint`. */
export const unsubscribeDevice = (client: Client, endpoint: string): Promise<LightMyRequestResponse> =>
  client.request({ method: 'DELETE', url: SUBSCRIPTIONS, payload: { endpoint } });

/** A received notification's payload. */
export interface Shown {
  title: string;
  body: string;
  url: string;
  tag: string;
}

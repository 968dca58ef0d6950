/**
 * Harness of the MercadoPago API tests: the commerce test app (tests/api/commerce/helpers: partner A
 * 7.50 % owns gym A, partner B 15 % owns gym B) configured with PAYMENT_PROVIDER=mercadopago and the
 * MercadoPago URLs pointed at the local fake (tests/fakes/mercadopago-fake), so the real provider,
 * seller resolver and routes run; plus helpers to play the buyer, deliver the fake's signed
 * notifications and read what changed.
 * @module
 */
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Config } from '../../../src/server/config';
import type { CheckoutResponse } from '../../../src/shared/contract/orders';
import { startMercadoPagoFake, type MercadoPagoFake } from '../../fakes/mercadopago-fake';
import { buildAccountApp, type Client } from '../account/helpers';
import { expect } from 'vitest';
import {
  cartAction,
  checkoutWith,
  GYM_A,
  insertShop,
  rowsOf,
  signedIn,
  YOGA,
  type CommerceTestApp,
} from '../commerce/helpers';
import { openTestDatabase } from '../helpers/app';

export const PLATFORM_TOKEN = 'APP_USR-platform-buscagym-api';
export const WEBHOOK_SECRET = 'mp-webhook-secret-buscagym-api';
/** The platform's accounts at MercadoPago México (MLM) and Brasil (MLB), ADR 0056. */
export const MX_TOKEN = 'APP_USR-platform-buscagym-api-mx';
export const MX_SECRET = 'mp-webhook-secret-buscagym-api-mx';
export const BR_TOKEN = 'APP_USR-platform-buscagym-api-br';
export const BR_SECRET = 'mp-webhook-secret-buscagym-api-br';
export const CLIENT_ID = '4242424242';
export const CLIENT_SECRET = 'mp-client-secret-buscagym-api';
/** BuscaGym's OAuth applications at MercadoPago México and Brasil (ADR 0056). */
export const MX_CLIENT_ID = '5252525252';
export const MX_CLIENT_SECRET = 'mp-client-secret-buscagym-api-mx';
export const BR_CLIENT_ID = '5555555555';
export const BR_CLIENT_SECRET = 'mp-client-secret-buscagym-api-br';
export const PUBLIC_URL = 'https://buscagym.test';
export const CONNECT = '/api/partner/payments/mercadopago/connect';
export const CALLBACK = '/api/partner/payments/mercadopago/callback';
export const ACCOUNT = '/api/partner/payments/mercadopago';
export const checkUrl = (orderId: string): string => `/api/payments/mercadopago/orders/${orderId}/check`;

/** The app on MercadoPago and the fake behind it. */
export interface MpTestApp {
  t: CommerceTestApp;
  fake: MercadoPagoFake;
  close(): Promise<void>;
}

/**
 * Options: configuration fields to replace (e.g. `env: 'production'`), the fake's token lifetime, and
 * the countries besides Argentina whose platform credentials, and whose OAuth applications (at the
 * fake's `/auth-mx` and `/auth-br`), the app is given (the fake always has the platform's accounts and
 * applications at MLM and MLB).
 */
export interface MpAppOptions {
  config?: Partial<Config>;
  tokenLifetimeS?: number;
  countries?: ('MX' | 'BR')[];
  applications?: ('MX' | 'BR')[];
}

/** Starts the fake and builds the app with PAYMENT_PROVIDER=mercadopago on it. */
export async function buildMpApp(options: MpAppOptions = {}): Promise<MpTestApp> {
  const fake = await startMercadoPagoFake({
    platformToken: PLATFORM_TOKEN,
    webhookSecret: WEBHOOK_SECRET,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    notificationUrl: `${PUBLIC_URL}/api/payments/mercadopago/webhook`,
    sites: {
      MLM: { platformToken: MX_TOKEN, webhookSecret: MX_SECRET },
      MLB: { platformToken: BR_TOKEN, webhookSecret: BR_SECRET },
    },
    applications: {
      MLM: { clientId: MX_CLIENT_ID, clientSecret: MX_CLIENT_SECRET },
      MLB: { clientId: BR_CLIENT_ID, clientSecret: BR_CLIENT_SECRET },
    },
    ...(options.tokenLifetimeS ? { tokenLifetimeS: options.tokenLifetimeS } : {}),
  });
  const handle = await openTestDatabase();
  const shop = await insertShop(handle);
  const built = await buildAccountApp({
    handle,
    config: {
      publicUrl: PUBLIC_URL,
      paymentProvider: 'mercadopago',
      mercadopago: {
        accessToken: PLATFORM_TOKEN,
        webhookSecret: WEBHOOK_SECRET,
        countries: {
          ...(options.countries?.includes('MX')
            ? { MX: { accessToken: MX_TOKEN, webhookSecret: MX_SECRET } }
            : {}),
          ...(options.countries?.includes('BR')
            ? { BR: { accessToken: BR_TOKEN, webhookSecret: BR_SECRET } }
            : {}),
        },
        clientId: CLIENT_ID,
        clientSecret: CLIENT_SECRET,
        applications: {
          ...(options.applications?.includes('MX')
            ? {
                MX: {
                  clientId: MX_CLIENT_ID,
                  clientSecret: MX_CLIENT_SECRET,
                  authUrl: `${fake.url}/auth-mx`,
                },
              }
            : {}),
          ...(options.applications?.includes('BR')
            ? {
                BR: {
                  clientId: BR_CLIENT_ID,
                  clientSecret: BR_CLIENT_SECRET,
                  authUrl: `${fake.url}/auth-br`,
                },
              }
            : {}),
        },
        apiUrl: fake.url,
        authUrl: `${fake.url}/auth`,
      },
      ...options.config,
    },
  });
  const t: CommerceTestApp = {
    ...built,
    ...shop,
    close: async () => {
      await built.close();
      await handle.close();
    },
  };
  return {
    t,
    fake,
    close: async () => {
      await t.close();
      await fake.close();
    },
  };
}

/** Fills the cart with `actions` and checks out. @returns the answer (201 expected) */
export async function checkoutOf(client: Client, actions: object[]): Promise<LightMyRequestResponse> {
  for (const action of actions) await cartAction(client, action);
  return checkoutWith(client);
}

/** A member with gym A's membership and a Yoga class checked out (201), and the checkout's answer. */
export async function pendingOrder(s: MpTestApp): Promise<{ client: Client; answer: CheckoutResponse }> {
  const { client } = await signedIn(s.t);
  const response = await checkoutOf(client, [
    { action: 'add', id: GYM_A },
    { action: 'add', id: YOGA },
  ]);
  expect(response.statusCode).toBe(201);
  return { client, answer: response.json<CheckoutResponse>() };
}

/** The preference id in a checkout's redirect URL (`…?pref_id=<id>`). */
export function preferenceOf(answer: CheckoutResponse): string {
  if (answer.payment?.provider !== 'mercadopago') throw new Error('not a MercadoPago start');
  const id = new URL(answer.payment.redirectUrl).searchParams.get('pref_id');
  if (!id) throw new Error(`no pref_id in ${answer.payment.redirectUrl}`);
  return id;
}

/** Delivers a notification as MercadoPago does (path and query of its notification URL). */
export function deliver(
  s: MpTestApp,
  delivery: { url: string; headers: Record<string, string>; body: string },
): Promise<LightMyRequestResponse> {
  return s.t.app.inject({
    method: 'POST',
    url: delivery.url,
    headers: delivery.headers,
    payload: delivery.body,
  });
}

/** What the database holds about an order: status, sales, passes and recorded provider events. */
export async function factsOf(
  s: MpTestApp,
  orderId: string,
): Promise<{ status: string; sales: number; passes: number; events: number }> {
  const [row] = await rowsOf<Record<string, string>>(
    s.t,
    sql`select o.status,
          (select count(*) from sales x where x.order_id = o.id)::text as sales,
          (select count(*) from passes x where x.order_id = o.id)::text as passes,
          (select count(*) from payment_events x where x.order_id = o.id)::text as events
        from orders o where o.id = ${orderId}`,
  );
  if (!row) throw new Error(`no order ${orderId}`);
  return {
    status: String(row.status),
    sales: Number(row.sales),
    passes: Number(row.passes),
    events: Number(row.events),
  };
}

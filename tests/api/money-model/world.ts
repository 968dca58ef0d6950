/**
 * The world the money model runs against (docs/architecture.md §5.1, ADR 0042): ONE database holding
 * the commerce shop (tests/api/commerce/helpers: partner A `premium` 7.50 % owns gym A with "Natación"
 * and "Yoga", partner B `free` 15 % owns gym B), both partners with a CBU, and three apps built on it —
 * one per payment provider, since an app charges and refunds through one provider: the demo
 * (`manual`), Stripe on the local Stripe fake and MercadoPago on the local MercadoPago fake
 * (tests/fakes), and Pase BuscaGym's plan with both gyms opted in (./credits-shop). Every run of the property reuses it, resetting nothing: the invariants are sums over
 * the whole database, and each run tracks the ids it made.
 * @module
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../../src/server/db/client';
import { createStripeProvider } from '../../../src/server/modules/payments/providers/stripe/stripe';
import { ADMIN_REAUTH_WINDOW_MS } from '../../../src/shared/constants/admin';
import { startMercadoPagoFake, type MercadoPagoFake } from '../../fakes/mercadopago-fake';
import { startStripeFake, type StripeFake } from '../../fakes/stripe-fake';
import { buildAccountApp, Client, createAccount, sessionFor, type AccountTestApp } from '../account/helpers';
import { insertShop } from '../commerce/helpers';
import { openCreditsShop, type CreditsShop } from './credits-shop';
import {
  CLIENT_ID,
  CLIENT_SECRET,
  PLATFORM_TOKEN,
  PUBLIC_URL,
  WEBHOOK_SECRET,
  type MpTestApp,
} from '../mercadopago/helpers';
import { PUBLISHABLE_KEY, SECRET_KEY, type StripeTestApp } from '../orders-stripe/helpers';

/** The three providers an order can be paid with. */
export const PROVIDERS = ['manual', 'stripe', 'mercadopago'] as const;
export type Provider = (typeof PROVIDERS)[number];

/** The CBU both shop partners have on their profile (payouts need one). */
const CBU = '2850590940090418135201';

/** The shared database, its three apps, the fakes and the shop's partners. */
export interface World {
  handle: DatabaseHandle;
  apps: Record<Provider, AccountTestApp>;
  stripe: StripeFake;
  mp: MercadoPagoFake;
  /** The Stripe app and fake as tests/api/orders-stripe/helpers take them (`deliver`). */
  stripeKit: StripeTestApp;
  /** The MercadoPago app and fake as tests/api/mercadopago/helpers take them (`deliver`). */
  mpKit: MpTestApp;
  partnerA: string;
  partnerB: string;
  /** Pase BuscaGym: the plan and both shop gyms opted in with their rates (./credits-shop). */
  credits: CreditsShop;
  /** A client of `userId` on the app of `provider` (one session row per user, kept). */
  client(userId: string, provider?: Provider): Promise<Client>;
  /** An administrator's client on the app of `provider`, its second factor verified recently. */
  admin(provider?: Provider): Promise<Client>;
  close(): Promise<void>;
}

/** `client` moved to another app, keeping its cookies (the session lives in the shared database). */
const onApp = (client: Client, app: FastifyInstance): Client => {
  const moved = new Client(app);
  moved.cookies = new Map(client.cookies);
  return moved;
};

/**
 * Builds the world on `handle` (migrated, not seeded): the shop, the fakes and the three apps. No job
 * workers run: mails and other jobs stay queued, which the money rules do not read.
 */
export async function openWorld(handle: DatabaseHandle): Promise<World> {
  const { partnerA, partnerB } = await insertShop(handle);
  await handle.db.execute(
    sql`update partners set cbu = ${CBU} where user_id in (${partnerA}::uuid, ${partnerB}::uuid)`,
  );
  const stripe = await startStripeFake({ apiKey: SECRET_KEY });
  const mp = await startMercadoPagoFake({
    platformToken: PLATFORM_TOKEN,
    webhookSecret: WEBHOOK_SECRET,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    notificationUrl: `${PUBLIC_URL}/api/payments/mercadopago/webhook`,
  });
  const quiet = { jobsWorkers: false };
  const manual = await buildAccountApp({ handle, config: { ...quiet, paymentProvider: 'manual' } });
  const provider = createStripeProvider({
    secretKey: SECRET_KEY,
    publishableKey: PUBLISHABLE_KEY,
    webhookSecret: stripe.webhookSecret,
    apiUrl: stripe.url,
  });
  const stripeApp = await buildAccountApp({ handle, provider, config: quiet });
  const mpApp = await buildAccountApp({
    handle,
    config: {
      ...quiet,
      publicUrl: PUBLIC_URL,
      paymentProvider: 'mercadopago',
      mercadopago: {
        accessToken: PLATFORM_TOKEN,
        webhookSecret: WEBHOOK_SECRET,
        clientId: CLIENT_ID,
        clientSecret: CLIENT_SECRET,
        apiUrl: mp.url,
        authUrl: `${mp.url}/auth`,
      },
    },
  });
  const apps: Record<Provider, AccountTestApp> = { manual, stripe: stripeApp, mercadopago: mpApp };
  const sessions = new Map<string, Client>();
  const client = async (userId: string, on: Provider = 'manual'): Promise<Client> => {
    let base = sessions.get(userId);
    if (!base) {
      base = await sessionFor(manual, userId);
      sessions.set(userId, base);
    }
    return onApp(base, apps[on].app);
  };
  let admin: { client: Client; since: number } | null = null;
  const shop = { partnerA, partnerB };
  const closedHere = async () => {};
  const world: Omit<World, 'credits'> = {
    handle,
    apps,
    stripe,
    mp,
    stripeKit: { t: { ...stripeApp, ...shop }, fake: stripe, provider, close: closedHere },
    mpKit: { t: { ...mpApp, ...shop }, fake: mp, close: closedHere },
    partnerA,
    partnerB,
    client,
    admin: async (on: Provider = 'manual') => {
      // Payouts need a second factor verified within the window: a new administrator when it ages.
      if (!admin || Date.now() - admin.since > ADMIN_REAUTH_WINDOW_MS / 2) {
        const id = await createAccount(handle, {
          email: `admin-${randomUUID()}@example.com`,
          type: 'admin',
          password: null,
          name: 'Admin Modelo',
        });
        admin = { client: await sessionFor(manual, id), since: Date.now() };
      }
      return onApp(admin.client, apps[on].app);
    },
    close: async () => {
      for (const t of [manual, stripeApp, mpApp]) await t.close();
      await stripe.close();
      await mp.close();
    },
  };
  const credits = await openCreditsShop(await world.admin(), {
    A: await world.client(partnerA),
    B: await world.client(partnerB),
  });
  return { ...world, credits };
}

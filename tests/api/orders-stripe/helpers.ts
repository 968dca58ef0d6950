/**
 * Harness of the Stripe API tests (docs/architecture.md §5): the commerce test app (tests/api/commerce/helpers)
 * with the real Stripe provider pointed at the local fake Stripe (tests/fakes/stripe-fake), and helpers
 * to deliver the fake's signed events to `POST /api/payments/stripe/webhook` and to read what changed.
 * @module
 */
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { PaymentProvider } from '../../../src/server/modules/payments/providers/provider';
import {
  createStripeProvider,
  type StripeProviderOptions,
} from '../../../src/server/modules/payments/providers/stripe/stripe';
import type { CheckoutResponse } from '../../../src/shared/contract/orders';
import { startStripeFake, type FakeEvent, type StripeFake } from '../../fakes/stripe-fake';
import type { Client } from '../account/helpers';
import {
  buildCommerceApp,
  cartAction,
  checkoutWith,
  rowsOf,
  type CommerceTestApp,
} from '../commerce/helpers';

export const WEBHOOK = '/api/payments/stripe/webhook';
export const SECRET_KEY = 'sk_test_buscagym_api';
export const PUBLISHABLE_KEY = 'pk_test_buscagym_api';

/** The app, the fake Stripe behind its provider, and the provider. */
export interface StripeTestApp {
  t: CommerceTestApp;
  fake: StripeFake;
  provider: PaymentProvider;
  close(): Promise<void>;
}

/** Starts the fake and builds the app with the Stripe provider on it. */
export async function buildStripeApp(options: StripeProviderOptions = {}): Promise<StripeTestApp> {
  const fake = await startStripeFake({ apiKey: SECRET_KEY });
  const provider = createStripeProvider(
    {
      secretKey: SECRET_KEY,
      publishableKey: PUBLISHABLE_KEY,
      webhookSecret: fake.webhookSecret,
      apiUrl: fake.url,
    },
    options,
  );
  const t = await buildCommerceApp({ provider });
  return {
    t,
    fake,
    provider,
    close: async () => {
      await t.close();
      await fake.close();
    },
  };
}

/** Delivers `event` to the webhook as Stripe does (signed now, unless `timestamp`/`secret` say otherwise). */
export function deliver(
  s: StripeTestApp,
  event: FakeEvent,
  options: { timestamp?: number; secret?: string } = {},
): Promise<LightMyRequestResponse> {
  const { body, header } = s.fake.signedDelivery(event, options);
  return s.t.app.inject({
    method: 'POST',
    url: WEBHOOK,
    payload: body,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': header,
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
    },
  });
}

/** Fills the member's cart with `body` actions and checks out. @returns the checkout answer */
export async function checkoutOf(client: Client, actions: object[]): Promise<CheckoutResponse> {
  for (const action of actions) await cartAction(client, action);
  const response = await checkoutWith(client);
  if (response.statusCode !== 201)
    throw new Error(`checkout answered ${response.statusCode}: ${response.body}`);
  return response.json<CheckoutResponse>();
}

/** What the database holds about one order: its state and everything a payment writes. */
export interface OrderFacts {
  status: string;
  paymentId: string | null;
  failureCode: string | null;
  sales: number;
  passes: number;
  events: number;
}

/** Reads {@link OrderFacts} of an order. */
export async function factsOf(s: StripeTestApp, orderId: string): Promise<OrderFacts> {
  const [row] = await rowsOf<Record<string, string | number | null>>(
    s.t,
    sql`select o.status, o.payment_id as "paymentId", o.failure_code as "failureCode",
          (select count(*) from sales x where x.order_id = o.id) as sales,
          (select count(*) from passes x where x.order_id = o.id) as passes,
          (select count(*) from payment_events x where x.order_id = o.id) as events
        from orders o where o.id = ${orderId}`,
  );
  if (!row) throw new Error(`no order ${orderId}`);
  return {
    status: String(row.status),
    paymentId: row.paymentId === null ? null : String(row.paymentId),
    failureCode: row.failureCode === null ? null : String(row.failureCode),
    sales: Number(row.sales),
    passes: Number(row.passes),
    events: Number(row.events),
  };
}

/**
 * A member of the crash test, acting as a browser would through the HTTP API while the server dies
 * under it: fill the cart, check out with an idempotency key kept across retries, pay (demo form, or
 * Stripe's confirmation + webhook), retrying each step with the same request until the server answers
 * — exactly what a careful client does. Webhooks are redelivered like Stripe does (until a 2xx, a
 * few times), and a share of them is lost on purpose, so the reconciler has work.
 * @module
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { StripeFake } from '../../tests/fakes/stripe-fake';

/** What one purchase attempt ended as, from the client's side. */
export type Outcome = 'paid' | 'failed' | 'pending' | 'gaveUp';

/** Options of a shopper. */
export interface ShopperOptions {
  baseUrl: string;
  /** Session cookie (`buscagym_session=<token>`). */
  cookie: string;
  products: readonly string[];
  /** Deterministic randomness in [0, 1). */
  random: () => number;
  /** Present for the Stripe run. */
  stripe?: { fake: StripeFake; lostWebhookShare: number };
}

const HEADERS = {
  'content-type': 'application/json',
  'sec-fetch-site': 'same-origin',
  'x-requested-with': 'XMLHttpRequest',
};
/** How long a client keeps retrying one request before giving up, ms. */
const PATIENCE_MS = 120_000;

/** Sends a request until the server gives an answer that is not a 5xx. @returns status and JSON body, or null when patience ran out */
async function persist(
  baseUrl: string,
  cookie: string,
  method: string,
  path: string,
  body?: object,
  extra: Record<string, string> = {},
): Promise<{ status: number; json: Record<string, unknown> } | null> {
  const end = Date.now() + PATIENCE_MS;
  while (Date.now() < end) {
    try {
      const res = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { ...HEADERS, cookie, ...extra },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(10_000),
      });
      if (res.status < 500)
        return { status: res.status, json: (await res.json()) as Record<string, unknown> };
    } catch {
      // Connection refused or reset: the server is down; try again.
    }
    await sleep(200);
  }
  return null;
}

/** One purchase: 1–3 products into the cart, checkout, payment. The card declines 1 time in 10. */
export async function purchase(o: ShopperOptions): Promise<Outcome> {
  const n = 1 + Math.floor(o.random() * 3);
  for (let i = 0; i < n; i += 1) {
    const id = o.products[Math.floor(o.random() * o.products.length)];
    const res = await persist(o.baseUrl, o.cookie, 'POST', '/api/shopcart', { action: 'add', id });
    if (!res) return 'gaveUp';
  }
  const key = randomUUID();
  const checkout = await persist(
    o.baseUrl,
    o.cookie,
    'POST',
    '/api/orders/checkout',
    {},
    { 'idempotency-key': key },
  );
  if (!checkout || checkout.status >= 400) return 'gaveUp';
  const order = checkout.json.order as { _id: string; status: string };
  const payment = checkout.json.payment as { provider: string; clientSecret?: string } | null;
  if (!payment) return order.status === 'paid' ? 'paid' : 'failed';
  const decline = o.random() < 0.1;
  if (!o.stripe) {
    const pay = await persist(o.baseUrl, o.cookie, 'POST', `/api/orders/${order._id}/demo-pay`, {
      cardLast4: decline ? '0002' : '4242',
    });
    if (!pay) return 'gaveUp';
    return (pay.json.order as { status: Outcome }).status;
  }
  const intentId = (payment.clientSecret ?? '').split('_secret_')[0] ?? '';
  const { fake, lostWebhookShare } = o.stripe;
  const intent = fake.intent(intentId);
  if (!intent || intent.status === 'succeeded' || intent.status === 'canceled') return 'pending';
  const event = fake.confirm(intentId, decline ? 'decline' : 'succeed');
  if (o.random() < lostWebhookShare) return 'pending'; // lost: only the reconciler will learn of it
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      const res = await fake.deliver(`${o.baseUrl}/api/payments/stripe/webhook`, event);
      if (res.status < 300) return decline ? 'failed' : 'paid';
    } catch {
      // Server down: Stripe retries later.
    }
    await sleep(300);
  }
  return 'pending';
}

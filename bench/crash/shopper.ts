/**
 * A member of the crash test, acting as a browser would through the HTTP API while the server dies
 * under it: fill the cart, check out with an idempotency key kept across retries, pay (demo form,
 * Stripe's confirmation + webhook, or MercadoPago's checkout page + notification + return page),
 * retrying each step with the same request until the server answers — exactly what a careful client
 * does. Notifications are redelivered like the providers do (until a 2xx, a few times), and a share of
 * them is lost on purpose, so the reconciler has work. On MercadoPago a share of the members pays the
 * same preference twice (a second tab), which Checkout Pro allows while the preference is open.
 * @module
 */
import { randomUUID } from 'node:crypto';
import type { MercadoPagoFake } from '../../tests/fakes/mercadopago-fake';
import type { StripeFake } from '../../tests/fakes/stripe-fake';
import { persist, redeliver } from './http';

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
  /**
   * Present for the MercadoPago run; `doublePayShare` of the members who paid pay the same preference
   * once more (a second tab, the back button on MercadoPago's page), as Checkout Pro lets them.
   */
  mercadopago?: { fake: MercadoPagoFake; lostWebhookShare: number; doublePayShare: number };
}

/** Stripe: the browser confirms the PaymentIntent at Stripe, Stripe notifies (or loses it). */
async function payStripe(o: ShopperOptions, clientSecret: string, decline: boolean): Promise<Outcome> {
  const intentId = clientSecret.split('_secret_')[0] ?? '';
  const { fake, lostWebhookShare } = o.stripe!;
  const intent = fake.intent(intentId);
  if (!intent || intent.status === 'succeeded' || intent.status === 'canceled') return 'pending';
  const event = fake.confirm(intentId, decline ? 'decline' : 'succeed');
  if (o.random() < lostWebhookShare) return 'pending'; // lost: only the reconciler will learn of it
  const acknowledged = await redeliver(() => fake.deliver(`${o.baseUrl}/api/payments/stripe/webhook`, event));
  return acknowledged ? (decline ? 'failed' : 'paid') : 'pending';
}

/**
 * MercadoPago (Checkout Pro): the member pays the preference on MercadoPago's page (the fake), which
 * sends its signed notification (or loses it); half of the members come back to the return page,
 * which asks the API to check the payment; the others close the tab.
 */
async function payMercadoPago(
  o: ShopperOptions,
  orderId: string,
  redirectUrl: string,
  decline: boolean,
): Promise<Outcome> {
  const { fake, lostWebhookShare, doublePayShare } = o.mercadopago!;
  const preferenceId = new URL(redirectUrl).searchParams.get('pref_id') ?? '';
  const notify = async (paymentId: number): Promise<boolean> => {
    if (o.random() < lostWebhookShare) return false;
    const delivery = fake.notification(paymentId);
    return redeliver(() =>
      fetch(`${o.baseUrl}${delivery.url}`, {
        method: 'POST',
        headers: delivery.headers,
        body: delivery.body,
        signal: AbortSignal.timeout(10_000),
      }),
    );
  };
  const payment = fake.pay(preferenceId, decline ? 'rejected' : 'approved');
  let outcome: Outcome = 'pending';
  if (await notify(payment.id)) outcome = decline ? 'failed' : 'paid';
  if (!decline && o.random() < doublePayShare) {
    let again: number | null = null;
    try {
      again = fake.pay(preferenceId, 'approved').id;
    } catch {
      // The preference was closed (expired): MercadoPago refuses the second payment, as it should.
    }
    if (again !== null) await notify(again);
  }
  if (o.random() < 0.5) {
    const back = await persist(
      o.baseUrl,
      o.cookie,
      'POST',
      `/api/payments/mercadopago/orders/${orderId}/check`,
    );
    const status = (back?.json.order as { status?: string } | undefined)?.status;
    if (status === 'paid' || status === 'failed') outcome = status;
  }
  return outcome;
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
  const payment = checkout.json.payment as {
    provider: string;
    clientSecret?: string;
    redirectUrl?: string;
  } | null;
  if (!payment) return order.status === 'paid' ? 'paid' : 'failed';
  const decline = o.random() < 0.1;
  if (o.mercadopago && payment.redirectUrl) return payMercadoPago(o, order._id, payment.redirectUrl, decline);
  if (o.stripe) return payStripe(o, payment.clientSecret ?? '', decline);
  const pay = await persist(o.baseUrl, o.cookie, 'POST', `/api/orders/${order._id}/demo-pay`, {
    cardLast4: decline ? '0002' : '4242',
  });
  if (!pay) return 'gaveUp';
  return (pay.json.order as { status: Outcome }).status;
}

// Paying with Stripe end to end through the API (docs/architecture.md §5), the Stripe side played by the local
// fake (tests/fakes/stripe-fake): checkout creates a PaymentIntent of the order's total, Stripe's
// signed webhook settles the order once however often it is delivered, forged, stale and unknown
// deliveries change nothing, a decline keeps the cart, and the reconciler settles an order whose
// webhook was lost.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcilePendingOrders } from '../../../src/server/modules/orders/settlement/reconcile';
import { RECONCILE_AFTER_MS, STRIPE_WEBHOOK_TOLERANCE_S } from '../../../src/shared/constants/commerce';
import type { Cart } from '../../../src/shared/contract/cart';
import type { CheckoutResponse, Order } from '../../../src/shared/contract/orders';
import { commerceMessages } from '../../../src/shared/messages';
import {
  CART,
  checkoutWith,
  GYM_A,
  GYM_B,
  invariants,
  orderUrl,
  signedIn,
  SWIM,
  YOGA,
  footprint,
} from '../commerce/helpers';
import { leaksInternals } from '../helpers/app';
import { buildStripeApp, checkoutOf, deliver, factsOf, PUBLISHABLE_KEY, type StripeTestApp } from './helpers';

let s: StripeTestApp;
beforeAll(async () => {
  s = await buildStripeApp();
});
afterAll(async () => s?.close());

const nowS = (): number => Math.floor(Date.now() / 1000);
const cartCount = async (client: Parameters<typeof checkoutOf>[0]) =>
  (await client.get(CART)).json<{ cart: Cart }>().cart.count;

describe('checkout with Stripe', () => {
  it('creates one PaymentIntent of the order total in centavos of ars, idempotent per order', async () => {
    const { client } = await signedIn(s.t);
    for (const action of [
      { action: 'add', id: GYM_A },
      { action: 'add', id: YOGA },
    ])
      await client.post(CART, action);
    const key = crypto.randomUUID();
    const first = await checkoutWith(client, key);
    expect(first.statusCode).toBe(201);
    const { order, payment } = first.json<CheckoutResponse>();
    expect(order.total.$numberDecimal).toBe('27000.50');
    expect(order.provider).toBe('stripe');
    const { paymentId } = await factsOf(s, order._id);
    const intent = s.fake.intent(paymentId ?? '');
    expect(intent).toMatchObject({
      amount: 2_700_050,
      currency: 'ars',
      metadata: { orderId: order._id, reference: order.reference },
      status: 'requires_payment_method',
    });
    expect(payment).toEqual({
      provider: 'stripe',
      clientSecret: intent?.client_secret,
      publishableKey: PUBLISHABLE_KEY,
    });

    // The same key again (a retried request): the same order and the same PaymentIntent.
    const again = await checkoutWith(client, key);
    expect(again.statusCode).toBe(200);
    expect(again.json<CheckoutResponse>()).toMatchObject({ order: { _id: order._id }, payment });
    expect((await factsOf(s, order._id)).paymentId).toBe(paymentId);
    const creations = s.fake.requests.filter((r) => r.path === '/v1/payment_intents');
    // Every PaymentIntent creation is keyed by its order id.
    for (const r of creations) {
      const metadata = r.params.metadata;
      expect(r.idempotencyKey).toBe(typeof metadata === 'object' ? metadata.orderId : undefined);
    }
  });
});

describe('the webhook settles the order', () => {
  it('payment_intent.succeeded: order paid with its sales and passes, cart emptied', async () => {
    const { client } = await signedIn(s.t);
    const { order } = await checkoutOf(client, [
      { action: 'add', id: GYM_A },
      { action: 'add', id: SWIM },
    ]);
    const { paymentId } = await factsOf(s, order._id);
    const response = await deliver(s, s.fake.confirm(paymentId ?? '', 'succeed'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect(await factsOf(s, order._id)).toMatchObject({ status: 'paid', sales: 2, passes: 2, events: 1 });
    const paid = (await client.get(orderUrl(order._id))).json<{ order: Order }>().order;
    expect(paid.status).toBe('paid');
    expect(paid.paidAt).not.toBeNull();
    expect(await cartCount(client)).toBe(0);
    expect(await invariants(s.t)).toEqual({
      paidWithoutSales: 0,
      salesWithoutPaidOrder: 0,
      doubledSales: 0,
      paidWithoutPasses: 0,
    });
  });

  it('the same event delivered 3 times (at once) and again later: one set of sales', async () => {
    const { client } = await signedIn(s.t);
    const { order } = await checkoutOf(client, [
      { action: 'add', id: GYM_B },
      { action: 'add', id: YOGA },
    ]);
    const event = s.fake.confirm((await factsOf(s, order._id)).paymentId ?? '', 'succeed');
    const answers = await Promise.all([deliver(s, event), deliver(s, event), deliver(s, event)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect((await deliver(s, event)).statusCode).toBe(200);
    expect(await factsOf(s, order._id)).toMatchObject({ status: 'paid', sales: 2, passes: 2, events: 1 });
    expect(await invariants(s.t)).toMatchObject({ doubledSales: 0 });
  });

  it('payment_intent.payment_failed: order failed with the decline code, cart kept; a retry can pay', async () => {
    const { client } = await signedIn(s.t);
    const { order } = await checkoutOf(client, [
      { action: 'add', id: SWIM },
      { action: 'add', id: SWIM },
    ]);
    const paymentId = (await factsOf(s, order._id)).paymentId ?? '';
    expect((await deliver(s, s.fake.confirm(paymentId, 'decline'))).statusCode).toBe(200);
    expect(await factsOf(s, order._id)).toMatchObject({
      status: 'failed',
      failureCode: 'card_declined',
      sales: 0,
    });
    expect(await cartCount(client)).toBe(2);

    const retry = await checkoutWith(client);
    expect(retry.statusCode).toBe(201);
    const next = retry.json<CheckoutResponse>().order;
    expect(next._id).not.toBe(order._id);
    const nextPayment = (await factsOf(s, next._id)).paymentId ?? '';
    expect(nextPayment).not.toBe(paymentId);
    expect((await deliver(s, s.fake.confirm(nextPayment, 'succeed'))).statusCode).toBe(200);
    expect(await factsOf(s, next._id)).toMatchObject({ status: 'paid', sales: 1 });
    expect(await cartCount(client)).toBe(0);
  });

  it('a PaymentIntent that succeeds after a decline (another card in the same form) pays the failed order', async () => {
    const { client } = await signedIn(s.t);
    const { order } = await checkoutOf(client, [{ action: 'add', id: YOGA }]);
    const paymentId = (await factsOf(s, order._id)).paymentId ?? '';
    await deliver(s, s.fake.confirm(paymentId, 'decline'));
    expect((await deliver(s, s.fake.confirm(paymentId, 'succeed'))).statusCode).toBe(200);
    expect(await factsOf(s, order._id)).toMatchObject({ status: 'paid', sales: 1, events: 2 });
  });

  it('payment_intent.canceled: the order is cancelled', async () => {
    const { client } = await signedIn(s.t);
    const { order } = await checkoutOf(client, [{ action: 'add', id: GYM_A }]);
    const paymentId = (await factsOf(s, order._id)).paymentId ?? '';
    await s.provider.cancelPayment(paymentId);
    const event = s.fake.events.findLast(
      (e) => e.data.object.id === paymentId && e.type === 'payment_intent.canceled',
    );
    expect((await deliver(s, event!)).statusCode).toBe(200);
    expect(await factsOf(s, order._id)).toMatchObject({ status: 'cancelled', sales: 0 });
  });
});

describe('refused deliveries change nothing', () => {
  it('a bad signature, another secret, an old or future timestamp → 400; the real delivery still applies', async () => {
    const { client } = await signedIn(s.t);
    const { order } = await checkoutOf(client, [{ action: 'add', id: GYM_A }]);
    const event = s.fake.confirm((await factsOf(s, order._id)).paymentId ?? '', 'succeed');
    const before = await footprint(s);
    const { body, header } = s.fake.signedDelivery(event);
    const refusals = [
      await s.t.app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        payload: body.replace('"succeeded"', '"canceled"'),
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
      }),
      await deliver(s, event, { secret: 'whsec_not_ours' }),
      await deliver(s, event, { timestamp: nowS() - STRIPE_WEBHOOK_TOLERANCE_S - 60 }),
      await deliver(s, event, { timestamp: nowS() + STRIPE_WEBHOOK_TOLERANCE_S + 60 }),
      await s.t.app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        payload: body,
        headers: { 'content-type': 'application/json' },
      }),
    ];
    for (const response of refusals) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: commerceMessages.webhookInvalid, code: 'VALIDATION' });
      expect(leaksInternals(response.body)).toBe(false);
    }
    expect(await footprint(s)).toEqual(before);
    // The refusals did not record the event id: the genuine delivery applies.
    expect((await deliver(s, event)).statusCode).toBe(200);
    expect(await factsOf(s, order._id)).toMatchObject({ status: 'paid', events: 1 });
  });

  it('a genuine event for a PaymentIntent no order has → 404, nothing changes', async () => {
    const stranger = await s.provider.createPayment({
      orderId: crypto.randomUUID(),
      reference: 'BG-NOTOURS1',
      currency: 'ARS',
      amountCentavos: 100_000,
      buyerEmail: 'nadie@example.com',
    });
    const before = await footprint(s);
    const response = await deliver(s, s.fake.confirm(stranger.paymentId, 'succeed'));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: commerceMessages.orderNotFound, code: 'NOT_FOUND' });
    expect(leaksInternals(response.body)).toBe(false);
    expect(await footprint(s)).toEqual(before);
  });
});

describe('the reconciler', () => {
  const later = () => new Date(Date.now() + RECONCILE_AFTER_MS + 60_000);

  it('settles a paid order whose webhook was lost; the late webhook then changes nothing', async () => {
    const { client } = await signedIn(s.t);
    const { order } = await checkoutOf(client, [{ action: 'add', id: GYM_B }]);
    const event = s.fake.confirm((await factsOf(s, order._id)).paymentId ?? '', 'succeed');
    expect((await factsOf(s, order._id)).status).toBe('pending');
    const report = await reconcilePendingOrders(s.t.app.orders, later());
    expect(report.paid).toBeGreaterThanOrEqual(1);
    expect(await factsOf(s, order._id)).toMatchObject({ status: 'paid', sales: 1, passes: 1 });
    expect(await cartCount(client)).toBe(0);
    expect((await deliver(s, event)).statusCode).toBe(200);
    expect(await factsOf(s, order._id)).toMatchObject({ status: 'paid', sales: 1, passes: 1 });
  });

  it('settles a declined order whose webhook was lost as failed, keeping the cart', async () => {
    const { client } = await signedIn(s.t);
    const { order } = await checkoutOf(client, [{ action: 'add', id: SWIM }]);
    s.fake.confirm((await factsOf(s, order._id)).paymentId ?? '', 'decline');
    await reconcilePendingOrders(s.t.app.orders, later());
    expect(await factsOf(s, order._id)).toMatchObject({ status: 'failed', failureCode: 'card_declined' });
    expect(await cartCount(client)).toBe(1);
  });

  it('leaves orders pending while Stripe is unreachable, and settles them when it is back', async () => {
    const { client } = await signedIn(s.t);
    const { order } = await checkoutOf(client, [{ action: 'add', id: YOGA }]);
    s.fake.confirm((await factsOf(s, order._id)).paymentId ?? '', 'succeed');
    s.fake.failNext(1_000, 'error500');
    const down = await reconcilePendingOrders(s.t.app.orders, later()).finally(() => s.fake.failNext(0));
    expect(down.unreachable).toBeGreaterThanOrEqual(1);
    expect((await factsOf(s, order._id)).status).toBe('pending');
    await reconcilePendingOrders(s.t.app.orders, later());
    expect((await factsOf(s, order._id)).status).toBe('paid');
  });
});

describe('Stripe unreachable at checkout', () => {
  it('answers 503 with the Spanish message; the same key succeeds once Stripe is back', async () => {
    const { client } = await signedIn(s.t);
    await client.post(CART, { action: 'add', id: GYM_A });
    const key = crypto.randomUUID();
    s.fake.failNext(3, 'error500');
    const down = await checkoutWith(client, key);
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ message: commerceMessages.paymentUnavailable, code: 'UNAVAILABLE' });
    expect(leaksInternals(down.body)).toBe(false);
    const back = await checkoutWith(client, key);
    expect([200, 201]).toContain(back.statusCode);
    expect(back.json<CheckoutResponse>().payment).toMatchObject({ provider: 'stripe' });
  });
});

// Paying with MercadoPago Checkout Pro end to end through the API, MercadoPago played by the local fake
// (tests/fakes/mercadopago-fake): checkout creates one preference of the order's total (idempotent), the
// buyer pays on MercadoPago, and the order is paid by the signed notification (read again at
// MercadoPago, once per payment and status), by the member's return page without any notification, or
// by the reconciler. Forged, stale and replayed notifications change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcilePendingOrders } from '../../../src/server/modules/orders/settlement/reconcile';
import { RECONCILE_AFTER_MS } from '../../../src/shared/constants/commerce';
import type { CheckoutResponse, OrderResponse } from '../../../src/shared/contract/orders';
import { checkoutWith, GYM_A, invariants, signedIn, YOGA, footprint } from '../commerce/helpers';
import {
  buildMpApp,
  checkUrl,
  deliver,
  factsOf,
  type MpTestApp,
  pendingOrder,
  PLATFORM_TOKEN,
  preferenceOf,
  PUBLIC_URL,
} from './helpers';

let s: MpTestApp;
beforeAll(async () => {
  s = await buildMpApp();
});
afterAll(async () => s?.close());

const nowS = (): number => Math.floor(Date.now() / 1000);

describe('checkout with MercadoPago', () => {
  it('creates one Checkout Pro preference of the order, with an idempotency key, and redirects to it', async () => {
    const { client } = await signedIn(s.t);
    await client.post('/api/shopcart', { action: 'add', id: GYM_A });
    await client.post('/api/shopcart', { action: 'add', id: YOGA });
    const key = crypto.randomUUID();
    const first = await checkoutWith(client, key);
    expect(first.statusCode).toBe(201);
    const answer = first.json<CheckoutResponse>();
    expect(answer.order.provider).toBe('mercadopago');
    const preference = s.fake.store.preferences.get(preferenceOf(answer));
    expect(answer.payment).toEqual({ provider: 'mercadopago', redirectUrl: preference?.init_point });
    const orderUrl = `${PUBLIC_URL}/orders/${answer.order._id}`;
    expect(preference).toMatchObject({
      items: [{ id: answer.order.reference, quantity: 1, unit_price: 27000.5, currency_id: 'ARS' }],
      external_reference: answer.order._id,
      notification_url: `${PUBLIC_URL}/api/payments/mercadopago/webhook?order=${answer.order._id}`,
      back_urls: { success: orderUrl, failure: orderUrl, pending: orderUrl },
      auto_return: 'approved',
      marketplace_fee: 0, // nobody connected: the platform collects, no split
      collector_id: s.fake.platformCollector,
    });
    const creations = s.fake.requests.filter(
      (r) => r.method === 'POST' && r.path === '/checkout/preferences',
    );
    expect(creations.at(-1)).toMatchObject({
      token: PLATFORM_TOKEN,
      idempotencyKey: `preference-${answer.order._id}`,
    });

    // The same key again: the same order, and the same preference (the fake replays the keyed answer).
    const again = await checkoutWith(client, key);
    expect(again.statusCode).toBe(200);
    expect(again.json<CheckoutResponse>().payment).toEqual(answer.payment);
    expect(
      [...s.fake.store.preferences.values()].filter((p) => p.external_reference === answer.order._id),
    ).toHaveLength(1);
  });

  it('is paid by the signed notification, read again at MercadoPago, once however often it comes', async () => {
    const { client, answer } = await pendingOrder(s);
    const payment = s.fake.pay(preferenceOf(answer), 'approved');
    const first = await deliver(s, s.fake.notification(payment.id));
    expect(first.statusCode).toBe(200);
    expect(await factsOf(s, answer.order._id)).toEqual({ status: 'paid', sales: 2, passes: 2, events: 1 });
    expect(s.fake.requests.some((r) => r.method === 'GET' && r.path === `/v1/payments/${payment.id}`)).toBe(
      true,
    );

    // MercadoPago retries: new request id, new signature, same payment and status → nothing changes.
    const before = await footprint(s);
    expect((await deliver(s, s.fake.notification(payment.id))).statusCode).toBe(200);
    expect(await footprint(s)).toEqual(before);
    expect((await client.get(`/api/orders/${answer.order._id}`)).json<OrderResponse>().order.status).toBe(
      'paid',
    );
    expect(await invariants(s.t)).toMatchObject({
      paidWithoutSales: 0,
      doubledSales: 0,
      paidWithoutPasses: 0,
    });
  });

  it('trusts what MercadoPago answers, not the notification body', async () => {
    const { answer } = await pendingOrder(s);
    const payment = s.fake.pay(preferenceOf(answer), 'rejected', 'cc_rejected_insufficient_amount');
    const delivery = s.fake.notification(payment.id);
    const forgedBody = JSON.stringify({
      ...JSON.parse(delivery.body),
      action: 'payment.approved',
      status: 'approved',
    });
    expect((await deliver(s, { ...delivery, body: forgedBody })).statusCode).toBe(200);
    expect((await factsOf(s, answer.order._id)).status).toBe('failed');
  });

  it('applies notifications that come out of order by the payment status now', async () => {
    const { answer } = await pendingOrder(s);
    const payment = s.fake.pay(preferenceOf(answer), 'in_process', 'pending_contingency');
    const early = s.fake.notification(payment.id); // sent while in process, delivered late
    s.fake.setStatus(payment.id, 'approved', 'accredited');
    expect((await deliver(s, s.fake.notification(payment.id))).statusCode).toBe(200);
    expect((await factsOf(s, answer.order._id)).status).toBe('paid');
    const before = await footprint(s);
    expect((await deliver(s, early)).statusCode).toBe(200);
    expect(await footprint(s)).toEqual(before);
  });

  it('a declined card then a good one on the same preference: failed, then paid', async () => {
    const { answer } = await pendingOrder(s);
    const declined = s.fake.pay(preferenceOf(answer), 'rejected', 'cc_rejected_other_reason');
    await deliver(s, s.fake.notification(declined.id));
    expect((await factsOf(s, answer.order._id)).status).toBe('failed');
    const good = s.fake.pay(preferenceOf(answer), 'approved');
    await deliver(s, s.fake.notification(good.id));
    expect(await factsOf(s, answer.order._id)).toMatchObject({ status: 'paid', sales: 2, passes: 2 });
  });

  it('is paid from the return page when the notification never comes', async () => {
    const { client, answer } = await pendingOrder(s);
    s.fake.pay(preferenceOf(answer), 'approved');
    const back = await client.post(checkUrl(answer.order._id), {});
    expect(back.statusCode).toBe(200);
    expect(back.json<OrderResponse>().order.status).toBe('paid');
    expect(await factsOf(s, answer.order._id)).toMatchObject({ status: 'paid', sales: 2, passes: 2 });
    // Another member cannot ask about it (404, as for an unknown order).
    const other = await signedIn(s.t);
    expect((await other.client.post(checkUrl(answer.order._id), {})).statusCode).toBe(404);
  });

  it('is paid by the reconciler when neither the notification nor the member comes back', async () => {
    const { answer } = await pendingOrder(s);
    s.fake.pay(preferenceOf(answer), 'approved');
    const report = await reconcilePendingOrders(
      s.t.app.orders,
      new Date(Date.now() + RECONCILE_AFTER_MS + 1000),
    );
    expect(report.paid).toBeGreaterThanOrEqual(1);
    expect((await factsOf(s, answer.order._id)).status).toBe('paid');
  });

  it('refunds the approved payment, partly and then the rest, keyed by our refund id', async () => {
    const { answer } = await pendingOrder(s);
    const payment = s.fake.pay(preferenceOf(answer), 'approved');
    const provider = s.t.app.orders.provider;
    const request = { paymentId: `mp_order_${answer.order._id}`, orderId: answer.order._id, reason: 'test' };
    const part = await provider.refundPayment({
      ...request,
      refundId: crypto.randomUUID(),
      amountCentavos: 200_050,
    });
    expect(part.status).toBe('succeeded');
    const retryKey = crypto.randomUUID();
    const rest = await provider.refundPayment({ ...request, refundId: retryKey, amountCentavos: 2_500_000 });
    const retried = await provider.refundPayment({
      ...request,
      refundId: retryKey,
      amountCentavos: 2_500_000,
    });
    expect(retried.providerRefundId).toBe(rest.providerRefundId);
    const refunded = s.fake.store.payments.get(payment.id);
    expect(refunded).toMatchObject({ status: 'refunded', transaction_amount_refunded: 27000.5 });
    expect(refunded?.refunds.map((r) => r.amount)).toEqual([2000.5, 25000]);
    const calls = s.fake.requests.filter((r) => r.path === `/v1/payments/${payment.id}/refunds`);
    expect(calls.map((c) => c.body)).toEqual([{ amount: 2000.5 }, { amount: 25000 }, { amount: 25000 }]);
  });

  it('cancelling a stale order closes its preference: it can no longer be paid', async () => {
    const { answer } = await pendingOrder(s);
    const state = await s.t.app.orders.provider.cancelPayment(`mp_order_${answer.order._id}`);
    expect(state.status).toBe('canceled');
    expect(() => s.fake.pay(preferenceOf(answer), 'approved')).toThrow(/expired/);
  });
});

describe('notifications that are acknowledged without a change, or retried', () => {
  it('payments that are not ours: unknown to MercadoPago, a foreign or unknown external_reference', async () => {
    const foreign = (reference: string) => {
      const created = s.fake.store.route(
        s.fake.platformCollector,
        'POST',
        new URL('http://fake/checkout/preferences'),
        {
          items: [{ title: 'Otra venta', quantity: 1, unit_price: 100 }],
          external_reference: reference,
          notification_url: `${PUBLIC_URL}/api/payments/mercadopago/webhook`,
        },
      );
      return s.fake.pay((created?.body as { id: string }).id, 'approved');
    };
    const { answer } = await pendingOrder(s);
    const ours = s.fake.pay(preferenceOf(answer), 'approved');
    const before = await footprint(s);
    for (const delivery of [
      s.fake.notification(foreign('venta-de-otro-sistema').id),
      s.fake.notification(foreign(crypto.randomUUID()).id),
      s.fake.notification(ours.id, { dataId: '999' }), // signed, but MercadoPago does not know it: 404 there
    ]) {
      const response = await deliver(s, delivery);
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(await footprint(s)).toEqual(before);
  });

  it('MercadoPago unreachable: 503 so that it retries, nothing changes; the retry pays', async () => {
    const { answer } = await pendingOrder(s);
    const payment = s.fake.pay(preferenceOf(answer), 'approved');
    const delivery = s.fake.notification(payment.id);
    s.fake.failNext(1);
    expect((await deliver(s, delivery)).statusCode).toBe(503);
    expect((await factsOf(s, answer.order._id)).status).toBe('pending');
    expect((await deliver(s, delivery)).statusCode).toBe(200);
    expect((await factsOf(s, answer.order._id)).status).toBe('paid');
  });
});

describe('notifications that are refused (401, nothing changes)', () => {
  it('bad, other secret, old, future, unsigned, and a signature of another payment', async () => {
    const { answer } = await pendingOrder(s);
    const payment = s.fake.pay(preferenceOf(answer), 'approved');
    const good = s.fake.notification(payment.id);
    const before = await footprint(s);
    const other = s.fake.pay(preferenceOf(answer), 'rejected');
    const forSomethingElse = s.fake.notification(other.id);
    const refused = [
      {
        ...good,
        // Its first hex digit changed (to 1 when it is 0, else to 0), so it never stays the same.
        headers: {
          ...good.headers,
          'x-signature': good.headers['x-signature']!.replace(
            /v1=(.)/,
            (_, d) => `v1=${d === '0' ? '1' : '0'}`,
          ),
        },
      },
      s.fake.notification(payment.id, { secret: 'another-apps-secret' }),
      s.fake.notification(payment.id, { timestamp: nowS() - 301 }),
      s.fake.notification(payment.id, { timestamp: nowS() + 301 }),
      { ...good, headers: { 'content-type': 'application/json' } },
      { ...good, headers: { ...good.headers, 'x-request-id': 'another-request' } },
      // Signed for the rejected payment, sent about the approved one.
      { ...good, headers: forSomethingElse.headers },
    ];
    for (const delivery of refused) {
      const response = await deliver(s, delivery);
      expect(response.statusCode, delivery.headers['x-signature']).toBe(401);
    }
    expect(await footprint(s)).toEqual(before);
    expect((await factsOf(s, answer.order._id)).status).toBe('pending');
    // The good one still works.
    expect((await deliver(s, good)).statusCode).toBe(200);
    expect((await factsOf(s, answer.order._id)).status).toBe('paid');
  });
});

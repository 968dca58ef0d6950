// The webhook route's transport (docs/architecture.md §5), on the real app and database with the fake Stripe:
// bodies up to 256 KB are read raw (above the app-wide 100 KB) and larger ones refused with 413;
// other content types get 415; Stripe's Origin-less delivery passes the cross-site check while a
// browser POST from another site does not; a delivery over a real HTTP connection verifies on the raw
// bytes; event types we do not act on are acknowledged; the route is documented in OpenAPI.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResponse } from '../../../src/shared/contract/orders';
import { apiMessages, commerceMessages } from '../../../src/shared/messages';
import { GYM_A, signedIn, SWIM, footprint } from '../commerce/helpers';
import { leaksInternals } from '../helpers/app';
import { buildStripeApp, checkoutOf, deliver, factsOf, WEBHOOK, type StripeTestApp } from './helpers';

let s: StripeTestApp;
beforeAll(async () => {
  s = await buildStripeApp();
});
afterAll(async () => s?.close());

/** A pending Stripe order of a new member and its PaymentIntent id. */
async function pendingOrder(): Promise<{ order: CheckoutResponse['order']; intentId: string }> {
  const { client } = await signedIn(s.t);
  const { order } = await checkoutOf(client, [
    { action: 'add', id: GYM_A },
    { action: 'add', id: SWIM },
  ]);
  const { paymentId } = await factsOf(s, order._id);
  return { order, intentId: paymentId ?? '' };
}

/** Posts `event` signed now (as the fake serialises it), with extra headers. */
function postSigned(event: object, extraHeaders: Record<string, string> = {}) {
  const { body, header } = s.fake.signedDelivery(
    event as Parameters<StripeTestApp['fake']['signedDelivery']>[0],
  );
  return s.t.app.inject({
    method: 'POST',
    url: WEBHOOK,
    payload: body,
    headers: { 'content-type': 'application/json', 'stripe-signature': header, ...extraHeaders },
  });
}

describe('webhook transport', () => {
  it('reads a signed body over 100 KB (under 256 KB) and refuses one over 256 KB with 413', async () => {
    const { order, intentId } = await pendingOrder();
    const event = s.fake.confirm(intentId, 'succeed');
    const intent = event.data.object;
    /** `event` with an extra metadata field of `bytes` characters on its PaymentIntent. */
    const padded = (id: string, bytes: number) => ({
      ...event,
      id,
      data: {
        ...event.data,
        object: { ...intent, metadata: { ...intent.metadata, pad: 'x'.repeat(bytes) } },
      },
    });
    const ok = await postSigned(padded(event.id, 150 * 1024));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ received: true });
    expect(await factsOf(s, order._id)).toMatchObject({ status: 'paid', sales: 2, passes: 2 });
    const before = await footprint(s);
    const huge = await postSigned(padded('evt_huge', 300 * 1024));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: apiMessages.payloadTooLarge, code: 'PAYLOAD_TOO_LARGE' });
    expect(await footprint(s)).toEqual(before);
  });

  it('refuses a content type other than JSON with 415 and its Spanish message', async () => {
    const res = await s.t.app.inject({
      method: 'POST',
      url: WEBHOOK,
      payload: 'type=payment_intent.succeeded',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'stripe-signature': 't=1,v1=00' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: apiMessages.unsupportedMediaType, code: 'VALIDATION' });
    expect(leaksInternals(res.body)).toBe(false);
  });

  it('lets Stripe’s delivery (no Origin) through and refuses a browser POST from another site', async () => {
    const { order, intentId } = await pendingOrder();
    const event = s.fake.confirm(intentId, 'succeed');
    const before = await footprint(s);
    const foreign = await postSigned(event, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(await footprint(s)).toEqual(before);
    const stripe = await deliver(s, event);
    expect(stripe.statusCode).toBe(200);
    expect((await factsOf(s, order._id)).status).toBe('paid');
  });

  it('verifies a delivery that came over a real HTTP connection and pays the order', async () => {
    const { order, intentId } = await pendingOrder();
    const event = s.fake.confirm(intentId, 'succeed');
    await s.t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = s.t.app.server.address() as AddressInfo;
    const res = await s.fake.deliver(`http://127.0.0.1:${port}${WEBHOOK}`, event);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ received: true });
    expect(await factsOf(s, order._id)).toMatchObject({ status: 'paid', sales: 2, passes: 2 });
  });

  it('acknowledges an event type it does not act on and changes nothing', async () => {
    const { intentId } = await pendingOrder();
    const event = { ...s.fake.confirm(intentId, 'succeed'), id: 'evt_other_type', type: 'charge.succeeded' };
    const before = await footprint(s);
    const res = await postSigned(event);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect(await footprint(s)).toEqual(before);
  });

  it('refuses a body that is not JSON of an event with 400 and its Spanish message', async () => {
    const res = await postSigned({ hello: 'world' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: commerceMessages.webhookInvalid });
  });

  it('is documented in OpenAPI under the payments tag with its refusals', async () => {
    const doc = (await s.t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, { post?: { tags?: string[]; summary?: string; responses: object } }>;
    }>();
    const operation = doc.paths[WEBHOOK]?.post;
    expect(operation?.tags).toEqual(['payments']);
    expect(operation?.summary).toMatch(/Stripe/);
    expect(Object.keys(operation?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '404', '413', '415']),
    );
  });
});

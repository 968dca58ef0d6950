// The Stripe webhook keeps its raw body (verified by signature, parsed by the provider), so the
// request guards of plugins/unstorable-text.ts do not look into it: NUL in a delivery, signed or not,
// must still end in a 4xx and never in a 500 (which Stripe would retry for three days).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeEvent } from '../fakes/stripe-fake';
import { leaksInternals } from './helpers/app';
import { buildStripeApp, deliver, WEBHOOK, type StripeTestApp } from './orders-stripe/helpers';

let s: StripeTestApp;
beforeAll(async () => {
  s = await buildStripeApp();
});
afterAll(async () => s?.close());

/** A `payment_intent.succeeded` event whose ids hold `bad`. */
function eventWith(bad: string): FakeEvent {
  return {
    id: `evt_${bad}`,
    object: 'event',
    api_version: '2024-06-20',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: `pi_${bad}`,
        object: 'payment_intent',
        status: 'succeeded',
        metadata: { orderId: bad, reference: bad },
      } as unknown as FakeEvent['data']['object'],
    },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: 'payment_intent.succeeded',
  };
}

describe('NUL and lone surrogates in a webhook delivery', () => {
  it.each([
    ['NUL', '\u0000'],
    ['a lone surrogate', '\ud800'],
  ])('signed, with %s in its ids: a 4xx without internals', async (_name, bad) => {
    const res = await deliver(s, eventWith(bad));
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect(leaksInternals(res.body)).toBe(false);
  });

  it('unsigned, with NUL: 400 (refused by the signature check)', async () => {
    const res = await s.t.app.inject({
      method: 'POST',
      url: WEBHOOK,
      payload: JSON.stringify(eventWith('\u0000')),
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION' });
  });
});

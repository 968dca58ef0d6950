// The webhook route on its own: raw-body parsing, verification answers, which settle function runs
// with what, and the answers' shape. The settle functions are replaced by spies here; their effect on
// the database is covered by the API tests (tests/api/orders-stripe).
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startStripeFake } from '../../../../tests/fakes/stripe-fake';
import { createFakeIntents } from '../../../../tests/fakes/stripe-fake-intents';
import { eventOf, stripeSignatureHeader, type FakeEvent } from '../../../../tests/fakes/stripe-fake-objects';
import { commerceMessages } from '../../../shared/messages';
import { AppError } from '../../app-error';
import { csrfPlugin } from '../../plugins/csrf';
import { registerDocs } from '../../plugins/docs';
import { registerErrorHandler } from '../../plugins/errors';
import { useZod } from '../../plugins/zod';
import type { OrdersContext } from '../orders/context';
import { settleCancelled, settleFailed, settlePaid } from '../orders/settle';
import { createStripeProvider } from './stripe';
import { stripeWebhookRoutes, WEBHOOK_BODY_LIMIT_BYTES } from './webhook-routes';

vi.mock('../orders/settle', () => ({
  settlePaid: vi.fn(async () => 'applied'),
  settleFailed: vi.fn(async () => 'applied'),
  settleCancelled: vi.fn(async () => 'applied'),
}));

const SECRET = 'whsec_route_test';
const URL = '/api/payments/stripe/webhook';
const intents = createFakeIntents();
let app: FastifyInstance;

/** A PaymentIntent at the fake, confirmed with `outcome`: the event Stripe would send. */
function confirmed(outcome: 'succeed' | 'decline'): FakeEvent {
  const created = intents.route('POST', '/v1/payment_intents', {
    amount: '150000',
    currency: 'ars',
    metadata: { orderId: 'order-1', reference: 'BG-ROUTE001' },
  });
  return intents.confirm((created.body as { id: string }).id, outcome);
}

function post(body: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: URL,
    payload: body,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

function deliver(event: unknown, options: { timestamp?: number; secret?: string; pad?: number } = {}) {
  const body = JSON.stringify(event, null, 2) + ' '.repeat(options.pad ?? 0);
  const header = stripeSignatureHeader(
    body,
    options.secret ?? SECRET,
    options.timestamp ?? Math.floor(Date.now() / 1000),
  );
  return post(body, {
    'stripe-signature': header,
    'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
  });
}

beforeAll(async () => {
  const provider = createStripeProvider({
    secretKey: 'sk_test_route',
    publishableKey: 'pk_test_route',
    webhookSecret: SECRET,
  });
  const ctx = { provider, log: { info: vi.fn() } } as unknown as OrdersContext;
  app = Fastify({ logger: false, bodyLimit: 100 * 1024 });
  useZod(app);
  registerErrorHandler(app);
  await registerDocs(app);
  await app.register(csrfPlugin, { publicUrl: 'https://buscagym.example', allowedOrigins: [] });
  await app.register(stripeWebhookRoutes, { prefix: '/api/payments', ctx });
  await app.ready();
});
afterAll(async () => {
  await app.close();
});
beforeEach(() => {
  vi.mocked(settlePaid).mockClear().mockResolvedValue('applied');
  vi.mocked(settleFailed).mockClear().mockResolvedValue('applied');
  vi.mocked(settleCancelled).mockClear().mockResolvedValue('applied');
});

describe('POST /api/payments/stripe/webhook', () => {
  it('payment_intent.succeeded → settlePaid with the payment and the event; 200 {received: true}', async () => {
    const event = confirmed('succeed');
    const response = await deliver(event);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect(settlePaid).toHaveBeenCalledTimes(1);
    expect(vi.mocked(settlePaid).mock.calls[0]?.[1]).toEqual({
      paymentId: event.data.object.id,
      source: 'webhook',
      event: { provider: 'stripe', eventId: event.id, type: 'payment_intent.succeeded' },
    });
  });

  it.each(['duplicate', 'notApplicable'] as const)('answers 200 when settling says %s', async (result) => {
    vi.mocked(settlePaid).mockResolvedValue(result);
    const response = await deliver(confirmed('succeed'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
  });

  it('payment_intent.payment_failed → settleFailed with the decline code', async () => {
    const event = confirmed('decline');
    expect((await deliver(event)).statusCode).toBe(200);
    expect(vi.mocked(settleFailed).mock.calls[0]?.[1]).toMatchObject({
      paymentId: event.data.object.id,
      failureCode: 'card_declined',
      event: { eventId: event.id, type: 'payment_intent.payment_failed' },
    });
    expect(settlePaid).not.toHaveBeenCalled();
  });

  it('payment_intent.canceled → settleCancelled', async () => {
    const created = intents.route('POST', '/v1/payment_intents', { amount: '100', currency: 'ars' });
    const id = (created.body as { id: string }).id;
    intents.route('POST', `/v1/payment_intents/${id}/cancel`, {});
    const event = intents.events.findLast((e) => e.data.object.id === id)!;
    expect((await deliver(event)).statusCode).toBe(200);
    expect(vi.mocked(settleCancelled).mock.calls[0]?.[1]).toMatchObject({ paymentId: id, source: 'webhook' });
  });

  it('other event types: 200 and nothing settled', async () => {
    const event = eventOf('payment_intent.created', confirmed('succeed').data.object);
    const response = await deliver(event);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect(settlePaid).not.toHaveBeenCalled();
  });

  it('refuses bad signatures, other secrets, old timestamps and a missing header with 400, settling nothing', async () => {
    const event = confirmed('succeed');
    const refusals = [
      await deliver(event, { secret: 'whsec_other' }),
      await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 301 }),
      await deliver(event, { timestamp: Math.floor(Date.now() / 1000) + 301 }),
      await post(JSON.stringify(event)),
      await post(JSON.stringify(event), { 'stripe-signature': 't=1,v1=abc' }),
    ];
    for (const response of refusals) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: commerceMessages.webhookInvalid, code: 'VALIDATION' });
    }
    expect(settlePaid).not.toHaveBeenCalled();
  });

  it('an unknown PaymentIntent (settle throws NOT_FOUND) → 404', async () => {
    vi.mocked(settlePaid).mockRejectedValue(new AppError('NOT_FOUND', commerceMessages.orderNotFound));
    const response = await deliver(confirmed('succeed'));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: commerceMessages.orderNotFound, code: 'NOT_FOUND' });
  });

  it('a database failure → 500 without stack or SQL (Stripe retries)', async () => {
    vi.mocked(settlePaid).mockRejectedValue(new Error('insert into "sales" violates constraint'));
    const response = await deliver(confirmed('succeed'));
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 'INTERNAL' });
    expect(response.body).not.toMatch(/sales|insert|\bat\s/);
  });

  it('reads bodies up to 256 KB (above the app-wide 100 KB), refuses larger ones with 413', async () => {
    const event = confirmed('succeed');
    const big = await deliver(event, { pad: 200 * 1024 });
    expect(big.statusCode).toBe(200);
    const tooBig = await deliver(event, { pad: WEBHOOK_BODY_LIMIT_BYTES });
    expect(tooBig.statusCode).toBe(413);
  });

  it('refuses other content types with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: URL,
      payload: 'x=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(415);
  });

  it('passes the CSRF origin check (Stripe sends no Origin); a browser POST from another site is still refused', async () => {
    const event = confirmed('succeed');
    expect((await deliver(event)).statusCode).toBe(200);
    const forged = await app.inject({
      method: 'POST',
      url: URL,
      payload: '{}',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
    });
    expect(forged.statusCode).toBe(403);
  });

  it('verifies a delivery that came over a real HTTP connection (the fake’s deliver)', async () => {
    const fake = await startStripeFake({ webhookSecret: SECRET });
    try {
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      const event = confirmed('succeed');
      expect(await fake.deliver(`${address}${URL}`, event)).toEqual({
        status: 200,
        body: '{"received":true}',
      });
      expect(vi.mocked(settlePaid).mock.calls[0]?.[1]).toMatchObject({ event: { eventId: event.id } });
      expect((await fake.deliver(`${address}${URL}`, event, { secret: 'whsec_other' })).status).toBe(400);
    } finally {
      await fake.close();
    }
  });

  it('is documented in OpenAPI under the payments tag', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = doc.paths[URL].post;
    expect(operation.tags).toEqual(['payments']);
    expect(operation.summary).toMatch(/Stripe/);
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '400', '404']));
  });
});

import { describe, expect, it } from 'vitest';
import { startStripeFake } from '../../../../../../tests/fakes/stripe-fake';
import { ProviderUnavailable, type PaymentProvider } from '../provider';
import { addressOf, createStripeProvider, type StripeProviderOptions } from './stripe';
import { paymentRequest, stripeFakeSuite, stripeProviderFor } from './test-kit';

const kit = stripeFakeSuite();

const providerFor = (url: string, options?: StripeProviderOptions): PaymentProvider =>
  stripeProviderFor(kit.fake, url, options);
const request = paymentRequest;

describe('createPayment (POST /v1/payment_intents)', () => {
  it('creates a PaymentIntent in centavos of ars with the order in its metadata', async () => {
    const req = request();
    const started = await kit.provider.createPayment(req);
    const intent = kit.fake.intent(started.paymentId);
    expect(started.paymentId).toMatch(/^pi_/);
    expect(intent).toMatchObject({
      amount: 1_234_550,
      currency: 'ars',
      metadata: { orderId: req.orderId, reference: req.reference },
      description: req.reference,
      receipt_email: req.buyerEmail,
      automatic_payment_methods: { enabled: true },
      status: 'requires_payment_method',
    });
    expect(started.start).toEqual({
      provider: 'stripe',
      clientSecret: intent?.client_secret,
      publishableKey: 'pk_test_unit',
    });
    const sent = kit.fake.requests.findLast((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
    expect(sent?.idempotencyKey).toBe(req.orderId);
  });

  it('charges in the order’s currency, written in lower case as Stripe’s API wants (ADR 0053)', async () => {
    const started = await kit.provider.createPayment(request({ currency: 'BRL', amountCentavos: 15_000 }));
    expect(kit.fake.intent(started.paymentId)).toMatchObject({ amount: 15_000, currency: 'brl' });
  });

  it('is idempotent by order id: the same order gets the same PaymentIntent, another order a new one', async () => {
    const req = request();
    const first = await kit.provider.createPayment(req);
    const again = await kit.provider.createPayment(req);
    const other = await kit.provider.createPayment(request());
    expect(again).toEqual(first);
    expect(other.paymentId).not.toBe(first.paymentId);
  });

  it('refuses (ProviderUnavailable) when the same order id comes back with another amount', async () => {
    const req = request();
    await kit.provider.createPayment(req);
    const error = await kit.provider.createPayment({ ...req, amountCentavos: 100 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderUnavailable);
    expect((error as Error).message).toContain('idempotency_error');
  });

  it('refuses a non-integer or non-positive amount before calling Stripe', async () => {
    const before = kit.fake.requests.length;
    await expect(kit.provider.createPayment(request({ amountCentavos: 10.5 }))).rejects.toThrow(RangeError);
    await expect(kit.provider.createPayment(request({ amountCentavos: 0 }))).rejects.toThrow(RangeError);
    expect(kit.fake.requests.length).toBe(before);
  });
});

describe('fetchPayment (GET /v1/payment_intents/:id)', () => {
  it('maps each status: new → pending, declined → failed, succeeded, canceled', async () => {
    const declined = await kit.provider.createPayment(request());
    const declinedOrder = kit.fake.intent(declined.paymentId)?.metadata.orderId;
    expect(await kit.provider.fetchPayment(declined.paymentId)).toEqual({
      paymentId: declined.paymentId,
      status: 'pending',
      orderId: declinedOrder,
      failureCode: null,
    });
    kit.fake.confirm(declined.paymentId, 'decline');
    expect(await kit.provider.fetchPayment(declined.paymentId)).toMatchObject({
      status: 'failed',
      failureCode: 'card_declined',
    });
    kit.fake.confirm(declined.paymentId, 'succeed');
    expect(await kit.provider.fetchPayment(declined.paymentId)).toMatchObject({
      status: 'succeeded',
      failureCode: null,
    });

    const cancelled = await kit.provider.createPayment(request());
    expect(await kit.provider.cancelPayment(cancelled.paymentId)).toMatchObject({ status: 'canceled' });
    expect(await kit.provider.fetchPayment(cancelled.paymentId)).toMatchObject({ status: 'canceled' });
  });

  it('an unknown PaymentIntent is ProviderUnavailable (Stripe answers 404)', async () => {
    await expect(kit.provider.fetchPayment('pi_unknown')).rejects.toBeInstanceOf(ProviderUnavailable);
  });
});

describe('cancelPayment (POST /v1/payment_intents/:id/cancel)', () => {
  it('cancels a pending PaymentIntent', async () => {
    const started = await kit.provider.createPayment(request());
    expect(await kit.provider.cancelPayment(started.paymentId)).toMatchObject({
      paymentId: started.paymentId,
      status: 'canceled',
    });
    expect(kit.fake.intent(started.paymentId)?.status).toBe('canceled');
  });

  it('reports `succeeded` for a PaymentIntent that was already paid (Stripe refuses to cancel it)', async () => {
    const started = await kit.provider.createPayment(request());
    kit.fake.confirm(started.paymentId, 'succeed');
    expect(await kit.provider.cancelPayment(started.paymentId)).toMatchObject({ status: 'succeeded' });
    expect(kit.fake.intent(started.paymentId)?.status).toBe('succeeded');
  });

  it('cancelling twice reports `canceled` again', async () => {
    const started = await kit.provider.createPayment(request());
    await kit.provider.cancelPayment(started.paymentId);
    expect(await kit.provider.cancelPayment(started.paymentId)).toMatchObject({ status: 'canceled' });
  });
});

describe('ProviderUnavailable', () => {
  it('after the retries when Stripe keeps answering 500', async () => {
    kit.fake.failNext(3, 'error500');
    const error = await kit.provider.createPayment(request()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderUnavailable);
    expect((error as Error).message).toContain('HTTP 500');
  });

  it('not when a retry succeeds (2 failures, maxNetworkRetries 2); the retry reuses the idempotency key', async () => {
    kit.fake.failNext(2, 'error500');
    const req = request();
    const started = await kit.provider.createPayment(req);
    expect(started.paymentId).toMatch(/^pi_/);
    const attempts = kit.fake.requests.filter((r) => r.idempotencyKey === req.orderId);
    expect(attempts).toHaveLength(3);
  });

  it('when connections are dropped', async () => {
    kit.fake.failNext(10, 'drop');
    await expect(kit.provider.fetchPayment('pi_any')).rejects.toBeInstanceOf(ProviderUnavailable);
    kit.fake.failNext(0);
  });

  it('when Stripe does not answer within the timeout', async () => {
    const impatient = providerFor(kit.fake.url, { timeoutMs: 200, maxNetworkRetries: 0 });
    kit.fake.failNext(1, 'hang');
    await expect(impatient.fetchPayment('pi_any')).rejects.toBeInstanceOf(ProviderUnavailable);
  });

  it('when nothing listens at the address', async () => {
    const down = await startStripeFake();
    const url = down.url;
    await down.close();
    await expect(providerFor(url).createPayment(request())).rejects.toBeInstanceOf(ProviderUnavailable);
  });

  it('when the secret key is refused (401)', async () => {
    const wrongKey = createStripeProvider({
      secretKey: 'sk_test_someone_else',
      publishableKey: 'pk_test_unit',
      webhookSecret: kit.fake.webhookSecret,
      apiUrl: kit.fake.url,
    });
    const error = await wrongKey.createPayment(request()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderUnavailable);
    expect((error as Error).message).toContain('HTTP 401');
  });
});

describe('STRIPE_API_URL → SDK address', () => {
  it('reads protocol, host and port', () => {
    expect(addressOf('http://127.0.0.1:12111')).toEqual({ protocol: 'http', host: '127.0.0.1', port: 12111 });
    expect(addressOf('https://stripe.example')).toEqual({
      protocol: 'https',
      host: 'stripe.example',
      port: 443,
    });
    expect(addressOf('http://[::1]:8080/')).toEqual({ protocol: 'http', host: '::1', port: 8080 });
  });

  it('refuses what is not scheme://host[:port]', () => {
    for (const bad of ['127.0.0.1:12111', 'ftp://x', 'http://x/v1', 'http://u:p@x'])
      expect(() => addressOf(bad)).toThrow(/STRIPE_API_URL/);
  });
});

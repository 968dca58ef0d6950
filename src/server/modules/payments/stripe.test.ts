import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeFake, type StripeFake } from '../../../../tests/fakes/stripe-fake';
import {
  ProviderUnavailable,
  type PaymentProvider,
  type PaymentRequest,
  type SavedCardCharge,
} from './provider';
import { addressOf, createStripeProvider, type StripeProviderOptions } from './stripe';
import { PAYMENT_METHOD_MISSING } from './stripe-saved-card';

const SECRET_KEY = 'sk_test_buscagym_unit';

let fake: StripeFake;
let provider: PaymentProvider;

const providerFor = (url: string, options?: StripeProviderOptions): PaymentProvider =>
  createStripeProvider(
    { secretKey: SECRET_KEY, publishableKey: 'pk_test_unit', webhookSecret: fake.webhookSecret, apiUrl: url },
    options,
  );

const request = (overrides: Partial<PaymentRequest> = {}): PaymentRequest => ({
  orderId: randomUUID(),
  reference: 'BG-7K3M9QX2',
  amountCentavos: 1_234_550,
  buyerEmail: 'socia@example.com',
  ...overrides,
});

/** A renewal of an order paid by `previousPaymentId`. */
const renewal = (previousPaymentId: string, overrides: Partial<SavedCardCharge> = {}): SavedCardCharge => ({
  ...request(),
  reference: 'BG-RENEW001',
  amountCentavos: 990_000,
  previousPaymentId,
  cardLast4: null,
  ...overrides,
});

/** A first payment that kept its card, paid in the (fake) browser. */
async function paidKeepingCard(): Promise<{ paymentId: string; customer: string; paymentMethod: string }> {
  const started = await provider.createPayment(request({ saveCard: true }));
  fake.confirm(started.paymentId, 'succeed');
  const intent = fake.intent(started.paymentId);
  if (!intent?.customer || !intent.payment_method) throw new Error('the fake kept no card');
  return { paymentId: started.paymentId, customer: intent.customer, paymentMethod: intent.payment_method };
}

/** The PaymentIntent creations the fake received with `idempotencyKey`. */
const creationsWithKey = (idempotencyKey: string) =>
  fake.requests.filter(
    (r) => r.method === 'POST' && r.path === '/v1/payment_intents' && r.idempotencyKey === idempotencyKey,
  );

beforeAll(async () => {
  fake = await startStripeFake({ apiKey: SECRET_KEY });
  provider = providerFor(fake.url);
});
afterAll(async () => {
  await fake.close();
});

describe('createPayment (POST /v1/payment_intents)', () => {
  it('creates a PaymentIntent in centavos of ars with the order in its metadata', async () => {
    const req = request();
    const started = await provider.createPayment(req);
    const intent = fake.intent(started.paymentId);
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
    const sent = fake.requests.findLast((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
    expect(sent?.idempotencyKey).toBe(req.orderId);
  });

  it('is idempotent by order id: the same order gets the same PaymentIntent, another order a new one', async () => {
    const req = request();
    const first = await provider.createPayment(req);
    const again = await provider.createPayment(req);
    const other = await provider.createPayment(request());
    expect(again).toEqual(first);
    expect(other.paymentId).not.toBe(first.paymentId);
  });

  it('refuses (ProviderUnavailable) when the same order id comes back with another amount', async () => {
    const req = request();
    await provider.createPayment(req);
    const error = await provider.createPayment({ ...req, amountCentavos: 100 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderUnavailable);
    expect((error as Error).message).toContain('idempotency_error');
  });

  it('refuses a non-integer or non-positive amount before calling Stripe', async () => {
    const before = fake.requests.length;
    await expect(provider.createPayment(request({ amountCentavos: 10.5 }))).rejects.toThrow(RangeError);
    await expect(provider.createPayment(request({ amountCentavos: 0 }))).rejects.toThrow(RangeError);
    expect(fake.requests.length).toBe(before);
  });
});

describe('createPayment keeping the card (saveCard)', () => {
  it('creates a Customer and a PaymentIntent for it with setup_future_usage=off_session', async () => {
    const req = request({ saveCard: true });
    const started = await provider.createPayment(req);
    const customerCall = fake.requests.findLast((r) => r.path === '/v1/customers');
    expect(customerCall).toMatchObject({
      method: 'POST',
      idempotencyKey: `customer-${req.orderId}`,
      params: { email: req.buyerEmail, metadata: { orderId: req.orderId, reference: req.reference } },
    });
    const intent = fake.intent(started.paymentId);
    expect(intent?.customer).toMatch(/^cus_/);
    expect(fake.customer(intent?.customer ?? '')).toMatchObject({ email: req.buyerEmail });
    expect(intent).toMatchObject({ setup_future_usage: 'off_session', amount: 1_234_550 });
    expect(creationsWithKey(req.orderId).at(-1)?.params).toMatchObject({
      customer: intent?.customer,
      setup_future_usage: 'off_session',
    });
  });

  it('the card is kept on the Customer once the payment succeeds', async () => {
    const started = await provider.createPayment(request({ saveCard: true }));
    const customer = fake.intent(started.paymentId)?.customer ?? '';
    expect(fake.paymentMethodsOf(customer)).toEqual([]);
    fake.confirm(started.paymentId, 'succeed');
    expect(fake.paymentMethodsOf(customer)).toEqual([fake.intent(started.paymentId)?.payment_method]);
  });

  it('is idempotent by order id: one Customer and one PaymentIntent', async () => {
    const req = request({ saveCard: true });
    const first = await provider.createPayment(req);
    expect(await provider.createPayment(req)).toEqual(first);
    const customers = fake.requests.filter((r) => r.idempotencyKey === `customer-${req.orderId}`);
    expect(customers).toHaveLength(2);
    const again = fake.requests.findLast((r) => r.path === '/v1/payment_intents');
    expect(again?.params.customer).toBe(fake.intent(first.paymentId)?.customer);
  });

  it('without saveCard sends no Customer and exactly the parameters of a cart payment', async () => {
    const before = fake.requests.length;
    const req = request();
    const started = await provider.createPayment(req);
    const sent = fake.requests.slice(before);
    expect(sent.map((r) => r.path)).toEqual(['/v1/payment_intents']);
    expect(Object.keys(sent[0]?.params ?? {})).toEqual([
      'amount',
      'currency',
      'metadata',
      'description',
      'automatic_payment_methods',
      'receipt_email',
    ]);
    expect(fake.intent(started.paymentId)).toMatchObject({ customer: null, setup_future_usage: null });
  });
});

describe('chargeSavedCard (off-session PaymentIntent)', () => {
  it('charges the kept card: a new PaymentIntent, succeeded, with the order in its metadata', async () => {
    const first = await paidKeepingCard();
    const charge = renewal(first.paymentId);
    const state = await provider.chargeSavedCard(charge);
    expect(state).toEqual({
      paymentId: expect.stringMatching(/^pi_/),
      status: 'succeeded',
      orderId: charge.orderId,
      failureCode: null,
    });
    expect(state.paymentId).not.toBe(first.paymentId);
    expect(fake.intent(state.paymentId)).toMatchObject({
      status: 'succeeded',
      amount: 990_000,
      amount_received: 990_000,
      currency: 'ars',
      customer: first.customer,
      payment_method: first.paymentMethod,
      description: charge.reference,
      metadata: { orderId: charge.orderId, reference: charge.reference },
    });
    const [sent] = creationsWithKey(charge.orderId);
    expect(sent?.params).toMatchObject({
      customer: first.customer,
      payment_method: first.paymentMethod,
      off_session: 'true',
      confirm: 'true',
      automatic_payment_methods: { enabled: 'true', allow_redirects: 'never' },
    });
    expect(sent?.params).not.toHaveProperty('setup_future_usage');
  });

  it("the charge's signed event settles the renewal order through the webhook parser", async () => {
    const charge = renewal((await paidKeepingCard()).paymentId);
    const state = await provider.chargeSavedCard(charge);
    const event = fake.events.findLast((e) => e.data.object.id === state.paymentId);
    const { body, header } = fake.signedDelivery(event!);
    expect(provider.parseWebhook(Buffer.from(body), { 'stripe-signature': header }).payment).toEqual({
      paymentId: state.paymentId,
      status: 'succeeded',
      orderId: charge.orderId,
      failureCode: null,
    });
  });

  it('a decline (HTTP 402 card_error) is `failed` with the declined PaymentIntent and its code', async () => {
    const first = await paidKeepingCard();
    fake.declineOffSession(first.customer);
    const charge = renewal(first.paymentId);
    const state = await provider.chargeSavedCard(charge);
    expect(state).toEqual({
      paymentId: expect.stringMatching(/^pi_/),
      status: 'failed',
      orderId: charge.orderId,
      failureCode: 'card_declined',
    });
    expect(fake.intent(state.paymentId)).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'card_declined', decline_code: 'generic_decline' },
    });
    expect(fake.events.findLast((e) => e.data.object.id === state.paymentId)?.type).toBe(
      'payment_intent.payment_failed',
    );
    // The reconciler asking later hears the same.
    expect(await provider.fetchPayment(state.paymentId)).toEqual(state);
  });

  it('a card whose issuer asks for authentication fails with `authentication_required`', async () => {
    const first = await paidKeepingCard();
    fake.declineOffSession(first.paymentMethod, 'authentication_required');
    const state = await provider.chargeSavedCard(renewal(first.paymentId));
    expect(state).toMatchObject({ status: 'failed', failureCode: 'authentication_required' });
  });

  it('is idempotent by order id: charged once, and a decline is answered again, not retried', async () => {
    const paid = await paidKeepingCard();
    const charge = renewal(paid.paymentId);
    const first = await provider.chargeSavedCard(charge);
    expect(await provider.chargeSavedCard(charge)).toEqual(first);
    expect(creationsWithKey(charge.orderId)).toHaveLength(2);
    expect(fake.events.filter((e) => e.data.object.id === first.paymentId)).toHaveLength(1);

    const declining = await paidKeepingCard();
    fake.declineOffSession(declining.customer);
    const declinedCharge = renewal(declining.paymentId);
    const declined = await provider.chargeSavedCard(declinedCharge);
    expect(await provider.chargeSavedCard(declinedCharge)).toEqual(declined);
    expect(fake.events.filter((e) => e.data.object.id === declined.paymentId)).toHaveLength(1);
  });

  describe('when the earlier payment kept no card', () => {
    /** Asserts the answer for a missing card, and that no off-session charge was attempted. */
    async function expectMissingCard(previousPaymentId: string): Promise<void> {
      const charge = renewal(previousPaymentId);
      const state = await provider.chargeSavedCard(charge);
      expect(state).toEqual({
        paymentId: expect.stringMatching(/^pi_/),
        status: 'failed',
        orderId: charge.orderId,
        failureCode: PAYMENT_METHOD_MISSING,
      });
      expect(state.paymentId).not.toBe(previousPaymentId);
      const [sent] = creationsWithKey(charge.orderId);
      expect(sent?.params).not.toHaveProperty('off_session');
      // The order's own PaymentIntent, open for the customer to pay in the browser, keeping the card.
      expect(fake.intent(state.paymentId)).toMatchObject({
        status: 'requires_payment_method',
        amount: 990_000,
        metadata: { orderId: charge.orderId },
        setup_future_usage: 'off_session',
        customer: expect.stringMatching(/^cus_/),
      });
      const { orderId, reference, amountCentavos, buyerEmail } = charge;
      const started = await provider.createPayment({
        orderId,
        reference,
        amountCentavos,
        buyerEmail,
        saveCard: true,
      });
      expect(started.paymentId).toBe(state.paymentId);
      expect(await provider.fetchPayment(state.paymentId)).toMatchObject({ status: 'pending' });
    }

    it('a cart payment (made without saveCard, so no Customer)', async () => {
      const cart = await provider.createPayment(request());
      fake.confirm(cart.paymentId, 'succeed');
      await expectMissingCard(cart.paymentId);
    });

    it('a payment that kept no card because it never succeeded', async () => {
      const unpaid = await provider.createPayment(request({ saveCard: true }));
      fake.confirm(unpaid.paymentId, 'decline');
      await expectMissingCard(unpaid.paymentId);
    });

    it('a payment Stripe does not know (404 resource_missing)', async () => {
      await expectMissingCard('pi_unknown');
    });
  });

  it('refuses a non-integer or non-positive amount before calling Stripe', async () => {
    const before = fake.requests.length;
    await expect(provider.chargeSavedCard(renewal('pi_x', { amountCentavos: 0 }))).rejects.toThrow(
      RangeError,
    );
    expect(fake.requests.length).toBe(before);
  });

  it('is ProviderUnavailable when Stripe keeps failing while reading the earlier payment', async () => {
    const paid = await paidKeepingCard();
    fake.failNext(3, 'error500');
    await expect(provider.chargeSavedCard(renewal(paid.paymentId))).rejects.toBeInstanceOf(
      ProviderUnavailable,
    );
  });

  it('is ProviderUnavailable when the charge itself keeps failing (500), and nothing was charged', async () => {
    const paid = await paidKeepingCard();
    const charge = renewal(paid.paymentId);
    fake.failNext(3, 'error500', '/v1/payment_intents');
    const error = await provider.chargeSavedCard(charge).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderUnavailable);
    expect((error as Error).message).toContain('HTTP 500');
    expect(creationsWithKey(charge.orderId)).toHaveLength(3);
    expect(fake.events.some((e) => e.data.object.metadata.orderId === charge.orderId)).toBe(false);
  });

  it('is ProviderUnavailable when connections are dropped', async () => {
    const paid = await paidKeepingCard();
    fake.failNext(10, 'drop', '/v1/payment_intents');
    await expect(provider.chargeSavedCard(renewal(paid.paymentId))).rejects.toBeInstanceOf(
      ProviderUnavailable,
    );
    fake.failNext(0);
  });

  it('a charge retried after a 500 reuses the idempotency key and charges once', async () => {
    const paid = await paidKeepingCard();
    const charge = renewal(paid.paymentId);
    fake.failNext(2, 'error500', '/v1/payment_intents');
    const state = await provider.chargeSavedCard(charge);
    expect(state.status).toBe('succeeded');
    expect(creationsWithKey(charge.orderId)).toHaveLength(3);
    expect(fake.events.filter((e) => e.data.object.metadata.orderId === charge.orderId)).toHaveLength(1);
  });
});

describe('fetchPayment (GET /v1/payment_intents/:id)', () => {
  it('maps each status: new → pending, declined → failed, succeeded, canceled', async () => {
    const declined = await provider.createPayment(request());
    const declinedOrder = fake.intent(declined.paymentId)?.metadata.orderId;
    expect(await provider.fetchPayment(declined.paymentId)).toEqual({
      paymentId: declined.paymentId,
      status: 'pending',
      orderId: declinedOrder,
      failureCode: null,
    });
    fake.confirm(declined.paymentId, 'decline');
    expect(await provider.fetchPayment(declined.paymentId)).toMatchObject({
      status: 'failed',
      failureCode: 'card_declined',
    });
    fake.confirm(declined.paymentId, 'succeed');
    expect(await provider.fetchPayment(declined.paymentId)).toMatchObject({
      status: 'succeeded',
      failureCode: null,
    });

    const cancelled = await provider.createPayment(request());
    expect(await provider.cancelPayment(cancelled.paymentId)).toMatchObject({ status: 'canceled' });
    expect(await provider.fetchPayment(cancelled.paymentId)).toMatchObject({ status: 'canceled' });
  });

  it('an unknown PaymentIntent is ProviderUnavailable (Stripe answers 404)', async () => {
    await expect(provider.fetchPayment('pi_unknown')).rejects.toBeInstanceOf(ProviderUnavailable);
  });
});

describe('cancelPayment (POST /v1/payment_intents/:id/cancel)', () => {
  it('cancels a pending PaymentIntent', async () => {
    const started = await provider.createPayment(request());
    expect(await provider.cancelPayment(started.paymentId)).toMatchObject({
      paymentId: started.paymentId,
      status: 'canceled',
    });
    expect(fake.intent(started.paymentId)?.status).toBe('canceled');
  });

  it('reports `succeeded` for a PaymentIntent that was already paid (Stripe refuses to cancel it)', async () => {
    const started = await provider.createPayment(request());
    fake.confirm(started.paymentId, 'succeed');
    expect(await provider.cancelPayment(started.paymentId)).toMatchObject({ status: 'succeeded' });
    expect(fake.intent(started.paymentId)?.status).toBe('succeeded');
  });

  it('cancelling twice reports `canceled` again', async () => {
    const started = await provider.createPayment(request());
    await provider.cancelPayment(started.paymentId);
    expect(await provider.cancelPayment(started.paymentId)).toMatchObject({ status: 'canceled' });
  });
});

describe('ProviderUnavailable', () => {
  it('after the retries when Stripe keeps answering 500', async () => {
    fake.failNext(3, 'error500');
    const error = await provider.createPayment(request()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderUnavailable);
    expect((error as Error).message).toContain('HTTP 500');
  });

  it('not when a retry succeeds (2 failures, maxNetworkRetries 2); the retry reuses the idempotency key', async () => {
    fake.failNext(2, 'error500');
    const req = request();
    const started = await provider.createPayment(req);
    expect(started.paymentId).toMatch(/^pi_/);
    const attempts = fake.requests.filter((r) => r.idempotencyKey === req.orderId);
    expect(attempts).toHaveLength(3);
  });

  it('when connections are dropped', async () => {
    fake.failNext(10, 'drop');
    await expect(provider.fetchPayment('pi_any')).rejects.toBeInstanceOf(ProviderUnavailable);
    fake.failNext(0);
  });

  it('when Stripe does not answer within the timeout', async () => {
    const impatient = providerFor(fake.url, { timeoutMs: 200, maxNetworkRetries: 0 });
    fake.failNext(1, 'hang');
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
      webhookSecret: fake.webhookSecret,
      apiUrl: fake.url,
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

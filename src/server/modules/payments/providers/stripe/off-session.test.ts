// The Stripe provider keeping a card and charging it off-session (ADR 0017), against the local fake.
import { describe, expect, it } from 'vitest';
import {
  PAYMENT_METHOD_MISSING,
  ProviderUnavailable,
  type PaymentStatus,
  type SavedCardCharge,
} from '../provider';
import { paymentRequest, stripeFakeSuite } from './test-kit';

const kit = stripeFakeSuite();

const request = paymentRequest;

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
  const started = await kit.provider.createPayment(request({ saveCard: true }));
  kit.fake.confirm(started.paymentId, 'succeed');
  const intent = kit.fake.intent(started.paymentId);
  if (!intent?.customer || !intent.payment_method) throw new Error('the fake kept no card');
  return { paymentId: started.paymentId, customer: intent.customer, paymentMethod: intent.payment_method };
}

/**
 * Charges the renewal of the order paid by `previousPaymentId` off-session and checks the answer: a new
 * PaymentIntent of the renewal order, ended `status` with `failureCode`.
 */
async function chargeRenewal(previousPaymentId: string, status: PaymentStatus, failureCode: string | null) {
  const charge = renewal(previousPaymentId);
  const state = await kit.provider.chargeSavedCard(charge);
  expect(state).toEqual({
    paymentId: expect.stringMatching(/^pi_/),
    status,
    orderId: charge.orderId,
    failureCode,
  });
  return { charge, state };
}

/** The PaymentIntent creations the fake received with `idempotencyKey`. */
const creationsWithKey = (idempotencyKey: string) =>
  kit.fake.requests.filter(
    (r) => r.method === 'POST' && r.path === '/v1/payment_intents' && r.idempotencyKey === idempotencyKey,
  );

describe('createPayment keeping the card (saveCard)', () => {
  it('creates a Customer and a PaymentIntent for it with setup_future_usage=off_session', async () => {
    const req = request({ saveCard: true });
    const started = await kit.provider.createPayment(req);
    const customerCall = kit.fake.requests.findLast((r) => r.path === '/v1/customers');
    expect(customerCall).toMatchObject({
      method: 'POST',
      idempotencyKey: `customer-${req.orderId}`,
      params: { email: req.buyerEmail, metadata: { orderId: req.orderId, reference: req.reference } },
    });
    const intent = kit.fake.intent(started.paymentId);
    expect(intent?.customer).toMatch(/^cus_/);
    expect(kit.fake.customer(intent?.customer ?? '')).toMatchObject({ email: req.buyerEmail });
    expect(intent).toMatchObject({ setup_future_usage: 'off_session', amount: 1_234_550 });
    expect(creationsWithKey(req.orderId).at(-1)?.params).toMatchObject({
      customer: intent?.customer,
      setup_future_usage: 'off_session',
    });
  });

  it('the card is kept on the Customer once the payment succeeds', async () => {
    const started = await kit.provider.createPayment(request({ saveCard: true }));
    const customer = kit.fake.intent(started.paymentId)?.customer ?? '';
    expect(kit.fake.paymentMethodsOf(customer)).toEqual([]);
    kit.fake.confirm(started.paymentId, 'succeed');
    expect(kit.fake.paymentMethodsOf(customer)).toEqual([kit.fake.intent(started.paymentId)?.payment_method]);
  });

  it('is idempotent by order id: one Customer and one PaymentIntent', async () => {
    const req = request({ saveCard: true });
    const first = await kit.provider.createPayment(req);
    expect(await kit.provider.createPayment(req)).toEqual(first);
    const customers = kit.fake.requests.filter((r) => r.idempotencyKey === `customer-${req.orderId}`);
    expect(customers).toHaveLength(2);
    const again = kit.fake.requests.findLast((r) => r.path === '/v1/payment_intents');
    expect(again?.params.customer).toBe(kit.fake.intent(first.paymentId)?.customer);
  });

  it('without saveCard sends no Customer and exactly the parameters of a cart payment', async () => {
    const before = kit.fake.requests.length;
    const req = request();
    const started = await kit.provider.createPayment(req);
    const sent = kit.fake.requests.slice(before);
    expect(sent.map((r) => r.path)).toEqual(['/v1/payment_intents']);
    expect(Object.keys(sent[0]?.params ?? {})).toEqual([
      'amount',
      'currency',
      'metadata',
      'description',
      'automatic_payment_methods',
      'receipt_email',
    ]);
    expect(kit.fake.intent(started.paymentId)).toMatchObject({ customer: null, setup_future_usage: null });
  });
});

describe('chargeSavedCard (off-session PaymentIntent)', () => {
  it('charges the kept card: a new PaymentIntent, succeeded, with the order in its metadata', async () => {
    const first = await paidKeepingCard();
    const { charge, state } = await chargeRenewal(first.paymentId, 'succeeded', null);
    expect(state.paymentId).not.toBe(first.paymentId);
    expect(kit.fake.intent(state.paymentId)).toMatchObject({
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
    const state = await kit.provider.chargeSavedCard(charge);
    const event = kit.fake.events.findLast((e) => e.data.object.id === state.paymentId);
    const { body, header } = kit.fake.signedDelivery(event!);
    const notice = kit.provider.readNotification({
      rawBody: Buffer.from(body),
      headers: { 'stripe-signature': header },
      query: {},
    });
    expect(notice.kind === 'payment' ? notice.signed : notice).toEqual({
      paymentId: state.paymentId,
      status: 'succeeded',
      orderId: charge.orderId,
      failureCode: null,
    });
  });

  it('a decline (HTTP 402 card_error) is `failed` with the declined PaymentIntent and its code', async () => {
    const first = await paidKeepingCard();
    kit.fake.declineOffSession(first.customer);
    const { state } = await chargeRenewal(first.paymentId, 'failed', 'card_declined');
    expect(kit.fake.intent(state.paymentId)).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'card_declined', decline_code: 'generic_decline' },
    });
    expect(kit.fake.events.findLast((e) => e.data.object.id === state.paymentId)?.type).toBe(
      'payment_intent.payment_failed',
    );
    // The reconciler asking later hears the same.
    expect(await kit.provider.fetchPayment(state.paymentId)).toEqual(state);
  });

  it('a card whose issuer asks for authentication fails with `authentication_required`', async () => {
    const first = await paidKeepingCard();
    kit.fake.declineOffSession(first.paymentMethod, 'authentication_required');
    const state = await kit.provider.chargeSavedCard(renewal(first.paymentId));
    expect(state).toMatchObject({ status: 'failed', failureCode: 'authentication_required' });
  });

  it('is idempotent by order id: charged once, and a decline is answered again, not retried', async () => {
    const paid = await paidKeepingCard();
    const charge = renewal(paid.paymentId);
    const first = await kit.provider.chargeSavedCard(charge);
    expect(await kit.provider.chargeSavedCard(charge)).toEqual(first);
    expect(creationsWithKey(charge.orderId)).toHaveLength(2);
    expect(kit.fake.events.filter((e) => e.data.object.id === first.paymentId)).toHaveLength(1);

    const declining = await paidKeepingCard();
    kit.fake.declineOffSession(declining.customer);
    const declinedCharge = renewal(declining.paymentId);
    const declined = await kit.provider.chargeSavedCard(declinedCharge);
    expect(await kit.provider.chargeSavedCard(declinedCharge)).toEqual(declined);
    expect(kit.fake.events.filter((e) => e.data.object.id === declined.paymentId)).toHaveLength(1);
  });

  describe('when the earlier payment kept no card', () => {
    /** Asserts the answer for a missing card, and that no off-session charge was attempted. */
    async function expectMissingCard(previousPaymentId: string): Promise<void> {
      const { charge, state } = await chargeRenewal(previousPaymentId, 'failed', PAYMENT_METHOD_MISSING);
      expect(state.paymentId).not.toBe(previousPaymentId);
      const [sent] = creationsWithKey(charge.orderId);
      expect(sent?.params).not.toHaveProperty('off_session');
      // The order's own PaymentIntent, open for the customer to pay in the browser, keeping the card.
      expect(kit.fake.intent(state.paymentId)).toMatchObject({
        status: 'requires_payment_method',
        amount: 990_000,
        metadata: { orderId: charge.orderId },
        setup_future_usage: 'off_session',
        customer: expect.stringMatching(/^cus_/),
      });
      const { orderId, reference, amountCentavos, currency, buyerEmail } = charge;
      const started = await kit.provider.createPayment({
        orderId,
        reference,
        amountCentavos,
        currency,
        buyerEmail,
        saveCard: true,
      });
      expect(started.paymentId).toBe(state.paymentId);
      expect(await kit.provider.fetchPayment(state.paymentId)).toMatchObject({ status: 'pending' });
    }

    it('a cart payment (made without saveCard, so no Customer)', async () => {
      const cart = await kit.provider.createPayment(request());
      kit.fake.confirm(cart.paymentId, 'succeed');
      await expectMissingCard(cart.paymentId);
    });

    it('a payment that kept no card because it never succeeded', async () => {
      const unpaid = await kit.provider.createPayment(request({ saveCard: true }));
      kit.fake.confirm(unpaid.paymentId, 'decline');
      await expectMissingCard(unpaid.paymentId);
    });

    it('a payment Stripe does not know (404 resource_missing)', async () => {
      await expectMissingCard('pi_unknown');
    });
  });

  it('refuses a non-integer or non-positive amount before calling Stripe', async () => {
    const before = kit.fake.requests.length;
    await expect(kit.provider.chargeSavedCard(renewal('pi_x', { amountCentavos: 0 }))).rejects.toThrow(
      RangeError,
    );
    expect(kit.fake.requests.length).toBe(before);
  });

  it('is ProviderUnavailable when Stripe keeps failing while reading the earlier payment', async () => {
    const paid = await paidKeepingCard();
    kit.fake.failNext(3, 'error500');
    await expect(kit.provider.chargeSavedCard(renewal(paid.paymentId))).rejects.toBeInstanceOf(
      ProviderUnavailable,
    );
  });

  it('is ProviderUnavailable when the charge itself keeps failing (500), and nothing was charged', async () => {
    const paid = await paidKeepingCard();
    const charge = renewal(paid.paymentId);
    kit.fake.failNext(3, 'error500', '/v1/payment_intents');
    const error = await kit.provider.chargeSavedCard(charge).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderUnavailable);
    expect((error as Error).message).toContain('HTTP 500');
    expect(creationsWithKey(charge.orderId)).toHaveLength(3);
    expect(kit.fake.events.some((e) => e.data.object.metadata.orderId === charge.orderId)).toBe(false);
  });

  it('is ProviderUnavailable when connections are dropped', async () => {
    const paid = await paidKeepingCard();
    kit.fake.failNext(10, 'drop', '/v1/payment_intents');
    await expect(kit.provider.chargeSavedCard(renewal(paid.paymentId))).rejects.toBeInstanceOf(
      ProviderUnavailable,
    );
    kit.fake.failNext(0);
  });

  it('a charge retried after a 500 reuses the idempotency key and charges once', async () => {
    const paid = await paidKeepingCard();
    const charge = renewal(paid.paymentId);
    kit.fake.failNext(2, 'error500', '/v1/payment_intents');
    const state = await kit.provider.chargeSavedCard(charge);
    expect(state.status).toBe('succeeded');
    expect(creationsWithKey(charge.orderId)).toHaveLength(3);
    expect(kit.fake.events.filter((e) => e.data.object.metadata.orderId === charge.orderId)).toHaveLength(1);
  });
});

import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startStripeFake,
  stripeSignatureHeader,
  type FakeEvent,
  type StripeFake,
} from '../../../../../../tests/fakes/stripe-fake';
import { STRIPE_WEBHOOK_TOLERANCE_S } from '../../../../../shared/constants/commerce';
import { WebhookRejected, type PaymentProvider } from '../provider';
import { createStripeProvider } from './stripe';

const SECRET_KEY = 'sk_test_buscagym_webhook';
/** A fixed clock for the provider, unix seconds. */
const NOW_S = 1_767_225_600;

let fake: StripeFake;
let provider: PaymentProvider;

/** Creates a PaymentIntent at the fake and confirms it; returns the event Stripe would send. */
async function confirmedEvent(
  outcome: 'succeed' | 'decline',
): Promise<{ event: FakeEvent; orderId: string }> {
  const orderId = randomUUID();
  const { paymentId } = await provider.createPayment({
    orderId,
    reference: 'BG-TEST0001',
    currency: 'ARS',
    amountCentavos: 500_000,
    buyerEmail: 'socio@example.com',
  });
  return { event: fake.confirm(paymentId, outcome), orderId };
}

const parse = (body: string | Buffer, header: string | string[] | undefined) =>
  provider.readNotification({
    rawBody: Buffer.from(body),
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    query: {},
  });

const rejected = (body: string | Buffer, header: string | string[] | undefined): unknown => {
  try {
    parse(body, header);
    return null;
  } catch (error) {
    return error;
  }
};

beforeAll(async () => {
  fake = await startStripeFake({ apiKey: SECRET_KEY });
  provider = createStripeProvider(
    {
      secretKey: SECRET_KEY,
      publishableKey: 'pk_test_w',
      webhookSecret: fake.webhookSecret,
      apiUrl: fake.url,
    },
    { now: () => NOW_S * 1000 },
  );
});
afterAll(async () => {
  await fake.close();
});

describe('the fake signs as Stripe does', () => {
  it('matches the SDK’s generateTestHeaderString for the same payload, secret and time', () => {
    const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'ping', data: { object: {} } });
    const sdk = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_abc', timestamp: NOW_S });
    expect(stripeSignatureHeader(payload, 'whsec_abc', NOW_S)).toBe(sdk);
  });
});

describe('readNotification: verification (https://docs.stripe.com/webhooks#verify-webhook-signatures)', () => {
  it('accepts a correctly signed payment_intent.succeeded and reads its PaymentIntent', async () => {
    const { event, orderId } = await confirmedEvent('succeed');
    const { body, header } = fake.signedDelivery(event, { timestamp: NOW_S });
    expect(parse(body, header)).toEqual({
      kind: 'payment',
      paymentId: event.data.object.id,
      orderHint: orderId,
      event: { id: event.id, type: 'payment_intent.succeeded' },
      signed: { paymentId: event.data.object.id, status: 'succeeded', orderId, failureCode: null },
    });
  });

  it('refuses a body changed after signing (bad signature)', async () => {
    const { event } = await confirmedEvent('succeed');
    const { body, header } = fake.signedDelivery(event, { timestamp: NOW_S });
    const tampered = body.replace('"amount": 500000', '"amount": 1');
    expect(tampered).not.toBe(body);
    expect(rejected(tampered, header)).toBeInstanceOf(WebhookRejected);
    // The same JSON re-serialised is not the signed bytes either.
    expect(rejected(JSON.stringify(JSON.parse(body)), header)).toBeInstanceOf(WebhookRejected);
    const [t] = header.split(',');
    expect(rejected(body, `${t},v1=${'0'.repeat(64)}`)).toBeInstanceOf(WebhookRejected);
    expect(rejected(body, `${t}`)).toBeInstanceOf(WebhookRejected);
  });

  it('refuses a delivery signed with another secret', async () => {
    const { event } = await confirmedEvent('succeed');
    const { body, header } = fake.signedDelivery(event, { timestamp: NOW_S, secret: 'whsec_someone_else' });
    expect(rejected(body, header)).toBeInstanceOf(WebhookRejected);
  });

  it(`refuses a timestamp more than ${STRIPE_WEBHOOK_TOLERANCE_S} s old, accepts one exactly that old`, async () => {
    const { event } = await confirmedEvent('succeed');
    const old = fake.signedDelivery(event, { timestamp: NOW_S - STRIPE_WEBHOOK_TOLERANCE_S - 1 });
    expect(rejected(old.body, old.header)).toBeInstanceOf(WebhookRejected);
    const edge = fake.signedDelivery(event, { timestamp: NOW_S - STRIPE_WEBHOOK_TOLERANCE_S });
    expect(parse(edge.body, edge.header)).toMatchObject({ event: { id: event.id } });
  });

  it(`refuses a timestamp more than ${STRIPE_WEBHOOK_TOLERANCE_S} s in the future, accepts one exactly that far`, async () => {
    const { event } = await confirmedEvent('succeed');
    const ahead = fake.signedDelivery(event, { timestamp: NOW_S + STRIPE_WEBHOOK_TOLERANCE_S + 1 });
    expect(rejected(ahead.body, ahead.header)).toBeInstanceOf(WebhookRejected);
    const edge = fake.signedDelivery(event, { timestamp: NOW_S + STRIPE_WEBHOOK_TOLERANCE_S });
    expect(parse(edge.body, edge.header)).toMatchObject({ event: { id: event.id } });
  });

  it('refuses a missing, empty or repeated Stripe-Signature header', async () => {
    const { event } = await confirmedEvent('succeed');
    const { body, header } = fake.signedDelivery(event, { timestamp: NOW_S });
    expect(rejected(body, undefined)).toBeInstanceOf(WebhookRejected);
    expect(rejected(body, '')).toBeInstanceOf(WebhookRejected);
    expect(rejected(body, [header, header])).toBeInstanceOf(WebhookRejected);
    expect(rejected(body, 'garbage')).toBeInstanceOf(WebhookRejected);
  });

  it('refuses a correctly signed body that is not JSON or not a Stripe event', () => {
    const sign = (body: string) => stripeSignatureHeader(body, fake.webhookSecret, NOW_S);
    const bodies = [
      '{"id": "evt_1", "object": "event"',
      '',
      '[]',
      JSON.stringify({ object: 'event', type: 'payment_intent.succeeded', data: { object: {} } }),
      JSON.stringify({ id: 'evt_1', object: 'event', type: 'payment_intent.succeeded' }),
      JSON.stringify({
        id: 'evt_1',
        object: 'event',
        type: 'payment_intent.succeeded',
        data: { object: { id: 'ch_1', object: 'charge' } },
      }),
    ];
    for (const body of bodies) expect(rejected(body, sign(body)), body).toBeInstanceOf(WebhookRejected);
  });
});

describe('readNotification: event types', () => {
  it('payment_intent.payment_failed → failed with the decline code', async () => {
    const { event, orderId } = await confirmedEvent('decline');
    const { body, header } = fake.signedDelivery(event, { timestamp: NOW_S });
    expect(parse(body, header)).toMatchObject({
      event: { type: 'payment_intent.payment_failed' },
      signed: { status: 'failed', failureCode: 'card_declined', orderId },
    });
  });

  it('payment_intent.canceled → canceled', async () => {
    const { paymentId } = await provider.createPayment({
      orderId: randomUUID(),
      reference: 'BG-TEST0002',
      currency: 'ARS',
      amountCentavos: 100,
      buyerEmail: 'x@example.com',
    });
    await provider.cancelPayment(paymentId);
    const event = fake.events.findLast((e) => e.data.object.id === paymentId);
    expect(event?.type).toBe('payment_intent.canceled');
    const { body, header } = fake.signedDelivery(event!, { timestamp: NOW_S });
    expect(parse(body, header)).toMatchObject({
      signed: { paymentId, status: 'canceled', failureCode: null },
    });
  });

  it('any other type → ignored', async () => {
    const { event } = await confirmedEvent('succeed');
    const other = { ...event, id: 'evt_other', type: 'charge.succeeded' };
    const { body, header } = fake.signedDelivery(other, { timestamp: NOW_S });
    expect(parse(body, header)).toEqual({ kind: 'ignore', type: 'charge.succeeded' });
  });
});

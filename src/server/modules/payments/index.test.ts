import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Config } from '../../config';
import { createPaymentProvider } from './index';
import { WebhookRejected } from './providers/provider';

const stripe = (values: Partial<Config['stripe']>): Pick<Config, 'stripe'> => ({
  stripe: {
    secretKey: undefined,
    publishableKey: undefined,
    webhookSecret: undefined,
    apiUrl: undefined,
    ...values,
  },
});
const keys = { secretKey: 'sk_test_a1', publishableKey: 'pk_test_b2', webhookSecret: 'whsec_c3' };

describe('createPaymentProvider', () => {
  it('is the manual demo provider when no Stripe key is set (even with STRIPE_API_URL)', () => {
    expect(createPaymentProvider(stripe({})).name).toBe('manual');
    expect(createPaymentProvider(stripe({ apiUrl: 'http://127.0.0.1:12111' })).name).toBe('manual');
  });

  it('is Stripe when the three keys are set, with the publishable key for the browser', () => {
    const provider = createPaymentProvider(stripe({ ...keys, apiUrl: 'http://127.0.0.1:12111' }));
    expect(provider.name).toBe('stripe');
    expect(provider.publishableKey).toBe('pk_test_b2');
  });

  it('refuses a partial Stripe configuration, naming what is missing', () => {
    expect(() => createPaymentProvider(stripe({ secretKey: keys.secretKey }))).toThrow(
      /missing: STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET/,
    );
    expect(() => createPaymentProvider(stripe({ ...keys, webhookSecret: undefined }))).toThrow(
      /missing: STRIPE_WEBHOOK_SECRET/,
    );
  });

  it('refuses keys of the wrong kind or of mixed modes, and a malformed STRIPE_API_URL', () => {
    expect(() => createPaymentProvider(stripe({ ...keys, secretKey: 'pk_test_x' }))).toThrow(
      /STRIPE_SECRET_KEY/,
    );
    expect(() => createPaymentProvider(stripe({ ...keys, webhookSecret: 'sk_test_x' }))).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
    expect(() => createPaymentProvider(stripe({ ...keys, publishableKey: 'pk_live_x' }))).toThrow(/modes/);
    expect(() => createPaymentProvider(stripe({ ...keys, apiUrl: 'localhost:12111' }))).toThrow(
      /STRIPE_API_URL/,
    );
  });
});

describe('the manual provider', () => {
  const manual = createPaymentProvider(stripe({}));

  it('derives the payment id from the order and needs only the demo form', async () => {
    const orderId = randomUUID();
    expect(
      await manual.createPayment({
        orderId,
        reference: 'BG-1',
        amountCentavos: 100,
        currency: 'BRL',
        buyerEmail: 'a@b.c',
      }),
    ).toEqual({
      paymentId: `manual_${orderId}`,
      start: { provider: 'manual' },
    });
    expect(manual.publishableKey).toBeNull();
  });

  it('reports pending when asked, canceled when cancelled, and has no webhooks', async () => {
    const orderId = randomUUID();
    expect(await manual.fetchPayment(`manual_${orderId}`)).toEqual({
      paymentId: `manual_${orderId}`,
      status: 'pending',
      orderId,
      failureCode: null,
    });
    expect(await manual.cancelPayment(`manual_${orderId}`)).toMatchObject({ status: 'canceled', orderId });
    expect(() =>
      manual.readNotification({
        rawBody: Buffer.from('{}'),
        headers: { 'stripe-signature': 't=1,v1=00' },
        query: {},
      }),
    ).toThrow(WebhookRejected);
  });
});

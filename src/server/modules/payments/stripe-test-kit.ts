/**
 * Test support of the Stripe provider's tests: the provider pointed at the local fake Stripe
 * (tests/fakes/stripe-fake) and a payment request to vary. Not part of the application.
 * @module
 */
import { randomUUID } from 'node:crypto';
import type { StripeFake } from '../../../../tests/fakes/stripe-fake';
import type { PaymentProvider, PaymentRequest } from './provider';
import { createStripeProvider, type StripeProviderOptions } from './stripe';

/** The secret key the fake accepts in these tests. */
export const TEST_SECRET_KEY = 'sk_test_buscagym_unit';

/** The Stripe provider talking to `url` (the fake's, or a dead address), signing with `fake`'s secret. */
export const stripeProviderFor = (
  fake: StripeFake,
  url: string,
  options?: StripeProviderOptions,
): PaymentProvider =>
  createStripeProvider(
    {
      secretKey: TEST_SECRET_KEY,
      publishableKey: 'pk_test_unit',
      webhookSecret: fake.webhookSecret,
      apiUrl: url,
    },
    options,
  );

/** A payment request of a new order (12 345.50 ARS), with `overrides`. */
export const paymentRequest = (overrides: Partial<PaymentRequest> = {}): PaymentRequest => ({
  orderId: randomUUID(),
  reference: 'BG-7K3M9QX2',
  amountCentavos: 1_234_550,
  buyerEmail: 'socia@example.com',
  ...overrides,
});

/**
 * Test support of the Stripe provider's tests: the provider pointed at the local fake Stripe
 * (tests/fakes/stripe-fake), the fake started for a test file, and a payment request to vary. Not part
 * of the application.
 * @module
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { startStripeFake, type StripeFake } from '../../../../../../tests/fakes/stripe-fake';
import type { PaymentProvider, PaymentRequest } from '../provider';
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

/** The fake Stripe of a test file and the provider pointed at it. */
export interface StripeFakeSuite {
  readonly fake: StripeFake;
  readonly provider: PaymentProvider;
}

/**
 * Registers the `beforeAll` that starts the fake (accepting {@link TEST_SECRET_KEY}) and makes the
 * provider for it with `options`, and the `afterAll` that closes the fake, in the calling file.
 * @returns the fake and the provider, readable from the first test on (reading them before throws)
 */
export function stripeFakeSuite(options?: StripeProviderOptions): StripeFakeSuite {
  let started: { fake: StripeFake; provider: PaymentProvider } | undefined;
  beforeAll(async () => {
    const fake = await startStripeFake({ apiKey: TEST_SECRET_KEY });
    started = { fake, provider: stripeProviderFor(fake, fake.url, options) };
  });
  afterAll(async () => {
    await started?.fake.close();
  });
  const get = () => {
    if (!started) throw new Error('the fake Stripe is started in beforeAll');
    return started;
  };
  return {
    get fake() {
      return get().fake;
    },
    get provider() {
      return get().provider;
    },
  };
}

/** A payment request of a new order (12 345.50 ARS), with `overrides`. */
export const paymentRequest = (overrides: Partial<PaymentRequest> = {}): PaymentRequest => ({
  orderId: randomUUID(),
  reference: 'BG-7K3M9QX2',
  amountCentavos: 1_234_550,
  currency: 'ARS',
  buyerEmail: 'socia@example.com',
  ...overrides,
});

/**
 * Chooses the payment provider from the configuration (docs/architecture.md §3 "payments"): PAYMENT_PROVIDER
 * when set (`manual`, `stripe` or `mercadopago`); unset, Stripe when STRIPE_SECRET_KEY,
 * STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET are all set, otherwise the `manual` demo provider.
 * Called once at start-up; a half-done Stripe or MercadoPago configuration (a country of MercadoPago's
 * with one of its two credentials, ADR 0056) stops the start instead of silently falling back to the demo.
 * @module
 */
import { paymentAccountMessages } from '../../../shared/messages/payment-accounts';
import type { Config } from '../../config';
import { createManualProvider } from './providers/manual';
import { createMercadoPagoProvider, type MpSellerResolver } from './providers/mercadopago/mercadopago';
import type { PaymentProvider } from './providers/provider';
import { mercadoPagoSites } from './providers/mercadopago/sites';
import { createStripeProvider, type StripeProviderOptions } from './providers/stripe/stripe';

/**
 * Prefixes of Stripe's keys (https://docs.stripe.com/keys): secret `sk_` (or restricted `rk_`),
 * publishable `pk_`, webhook signing secret `whsec_`; secret and publishable keys name their mode
 * (`_test_` or `_live_`), and both keys must be of the same mode.
 */
const KEY_RULES = {
  STRIPE_SECRET_KEY: /^(sk|rk)_(test|live)_\S+$/,
  STRIPE_PUBLISHABLE_KEY: /^pk_(test|live)_\S+$/,
  STRIPE_WEBHOOK_SECRET: /^whsec_\S+$/,
} as const;

const modeOf = (key: string): string | undefined => /^[a-z]+_(test|live)_/.exec(key)?.[1];

/**
 * Checks `config.stripe`: all three keys or none, each of the right kind, one mode.
 * @returns true when Stripe is configured, false when none of its keys is set
 * @throws Error naming the variables to fix
 */
export function stripeConfigured(stripe: Config['stripe']): boolean {
  const values = {
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_PUBLISHABLE_KEY: stripe.publishableKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
  };
  const names = Object.keys(values) as (keyof typeof values)[];
  const missing = names.filter((name) => !values[name]);
  if (missing.length === names.length) return false;
  if (missing.length > 0)
    throw new Error(
      `Invalid configuration: Stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET ` +
        `together (missing: ${missing.join(', ')}); unset all three to run the demo ("manual") payments`,
    );
  const malformed = names.filter((name) => !KEY_RULES[name].test(values[name] ?? ''));
  if (malformed.length > 0)
    throw new Error(
      `Invalid configuration: ${malformed.join(', ')} do not look like Stripe keys (see .env.example)`,
    );
  if (modeOf(stripe.secretKey ?? '') !== modeOf(stripe.publishableKey ?? ''))
    throw new Error(
      'Invalid configuration: STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are of different modes (test/live)',
    );
  return true;
}

/** What {@link createPaymentProvider} reads of the configuration (all but `stripe` optional for tests). */
export type PaymentConfig = Pick<Config, 'stripe'> &
  Partial<Pick<Config, 'paymentProvider' | 'mercadopago' | 'publicUrl'>>;

/**
 * The MercadoPago provider of `config.mercadopago`, with the platform's credentials per country (ADR 0056).
 * @throws Error naming the variables missing: Argentina's MERCADOPAGO_ACCESS_TOKEN /
 *   MERCADOPAGO_WEBHOOK_SECRET, or the other half of a country's pair (./providers/mercadopago/sites)
 */
function mercadoPagoOf(config: PaymentConfig, sellers: MpSellerResolver | undefined): PaymentProvider {
  const mp = config.mercadopago;
  if (!mp)
    throw new Error(
      'Invalid configuration: PAYMENT_PROVIDER=mercadopago needs MERCADOPAGO_ACCESS_TOKEN and MERCADOPAGO_WEBHOOK_SECRET',
    );
  const { AR, ...countries } = mercadoPagoSites(mp);
  return createMercadoPagoProvider(
    {
      ...AR,
      countries,
      apiUrl: mp.apiUrl,
      publicUrl: config.publicUrl ?? 'http://localhost:3000',
    },
    { ...(sellers ? { sellers } : {}), reasonOf: paymentAccountMessages.planSubscriptionReason },
  );
}

/**
 * The provider the configuration asks for.
 * @param options - test seams of the Stripe provider (timeout, retries, clock)
 * @param sellers - MercadoPago: the connected partners of orders (../payment-accounts)
 * @throws Error when the Stripe configuration is partial or malformed (see {@link stripeConfigured}),
 *   PAYMENT_PROVIDER=stripe without Stripe's keys, or PAYMENT_PROVIDER=mercadopago without its secrets
 */
export function createPaymentProvider(
  config: PaymentConfig,
  options?: StripeProviderOptions,
  sellers?: MpSellerResolver,
): PaymentProvider {
  const stripe = stripeConfigured(config.stripe);
  switch (config.paymentProvider) {
    case 'mercadopago':
      return mercadoPagoOf(config, sellers);
    case 'manual':
      return createManualProvider();
    case 'stripe':
      if (!stripe)
        throw new Error('Invalid configuration: PAYMENT_PROVIDER=stripe needs the three STRIPE_ keys');
      return createStripeProvider(config.stripe, options);
    default:
      return stripe ? createStripeProvider(config.stripe, options) : createManualProvider();
  }
}

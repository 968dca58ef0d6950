/**
 * The payment providers of the crash test and what each one says happened on its side:
 * `manual` (the demo provider: no money moves, no ledger), `stripe` (the local Stripe fake) and
 * `mercadopago` (the local MercadoPago fake, platform account; tests/fakes), the two fakes behind a
 * proxy that loses a share of their refund answers (./lossy). For each: the server's
 * environment, the fakes to hand to the shoppers, and the provider's own record of the money — taken
 * payments and refunds — to compare with our database (./check, ./check-refunds).
 * @module
 */
import {
  startMercadoPagoFake,
  type FakePayment,
  type MercadoPagoFake,
} from '../../tests/fakes/mercadopago-fake';
import { startStripeFake, type StripeFake } from '../../tests/fakes/stripe-fake';
import { startLossyProxy } from './lossy';

/** A provider the crash test can run. */
export type CrashProvider = 'manual' | 'stripe' | 'mercadopago';
export const CRASH_PROVIDERS: readonly CrashProvider[] = ['manual', 'stripe', 'mercadopago'];

/** One refund as the provider recorded it: its amount in centavos. */
export interface ProviderRefund {
  id: string;
  amountCentavos: number;
}

/** A provider set up for one run. */
export interface ProviderSetup {
  provider: CrashProvider;
  /** Environment of the server (added to `process.env`). */
  env: Record<string, string>;
  stripe?: StripeFake;
  mercadopago?: MercadoPagoFake;
  /**
   * Order ids for which the provider holds money taken (a succeeded PaymentIntent, an approved or
   * refunded MercadoPago payment), with how many payments took it; null for `manual` (no ledger).
   */
  takenByOrder(): Map<string, number> | null;
  /** The provider's refunds of our payment `paymentId`; null for `manual` (no ledger). */
  refundsOf(paymentId: string): ProviderRefund[] | null;
  /** Centavos the provider holds now: taken less refunded; null for `manual` (no ledger). */
  netCentavos(): number | null;
  /** Refunds made of second payments (each must be refunded once: their count equals theirs). */
  secondPaymentRefunds(): number;
  /** Refund answers the proxy in front of the fake lost so far (./lossy; 0 for `manual`). */
  lostRefundAnswers(): number;
  /** Stops losing refund answers (before the last `resume-refunds`). */
  healRefundAnswers(): void;
  close(): Promise<void>;
}

const MP = {
  platformToken: 'APP_USR-platform-buscagym-crash',
  webhookSecret: 'mp-webhook-secret-buscagym-crash',
  clientId: '7000000001',
  clientSecret: 'mp-client-secret-buscagym-crash',
};

/** Options of {@link setUpProvider}: the share of refund answers lost (./lossy) and its randomness. */
export interface ProviderOptions {
  lostRefundShare: number;
  random: () => number;
}

/**
 * Starts `provider`'s fake (if any) behind a proxy that loses a share of its refund answers, and says
 * how the server must be configured for it.
 */
export async function setUpProvider(
  provider: CrashProvider,
  options: ProviderOptions,
): Promise<ProviderSetup> {
  if (provider === 'stripe') {
    const fake = await startStripeFake({ apiKey: 'sk_test_crash' });
    const proxy = await startLossyProxy(fake.url, options.lostRefundShare, options.random);
    return {
      provider,
      env: {
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_crash',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_crash',
        STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
        STRIPE_API_URL: proxy.url,
      },
      stripe: fake,
      takenByOrder() {
        const taken = new Map<string, number>();
        for (const event of fake.events) {
          if (event.type !== 'payment_intent.succeeded') continue;
          const intent = event.data.object as { id: string; metadata?: Record<string, string> };
          const orderId = intent.metadata?.orderId ?? `intent:${intent.id}`;
          taken.set(orderId, (taken.get(orderId) ?? 0) + 1);
        }
        return taken;
      },
      refundsOf: (paymentId) =>
        fake
          .refundsOf(paymentId)
          .filter((r) => r.status === 'succeeded' || r.status === 'pending')
          .map((r) => ({ id: r.id, amountCentavos: r.amount })),
      netCentavos() {
        let net = 0;
        for (const event of fake.events)
          if (event.type === 'payment_intent.succeeded') {
            const intent = event.data.object;
            net += intent.amount_received - fake.refundsOf(intent.id).reduce((sum, r) => sum + r.amount, 0);
          }
        return net;
      },
      secondPaymentRefunds: () => 0,
      lostRefundAnswers: () => proxy.lost,
      healRefundAnswers: () => proxy.heal(),
      close: async () => {
        await proxy.close();
        await fake.close();
      },
    };
  }
  if (provider === 'mercadopago') {
    const fake = await startMercadoPagoFake(MP);
    const proxy = await startLossyProxy(fake.url, options.lostRefundShare, options.random);
    const approved = () =>
      [...fake.store.payments.values()]
        .filter((p) => p.status === 'approved' || p.status === 'refunded')
        .sort((a, b) => a.date_created.localeCompare(b.date_created) || a.id - b.id);
    /** Each order's payment (its oldest that took money) and the later ones (second payments). */
    const byOrder = () => {
      const orders = new Map<string, FakePayment[]>();
      for (const p of approved()) {
        const orderId = p.external_reference ?? `payment:${p.id}`;
        orders.set(orderId, [...(orders.get(orderId) ?? []), p]);
      }
      return orders;
    };
    return {
      provider,
      env: {
        PAYMENT_PROVIDER: 'mercadopago',
        MERCADOPAGO_ACCESS_TOKEN: MP.platformToken,
        MERCADOPAGO_WEBHOOK_SECRET: MP.webhookSecret,
        MERCADOPAGO_CLIENT_ID: MP.clientId,
        MERCADOPAGO_CLIENT_SECRET: MP.clientSecret,
        MERCADOPAGO_API_URL: proxy.url,
        MERCADOPAGO_AUTH_URL: `${fake.url}/auth`,
      },
      mercadopago: fake,
      takenByOrder() {
        // A second payment returned in full no longer holds the member's money (ADR 0044).
        const taken = new Map<string, number>();
        for (const [orderId, [first, ...later]] of byOrder())
          if (first)
            taken.set(
              orderId,
              1 + later.filter((p) => p.transaction_amount_refunded < p.transaction_amount).length,
            );
        return taken;
      },
      refundsOf(paymentId) {
        // Our payment id of an order is `mp_order_<orderId>`: its refunds are those of the order's own
        // payment; a second payment's return is the reconciliation's (secondPaymentRefunds).
        const [first] = byOrder().get(paymentId.replace(/^mp_order_/, '')) ?? [];
        return (first?.refunds ?? [])
          .filter((r) => r.status === 'approved')
          .map((r) => ({ id: String(r.id), amountCentavos: Math.round(r.amount * 100) }));
      },
      netCentavos: () =>
        approved().reduce(
          (sum, p) => sum + Math.round((p.transaction_amount - p.transaction_amount_refunded) * 100),
          0,
        ),
      secondPaymentRefunds: () =>
        [...byOrder().values()]
          .flatMap((payments) => payments.slice(1))
          .reduce((n, p) => n + p.refunds.length, 0),
      lostRefundAnswers: () => proxy.lost,
      healRefundAnswers: () => proxy.heal(),
      close: async () => {
        await proxy.close();
        await fake.close();
      },
    };
  }
  return {
    provider,
    env: { PAYMENT_PROVIDER: 'manual' },
    takenByOrder: () => null,
    refundsOf: () => null,
    netCentavos: () => null,
    secondPaymentRefunds: () => 0,
    lostRefundAnswers: () => 0,
    healRefundAnswers: () => undefined,
    close: async () => {},
  };
}

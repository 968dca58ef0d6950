/**
 * The MercadoPago payment provider (docs/architecture.md §3 "payments", §5; docs/decisions "payment providers
 * and the MercadoPago marketplace") over Checkout Pro (https://www.mercadopago.com.ar/developers/es/docs/checkout-pro):
 *
 * - `createPayment` creates a preference (`POST /checkout/preferences`: one item of the order's total,
 *   `currency_id` its currency (ADR 0053), payer e-mail, `external_reference` = our order id,
 *   `notification_url`, `back_urls` to the order page, `auto_return: approved`) and the browser is sent to
 *   its `init_point`. It is made at the site of the order's currency (./sites, ADR 0056), with the token of
 *   the gym's partner when he connected an account there (../../../payment-accounts; BuscaGym's commission
 *   as `marketplace_fee`), else the platform's: a site without credentials is refused (409) before any call.
 *   The notification URL names the site (`&site=MLM`, none for `MLA`), whose webhook secret signs it.
 * - An order's payment id is `mp_order_<orderId>`, not one MercadoPago payment: the member may try
 *   several cards on one preference. Its state is the order's payments found by `external_reference`
 *   (`GET /v1/payments/search`): any approved one wins, else the latest.
 * - Every POST/PUT carries `X-Idempotency-Key` (./client), derived from the order (or our
 *   refund id), so retries never create a second preference or refund.
 * - Notifications are verified by ./signature and never trusted: the payment is read again
 *   with `GET /v1/payments/{id}` (./notification, the provider's `readNotification` and `fetchNotified`).
 * - A plan checkout (`saveCard`) is a `preapproval` subscription instead (./preapproval).
 * @module
 */
export { MP_PAYMENT_PREFIX, orderIdOfMpPayment, statusOfMp } from './state';
export type { MpSeller, MpSellerResolver } from './state';
import {
  createMercadoPagoClient,
  MercadoPagoRefused,
  mpPaymentSchema,
  mpPaymentSearchSchema,
  mpPreferenceSchema,
  mpPreferenceSearchSchema,
  mpRefundSchema,
  type MpPayment,
} from './client';
import { paymentOfOrder, secondPaymentApi, type SecondPaymentApi } from './duplicates';
import { movementsOfAccounts } from './movements';
import { withPreapprovals, type MpSubscriptionApi } from './preapproval';
import { notifiedOf, readMercadoPagoNotification } from './notification';
import { notificationUrl, platformSites, siteOfCurrency, type MpSites } from './sites';
import {
  checkAmount,
  MP_PAYMENT_PREFIX,
  orderIdOfMpPayment,
  pesos,
  stateOfPayments,
  statusOfMp,
  type MpSellerResolver,
} from './state';
import {
  PAYMENT_METHOD_MISSING,
  ProviderUnavailable,
  type PaymentProvider,
  type PaymentState,
  type RefundResult,
} from '../provider';

/** MercadoPago settings (`config.mercadopago` with the two secrets present) and our public URL. */
export interface MercadoPagoSettings {
  /** Argentina's (site `MLA`) platform access token, MERCADOPAGO_ACCESS_TOKEN. */
  accessToken: string;
  /** Argentina's webhook secret, MERCADOPAGO_WEBHOOK_SECRET. */
  webhookSecret: string;
  /** The platform's credentials in the other countries it takes payments in (./sites); absent: none. */
  countries?: Omit<MpSites, 'AR'>;
  apiUrl: string;
  /** BuscaGym's public URL (notification and back URLs). */
  publicUrl: string;
}

/** Test seams and dependencies. */
export interface MercadoPagoOptions {
  sellers?: MpSellerResolver;
  /** A plan subscription's name at MercadoPago (./preapproval). */
  reasonOf?: (reference: string) => string;
  now?: () => number;
  timeoutMs?: number;
}

/**
 * The provider, with whether a gym can be paid online, plan subscriptions (./preapproval) and an order's
 * second payments (./duplicates, given back by the reconciliation: ADR 0044).
 */
export interface MercadoPagoProvider extends PaymentProvider, MpSubscriptionApi, SecondPaymentApi {
  readonly name: 'mercadopago';
  /** Whether gym `gymId`'s products can be paid online (its partner's account, in production). */
  gymPayable(gymId: string): Promise<boolean>;
}

/** True when `provider` is the MercadoPago provider. */
export const isMercadoPago = (provider: PaymentProvider): provider is MercadoPagoProvider =>
  provider.name === 'mercadopago';

/**
 * Builds the provider.
 * @throws Error when the access token or webhook secret is missing
 */
export function createMercadoPagoProvider(
  settings: MercadoPagoSettings,
  options: MercadoPagoOptions = {},
): MercadoPagoProvider {
  if (!settings.accessToken || !settings.webhookSecret)
    throw new Error('MercadoPago needs MERCADOPAGO_ACCESS_TOKEN and MERCADOPAGO_WEBHOOK_SECRET');
  const client = createMercadoPagoClient({ apiUrl: settings.apiUrl, timeoutMs: options.timeoutMs });
  const now = options.now ?? Date.now;
  const sellers = options.sellers;
  const sites = platformSites(settings, settings.countries);
  /** The token that reads an order's payments: its seller's on its site, else the platform's there. */
  const tokenOf = async (orderId: string | null): Promise<string> => {
    if (!orderId || !sellers) return settings.accessToken;
    return (await sellers.tokenOf(orderId)) || sites.of(await sellers.siteOf(orderId)).accessToken;
  };

  const orderIdOf = (paymentId: string): string => {
    const orderId = orderIdOfMpPayment(paymentId);
    if (!orderId) throw new ProviderUnavailable(`not a MercadoPago payment of ours: ${paymentId}`);
    return orderId;
  };
  async function paymentsOf(orderId: string, token: string): Promise<MpPayment[]> {
    const query = new URLSearchParams({
      external_reference: orderId,
      sort: 'date_created',
      criteria: 'desc',
    });
    const path = `/v1/payments/search?${query.toString()}`;
    return (await client.call({ method: 'GET', path, token }, mpPaymentSearchSchema)).results;
  }

  async function fetchPayment(paymentId: string): Promise<PaymentState> {
    const orderId = orderIdOf(paymentId);
    return stateOfPayments(orderId, await paymentsOf(orderId, await tokenOf(orderId)));
  }

  const reasonOf = options.reasonOf ?? ((reference: string) => `BuscaGym ${reference}`);
  const checkoutPro = {
    name: 'mercadopago' as const,
    publishableKey: null,
    async createPayment(request) {
      checkAmount(request.amountCentavos);
      const site = siteOfCurrency(request.currency);
      const platform = sites.of(site);
      const seller = (await sellers?.sellerOf(request.orderId)) ?? null;
      const returnPath = sellers
        ? await sellers.returnPathOf(request.orderId)
        : `/orders/${encodeURIComponent(request.orderId)}`;
      const orderUrl = `${settings.publicUrl}${returnPath}`;
      const body = {
        items: [
          {
            id: request.reference,
            title: `BuscaGym ${request.reference}`,
            quantity: 1,
            unit_price: pesos(request.amountCentavos),
            currency_id: request.currency,
          },
        ],
        payer: { email: request.buyerEmail },
        external_reference: request.orderId,
        notification_url: notificationUrl(settings.publicUrl, request.orderId, site),
        back_urls: { success: orderUrl, failure: orderUrl, pending: orderUrl },
        auto_return: 'approved',
        statement_descriptor: 'BUSCAGYM',
        metadata: { order_id: request.orderId, reference: request.reference },
        ...(seller ? { marketplace_fee: pesos(seller.marketplaceFeeCentavos) } : {}),
      };
      const preference = await client.call(
        {
          method: 'POST',
          path: '/checkout/preferences',
          token: seller?.accessToken ?? platform.accessToken,
          body,
          idempotencyKey: `preference-${request.orderId}`,
        },
        mpPreferenceSchema,
      );
      return {
        paymentId: `${MP_PAYMENT_PREFIX}${request.orderId}`,
        start: { provider: 'mercadopago', redirectUrl: preference.init_point },
      };
    },

    gymPayable: async (gymId) => (sellers ? sellers.gymPayable(gymId, sites.open) : true),
    ...secondPaymentApi(client, tokenOf, paymentsOf),
    /** The platform accounts' payments, every configured site's (sellers' are read order by order, ADR 0044). */
    listMovements: (window) => movementsOfAccounts(client, sites.all, window),
    /** Verified with the webhook secret of the site the notification URL names (`MLA` when none). */
    readNotification: (request) =>
      readMercadoPagoNotification(sites.webhookSecretOf(request.query.site), request, now()),
    /** `GET /v1/payments/{id}` with the hinted order's seller token; null when MercadoPago does not know it. */
    async fetchNotified(notice) {
      let payment: MpPayment;
      try {
        payment = await client.call(
          {
            method: 'GET',
            path: `/v1/payments/${encodeURIComponent(notice.paymentId)}`,
            token: await tokenOf(notice.orderHint),
          },
          mpPaymentSchema,
        );
      } catch (error) {
        if (error instanceof MercadoPagoRefused && error.status === 404) return null;
        throw error;
      }
      return notifiedOf(payment, notice);
    },
    fetchPayment,

    /**
     * Closes the order's preferences (expiration now) and cancels its pending payments, so nothing can
     * be paid on it any more; an approved payment wins (`succeeded`).
     */
    async cancelPayment(paymentId) {
      const orderId = orderIdOf(paymentId);
      const token = await tokenOf(orderId);
      const payments = await paymentsOf(orderId, token);
      if (payments.some((p) => p.status === 'approved')) return stateOfPayments(orderId, payments);
      const query = new URLSearchParams({ external_reference: orderId });
      const found = await client.call(
        { method: 'GET', path: `/checkout/preferences/search?${query.toString()}`, token },
        mpPreferenceSearchSchema,
      );
      const closedAt = new Date(now()).toISOString();
      for (const preference of found.elements)
        await client.call(
          {
            method: 'PUT',
            path: `/checkout/preferences/${encodeURIComponent(preference.id)}`,
            token,
            body: { expires: true, expiration_date_to: closedAt },
            idempotencyKey: `close-${preference.id}`,
          },
          mpPreferenceSchema,
        );
      for (const payment of payments.filter((p) => statusOfMp(p.status) === 'pending'))
        await client.call(
          {
            method: 'PUT',
            path: `/v1/payments/${encodeURIComponent(payment.id)}`,
            token,
            body: { status: 'cancelled' },
            idempotencyKey: `cancel-${payment.id}`,
          },
          mpPaymentSchema,
        );
      const after = await paymentsOf(orderId, token);
      if (after.some((p) => p.status === 'approved')) return stateOfPayments(orderId, after);
      return { paymentId, status: 'canceled', orderId, failureCode: null };
    },

    /** No card is kept for BuscaGym: MercadoPago charges a plan subscription by itself (ADR 0028, 11). */
    async chargeSavedCard(request: { orderId: string }): Promise<PaymentState> {
      return {
        paymentId: `${MP_PAYMENT_PREFIX}${request.orderId}`,
        status: 'failed',
        orderId: request.orderId,
        failureCode: PAYMENT_METHOD_MISSING,
      };
    },

    /**
     * Refunds the order's approved payment (`POST /v1/payments/{id}/refunds`, body `{amount}` in pesos,
     * omitted for the whole payment), keyed by our refund id.
     * @throws ProviderUnavailable when no approved payment exists or MercadoPago refuses
     */
    async refundPayment(request): Promise<RefundResult> {
      checkAmount(request.amountCentavos);
      const orderId = orderIdOfMpPayment(request.paymentId) ?? request.orderId;
      const token = await tokenOf(orderId);
      // The payment that took the money: approved, or refunded already (a retried last refund).
      const approved = paymentOfOrder(await paymentsOf(orderId, token));
      if (!approved) throw new ProviderUnavailable(`MercadoPago: order ${orderId} has no approved payment`);
      const whole = Math.round((approved.transaction_amount ?? 0) * 100) === request.amountCentavos;
      try {
        const refund = await client.call(
          {
            method: 'POST',
            path: `/v1/payments/${encodeURIComponent(approved.id)}/refunds`,
            token,
            body: whole ? {} : { amount: pesos(request.amountCentavos) },
            idempotencyKey: request.refundId,
          },
          mpRefundSchema,
        );
        const status =
          refund.status === 'approved'
            ? 'succeeded'
            : refund.status === 'rejected' || refund.status === 'cancelled'
              ? 'failed'
              : 'pending';
        return { providerRefundId: refund.id, status };
      } catch (error) {
        if (error instanceof MercadoPagoRefused)
          throw new ProviderUnavailable(error.message, { cause: error });
        throw error;
      }
    },
  } satisfies Omit<MercadoPagoProvider, keyof MpSubscriptionApi>;
  return withPreapprovals(checkoutPro, client, { ...settings, sellers, reasonOf });
}

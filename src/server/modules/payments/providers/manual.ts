/**
 * The `manual` demo provider (docs/architecture.md §3 "payments": the default when Stripe is not configured,
 * like Medusa's system provider). No money moves and nothing leaves the server: the payment id is
 * derived from the order, the browser shows the demo card form ("Modo demostración"), and the demo
 * payment call (`POST /api/orders/{id}/demo-pay`) decides approval or decline (DEMO_DECLINE_LAST4) and
 * settles the order itself. There are no webhooks.
 * @module
 */
import { DEMO_DECLINE_LAST4 } from '../../../../shared/constants/commerce';
import { DEMO_RENEWAL_DECLINE_LAST4 } from '../../../../shared/constants/plans';
import { WebhookRejected, type PaymentProvider, type PaymentState } from './provider';

/** Decline code of the demo's declining cards (Stripe's code for a generic decline). */
export const DEMO_DECLINE_CODE = 'card_declined';

/** Saved demo cards whose off-session charges decline (an unknown card cannot be charged either). */
const RENEWAL_DECLINES: ReadonlySet<string | null> = new Set([
  null,
  DEMO_DECLINE_LAST4,
  DEMO_RENEWAL_DECLINE_LAST4,
]);

/** Prefix of a manual payment id: `manual_<orderId>`. */
export const MANUAL_PAYMENT_PREFIX = 'manual_';

/** Prefix of a manual refund id: `manual_refund_<our refund id>`. */
export const MANUAL_REFUND_PREFIX = 'manual_refund_';

/** The order id inside a manual payment id, or null for another provider's id. */
export const orderIdOfManualPayment = (paymentId: string): string | null =>
  paymentId.startsWith(MANUAL_PAYMENT_PREFIX) ? paymentId.slice(MANUAL_PAYMENT_PREFIX.length) || null : null;

const stateOf = (paymentId: string, status: PaymentState['status']): PaymentState => ({
  paymentId,
  status,
  orderId: orderIdOfManualPayment(paymentId),
  failureCode: null,
});

/** Builds the demo provider (stateless). */
export function createManualProvider(): PaymentProvider {
  return {
    name: 'manual',
    publishableKey: null,
    async createPayment(request) {
      return { paymentId: `${MANUAL_PAYMENT_PREFIX}${request.orderId}`, start: { provider: 'manual' } };
    },
    /** @throws WebhookRejected always: the demo provider sends no notifications. */
    readNotification() {
      throw new WebhookRejected('the manual provider has no webhooks');
    },
    /** Never reached (no notice is ever read): the demo payment call settles the order itself. */
    async fetchNotified() {
      return null;
    },
    /** Always `pending`: the demo payment call, not the provider, decides the outcome. */
    async fetchPayment(paymentId) {
      return stateOf(paymentId, 'pending');
    },
    /** Always `canceled`: nothing was charged, so there is nothing that could have succeeded. */
    async cancelPayment(paymentId) {
      return stateOf(paymentId, 'canceled');
    },
    /**
     * Approves at once, unless the saved card is Stripe's "charges fail" test card
     * (DEMO_RENEWAL_DECLINE_LAST4), the declining test card, or unknown: then `failed`, `card_declined`.
     */
    async chargeSavedCard(request) {
      const paymentId = `${MANUAL_PAYMENT_PREFIX}${request.orderId}`;
      if (!RENEWAL_DECLINES.has(request.cardLast4)) return stateOf(paymentId, 'succeeded');
      return { ...stateOf(paymentId, 'failed'), failureCode: DEMO_DECLINE_CODE };
    },
    /**
     * Succeeds at once (no money moved): the refund id is derived from ours, so a retry answers the same.
     * @throws RangeError when the amount is not a positive integer
     */
    async refundPayment(request) {
      if (!Number.isSafeInteger(request.amountCentavos) || request.amountCentavos <= 0)
        throw new RangeError(`amountCentavos must be a positive integer, got ${request.amountCentavos}`);
      return { providerRefundId: `${MANUAL_REFUND_PREFIX}${request.refundId}`, status: 'succeeded' };
    },
  };
}

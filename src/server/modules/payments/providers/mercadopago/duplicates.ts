/**
 * An order is paid once (docs/architecture.md §5), but Checkout Pro keeps a preference open after it is paid: a
 * member who pays it again (a second tab, the back button) makes a second approved payment of the same
 * order (ADR 0028). Its notification finds the order paid and changes nothing there; the money of every
 * approved payment after the order's first is given back, in full, by the reconciliation module's
 * `returnSecondPayments` (ADR 0044), which the notification and the daily reconciliation both call, and
 * which books it in the ledger around the call made here.
 * The order's payment is its oldest approved (or since refunded) one; any later one is a second payment.
 * It is refunded with `X-Idempotency-Key: duplicate-<payment id>`, so a repeated notification or run
 * refunds nothing twice (MercadoPago answers the same refund for the same key).
 * @module
 */
import { MercadoPagoRefused, mpRefundSchema, type MercadoPagoClient, type MpPayment } from './client';
import type { ProviderMovement } from '../provider';
import { MP_PAYMENT_PREFIX } from './state';

/** Oldest first (`date_created`, ISO 8601 text, then the id). */
export const oldestFirst = (payments: readonly MpPayment[]): MpPayment[] =>
  [...payments].sort(
    (a, b) => (a.date_created ?? '').localeCompare(b.date_created ?? '') || a.id.localeCompare(b.id),
  );

/** Whether a payment took money (approved, or refunded since). */
export const tookMoney = (p: MpPayment): boolean => p.status === 'approved' || p.status === 'refunded';

/** The payment that took an order's money: its oldest approved, or refunded since, payment. */
export const paymentOfOrder = (payments: readonly MpPayment[]): MpPayment | undefined =>
  oldestFirst(payments).find(tookMoney);

/** The payments of an order that took money after the one that paid it (returned or not yet). */
export function duplicatePayments(payments: readonly MpPayment[]): MpPayment[] {
  const paid = paymentOfOrder(payments);
  return oldestFirst(payments).filter((p) => tookMoney(p) && p.id !== paid?.id);
}

/** A MercadoPago payment as a provider movement (ADR 0044): the money it took, in centavos. */
export function paymentMovement(p: MpPayment): ProviderMovement {
  const orderId = p.external_reference ?? null;
  return {
    kind: 'payment',
    id: p.id,
    paymentId: orderId ? `${MP_PAYMENT_PREFIX}${orderId}` : null,
    orderId,
    sourceId: p.id,
    amountCentavos: Math.round((p.transaction_amount ?? 0) * 100),
    currency: (p.currency_id ?? 'ARS').toUpperCase(),
    at: new Date(p.date_created ?? 0),
  };
}

/**
 * Refunds in full second payment `payment` (see module doc), unless it is refunded already.
 * @param token - the access token it was charged with (the seller's, or the platform's)
 * @returns MercadoPago's refund id, or null when it was refunded before (by this key or by hand)
 * @throws ProviderUnavailable when MercadoPago cannot be reached (the caller retries later)
 */
export async function refundSecondPayment(
  client: MercadoPagoClient,
  token: string,
  payment: MpPayment,
): Promise<string | null> {
  if (payment.status !== 'approved') return payment.refunds?.[0]?.id ?? null;
  try {
    const refund = await client.call(
      {
        method: 'POST',
        path: `/v1/payments/${encodeURIComponent(payment.id)}/refunds`,
        token,
        body: {},
        idempotencyKey: `duplicate-${payment.id}`,
      },
      mpRefundSchema,
    );
    return refund.id;
  } catch (error) {
    // Refunded in the meantime (MercadoPago refuses a refund of a refunded payment): nothing is left to return.
    if (error instanceof MercadoPagoRefused && error.status === 400) return null;
    throw error;
  }
}

/** A second payment of an order and whether its money is back with the payer already. */
export type SecondPayment = ProviderMovement & { returned: boolean };

/** The second-payment calls of the MercadoPago provider (./mercadopago), over its client and lookups. */
export interface SecondPaymentApi {
  /** The order's second payments (see module doc), oldest first. @throws ProviderUnavailable */
  secondPayments(orderId: string): Promise<SecondPayment[]>;
  /**
   * Refunds second payment `paymentId` of order `orderId` in full, once; never the order's own payment
   * (the order's payments are read again first). @returns MercadoPago's refund id, or null when it was
   * refunded before or is not a second payment of the order
   * @throws ProviderUnavailable
   */
  refundSecondPayment(orderId: string, paymentId: string): Promise<string | null>;
}

/** Builds {@link SecondPaymentApi} from the provider's token lookup and its search of an order's payments. */
export function secondPaymentApi(
  client: MercadoPagoClient,
  tokenOf: (orderId: string) => Promise<string>,
  paymentsOf: (orderId: string, token: string) => Promise<MpPayment[]>,
): SecondPaymentApi {
  return {
    async secondPayments(orderId) {
      const payments = await paymentsOf(orderId, await tokenOf(orderId));
      return duplicatePayments(payments).map((p) => ({
        ...paymentMovement(p),
        returned: p.status === 'refunded',
      }));
    },
    async refundSecondPayment(orderId, paymentId) {
      const token = await tokenOf(orderId);
      const payment = duplicatePayments(await paymentsOf(orderId, token)).find((p) => p.id === paymentId);
      return payment ? refundSecondPayment(client, token, payment) : null;
    },
  };
}

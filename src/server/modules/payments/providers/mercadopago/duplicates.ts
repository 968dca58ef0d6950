/**
 * An order is paid once (docs/architecture.md §5), but Checkout Pro keeps a preference open after it is paid: a
 * member who pays it again (a second tab, the back button) makes a second approved payment of the same
 * order (ADR 0028). Its notification finds the order paid and changes nothing there, so the money of
 * every approved payment after the order's first is given back here, in full, at once.
 * The order's payment is its oldest approved (or since refunded) one; a later approved payment is
 * refunded with `X-Idempotency-Key: duplicate-<payment id>`, so a repeated notification refunds nothing
 * twice (MercadoPago answers the same refund for the same key).
 * @module
 */
import { mpRefundSchema, type MercadoPagoClient, type MpPayment } from './client';

/** Oldest first (`date_created`, ISO 8601 text, then the id). */
export const oldestFirst = (payments: readonly MpPayment[]): MpPayment[] =>
  [...payments].sort(
    (a, b) => (a.date_created ?? '').localeCompare(b.date_created ?? '') || a.id.localeCompare(b.id),
  );

/** The payment that took an order's money: its oldest approved, or refunded since, payment. */
export const paymentOfOrder = (payments: readonly MpPayment[]): MpPayment | undefined =>
  oldestFirst(payments).find((p) => p.status === 'approved' || p.status === 'refunded');

/** The approved payments of an order after the one that paid it. */
export function duplicatePayments(payments: readonly MpPayment[]): MpPayment[] {
  const paid = paymentOfOrder(payments);
  return oldestFirst(payments).filter((p) => p.status === 'approved' && p.id !== paid?.id);
}

/**
 * Refunds in full every approved payment of one order after the one that paid it.
 * @param payments - all the order's payments at MercadoPago (a search by `external_reference`)
 * @param token - the access token they were charged with (the seller's, or the platform's)
 * @returns the ids of the payments refunded
 * @throws ProviderUnavailable when MercadoPago cannot be reached (the notification is retried)
 */
export async function refundDuplicatePayments(
  client: MercadoPagoClient,
  token: string,
  payments: readonly MpPayment[],
): Promise<string[]> {
  const refunded: string[] = [];
  for (const payment of duplicatePayments(payments)) {
    await client.call(
      {
        method: 'POST',
        path: `/v1/payments/${encodeURIComponent(payment.id)}/refunds`,
        token,
        body: {},
        idempotencyKey: `duplicate-${payment.id}`,
      },
      mpRefundSchema,
    );
    refunded.push(payment.id);
  }
  return refunded;
}

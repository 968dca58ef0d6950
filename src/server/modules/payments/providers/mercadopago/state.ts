/**
 * MercadoPago payments of one order as BuscaGym sees them (./mercadopago): the order's payment id
 * `mp_order_<orderId>`, MercadoPago's payment statuses mapped onto ours, and who collects (the seller
 * resolver's types, implemented by ../payment-accounts/seller).
 * @module
 */
import type { MpPayment } from './client';
import type { PaymentState, PaymentStatus } from '../provider';
import type { MpSite } from './sites';

/** Prefix of an order's MercadoPago payment id: `mp_order_<orderId>`. */
export const MP_PAYMENT_PREFIX = 'mp_order_';

/** The order id inside a MercadoPago payment id of ours, or null. */
export const orderIdOfMpPayment = (paymentId: string): string | null =>
  paymentId.startsWith(MP_PAYMENT_PREFIX) ? paymentId.slice(MP_PAYMENT_PREFIX.length) || null : null;

/** Who collects an order's payment: a connected partner (his token) and BuscaGym's fee, centavos. */
export interface MpSeller {
  accessToken: string;
  marketplaceFeeCentavos: number;
}

/**
 * Looks up the connected partner of an order (../../../payment-accounts); null → the platform collects.
 * A partner's account belongs to one MercadoPago site (ADR 0056): only an order of that site's currency
 * is charged to it or read with its token.
 */
export interface MpSellerResolver {
  /**
   * The seller who is charged for a new payment of the order (a partner connected on the order's site).
   * @throws AppError when the order cannot be paid online (see ../payment-accounts/seller)
   */
  sellerOf(orderId: string): Promise<MpSeller | null>;
  /** The site the order is paid through: its currency's country's (`MLA` for an order not found). */
  siteOf(orderId: string): Promise<MpSite>;
  /**
   * Where MercadoPago sends the buyer back (`back_urls`), a path of the web app: the order page of a
   * cart order, the partner's profile (with the plan return mark) for a plan order.
   */
  returnPathOf(orderId: string): Promise<string>;
  /**
   * Whether gym `gymId`'s products can be paid online now (false: "Pago online no disponible").
   * @param siteOpen - whether the platform takes payments at a site (its credentials are configured)
   */
  gymPayable(gymId: string, siteOpen: (site: MpSite) => boolean): Promise<boolean>;
  /** The access token that reads the order's payments (the partner's when connected on the order's site). */
  tokenOf(orderId: string): Promise<string | null>;
}

/** Our status of a MercadoPago payment status (https://www.mercadopago.com.ar/developers/es/reference/payments/_payments_id/get). */
export function statusOfMp(status: string): PaymentStatus {
  if (status === 'approved') return 'succeeded';
  if (status === 'rejected') return 'failed';
  if (status === 'cancelled' || status === 'refunded' || status === 'charged_back') return 'canceled';
  return 'pending'; // pending, authorized, in_process, in_mediation
}

/** The order's state from all its payments: an approved one wins, else the newest. */
export function stateOfPayments(orderId: string, payments: readonly MpPayment[]): PaymentState {
  const paymentId = `${MP_PAYMENT_PREFIX}${orderId}`;
  const approved = payments.find((p) => p.status === 'approved');
  const newest = [...payments].sort((a, b) => (b.date_created ?? '').localeCompare(a.date_created ?? ''))[0];
  const chosen = approved ?? newest;
  if (!chosen) return { paymentId, status: 'pending', orderId, failureCode: null };
  const status = statusOfMp(chosen.status);
  return {
    paymentId,
    status,
    orderId,
    failureCode: status === 'failed' ? (chosen.status_detail ?? 'rejected') : null,
  };
}

export const pesos = (centavos: number): number => centavos / 100;

/** @throws RangeError unless `amountCentavos` is a positive integer */
export function checkAmount(amountCentavos: number): void {
  if (!Number.isSafeInteger(amountCentavos) || amountCentavos <= 0)
    throw new RangeError(`amountCentavos must be a positive integer, got ${amountCentavos}`);
}

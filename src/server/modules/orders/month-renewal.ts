/**
 * The pending order of one more month of a monthly purchase (ADR 0017 for a partner's plan, ADR 0045
 * for Pase BuscaGym): its idempotency key names the period it pays, so charging a period twice finds
 * one order. Both ways a month is charged open it here: a renewal job off-session, and MercadoPago's own
 * preapproval charge (ADR 0028).
 * @module
 */
import type { PAYMENT_PROVIDERS } from '../../../shared/constants/commerce';
import { PLATFORM_CURRENCY } from '../../../shared/domain/currency';
import type { Tx } from '../../db/client';
import { newOrderReference, type MonthPurchase } from './checkout';
import { findBuyer, insertOrder, insertOrderEvent, type OrderRow } from './store/queries';

/** Who renews, through which provider, and under which key. */
export interface MonthRenewal {
  userId: string;
  /** The payment provider that charges it. */
  provider: (typeof PAYMENT_PROVIDERS)[number];
  /** The caller's key naming the period (`renewal-<period end>`, `credits-renewal-<period end>`). */
  idempotencyKey: string;
  /** The provider's payment id when it is already known (a MercadoPago charge). */
  paymentId?: string;
  /** The demo card's last four digits of the order it renews. */
  cardLast4?: string | null;
}

/**
 * Inserts the pending order of `purchase` (its total the plan's monthly price of now, in BuscaGym's own
 * currency {@link PLATFORM_CURRENCY}) for
 * `renewal`, buyer the account's name and e-mail, and its first event, inside `tx`.
 * @returns the order, or null when the account no longer exists
 */
export async function insertMonthRenewal(
  tx: Tx,
  purchase: MonthPurchase,
  renewal: MonthRenewal,
): Promise<OrderRow | null> {
  const buyer = await findBuyer(tx, renewal.userId);
  if (!buyer) return null;
  const order = await insertOrder(tx, {
    ...purchase,
    currency: PLATFORM_CURRENCY,
    reference: newOrderReference(),
    userId: renewal.userId,
    provider: renewal.provider,
    paymentId: renewal.paymentId ?? null,
    cardLast4: renewal.cardLast4 ?? null,
    idempotencyKey: renewal.idempotencyKey,
    cartVersion: 0,
    buyerEmail: buyer.email,
    buyerName: buyer.name,
  });
  await insertOrderEvent(tx, { orderId: order.id, from: null, to: 'pending', source: 'renewal' });
  return order;
}

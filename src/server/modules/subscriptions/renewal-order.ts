/**
 * The pending order of one month of a paid plan (ADR 0017: a renewal is an order of kind `plan` whose
 * idempotency key names the period it pays), for both ways a month is charged: by our renewal job
 * (./renewal) and by MercadoPago's own preapproval charge (./mercadopago-plans, ADR 0028, 11).
 * @module
 */
import type { PAYMENT_PROVIDERS } from '../../../shared/constants/commerce';
import type { Tx } from '../../db/client';
import { findBuyer, insertOrder, insertOrderEvent, newOrderReference, type OrderRow } from '../orders/index';
import { selectPlan } from '../plans/index';

/** What identifies a renewal order besides its plan's price and its buyer. */
export interface RenewalOrderInput {
  userId: string;
  planCode: string;
  /** The payment provider that charges it. */
  provider: (typeof PAYMENT_PROVIDERS)[number];
  /** `renewal-<period end>` (./activate `renewalKeyOf`). */
  idempotencyKey: string;
  /** The provider's payment id when it is already known (a MercadoPago charge). */
  paymentId?: string;
  /** The demo card's last four digits of the order it renews. */
  cardLast4?: string | null;
}

/**
 * Inserts the pending renewal order (total: the plan's monthly price, ARS; buyer: the account's name and
 * e-mail) and its first event, inside `tx`. Null when the plan or the account no longer exists.
 */
export async function insertRenewalOrder(tx: Tx, input: RenewalOrderInput): Promise<OrderRow | null> {
  const [plan, buyer] = await Promise.all([selectPlan(tx, input.planCode), findBuyer(tx, input.userId)]);
  if (!plan || !buyer) return null;
  const order = await insertOrder(tx, {
    reference: newOrderReference(),
    kind: 'plan',
    planCode: plan.code,
    cardLast4: input.cardLast4 ?? null,
    userId: input.userId,
    provider: input.provider,
    paymentId: input.paymentId ?? null,
    total: plan.monthlyPrice,
    idempotencyKey: input.idempotencyKey,
    cartVersion: 0,
    buyerEmail: buyer.email,
    buyerName: buyer.name,
  });
  await insertOrderEvent(tx, { orderId: order.id, from: null, to: 'pending', source: 'renewal' });
  return order;
}

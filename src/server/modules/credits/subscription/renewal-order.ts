/**
 * The pending order of one more month of Pase BuscaGym (ADR 0045: a renewal is an order of kind
 * `credits` whose idempotency key names the period it pays, ./queries `creditRenewalKeyOf`), for both
 * ways a month is charged: by the renewal job off-session (./renewal) and by MercadoPago's own
 * preapproval charge (./mercadopago).
 * @module
 */
import type { PAYMENT_PROVIDERS } from '../../../../shared/constants/commerce';
import type { Tx } from '../../../db/client';
import {
  findBuyer,
  insertOrder,
  insertOrderEvent,
  newOrderReference,
  type OrderRow,
} from '../../orders/index';
import { selectCreditPlan } from '../plans/queries';

/** What identifies a renewal order besides its plan's price and its buyer. */
export interface CreditRenewalInput {
  userId: string;
  planId: string;
  /** The payment provider that charges it. */
  provider: (typeof PAYMENT_PROVIDERS)[number];
  /** `credits-renewal-<period end>`. */
  idempotencyKey: string;
  /** The provider's payment id when it is already known (a MercadoPago charge). */
  paymentId?: string;
  /** The demo card's last four digits of the order it renews. */
  cardLast4?: string | null;
}

/**
 * Inserts the pending renewal order (total: the plan's monthly price of now, ARS; buyer: the account's
 * name and e-mail) and its first event, inside `tx`. Null when the plan or the account no longer exists.
 */
export async function insertCreditRenewal(tx: Tx, input: CreditRenewalInput): Promise<OrderRow | null> {
  const [plan, buyer] = await Promise.all([selectCreditPlan(tx, input.planId), findBuyer(tx, input.userId)]);
  if (!plan || !buyer) return null;
  const order = await insertOrder(tx, {
    reference: newOrderReference(),
    kind: 'credits',
    creditPlanId: plan.id,
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

/**
 * The order state machine (ARCHITECTURE §5): pending → paid | failed | cancelled, paid → refunded, and
 * failed → paid | cancelled. `failed → paid` exists because a provider's decline is not final: with
 * Stripe a PaymentIntent whose attempt failed (`payment_intent.payment_failed`) goes back to
 * `requires_payment_method` and may still succeed with another card; the provider is the authority on
 * money, so a later `payment_intent.succeeded` pays the order. Every other move is refused.
 * @module
 */
import type { OrderStatus } from '../../../shared/contract/orders';

const NEXT: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['paid', 'failed', 'cancelled'],
  failed: ['paid', 'cancelled'],
  paid: ['refunded'],
  cancelled: [],
  refunded: [],
};

/** True when an order in state `from` may move to `to`. */
export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

/** The states from which `to` can be reached (the guard of the transition's `UPDATE … WHERE status IN …`). */
export function statesBefore(to: OrderStatus): OrderStatus[] {
  return (Object.keys(NEXT) as OrderStatus[]).filter((from) => canTransition(from, to));
}

/** True for states no transition leaves except the refund of a paid order. */
export function isSettled(status: OrderStatus): boolean {
  return status !== 'pending' && status !== 'failed';
}

/**
 * The order state machine (docs/architecture.md §5): pending → paid | failed | cancelled, paid → refunded, and
 * failed → paid | cancelled. `failed → paid` exists because a provider's decline is not final: with
 * Stripe a PaymentIntent whose attempt failed (`payment_intent.payment_failed`) goes back to
 * `requires_payment_method` and may still succeed with another card; the provider is the authority on
 * money, so a later `payment_intent.succeeded` pays the order. Every other move is refused.
 * @module
 */
import type { OrderStatus } from '../../../../shared/contract/orders';

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

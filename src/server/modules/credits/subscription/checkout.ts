/**
 * Checkout of Pase BuscaGym (ADR 0045; `POST /api/credits/subscription`): a pending order of kind
 * `credits` for one month of an active plan, paid with the provider in force like a cart order (the demo
 * payment or Stripe's Payment Element; the card is kept for the monthly renewals, like a partner's plan,
 * ADR 0017). With MercadoPago the payment is a monthly subscription (a `preapproval` for the plan's
 * price, ADR 0045 "MercadoPago"; ./mercadopago): the answer sends the member to its `init_point`, and
 * MercadoPago charges the later months by itself. The same `Idempotency-Key` answers the same order;
 * a pending order of the same plan is answered again; any other pending order of the member is
 * cancelled first (at the provider too). Paid, ./fulfil applies it.
 * @module
 */
import type { CheckoutResponse } from '../../../../shared/contract/orders';
import { creditMessages } from '../../../../shared/messages';
import { formatBuenosAiresDay } from '../../../../shared/domain/dates';
import { AppError } from '../../../app-error';
import type { SessionUser } from '../../../plugins/session';
import {
  cancelStalePayment,
  findOrderByIdempotencyKey,
  findPendingOrder,
  openMonthOrder,
  sameMonthAttempt,
  startPayment,
  toOrder,
  type CheckoutResult,
  type MonthPurchase,
  type OrderRow,
  type OrdersContext,
} from '../../orders/index';
import { answerProviderUnavailable } from '../../payments/index';
import { selectCreditPlan, type CreditPlanRow } from '../plans/queries';
import { lockCreditSubscription } from './queries';

/** The statuses in which a member already has the pass (a new month cannot be bought). */
const LIVE = new Set(['active', 'paused', 'cancelled']);

/**
 * The member's id of `session`.
 * @throws AppError FORBIDDEN ({@link creditMessages.membersOnly}) for partners and administrators
 */
export function requireCreditMember(session: SessionUser): string {
  if (session.type !== 'user') throw new AppError('FORBIDDEN', creditMessages.membersOnly);
  return session.userId;
}

/** The month order `plan` makes. */
const monthOf = (plan: CreditPlanRow): MonthPurchase => ({
  kind: 'credits',
  creditPlanId: plan.id,
  total: plan.monthlyPrice,
});

/** Makes (or finds) the credits order in one transaction under the subscription's row lock. */
async function createCreditsOrder(
  ctx: OrdersContext,
  userId: string,
  idempotencyKey: string,
  plan: CreditPlanRow,
): Promise<{ order: OrderRow; created: boolean }> {
  return ctx.db.transaction(async (tx) => {
    const replay = await findOrderByIdempotencyKey(tx, userId, idempotencyKey);
    if (replay) return { order: replay, created: false };
    const current = await lockCreditSubscription(tx, userId);
    if (current && LIVE.has(current.status))
      throw new AppError(
        'CONFLICT',
        creditMessages.alreadySubscribed(formatBuenosAiresDay(current.currentPeriodEnd)),
      );
    const noBuyer = new AppError('FORBIDDEN', creditMessages.membersOnly);
    return openMonthOrder(tx, ctx, userId, idempotencyKey, monthOf(plan), noBuyer);
  });
}

/**
 * Checks out one month of credit plan `planId` for the session's member (see module doc).
 * @throws AppError FORBIDDEN unless a member; VALIDATION ({@link creditMessages.planNotFound},
 *   {@link creditMessages.planInactive}) for an unknown or inactive plan; CONFLICT when the member has
 *   the pass already or another payment is through; UNAVAILABLE when the provider cannot be reached
 */
export async function creditsCheckout(
  ctx: OrdersContext,
  session: SessionUser,
  idempotencyKey: string,
  planId: string,
): Promise<CheckoutResult> {
  const userId = requireCreditMember(session);
  const plan = await selectCreditPlan(ctx.db, planId);
  if (!plan)
    throw new AppError('VALIDATION', creditMessages.planNotFound, { planId: creditMessages.planNotFound });
  if (!plan.active)
    throw new AppError('VALIDATION', creditMessages.planInactive, { planId: creditMessages.planInactive });
  try {
    if (!(await findOrderByIdempotencyKey(ctx.db, userId, idempotencyKey))) {
      const pending = await findPendingOrder(ctx.db, userId);
      if (pending && !sameMonthAttempt(ctx, pending, monthOf(plan))) await cancelStalePayment(ctx, pending);
    }
    const { order, created } = await createCreditsOrder(ctx, userId, idempotencyKey, plan);
    const payment = await startPayment(ctx, order, true);
    const body: CheckoutResponse = { order: toOrder(order, [], [], await ctx.passes()), payment };
    return { body, created };
  } catch (error) {
    answerProviderUnavailable(error, ctx.log, 'payment provider unavailable at credits checkout');
  }
}

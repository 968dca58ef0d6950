/**
 * Checkout of a paid plan (ADR 0017; `POST /api/partner/subscription/checkout/{id}`): a pending order of
 * kind `plan` for one month of the plan, paid with the configured provider like a cart order (demo
 * payment or Stripe's Payment Element; the card is kept for the monthly renewals). The same
 * `Idempotency-Key` answers the same order; a pending order of the same plan is answered again; any
 * other pending order of the partner is cancelled first (at the provider too).
 * @module
 */
import type { CheckoutResponse } from '../../../shared/contract/orders';
import { partnerMessages, subscriptionMessages } from '../../../shared/messages';
import { toCentavos } from '../../../shared/domain/money';
import { AppError } from '../../app-error';
import type { SessionUser } from '../../plugins/session';
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
} from '../orders/index';
import { answerProviderUnavailable } from '../payments/index';
import { assertPlanFits } from './plan-choice';
import { lockPartnerByUserId } from '../partners/index';
import { assertSelfPartner } from '../partners/index';
import type { PlanRow } from '../plans/index';
import { findPlan, planNamesOf } from '../plans/index';
import { findSubscription } from './queries';

/** The month order `plan` makes. */
const monthOf = (plan: PlanRow): MonthPurchase => ({
  kind: 'plan',
  planCode: plan.code,
  total: plan.monthlyPrice,
});

/** Makes (or finds) the plan order in one transaction under the partner's row lock. */
async function createPlanOrder(
  ctx: OrdersContext,
  userId: string,
  idempotencyKey: string,
  plan: PlanRow,
): Promise<{ order: OrderRow; created: boolean }> {
  return ctx.db.transaction(async (tx) => {
    if (!(await lockPartnerByUserId(tx, userId)))
      throw new AppError('NOT_FOUND', partnerMessages.profileNotFound);
    const replay = await findOrderByIdempotencyKey(tx, userId, idempotencyKey);
    if (replay) return { order: replay, created: false };
    const current = await findSubscription(tx, userId);
    if (current?.status === 'active' && current.planCode === plan.code)
      throw new AppError('CONFLICT', subscriptionMessages.alreadyPaid(plan.name));
    await assertPlanFits(tx, userId, plan);
    const noBuyer = new AppError('NOT_FOUND', partnerMessages.profileNotFound);
    return openMonthOrder(tx, ctx, userId, idempotencyKey, monthOf(plan), noBuyer);
  });
}

/**
 * Checks out one month of paid plan `code` for partner account `userId` (see module doc).
 * @throws AppError FORBIDDEN unless the session is that partner; VALIDATION for an unknown plan
 *   (`fields.plan`) or the free plan ({@link subscriptionMessages.planIsFree}); CONFLICT when that plan is
 *   already paid and active, when the partner's gyms or services do not fit it, or when another payment
 *   is already through; UNAVAILABLE when the provider cannot be reached (the same key retries)
 */
export async function planCheckout(
  ctx: OrdersContext,
  session: SessionUser,
  userId: string,
  idempotencyKey: string,
  code: string,
): Promise<CheckoutResult> {
  assertSelfPartner(session, userId);
  const plan = await findPlan(ctx.db, code);
  if (!plan)
    throw new AppError('VALIDATION', partnerMessages.planNotFound, { plan: partnerMessages.planNotFound });
  if (toCentavos(plan.monthlyPrice) <= 0)
    throw new AppError('VALIDATION', subscriptionMessages.planIsFree, {
      plan: subscriptionMessages.planIsFree,
    });
  try {
    if (!(await findOrderByIdempotencyKey(ctx.db, userId, idempotencyKey))) {
      const pending = await findPendingOrder(ctx.db, userId);
      if (pending && !sameMonthAttempt(ctx, pending, monthOf(plan))) await cancelStalePayment(ctx, pending);
    }
    const { order, created } = await createPlanOrder(ctx, userId, idempotencyKey, plan);
    const payment = await startPayment(ctx, order, true);
    const body: CheckoutResponse = {
      order: toOrder(order, [], [], await ctx.passes(), new Date(), await planNamesOf(ctx.db)),
      payment,
    };
    return { body, created };
  } catch (error) {
    answerProviderUnavailable(error, ctx.log, 'payment provider unavailable at plan checkout');
  }
}

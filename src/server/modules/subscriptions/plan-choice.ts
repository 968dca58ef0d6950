/**
 * A partner chooses its subscription plan (`PUT /api/partner/profile/plan/{id}`; ADR 0007). The route is
 * the partners module's; the app wiring hands it {@link choosePartnerPlan} (ADR 0043), since the plan in
 * force is the subscription's.
 * Since plans are paid (ADR 0017) this call only moves a partner to the free plan, at once, ending its
 * paid plan (no refund of the month under way); a paid plan is put in force by paying it
 * (`POST /api/partner/subscription/checkout/{id}`). A plan smaller than what the partner already uses is
 * refused, so that the limits enforced when a gym or a service is added always hold.
 * @module
 */
import type { Partner } from '../../../shared/contract/partners';
import { partnerMessages, planChoiceMessages, subscriptionMessages } from '../../../shared/messages';
import { toCentavos } from '../../../shared/domain/money';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import type { SessionUser } from '../../plugins/session';
import { lockSubscription, saveSubscription } from './queries';
import {
  assertSelfPartner,
  lockPartnerByUserId,
  selectPlanUsage,
  toPartner,
  updatePartnerPlan,
} from '../partners/index';
import { findPlan, type PlanRow } from '../plans/index';

/**
 * Refuses a plan that the partner's gyms or services do not fit: every gym it owns counts (deactivated
 * and held ones too) against `maxGyms`, and its busiest gym's services against `maxServicesPerGym`.
 * Used by the plan choice and the plan checkout (ADR 0017).
 * @throws AppError CONFLICT with {@link planChoiceMessages.tooFewGyms} or {@link planChoiceMessages.tooFewServices}
 */
export async function assertPlanFits(db: Database, userId: string, plan: PlanRow): Promise<void> {
  const usage = await selectPlanUsage(db, userId);
  if (usage.gyms > plan.maxGyms)
    throw new AppError('CONFLICT', planChoiceMessages.tooFewGyms(plan.name, usage.gyms, plan.maxGyms));
  const busiest = usage.busiestGym;
  if (busiest && busiest.services > plan.maxServicesPerGym)
    throw new AppError(
      'CONFLICT',
      planChoiceMessages.tooFewServices(plan.name, busiest.name, busiest.services, plan.maxServicesPerGym),
    );
}

/**
 * Sets the plan of partner account `userId` to the plan with code `code`. Runs in one transaction
 * that locks the partner's profile row, so a concurrent gym or service write that locks it too
 * cannot slip past the new limits.
 * @returns the profile after the change (`plan` = `code`)
 * @param endRecurring - stops a recurring charge the provider makes by itself (a MercadoPago
 *   subscription) before a move to the free plan; its AppError (UNAVAILABLE) leaves the plan as it was
 * @throws AppError FORBIDDEN unless `session` is that partner (see {@link assertSelfPartner});
 *   VALIDATION with `fields.plan` = {@link partnerMessages.planNotFound} for an unknown code;
 *   CONFLICT ({@link subscriptionMessages.paymentRequired}) for a paid plan other than the one in force;
 *   NOT_FOUND when the account has no partner profile; CONFLICT when the partner has more gyms than
 *   the plan's `maxGyms` (all its gyms, deactivated ones included) or a gym with more services than
 *   its `maxServicesPerGym`
 */
export async function choosePartnerPlan(
  db: Database,
  session: SessionUser,
  userId: string,
  code: string,
  endRecurring?: (userId: string) => Promise<void>,
): Promise<Partner> {
  assertSelfPartner(session, userId);
  const plan = await findPlan(db, code);
  if (!plan)
    throw new AppError('VALIDATION', partnerMessages.planNotFound, { plan: partnerMessages.planNotFound });
  // The provider's own recurring charge stops first (ADR 0028, 11): a failure changes nothing here.
  if (endRecurring && toCentavos(plan.monthlyPrice) === 0) await endRecurring(userId);
  const row = await db.transaction(async (tx) => {
    const current = await lockPartnerByUserId(tx, userId);
    if (!current) throw new AppError('NOT_FOUND', partnerMessages.profileNotFound);
    if (current.planCode === plan.code) return current;
    if (toCentavos(plan.monthlyPrice) > 0)
      throw new AppError('CONFLICT', subscriptionMessages.paymentRequired(plan.name));
    await assertPlanFits(tx, userId, plan);
    const subscription = await lockSubscription(tx, userId);
    if (subscription && subscription.status !== 'free') {
      const { userId: _user, updatedAt: _updated, ...kept } = subscription;
      await saveSubscription(tx, { ...kept, userId, status: 'free', graceUntil: null });
    }
    return updatePartnerPlan(tx, userId, plan.code);
  });
  if (!row) throw new AppError('NOT_FOUND', partnerMessages.profileNotFound);
  return toPartner(row);
}

/**
 * Pure rules of the paid-plan screens (ADR 0017): what the profile banner says about a subscription,
 * whether a plan can be paid now, and how the partner profile reads Stripe's return after a plan's
 * payment.
 * @module
 */
import type { Plan } from '../../../../shared/contract/plans';
import type { Subscription } from '../../../../shared/contract/subscriptions';
import { FREE_PLAN } from '../../../../shared/constants/partners';
import { PLAN_RETURN_PARAM } from '../../../../shared/constants/plans';

/** True for the free plan (Gratis), which is chosen without paying. */
export const isFreePlan = (plan: Pick<Plan, '_id'>): boolean => plan._id === FREE_PLAN;

/** What the profile banner says: a renewal that could not be charged, or a plan that lapsed. */
export type PlanBanner =
  | { kind: 'pastDue'; billedPlan: string; until: string }
  | { kind: 'lapsed'; billedPlan: string; gyms: number; services: number };

/**
 * The banner of `subscription`.
 * @returns `pastDue` while the plan is kept after a failed renewal (until `graceUntil`), `lapsed`
 *   once it fell back to the free limits (with what was unpublished), else null
 */
export function planBanner(subscription: Subscription): PlanBanner | null {
  const { status, billedPlan, graceUntil, held } = subscription;
  if (!billedPlan) return null;
  if (status === 'pastDue' && graceUntil) return { kind: 'pastDue', billedPlan, until: graceUntil };
  if (status === 'lapsed') return { kind: 'lapsed', billedPlan, gyms: held.gyms, services: held.services };
  return null;
}

/** What the payment screen of one plan shows. */
export type PlanPaymentState =
  | { kind: 'unknown' }
  | { kind: 'free'; plan: Plan }
  | { kind: 'alreadyPaid'; plan: Plan }
  | { kind: 'payable'; plan: Plan };

/**
 * Whether the plan `code` of `plans` can be paid by a partner with `subscription`: not an unknown
 * code, not the free plan, and not the plan already paid up (`active`). A plan `pastDue` or `lapsed`
 * is paid again here.
 */
export function planPaymentState(
  code: string,
  plans: readonly Plan[],
  subscription: Subscription,
): PlanPaymentState {
  const plan = plans.find((p) => p._id === code);
  if (!plan) return { kind: 'unknown' };
  if (isFreePlan(plan)) return { kind: 'free', plan };
  if (subscription.status === 'active' && subscription.plan === code) return { kind: 'alreadyPaid', plan };
  return { kind: 'payable', plan };
}

/** Query parameter of the partner profile that marks the return after paying a plan (shared with the server). */
export { PLAN_RETURN_PARAM };

/** Where Stripe sends the browser back after a plan's payment: the partner profile, marked. */
export const planReturnPath = (profilePath: string, code: string): string =>
  `${profilePath}?${PLAN_RETURN_PARAM}=${encodeURIComponent(code)}`;

/**
 * Stripe's return read from the profile's query: the plan paid and whether Stripe says it failed
 * (Stripe adds `redirect_status`: `succeeded`, `processing` or `failed`).
 * @returns null when the profile was not opened by that return
 */
export function readPlanReturn(search: URLSearchParams): { code: string; failed: boolean } | null {
  const code = search.get(PLAN_RETURN_PARAM);
  if (!code) return null;
  return { code, failed: search.get('redirect_status') === 'failed' };
}

/** Where a returned plan payment stands: the webhook's verdict is awaited on the server. */
export type PlanReturnState = 'confirming' | 'paid' | 'failed' | 'stillPending';

/** The state of the plan payment `code` returned from Stripe, by the subscription read now. */
export function planReturnState(
  code: string,
  failed: boolean,
  subscription: Subscription | undefined,
  timedOut: boolean,
): PlanReturnState {
  if (failed) return 'failed';
  if (subscription?.status === 'active' && subscription.plan === code) return 'paid';
  return timedOut ? 'stillPending' : 'confirming';
}

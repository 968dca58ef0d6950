import { describe, expect, it } from 'vitest';
import type { Plan } from '../../../../shared/contract/plans';
import type { Subscription } from '../../../../shared/contract/subscriptions';
import { freeSubscriptionFixture } from '../../../lib/test-fixtures';
import {
  isFreePlan,
  planBanner,
  planPaymentState,
  planReturnPath,
  planReturnState,
  readPlanReturn,
} from './rules';

const plan = (_id: string, name: string, price: string, maxGyms: number): Plan => ({
  _id,
  name,
  maxGyms,
  maxServicesPerGym: maxGyms * 5,
  commissionPercent: 10,
  monthlyPrice: { $numberDecimal: price },
  currency: 'ARS',
});
const PLANS = [plan('free', 'Gratis', '0.00', 1), plan('standar', 'Standar', '15000.00', 3)];
const FREE: Subscription = freeSubscriptionFixture();
const ACTIVE: Subscription = {
  ...FREE,
  plan: 'standar',
  status: 'active',
  billedPlan: 'standar',
  currentPeriodStart: '2026-05-03T17:05:00.000Z',
  currentPeriodEnd: '2026-06-03T17:05:00.000Z',
  cardLast4: '4242',
};
const PAST_DUE: Subscription = {
  ...ACTIVE,
  status: 'pastDue',
  renewalFailedAt: '2026-06-03T17:10:00.000Z',
  graceUntil: '2026-06-10T17:05:00.000Z',
};
const LAPSED: Subscription = { ...PAST_DUE, plan: 'free', status: 'lapsed', held: { gyms: 2, services: 3 } };

describe('isFreePlan', () => {
  it('tells the free plan from the paid ones by its code', () => {
    expect(isFreePlan(PLANS[0] as Plan)).toBe(true);
    expect(isFreePlan(PLANS[1] as Plan)).toBe(false);
  });
});

describe('planBanner', () => {
  it('says nothing of a free or paid-up subscription', () => {
    expect(planBanner(FREE)).toBeNull();
    expect(planBanner(ACTIVE)).toBeNull();
  });

  it('warns of a failed renewal until the grace period ends', () => {
    expect(planBanner(PAST_DUE)).toEqual({
      kind: 'pastDue',
      billedPlan: 'standar',
      until: '2026-06-10T17:05:00.000Z',
    });
  });

  it('counts what a lapsed plan unpublished', () => {
    expect(planBanner(LAPSED)).toEqual({ kind: 'lapsed', billedPlan: 'standar', gyms: 2, services: 3 });
  });

  it('needs the billed plan to link to its payment', () => {
    expect(planBanner({ ...LAPSED, billedPlan: null })).toBeNull();
    expect(planBanner({ ...PAST_DUE, graceUntil: null })).toBeNull();
  });
});

describe('planPaymentState', () => {
  it('refuses an unknown code and the free plan', () => {
    expect(planPaymentState('platinum', PLANS, FREE)).toEqual({ kind: 'unknown' });
    expect(planPaymentState('free', PLANS, ACTIVE)).toEqual({ kind: 'free', plan: PLANS[0] });
  });

  it('does not charge again a plan already paid up', () => {
    expect(planPaymentState('standar', PLANS, ACTIVE)).toEqual({ kind: 'alreadyPaid', plan: PLANS[1] });
  });

  it('pays a new plan, and a plan again after a failed renewal or once it lapsed', () => {
    for (const subscription of [FREE, PAST_DUE, LAPSED])
      expect(planPaymentState('standar', PLANS, subscription)).toEqual({ kind: 'payable', plan: PLANS[1] });
  });
});

describe("Stripe's return to the profile", () => {
  it("marks the profile path with the plan and reads it back with Stripe's verdict", () => {
    const path = planReturnPath('/profile/partner/Ana/u1', 'standar');
    expect(path).toBe('/profile/partner/Ana/u1?pagoPlan=standar');
    const search = new URLSearchParams(`${path.split('?')[1]}&payment_intent=pi_1&redirect_status=succeeded`);
    expect(readPlanReturn(search)).toEqual({ code: 'standar', failed: false });
    expect(readPlanReturn(new URLSearchParams('pagoPlan=standar&redirect_status=failed'))).toEqual({
      code: 'standar',
      failed: true,
    });
    expect(readPlanReturn(new URLSearchParams('redirect_status=failed'))).toBeNull();
  });

  it('waits for the subscription to show the plan paid, then gives up waiting', () => {
    expect(planReturnState('standar', false, FREE, false)).toBe('confirming');
    expect(planReturnState('standar', false, undefined, false)).toBe('confirming');
    expect(planReturnState('standar', false, ACTIVE, false)).toBe('paid');
    expect(planReturnState('standar', false, ACTIVE, true)).toBe('paid');
    expect(planReturnState('standar', false, PAST_DUE, true)).toBe('stillPending');
    expect(planReturnState('standar', true, FREE, false)).toBe('failed');
  });
});

/**
 * The partners' subscription plans (SPEC §7 `GET /api/service/plans/all`; ADR 0007, ADR 0017):
 * reading them and turning them into the wire shape of `src/shared/contract/plans.ts`. The limits
 * (`maxGyms`, `maxServicesPerGym`) are enforced by the partner calls that add gyms or services and by
 * the plan choice (`modules/subscriptions/plan-choice.ts`).
 * @module
 */
import { PLATFORM_CURRENCY } from '../../../shared/domain/currency';
import { toDecimal } from '../../../shared/contract/common';
import type { Plan } from '../../../shared/contract/plans';
import type { Database } from '../../db/client';
import { selectPlan, selectPlans, type PlanRow } from './queries';

/**
 * The wire form of a plan row: `commissionPercent` as a number (%, e.g. 7.5), `monthlyPrice` as a
 * decimal (`{"$numberDecimal": "14999.00"}`) in BuscaGym's own currency (ARS, ADR 0053).
 */
export function toPlan(row: PlanRow): Plan {
  return {
    _id: row.code,
    name: row.name,
    maxGyms: row.maxGyms,
    maxServicesPerGym: row.maxServicesPerGym,
    commissionPercent: Number(row.commissionPercent),
    monthlyPrice: toDecimal(row.monthlyPrice),
    currency: PLATFORM_CURRENCY,
  };
}

/** Every plan, cheapest first (`sort_order`). */
export async function listPlans(db: Database): Promise<Plan[]> {
  return (await selectPlans(db)).map(toPlan);
}

/** Every plan's display name by code (`free` → `Gratis`, …). */
export async function planNamesOf(db: Database): Promise<Map<string, string>> {
  return new Map((await selectPlans(db)).map((p) => [p.code, p.name]));
}

/** The plan with code `code` (e.g. `premium`), or undefined when there is none. */
export function findPlan(db: Database, code: string): Promise<PlanRow | undefined> {
  return selectPlan(db, code);
}

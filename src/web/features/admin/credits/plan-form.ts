/**
 * The values of the administrators' credit-plan form (ADR 0045 "Data": name, credits per month 1–200,
 * monthly price ARS > 0, active) and their conversion to and from the API. The price is typed as people
 * in Argentina write it (`24.999,50`, shared/domain/price-input); the checks and Spanish messages are
 * the contract's (`creditPlanBodySchema`). Pure functions, unit-tested.
 * @module
 */
import {
  creditPlanBodySchema,
  type CreditPlan,
  type CreditPlanBody,
} from '../../../../shared/contract/credits';
import { fromDecimal } from '../../../../shared/domain/decimal';
import { formatArsPriceInput, parseArsPrice } from '../../../../shared/domain/price-input';

/** The form's values (inputs hold text). */
export interface PlanFormValues {
  name: string;
  creditsPerMonth: string;
  monthlyPrice: string;
  active: boolean;
}

/** The form's field names, for the server's per-field messages. */
export const PLAN_FIELDS = ['name', 'creditsPerMonth', 'monthlyPrice', 'active'] as const;

/** Start values: blank (active) for a new plan, else `plan`'s. */
export function planFormValues(plan: CreditPlan | null): PlanFormValues {
  if (!plan) return { name: '', creditsPerMonth: '', monthlyPrice: '', active: true };
  return {
    name: plan.name,
    creditsPerMonth: String(plan.creditsPerMonth),
    monthlyPrice: formatArsPriceInput(fromDecimal(plan.monthlyPrice)),
    active: plan.active,
  };
}

/** The body, or the contract's Spanish message of each field that is wrong (by field name). */
export function planBody(
  values: PlanFormValues,
):
  | { body: CreditPlanBody; errors: null }
  | { body: null; errors: Partial<Record<keyof PlanFormValues, string>> } {
  const credits = values.creditsPerMonth.trim();
  const result = creditPlanBodySchema.safeParse({
    name: values.name,
    creditsPerMonth: /^\d+$/.test(credits) ? Number(credits) : credits,
    monthlyPrice: { $numberDecimal: parseArsPrice(values.monthlyPrice) ?? values.monthlyPrice },
    active: values.active,
  });
  if (result.success) return { body: result.data, errors: null };
  const errors: Partial<Record<keyof PlanFormValues, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof PlanFormValues;
    errors[field] ??= issue.message;
  }
  return { body: null, errors };
}

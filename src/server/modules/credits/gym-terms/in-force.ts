/**
 * A gym's credit costs in force at an instant (ADR 0045 "Gym costs"): a new cost waits
 * {@link CREDIT_COST_NOTICE_DAYS} days in `next_*` until `next_effective_at`, then it is the cost. Pure
 * functions over a `gym_credit_terms` row; nothing here writes.
 * @module
 */
import { CREDIT_COST_NOTICE_DAYS } from '../../../../shared/constants/credits';
import type { gymCreditTerms } from '../../../db/schema-credits';

/** A `gym_credit_terms` row. */
export type TermsRow = typeof gymCreditTerms.$inferSelect;

/** The notice before a new cost applies, and the least time between two changes, in ms. */
export const COST_NOTICE_MS = CREDIT_COST_NOTICE_DAYS * 86_400_000;

/** Costs in credits of a visit and of a class. */
export interface Costs {
  visitCredits: number;
  classCredits: number;
}

/** The costs of `row` in force at `now`, and the coming change (null when none waits after `now`). */
export function costsAt(
  row: TermsRow,
  now: Date,
): { costs: Costs | null; next: (Costs & { effectiveAt: Date }) | null } {
  const current =
    row.visitCredits !== null && row.classCredits !== null
      ? { visitCredits: row.visitCredits, classCredits: row.classCredits }
      : null;
  if (!row.nextEffectiveAt) return { costs: current, next: null };
  const next = {
    visitCredits: row.nextVisitCredits ?? current?.visitCredits ?? 1,
    classCredits: row.nextClassCredits ?? current?.classCredits ?? 1,
  };
  if (row.nextEffectiveAt <= now) return { costs: next, next: null };
  return { costs: current, next: { ...next, effectiveAt: row.nextEffectiveAt } };
}

/** Whether `row` accepts the pass publicly: opted in and a rate set by an administrator (ADR 0045). */
export const acceptsPase = (row: TermsRow | undefined): row is TermsRow =>
  row !== undefined && row.accepts && row.ratePerCredit !== null;

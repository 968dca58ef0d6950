/**
 * The values of the partner's Pase BuscaGym form (ADR 0045 "Gym costs") and their conversion from the
 * API's terms. The form validates with the contract's limits and Spanish messages
 * (`creditTermsMessages`), reading its text inputs as whole numbers. Pure functions, unit-tested.
 * @module
 */
import { z } from 'zod';
import {
  CANCEL_WINDOW_MAX_HOURS,
  CREDIT_COST_MAX,
  CREDIT_COST_MIN,
  CREDIT_COST_NOTICE_DAYS,
} from '../../../../shared/constants/credits';
import { wholeNumber } from '../../../../shared/contract/common';
import type { GymCreditTerms, GymCreditTermsBody } from '../../../../shared/contract/credits-gyms';
import { creditTermsMessages as m } from '../../../../shared/messages/credits-gyms';

/** The form's values (inputs hold text; `monthlyVisitLimit` `''` for none). */
export interface PaseFormValues {
  accepts: boolean;
  visitCredits: string;
  classCredits: string;
  monthlyVisitLimit: string;
  cancelWindowHours: string;
}

/** The form's field names, for the server's per-field messages. */
export const PASE_FIELDS = [
  'accepts',
  'visitCredits',
  'classCredits',
  'monthlyVisitLimit',
  'cancelWindowHours',
];

const isBlank = (value: unknown) => typeof value === 'string' && value.trim() === '';
/** A blank input is "none" for the optional limit, and missing (refused) for a required number. */
const blankToNull = (value: unknown) => (isBlank(value) ? null : value);
const blankToMissing = (value: unknown) => (isBlank(value) ? Number.NaN : value);
const cost = wholeNumber(CREDIT_COST_MIN, CREDIT_COST_MAX, () => m.cost, true);

/** The form's schema: the body of `PUT /api/partner/gyms/{gymId}/credits` from the text inputs. */
export const paseFormSchema: z.ZodType<GymCreditTermsBody, PaseFormValues> = z.object({
  accepts: z.boolean({ error: () => m.accepts }),
  visitCredits: z.preprocess(blankToMissing, cost),
  classCredits: z.preprocess(blankToMissing, cost),
  monthlyVisitLimit: z.preprocess(blankToNull, wholeNumber(1, 31, () => m.visitLimit, true).nullable()),
  cancelWindowHours: z.preprocess(
    blankToMissing,
    wholeNumber(0, CANCEL_WINDOW_MAX_HOURS, () => m.cancelWindow, true),
  ),
}) as unknown as z.ZodType<GymCreditTermsBody, PaseFormValues>;

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

/**
 * Start values from `terms`: the costs the gym will have (the coming change when one waits, so saving
 * other fields does not ask for a new change); the server answers the default window for a new gym.
 */
export function paseFormValues(terms: GymCreditTerms): PaseFormValues {
  return {
    accepts: terms.accepts,
    visitCredits: text(terms.nextChange?.visitCredits ?? terms.visitCredits),
    classCredits: text(terms.nextChange?.classCredits ?? terms.classCredits),
    monthlyVisitLimit: text(terms.monthlyVisitLimit),
    cancelWindowHours: text(terms.cancelWindowHours),
  };
}

/**
 * When the gym may change its costs again: {@link CREDIT_COST_NOTICE_DAYS} days after they were last
 * set; null when never set or already allowed at `now`.
 */
export function nextCostChangeAllowedAt(terms: GymCreditTerms, now: Date): Date | null {
  if (!terms.costsSetAt) return null;
  const allowed = new Date(new Date(terms.costsSetAt).getTime() + CREDIT_COST_NOTICE_DAYS * 86_400_000);
  return allowed > now ? allowed : null;
}

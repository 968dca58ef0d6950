/**
 * Contract of Pase BuscaGym at the gyms (ADR 0045): a gym's terms (`PUT /api/partner/gyms/{gymId}/credits`,
 * public `GET /api/gyms/{gymId}/credits`), the administrators' rate (`PUT /api/admin/gyms/{gymId}/credit-rate`),
 * class bookings paid with credits (`POST /api/bookings` with `payWith: "credits"`) and open-gym visits
 * (`POST /api/visits`, `DELETE /api/visits/{id}`), and what the door check-in admitted with a member's
 * Pase BuscaGym door pass (`POST /api/passes/checkin`, ADR 0045 "Check-in"). Amounts are ARS in the decimal form of ./common.
 * @module
 */
import { z } from 'zod';
import { DATE_PATTERN } from '../constants/classes';
import {
  CANCEL_WINDOW_DEFAULT_HOURS,
  CANCEL_WINDOW_MAX_HOURS,
  CREDIT_COST_MAX,
  CREDIT_COST_MIN,
  CREDIT_VISIT_STATUSES,
} from '../constants/credits';
import { creditSpendingMessages as s, creditTermsMessages as m } from '../messages/credits-gyms';
import { decimalSchema, idSchema, instantSchema, itemAnswer, positiveArsSchema, wholeNumber } from './common';

const cost = wholeNumber(CREDIT_COST_MIN, CREDIT_COST_MAX, () => m.cost);

/** Body of `PUT /api/partner/gyms/{gymId}/credits`. */
export const gymCreditTermsBodySchema = z.object({
  accepts: z.boolean({ error: () => m.accepts }),
  visitCredits: cost,
  classCredits: cost,
  monthlyVisitLimit: wholeNumber(1, 31, () => m.visitLimit)
    .nullish()
    .transform((v) => v ?? null),
  cancelWindowHours: wholeNumber(0, CANCEL_WINDOW_MAX_HOURS, () => m.cancelWindow).default(
    CANCEL_WINDOW_DEFAULT_HOURS,
  ),
});
export type GymCreditTermsBody = z.infer<typeof gymCreditTermsBodySchema>;

/** Path of the gym's credit calls. */
export const gymCreditParamsSchema = z.object({ gymId: z.uuid({ error: () => s.gymInvalid }) });

/** A coming change of the gym's costs: the new costs and the instant they take effect. */
export const creditCostChangeSchema = z
  .object({ visitCredits: z.number().int(), classCredits: z.number().int(), effectiveAt: instantSchema })
  .meta({ id: 'CreditCostChange' });
export type CreditCostChange = z.infer<typeof creditCostChangeSchema>;

/** A gym page's and a timetable's coming change of the costs, null when none waits or the gym does not accept the pass. */
export const paseChangeField = creditCostChangeSchema.nullable().meta({
  description:
    'The coming change of the Pase BuscaGym costs (ADR 0045 "Gym costs"): the visit and class credits from ' +
    '`effectiveAt` on; null when none waits or the gym does not accept the pass',
});

/**
 * A gym's terms for the pass. `acceptsPase`: accepted publicly (opted in and a rate set); the costs are
 * those in force now; `nextChange` the coming one, if any.
 */
export const gymCreditTermsSchema = z
  .object({
    gymId: idSchema,
    accepts: z.boolean(),
    acceptsPase: z.boolean(),
    visitCredits: z.number().int().nullable(),
    classCredits: z.number().int().nullable(),
    monthlyVisitLimit: z.number().int().nullable(),
    cancelWindowHours: z.number().int(),
    nextChange: creditCostChangeSchema.nullable(),
    costsSetAt: instantSchema.nullable(),
    ratePerCredit: decimalSchema.nullable(),
  })
  .meta({ id: 'GymCreditTerms' });
export type GymCreditTerms = z.infer<typeof gymCreditTermsSchema>;

/** Answer of the terms calls. */
export const gymCreditTermsResponseSchema = itemAnswer('terms', gymCreditTermsSchema, 'GymCreditTermsAnswer');
export type GymCreditTermsResponse = z.infer<typeof gymCreditTermsResponseSchema>;

/** The public view of a gym's terms (`GET /api/gyms/{gymId}/credits`): null costs when it does not accept. */
export const publicCreditTermsSchema = z
  .object({
    acceptsPase: z.boolean(),
    visitCredits: z.number().int().nullable(),
    classCredits: z.number().int().nullable(),
    monthlyVisitLimit: z.number().int().nullable(),
    cancelWindowHours: z.number().int().nullable(),
    nextChange: creditCostChangeSchema.nullable(),
  })
  .meta({ id: 'PublicCreditTerms' });
export type PublicCreditTerms = z.infer<typeof publicCreditTermsSchema>;

/** Body of `PUT /api/admin/gyms/{gymId}/credit-rate`. */
export const creditRateBodySchema = z.object({ ratePerCredit: positiveArsSchema(() => m.rate) });

/** What a cancel did with the credits: given back in time, forgiven (the month's first late one), or kept. */
export const CREDIT_CANCEL_OUTCOMES = ['returned', 'forgiven', 'kept'] as const;

/**
 * What a booking or visit paid with credits cost: the credits, their ARS value, until when a cancel gives
 * them back; after a cancel, its outcome and the Spanish text that explains it.
 */
export const creditChargeSchema = z
  .object({
    credits: z.number().int(),
    value: decimalSchema,
    cancelDeadline: instantSchema,
    cancelOutcome: z.enum(CREDIT_CANCEL_OUTCOMES).optional(),
    message: z.string().optional(),
  })
  .meta({ id: 'CreditCharge' });
export type CreditCharge = z.infer<typeof creditChargeSchema>;

/** Body of `POST /api/visits`: the gym and the day, `YYYY-MM-DD` in the gym's zone. */
export const createVisitBodySchema = z.object({
  gymId: z.uuid({ error: () => s.gymInvalid }),
  day: z.string({ error: () => s.dayInvalid }).regex(DATE_PATTERN, { error: () => s.dayInvalid }),
});

/** Path of `DELETE /api/visits/{id}`. */
export const visitParamsSchema = z.object({ id: z.uuid({ error: () => s.visitInvalid }) });

/** An open-gym visit paid with credits. */
export const creditVisitSchema = z
  .object({
    _id: idSchema,
    gymId: idSchema,
    day: z.string(),
    status: z.enum(CREDIT_VISIT_STATUSES),
    credit: creditChargeSchema,
  })
  .meta({ id: 'CreditVisit' });
export type CreditVisit = z.infer<typeof creditVisitSchema>;

/** Answer of `POST /api/visits` (201) and `DELETE /api/visits/{id}` (200). */
export const creditVisitResponseSchema = itemAnswer('visit', creditVisitSchema, 'CreditVisitAnswer');
export type CreditVisitResponse = z.infer<typeof creditVisitResponseSchema>;

/** What the door check-in settled as attended with a member's Pase BuscaGym door pass (ADR 0045 "Check-in"). */
export const creditAdmissionSchema = z
  .object({
    /** `class`: a class booking paid with credits; `visit`: an open-gym visit. */
    kind: z.enum(['class', 'visit']),
    /** The booking's or the visit's id. */
    _id: idSchema,
    credits: z.number().int(),
    /** The class's name (its service's), or null for a visit. */
    className: z.string().nullable(),
    /** When the class starts, or null for a visit. */
    startsAt: instantSchema.nullable(),
    /** The day in the gym's zone, `YYYY-MM-DD`. */
    day: z.string(),
  })
  .meta({ id: 'CreditAdmission' });
export type CreditAdmission = z.infer<typeof creditAdmissionSchema>;

/**
 * Contract of Pase BuscaGym (docs/architecture.md §5.2, ADR 0045): credit plans, a member's subscription
 * and "Mis créditos".
 * - `GET /api/credit-plans` → {@link creditPlansResponseSchema} (anyone: the active plans)
 * - `POST /api/admin/credit-plans`, `PUT /api/admin/credit-plans/{id}` with {@link creditPlanBodySchema}
 *   → {@link creditPlanResponseSchema} (administrators)
 * - `POST /api/credits/subscription` + header `Idempotency-Key`, body {@link creditSubscribeBodySchema}
 *   → `CheckoutResponse` of ./orders (an order of `kind` `credits`), paid like a cart's
 * - `POST /api/credits/subscription/pause` {@link creditPauseBodySchema}, `DELETE /api/credits/subscription`
 *   → {@link myCreditsSchema}; `GET /api/credits/me` → the same
 * Amounts in ARS are decimals in the {@link decimalSchema} form; times ISO 8601 (UTC).
 * @module
 */
import { z } from 'zod';
import {
  CREDIT_MOVEMENT_KINDS,
  CREDIT_SUBSCRIPTION_STATUSES,
  CREDITS_PER_MONTH_MAX,
  CREDITS_PER_MONTH_MIN,
  PAUSE_MONTHS_PER_YEAR,
} from '../constants/credits';
import { creditMessages as m } from '../messages/credits';
import {
  currencySchema,
  decimalSchema,
  itemAnswer,
  listAnswer,
  positiveArsSchema,
  trimmedText,
  wholeNumber,
} from './common';

/** A plan of credits: `creditsPerMonth` added each paid month for `monthlyPrice` in `currency`, BuscaGym's own (ARS; ADR 0053). */
export const creditPlanSchema = z
  .object({
    _id: z.uuid(),
    name: z.string(),
    creditsPerMonth: z.number().int(),
    monthlyPrice: decimalSchema,
    currency: currencySchema,
    active: z.boolean(),
  })
  .meta({ id: 'CreditPlan' });
export type CreditPlan = z.infer<typeof creditPlanSchema>;

/** Answer of `GET /api/credit-plans`: the active plans, fewest credits first. */
export const creditPlansResponseSchema = listAnswer('plans', creditPlanSchema, 'CreditPlans');
export type CreditPlansResponse = z.infer<typeof creditPlansResponseSchema>;

/** `{plan}` answer of the administrators' writes. */
export const creditPlanResponseSchema = itemAnswer('plan', creditPlanSchema, 'CreditPlanResponse');
export type CreditPlanResponse = z.infer<typeof creditPlanResponseSchema>;

/**
 * Body of a plan's creation or edition (the whole plan): name 2–60 characters (unique, case aside),
 * credits per month 1–200, monthly price ARS > 0, `active` (default true; a plan is never deleted).
 */
export const creditPlanBodySchema = z.object({
  name: trimmedText(2, 60, () => m.planName),
  creditsPerMonth: wholeNumber(CREDITS_PER_MONTH_MIN, CREDITS_PER_MONTH_MAX, () => m.creditsPerMonth),
  monthlyPrice: positiveArsSchema(() => m.monthlyPrice),
  active: z.boolean({ error: () => m.active }).default(true),
});
export type CreditPlanBody = z.output<typeof creditPlanBodySchema>;

/** Body of the subscription's checkout: the plan's id. */
export const creditSubscribeBodySchema = z.object({
  planId: z.uuid({ error: () => m.planRequired }),
});
export type CreditSubscribeBody = z.infer<typeof creditSubscribeBodySchema>;

/** Body of a pause: 1–3 whole months, starting when the paid month ends. */
export const creditPauseBodySchema = z.object({
  months: wholeNumber(1, PAUSE_MONTHS_PER_YEAR, () => m.pauseMonths),
});
export type CreditPauseBody = z.infer<typeof creditPauseBodySchema>;

/** A line of "Mis créditos": credits ≥ 0 (the kind gives the sign), their value ARS, the gym if any. */
export const creditMovementSchema = z
  .object({
    kind: z.enum(CREDIT_MOVEMENT_KINDS),
    credits: z.number().int(),
    value: decimalSchema,
    balanceAfter: z.number().int(),
    gymName: z.string().nullable(),
    at: z.string(),
  })
  .meta({ id: 'CreditMovement' });
export type CreditMovement = z.infer<typeof creditMovementSchema>;

/**
 * "Mis créditos": the balance and its value (ARS), the plan (null: never subscribed), the status,
 * `renewsAt` (when the next month is charged: the period's end, or the pause's end; null when it will
 * not renew), `paused` and `pausedUntil`, `cancelAtPeriodEnd`, the pause months used this year, and the
 * latest 50 movements, newest first. `pauseMonthsLeft` counts in the year a pause asked now would start.
 */
export const myCreditsSchema = z
  .object({
    balance: z.number().int(),
    value: decimalSchema,
    plan: creditPlanSchema.nullable(),
    status: z.enum(CREDIT_SUBSCRIPTION_STATUSES).nullable(),
    currentPeriodEnd: z.string().nullable(),
    renewsAt: z.string().nullable(),
    paused: z.boolean(),
    pausedUntil: z.string().nullable(),
    cancelAtPeriodEnd: z.boolean(),
    pauseMonthsLeft: z.number().int(),
    history: z.array(creditMovementSchema),
  })
  .meta({ id: 'MyCredits' });
export type MyCredits = z.infer<typeof myCreditsSchema>;

/**
 * Contract of the partners' paid plans (ADR 0017): the subscription and its checkout.
 * - `GET /api/partner/subscription/{id}` → {@link subscriptionResponseSchema} (the partner, or an admin)
 * - `POST /api/partner/subscription/checkout/{id}` + header `Idempotency-Key`, body
 *   {@link planCheckoutBodySchema} → `CheckoutResponse` of ./orders (an order of `kind` `plan`), paid
 *   like a cart's: `POST /api/orders/{orderId}/demo-pay` (demo) or Stripe's Payment Element.
 * `{id}` is the partner's account id. Times are ISO 8601 (UTC).
 * @module
 */
import { z } from 'zod';
import { SUBSCRIPTION_STATUSES } from '../constants/plans';
import { subscriptionMessages as m } from '../messages';
import { itemAnswer } from './common';

/**
 * A partner's subscription. `plan` is the plan in force (its limits and commission apply now);
 * `billedPlan` the paid plan being billed or to pay again (null when none was ever paid);
 * `currentPeriodEnd` is when the plan renews (`active`) or renewed last; `graceUntil` when a
 * `pastDue` plan falls back to the free limits; `cardLast4` the card that renewals charge;
 * `held` counts gyms and services unpublished because the plan in force does not allow them (they
 * come back when a plan that allows them is paid).
 */
export const subscriptionSchema = z
  .object({
    plan: z.string(),
    status: z.enum(SUBSCRIPTION_STATUSES),
    billedPlan: z.string().nullable(),
    currentPeriodStart: z.string().nullable(),
    currentPeriodEnd: z.string().nullable(),
    graceUntil: z.string().nullable(),
    renewalFailedAt: z.string().nullable(),
    cardLast4: z.string().nullable(),
    held: z.object({ gyms: z.number().int(), services: z.number().int() }),
  })
  .meta({ id: 'Subscription' });
export type Subscription = z.infer<typeof subscriptionSchema>;

/** `{subscription}` answer. */
export const subscriptionResponseSchema = itemAnswer(
  'subscription',
  subscriptionSchema,
  'SubscriptionResponse',
);
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

/** Body of the plan checkout: the code of a paid plan (`standar`, `premium`, `golden`). */
export const planCheckoutBodySchema = z.object({
  plan: z
    .string({ error: () => m.planRequired })
    .trim()
    .min(1, { error: () => m.planRequired })
    .max(40),
});
export type PlanCheckoutBody = z.infer<typeof planCheckoutBodySchema>;

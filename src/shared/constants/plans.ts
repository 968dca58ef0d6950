/**
 * Business constants of the partners' paid plans (subscriptions), shared by server and web. Decided in
 * ADR 0017 (docs/decisions/0017-paid-plans.md).
 * @module
 */

/** Length of one paid period of a plan, calendar months (monthly renewal). */
export const PLAN_PERIOD_MONTHS = 1;
/**
 * After a failed renewal the plan stays in force this many days from the end of the unpaid period;
 * then the partner falls back to the free plan's limits (ADR 0017).
 */
export const PLAN_GRACE_DAYS = 7;
/**
 * Card whose renewals the demo (`manual`) provider declines although its first payment is approved:
 * Stripe's test card 4000 0000 0000 0341 ("attaching this card to a Customer succeeds, but attempts to
 * charge the customer fail", docs.stripe.com/testing), so a failed renewal can be tried in both modes.
 */
export const DEMO_RENEWAL_DECLINE_CARD = '4000 0000 0000 0341';
export const DEMO_RENEWAL_DECLINE_LAST4 = '0341';
/**
 * Where a partner's subscription stands: `free` (no paid plan), `active` (paid up to
 * `currentPeriodEnd`, renews then), `pastDue` (the renewal failed; the plan is kept until
 * `graceUntil`), `lapsed` (grace over: back on the free limits until a plan is paid again).
 */
export const SUBSCRIPTION_STATUSES = ['free', 'active', 'pastDue', 'lapsed'] as const;
/** Kinds of order: a member's cart, a partner's plan (ADR 0017) or a month of Pase BuscaGym credits (ADR 0045). */
export const ORDER_KINDS = ['cart', 'plan', 'credits'] as const;
/** How often the renewal job looks for periods that ended and grace periods that ran out (cron, UTC). */
export const PLAN_RENEWAL_CRON = '*/5 * * * *';

/**
 * Query parameter of the partner profile that marks the return from paying a plan (Stripe's return
 * path, MercadoPago's `back_urls`), with the plan's code as value (ADR 0017, ADR 0028).
 */
export const PLAN_RETURN_PARAM = 'pagoPlan';

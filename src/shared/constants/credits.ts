/**
 * Pase BuscaGym: the vocabulary and limits of credits spent across gyms (docs/architecture.md §5.2,
 * ADR 0045), shared by server and web.
 * @module
 */

/** Credits a plan adds per paid month: 1–200. */
export const CREDITS_PER_MONTH_MIN = 1;
export const CREDITS_PER_MONTH_MAX = 200;

/** Credits a gym charges for a visit or a class: 1–10 (ADR 0045 "Gym costs"). */
export const CREDIT_COST_MIN = 1;
export const CREDIT_COST_MAX = 10;

/** A gym's cancellation window when it sets none, hours before the start (ADR 0045). */
export const CANCEL_WINDOW_DEFAULT_HOURS = 12;
/** The longest cancellation window a gym may set, hours. */
export const CANCEL_WINDOW_MAX_HOURS = 72;

/** Days a new credit cost waits before it takes effect, and the least days between two changes (ADR 0045). */
export const CREDIT_COST_NOTICE_DAYS = 7;

/** Months a member may pause in one calendar year, at most, and per pause (ADR 0045 "Pause"). */
export const PAUSE_MONTHS_PER_YEAR = 3;

/**
 * Days after a period's end the renewal job waits for MercadoPago's notification of the month's charge
 * of a subscription paid by a preapproval, before it treats the month as unpaid (ADR 0045, "MercadoPago").
 */
export const CREDIT_MP_CHARGE_WAIT_DAYS = 3;

/** Schedule of the `renew-credits` job (cron, UTC): every 5 minutes, like the partners' plans. */
export const CREDIT_RENEWAL_CRON = '*/5 * * * *';

/**
 * A subscription's state: `active` (paid up to the period's end, renewed then), `paused` (nothing
 * charged, added or lapsed until `paused_until`), `pastDue` (the renewal failed; credits kept, none
 * added), `cancelled` (ends with the paid period: `cancel_at_period_end`, then the credits lapse),
 * `lapsed` (ended; the wallet is empty).
 */
export const CREDIT_SUBSCRIPTION_STATUSES = ['active', 'paused', 'pastDue', 'cancelled', 'lapsed'] as const;
export type CreditSubscriptionStatus = (typeof CREDIT_SUBSCRIPTION_STATUSES)[number];

/**
 * A line of "Mis créditos": `added` (a paid month), `spent` (a booking or visit), `returned` (a cancel
 * in time), `forgiven` (the month's first late cancel or no-show, given back), `lapsed` (above the
 * rollover cap, or at the end of a cancelled plan).
 */
export const CREDIT_MOVEMENT_KINDS = ['added', 'spent', 'returned', 'forgiven', 'lapsed'] as const;
export type CreditMovementKind = (typeof CREDIT_MOVEMENT_KINDS)[number];

/** An open-gym visit paid with credits: booked, cancelled, attended (checked in) or a no-show. */
export const CREDIT_VISIT_STATUSES = ['booked', 'cancelled', 'attended', 'noShow'] as const;
export type CreditVisitStatus = (typeof CREDIT_VISIT_STATUSES)[number];

/** When `settle-credit-visits` runs (cron, UTC): every 15 minutes, settling what ended unattended (ADR 0045). */
export const SETTLE_CREDIT_VISITS_CRON = '*/15 * * * *';

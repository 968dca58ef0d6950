/**
 * Pase BuscaGym: plans of credits, members' subscriptions and wallets, the credit terms of the gyms that
 * accept the pass, and open-gym visits paid with credits (docs/architecture.md §5.2, ADR 0045).
 *
 * - `credit_plans` (in schema-marketplace, beside the partners' plans, since orders reference both).
 * - `credit_subscriptions`: one per member who ever subscribed; `lastOrderId` is the last paid month
 *   (renewals charge its card again, like partners' plans, ADR 0017).
 * - `credit_wallets`: the member's credits and their value in centavos (the average cost, ADR 0045);
 *   `balance >= 0` backs the row lock taken to spend. `forgivenMonth` (`YYYY-MM`, Buenos Aires) is the
 *   month whose one late cancel or no-show was forgiven.
 * - `credit_movements`: "Mis créditos", append-only by use; `eventKey` unique so a replay writes nothing.
 * - `gym_credit_terms`: a gym's opt-in, costs, visit limit, cancellation window and the coming change of
 *   cost; `ratePerCredit` (ARS, an administrator's) is what the gym is paid per credit spent there.
 * - `credit_visits`: an open-gym visit on a day in the gym's zone; class bookings paid with credits keep
 *   theirs on `bookings` (schema-classes).
 * - `credit_door_passes`: the member's door pass, whose rotating codes the partner scans at check-in.
 * Import note: references are lazy, like the other schema files.
 * @module
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  CREDIT_MOVEMENT_KINDS,
  CREDIT_SUBSCRIPTION_STATUSES,
  CREDIT_VISIT_STATUSES,
} from '../../shared/constants/credits';
import { at, createdAt, money, optionalRef, requiredRef, updatedAt, uuidKey } from './columns';
import { gymRef } from './schema-refs';
import { gyms, users } from './schema';
import { orders } from './schema-commerce';
import { creditPlans } from './schema-marketplace';

/** A member's subscription to a plan of credits (see module doc). */
export const creditSubscriptions = pgTable(
  'credit_subscriptions',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: requiredRef('plan_id', () => creditPlans.id, 'restrict'),
    status: text('status', { enum: CREDIT_SUBSCRIPTION_STATUSES }).notNull(),
    currentPeriodStart: at('current_period_start').notNull(),
    currentPeriodEnd: at('current_period_end').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    pausedUntil: at('paused_until'),
    /** The calendar year (Buenos Aires) `pauseMonthsUsed` counts. */
    pauseYear: smallint('pause_year'),
    pauseMonthsUsed: smallint('pause_months_used').notNull().default(0),
    lastOrderId: optionalRef('last_order_id', () => orders.id),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The renewal job's scans: periods that ended, pauses that ran out.
    index('credit_subscriptions_due_idx')
      .on(t.currentPeriodEnd)
      .where(sql`${t.status} in ('active', 'cancelled')`),
    index('credit_subscriptions_paused_idx')
      .on(t.pausedUntil)
      .where(sql`${t.status} = 'paused'`),
    check(
      'credit_subscriptions_status_ck',
      sql`${t.status} in ('active', 'paused', 'pastDue', 'cancelled', 'lapsed')`,
    ),
    check('credit_subscriptions_period_ck', sql`${t.currentPeriodEnd} > ${t.currentPeriodStart}`),
    check('credit_subscriptions_paused_ck', sql`(${t.status} = 'paused') = (${t.pausedUntil} is not null)`),
    check('credit_subscriptions_pauses_ck', sql`${t.pauseMonthsUsed} between 0 and 3`),
  ],
);

/** A member's credits and their value (see module doc). */
export const creditWallets = pgTable(
  'credit_wallets',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
    valueCentavos: bigint('value_centavos', { mode: 'number' }).notNull().default(0),
    forgivenMonth: text('forgiven_month'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('credit_wallets_balance_ck', sql`${t.balance} >= 0`),
    check(
      'credit_wallets_value_ck',
      sql`${t.valueCentavos} >= 0 and (${t.balance} > 0 or ${t.valueCentavos} = 0)`,
    ),
    check(
      'credit_wallets_month_ck',
      sql`${t.forgivenMonth} is null or ${t.forgivenMonth} ~ '^[0-9]{4}-[0-9]{2}$'`,
    ),
  ],
);

/** A line of a member's credit history (see module doc). `credits` and `valueCentavos` are ≥ 0; the kind gives the sign. */
export const creditMovements = pgTable(
  'credit_movements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CREDIT_MOVEMENT_KINDS }).notNull(),
    credits: integer('credits').notNull(),
    valueCentavos: bigint('value_centavos', { mode: 'number' }).notNull(),
    /** The wallet's balance after it. */
    balanceAfter: integer('balance_after').notNull(),
    gymId: optionalRef('gym_id', () => gyms.id),
    bookingId: uuid('booking_id'),
    visitId: uuid('visit_id'),
    orderId: optionalRef('order_id', () => orders.id),
    eventKey: text('event_key').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_movements_user_idx').on(t.userId, t.id),
    check('credit_movements_kind_ck', sql`${t.kind} in ('added', 'spent', 'returned', 'forgiven', 'lapsed')`),
    check(
      'credit_movements_amounts_ck',
      sql`${t.credits} >= 0 and ${t.valueCentavos} >= 0 and ${t.balanceAfter} >= 0`,
    ),
  ],
);

/** A gym's terms for the pass (see module doc). Costs in credits, 1–10; the window in hours. */
export const gymCreditTerms = pgTable(
  'gym_credit_terms',
  {
    gymId: uuid('gym_id')
      .primaryKey()
      .references(() => gyms.id, { onDelete: 'cascade' }),
    accepts: boolean('accepts').notNull().default(false),
    visitCredits: smallint('visit_credits'),
    classCredits: smallint('class_credits'),
    monthlyVisitLimit: smallint('monthly_visit_limit'),
    cancelWindowHours: smallint('cancel_window_hours').notNull().default(12),
    nextVisitCredits: smallint('next_visit_credits'),
    nextClassCredits: smallint('next_class_credits'),
    nextEffectiveAt: at('next_effective_at'),
    costsSetAt: at('costs_set_at'),
    ratePerCredit: money('rate_per_credit'),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The catalogue's `pase=true` filter: gyms whose partner opted in and whose rate is set.
    index('gym_credit_terms_accepting_idx')
      .on(t.gymId)
      .where(sql`${t.accepts} and ${t.ratePerCredit} is not null`),
    index('gym_credit_terms_next_idx')
      .on(t.nextEffectiveAt)
      .where(sql`${t.nextEffectiveAt} is not null`),
    check(
      'gym_credit_terms_costs_ck',
      sql`coalesce(${t.visitCredits}, 1) between 1 and 10 and coalesce(${t.classCredits}, 1) between 1 and 10
        and coalesce(${t.nextVisitCredits}, 1) between 1 and 10 and coalesce(${t.nextClassCredits}, 1) between 1 and 10`,
    ),
    check(
      'gym_credit_terms_accepts_ck',
      sql`not ${t.accepts} or (${t.visitCredits} is not null and ${t.classCredits} is not null)`,
    ),
    check(
      'gym_credit_terms_next_ck',
      sql`(${t.nextEffectiveAt} is null) = (${t.nextVisitCredits} is null and ${t.nextClassCredits} is null)`,
    ),
    check(
      'gym_credit_terms_limit_ck',
      sql`${t.monthlyVisitLimit} is null or ${t.monthlyVisitLimit} between 1 and 31`,
    ),
    check('gym_credit_terms_window_ck', sql`${t.cancelWindowHours} between 0 and 72`),
    check('gym_credit_terms_rate_ck', sql`${t.ratePerCredit} is null or ${t.ratePerCredit} > 0`),
  ],
);

/**
 * An open-gym visit paid with credits (see module doc). `late`: cancelled after `cancelDeadline`
 * (credits kept unless forgiven); `settledAt`: when the ledger paid the gym (attended, no-show or late).
 */
export const creditVisits = pgTable(
  'credit_visits',
  {
    id: uuidKey(),
    userId: optionalRef('user_id', () => users.id),
    gymId: gymRef('restrict'),
    /** The day of the visit in the gym's zone. */
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status', { enum: CREDIT_VISIT_STATUSES }).notNull().default('booked'),
    credits: smallint('credits').notNull(),
    valueCentavos: bigint('value_centavos', { mode: 'number' }).notNull(),
    cancelDeadline: at('cancel_deadline').notNull(),
    late: boolean('late').notNull().default(false),
    forgiven: boolean('forgiven').notNull().default(false),
    createdAt: createdAt(),
    cancelledAt: at('cancelled_at'),
    checkedInAt: at('checked_in_at'),
    settledAt: at('settled_at'),
  },
  (t) => [
    uniqueIndex('credit_visits_live_uq')
      .on(t.userId, t.gymId, t.day)
      .where(sql`${t.status} <> 'cancelled'`),
    index('credit_visits_gym_day_idx').on(t.gymId, t.day),
    index('credit_visits_user_idx').on(t.userId, t.day),
    index('credit_visits_open_idx')
      .on(t.day)
      .where(sql`${t.status} = 'booked'`),
    check('credit_visits_status_ck', sql`${t.status} in ('booked', 'cancelled', 'attended', 'noShow')`),
    check('credit_visits_credits_ck', sql`${t.credits} between 1 and 10 and ${t.valueCentavos} >= 0`),
  ],
);

/**
 * A member's Pase BuscaGym door pass (ADR 0045 "Check-in"): the id its rotating codes name
 * (`BGT1.<id>.<otp>`, ADR 0029; the secret is derived from it, never stored), made the first time the
 * member's device asks for it. `lastStep` is the TOTP step last admitted (a code opens the door once);
 * `lastAdmittedAt` the last admission, so a scan within the repeat window is that same entry.
 */
export const creditDoorPasses = pgTable('credit_door_passes', {
  id: uuidKey(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  lastStep: bigint('last_step', { mode: 'number' }),
  lastAdmittedAt: at('last_admitted_at'),
});

/**
 * Classes, their sessions and the members' bookings (ADR 0022; docs/architecture.md §7 "Time and places").
 *
 * - `classes`: a gym's class and its recurrence (RFC 5545 §3.3.10 RRULE, expanded in the gym's local wall
 *   time from `starts_local`, ISO 8601 `YYYY-MM-DDTHH:mm`, in `time_zone`, an IANA zone).
 * - `class_sessions`: one row per occurrence, materialised up to a rolling horizon ahead of now
 *   (`SESSION_HORIZON_WEEKS`), so that every booking points at a real row; `booked` and `waitlisted`
 *   count the session's live bookings and are only changed while the session row is locked.
 * - `calendar_feeds`: a member's secret calendar subscription, kept as the SHA-256 of its token.
 * - `bookings`: a member's place (`booked`), place in line (`waitlisted`, `position` 1, 2, 3…),
 *   cancel or attendance.
 *
 * Invariants kept by the database itself: capacity 1–500 and duration 5–600 minutes
 * (`classes_*_ck`); never more booked than places (`class_sessions_booked_ck`); one session per class
 * and start (`class_sessions_start_uq`); one live booking per member and session
 * (`bookings_live_uq`); a position exactly when waitlisted (`bookings_position_ck`).
 * Import note: references to the other schema files are lazy.
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
  BOOKING_STATUSES,
  CLASS_CAPACITY_MAX,
  CLASS_CAPACITY_MIN,
  CLASS_DURATION_MAX_MINUTES,
  CLASS_DURATION_MIN_MINUTES,
  SESSION_STATUSES,
} from '../../shared/constants/classes';
import { at, createdAt, optionalRef, requiredRef, timestamps, uuidKey } from './columns';
import { gymRef } from './schema-refs';
import { gymServices, users } from './schema';
import { passes } from './schema-commerce';

/** A gym's class: what, who, where, how many, how long, when (first wall time + recurrence) and its policy. */
export const classes = pgTable(
  'classes',
  {
    id: uuidKey(),
    gymId: gymRef('cascade'),
    /** The gym's service the class belongs to (a service pass of it admits); null: membership only. */
    gymServiceId: optionalRef('gym_service_id', () => gymServices.id),
    name: text('name').notNull(),
    instructor: text('instructor'),
    room: text('room'),
    capacity: integer('capacity').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** The first session's local wall time, `YYYY-MM-DDTHH:mm` (ISO 8601), in `time_zone`. */
    startsLocal: text('starts_local').notNull(),
    /** The gym's IANA zone when the class was made: the recurrence is expanded in it. */
    timeZone: text('time_zone').notNull(),
    /** RFC 5545 RRULE value; null: the class happens once. */
    rrule: text('rrule'),
    /** Last local date (included) a session may fall on. */
    until: date('until', { mode: 'string' }),
    cancelBeforeHours: integer('cancel_before_hours').notNull(),
    promoteUntilHours: integer('promote_until_hours').notNull(),
    /** Sessions exist as rows up to this instant (the rolling horizon, ADR 0022). */
    materialisedThrough: at('materialised_through').notNull(),
    ...timestamps(),
    /** When the partner deleted the class: its past sessions and bookings stay as history. */
    deletedAt: at('deleted_at'),
  },
  (t) => [
    index('classes_gym_idx').on(t.gymId),
    index('classes_materialised_idx').on(t.materialisedThrough),
    check(
      'classes_capacity_ck',
      sql`${t.capacity} between ${sql.raw(String(CLASS_CAPACITY_MIN))} and ${sql.raw(String(CLASS_CAPACITY_MAX))}`,
    ),
    check(
      'classes_duration_ck',
      sql`${t.durationMinutes} between ${sql.raw(String(CLASS_DURATION_MIN_MINUTES))} and ${sql.raw(String(CLASS_DURATION_MAX_MINUTES))}`,
    ),
    check('classes_policy_ck', sql`${t.cancelBeforeHours} >= 0 and ${t.promoteUntilHours} >= 0`),
  ],
);

/** One occurrence of a class, with its live counts. `gym_id` is the class's, kept for the timetable index. */
export const classSessions = pgTable(
  'class_sessions',
  {
    id: uuidKey(),
    classId: requiredRef('class_id', () => classes.id, 'cascade'),
    gymId: gymRef('cascade'),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
    waitlisted: integer('waitlisted').notNull().default(0),
    status: text('status', { enum: SESSION_STATUSES }).notNull().default('scheduled'),
    cancelledAt: at('cancelled_at'),
    /** This session's own name, set by a "this session" edit; null: the class's. */
    name: text('name'),
    /** This session's own instructor; null: the class's; empty: none for this session. */
    instructor: text('instructor'),
    /** This session's own room; null: the class's; empty: none for this session. */
    room: text('room'),
  },
  (t) => [
    uniqueIndex('class_sessions_start_uq').on(t.classId, t.startsAt),
    index('class_sessions_gym_start_idx').on(t.gymId, t.startsAt),
    check('class_sessions_times_ck', sql`${t.endsAt} > ${t.startsAt}`),
    check('class_sessions_booked_ck', sql`${t.booked} between 0 and ${t.capacity}`),
    check('class_sessions_waitlisted_ck', sql`${t.waitlisted} >= 0`),
    check('class_sessions_status_ck', sql`${t.status} in ('scheduled', 'cancelled')`),
  ],
);

/**
 * A member's booking of a session. `passId` is the pass that admitted it; `useReserved` is true while it
 * holds one use of a counted pass (taken at booking, given back by a timely cancel, ADR 0022).
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuidKey(),
    sessionId: requiredRef('session_id', () => classSessions.id, 'cascade'),
    memberId: optionalRef('member_id', () => users.id),
    status: text('status', { enum: BOOKING_STATUSES }).notNull(),
    /** Place in the waitlist, 1 first; null unless `waitlisted`. */
    position: integer('position'),
    passId: optionalRef('pass_id', () => passes.id),
    useReserved: boolean('use_reserved').notNull().default(false),
    /** Pase BuscaGym (ADR 0045): credits spent on it and their value (centavos); null when booked by pass. */
    credits: smallint('credits'),
    creditValueCentavos: bigint('credit_value_centavos', { mode: 'number' }),
    /** Until when a cancel gives the credits back (the start less the gym's window). */
    creditCancelDeadline: at('credit_cancel_deadline'),
    /** Cancelled after the deadline (credits kept unless `creditForgiven`). */
    creditLate: boolean('credit_late').notNull().default(false),
    creditForgiven: boolean('credit_forgiven').notNull().default(false),
    /** When the ledger paid the gym for it (attended, no-show or late cancel). */
    creditSettledAt: at('credit_settled_at'),
    createdAt: createdAt(),
    promotedAt: at('promoted_at'),
    cancelledAt: at('cancelled_at'),
  },
  (t) => [
    uniqueIndex('bookings_live_uq')
      .on(t.sessionId, t.memberId)
      .where(sql`${t.status} <> 'cancelled'`),
    index('bookings_member_idx').on(t.memberId),
    index('bookings_waitlist_idx')
      .on(t.sessionId, t.position)
      .where(sql`${t.status} = 'waitlisted'`),
    check('bookings_status_ck', sql`${t.status} in ('booked', 'waitlisted', 'cancelled', 'attended')`),
    check('bookings_position_ck', sql`(${t.status} = 'waitlisted') = (${t.position} is not null)`),
    check('bookings_position_min_ck', sql`${t.position} is null or ${t.position} >= 1`),
    check(
      'bookings_credits_ck',
      sql`(${t.credits} is null) = (${t.creditValueCentavos} is null) and (${t.credits} is null) = (${t.creditCancelDeadline} is null)
        and (${t.credits} is null or (${t.credits} between 1 and 10 and ${t.creditValueCentavos} >= 0))`,
    ),
    check('bookings_credits_pass_ck', sql`${t.credits} is null or ${t.passId} is null`),
    // The settlement job's scan: credit bookings not yet paid to the gym.
    index('bookings_credit_open_idx')
      .on(t.sessionId)
      .where(sql`${t.credits} is not null and ${t.creditSettledAt} is null`),
  ],
);

/**
 * A member's personal calendar feed (`GET /api/calendar/{token}.ics`, ADR 0022): one per member, the
 * token itself is never stored, only its SHA-256 (hex), so a leaked table opens no calendar. Rotating
 * replaces the hash; revoking deletes the row.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    memberId: uuid('member_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_uq').on(t.tokenHash)],
);

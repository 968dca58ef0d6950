/**
 * SQL of one booking with everything a person reads about it (ADR 0022): its member, session, class
 * and gym, for the mails, the calendar file and the calendar feed (RFC 5545). No HTTP, no rules.
 * @module
 */
import { and, asc, desc, eq, gte, ne, or } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../../db/client';
import { gyms, users } from '../../../db/schema';
import { bookings, classes, classSessions } from '../../../db/schema-classes';
import { sessionLabelColumns, type InnerJoined } from '../timetable/queries';
import type { Locale } from '../../../../shared/messages/i18n/locales';

/** A booking with its member, session, class and gym. */
export interface BookingDetails {
  id: string;
  memberId: string;
  memberEmail: string;
  memberName: string;
  /** The member's language (`users.locale`, ADR 0055), null when it chose none: its mails' language. */
  memberLocale: Locale | null;
  status: 'booked' | 'waitlisted' | 'cancelled' | 'attended';
  position: number | null;
  sessionId: string;
  startsAt: Date;
  endsAt: Date;
  sessionStatus: 'scheduled' | 'cancelled';
  className: string;
  instructor: string | null;
  room: string | null;
  cancelBeforeHours: number;
  gymName: string;
  address: string;
  timeZone: string;
}

/** The columns of {@link BookingDetails}, for a select of bookings joined as below. */
const detailsColumns = {
  id: bookings.id,
  memberId: users.id,
  memberEmail: users.email,
  memberName: users.name,
  memberLocale: users.locale,
  status: bookings.status,
  position: bookings.position,
  sessionId: bookings.sessionId,
  startsAt: classSessions.startsAt,
  endsAt: classSessions.endsAt,
  sessionStatus: classSessions.status,
  className: sessionLabelColumns.name,
  instructor: sessionLabelColumns.instructor,
  room: sessionLabelColumns.room,
  cancelBeforeHours: classes.cancelBeforeHours,
  gymName: gyms.name,
  address: gyms.address,
  timeZone: gyms.timeZone,
};

/**
 * `SELECT fields` from `bookings` joined to each booking's session, its class and its gym (all required).
 * Dynamic (drizzle's `$dynamic`), so that more joins and clauses can follow.
 */
export const selectBookingsWithGym = <F extends SelectedFields>(db: Database | Tx, fields: F) =>
  db
    .select(fields as SelectedFields)
    .from(bookings)
    .$dynamic()
    .innerJoin(classSessions, eq(classSessions.id, bookings.sessionId))
    .innerJoin(classes, eq(classes.id, classSessions.classId))
    .innerJoin(gyms, eq(gyms.id, classes.gymId)) as unknown as InnerJoined<
    'bookings',
    F,
    'class_sessions' | 'classes' | 'gyms'
  >;

/** Bookings with their member, session, class and gym. */
const detailsFrom = (db: Database | Tx) =>
  selectBookingsWithGym(db, detailsColumns).innerJoin(users, eq(users.id, bookings.memberId));

/** Booking `bookingId` with its member, session, class and gym, or undefined when unknown. */
export async function findBookingDetails(
  db: Database | Tx,
  bookingId: string,
): Promise<BookingDetails | undefined> {
  const [row] = await detailsFrom(db).where(eq(bookings.id, bookingId));
  return row;
}

/**
 * Member `memberId`'s bookings of sessions starting at or after `since`, for the calendar feed: those
 * the member did not cancel, and those of sessions the gym cancelled; latest start first, at most `limit`.
 */
export async function findFeedBookings(
  db: Database,
  memberId: string,
  since: Date,
  limit: number,
): Promise<BookingDetails[]> {
  return detailsFrom(db)
    .where(
      and(
        eq(bookings.memberId, memberId),
        gte(classSessions.startsAt, since),
        or(ne(bookings.status, 'cancelled'), eq(classSessions.status, 'cancelled')),
      ),
    )
    .orderBy(desc(classSessions.startsAt), asc(bookings.id))
    .limit(limit);
}

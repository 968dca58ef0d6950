/**
 * SQL of bookings (ADR 0022). Every change to a session's `booked`/`waitlisted` counts and to its
 * waitlist positions happens in a transaction that first took the session row's lock with
 * {@link lockSession} (docs/architecture.md §7: one row lock per session decides, in the database).
 * @module
 */
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client';
import { queryPrepared } from '../../../db/prepared';
import { gyms, gymServices, services } from '../../../db/schema';
import { classes, classSessions, bookings } from '../../../db/schema-classes';
import { passes } from '../../../db/schema-commerce';
import {
  selectSessionsWithGym,
  sessionLabelColumns,
  sessionPlacesColumns,
  type SessionPlaces,
} from '../timetable/queries';
import { selectBookingsWithGym } from './booking-details';

/** A session locked for a booking decision, with what the rules need of its class and gym. */
export interface LockedSession extends SessionPlaces {
  gymId: string;
  gymServiceId: string | null;
  cancelBeforeHours: number;
  promoteUntilHours: number;
  gymName: string;
  serviceName: string | null;
}

/**
 * Locks session `sessionId`'s row (`SELECT … FOR UPDATE`) until the transaction ends.
 * @returns the session, or undefined when unknown
 */
export async function lockSession(tx: Tx, sessionId: string): Promise<LockedSession | undefined> {
  const [row] = await selectSessionsWithGym(tx, {
    ...sessionPlacesColumns,
    gymId: classes.gymId,
    gymServiceId: classes.gymServiceId,
    cancelBeforeHours: classes.cancelBeforeHours,
    promoteUntilHours: classes.promoteUntilHours,
    gymName: gyms.name,
    serviceName: services.name,
  })
    .leftJoin(gymServices, eq(gymServices.id, classes.gymServiceId))
    .leftJoin(services, eq(services.id, gymServices.serviceId))
    .where(eq(classSessions.id, sessionId))
    .for('update', { of: classSessions });
  return row;
}

/** Adds `booked` and `waitlisted` to session `sessionId`'s counts (the caller holds its lock). */
export async function addToCounts(
  tx: Tx,
  sessionId: string,
  booked: number,
  waitlisted: number,
): Promise<void> {
  await tx
    .update(classSessions)
    .set({
      booked: sql`${classSessions.booked} + ${booked}`,
      waitlisted: sql`${classSessions.waitlisted} + ${waitlisted}`,
    })
    .where(eq(classSessions.id, sessionId));
}

/** A booking row. */
export type BookingRow = typeof bookings.$inferSelect;

/** Booking `id`, if any. */
export async function findBooking(db: Database | Tx, id: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row;
}

/** What `book_class_session` (migration 0040) answered: `booked` with the booking, or why not. */
export interface BookOutcome {
  outcome: 'booked' | 'not_found' | 'cancelled' | 'ended' | 'started' | 'already_booked' | 'pass_required';
  bookingId: string | null;
  sessionId: string | null;
  status: 'booked' | 'waitlisted' | null;
  position: number | null;
  gymName: string | null;
  serviceName: string | null;
}

/**
 * Books session `sessionId` for member `memberId` at `now` in one statement: the database function
 * `book_class_session` (migration 0040; ADR 0022 decision 16) locks the session row, checks the
 * session and the member's live booking, locks the admitting pass (valid at the start, not revoked, a
 * use left when counted, a membership or a pass of the class's service; unlimited first, then the one
 * ending soonest), reserves its use and writes the place or the next waitlist position.
 * A named prepared statement (`db/prepared.ts`, ADR 0014): every booking runs it, so it is parsed once
 * per connection (ADR 0060).
 * @returns the outcome; only `booked` changed anything
 */
export async function bookInDatabase(
  db: Database | Tx,
  sessionId: string,
  memberId: string,
  now: Date,
): Promise<BookOutcome> {
  const [row] = await queryPrepared<BookOutcome>(
    db,
    sql`select outcome, booking_id as "bookingId", booking_session as "sessionId", booking_status as status,
               booking_position as position, gym_name as "gymName", service_name as "serviceName"
          from book_class_session(${sessionId}::uuid, ${memberId}::uuid, ${now.toISOString()}::timestamptz)`,
  );
  if (!row) throw new Error('book_class_session returned no row');
  return row;
}

/** Adds `delta` (−1 reserves, +1 gives back) to counted pass `passId`'s uses left. */
export async function moveUse(tx: Tx, passId: string, delta: number): Promise<void> {
  await tx
    .update(passes)
    .set({ usesLeft: sql`${passes.usesLeft} + ${delta}` })
    .where(and(eq(passes.id, passId), sql`${passes.usesLeft} is not null`));
}

/** Marks booking `id` cancelled at `now` (out of the waitlist, its use no longer reserved). @returns the row */
export async function markCancelled(tx: Tx, id: string, now: Date): Promise<BookingRow> {
  const [row] = await tx
    .update(bookings)
    .set({ status: 'cancelled', position: null, useReserved: false, cancelledAt: now })
    .where(eq(bookings.id, id))
    .returning();
  if (!row) throw new Error('booking vanished under its session lock');
  return row;
}

/** Closes up session `sessionId`'s waitlist behind position `position` (each later one moves up one). */
export async function closeUpWaitlist(tx: Tx, sessionId: string, position: number): Promise<void> {
  await tx
    .update(bookings)
    .set({ position: sql`${bookings.position} - 1` })
    .where(
      and(
        eq(bookings.sessionId, sessionId),
        eq(bookings.status, 'waitlisted'),
        gt(bookings.position, position),
      ),
    );
}

/** Turns waitlist position 1 of session `sessionId` into a place. @returns the promoted booking, if any */
export async function promoteFirst(tx: Tx, sessionId: string, now: Date): Promise<BookingRow | undefined> {
  const [row] = await tx
    .update(bookings)
    .set({ status: 'booked', position: null, promotedAt: now })
    .where(
      and(eq(bookings.sessionId, sessionId), eq(bookings.status, 'waitlisted'), eq(bookings.position, 1)),
    )
    .returning();
  return row;
}

/** A booking of the member's list, with its session, class and gym. */
export interface MyBookingRow {
  id: string;
  sessionId: string;
  status: BookingRow['status'];
  position: number | null;
  createdAt: Date;
  classId: string;
  name: string;
  instructor: string | null;
  room: string | null;
  gymId: string;
  gymName: string;
  address: string;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  sessionStatus: 'scheduled' | 'cancelled';
  cancelBeforeHours: number;
}

/** Member `memberId`'s bookings: sessions not ended, soonest first, then ended ones, latest first. */
export async function findMemberBookings(
  db: Database,
  memberId: string,
  now: Date,
  limit: number,
): Promise<MyBookingRow[]> {
  const ended = sql`(${classSessions.endsAt} <= ${now.toISOString()}::timestamptz)`;
  return selectBookingsWithGym(db, {
    id: bookings.id,
    sessionId: bookings.sessionId,
    status: bookings.status,
    position: bookings.position,
    createdAt: bookings.createdAt,
    classId: classes.id,
    ...sessionLabelColumns,
    gymId: gyms.id,
    gymName: gyms.name,
    address: gyms.address,
    startsAt: classSessions.startsAt,
    endsAt: classSessions.endsAt,
    timeZone: gyms.timeZone,
    sessionStatus: classSessions.status,
    cancelBeforeHours: classes.cancelBeforeHours,
  })
    .where(eq(bookings.memberId, memberId))
    .orderBy(
      asc(ended),
      sql`case when ${ended} then null else ${classSessions.startsAt} end asc`,
      desc(classSessions.startsAt),
      asc(bookings.id),
    )
    .limit(limit);
}

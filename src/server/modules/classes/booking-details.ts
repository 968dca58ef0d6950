/**
 * SQL of one booking with everything a person reads about it (ADR 0022): its member, session, class
 * and gym, for the promotion mail and the calendar file (RFC 5545). No HTTP, no rules.
 * @module
 */
import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { gyms, users } from '../../db/schema';
import { bookings, classes, classSessions } from '../../db/schema-classes';

/** A booking with its member, session, class and gym. */
export interface BookingDetails {
  id: string;
  memberId: string;
  memberEmail: string;
  memberName: string;
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

/** Booking `bookingId` with its member, session, class and gym, or undefined when unknown. */
export async function findBookingDetails(
  db: Database | Tx,
  bookingId: string,
): Promise<BookingDetails | undefined> {
  const [row] = await db
    .select({
      id: bookings.id,
      memberId: users.id,
      memberEmail: users.email,
      memberName: users.name,
      status: bookings.status,
      position: bookings.position,
      sessionId: bookings.sessionId,
      startsAt: classSessions.startsAt,
      endsAt: classSessions.endsAt,
      sessionStatus: classSessions.status,
      className: classes.name,
      instructor: classes.instructor,
      room: classes.room,
      cancelBeforeHours: classes.cancelBeforeHours,
      gymName: gyms.name,
      address: gyms.address,
      timeZone: gyms.timeZone,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.memberId))
    .innerJoin(classSessions, eq(classSessions.id, bookings.sessionId))
    .innerJoin(classes, eq(classes.id, classSessions.classId))
    .innerJoin(gyms, eq(gyms.id, classes.gymId))
    .where(eq(bookings.id, bookingId));
  return row;
}

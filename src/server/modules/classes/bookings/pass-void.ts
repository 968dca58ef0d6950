/**
 * A voided pass gives its class places back (ADR 0022; ADR 0027): when a refund revokes a pass (a full
 * refund, a withdrawal), the transaction that revokes it also cancels the pass's bookings of sessions
 * not yet started, each through {@link releaseBooking} under its session's lock, so the place is freed
 * and the first in the waitlist promoted (and mailed) exactly as after a member's own cancel.
 * @module
 */
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { gyms } from '../../../db/schema';
import { bookings, classSessions } from '../../../db/schema-classes';
import type { JobQueue } from '../../../plugins/jobs';
import { findBooking, lockSession } from './booking-queries';
import { releaseBooking } from './bookings';
import { sessionLabelColumns } from '../timetable/queries';
import { selectBookingsWithGym } from './booking-details';

/** A class booking a voided pass lost, as the member's mail names it. */
export interface CancelledClass {
  /** The session's name (its own or its class's). */
  name: string;
  gymName: string;
  /** ISO 8601 instant of the session's start. */
  startsAt: string;
  /** The gym's IANA zone, to read `startsAt` in. */
  timeZone: string;
}

/** Live bookings (booked or waiting) of pass `passId` in scheduled sessions starting after `now`. */
async function futureBookingsOfPass(tx: Tx, passId: string, now: Date) {
  return selectBookingsWithGym(tx, {
    id: bookings.id,
    sessionId: bookings.sessionId,
    ...sessionLabelColumns,
    gymName: gyms.name,
    startsAt: classSessions.startsAt,
    timeZone: gyms.timeZone,
  })
    .where(
      and(
        eq(bookings.passId, passId),
        inArray(bookings.status, ['booked', 'waitlisted']),
        eq(classSessions.status, 'scheduled'),
        gt(classSessions.startsAt, sql`${now.toISOString()}::timestamptz`),
      ),
    )
    .orderBy(asc(bookings.sessionId));
}

/**
 * Cancels every booking of voided pass `passId` in a session not yet started, in the caller's
 * transaction (sessions locked in id order); the reserved uses are not given back (the pass is void).
 * @param jobs - the job queue (`class-promotion-mail` of each promoted member)
 * @returns the classes cancelled, soonest first
 */
export async function cancelBookingsOfPass(
  tx: Tx,
  jobs: JobQueue,
  passId: string,
  now: Date = new Date(),
): Promise<CancelledClass[]> {
  const found = await futureBookingsOfPass(tx, passId, now);
  const cancelled: CancelledClass[] = [];
  for (const b of found) {
    const s = await lockSession(tx, b.sessionId);
    // Read again under the session lock: a concurrent cancel may have changed it.
    const row = await findBooking(tx, b.id);
    if (!s || !row || (row.status !== 'booked' && row.status !== 'waitlisted')) continue;
    await releaseBooking(tx, jobs, s, row, now, false);
    cancelled.push({
      name: b.name,
      gymName: b.gymName,
      startsAt: b.startsAt.toISOString(),
      timeZone: b.timeZone,
    });
  }
  return cancelled.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

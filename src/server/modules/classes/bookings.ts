/**
 * Rules of bookings (ADR 0022; ARCHITECTURE §7 "Bookings never exceed capacity"). Every decision about a
 * session's places is taken in one transaction that first locks the session row (`SELECT … FOR
 * UPDATE`): concurrent bookings and cancels of one session queue on that lock, so `booked` never
 * passes `capacity` and waitlist positions stay 1, 2, 3… without gaps, whatever the number of
 * processes. A pass with counted uses gives one use to the booking (booked or waitlisted) and gets it
 * back when the booking is cancelled in time (`cancelBeforeHours`) or was still waiting.
 * @module
 */
import type { BookingResponse, MyBookingsResponse } from '../../../shared/contract/classes';
import { BOOKINGS_LIST_MAX } from '../../../shared/constants/classes';
import { bookingMessages as m } from '../../../shared/messages';
import { AppError } from '../../app-error';
import type { Database, Tx } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { QUEUES, type JobQueue } from '../../plugins/jobs';
import type { SessionUser } from '../../plugins/session';
import {
  addToCounts,
  closeUpWaitlist,
  findBooking,
  findLiveBooking,
  findMemberBookings,
  insertBooking,
  lockAdmittingPass,
  lockSession,
  markCancelled,
  moveUse,
  promoteFirst,
  type BookingRow,
  type LockedSession,
} from './booking-queries';
import { zonedIso } from './service';

const HOUR_MS = 3_600_000;

/** The wire form of a booking. */
const toBooking = (row: BookingRow): BookingResponse['booking'] => ({
  _id: row.id,
  sessionId: row.sessionId,
  status: row.status,
  position: row.position,
});

/** @throws AppError CONFLICT when session `s` was cancelled, has ended or has started at `now` */
function assertOpen(s: LockedSession, now: Date): void {
  if (s.status === 'cancelled') throw new AppError('CONFLICT', m.sessionCancelled);
  if (now >= s.endsAt) throw new AppError('CONFLICT', m.sessionEnded);
  if (now >= s.startsAt) throw new AppError('CONFLICT', m.sessionStarted);
}

/** @throws AppError FORBIDDEN ({@link m.membersOnly}) unless `session` is a member's */
function assertMember(session: SessionUser): void {
  if (session.type !== 'user') throw new AppError('FORBIDDEN', m.membersOnly);
}

/**
 * Books session `sessionId` for the signed-in member: a place while `booked` < `capacity`, else the
 * next waitlist position (1, 2, 3… in the order the lock was granted).
 * @returns the booking: `booked` with position null, or `waitlisted` with its position
 * @throws AppError FORBIDDEN (not a member; no pass of the gym valid at the session's start, saying
 *   what to buy), NOT_FOUND (unknown session), CONFLICT (already booked or waiting; session cancelled,
 *   ended or started)
 */
export async function book(
  db: Database,
  session: SessionUser,
  sessionId: string,
  now = new Date(),
): Promise<BookingResponse> {
  assertMember(session);
  return inTransaction(
    db,
    async (tx) => {
      const s = await lockSession(tx, sessionId);
      if (!s) throw new AppError('NOT_FOUND', m.sessionNotFound);
      assertOpen(s, now);
      if (await findLiveBooking(tx, s.id, session.userId)) throw new AppError('CONFLICT', m.alreadyBooked);
      const pass = await lockAdmittingPass(tx, session.userId, s.gymId, s.gymServiceId, s.startsAt);
      if (!pass) throw new AppError('FORBIDDEN', m.passRequired(s.gymName, s.serviceName));
      const counted = pass.usesLeft !== null;
      if (counted) await moveUse(tx, pass.id, -1);
      const place = s.booked < s.capacity;
      await addToCounts(tx, s.id, place ? 1 : 0, place ? 0 : 1);
      const row = await insertBooking(tx, {
        sessionId: s.id,
        memberId: session.userId,
        status: place ? 'booked' : 'waitlisted',
        position: place ? null : s.waitlisted + 1,
        passId: pass.id,
        useReserved: counted,
        createdAt: now,
      });
      return { booking: toBooking(row) };
    },
    { idempotent: true },
  );
}

/** Gives place-holder `row`'s reserved use back when `refund`. */
async function releaseUse(tx: Tx, row: BookingRow, refund: boolean): Promise<void> {
  if (refund && row.useReserved && row.passId) await moveUse(tx, row.passId, 1);
}

/**
 * Cancels the member's booking `bookingId`. A waiting booking leaves the line (the ones behind move up)
 * and gets its use back. A place is freed (its use back when cancelled at least `cancelBeforeHours`
 * before the start) and, until `promoteUntilHours` before the start, goes at once to waitlist
 * position 1, the rest moving up, and the promoted member's mail is queued in the same transaction.
 * @param jobs - the job queue (`class-promotion-mail`)
 * @returns the cancelled booking
 * @throws AppError FORBIDDEN (not a member), NOT_FOUND (unknown, or another member's), CONFLICT (already
 *   cancelled, attended, or its session started, ended or was cancelled)
 */
export async function cancelBooking(
  db: Database,
  jobs: JobQueue,
  session: SessionUser,
  bookingId: string,
  now = new Date(),
): Promise<BookingResponse> {
  assertMember(session);
  const found = await findBooking(db, bookingId);
  if (!found || found.memberId !== session.userId) throw new AppError('NOT_FOUND', m.bookingNotFound);
  return inTransaction(
    db,
    async (tx) => {
      const s = await lockSession(tx, found.sessionId);
      // Read again under the session lock: a concurrent cancel may have changed it.
      const row = await findBooking(tx, bookingId);
      if (!s || !row) throw new AppError('NOT_FOUND', m.bookingNotFound);
      if (row.status === 'cancelled') throw new AppError('CONFLICT', m.alreadyCancelled);
      if (row.status === 'attended') throw new AppError('CONFLICT', m.attended);
      assertOpen(s, now);
      const cancelled = await markCancelled(tx, row.id, now);
      if (row.status === 'waitlisted' && row.position !== null) {
        await releaseUse(tx, row, true);
        await addToCounts(tx, s.id, 0, -1);
        await closeUpWaitlist(tx, s.id, row.position);
        return { booking: toBooking(cancelled) };
      }
      const untilStart = s.startsAt.getTime() - now.getTime();
      await releaseUse(tx, row, untilStart >= s.cancelBeforeHours * HOUR_MS);
      const promote = s.waitlisted > 0 && untilStart >= s.promoteUntilHours * HOUR_MS;
      const promoted = promote ? await promoteFirst(tx, s.id, now) : undefined;
      if (promoted) {
        await addToCounts(tx, s.id, 0, -1);
        await closeUpWaitlist(tx, s.id, 1);
        // The outbox (ADR 0008): the mail is queued exactly when the promotion commits.
        await jobs.sendInTransaction(tx, QUEUES.promotionMail.name, { bookingId: promoted.id });
      } else {
        await addToCounts(tx, s.id, -1, 0);
      }
      return { booking: toBooking(cancelled) };
    },
    { idempotent: true },
  );
}

/**
 * The signed-in member's bookings (at most {@link BOOKINGS_LIST_MAX}): sessions not yet ended soonest
 * first, then ended ones latest first; instants with the gym's offset.
 * @throws AppError FORBIDDEN (not a member)
 */
export async function myBookings(
  db: Database,
  session: SessionUser,
  now = new Date(),
): Promise<MyBookingsResponse> {
  assertMember(session);
  const rows = await findMemberBookings(db, session.userId, now, BOOKINGS_LIST_MAX);
  return {
    bookings: rows.map((r) => ({
      _id: r.id,
      sessionId: r.sessionId,
      status: r.status,
      position: r.position,
      classId: r.classId,
      name: r.name,
      instructor: r.instructor,
      room: r.room,
      gym: { _id: r.gymId, name: r.gymName, address: r.address },
      startsAt: zonedIso(r.startsAt, r.timeZone),
      endsAt: zonedIso(r.endsAt, r.timeZone),
      timeZone: r.timeZone,
      sessionStatus: r.sessionStatus,
      cancelBeforeHours: r.cancelBeforeHours,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

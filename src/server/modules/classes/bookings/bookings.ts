/**
 * Rules of bookings (ADR 0022; docs/architecture.md §7 "Bookings never exceed capacity"). Every decision about a
 * session's places is taken in one transaction that first locks the session row (`SELECT … FOR
 * UPDATE`): concurrent bookings and cancels of one session queue on that lock, so `booked` never
 * passes `capacity` and waitlist positions stay 1, 2, 3… without gaps, whatever the number of
 * processes. A booking is that transaction as one statement, the database function of migration 0040
 * (ADR 0022 decision 16), and the bookings that arrive together share one (migration 0059, ADR 0061);
 * cancels run here, step by step. A pass with counted uses gives one use to the booking (booked or waitlisted) and gets it
 * back when the booking is cancelled in time (`cancelBeforeHours`) or was still waiting.
 * @module
 */
import type { BookingResponse, MyBookingsResponse } from '../../../../shared/contract/classes';
import { BOOKINGS_LIST_MAX } from '../../../../shared/constants/classes';
import { bookingMessages as m } from '../../../../shared/messages';
import { AppError } from '../../../app-error';
import type { Database, Tx } from '../../../db/client';
import { inTransaction } from '../../../db/transaction';
import type { JobQueue } from '../../../plugins/jobs';
import type { SessionUser } from '../../../plugins/session';
import { assertMember } from '../timetable/access';
import {
  addToCounts,
  closeUpWaitlist,
  findBooking,
  findMemberBookings,
  lockSession,
  markCancelled,
  moveUse,
  type BookingRow,
  type LockedSession,
} from './booking-queries';
import { zonedIso } from '../timetable/service';
import { bookBatched } from './booking-batch';
import { promoteFromWaitlist } from './waitlist';
import type { CreditBookings } from './credit-hook';

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
  // Decided with the bookings that arrived with it, in one statement (ADR 0061; ./booking-batch).
  const outcome = await bookBatched(db, { sessionId, memberId: session.userId, now });
  switch (outcome.outcome) {
    case 'booked':
      if (!outcome.bookingId || !outcome.sessionId || !outcome.status)
        throw new Error('book_class_session booked without a booking');
      return {
        booking: {
          _id: outcome.bookingId,
          sessionId: outcome.sessionId,
          status: outcome.status,
          position: outcome.position,
        },
      };
    case 'not_found':
      throw new AppError('NOT_FOUND', m.sessionNotFound);
    case 'cancelled':
      throw new AppError('CONFLICT', m.sessionCancelled);
    case 'ended':
      throw new AppError('CONFLICT', m.sessionEnded);
    case 'started':
      throw new AppError('CONFLICT', m.sessionStarted);
    case 'already_booked':
      throw new AppError('CONFLICT', m.alreadyBooked);
    case 'pass_required':
      throw new AppError('FORBIDDEN', m.passRequired(outcome.gymName ?? '', outcome.serviceName));
  }
}

/**
 * Books session `sessionId` with Pase BuscaGym credits through `credits` (ADR 0045).
 * @throws AppError FORBIDDEN (not a member), CONFLICT ({@link m.creditsUnavailable}) when credits are not wired
 */
export async function bookWithCredits(
  credits: CreditBookings | undefined,
  session: SessionUser,
  sessionId: string,
): Promise<BookingResponse> {
  assertMember(session);
  if (!credits) throw new AppError('CONFLICT', m.creditsUnavailable);
  return credits.book(session, sessionId);
}

/** Gives place-holder `row`'s reserved use back when `refund`. */
async function releaseUse(tx: Tx, row: BookingRow, refund: boolean): Promise<void> {
  if (refund && row.useReserved && row.passId) await moveUse(tx, row.passId, 1);
}

/**
 * Cancels live booking `row` of session `s` (the caller holds the session's lock): a waiting booking
 * leaves the line (the ones behind move up) and gets its use back; a place is freed (its use back when
 * `refundUse` allows and at least `cancelBeforeHours` before the start) and, until `promoteUntilHours`
 * before the start, goes at once to waitlist position 1 through {@link promoteFromWaitlist}
 * (./waitlist), the rest moving up, the promoted member's mail queued in the same transaction (the
 * outbox, ADR 0008). The one path every cancel takes: the member's own, and the bookings of a voided
 * pass (./pass-void).
 * @returns the cancelled booking
 */
export async function releaseBooking(
  tx: Tx,
  jobs: JobQueue,
  s: LockedSession,
  row: BookingRow,
  now: Date,
  refundUse = true,
): Promise<BookingRow> {
  const cancelled = await markCancelled(tx, row.id, now);
  if (row.status === 'waitlisted' && row.position !== null) {
    await releaseUse(tx, row, refundUse);
    await addToCounts(tx, s.id, 0, -1);
    await closeUpWaitlist(tx, s.id, row.position);
    return cancelled;
  }
  const untilStart = s.startsAt.getTime() - now.getTime();
  await releaseUse(tx, row, refundUse && untilStart >= s.cancelBeforeHours * HOUR_MS);
  await addToCounts(tx, s.id, -1, 0);
  await promoteFromWaitlist(tx, jobs, s, 1, now);
  return cancelled;
}

/**
 * Cancels the member's booking `bookingId`. A waiting booking leaves the line (the ones behind move up)
 * and gets its use back. A place is freed (its use back when cancelled at least `cancelBeforeHours`
 * before the start) and, until `promoteUntilHours` before the start, goes at once to waitlist
 * position 1, the rest moving up, and the promoted member's mail is queued in the same transaction.
 * A booking paid with credits is cancelled by `credits` (ADR 0045), which locks the wallet first.
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
  credits?: CreditBookings,
  now = new Date(),
): Promise<BookingResponse> {
  assertMember(session);
  const found = await findBooking(db, bookingId);
  if (!found || found.memberId !== session.userId) throw new AppError('NOT_FOUND', m.bookingNotFound);
  // Paid with credits (ADR 0045): the wallet is locked before the session, so credits run it whole.
  if (found.credits !== null) {
    if (!credits) throw new AppError('CONFLICT', m.creditsUnavailable);
    return credits.cancel(session, bookingId);
  }
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
      const cancelled = await releaseBooking(tx, jobs, s, row, now);
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

/**
 * Class places paid with credits (ADR 0045 "Spending", ADR 0022): the classes module's
 * {@link CreditBookings} hook. Booking reads the gym's terms, then one statement (migration 0050,
 * ./book-in-database) locks the member's wallet, then the session's row, checks the places and the
 * balance, takes the class cost in force (the booking keeps it), writes the place and counts it. A
 * credit booking never joins a waitlist. Cancelling, one transaction, locks in the same order
 * (`lockWallet`, `lockSession`), frees the place through the classes module (the
 * waitlist moves up) and gives the credits back before the deadline; after it, they are kept and the gym
 * is paid, unless it is the month's forgiven one (./settle).
 * @module
 */
import { eq } from 'drizzle-orm';
import type { BookingResponse } from '../../../../shared/contract/classes';
import { bookingMessages as b, creditSpendingMessages as m } from '../../../../shared/messages';
import { AppError } from '../../../app-error';
import type { Database, Tx } from '../../../db/client';
import { bookings } from '../../../db/schema-classes';
import { inTransaction, retryingBusy } from '../../../db/transaction';
import type { JobQueue } from '../../../plugins/jobs';
import type { SessionUser } from '../../../plugins/session';
import {
  findBooking,
  lockSession,
  releaseBooking,
  type BookingRow,
  type CreditBookings,
  type LockedSession,
} from '../../classes/index';
import { acceptsPase, costsAt } from '../gym-terms/in-force';
import { publicTerms } from '../gym-terms/terms';
import { lockWallet } from '../wallet';
import { bookWithCreditsInDatabase, sessionWithTerms } from './book-in-database';
import { assertSpender, toCharge, type CancelOutcome } from './charge';
import { lateOrNoShow, returnCredits, type Spent } from './settle';

/** @throws AppError NOT_FOUND or CONFLICT unless session `s` is open at `now` */
function assertOpen<S extends Pick<LockedSession, 'status' | 'startsAt' | 'endsAt'>>(
  s: S | undefined,
  now: Date,
): asserts s is S {
  if (!s) throw new AppError('NOT_FOUND', b.sessionNotFound);
  if (s.status === 'cancelled') throw new AppError('CONFLICT', b.sessionCancelled);
  if (now >= s.endsAt) throw new AppError('CONFLICT', b.sessionEnded);
  if (now >= s.startsAt) throw new AppError('CONFLICT', b.sessionStarted);
}

/** The wire form of credit booking `row`. */
function toAnswer(row: BookingRow, outcome?: CancelOutcome): BookingResponse {
  const { credits, creditValueCentavos, creditCancelDeadline } = row;
  if (credits === null || creditValueCentavos === null || !creditCancelDeadline)
    throw new Error(`booking ${row.id} is not paid with credits`);
  return {
    booking: {
      _id: row.id,
      sessionId: row.sessionId,
      status: row.status,
      position: row.position,
      credit: toCharge(credits, creditValueCentavos, creditCancelDeadline, outcome),
    },
  };
}

/** What credit booking `row` of gym `gymId` spent. */
export const spentOfBooking = (row: BookingRow, gymId: string): Spent => ({
  kind: 'booking',
  id: row.id,
  userId: row.memberId ?? '',
  gymId,
  credits: row.credits ?? 0,
  valueCentavos: row.creditValueCentavos ?? 0,
});

/**
 * Books a place of session `sessionId` for the signed-in member, paid with credits (see module doc): the
 * gym's terms are read first (no lock: a cost in force changes only with a week's notice), then
 * `book_class_session_with_credits` (migration 0050) locks the wallet and the session and decides in one
 * statement, retried once when the database is busy.
 * @throws AppError FORBIDDEN (not a member; the gym does not accept the pass), NOT_FOUND (unknown
 *   session), CONFLICT (cancelled, started or ended; already booked; no place left; not enough credits)
 */
export async function bookClassWithCredits(
  db: Database,
  session: SessionUser,
  sessionId: string,
  now = new Date(),
): Promise<BookingResponse> {
  assertSpender(session);
  const found = await sessionWithTerms(db, sessionId);
  assertOpen(found, now);
  const terms = found.terms ?? undefined;
  const costs = acceptsPase(terms) ? costsAt(terms, now).costs : null;
  if (!terms || !costs) throw new AppError('FORBIDDEN', m.notAccepted);
  const credits = costs.classCredits;
  const done = await retryingBusy(() =>
    bookWithCreditsInDatabase(db, {
      sessionId,
      memberId: session.userId,
      gymId: found.gymId,
      now,
      credits,
      cancelWindowHours: terms.cancelWindowHours,
    }),
  );
  switch (done.outcome) {
    case 'booked':
      if (!done.bookingId || done.valueCentavos === null || !done.cancelDeadline)
        throw new Error('book_class_session_with_credits booked without a booking');
      return {
        booking: {
          _id: done.bookingId,
          sessionId,
          status: 'booked',
          position: null,
          credit: toCharge(credits, Number(done.valueCentavos), new Date(done.cancelDeadline)),
        },
      };
    case 'not_found':
      throw new AppError('NOT_FOUND', b.sessionNotFound);
    case 'cancelled':
      throw new AppError('CONFLICT', b.sessionCancelled);
    case 'ended':
      throw new AppError('CONFLICT', b.sessionEnded);
    case 'started':
      throw new AppError('CONFLICT', b.sessionStarted);
    case 'already_booked':
      throw new AppError('CONFLICT', b.alreadyBooked);
    case 'full':
      throw new AppError('CONFLICT', m.full);
    case 'not_enough':
      throw new AppError('CONFLICT', m.notEnough(done.balance, credits));
  }
}

/** Cancels credit booking `row` of locked session `s` at `now` (wallet and session locked by the caller). */
async function cancelLocked(
  tx: Tx,
  jobs: JobQueue,
  s: LockedSession,
  row: BookingRow,
  now: Date,
): Promise<BookingResponse> {
  const spent = spentOfBooking(row, s.gymId);
  const late = !row.creditCancelDeadline || now > row.creditCancelDeadline;
  let outcome: CancelOutcome = 'returned';
  if (!late) await returnCredits(tx, spent);
  else outcome = (await lateOrNoShow(tx, spent, now)) ? 'forgiven' : 'kept';
  const cancelled = await releaseBooking(tx, jobs, s, row, now, false);
  const [after] = await tx
    .update(bookings)
    .set({
      creditLate: late,
      creditForgiven: outcome === 'forgiven',
      creditSettledAt: outcome === 'kept' ? now : null,
    })
    .where(eq(bookings.id, cancelled.id))
    .returning();
  return toAnswer(after ?? cancelled, outcome);
}

/**
 * Cancels the member's credit booking `bookingId` (see module doc).
 * @throws AppError FORBIDDEN (not a member), NOT_FOUND (unknown or another's), CONFLICT (already
 *   cancelled, attended, settled, or the session started, ended or was cancelled)
 */
export async function cancelClassWithCredits(
  db: Database,
  jobs: JobQueue,
  session: SessionUser,
  bookingId: string,
  now = new Date(),
): Promise<BookingResponse> {
  assertSpender(session);
  const found = await findBooking(db, bookingId);
  if (!found || found.memberId !== session.userId) throw new AppError('NOT_FOUND', b.bookingNotFound);
  return inTransaction(
    db,
    async (tx) => {
      await lockWallet(tx, session.userId);
      const s = await lockSession(tx, found.sessionId);
      const row = await findBooking(tx, bookingId);
      if (!s || !row) throw new AppError('NOT_FOUND', b.bookingNotFound);
      if (row.status === 'cancelled') throw new AppError('CONFLICT', b.alreadyCancelled);
      if (row.status === 'attended' || row.creditSettledAt) throw new AppError('CONFLICT', m.settled);
      assertOpen(s, now);
      return cancelLocked(tx, jobs, s, row, now);
    },
    { idempotent: true },
  );
}

/** The classes module's hook (ADR 0045), bound to `db` and `jobs`. */
export const creditBookingsOf = (db: Database, jobs: JobQueue): CreditBookings => ({
  book: (session, sessionId) => bookClassWithCredits(db, session, sessionId),
  cancel: (session, bookingId) => cancelClassWithCredits(db, jobs, session, bookingId),
  terms: (gymId) => publicTerms(db, gymId),
});

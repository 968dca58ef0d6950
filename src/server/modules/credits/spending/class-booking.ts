/**
 * Class places paid with credits (ADR 0045 "Spending", ADR 0022): the classes module's
 * {@link CreditBookings} hook. Booking is one transaction that locks the member's wallet, then the
 * session's row (`lockSession`), checks the gym's terms, the places and the balance, takes the class
 * cost in force (the booking keeps it), writes the place and counts it. A credit booking never joins a
 * waitlist. Cancelling locks in the same order, frees the place through the classes module (the
 * waitlist moves up) and gives the credits back before the deadline; after it, they are kept and the gym
 * is paid, unless it is the month's forgiven one (./settle).
 * @module
 */
import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { BookingResponse } from '../../../../shared/contract/classes';
import { bookingMessages as b, creditSpendingMessages as m } from '../../../../shared/messages';
import { AppError } from '../../../app-error';
import type { Database, Tx } from '../../../db/client';
import { bookings } from '../../../db/schema-classes';
import { inTransaction } from '../../../db/transaction';
import type { JobQueue } from '../../../plugins/jobs';
import type { SessionUser } from '../../../plugins/session';
import {
  addToCounts,
  findBooking,
  lockSession,
  releaseBooking,
  type BookingRow,
  type CreditBookings,
  type LockedSession,
} from '../../classes/index';
import { acceptsPase, costsAt } from '../gym-terms/in-force';
import { publicTerms, readTerms } from '../gym-terms/terms';
import { lockWallet, takeCredits } from '../wallet';
import { assertSpender, cancelDeadline, spendOrRefuse, toCharge, type CancelOutcome } from './charge';
import { lateOrNoShow, returnCredits, type Spent } from './settle';

/** @throws AppError NOT_FOUND or CONFLICT unless session `s` is open at `now` */
function assertOpen(s: LockedSession | undefined, now: Date): asserts s is LockedSession {
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
 * Books a place of session `sessionId` for the signed-in member, paid with credits (see module doc).
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
  const memberId = session.userId;
  return inTransaction(
    db,
    async (tx) => {
      await lockWallet(tx, memberId);
      const s = await lockSession(tx, sessionId);
      assertOpen(s, now);
      const terms = await readTerms(tx, s.gymId);
      const costs = acceptsPase(terms) ? costsAt(terms, now).costs : null;
      if (!terms || !costs) throw new AppError('FORBIDDEN', m.notAccepted);
      const [live] = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.sessionId, s.id),
            eq(bookings.memberId, memberId),
            ne(bookings.status, 'cancelled'),
          ),
        );
      if (live) throw new AppError('CONFLICT', b.alreadyBooked);
      if (s.booked >= s.capacity) throw new AppError('CONFLICT', m.full);
      const id = randomUUID();
      const value = await spendOrRefuse(() =>
        takeCredits(tx, memberId, 'spent', costs.classCredits, {
          eventKey: `booking:${id}:spent`,
          gymId: s.gymId,
          bookingId: id,
        }),
      );
      const [row] = await tx
        .insert(bookings)
        .values({
          id,
          sessionId: s.id,
          memberId,
          status: 'booked',
          credits: costs.classCredits,
          creditValueCentavos: value ?? 0,
          creditCancelDeadline: cancelDeadline(s.startsAt, terms.cancelWindowHours),
        })
        .returning();
      if (!row) throw new Error('credit booking not written');
      await addToCounts(tx, s.id, 1, 0);
      return toAnswer(row);
    },
    { idempotent: true },
  );
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

/**
 * The SQL side of a class booked with credits (ADR 0045 "Spending"): the session and its gym's terms read
 * before deciding, and the call of `book_class_session_with_credits` (migration 0050), which locks the
 * wallet, then the session, and decides and writes in one statement.
 * @module
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { classes, classSessions } from '../../../db/schema-classes';
import { gymCreditTerms } from '../../../db/schema-credits';
import type { TermsRow } from '../gym-terms/in-force';

type SessionStatus = typeof classSessions.$inferSelect.status;

/** A session as read before the booking decides (no lock), with its gym's terms (null when never set). */
export interface SessionWithTerms {
  gymId: string;
  status: SessionStatus;
  startsAt: Date;
  endsAt: Date;
  terms: TermsRow | null;
}

/** Session `sessionId` with its gym's Pase BuscaGym terms, or undefined when unknown. */
export async function sessionWithTerms(
  db: Database,
  sessionId: string,
): Promise<SessionWithTerms | undefined> {
  const [row] = await db
    .select({
      gymId: classes.gymId,
      status: classSessions.status,
      startsAt: classSessions.startsAt,
      endsAt: classSessions.endsAt,
      terms: gymCreditTerms,
    })
    .from(classSessions)
    .innerJoin(classes, eq(classes.id, classSessions.classId))
    .leftJoin(gymCreditTerms, eq(gymCreditTerms.gymId, classes.gymId))
    .where(eq(classSessions.id, sessionId));
  return row;
}

/** What the booking asks of the database: `credits` (the class cost in force) and the gym's window (hours). */
export interface CreditBookingAsk {
  sessionId: string;
  memberId: string;
  /** The gym whose terms were read: a session of another gym is answered `not_found`. */
  gymId: string;
  now: Date;
  credits: number;
  cancelWindowHours: number;
}

/** What `book_class_session_with_credits` answered: `booked` with the booking, or why not. */
export interface CreditBookOutcome {
  outcome:
    'booked' | 'not_found' | 'cancelled' | 'ended' | 'started' | 'already_booked' | 'full' | 'not_enough';
  bookingId: string | null;
  /** The centavos (ARS) the credits taken were worth, by the average cost. */
  valueCentavos: string | number | null;
  cancelDeadline: string | Date | null;
  /** The wallet's credits after the booking; before it when refused. */
  balance: number;
}

/** Calls `book_class_session_with_credits` (migration 0050) in its own transaction. */
export async function bookWithCreditsInDatabase(
  db: Database,
  ask: CreditBookingAsk,
): Promise<CreditBookOutcome> {
  const result = await db.execute(sql`
    select outcome, booking_id as "bookingId", value_centavos as "valueCentavos",
      cancel_deadline as "cancelDeadline", balance
    from book_class_session_with_credits(${ask.sessionId}::uuid, ${ask.memberId}::uuid, ${ask.gymId}::uuid,
      ${ask.now.toISOString()}::timestamptz, ${ask.credits}::integer, ${ask.cancelWindowHours}::integer)`);
  const [row] = (result as unknown as { rows: CreditBookOutcome[] }).rows;
  if (!row) throw new Error('book_class_session_with_credits returned no row');
  return row;
}

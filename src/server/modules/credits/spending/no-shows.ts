/**
 * The `settle-credit-visits` job (ADR 0045 "No-show"): credit bookings whose session ended and visits
 * whose day ended in the gym's zone, still not checked in, are no-shows — the gym is paid as for a visit,
 * unless it is the member's first late cancel or no-show of the Buenos Aires month, forgiven (./settle).
 * A credit booking the door marked attended without settling it is paid as attended. Each is settled in
 * its own transaction: the member's wallet locked first, then the row, read again, so a concurrent
 * cancel or check-in settles it once.
 * @module
 */
import { and, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { gyms } from '../../../db/schema';
import { bookings, classSessions } from '../../../db/schema-classes';
import { creditVisits } from '../../../db/schema-credits';
import { lockWallet } from '../wallet';
import { lateOrNoShow, settleWithGym } from './settle';
import { spentOfVisit } from './visits';

/** How many of each the job settles per run, at most. */
const BATCH = 500;

/** What one run settled: bookings and visits, and how many of them were forgiven. */
export interface NoShowRun {
  bookings: number;
  visits: number;
  forgiven: number;
}

/** Settles one credit booking `id` at `now` (see module doc). @returns whether forgiven */
async function settleBooking(
  db: Database,
  id: string,
  userId: string,
  gymId: string,
  now: Date,
): Promise<boolean | null> {
  return db.transaction(async (tx) => {
    await lockWallet(tx, userId);
    const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
    if (!row || row.creditSettledAt || row.credits === null || row.creditValueCentavos === null) return null;
    if (row.status !== 'booked' && row.status !== 'attended') return null;
    const spent = {
      kind: 'booking' as const,
      id,
      userId,
      gymId,
      credits: row.credits,
      valueCentavos: row.creditValueCentavos,
    };
    let forgiven = false;
    if (row.status === 'attended') await settleWithGym(tx, spent, now);
    else forgiven = await lateOrNoShow(tx, spent, now);
    // Closed either way: paid to the gym, or forgiven (its credits back), so no later run takes it again.
    await tx
      .update(bookings)
      .set({ creditSettledAt: now, creditForgiven: forgiven })
      .where(eq(bookings.id, id));
    return forgiven;
  });
}

/** Settles one visit `id` at `now` as a no-show. @returns whether forgiven, null when it was settled already */
async function settleVisit(db: Database, id: string, userId: string, now: Date): Promise<boolean | null> {
  return db.transaction(async (tx) => {
    await lockWallet(tx, userId);
    const [row] = await tx.select().from(creditVisits).where(eq(creditVisits.id, id)).for('update');
    if (!row || row.status !== 'booked') return null;
    const forgiven = await lateOrNoShow(tx, spentOfVisit(row), now);
    await tx
      .update(creditVisits)
      .set({ status: 'noShow', forgiven, settledAt: forgiven ? null : now })
      .where(eq(creditVisits.id, id));
    return forgiven;
  });
}

/** One run of the job at `now` (see module doc). */
export async function settleNoShows(db: Database, now = new Date()): Promise<NoShowRun> {
  const run: NoShowRun = { bookings: 0, visits: 0, forgiven: 0 };
  const count = (forgiven: boolean | null, key: 'bookings' | 'visits') => {
    if (forgiven === null) return;
    run[key] += 1;
    if (forgiven) run.forgiven += 1;
  };
  const endedBookings = await db
    .select({ id: bookings.id, userId: bookings.memberId, gymId: classSessions.gymId })
    .from(bookings)
    .innerJoin(classSessions, eq(classSessions.id, bookings.sessionId))
    .where(
      and(
        isNotNull(bookings.credits),
        isNull(bookings.creditSettledAt),
        inArray(bookings.status, ['booked', 'attended']),
        lte(classSessions.endsAt, now),
      ),
    )
    .limit(BATCH);
  for (const b of endedBookings)
    if (b.userId) count(await settleBooking(db, b.id, b.userId, b.gymId, now), 'bookings');
  // A visit's day ends at the gym's next local midnight: its day is before the gym's local date of `now`.
  const endedVisits = await db
    .select({ id: creditVisits.id, userId: creditVisits.userId })
    .from(creditVisits)
    .innerJoin(gyms, eq(gyms.id, creditVisits.gymId))
    .where(
      and(
        eq(creditVisits.status, 'booked'),
        sql`${creditVisits.day} < (${now.toISOString()}::timestamptz at time zone ${gyms.timeZone})::date`,
      ),
    )
    .limit(BATCH);
  for (const v of endedVisits) if (v.userId) count(await settleVisit(db, v.id, v.userId, now), 'visits');
  return run;
}

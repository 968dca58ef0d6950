/**
 * Open-gym visits paid with credits (ADR 0045 "Spending"): `POST /api/visits` books a day at a gym that
 * accepts the pass, in one transaction that locks the member's wallet, then the member's visits of that
 * gym and month; it checks the day (today or later in the gym's zone), the one live visit per day, the
 * gym's monthly visit limit and the balance, then takes the visit cost in force (the visit keeps it). The
 * cancel deadline is the day's start in the gym's zone less the gym's window. Cancelling gives the
 * credits back before it; after it they are kept and the gym paid, unless forgiven (./settle).
 * @module
 */
import { randomUUID } from 'node:crypto';
import { and, between, eq, ne } from 'drizzle-orm';
import type { CreditVisitResponse } from '../../../../shared/contract/credits-gyms';
import { creditSpendingMessages as m } from '../../../../shared/messages';
import { AppError } from '../../../app-error';
import type { Database } from '../../../db/client';
import { gyms } from '../../../db/schema';
import { creditVisits } from '../../../db/schema-credits';
import { inTransaction } from '../../../db/transaction';
import type { SessionUser } from '../../../plugins/session';
import { acceptsPase, costsAt } from '../gym-terms/in-force';
import { readTerms } from '../gym-terms/terms';
import { lockWallet, takeCredits } from '../wallet';
import { assertSpender, cancelDeadline, spendOrRefuse, toCharge, type CancelOutcome } from './charge';
import { dayStart, localDay, monthOf } from './gym-day';
import { lateOrNoShow, returnCredits, type Spent } from './settle';

/** A visit row. */
export type VisitRow = typeof creditVisits.$inferSelect;

/** The wire form of visit `row`. */
const toAnswer = (row: VisitRow, outcome?: CancelOutcome): CreditVisitResponse => ({
  visit: {
    _id: row.id,
    gymId: row.gymId,
    day: row.day,
    status: row.status,
    credit: toCharge(row.credits, row.valueCentavos, row.cancelDeadline, outcome),
  },
});

/** What visit `row` spent. */
export const spentOfVisit = (row: VisitRow): Spent => ({
  kind: 'visit',
  id: row.id,
  userId: row.userId ?? '',
  gymId: row.gymId,
  credits: row.credits,
  valueCentavos: row.valueCentavos,
});

/**
 * Books an open-gym visit to `gymId` on local date `day` for the signed-in member (see module doc).
 * @returns the visit, `booked`
 * @throws AppError FORBIDDEN (not a member; the gym does not accept the pass), NOT_FOUND (unknown gym),
 *   VALIDATION (no real date, or a past one), CONFLICT (a visit that day already; the monthly limit
 *   reached; not enough credits)
 */
export async function bookVisit(
  db: Database,
  session: SessionUser,
  gymId: string,
  day: string,
  now = new Date(),
): Promise<CreditVisitResponse> {
  assertSpender(session);
  const userId = session.userId;
  return inTransaction(
    db,
    async (tx) => {
      await lockWallet(tx, userId);
      const [gym] = await tx
        .select({ timeZone: gyms.timeZone, active: gyms.gymActive })
        .from(gyms)
        .where(eq(gyms.id, gymId));
      if (!gym?.active) throw new AppError('NOT_FOUND', m.notAccepted);
      const terms = await readTerms(tx, gymId);
      const costs = acceptsPase(terms) ? costsAt(terms, now).costs : null;
      if (!terms || !costs) throw new AppError('FORBIDDEN', m.notAccepted);
      const start = dayStart(day, gym.timeZone);
      if (!start) throw new AppError('VALIDATION', m.dayInvalid, { day: m.dayInvalid });
      if (day < localDay(now, gym.timeZone)) throw new AppError('VALIDATION', m.dayPast, { day: m.dayPast });
      const { first, last } = monthOf(day);
      const month = await tx
        .select({ day: creditVisits.day })
        .from(creditVisits)
        .where(
          and(
            eq(creditVisits.userId, userId),
            eq(creditVisits.gymId, gymId),
            between(creditVisits.day, first, last),
            ne(creditVisits.status, 'cancelled'),
          ),
        )
        .for('update');
      if (month.some((v) => v.day === day)) throw new AppError('CONFLICT', m.alreadyVisiting);
      if (terms.monthlyVisitLimit !== null && month.length >= terms.monthlyVisitLimit)
        throw new AppError('CONFLICT', m.monthlyLimit(terms.monthlyVisitLimit));
      const id = randomUUID();
      const value = await spendOrRefuse(() =>
        takeCredits(tx, userId, 'spent', costs.visitCredits, {
          eventKey: `visit:${id}:spent`,
          gymId,
          visitId: id,
        }),
      );
      const [row] = await tx
        .insert(creditVisits)
        .values({
          id,
          userId,
          gymId,
          day,
          credits: costs.visitCredits,
          valueCentavos: value ?? 0,
          cancelDeadline: cancelDeadline(start, terms.cancelWindowHours),
        })
        .returning();
      if (!row) throw new Error('credit visit not written');
      return toAnswer(row);
    },
    { idempotent: true },
  );
}

/**
 * Cancels the member's visit `visitId` (see module doc).
 * @throws AppError FORBIDDEN (not a member), NOT_FOUND (unknown or another's), CONFLICT (cancelled
 *   already; attended, a no-show or its day over)
 */
export async function cancelVisit(
  db: Database,
  session: SessionUser,
  visitId: string,
  now = new Date(),
): Promise<CreditVisitResponse> {
  assertSpender(session);
  const userId = session.userId;
  return inTransaction(
    db,
    async (tx) => {
      await lockWallet(tx, userId);
      const [row] = await tx
        .select({ visit: creditVisits, timeZone: gyms.timeZone })
        .from(creditVisits)
        .innerJoin(gyms, eq(gyms.id, creditVisits.gymId))
        .where(eq(creditVisits.id, visitId))
        .for('update', { of: creditVisits });
      if (!row || row.visit.userId !== userId) throw new AppError('NOT_FOUND', m.visitNotFound);
      const { visit } = row;
      if (visit.status === 'cancelled') throw new AppError('CONFLICT', m.alreadyCancelled);
      const end = dayStart(visit.day, row.timeZone, 1);
      if (visit.status !== 'booked' || (end && now >= end)) throw new AppError('CONFLICT', m.settled);
      const late = now > visit.cancelDeadline;
      let outcome: CancelOutcome = 'returned';
      if (!late) await returnCredits(tx, spentOfVisit(visit));
      else outcome = (await lateOrNoShow(tx, spentOfVisit(visit), now)) ? 'forgiven' : 'kept';
      const [after] = await tx
        .update(creditVisits)
        .set({
          status: 'cancelled',
          cancelledAt: now,
          late,
          forgiven: outcome === 'forgiven',
          settledAt: outcome === 'kept' ? now : null,
        })
        .where(eq(creditVisits.id, visitId))
        .returning();
      if (!after) throw new Error('credit visit vanished under its lock');
      return toAnswer(after, outcome);
    },
    { idempotent: true },
  );
}

/**
 * A gym's terms for Pase BuscaGym (ADR 0045 "Gym costs"): the owner opts in and sets the costs, the
 * visit limit and the cancellation window (`PUT /api/partner/gyms/{gymId}/credits`); an administrator
 * sets the rate per credit (`PUT /api/admin/gyms/{gymId}/credit-rate`); anyone reads the public view.
 * A cost may change at most once every {@link CREDIT_COST_NOTICE_DAYS} days and takes effect that many days
 * after it is set; the first costs a gym sets apply at once. Every write locks the terms row.
 * @module
 */
import { eq, sql } from 'drizzle-orm';
import type {
  GymCreditTerms,
  GymCreditTermsBody,
  PublicCreditTerms,
} from '../../../../shared/contract/credits-gyms';
import { toDecimal } from '../../../../shared/contract/common';
import { CANCEL_WINDOW_DEFAULT_HOURS } from '../../../../shared/constants/credits';
import { formatBuenosAiresDay } from '../../../../shared/domain/dates';
import { creditTermsMessages as m } from '../../../../shared/messages';
import { AppError } from '../../../app-error';
import type { Database, Tx } from '../../../db/client';
import { gyms } from '../../../db/schema';
import { gymCreditTerms } from '../../../db/schema-credits';
import type { SessionUser } from '../../../plugins/session';
import { assertPartner, ownedGym } from '../../partner-gyms/index';
import { acceptsPase, costsAt, COST_NOTICE_MS, type Costs, type TermsRow } from './in-force';

/** Terms row of gym `gymId`, locked (`for update`) when `lock`. */
export async function readTerms(
  db: Database | Tx,
  gymId: string,
  lock = false,
): Promise<TermsRow | undefined> {
  const query = db.select().from(gymCreditTerms).where(eq(gymCreditTerms.gymId, gymId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The owner's view of `row` at `now`. */
export function toTerms(row: TermsRow, now: Date): GymCreditTerms {
  const { costs, next } = costsAt(row, now);
  return {
    gymId: row.gymId,
    accepts: row.accepts,
    acceptsPase: acceptsPase(row),
    visitCredits: costs?.visitCredits ?? null,
    classCredits: costs?.classCredits ?? null,
    monthlyVisitLimit: row.monthlyVisitLimit,
    cancelWindowHours: row.cancelWindowHours,
    nextChange: next && { ...next, effectiveAt: next.effectiveAt.toISOString() },
    costsSetAt: row.costsSetAt?.toISOString() ?? null,
    ratePerCredit: row.ratePerCredit === null ? null : toDecimal(row.ratePerCredit),
  };
}

const sameCosts = (a: Costs | null, b: Costs) =>
  a !== null && a.visitCredits === b.visitCredits && a.classCredits === b.classCredits;

/**
 * The columns that record `body`'s costs on `row` at `now`: at once when the gym never set costs;
 * unchanged when they are the costs it will have; else the coming change, 7 days ahead.
 * @throws AppError CONFLICT ({@link m.tooSoon}) when the last change is less than 7 days old
 */
function costColumns(row: TermsRow | undefined, body: Costs, now: Date): Partial<TermsRow> {
  if (!row || !row.costsSetAt) return { ...body, costsSetAt: now };
  const { costs, next } = costsAt(row, now);
  const settled = {
    visitCredits: costs?.visitCredits ?? null,
    classCredits: costs?.classCredits ?? null,
    nextVisitCredits: next?.visitCredits ?? null,
    nextClassCredits: next?.classCredits ?? null,
    nextEffectiveAt: next?.effectiveAt ?? null,
  };
  if (sameCosts(next ?? costs, body)) return settled;
  const allowedAt = new Date(row.costsSetAt.getTime() + COST_NOTICE_MS);
  if (now < allowedAt) throw new AppError('CONFLICT', m.tooSoon(formatBuenosAiresDay(allowedAt)));
  return {
    ...settled,
    nextVisitCredits: body.visitCredits,
    nextClassCredits: body.classCredits,
    nextEffectiveAt: new Date(now.getTime() + COST_NOTICE_MS),
    costsSetAt: now,
  };
}

/**
 * Sets gym `gymId`'s terms for its owner (see module doc).
 * @returns the terms after it
 * @throws AppError FORBIDDEN (not a partner, or another partner's gym), NOT_FOUND (unknown gym),
 *   CONFLICT ({@link m.tooSoon})
 */
export async function setGymTerms(
  db: Database,
  session: SessionUser,
  gymId: string,
  body: GymCreditTermsBody,
  now = new Date(),
): Promise<GymCreditTerms> {
  assertPartner(session);
  await ownedGym(db, session, gymId);
  return db.transaction(async (tx) => {
    await tx.insert(gymCreditTerms).values({ gymId }).onConflictDoNothing();
    const row = await readTerms(tx, gymId, true);
    const values = {
      accepts: body.accepts,
      monthlyVisitLimit: body.monthlyVisitLimit,
      cancelWindowHours: body.cancelWindowHours,
      ...costColumns(row, body, now),
      updatedAt: sql`now()`,
    };
    const [after] = await tx
      .update(gymCreditTerms)
      .set(values)
      .where(eq(gymCreditTerms.gymId, gymId))
      .returning();
    if (!after) throw new Error('gym credit terms vanished under their lock');
    return toTerms(after, now);
  });
}

/**
 * Sets gym `gymId`'s rate per credit (ARS, `"1500.00"`), an administrator's call (the route checks the
 * role and the second factor).
 * @throws AppError NOT_FOUND ({@link m.gymNotFound}) for an unknown gym
 */
export async function setCreditRate(
  db: Database,
  gymId: string,
  ratePerCredit: string,
  now = new Date(),
): Promise<GymCreditTerms> {
  const [gym] = await db.select({ id: gyms.id }).from(gyms).where(eq(gyms.id, gymId));
  if (!gym) throw new AppError('NOT_FOUND', m.gymNotFound);
  const [row] = await db
    .insert(gymCreditTerms)
    .values({ gymId, ratePerCredit })
    .onConflictDoUpdate({ target: gymCreditTerms.gymId, set: { ratePerCredit, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('gym credit terms not written');
  return toTerms(row, now);
}

/** The terms of a gym that never opted in nor got a rate: not accepting, the default window. */
const noTerms = (gymId: string): GymCreditTerms => ({
  gymId,
  accepts: false,
  acceptsPase: false,
  visitCredits: null,
  classCredits: null,
  monthlyVisitLimit: null,
  cancelWindowHours: CANCEL_WINDOW_DEFAULT_HOURS,
  nextChange: null,
  costsSetAt: null,
  ratePerCredit: null,
});

/**
 * Gym `gymId`'s terms as its owner reads them (`GET /api/partner/gyms/{gymId}/credits`): the costs in
 * force, the coming change and the rate per credit, or the defaults of a gym never opted in.
 * @throws AppError FORBIDDEN (not a partner, or another partner's gym), NOT_FOUND (unknown gym)
 */
export async function ownerTerms(
  db: Database,
  session: SessionUser,
  gymId: string,
  now = new Date(),
): Promise<GymCreditTerms> {
  assertPartner(session);
  await ownedGym(db, session, gymId);
  const row = await readTerms(db, gymId);
  return row ? toTerms(row, now) : noTerms(gymId);
}

/**
 * Gym `gymId`'s terms as an administrator reads them (`GET /api/admin/gyms/{gymId}/credit-rate`).
 * @throws AppError NOT_FOUND ({@link m.gymNotFound}) for an unknown gym
 */
export async function adminTerms(db: Database, gymId: string, now = new Date()): Promise<GymCreditTerms> {
  const [gym] = await db.select({ id: gyms.id }).from(gyms).where(eq(gyms.id, gymId));
  if (!gym) throw new AppError('NOT_FOUND', m.gymNotFound);
  const row = await readTerms(db, gymId);
  return row ? toTerms(row, now) : noTerms(gymId);
}

/** The public view of gym `gymId`'s terms at `now`: costs only while it accepts the pass. */
export async function publicTerms(db: Database, gymId: string, now = new Date()): Promise<PublicCreditTerms> {
  const row = await readTerms(db, gymId);
  if (!acceptsPase(row))
    return {
      acceptsPase: false,
      visitCredits: null,
      classCredits: null,
      monthlyVisitLimit: null,
      cancelWindowHours: null,
      nextChange: null,
    };
  const terms = toTerms(row, now);
  return {
    acceptsPase: true,
    visitCredits: terms.visitCredits,
    classCredits: terms.classCredits,
    monthlyVisitLimit: terms.monthlyVisitLimit,
    cancelWindowHours: terms.cancelWindowHours,
    nextChange: terms.nextChange,
  };
}

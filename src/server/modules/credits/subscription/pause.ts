/**
 * A member's pause and cancel of Pase BuscaGym (ADR 0045 "Pause", "Cancel"), each one transaction under
 * the subscription's row lock.
 *
 * - Pause: only an `active` subscription (not cancelled, not past due), for 1–3 months, at most
 *   {@link PAUSE_MONTHS_PER_YEAR} months per Buenos Aires calendar year (the year the pause starts,
 *   `pause_year`/`pause_months_used`). It starts when the paid month ends: the credits stay usable until
 *   then; while paused nothing is charged, added or lapsed. The status is `paused` at once, with
 *   `paused_until` the end of the pause; the renewal job resumes it then (./renewal) and charges the
 *   next month from that day: the period is pushed back by the pause.
 * - Cancel (active, paused or past due): the subscription ends when the paid month does (`cancelled`, `cancel_at_period_end`); the
 *   credits are kept until then and lapse at that end (./renewal). A pause not started yet is dropped
 *   (its months stay counted); cancelling during a pause ends it at the paid month's end, already past,
 *   so the next run lapses it.
 * - With MercadoPago (./mercadopago) the preapproval is paused or cancelled there first: the rules are
 *   checked, MercadoPago is asked, and the change is saved only when it answered.
 * @module
 */
import { PAUSE_MONTHS_PER_YEAR } from '../../../../shared/constants/credits';
import { creditMessages } from '../../../../shared/messages';
import { AppError } from '../../../app-error';
import type { Database } from '../../../db/client';
import {
  buenosAiresYear,
  findCreditSubscription,
  lockCreditSubscription,
  monthsAfter,
  saveCreditSubscription,
  type CreditSubscriptionRow,
  type CreditSubscriptionValues,
} from './queries';

/** What the provider must do before a pause or cancel is saved (./mercadopago `changeAtMercadoPago`). */
export type BeforeChange = (
  sub: CreditSubscriptionRow,
  change: 'cancel' | { pausedUntil: Date },
) => Promise<void>;

/**
 * The pause of `months` that `sub` may take, as the values to save.
 * @throws AppError as {@link pauseCredits}
 */
function pausedOf(sub: CreditSubscriptionRow | null, months: number): CreditSubscriptionValues {
  if (!sub) throw new AppError('NOT_FOUND', creditMessages.noSubscription);
  if (sub.status !== 'active' || sub.cancelAtPeriodEnd)
    throw new AppError('CONFLICT', creditMessages.pauseOnlyActive);
  const year = buenosAiresYear(sub.currentPeriodEnd);
  const used = sub.pauseYear === year ? sub.pauseMonthsUsed : 0;
  if (used + months > PAUSE_MONTHS_PER_YEAR)
    throw new AppError('CONFLICT', creditMessages.pauseYearUsed(PAUSE_MONTHS_PER_YEAR - used));
  const { updatedAt: _at, ...rest } = sub;
  return {
    ...rest,
    status: 'paused',
    pausedUntil: monthsAfter(sub.currentPeriodEnd, months),
    pauseYear: year,
    pauseMonthsUsed: used + months,
  };
}

/**
 * The cancel `sub` may take, as the values to save.
 * @throws AppError as {@link cancelCredits}
 */
function cancelledOf(sub: CreditSubscriptionRow | null): CreditSubscriptionValues {
  if (!sub) throw new AppError('NOT_FOUND', creditMessages.noSubscription);
  if (sub.status === 'cancelled' || sub.status === 'lapsed')
    throw new AppError('CONFLICT', creditMessages.cancelNotLive);
  const { updatedAt: _at, ...rest } = sub;
  return { ...rest, status: 'cancelled', cancelAtPeriodEnd: true, pausedUntil: null };
}

/**
 * Pauses member `userId`'s subscription for `months` (see module doc). The rules are checked first,
 * then `before` runs (the provider's pause; it may throw and nothing changes), then they are checked
 * again and the pause saved under the row lock.
 * @throws AppError NOT_FOUND ({@link creditMessages.noSubscription}); CONFLICT
 *   ({@link creditMessages.pauseOnlyActive}) unless active; CONFLICT ({@link creditMessages.pauseYearUsed})
 *   when the year's months would pass {@link PAUSE_MONTHS_PER_YEAR}; what `before` throws
 */
export async function pauseCredits(
  db: Database,
  userId: string,
  months: number,
  before?: BeforeChange,
): Promise<void> {
  const sub = await findCreditSubscription(db, userId);
  const paused = pausedOf(sub, months);
  if (before && sub) await before(sub, { pausedUntil: paused.pausedUntil! });
  await db.transaction(async (tx) => {
    await saveCreditSubscription(tx, pausedOf(await lockCreditSubscription(tx, userId), months));
  });
}

/**
 * Cancels member `userId`'s subscription at the end of the paid month (see module doc), after `before`
 * (the provider's cancel; it may throw and nothing changes), as {@link pauseCredits}.
 * @throws AppError NOT_FOUND ({@link creditMessages.noSubscription}); CONFLICT
 *   ({@link creditMessages.cancelNotLive}) when it is lapsed or cancelled already; what `before` throws
 */
export async function cancelCredits(db: Database, userId: string, before?: BeforeChange): Promise<void> {
  const sub = await findCreditSubscription(db, userId);
  cancelledOf(sub);
  if (before && sub) await before(sub, 'cancel');
  await db.transaction(async (tx) => {
    await saveCreditSubscription(tx, cancelledOf(await lockCreditSubscription(tx, userId)));
  });
}

/**
 * Paying a gym for credits spent there (ADR 0045 "Money in the ledger"): an attended visit or class, a
 * no-show, or a late cancel not forgiven posts `credit:{id}:settled` — the credits' value leaves the
 * liability, credits × the gym's rate is owed to its partner, the difference is BuscaGym's revenue — in
 * the caller's transaction, the one that changes the booking's or visit's state. And the month's one
 * forgiveness: the first late cancel or no-show of a Buenos Aires month gives the credits back instead.
 * @module
 */
import { PLATFORM_CURRENCY } from '../../../../shared/domain/currency';
import { eq } from 'drizzle-orm';
import { buenosAiresMonth } from '../../../../shared/domain/dates';
import { toCentavos } from '../../../../shared/domain/money';
import type { Tx } from '../../../db/client';
import { gyms } from '../../../db/schema';
import { gymCreditTerms } from '../../../db/schema-credits';
import { creditSettledPosting, postEntry } from '../../ledger/index';
import { giveBackCredits, lockWallet } from '../wallet';

/** What was spent on a booking or visit: its id, member, gym, credits and their value (centavos). */
export interface Spent {
  /** `booking` or `visit`: names the movement's key and reference. */
  kind: 'booking' | 'visit';
  id: string;
  userId: string;
  gymId: string;
  credits: number;
  valueCentavos: number;
}

/**
 * Posts the settlement of `spent` at `at`: the gym is paid credits × its rate per credit (centavos).
 * @returns whether it was posted now (false: it had been already)
 */
export async function settleWithGym(tx: Tx, spent: Spent, at: Date): Promise<boolean> {
  const [gym] = await tx
    .select({ ownerId: gyms.ownerId, rate: gymCreditTerms.ratePerCredit })
    .from(gyms)
    .leftJoin(gymCreditTerms, eq(gymCreditTerms.gymId, gyms.id))
    .where(eq(gyms.id, spent.gymId));
  if (!gym) throw new Error(`gym ${spent.gymId} vanished before its credits were settled`);
  // A gym accepted credits only with a rate; one removed later is paid nothing more than the value says.
  const gymCentavos = gym.rate === null ? 0 : spent.credits * toCentavos(gym.rate);
  return postEntry(
    tx,
    creditSettledPosting({
      id: spent.id,
      partnerId: gym.ownerId,
      valueCentavos: spent.valueCentavos,
      gymCentavos,
      currency: PLATFORM_CURRENCY,
      settledAt: at,
    }),
  );
}

/** The refs of `spent`'s movements. */
const refsOf = (spent: Spent, what: string) => ({
  eventKey: `${spent.kind}:${spent.id}:${what}`,
  gymId: spent.gymId,
  ...(spent.kind === 'booking' ? { bookingId: spent.id } : { visitId: spent.id }),
});

/** Gives `spent`'s credits back to the wallet after a cancel in time (`returned`). */
export async function returnCredits(tx: Tx, spent: Spent): Promise<void> {
  await giveBackCredits(
    tx,
    spent.userId,
    'returned',
    spent.credits,
    spent.valueCentavos,
    refsOf(spent, 'returned'),
  );
}

/**
 * A late cancel or a no-show of `spent` at `at`: forgiven when the member has none forgiven in this
 * Buenos Aires month (the credits come back, `forgiven`, nothing posted), else the gym is paid.
 * @returns true when it was forgiven
 */
export async function lateOrNoShow(tx: Tx, spent: Spent, at: Date): Promise<boolean> {
  const wallet = await lockWallet(tx, spent.userId);
  const month = buenosAiresMonth(at);
  if (wallet.forgivenMonth !== month) {
    await giveBackCredits(tx, spent.userId, 'forgiven', spent.credits, spent.valueCentavos, {
      ...refsOf(spent, 'forgiven'),
      month,
    });
    return true;
  }
  await settleWithGym(tx, spent, at);
  return false;
}

/**
 * "Mis créditos" (`GET /api/credits/me`, ADR 0045): a member's balance and its value, the plan and the
 * subscription's state, and the latest movements (`credit_movements`), newest first.
 * @module
 */
import { desc, eq } from 'drizzle-orm';
import { PAUSE_MONTHS_PER_YEAR } from '../../../../shared/constants/credits';
import { toDecimal } from '../../../../shared/contract/common';
import type { MyCredits } from '../../../../shared/contract/credits';
import { fromCentavos } from '../../../../shared/domain/money';
import type { Database } from '../../../db/client';
import { gyms } from '../../../db/schema';
import { creditMovements, creditWallets } from '../../../db/schema-credits';
import { selectCreditPlan, toCreditPlan } from '../plans/queries';
import { buenosAiresYear, findCreditSubscription, type CreditSubscriptionRow } from './queries';

/** Movements shown, newest first. */
export const HISTORY_LIMIT = 50;

const iso = (at: Date | null): string | null => (at ? at.toISOString() : null);

/** When the next month is charged: the period's end (active), the pause's end (paused); else null. */
function renewsAt(sub: CreditSubscriptionRow | null): string | null {
  if (sub?.status === 'active') return iso(sub.currentPeriodEnd);
  if (sub?.status === 'paused') return iso(sub.pausedUntil);
  return null;
}

/**
 * Pause months left in the Buenos Aires year a pause asked now would start in: the year of the paid
 * month's end, as ./pause counts them.
 */
function pauseMonthsLeft(sub: CreditSubscriptionRow | null): number {
  const used = sub && sub.pauseYear === buenosAiresYear(sub.currentPeriodEnd) ? sub.pauseMonthsUsed : 0;
  return PAUSE_MONTHS_PER_YEAR - used;
}

/** Reads member `userId`'s credits (see module doc). */
export async function readMyCredits(db: Database, userId: string): Promise<MyCredits> {
  const [wallet] = await db
    .select({ balance: creditWallets.balance, value: creditWallets.valueCentavos })
    .from(creditWallets)
    .where(eq(creditWallets.userId, userId));
  const sub = await findCreditSubscription(db, userId);
  const plan = sub ? await selectCreditPlan(db, sub.planId) : null;
  const history = await db
    .select({
      kind: creditMovements.kind,
      credits: creditMovements.credits,
      value: creditMovements.valueCentavos,
      balanceAfter: creditMovements.balanceAfter,
      gymName: gyms.name,
      at: creditMovements.createdAt,
    })
    .from(creditMovements)
    .leftJoin(gyms, eq(gyms.id, creditMovements.gymId))
    .where(eq(creditMovements.userId, userId))
    .orderBy(desc(creditMovements.id))
    .limit(HISTORY_LIMIT);
  return {
    balance: wallet?.balance ?? 0,
    value: toDecimal(fromCentavos(wallet?.value ?? 0)),
    plan: plan ? toCreditPlan(plan) : null,
    status: sub?.status ?? null,
    currentPeriodEnd: iso(sub?.currentPeriodEnd ?? null),
    renewsAt: renewsAt(sub),
    paused: sub?.status === 'paused',
    pausedUntil: iso(sub?.pausedUntil ?? null),
    cancelAtPeriodEnd: sub?.cancelAtPeriodEnd ?? false,
    pauseMonthsLeft: pauseMonthsLeft(sub),
    history: history.map((h) => ({
      kind: h.kind,
      credits: h.credits,
      value: toDecimal(fromCentavos(h.value)),
      balanceAfter: h.balanceAfter,
      gymName: h.gymName,
      at: h.at.toISOString(),
    })),
  };
}

/**
 * The demo month of Pase BuscaGym (ADR 0045, docs/architecture.md §5.2; like ADR 0024's demo reviews):
 * a seeded database shows a partner's monthly statement with credit visits at once.
 *
 * - Plans "Pase 8" and "Pase 20" ({@link DEMO_CREDIT_PLANS}), unless some plan exists already.
 * - The first {@link DEMO_CREDIT_GYMS} demo gyms with a demo owner opt in (costs, cancel window) and get a
 *   rate per credit, the day before the month starts; the first two are given two weekly demo classes
 *   (the seed's demo timetable, ./credits-month/classes) running from that month on.
 * - {@link DEMO_CREDIT_MEMBERS} demo members (the demo reviewers, ./demo-reviews) buy a month of a plan
 *   with the demo payment on its first day, then book, cancel, are checked in at the door or miss their
 *   visits and classes through the month (./credits-month/month).
 *
 * The month is the calendar month (Buenos Aires) before the first seed run. Everything that moves
 * credits or money goes through the credits module's own functions, called with the instant it happens
 * (their `now`), so each ledger entry is dated inside that month and the statement lists it on its day.
 * The one row written here rather than by a module path is the month's order: it is born paid, as the
 * demo reviews' orders are (./demo-reviews), because settling an order stamps the database's now(); what
 * settling does next for a credits order — its fulfilment (`applyPaidCredits`) and its entry
 * (`creditsSoldPosting`, ADR 0042) — is then called as the settlement calls it, at the payment's time.
 *
 * Idempotent: the plans, the gyms' terms and the members' month are each written only when absent (a
 * member with a Pase BuscaGym subscription or wallet is left alone), so a second run writes nothing.
 * @module
 */
import { TZDate } from '@date-fns/tz';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { toCentavos } from '../../shared/domain/money';
import type { Tx } from '../db/client';
import { gyms, users } from '../db/schema';
import { gymCreditTerms, creditSubscriptions, creditWallets } from '../db/schema-credits';
import type { SessionUser } from '../plugins/session';
import {
  applyPaidCredits,
  insertCreditPlan,
  selectAllCreditPlans,
  setCreditRate,
  setGymTerms,
  type CreditPlanRow,
} from '../modules/credits/index';
import { creditsSoldPosting, postEntry } from '../modules/ledger/index';
import { insertOrder, insertOrderEvent, newOrderReference } from '../modules/orders/index';
import { demoReviewers, upsertDemoReviewers } from './demo-reviews';
import { giveDemoClasses } from './credits-month/classes';
import { runDemoMonth, type MonthGym, type MonthMember } from './credits-month/month';

/** The demo plans: name, credits a month, monthly price (ARS). */
export const DEMO_CREDIT_PLANS = [
  { name: 'Pase 8', creditsPerMonth: 8, monthlyPrice: '24000.00' },
  { name: 'Pase 20', creditsPerMonth: 20, monthlyPrice: '52000.00' },
] as const;
/** How many demo-owned gyms accept the pass. */
export const DEMO_CREDIT_GYMS = 4;
/** How many demo members spend credits in the demo month (the first demo reviewers). */
export const DEMO_CREDIT_MEMBERS = 3;

/** The opted-in gyms' terms, in order: costs (credits), cancel window (hours), rate per credit (ARS). */
const GYM_TERMS = [
  { visitCredits: 2, classCredits: 2, cancelWindowHours: 12, rate: '2500.00' },
  { visitCredits: 1, classCredits: 1, cancelWindowHours: 6, rate: '2200.00' },
  { visitCredits: 2, classCredits: 3, cancelWindowHours: 12, rate: '2400.00' },
  { visitCredits: 1, classCredits: 2, cancelWindowHours: 24, rate: '2000.00' },
] as const;
/** The plan each demo member buys (index into {@link DEMO_CREDIT_PLANS}). */
const MEMBER_PLANS = [1, 0, 1] as const;

/** What {@link seedDemoCredits} wrote: plans, gyms opted in, demo classes and sessions, members, visits, bookings. */
export interface DemoCreditCounts {
  plans: number;
  gyms: number;
  classes: number;
  sessions: number;
  members: number;
  visits: number;
  bookings: number;
}

/** A session of the seed acting as `userId` of `type` (the module functions check who acts). */
const actingAs = (userId: string, type: SessionUser['type']): SessionUser => ({
  sessionId: 'demo-seed',
  userId,
  type,
  secondFactorAt: null,
  readAfterLsn: null,
  locale: null,
});

/** The first instant of the Buenos Aires month before `now`'s, as `{ year, month }` (month 1–12). */
export function previousMonth(now: Date): { year: number; month: number } {
  const local = new TZDate(now.getTime(), 'America/Argentina/Buenos_Aires');
  const month = local.getMonth(); // 0–11 of now: 1–12 of the month before, 0 meaning December
  return month === 0 ? { year: local.getFullYear() - 1, month: 12 } : { year: local.getFullYear(), month };
}

/** The demo plans, made when there is no plan at all; else the existing plans closest to them. */
async function demoPlans(tx: Tx): Promise<{ plans: CreditPlanRow[]; inserted: number }> {
  const existing = await selectAllCreditPlans(tx);
  if (existing.length === 0) {
    const plans: CreditPlanRow[] = [];
    for (const p of DEMO_CREDIT_PLANS)
      plans.push(
        await insertCreditPlan(tx, {
          name: p.name,
          creditsPerMonth: p.creditsPerMonth,
          monthlyPrice: { $numberDecimal: p.monthlyPrice },
          active: true,
        }),
      );
    return { plans, inserted: plans.length };
  }
  const active = existing.filter((p) => p.active).sort((a, b) => a.creditsPerMonth - b.creditsPerMonth);
  const plans = DEMO_CREDIT_PLANS.map(
    (d) => active.find((p) => p.name === d.name) ?? (d.creditsPerMonth > 8 ? active.at(-1) : active[0]),
  ).filter((p): p is CreditPlanRow => p !== undefined);
  return { plans, inserted: 0 };
}

/**
 * Opts in the demo-owned gyms of `ownedRefs` without terms (`setGymTerms` as their owner, then
 * `setCreditRate` as an administrator would), at `at`.
 * @returns the gyms that accept the pass (opted in now or before), in `ownedRefs` order, and how many now
 */
async function optInGyms(
  tx: Tx,
  ownedRefs: readonly string[],
  demoGymIds: ReadonlyMap<string, string>,
  at: Date,
): Promise<{ gyms: MonthGym[]; inserted: number }> {
  const ids = ownedRefs.map((ref) => demoGymIds.get(ref)).filter((id): id is string => id !== undefined);
  if (ids.length === 0) return { gyms: [], inserted: 0 };
  const rows = await tx
    .select({ id: gyms.id, ownerId: gyms.ownerId, timeZone: gyms.timeZone, demo: users.demo })
    .from(gyms)
    .innerJoin(users, eq(users.id, gyms.ownerId))
    .where(and(inArray(gyms.id, ids), isNotNull(gyms.ownerId)));
  const owned = ids
    .map((id) => rows.find((r) => r.id === id && r.demo))
    .filter((r) => r !== undefined)
    .slice(0, DEMO_CREDIT_GYMS);
  const terms = await tx
    .select({
      gymId: gymCreditTerms.gymId,
      accepts: gymCreditTerms.accepts,
      rate: gymCreditTerms.ratePerCredit,
    })
    .from(gymCreditTerms)
    .where(
      inArray(
        gymCreditTerms.gymId,
        owned.map((g) => g.id),
      ),
    );
  const out: MonthGym[] = [];
  let inserted = 0;
  for (const [i, gym] of owned.entries()) {
    const t = GYM_TERMS[i] ?? GYM_TERMS[0];
    const before = terms.find((r) => r.gymId === gym.id);
    if (!before) {
      const { rate, ...body } = t;
      await setGymTerms(
        tx,
        actingAs(gym.ownerId ?? '', 'partner'),
        gym.id,
        { accepts: true, monthlyVisitLimit: null, ...body },
        at,
      );
      await setCreditRate(tx, gym.id, rate, at);
      inserted += 1;
    } else if (!before.accepts || before.rate === null) continue;
    out.push({
      id: gym.id,
      ownerId: gym.ownerId ?? '',
      timeZone: gym.timeZone,
      ref: ownedRefs[ids.indexOf(gym.id)] ?? '',
    });
  }
  return { gyms: out, inserted };
}

/**
 * The month's order of `member` for `plan`, paid with the demo payment at `paidAt`, then fulfilled and
 * posted as the order settlement does for a credits order (see module doc).
 */
async function payMonth(tx: Tx, member: MonthMember, plan: CreditPlanRow, paidAt: Date): Promise<void> {
  const order = await insertOrder(tx, {
    reference: newOrderReference(),
    kind: 'credits',
    creditPlanId: plan.id,
    cardLast4: '4242',
    userId: member.id,
    status: 'paid',
    provider: 'manual',
    total: plan.monthlyPrice,
    currency: 'ARS',
    idempotencyKey: `demo-credits:${member.id}`,
    cartVersion: 0,
    buyerEmail: member.email,
    buyerName: member.name,
    createdAt: paidAt,
    paidAt,
    receiptSentAt: paidAt,
  });
  await insertOrderEvent(tx, { orderId: order.id, from: null, to: 'paid', source: 'demo' });
  await applyPaidCredits(tx, order);
  const paid = { id: order.id, provider: order.provider, currency: order.currency, paidAt };
  await postEntry(tx, creditsSoldPosting(paid, toCentavos(order.total)));
}

/** The demo members that never had Pase BuscaGym (no subscription, no wallet). */
async function freshMembers(tx: Tx): Promise<MonthMember[]> {
  const { ids } = await upsertDemoReviewers(tx);
  const chosen = demoReviewers()
    .slice(0, DEMO_CREDIT_MEMBERS)
    .map((r) => ({ ...r, id: ids.get(r.email) ?? '' }));
  const userIds = chosen.map((m) => m.id);
  const subscribed = await tx
    .select({ id: creditSubscriptions.userId })
    .from(creditSubscriptions)
    .where(inArray(creditSubscriptions.userId, userIds));
  const wallets = await tx
    .select({ id: creditWallets.userId })
    .from(creditWallets)
    .where(inArray(creditWallets.userId, userIds));
  const known = new Set([...subscribed, ...wallets].map((r) => r.id));
  return chosen.map((m, index) => ({ ...m, index })).filter((m) => !known.has(m.id));
}

/**
 * Writes the demo month of Pase BuscaGym (see module doc).
 * @param ownedRefs - the source references of the clubs with a demo owner, in the file's order
 * @param demoGymIds - source reference → id of the gyms still `demo_values` (what the seed owns)
 * @param now - the present (tests move it); the month written is the one before it in Buenos Aires
 */
export async function seedDemoCredits(
  tx: Tx,
  ownedRefs: readonly string[],
  demoGymIds: ReadonlyMap<string, string>,
  now = new Date(),
): Promise<DemoCreditCounts> {
  const { year, month } = previousMonth(now);
  const monthStart = new TZDate(year, month - 1, 1, 9, 0, 'America/Argentina/Buenos_Aires');
  const optInAt = new Date(monthStart.getTime() - 86_400_000);
  const plans = await demoPlans(tx);
  const opted = await optInGyms(tx, ownedRefs, demoGymIds, optInAt);
  const timetable = await giveDemoClasses(tx, opted.gyms.slice(0, 2), year, month, now);
  const counts: DemoCreditCounts = {
    plans: plans.inserted,
    gyms: opted.inserted,
    ...timetable,
    members: 0,
    visits: 0,
    bookings: 0,
  };
  const members = await freshMembers(tx);
  if (members.length === 0 || opted.gyms.length === 0 || plans.plans.length === 0) return counts;
  for (const member of members) {
    const plan = plans.plans[MEMBER_PLANS[member.index] ?? 0] ?? plans.plans[0];
    if (plan) await payMonth(tx, member, plan, new Date(monthStart.getTime()));
  }
  const done = await runDemoMonth(tx, { year, month, gyms: opted.gyms, members, actingAs });
  return { ...counts, members: members.length, ...done };
}

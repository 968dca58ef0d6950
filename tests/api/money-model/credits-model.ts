/**
 * What the money model expects of Pase BuscaGym in one run (docs/architecture.md §5.2, ADR 0045): each
 * member's subscription, credits and month's forgiveness, and the run's bookings and visits paid with
 * credits. Every credit of the world's one plan is worth the same (price / allotment), so values follow
 * from counts.
 * @module
 */
import { expect } from 'vitest';
import type { CreditSubscriptionStatus } from '../../../src/shared/constants/credits';
import type { MyCredits } from '../../../src/shared/contract/credits';
import { buenosAiresMonth } from '../../../src/shared/domain/dates';
import type { CreditGym } from './credits-shop';
import type { World } from './world';

/** A member's side of the pass. `none`: never subscribed in this run. */
export interface CreditMember {
  status: CreditSubscriptionStatus | 'none';
  /** The card of the first month; renewals charge it. */
  card: string | null;
  balance: number;
  /** Pause months asked, by Buenos Aires year of the paid month's end they started from. */
  pauses: Map<string, number>;
  /** The Buenos Aires month (`YYYY-MM`) whose one forgiveness was used, if any. */
  forgivenMonth: string | null;
}

/** A booking or visit paid with credits, and whether it still holds them. */
export interface CreditSpend {
  kind: 'booking' | 'visit';
  id: string;
  member: number;
  gym: CreditGym;
  credits: number;
  /** A visit's day (`YYYY-MM-DD` in the gym's zone); null for a class place. */
  day: string | null;
  /** The instant (ms) until which a cancel gives the credits back. */
  deadline: number;
  /** `live`: booked, its credits held; `closed`: cancelled, forgiven or paid to the gym. */
  state: 'live' | 'closed';
}

/** The credits side of a run. */
export interface CreditsModel {
  members: CreditMember[];
  spends: CreditSpend[];
  /** The run's class session at gym A paid with credits (one place), until it is moved into the past. */
  session: string | null;
}

/** A run's fresh credits model for `count` members. */
export const newCreditsModel = (count: number): CreditsModel => ({
  members: Array.from({ length: count }, () => ({
    status: 'none' as const,
    card: null,
    balance: 0,
    pauses: new Map<string, number>(),
    forgivenMonth: null,
  })),
  spends: [],
  session: null,
});

/** Live spends of member `member` (all members when absent). */
export const liveSpends = (c: Readonly<CreditsModel>, member?: number): CreditSpend[] =>
  c.spends.filter((s) => s.state === 'live' && (member === undefined || s.member === member));

/**
 * A late cancel or a no-show of `spend`: the month's first is forgiven (the credits come back), the
 * others are paid to the gym. Updates the model. @returns whether it was forgiven
 */
export function lateOutcome(c: CreditsModel, spend: CreditSpend): boolean {
  const member = c.members[spend.member]!;
  spend.state = 'closed';
  const month = buenosAiresMonth();
  if (member.forgivenMonth === month) return false;
  member.forgivenMonth = month;
  member.balance += spend.credits;
  return true;
}

/** "Mis créditos" of member account `userId` as the API shows it, expected to agree with `member`. */
export async function expectWallet(world: World, userId: string, member: CreditMember, step: string) {
  const res = await (await world.client(userId)).get('/api/credits/me');
  expect(res.statusCode, res.body).toBe(200);
  const shown = res.json<MyCredits>();
  const status = member.status === 'none' ? null : member.status;
  expect({ balance: shown.balance, status: shown.status }, `credits after ${step}`).toEqual({
    balance: member.balance,
    status,
  });
  return shown;
}

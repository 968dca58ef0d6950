/**
 * Reading a partner's subscription (ADR 0017; `GET /api/partner/subscription/{id}`) and its wire form
 * (`src/shared/contract/subscriptions.ts`).
 * @module
 */
import type { Subscription } from '../../../shared/contract/subscriptions';
import type { Database } from '../../db/client';
import type { SessionUser } from '../../plugins/session';
import { findOrder } from '../orders/index';
import { findReadablePartner } from '../partners/index';
import { countHeld, findSubscription, type HeldCounts, type SubscriptionRow } from './queries';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/**
 * The wire form: `plan` is the plan in force (`partners.plan_code`); without a subscription row the
 * partner never paid a plan (`free`).
 */
export function toSubscription(plan: string, row: SubscriptionRow | null, held: HeldCounts): Subscription {
  return {
    plan,
    status: row?.status ?? 'free',
    billedPlan: row?.planCode ?? null,
    currentPeriodStart: iso(row?.currentPeriodStart ?? null),
    currentPeriodEnd: iso(row?.currentPeriodEnd ?? null),
    graceUntil: iso(row?.graceUntil ?? null),
    renewalFailedAt: iso(row?.renewalFailedAt ?? null),
    cardLast4: null,
    held,
  };
}

/**
 * The subscription of partner account `userId`, with the last digits of the card its renewals charge
 * (demo payments; null for Stripe) and what its plan holds unpublished.
 * @throws AppError FORBIDDEN unless the session is that partner or an admin; NOT_FOUND when the account
 *   has no partner profile
 */
export async function readSubscription(
  db: Database,
  session: SessionUser,
  userId: string,
): Promise<Subscription> {
  const partner = await findReadablePartner(db, session, userId);
  const [row, held] = await Promise.all([findSubscription(db, userId), countHeld(db, userId)]);
  const last = row?.lastOrderId ? await findOrder(db, { orderId: row.lastOrderId }) : null;
  return { ...toSubscription(partner.planCode, row, held), cardLast4: last?.cardLast4 ?? null };
}

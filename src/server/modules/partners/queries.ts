/**
 * SQL of partner profiles (table `partners`, one row per partner account) and of what a partner uses
 * of its plan (its gyms and their services).
 * @module
 */
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { gyms, gymServices, partners } from '../../db/schema';

/** A partner profile row as read. */
export type PartnerRow = typeof partners.$inferSelect;

/**
 * The editable columns of a partner profile (SPEC §3 "Partner" edit payload; its country and the
 * identifiers of other countries, ADR 0054), already normalised.
 */
export type PartnerProfileValues = Pick<
  PartnerRow,
  | 'name'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'cbu'
  | 'cuil'
  | 'country'
  | 'taxIdKind'
  | 'taxId'
  | 'bankAccount'
  | 'socialNetworks'
>;

/** The partner profile of account `userId`, if any. */
export async function findPartnerByUserId(db: Database, userId: string): Promise<PartnerRow | undefined> {
  const [row] = await db.select().from(partners).where(eq(partners.userId, userId)).limit(1);
  return row;
}

/**
 * The partner profile of account `userId`, locked (`FOR UPDATE`) until the caller's transaction ends,
 * so that a plan change and the gym or service writes that check the plan's limits happen one at a time.
 */
export async function lockPartnerByUserId(tx: Database, userId: string): Promise<PartnerRow | undefined> {
  const [row] = await tx.select().from(partners).where(eq(partners.userId, userId)).limit(1).for('update');
  return row;
}

/**
 * Writes `values` into account `userId`'s profile and stamps `updated_at`; answers the row after, if
 * there is one.
 */
async function updatePartnerRow(
  db: Database,
  userId: string,
  values:
    | PartnerProfileValues
    | Pick<PartnerRow, 'planCode'>
    | Pick<PartnerRow, 'notifySales' | 'notifyReviews' | 'notifyClaims'>,
): Promise<PartnerRow | undefined> {
  const [row] = await db
    .update(partners)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(partners.userId, userId))
    .returning();
  return row;
}

/** Replaces the editable fields of account `userId`'s profile; answers the row after, if there is one. */
export const updatePartnerProfile = (
  db: Database,
  userId: string,
  values: PartnerProfileValues,
): Promise<PartnerRow | undefined> => updatePartnerRow(db, userId, values);

/** Sets the plan of account `userId`'s profile (`code` must exist in `plans`); answers the row after. */
export const updatePartnerPlan = (
  db: Database,
  userId: string,
  code: string,
): Promise<PartnerRow | undefined> => updatePartnerRow(db, userId, { planCode: code });

/** What a partner uses of its plan: every gym it owns (active or not) and its busiest gym. */
export interface PlanUsage {
  /** Number of gyms owned by the partner, deactivated ones included. */
  gyms: number;
  /** The gym with the most services (ties: first by name), or null when no gym has a service. */
  busiestGym: { name: string; services: number } | null;
}

/** The {@link PlanUsage} of account `ownerId`. */
export async function selectPlanUsage(db: Database, ownerId: string): Promise<PlanUsage> {
  const [owned] = await db.select({ n: count() }).from(gyms).where(eq(gyms.ownerId, ownerId));
  const services = count(gymServices.serviceId);
  const [busiest] = await db
    .select({ name: gyms.name, services })
    .from(gyms)
    .innerJoin(gymServices, eq(gymServices.gymId, gyms.id))
    .where(eq(gyms.ownerId, ownerId))
    .groupBy(gyms.id, gyms.name)
    .orderBy(desc(services), asc(gyms.name))
    .limit(1);
  return { gyms: owned?.n ?? 0, busiestGym: busiest ?? null };
}

/** Sets the notice switches of account `userId`'s profile (ADR 0037); answers the row after, if any. */
export const updatePartnerNotifications = (
  db: Database,
  userId: string,
  values: Pick<PartnerRow, 'notifySales' | 'notifyReviews' | 'notifyClaims'>,
): Promise<PartnerRow | undefined> => updatePartnerRow(db, userId, values);

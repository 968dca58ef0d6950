/**
 * SQL of the partners' subscription plans (table `plans`, reference data of migration
 * `0006_marketplace_data`; ADR 0007).
 * @module
 */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { plans } from '../../db/schema-marketplace';

/** A plan row as read (`commissionPercent` and `monthlyPrice` are `numeric` strings). */
export type PlanRow = typeof plans.$inferSelect;

/** Every plan, in the order shown to partners (`sort_order`, cheapest first). */
export function selectPlans(db: Database): Promise<PlanRow[]> {
  return db.select().from(plans).orderBy(asc(plans.sortOrder), asc(plans.code));
}

/** The plan whose code is `code` (exact, case-sensitive), if any. */
export async function selectPlan(db: Database, code: string): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(plans).where(eq(plans.code, code)).limit(1);
  return row;
}

/**
 * Reads and writes of the plans of credits (`credit_plans`, ADR 0045): administrators create and edit
 * them, a plan is never deleted (only made inactive), members subscribe to an active one.
 * @module
 */
import { PLATFORM_CURRENCY } from '../../../../shared/domain/currency';
import { asc, eq } from 'drizzle-orm';
import type { CreditPlan, CreditPlanBody } from '../../../../shared/contract/credits';
import { toDecimal } from '../../../../shared/contract/common';
import type { Database, Tx } from '../../../db/client';
import { creditPlans } from '../../../db/schema-marketplace';

/** A plan row as stored (`monthlyPrice` the ARS text of `numeric(12,2)`). */
export type CreditPlanRow = typeof creditPlans.$inferSelect;

/** The plan as the API answers it. */
export const toCreditPlan = (row: CreditPlanRow): CreditPlan => ({
  _id: row.id,
  name: row.name,
  creditsPerMonth: row.creditsPerMonth,
  monthlyPrice: toDecimal(row.monthlyPrice),
  currency: PLATFORM_CURRENCY,
  active: row.active,
});

/** The active plans, fewest credits first (then by name). */
export async function selectActiveCreditPlans(db: Database): Promise<CreditPlanRow[]> {
  return db
    .select()
    .from(creditPlans)
    .where(eq(creditPlans.active, true))
    .orderBy(asc(creditPlans.creditsPerMonth), asc(creditPlans.name));
}

/** Every plan, active or not (the administrators' list), fewest credits first (then by name). */
export async function selectAllCreditPlans(db: Database): Promise<CreditPlanRow[]> {
  return db.select().from(creditPlans).orderBy(asc(creditPlans.creditsPerMonth), asc(creditPlans.name));
}

/** The plan `id`, active or not, or null. */
export async function selectCreditPlan(db: Database | Tx, id: string): Promise<CreditPlanRow | null> {
  const [row] = await db.select().from(creditPlans).where(eq(creditPlans.id, id));
  return row ?? null;
}

/** The columns a body writes. */
const columnsOf = (body: CreditPlanBody) => ({
  name: body.name,
  creditsPerMonth: body.creditsPerMonth,
  monthlyPrice: body.monthlyPrice.$numberDecimal,
  active: body.active,
});

/**
 * Inserts a plan.
 * @throws the driver's unique violation (SQLSTATE 23505) when another plan has that name (case aside)
 */
export async function insertCreditPlan(db: Database, body: CreditPlanBody): Promise<CreditPlanRow> {
  const [row] = await db.insert(creditPlans).values(columnsOf(body)).returning();
  if (!row) throw new Error('credit plan insert returned no row');
  return row;
}

/**
 * Replaces plan `id`'s fields. @returns the row, or null when there is no such plan
 * @throws the driver's unique violation (SQLSTATE 23505) when another plan has that name (case aside)
 */
export async function updateCreditPlan(
  db: Database,
  id: string,
  body: CreditPlanBody,
): Promise<CreditPlanRow | null> {
  const [row] = await db
    .update(creditPlans)
    .set({ ...columnsOf(body), updatedAt: new Date() })
    .where(eq(creditPlans.id, id))
    .returning();
  return row ?? null;
}

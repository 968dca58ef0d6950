/**
 * The pending order of one more month of Pase BuscaGym (ADR 0045: a renewal is an order of kind
 * `credits` whose idempotency key names the period it pays, ./queries `creditRenewalKeyOf`), for both
 * ways a month is charged: by the renewal job off-session (./renewal) and by MercadoPago's own
 * preapproval charge (./mercadopago).
 * @module
 */
import type { Tx } from '../../../db/client';
import { insertMonthRenewal, type MonthRenewal, type OrderRow } from '../../orders/index';
import { selectCreditPlan } from '../plans/queries';

/** A renewal of credit plan `planId` (`idempotencyKey`: `credits-renewal-<period end>`). */
export interface CreditRenewalInput extends MonthRenewal {
  planId: string;
}

/**
 * Inserts the pending renewal order of plan `input.planId` at its monthly price of now (ARS), inside
 * `tx` (../../orders `insertMonthRenewal`). Null when the plan or the account no longer exists.
 */
export async function insertCreditRenewal(tx: Tx, input: CreditRenewalInput): Promise<OrderRow | null> {
  const plan = await selectCreditPlan(tx, input.planId);
  if (!plan) return null;
  return insertMonthRenewal(tx, { kind: 'credits', creditPlanId: plan.id, total: plan.monthlyPrice }, input);
}

/**
 * The pending order of one month of a paid plan (ADR 0017: a renewal is an order of kind `plan` whose
 * idempotency key names the period it pays), for both ways a month is charged: by our renewal job
 * (./renewal) and by MercadoPago's own preapproval charge (./mercadopago-plans, ADR 0028, 11).
 * @module
 */
import type { Tx } from '../../db/client';
import { insertMonthRenewal, type MonthRenewal, type OrderRow } from '../orders/index';
import { selectPlan } from '../plans/index';

/** A renewal of plan `planCode` (`idempotencyKey`: `renewal-<period end>`, ./activate `renewalKeyOf`). */
export interface RenewalOrderInput extends MonthRenewal {
  planCode: string;
}

/**
 * Inserts the pending renewal order of plan `input.planCode` at its monthly price (ARS), inside `tx`
 * (../orders `insertMonthRenewal`). Null when the plan or the account no longer exists.
 */
export async function insertRenewalOrder(tx: Tx, input: RenewalOrderInput): Promise<OrderRow | null> {
  const plan = await selectPlan(tx, input.planCode);
  if (!plan) return null;
  return insertMonthRenewal(tx, { kind: 'plan', planCode: plan.code, total: plan.monthlyPrice }, input);
}

/**
 * SQL of the payouts administrators record (`payouts`, ADR 0018 "Finances and moderation"). The balance
 * due is the sales module's own definition (`partnerDueSql`), never recomputed here.
 * @module
 */
import { sql } from 'drizzle-orm';
import { SALES_TIME_ZONE } from '../../../shared/constants/sales';
import type { Database } from '../../db/client';
import { queryPrepared } from '../../db/prepared';
import type { Currency } from '../../../shared/domain/currency';
import { partnerDueSql, payoutCurrencySql, type PayoutRow } from '../sales/index';

/** A payout with its partner and its day (`YYYY-MM-DD`, Buenos Aires) as recorded. */
export interface RecordedPayoutRow extends PayoutRow {
  partnerId: string | null;
  paidDay: string;
}

const payoutColumns = sql`p.id, p.partner_id as "partnerId", p.amount::text as amount,
  ${payoutCurrencySql('p')} as currency, to_json(p.paid_at)#>>'{}' as "paidAt",
  to_char(p.paid_at at time zone ${SALES_TIME_ZONE}, 'YYYY-MM-DD') as "paidDay", p.reference, p.cbu`;

/** The balance due of partner `partnerId` now in `currency`, as text (`numeric(18, 2)`). */
export async function selectDue(db: Database, partnerId: string, currency: Currency): Promise<string> {
  const [row] = await queryPrepared<{ due: string }>(
    db,
    sql`select ${partnerDueSql(sql`${partnerId}::uuid`, sql`${currency}::text`)} as due`,
  );
  return row?.due ?? '0.00';
}

/** The payout recorded with idempotency key `key`, if any. */
export async function findPayoutByKey(db: Database, key: string): Promise<RecordedPayoutRow | undefined> {
  const [row] = await queryPrepared<RecordedPayoutRow>(
    db,
    sql`select ${payoutColumns} from payouts p where p.idempotency_key = ${key}`,
  );
  return row;
}

/** Whether partner `partnerId` already has a payout with bank reference `reference`. */
export async function payoutReferenceTaken(
  db: Database,
  partnerId: string,
  reference: string,
): Promise<boolean> {
  const found = await queryPrepared<{ one: number }>(
    db,
    sql`select 1 as one from payouts where partner_id = ${partnerId}::uuid and reference = ${reference}`,
  );
  return found.length > 0;
}

/**
 * What {@link insertPayout} writes. `amount` is text with two decimals (its currency is its ledger
 * entry's, posted in the same transaction); `paidDay` a Buenos Aires day.
 */
export interface NewPayout {
  partnerId: string;
  amount: string;
  cbu: string;
  reference: string;
  paidDay: string;
  createdBy: string;
  idempotencyKey: string;
}

/**
 * Inserts a payout; `paid_at` is 00:00 of `paidDay` in Buenos Aires. Its `currency` reads null until its
 * ledger entry is posted.
 * @throws the driver's unique violation (SQLSTATE 23505) when the key or the (partner, reference) is taken
 */
export async function insertPayout(db: Database, payout: NewPayout): Promise<RecordedPayoutRow> {
  const [row] = await queryPrepared<RecordedPayoutRow>(
    db,
    sql`insert into payouts as p (partner_id, amount, cbu, reference, paid_at, created_by, idempotency_key)
        values (${payout.partnerId}::uuid, ${payout.amount}::numeric(12, 2), ${payout.cbu}, ${payout.reference},
                ${payout.paidDay}::date::timestamp at time zone ${SALES_TIME_ZONE}, ${payout.createdBy}::uuid,
                ${payout.idempotencyKey})
        returning ${payoutColumns}`,
  );
  if (!row) throw new Error('payout not returned by insert');
  return row;
}

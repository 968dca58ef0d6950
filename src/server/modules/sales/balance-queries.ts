/**
 * SQL of a partner's all-time balance (ADR 0015, ADR 0042), per currency (ADR 0053): the net of its sales
 * from the daily sums (each in its gym's currency, ./currencies), and from the ledger what it was paid
 * out and what it is still owed in each currency. Every statement runs as a named prepared statement on
 * PostgreSQL (ADR 0014).
 * @module
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Currency } from '../../../shared/domain/currency';
import type { Database } from '../../db/client';
import { queryPrepared } from '../../db/prepared';
import { currencyOfCountrySql } from './currencies';

/** A payout as read, in its currency (its ledger entry's, `payout:{id}`). */
export interface PayoutRow {
  id: string;
  amount: string;
  currency: Currency;
  paidAt: string;
  reference: string;
  cbu: string;
}

/** The currency of payout row `p` (an alias of `payouts`): its ledger entry's (ADR 0042, ADR 0053). */
export const payoutCurrencySql = (p: string): SQL =>
  sql.raw(`(select l.currency from ledger_entries e join ledger_lines l on l.entry_id = e.id
             where e.event_key = 'payout:' || ${p}.id::text limit 1)`);

/**
 * The balance still to be paid out to partner `partnerId` (a uuid expression) in `currency` (a text
 * expression), read from the ledger: what the partner's account is owed in that currency
 * (docs/architecture.md §5.1, ADR 0042), as `numeric(18, 2)` text. It equals net sales minus payouts (the
 * money model test checks it after every step). One definition for the sales figures, the payouts and
 * the administrators' lists.
 */
export const partnerDueSql = (partnerId: SQL, currency: SQL): SQL =>
  sql`(select (-coalesce(sum(l.amount), 0) / 100.0)::numeric(18, 2)::text
         from ledger_accounts a join ledger_lines l on l.account_id = a.id
        where a.code = 'partner:' || (${partnerId})::text and l.currency = ${currency})`;

/** A partner's all-time balance in one currency (decimals as text). */
export interface BalanceRow {
  currency: Currency;
  net: string;
  paidOut: string;
  due: string;
}

/**
 * Partner `partnerId`'s balance in every currency it sold or was booked in: the net of its sales (daily
 * sums), what the ledger paid out (`payout` lines of its account) and what it is owed (the negated
 * balance of its account, as {@link partnerDueSql}); in no particular order.
 */
export function selectBalances(db: Database, partnerId: string): Promise<BalanceRow[]> {
  return queryPrepared<BalanceRow>(
    db,
    sql`with net as (select ${currencyOfCountrySql(sql`g.country`)} as currency, sum(d.net) as net
                       from sales_daily d join gyms g on g.id = d.gym_id
                      where d.partner_id = ${partnerId}::uuid
                      group by 1),
             book as (select l.currency, sum(l.amount) filter (where l.role = 'payout') as paid,
                             -sum(l.amount) as due
                        from ledger_accounts a join ledger_lines l on l.account_id = a.id
                       where a.code = 'partner:' || ${partnerId}::text
                       group by l.currency)
        select coalesce(n.currency, b.currency) as currency,
               coalesce(n.net, 0)::numeric(18, 2)::text as net,
               (coalesce(b.paid, 0) / 100.0)::numeric(18, 2)::text as "paidOut",
               (coalesce(b.due, 0) / 100.0)::numeric(18, 2)::text as due
          from net n full join book b on b.currency = n.currency
         where coalesce(n.currency, b.currency) is not null`,
  );
}

/** Partner `partnerId`'s latest `limit` payouts, newest first, each in its currency. */
export function selectPayouts(db: Database, partnerId: string, limit: number): Promise<PayoutRow[]> {
  return queryPrepared<PayoutRow>(
    db,
    sql`select p.id, p.amount::text as amount, ${payoutCurrencySql('p')} as currency,
               to_json(p.paid_at)#>>'{}' as "paidAt", p.reference, p.cbu
          from payouts p where p.partner_id = ${partnerId}::uuid
         order by p.paid_at desc, p.id desc limit ${limit}`,
  );
}

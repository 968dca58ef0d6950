/**
 * Reading the ledger (docs/architecture.md §5.1, ADR 0042): the trial balance, a partner's balance and
 * a partner's month by line role. Amounts come back as integer centavos (bigint sums as text, parsed).
 * @module
 */
import { sql, type SQL } from 'drizzle-orm';
import type { LedgerAccountKind, LedgerLineRole } from '../../../shared/constants/ledger';
import type { Database } from '../../db/client';
import { queryPrepared } from '../../db/prepared';

/** One account's sums in one currency, centavos: debits ≥ 0, credits ≤ 0, balance = debits + credits. */
export interface AccountSums {
  code: string;
  kind: LedgerAccountKind;
  partnerId: string | null;
  currency: string;
  debits: number;
  credits: number;
  balance: number;
}

/** Where the trial balance is summed from: the running sums (fast), or the lines themselves (a check). */
export type TrialBalanceSource = 'balances' | 'lines';

const sumsFrom = (source: TrialBalanceSource) =>
  source === 'balances'
    ? sql`select account_id, currency, sum(debits) as debits, sum(credits) as credits
            from ledger_balances group by account_id, currency`
    : sql`select account_id, currency,
                 coalesce(sum(amount) filter (where amount > 0), 0) as debits,
                 coalesce(sum(amount) filter (where amount < 0), 0) as credits
            from ledger_lines group by account_id, currency`;

/**
 * Every account's sums per currency, in code order, and the number of entries: the trial balance. Its
 * balances sum to 0 per currency when the books are right. From `ledger_balances` by default (its cost
 * follows the number of accounts, not of entries); from the lines with `source` `lines`, which must
 * give the same answer (the daily reconciliation compares them).
 */
export async function selectTrialBalance(
  db: Database,
  source: TrialBalanceSource = 'balances',
): Promise<{ accounts: AccountSums[]; entries: number }> {
  const [sums, [count]] = await Promise.all([
    queryPrepared<Omit<AccountSums, 'debits' | 'credits' | 'balance'> & Record<'debits' | 'credits', string>>(
      db,
      sql`select a.code, a.kind, a.partner_id as "partnerId", s.currency,
                 s.debits::text as debits, s.credits::text as credits
            from (${sumsFrom(source)}) s
            join ledger_accounts a on a.id = s.account_id
           where s.debits <> 0 or s.credits <> 0
           order by a.code, s.currency`,
    ),
    queryPrepared<{ n: string }>(db, sql`select count(*)::text as n from ledger_entries`),
  ]);
  return {
    accounts: sums.map((s) => {
      const debits = Number(s.debits);
      const credits = Number(s.credits);
      return { ...s, debits, credits, balance: debits + credits };
    }),
    entries: Number(count?.n ?? 0),
  };
}

/**
 * What BuscaGym owes partner `partnerId` in `currency`, centavos (the negation of the account's
 * balance: a payable is a credit), over the lines before `before` (absent: all of them).
 */
export async function selectPartnerOwed(
  db: Database,
  partnerId: string,
  currency: string,
  before?: Date,
): Promise<number> {
  const until = before ? sql`and l.occurred_at < ${before.toISOString()}::timestamptz` : sql``;
  const [row] = await queryPrepared<{ owed: string }>(
    db,
    sql`select (-coalesce(sum(l.amount), 0))::text as owed
          from ledger_accounts a join ledger_lines l on l.account_id = a.id
         where a.code = ${`partner:${partnerId}`} and l.currency = ${currency} ${until}`,
  );
  return Number(row?.owed ?? 0);
}

/**
 * The lines of partner `partnerId`'s account in `currency` from `from` (included) to `to` (excluded),
 * summed by role, centavos as posted (signed).
 */
export async function selectPartnerMonth(
  db: Database,
  partnerId: string,
  currency: string,
  from: Date,
  to: Date,
): Promise<Map<LedgerLineRole, number>> {
  const found = await queryPrepared<{ role: LedgerLineRole; amount: string }>(
    db,
    sql`select l.role, sum(l.amount)::text as amount
          from ledger_accounts a join ledger_lines l on l.account_id = a.id
         where a.code = ${`partner:${partnerId}`} and l.currency = ${currency}
           and l.occurred_at >= ${from.toISOString()}::timestamptz and l.occurred_at < ${to.toISOString()}::timestamptz
         group by l.role`,
  );
  return new Map(found.map((r) => [r.role, Number(r.amount)]));
}

/** The currencies partner `partnerId`'s account has lines in (ISO 4217), in no particular order. */
export async function selectPartnerCurrencies(db: Database, partnerId: string): Promise<string[]> {
  const found = await queryPrepared<{ currency: string }>(
    db,
    sql`select distinct l.currency
          from ledger_accounts a join ledger_lines l on l.account_id = a.id
         where a.code = ${`partner:${partnerId}`}`,
  );
  return found.map((r) => r.currency);
}

/** Whether an entry with `eventKey` was posted (read in the caller's transaction when given one). */
export async function entryPosted(
  db: { execute(query: SQL): Promise<unknown> },
  eventKey: string,
): Promise<boolean> {
  const found = await queryPrepared<{ one: number }>(
    db,
    sql`select 1 as one from ledger_entries where event_key = ${eventKey}`,
  );
  return found.length > 0;
}

/**
 * Posting a journal entry (docs/architecture.md §5.1, ADR 0042): inside the caller's transaction —
 * the one that changes the state the entry records — so the entry and the state change commit or
 * vanish together. An entry's event key is unique: posting the same business event again writes
 * nothing and answers `false`. The database checks at commit that the lines balance (migration
 * `0044_ledger`); this module refuses an unbalanced entry before it reaches it.
 * @module
 */
import { sql } from 'drizzle-orm';
import type { LedgerEntryKind, LedgerLineRole } from '../../../shared/constants/ledger';
import { arrayParam } from '../../db/array-params';
import type { Tx } from '../../db/client';
import { queryPrepared } from '../../db/prepared';
import type { LedgerAccount } from './accounts';

/** One line: an account, a role, integer centavos (debit positive, credit negative), a currency. */
export interface PostingLine {
  account: LedgerAccount;
  role: LedgerLineRole;
  amount: number;
  currency: string;
}

/** A journal entry to post: its unique business event key, its kind, when it happened, what caused it. */
export interface Posting {
  eventKey: string;
  kind: LedgerEntryKind;
  occurredAt: Date;
  orderId?: string | null;
  refundId?: string | null;
  payoutId?: string | null;
  lines: PostingLine[];
}

/**
 * Merges the lines of one account, role and currency, and drops those that come to 0.
 * @returns the lines in first-seen order
 */
export function compactLines(lines: readonly PostingLine[]): PostingLine[] {
  const merged = new Map<string, PostingLine>();
  for (const line of lines) {
    const key = `${line.account.code}\u0000${line.role}\u0000${line.currency}`;
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, amount: seen.amount + line.amount } : { ...line });
  }
  return [...merged.values()].filter((line) => line.amount !== 0);
}

/**
 * Checks that `lines` sum to 0 in each currency and hold integer centavos.
 * @throws Error naming the entry and the currency that is off
 */
export function assertBalanced(eventKey: string, lines: readonly PostingLine[]): void {
  const sums = new Map<string, number>();
  for (const line of lines) {
    if (!Number.isSafeInteger(line.amount))
      throw new Error(`ledger ${eventKey}: ${line.amount} is not centavos`);
    sums.set(line.currency, (sums.get(line.currency) ?? 0) + line.amount);
  }
  for (const [currency, sum] of sums)
    if (sum !== 0) throw new Error(`ledger ${eventKey}: lines are off by ${sum} ${currency} centavos`);
}

/** The lines as one row set: `v(code, kind, partner_id, role, currency, amount, n)`, `n` from 1. */
const linesValues = (lines: readonly PostingLine[]) =>
  sql`select * from unnest(
        ${arrayParam(
          lines.map((l) => l.account.code),
          'text',
        )}, ${arrayParam(
          lines.map((l) => l.account.kind),
          'text',
        )}, ${arrayParam(
          lines.map((l) => l.account.partnerId),
          'uuid',
        )},
        ${arrayParam(
          lines.map((l) => l.role),
          'text',
        )}, ${arrayParam(
          lines.map((l) => l.currency),
          'text',
        )}, ${arrayParam(
          lines.map((l) => l.amount),
          'bigint',
        )}
      ) with ordinality as v(code, kind, partner_id, role, currency, amount, n)`;

/**
 * Posts `posting` in transaction `tx` (see module doc), in one statement: the accounts it names that
 * do not exist yet, the entry (unless its event key was posted before) and its lines. An account that a
 * concurrent transaction created and committed while this statement ran is not visible to it (its
 * snapshot is older), so its lines are written by a second statement; the entry's balance is checked
 * at commit, after both.
 * @returns true when written; false when this event key was posted before, or nothing moved (lines
 *   that all come to 0, a free line say)
 * @throws Error when the lines do not balance (a programming error: the transaction must roll back)
 */
export async function postEntry(tx: Tx, posting: Posting): Promise<boolean> {
  const lines = compactLines(posting.lines);
  assertBalanced(posting.eventKey, lines);
  if (lines.length === 0) return false;
  const at = sql`${posting.occurredAt.toISOString()}::timestamptz`;
  const [written] = await queryPrepared<{ entryId: string | null; lineNos: number[] }>(
    tx,
    sql`with v as (${linesValues(lines)}),
        acc as (insert into ledger_accounts (code, kind, partner_id)
                select distinct code, kind, partner_id from v
                on conflict (code) do nothing returning id, code),
        ids as (select id, code from acc
                union all select a.id, a.code from ledger_accounts a where a.code in (select code from v)),
        e as (insert into ledger_entries (event_key, kind, occurred_at, order_id, refund_id, payout_id)
              values (${posting.eventKey}, ${posting.kind}, ${at}, ${posting.orderId ?? null}::uuid,
                      ${posting.refundId ?? null}::uuid, ${posting.payoutId ?? null}::uuid)
              on conflict (event_key) do nothing returning id),
        ins as (insert into ledger_lines (entry_id, line_no, account_id, role, currency, amount, occurred_at)
                select e.id, v.n::smallint, ids.id, v.role, v.currency, v.amount, ${at}
                  from e cross join v join ids on ids.code = v.code
                returning line_no)
        select (select id::text from e) as "entryId", array(select line_no::int from ins) as "lineNos"`,
  );
  if (!written?.entryId) return false;
  if (written.lineNos.length < lines.length) {
    const done = new Set(written.lineNos);
    const missing = lines.map((line, i) => ({ line, n: i + 1 })).filter((l) => !done.has(l.n));
    await tx.execute(
      sql`insert into ledger_lines (entry_id, line_no, account_id, role, currency, amount, occurred_at)
          select ${written.entryId}::bigint, m.n::smallint, a.id, v.role, v.currency, v.amount, ${at}
            from (${linesValues(missing.map((m) => m.line))}) v
            join unnest(${arrayParam(
              missing.map((m) => m.n),
              'int',
            )}) with ordinality as m(n, k) on m.k = v.n
            join ledger_accounts a on a.code = v.code`,
    );
  }
  return true;
}

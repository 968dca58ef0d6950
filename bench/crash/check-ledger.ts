/**
 * The ledger verdict of the crash test (ADR 0042, ADR 0044; docs/architecture.md §5.1), read after the
 * reconciliation ran: every figure must be 0.
 * - `trialBalanceOff`: currencies whose ledger lines do not sum to 0;
 * - `providerBalanceOff`: centavos between what the ledger says the provider holds
 *   (`provider:{name}`) and what the fake says it holds (taken less refunded), in absolute value: a
 *   payment or refund lost or doubled on either side shows here;
 * - `unappliedHeld`: centavos still booked as unapplied (a second payment not given back);
 * - `openMismatches`: mismatches the reconciliation left open.
 * @module
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { rows } from '../../src/server/db/sql';
import type { ProviderSetup } from './providers';

/** The ledger figures of one run. */
export interface LedgerVerdict {
  entries: number;
  /** Second payments booked and given back (`unapplied_refund` entries). */
  returned: number;
  trialBalanceOff: number;
  providerBalanceOff: number;
  unappliedHeld: number;
  openMismatches: number;
}

/** The figures that must be 0. */
export const LEDGER_FAULTS = [
  'trialBalanceOff',
  'providerBalanceOff',
  'unappliedHeld',
  'openMismatches',
] as const satisfies readonly (keyof LedgerVerdict)[];

/** Reads the verdict (see module doc). */
export async function ledgerVerdict(db: Database, setup: ProviderSetup): Promise<LedgerVerdict> {
  const sums = await rows<{ currency: string; sum: string }>(
    db,
    sql`select currency, sum(amount)::text as sum from ledger_lines group by currency`,
  );
  const balance = async (code: string): Promise<number> => {
    const [row] = await rows<{ sum: string }>(
      db,
      sql`select coalesce(sum(l.amount), 0)::text as sum from ledger_lines l
            join ledger_accounts a on a.id = l.account_id where a.code = ${code}`,
    );
    return Number(row?.sum ?? 0);
  };
  const [counts] = await rows<{ entries: string; returned: string; open: string }>(
    db,
    sql`select (select count(*) from ledger_entries)::text as entries,
               (select count(*) from ledger_entries where kind = 'unapplied_refund')::text as returned,
               (select count(*) from reconciliation_mismatches where resolved_at is null)::text as open`,
  );
  const net = setup.netCentavos();
  return {
    entries: Number(counts?.entries ?? 0),
    returned: Number(counts?.returned ?? 0),
    trialBalanceOff: sums.filter((s) => s.sum !== '0').length,
    providerBalanceOff: net === null ? 0 : Math.abs((await balance(`provider:${setup.provider}`)) - net),
    unappliedHeld: Math.abs(await balance(`unapplied:${setup.provider}`)),
    openMismatches: Number(counts?.open ?? 0),
  };
}

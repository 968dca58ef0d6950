/**
 * One reconciliation run (ADR 0044; docs/architecture.md §5.1): the configured provider's movements of
 * the last `days` (and one day before, to match), our orders, refunds and ledger for them, second
 * payments given back (./second-payments), then ./compare and every new mismatch stored with what to
 * do. Runs daily (job `reconcile-providers`) and on an administrator's demand.
 * @module
 */
import {
  RECONCILIATION_GRACE_MS,
  RECONCILIATION_WINDOW_DAYS,
} from '../../../shared/constants/reconciliation';
import type { PaymentProviderName } from '../../../shared/constants/commerce';
import { mismatchActions } from '../../../shared/messages/reconciliation';
import { ProviderUnavailable } from '../payments/index';
import { compare, ordersPaidTwice, type Finding } from './compare';
import { insertMismatch, selectOrderFacts, selectRefundFacts, selectUnapplied } from './queries';
import { returnSecondPayments, type ReconciliationDeps } from './second-payments';

const DAY_MS = 86_400_000;

/** What a run did. */
export interface RunReport {
  provider: PaymentProviderName;
  from: Date;
  to: Date;
  movements: number;
  /** Mismatches new to the list (second payments included). */
  found: number;
  /** Second payments returned (or found returned) in this run. */
  returned: number;
}

/** Options of a run: its clock and how many days back it compares. */
export interface RunOptions {
  now?: Date;
  days?: number;
}

/** Drops the `paid_not_captured` findings whose payment the provider, asked one by one, does hold. */
async function confirmUncaptured(deps: ReconciliationDeps, findings: Finding[]): Promise<Finding[]> {
  const kept: Finding[] = [];
  for (const f of findings) {
    if (f.kind === 'paid_not_captured' && f.providerObjectId) {
      const state = await deps.provider.fetchPayment(f.providerObjectId);
      if (state.status === 'succeeded') continue;
    }
    kept.push(f);
  }
  return kept;
}

/**
 * Runs once (see module doc).
 * @returns what it did; a provider without a record (the demo one) compares nothing
 * @throws ProviderUnavailable when the provider cannot be reached (the job runs again the next day)
 */
export async function runReconciliation(
  deps: ReconciliationDeps,
  options: RunOptions = {},
): Promise<RunReport> {
  const { provider, db } = deps;
  const to = options.now ?? new Date();
  const from = new Date(to.getTime() - (options.days ?? RECONCILIATION_WINDOW_DAYS) * DAY_MS);
  const report: RunReport = { provider: provider.name, from, to, movements: 0, found: 0, returned: 0 };
  if (!provider.listMovements) return report;
  const movements = await provider.listMovements({ from: new Date(from.getTime() - DAY_MS), to });
  report.movements = movements.length;
  for (const orderId of ordersPaidTwice(movements))
    try {
      report.returned += (await returnSecondPayments(deps, orderId)).length;
    } catch (error) {
      // Booked, not yet refunded: the mismatch stays open and the next run (or notification) finishes it.
      if (!(error instanceof ProviderUnavailable)) throw error;
      deps.log.warn({ err: error, orderId }, 'reconciliation: a second payment could not be returned now');
    }

  const cutoff = new Date(to.getTime() - RECONCILIATION_GRACE_MS);
  const ids = (pick: (m: (typeof movements)[number]) => string | null) => [
    ...new Set(movements.map(pick).filter((id): id is string => id !== null)),
  ];
  const [orders, refunds, ledger] = await Promise.all([
    selectOrderFacts(
      db,
      provider.name,
      ids((m) => m.orderId),
      ids((m) => m.paymentId),
      from,
      cutoff,
    ),
    selectRefundFacts(
      db,
      provider.name,
      ids((m) => (m.kind === 'refund' ? m.id : null)),
      from,
      cutoff,
    ),
    selectUnapplied(db, provider.name),
  ]);
  const findings = compare({
    provider: provider.name,
    from,
    cutoff,
    movements,
    orders,
    refunds,
    unapplied: ledger.unapplied,
    unappliedReturned: ledger.returned,
  });
  for (const finding of await confirmUncaptured(deps, findings))
    if (await insertMismatch(db, provider.name, finding, mismatchActions[finding.kind])) report.found += 1;
  if (report.found > 0) deps.log.warn({ ...report }, 'reconciliation found mismatches');
  return report;
}

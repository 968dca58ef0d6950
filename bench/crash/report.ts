/**
 * The crash test's output: markdown tables of the purchase, refund, ledger and renewal phases and of
 * the kills per phase, one row per provider, and whether any figure that must be 0 is not.
 * @module
 */
import type { Verdict } from './check';
import { REFUND_FAULTS, type RefundVerdict } from './check-refunds';
import type { Outcome } from './shopper';
import { LEDGER_FAULTS, type LedgerVerdict } from './check-ledger';
import { RENEWAL_FAULTS } from './check-renewals';
import type { RenewalPhaseReport } from './renewal-phase';

/** What one provider's run measured. */
export interface RunReport {
  provider: string;
  checkouts: number;
  kills: number;
  clientOutcomes: Record<Outcome, number>;
  reconciled: { paid: number; failed: number; cancelled: number };
  verdict: Verdict;
  refundKills: number;
  /** Provider refund answers lost on purpose (./lossy). */
  lostRefundAnswers: number;
  /** Refunds the resume job settled after the phase. */
  resumed: number;
  refunds: RefundVerdict;
  /** The reconciliation runs (after the purchases, after the refunds): mismatches found, second payments returned. */
  reconciliation: { found: number; returned: number };
  ledger: LedgerVerdict;
  /** The renewal phase; null when not run (MercadoPago, or `--plan-partners 0`). */
  renewal: RenewalPhaseReport | null;
  seconds: number;
}

/** The purchase figures that must be 0. */
export const PURCHASE_FAULTS = [
  'paidWithoutSales',
  'paidWithoutPasses',
  'salesWithoutPaidOrder',
  'doubledSales',
  'receiptsNotSent',
  'receiptsMissingFromOutbox',
  'moneyWithoutOrder',
  'chargedTwice',
  'paidWithoutMoney',
] as const satisfies readonly (keyof Verdict)[];

/** The two tables (markdown). */
export function tables(reports: readonly RunReport[]): string {
  const out: string[] = [];
  out.push(
    '| provider | purchases | kills | orders by status | sales | reconciled (paid/failed/cancelled) | ' +
      PURCHASE_FAULTS.join(' | ') +
      ' |',
    '|---|---:|---:|---|---:|---|' + PURCHASE_FAULTS.map(() => '---:').join('|') + '|',
  );
  for (const r of reports)
    out.push(
      `| ${r.provider} | ${r.checkouts} | ${r.kills} | ${Object.entries(r.verdict.ordersByStatus)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')} | ${r.verdict.sales} | ` +
        `${r.reconciled.paid}/${r.reconciled.failed}/${r.reconciled.cancelled} | ` +
        `${PURCHASE_FAULTS.map((k) => r.verdict[k]).join(' | ')} |`,
    );
  out.push(
    '',
    '| provider | refund requests (200 replayed, 202 deferred, given up and asked again) | refunds | orders refunded (in full) | kills | answers lost | resumed | ' +
      REFUND_FAULTS.join(' | ') +
      ' | s |',
    '|---|---:|---:|---|---:|---:|---:|' + REFUND_FAULTS.map(() => '---:').join('|') + '|---:|',
  );
  for (const r of reports)
    out.push(
      `| ${r.provider} | ${r.refunds.requests} (${r.refunds.replayed}, ${r.refunds.deferred}, ${r.refunds.gaveUp}) | ${r.refunds.refunds} | ` +
        `${r.refunds.refundedOrders} (${r.refunds.fullyRefunded}) | ${r.refundKills} | ${r.lostRefundAnswers} | ${r.resumed} | ` +
        `${REFUND_FAULTS.map((k) => r.refunds[k]).join(' | ')} | ${r.seconds} |`,
    );
  out.push(
    '',
    '| provider | reconciliation found | second payments returned | ledger entries | ' +
      LEDGER_FAULTS.join(' | ') +
      ' |',
    '|---|---:|---:|---:|' + LEDGER_FAULTS.map(() => '---:').join('|') + '|',
  );
  for (const r of reports)
    out.push(
      `| ${r.provider} | ${r.reconciliation.found} | ${r.reconciliation.returned} | ${r.ledger.entries} | ` +
        `${LEDGER_FAULTS.map((k) => r.ledger[k]).join(' | ')} |`,
    );
  out.push('', ...renewalTable(reports));
  return out.join('\n');
}

/** `paid 3, failed 1` of a tally. */
const tallied = (counts: Record<string, number>): string =>
  Object.entries(counts)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');

/** The renewal phase's table and the kills per phase. */
function renewalTable(reports: readonly RunReport[]): string[] {
  const out = [
    '| provider | partners (declining) | rounds | plan orders by status | subscriptions | renew-plans jobs queued | rounds timed out | kills | ' +
      RENEWAL_FAULTS.join(' | ') +
      ' | s |',
    '|---|---:|---:|---|---|---:|---:|---:|' + RENEWAL_FAULTS.map(() => '---:').join('|') + '|---:|',
  ];
  for (const { provider, renewal: r } of reports)
    if (r)
      out.push(
        `| ${provider} | ${r.verdict.partners} (${r.verdict.declining}) | ${r.verdict.rounds} | ${tallied(r.verdict.planOrders)} | ` +
          `${tallied(r.verdict.subscriptions)} | ${r.jobsQueued} | ${r.timedOut} | ${r.kills} | ` +
          `${RENEWAL_FAULTS.map((k) => r.verdict[k]).join(' | ')} | ${r.seconds} |`,
      );
  out.push(
    '',
    '| provider | kills: purchases | refunds | renewals | refunds + renewals |',
    '|---|---:|---:|---:|---:|',
  );
  for (const r of reports)
    out.push(
      `| ${r.provider} | ${r.kills} | ${r.refundKills} | ${r.renewal?.kills ?? '–'} | ${r.refundKills + (r.renewal?.kills ?? 0)} |`,
    );
  const sum = (pick: (r: RunReport) => number) => reports.reduce((n, r) => n + pick(r), 0);
  out.push(
    `| all | ${sum((r) => r.kills)} | ${sum((r) => r.refundKills)} | ${sum((r) => r.renewal?.kills ?? 0)} | ` +
      `${sum((r) => r.refundKills + (r.renewal?.kills ?? 0))} |`,
  );
  return out;
}

/** Whether any report has a fault (a figure that must be 0 and is not). */
export function failed(reports: readonly RunReport[]): boolean {
  return reports.some(
    (r) =>
      PURCHASE_FAULTS.some((k) => r.verdict[k] !== 0) ||
      REFUND_FAULTS.some((k) => r.refunds[k] !== 0) ||
      LEDGER_FAULTS.some((k) => r.ledger[k] !== 0) ||
      RENEWAL_FAULTS.some((k) => (r.renewal?.verdict[k] ?? 0) !== 0),
  );
}

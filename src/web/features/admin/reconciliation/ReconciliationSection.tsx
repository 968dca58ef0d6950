/**
 * "Conciliación" (ADR 0044): the mismatches between the payment provider and BuscaGym, open first,
 * each a card with what happened, its ids, both amounts, when it was found and what to do, and the
 * "Marcar como resuelto" button while open; "Conciliar ahora" runs the reconciliation at once. Cards
 * rather than a table, so a phone (375 px) reads them without scrolling sideways; the page is in
 * the address (`?page=`).
 * @module
 */
import { isCurrency } from '../../../../shared/domain/currency';
import { useSearchParams } from 'react-router';
import type { Mismatch } from '../../../../shared/contract/reconciliation';
import { mismatchKindLabels } from '../../../../shared/messages/reconciliation';
import { reconciliationWebMessages as m } from '../../../../shared/messages/reconciliation.web';
import { ActionButton } from '../../../components/ActionButton';
import { Pagination } from '../../../components/Pagination';
import { QueryFrame } from '../../../components/QueryFrame';
import { StatusMessage } from '../../../components/StatusMessage';
import { useToast } from '../../../components/toast-context';
import { formatMoney } from '../../../lib/format';
import { formatSaleTime } from '../../../lib/format-dates';
import { SectionHead } from '../sections/SectionHead';
import { useMismatches, useResolveMismatch, useRunReconciliation } from './api';
import './reconciliation.css';

/** The section. */
export function ReconciliationSection() {
  const [search] = useSearchParams();
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const query = useMismatches(page);
  const run = useRunReconciliation();
  const toast = useToast();
  const runNow = () =>
    run.mutate(undefined, {
      onSuccess: (answer) => toast({ kind: 'success', text: m.ran(answer.found + answer.returned) }),
      onError: () => toast({ kind: 'error', text: m.runError }),
    });
  return (
    <section aria-labelledby="admin-section-title" data-testid="admin-reconciliation">
      <SectionHead section="conciliacion">
        <ActionButton
          className="button"
          label={run.isPending ? m.running : m.run}
          disabled={run.isPending}
          onClick={runNow}
        />
      </SectionHead>
      <QueryFrame query={query} loading={m.loading} errorTitle={m.error} compact>
        {(data) =>
          data.mismatches.length === 0 ? (
            <StatusMessage kind="empty" title={m.empty} />
          ) : (
            <>
              <p className="admin-lead" aria-live="polite">
                {m.open(data.open)}
              </p>
              <ul className="plain-list reconciliation-list" aria-label={m.caption}>
                {data.mismatches.map((mismatch) => (
                  <MismatchCard key={mismatch._id} mismatch={mismatch} />
                ))}
              </ul>
              <Pagination page={data.page} pages={data.pages} linkTo={(n) => `?page=${n}`} />
            </>
          )
        }
      </QueryFrame>
    </section>
  );
}

/** An amount in its currency; one a provider reports in a currency BuscaGym does not sell in, with its code. */
const amount = (value: Mismatch['ours'], currency: string): string => {
  if (!value) return m.none;
  return isCurrency(currency) ? formatMoney(value, currency) : `${value.$numberDecimal} ${currency}`;
};

/** One mismatch. */
function MismatchCard({ mismatch }: { mismatch: Mismatch }) {
  const resolve = useResolveMismatch();
  const toast = useToast();
  const titleId = `mismatch-${mismatch._id}`;
  const label = mismatchKindLabels[mismatch.kind];
  const state =
    mismatch.resolvedAt === null
      ? m.openState
      : (mismatch.resolution === 'auto' ? m.resolvedAuto : m.resolvedAdmin)(
          formatSaleTime(mismatch.resolvedAt),
        );
  return (
    <li>
      <article
        className={`panel admin-card reconciliation-card${mismatch.resolvedAt ? ' reconciliation-card--resolved' : ''}`}
        aria-labelledby={titleId}
        data-testid="mismatch"
      >
        <h3 id={titleId}>{label}</h3>
        <dl className="reconciliation-facts">
          <dt>{m.provider}</dt>
          <dd>{m.providers[mismatch.provider]}</dd>
          <dt>{m.ids}</dt>
          <dd>
            {mismatch.orderId && <span className="reconciliation-id">{m.order(mismatch.orderId)}</span>}
            {mismatch.providerObjectId && (
              <span className="reconciliation-id">{m.providerObject(mismatch.providerObjectId)}</span>
            )}
          </dd>
          <dt>{m.ours}</dt>
          <dd>{amount(mismatch.ours, mismatch.currency)}</dd>
          <dt>{m.theirs}</dt>
          <dd>{amount(mismatch.theirs, mismatch.currency)}</dd>
          <dt>{m.foundAt}</dt>
          <dd>{formatSaleTime(mismatch.foundAt)}</dd>
          <dt>{m.state}</dt>
          <dd>{state}</dd>
        </dl>
        <p className="reconciliation-action">
          <strong>{m.whatToDo}:</strong> {mismatch.action}
        </p>
        {mismatch.resolvedAt === null && (
          <ActionButton
            className="button button--secondary"
            label={resolve.isPending ? m.resolving : m.resolve}
            ariaLabel={`${m.resolve}: ${label}`}
            disabled={resolve.isPending}
            onClick={() =>
              resolve.mutate(mismatch._id, { onError: () => toast({ kind: 'error', text: m.resolveError }) })
            }
          />
        )}
      </article>
    </li>
  );
}

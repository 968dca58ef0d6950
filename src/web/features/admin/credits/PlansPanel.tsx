/**
 * The credit plans of Pase BuscaGym for administrators (ADR 0045 "Data"): every plan, inactive ones too
 * (`GET /api/admin/credit-plans`), with "Crear plan" and an "Editar" per plan (./PlanDialog). A plan is
 * never deleted, only made inactive.
 * @module
 */
import { useState } from 'react';
import type { CreditPlan } from '../../../../shared/contract/credits';
import { adminCreditPlanMessages as m } from '../../../../shared/messages/credits-admin.web';
import { QueryFrame } from '../../../components/QueryFrame';
import { StatusMessage } from '../../../components/StatusMessage';
import { formatMoney } from '../../../lib/format';
import { DataTable } from '../components/DataTable';
import { columnsFor } from '../components/table';
import { useAdminCreditPlans } from './api';
import { PlanDialog } from './PlanDialog';

const col = columnsFor<CreditPlan>();

function planColumns(edit: (plan: CreditPlan) => void) {
  return [
    col.accessor('name', { header: m.name, enableSorting: false, meta: { rowHeader: true } }),
    col.accessor('creditsPerMonth', {
      header: m.creditsPerMonth,
      enableSorting: false,
      meta: { numeric: true },
    }),
    col.accessor('monthlyPrice', {
      header: m.monthlyPrice,
      enableSorting: false,
      meta: { numeric: true },
      cell: (info) => formatMoney(info.getValue(), info.row.original.currency),
    }),
    col.accessor('active', {
      header: m.state,
      enableSorting: false,
      cell: (info) => (info.getValue() ? m.activeState : m.inactiveState),
    }),
    col.display({
      id: 'actions',
      header: m.actions,
      cell: (info) => (
        <button
          type="button"
          className="button button--secondary button--small"
          aria-label={m.editLabel(info.row.original.name)}
          onClick={() => edit(info.row.original)}
        >
          {m.edit}
        </button>
      ),
    }),
  ];
}

/** The plans' table and dialog. */
export function PlansPanel() {
  const plans = useAdminCreditPlans();
  // undefined: closed; null: a new plan; a plan: editing it.
  const [editing, setEditing] = useState<CreditPlan | null | undefined>(undefined);
  return (
    <section aria-labelledby="credit-plans-title">
      <div className="admin-section__head">
        <h3 id="credit-plans-title">{m.plansTitle}</h3>
        <button type="button" className="button" onClick={() => setEditing(null)}>
          {m.create}
        </button>
      </div>
      <QueryFrame query={plans} loading={m.loading} errorTitle={m.loadError} headingLevel={3}>
        {(rows) =>
          rows.length === 0 ? (
            <StatusMessage kind="empty" title={m.empty} headingLevel={3} />
          ) : (
            <DataTable
              caption={m.caption}
              columns={planColumns(setEditing)}
              rows={rows}
              rowId={(plan) => plan._id}
              testId="credit-plans-table"
            />
          )
        }
      </QueryFrame>
      {editing !== undefined && <PlanDialog plan={editing} onClose={() => setEditing(undefined)} />}
    </section>
  );
}

/**
 * Empresas (SPEC §1 "list all partners"; `GET /api/admin/allpartners`, state keys `partners`,
 * `partnersToShow`): every partner with its plan, number of gyms and balance due, searched, filtered by
 * state, sorted and paged by the server; the name opens the detail, where payouts are recorded.
 * @module
 */
import { useMemo } from 'react';
import { ACCOUNT_SORT_KEYS, LIVE_ACCOUNT_STATES } from '../../../../shared/constants/admin';
import type { AdminPartner } from '../../../../shared/contract/admin';
import { accountStateLabels } from '../../../../shared/messages/admin';
import {
  adminAccountMessages,
  adminAccountsMessages as m,
  adminShellMessages,
  adminTableMessages as t,
} from '../../../../shared/messages/admin.web';
import { formatMoney } from '../../../lib/format';
import { usePartners } from '../api';
import { DataTable } from '../components/DataTable';
import { DetailLink } from '../components/DetailLink';
import { ListSearch } from '../components/ListSearch';
import { ListView } from '../components/ListView';
import { StateBadge } from '../components/StateBadge';
import { columnsFor } from '../components/table';
import { formatInstant } from '../format';
import { defineList } from '../list-state';
import type { AdminPaths } from '../paths';
import { useListState } from '../use-list-state';
import { SectionHead } from './SectionHead';
import { PlanName } from '../components/PlanName';

const spec = defineList({
  sortKeys: ACCOUNT_SORT_KEYS,
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  filters: { state: LIVE_ACCOUNT_STATES },
});

const stateOptions = LIVE_ACCOUNT_STATES.map((value) => ({ value, label: accountStateLabels[value] }));

const col = columnsFor<AdminPartner>();

function partnerColumns(paths: AdminPaths) {
  return [
    col.accessor('name', {
      header: m.name,
      meta: { rowHeader: true },
      cell: (info) => {
        const row = info.row.original;
        const name = row.name ?? adminAccountMessages.deletedTitle;
        return (
          <DetailLink to={paths.account(row._id, 'empresas')} label={t.viewDetail(name)}>
            {name}
          </DetailLink>
        );
      },
    }),
    col.accessor('email', { header: m.email, cell: (info) => info.getValue() ?? t.none }),
    col.accessor('plan', {
      header: m.plan,
      enableSorting: false,
      cell: (info) => <PlanName code={info.getValue()} />,
    }),
    col.accessor('gyms', { header: m.gyms, enableSorting: false, meta: { numeric: true } }),
    col.accessor('balance', {
      header: m.balance,
      enableSorting: false,
      meta: { numeric: true },
      cell: (info) => formatMoney(info.getValue()),
    }),
    col.accessor('state', {
      header: m.state,
      enableSorting: false,
      cell: (info) => <StateBadge state={info.getValue()} />,
    }),
    col.accessor('createdAt', {
      header: m.createdAt,
      sortDescFirst: true,
      cell: (info) => formatInstant(info.getValue()),
    }),
    col.accessor('lastSignInAt', {
      header: m.lastSignInAt,
      sortDescFirst: true,
      cell: (info) => {
        const value = info.getValue();
        return value ? formatInstant(value) : t.never;
      },
    }),
  ];
}

/** The Empresas section. */
export function PartnersSection({ paths }: { paths: AdminPaths }) {
  const list = useListState(spec);
  const query = usePartners(list.query);
  const columns = useMemo(() => partnerColumns(paths), [paths]);
  return (
    <section aria-labelledby="admin-section-title">
      <SectionHead section="empresas" />
      <ListSearch
        q={list.state.q}
        filters={list.state.filters}
        fields={[{ name: 'state', label: m.state, options: stateOptions, allLabel: m.allStates }]}
        onApply={list.search}
      />
      <ListView
        query={query}
        filtered={list.filtered}
        emptyText={adminShellMessages.sectionLeads.empresas}
        linkTo={list.linkTo}
      >
        {(data, busy) => (
          <DataTable
            caption={m.partnersCaption}
            columns={columns}
            rows={data.partners}
            rowId={(row) => row._id}
            sorting={list.sorting}
            onSortingChange={list.onSortingChange}
            busy={busy}
            testId="admin-partners-table"
          />
        )}
      </ListView>
    </section>
  );
}

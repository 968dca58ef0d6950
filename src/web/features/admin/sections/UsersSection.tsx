/**
 * Usuarios (SPEC §1 "list all users"; `GET /api/admin/allusers`, state keys `users`, `usersToShow`):
 * every account, searched by name or e-mail, filtered by type and state, sorted by a column header,
 * paged by the server; the name opens the account's detail.
 * @module
 */
import { useMemo } from 'react';
import { USER_TYPES } from '../../../../shared/constants/account';
import { ACCOUNT_SORT_KEYS, ACCOUNT_STATES } from '../../../../shared/constants/admin';
import type { AdminAccount } from '../../../../shared/contract/admin';
import { accountStateLabels } from '../../../../shared/messages/admin';
import { accountPageMessages } from '../../../../shared/messages/account.web';
import {
  adminAccountMessages,
  adminAccountsMessages as m,
  adminShellMessages,
  adminTableMessages as t,
} from '../../../../shared/messages/admin.web';
import { useAccounts } from '../api';
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

const spec = defineList({
  sortKeys: ACCOUNT_SORT_KEYS,
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  filters: { type: USER_TYPES, state: ACCOUNT_STATES },
});

const typeOptions = USER_TYPES.map((value) => ({ value, label: accountPageMessages.typeNames[value] }));
const stateOptions = ACCOUNT_STATES.map((value) => ({ value, label: accountStateLabels[value] }));

const col = columnsFor<AdminAccount>();

/** The account list's columns; the name links to the detail under `paths`. */
function accountColumns(paths: AdminPaths) {
  return [
    col.accessor('name', {
      header: m.name,
      meta: { rowHeader: true },
      cell: (info) => {
        const row = info.row.original;
        const name = row.name ?? adminAccountMessages.deletedTitle;
        return (
          <DetailLink to={paths.account(row._id, 'usuarios')} label={t.viewDetail(name)}>
            {name}
          </DetailLink>
        );
      },
    }),
    col.accessor('email', { header: m.email, cell: (info) => info.getValue() ?? t.none }),
    col.accessor('type', {
      header: m.type,
      enableSorting: false,
      cell: (info) => accountPageMessages.typeNames[info.getValue()],
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

/** The Usuarios section. */
export function UsersSection({ paths }: { paths: AdminPaths }) {
  const list = useListState(spec);
  const query = useAccounts(list.query);
  const columns = useMemo(() => accountColumns(paths), [paths]);
  return (
    <section aria-labelledby="admin-section-title">
      <SectionHead section="usuarios" />
      <ListSearch
        q={list.state.q}
        filters={list.state.filters}
        fields={[
          { name: 'type', label: m.type, options: typeOptions, allLabel: m.allTypes },
          { name: 'state', label: m.state, options: stateOptions, allLabel: m.allStates },
        ]}
        onApply={list.search}
      />
      <ListView
        query={query}
        filtered={list.filtered}
        emptyText={adminShellMessages.sectionLeads.usuarios}
        linkTo={list.linkTo}
      >
        {(data, busy) => (
          <DataTable
            caption={m.usersCaption}
            columns={columns}
            rows={data.users}
            rowId={(row) => row._id}
            sorting={list.sorting}
            onSortingChange={list.onSortingChange}
            busy={busy}
            testId="admin-users-table"
          />
        )}
      </ListView>
    </section>
  );
}

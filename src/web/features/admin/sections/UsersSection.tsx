/**
 * Usuarios (SPEC §1 "list all users"; `GET /api/admin/allusers`, state keys `users`, `usersToShow`):
 * every account, searched by name or e-mail, filtered by type and state, sorted by a column header,
 * paged by the server; the name opens the account's detail.
 * @module
 */
import { USER_TYPES } from '../../../../shared/constants/account';
import { ACCOUNT_SORT_KEYS, ACCOUNT_STATES } from '../../../../shared/constants/admin';
import type { AccountListResponse, AdminAccount } from '../../../../shared/contract/admin';
import { accountStateLabels } from '../../../../shared/messages/admin';
import { accountPageMessages } from '../../../../shared/messages/account.web';
import { adminAccountsMessages as m, adminShellMessages } from '../../../../shared/messages/admin.web';
import { useAccounts } from '../api/api';
import { choiceField } from '../components/ListSearch';
import { columnsFor } from '../components/table';
import { newestFirst } from '../model/list-state';
import type { AdminPaths } from '../model/paths';
import { accountColumns } from './account-columns';
import { AdminListSection } from './AdminListSection';
import { useListSection } from './use-list-section';

const spec = newestFirst(ACCOUNT_SORT_KEYS, { type: USER_TYPES, state: ACCOUNT_STATES });
/** The search's filters, with their labels in the page's language (read per render). */
const filterFields = () => [
  choiceField('type', m.type, USER_TYPES, accountPageMessages.typeNames, m.allTypes),
  choiceField('state', m.state, ACCOUNT_STATES, accountStateLabels, m.allStates),
];

const col = columnsFor<AdminAccount>();

/** The columns only the account list has (between the e-mail and the state), headers read when made. */
const ownColumns = () => [
  col.accessor('type', {
    header: m.type,
    enableSorting: false,
    cell: (info) => accountPageMessages.typeNames[info.getValue()],
  }),
];

/** The account list's columns; the name links to the detail under `paths`. */
const userColumns = (paths: AdminPaths) => accountColumns(paths, 'usuarios', ownColumns());

/** The Usuarios section. */
export function UsersSection({ paths }: { paths: AdminPaths }) {
  const table = useListSection(spec, useAccounts, userColumns, paths);
  return (
    <AdminListSection
      section="usuarios"
      {...table}
      search={{ fields: filterFields() }}
      emptyText={adminShellMessages.sectionLeads.usuarios}
      sortable
      caption={m.usersCaption}
      rows={(data: AccountListResponse) => data.users}
      testId="admin-users-table"
    />
  );
}

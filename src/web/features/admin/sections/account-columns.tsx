/**
 * The columns an account list shows around its own ones (Usuarios and Empresas): the name, which opens
 * the account's detail under the list it was opened from, and the e-mail first; the state, the creation
 * and the last sign-in last.
 * @module
 */
import type { ColumnDef } from '@tanstack/react-table';
import type { AdminAccount } from '../../../../shared/contract/admin';
import {
  adminAccountMessages,
  adminAccountsMessages as m,
  adminTableMessages as t,
} from '../../../../shared/messages/admin.web';
import { AccountLink } from '../components/DetailLink';
import { StateBadge } from '../components/StateBadge';
import { columnsFor, type AdminTableFeatures } from '../components/table';
import { formatInstant } from '../model/format';
import type { AdminPaths } from '../model/paths';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns of any value type
type Columns<T extends AdminAccount> = ColumnDef<AdminTableFeatures, T, any>[];

/** Name, e-mail, then `own`, then state, created and last sign-in, for accounts listed under `from`. */
export function accountColumns<T extends AdminAccount>(
  paths: AdminPaths,
  from: 'usuarios' | 'empresas',
  own: Columns<T>,
): Columns<T> {
  const col = columnsFor<T>();
  return [
    col.accessor((row) => row.name, {
      id: 'name',
      header: m.name,
      meta: { rowHeader: true },
      cell: (info) => {
        const row = info.row.original;
        const name = row.name ?? adminAccountMessages.deletedTitle;
        return <AccountLink to={paths.account(row._id, from)} name={name} />;
      },
    }),
    col.accessor((row) => row.email, {
      id: 'email',
      header: m.email,
      cell: (info) => info.getValue() ?? t.none,
    }),
    ...own,
    col.accessor((row) => row.state, {
      id: 'state',
      header: m.state,
      enableSorting: false,
      cell: (info) => <StateBadge state={info.getValue()} />,
    }),
    col.accessor((row) => row.createdAt, {
      id: 'createdAt',
      header: m.createdAt,
      sortDescFirst: true,
      cell: (info) => formatInstant(info.getValue()),
    }),
    col.accessor((row) => row.lastSignInAt, {
      id: 'lastSignInAt',
      header: m.lastSignInAt,
      sortDescFirst: true,
      cell: (info) => {
        const value = info.getValue();
        return value ? formatInstant(value) : t.never;
      },
    }),
  ];
}

/**
 * Empresas (SPEC §1 "list all partners"; `GET /api/admin/allpartners`, state keys `partners`,
 * `partnersToShow`): every partner with its plan, number of gyms and balance due, searched, filtered by
 * state, sorted and paged by the server; the name opens the detail, where payouts are recorded.
 * @module
 */
import { ACCOUNT_SORT_KEYS, LIVE_ACCOUNT_STATES } from '../../../../shared/constants/admin';
import type { AdminPartner, PartnerListResponse } from '../../../../shared/contract/admin';
import { accountStateLabels } from '../../../../shared/messages/admin';
import { adminAccountsMessages as m, adminShellMessages } from '../../../../shared/messages/admin.web';
import { formatMoney } from '../../../lib/format';
import { usePartners } from '../api/api';
import { choiceField } from '../components/ListSearch';
import { PlanName } from '../components/PlanName';
import { columnsFor } from '../components/table';
import { newestFirst } from '../model/list-state';
import type { AdminPaths } from '../model/paths';
import { accountColumns } from './account-columns';
import { AdminListSection } from './AdminListSection';
import { useListSection } from './use-list-section';

const spec = newestFirst(ACCOUNT_SORT_KEYS, { state: LIVE_ACCOUNT_STATES });
/** The state filter, its labels in the page's language (read per render). */
const stateField = () => choiceField('state', m.state, LIVE_ACCOUNT_STATES, accountStateLabels, m.allStates);

const col = columnsFor<AdminPartner>();

/** The columns only the partner list has (between the e-mail and the state), headers read when made. */
const ownColumns = () => [
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
    cell: (info) => formatMoney(info.getValue(), info.row.original.currency),
  }),
];

/** The partner list's columns; the name links to the detail under `paths`. */
const partnerColumns = (paths: AdminPaths) => accountColumns(paths, 'empresas', ownColumns());

/** The Empresas section. */
export function PartnersSection({ paths }: { paths: AdminPaths }) {
  const table = useListSection(spec, usePartners, partnerColumns, paths);
  return (
    <AdminListSection
      section="empresas"
      {...table}
      search={{ fields: [stateField()] }}
      emptyText={adminShellMessages.sectionLeads.empresas}
      sortable
      caption={m.partnersCaption}
      rows={(data: PartnerListResponse) => data.partners}
      testId="admin-partners-table"
    />
  );
}

/**
 * Marketing (SPEC §7 `GET /api/service/allusers`, state key "marketing users"; ADR 0018): the members
 * who opted in to news by e-mail, newest opt-in first, paged by the server, and the whole list as CSV.
 * @module
 */
import type { MarketingResponse, MarketingMember } from '../../../../shared/contract/admin';
import { adminMarketingMessages as m } from '../../../../shared/messages/admin-finance.web';
import { marketingCsvUrl, useMarketing } from '../api/api';
import { columnsFor } from '../components/table';
import { formatInstant } from '../model/format';
import { inServerOrder } from '../model/list-state';
import { useListState } from '../model/use-list-state';
import { AdminListSection } from './AdminListSection';

const spec = inServerOrder({});

const col = columnsFor<MarketingMember>();
/** The list's columns, their headers in the page's language (read per render). */
const columns = () => [
  col.accessor('name', { header: m.name, meta: { rowHeader: true } }),
  col.accessor('email', { header: m.email }),
  col.accessor('optInAt', { header: m.optInAt, cell: (info) => formatInstant(info.getValue()) }),
];

/** The Marketing section. */
export function MarketingSection() {
  const list = useListState(spec);
  const query = useMarketing(list.query);
  return (
    <AdminListSection
      section="marketing"
      list={list}
      query={query}
      actions={
        <a className="button button--secondary" href={marketingCsvUrl()} download data-testid="marketing-csv">
          {m.csv}
        </a>
      }
      filtered={false}
      emptyText={m.empty}
      caption={m.caption}
      columns={columns()}
      rows={(data: MarketingResponse) => data.users}
      testId="admin-marketing-table"
    />
  );
}

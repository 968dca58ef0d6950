/**
 * Finanzas (ADR 0018 "Finances"; state key `adminSales`): for a range of Buenos Aires days (and
 * optionally one partner, from its detail), the totals of every sale — gross, BuscaGym's commission, the
 * partners' net — and the paid plans, month by month over a year, then every sale of the range, paged by
 * the server. All figures are the server's (`GET /api/admin/sales/summary`, `/api/admin/sales`).
 * @module
 */
import { Link } from 'react-router';
import type {
  AdminSalesResponse,
  AdminSalesSummaryResponse,
} from '../../../../shared/contract/admin-finances';
import { adminFinanceMessages as m } from '../../../../shared/messages/admin-finance.web';
import { formatArs } from '../../../../shared/domain/money';
import { QueryFrame } from '../../../components/QueryFrame';
import { formatMoney } from '../../../lib/format';
import { useAdminSales, useSalesSummary } from '../api/api-finances';
import { DataTable } from '../components/DataTable';
import { AccountLink } from '../components/DetailLink';
import { RefundDialog } from '../finances/RefundDialog';
import { RefundedNote } from '../../../components/RefundedNote';
import { ListSearch } from '../components/ListSearch';
import { columnsFor } from '../components/table';
import { formatDay, formatInstant, formatMonth, sumAmounts } from '../model/format';
import { inServerOrder } from '../model/list-state';
import type { AdminPaths } from '../model/paths';
import { AdminListSection } from './AdminListSection';
import { useListSection } from './use-list-section';
import { Fact } from '../../../components/Fact';

const spec = inServerOrder({ from: 'day', to: 'day', partner: 'uuid' });

type Month = AdminSalesSummaryResponse['byMonth'][number];
const monthCol = columnsFor<Month>();

/** The month-by-month table's columns; `planByMonth` holds the paid plans' revenue of each month. */
function monthColumns(planByMonth: Map<string, Month['gross']>) {
  return [
    monthCol.accessor('month', {
      header: m.month,
      enableSorting: false,
      meta: { rowHeader: true },
      cell: (info) => formatMonth(info.getValue()),
    }),
    ...(['gross', 'commission', 'net'] as const).map((key) =>
      monthCol.accessor(key, {
        header: m[key],
        enableSorting: false,
        meta: { numeric: true },
        cell: (info) => formatMoney(info.getValue()),
      }),
    ),
    monthCol.display({
      id: 'plans',
      header: m.planRevenue,
      meta: { numeric: true },
      cell: (info) => {
        const plan = planByMonth.get(info.row.original.month);
        return plan ? formatMoney(plan) : formatArs(0);
      },
    }),
  ];
}

function Summary({ summary }: { summary: AdminSalesSummaryResponse }) {
  const plans = sumAmounts(summary.plans.map((p) => p.revenue.$numberDecimal));
  const planByMonth = new Map(summary.plans.map((p) => [p.month, p.revenue]));
  return (
    <>
      <p className="admin-lead" data-testid="admin-finance-range">
        {m.rangeShown(formatDay(summary.range.from), formatDay(summary.range.to))}
      </p>
      <dl className="admin-kpis" data-testid="admin-finance-totals">
        <Fact label={m.gross}>
          {formatMoney(summary.totals.gross)}
          <span className="admin-kpis__note">{m.salesCount(summary.totals.sales)}</span>
        </Fact>
        <Fact label={m.commission}>{formatMoney(summary.totals.commission)}</Fact>
        <Fact label={m.net}>{formatMoney(summary.totals.net)}</Fact>
        <Fact label={m.plans}>
          {formatArs(plans)}
          <span className="admin-kpis__note">{m.plansNote}</span>
        </Fact>
      </dl>
      <h3>{m.byMonth}</h3>
      <DataTable
        caption={m.byMonthCaption}
        columns={monthColumns(planByMonth)}
        rows={[...summary.byMonth].reverse()}
        rowId={(month) => month.month}
        testId="admin-finance-months"
      />
    </>
  );
}

type Sale = AdminSalesResponse['sales'][number];
const col = columnsFor<Sale>();

function saleColumns(paths: AdminPaths) {
  return [
    col.accessor('date', { header: m.date, cell: (info) => formatInstant(info.getValue()) }),
    col.accessor('reference', {
      header: m.reference,
      meta: { rowHeader: true },
      cell: (info) => (
        <>
          {info.getValue()} <RefundDialog orderId={info.row.original.orderId} reference={info.getValue()} />
        </>
      ),
    }),
    col.accessor('partner', {
      header: m.partner,
      cell: (info) => {
        const partner = info.getValue();
        if (!partner) return m.noPartner;
        return <AccountLink to={paths.account(partner._id, 'empresas')} name={partner.name} />;
      },
    }),
    col.accessor((sale) => sale.gym.name, { id: 'gym', header: m.gym }),
    col.accessor((sale) => sale.product.name, { id: 'product', header: m.product }),
    col.accessor('qty', { header: m.qty, meta: { numeric: true } }),
    col.accessor('gross', {
      header: m.gross,
      meta: { numeric: true },
      cell: (info) => (
        <>
          {formatMoney(info.getValue())}
          <RefundedNote refunded={info.row.original.refundedAmount} paid={info.getValue()} />
        </>
      ),
    }),
    col.accessor('commission', {
      header: m.commission,
      meta: { numeric: true },
      cell: (info) => formatMoney(info.getValue()),
    }),
    col.accessor('net', {
      header: m.net,
      meta: { numeric: true },
      cell: (info) => formatMoney(info.getValue()),
    }),
  ];
}

/** The Finanzas section. */
export function FinancesSection({ paths }: { paths: AdminPaths }) {
  const table = useListSection(spec, useAdminSales, saleColumns, paths);
  const { list } = table;
  const { from, to, partner } = list.state.filters;
  const summary = useSalesSummary({ from, to, partner });
  return (
    <AdminListSection
      section="finanzas"
      {...table}
      before={
        <>
          {partner && (
            <p className="form-notice">
              {m.partnerShown} <Link to={paths.section('finanzas')}>{m.allPartners}</Link>
            </p>
          )}
          <ListSearch
            filters={{ from, to }}
            fields={[
              { name: 'from', label: m.from, type: 'date' },
              { name: 'to', label: m.to, type: 'date' },
            ]}
            onApply={(_q, filters) => list.search('', { ...filters, ...(partner ? { partner } : {}) })}
          />
          <QueryFrame query={summary} loading={m.loading} errorTitle={m.error} headingLevel={3}>
            {(data) => <Summary summary={data} />}
          </QueryFrame>
          <h3>{m.salesTitle}</h3>
        </>
      }
      filtered={false}
      emptyText={m.noSales}
      caption={m.salesCaption}
      rows={(data: AdminSalesResponse) => data.sales}
      testId="admin-sales-table"
    />
  );
}

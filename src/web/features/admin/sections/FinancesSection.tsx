/**
 * Finanzas (ADR 0018 "Finances"; state key `adminSales`): for a range of Buenos Aires days (and
 * optionally one partner, from its detail), the totals of every sale — gross, BuscaGym's commission, the
 * partners' net — and the paid plans, month by month over a year, then every sale of the range, paged by
 * the server. All figures are the server's (`GET /api/admin/sales/summary`, `/api/admin/sales`), each in
 * its currency: sales of two currencies are shown apart, never added (ADR 0053).
 * @module
 */
import { Link } from 'react-router';
import type {
  AdminSalesResponse,
  AdminSalesSummaryResponse,
} from '../../../../shared/contract/admin-finances';
import type { CurrencyTrend } from '../../../../shared/contract/sales';
import type { Currency } from '../../../../shared/domain/currency';
import { currencyNames } from '../../../../shared/messages/commerce';
import { adminFinanceMessages as m } from '../../../../shared/messages/admin-finance.web';
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
type PlanMonth = AdminSalesSummaryResponse['plans'][number];
const monthCol = columnsFor<Month>();
const ZERO = { $numberDecimal: '0.00' };

/**
 * The month-by-month table's columns in `currency`; `planByMonth` holds the paid plans' revenue of each
 * month, in that currency (null: the plans are in another, their column is left out).
 */
function monthColumns(currency: Currency, planByMonth: Map<string, PlanMonth> | null) {
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
        cell: (info) => formatMoney(info.getValue(), currency),
      }),
    ),
    ...(planByMonth
      ? [
          monthCol.display({
            id: 'plans',
            header: m.planRevenue,
            meta: { numeric: true },
            cell: (info) => formatMoney(planByMonth.get(info.row.original.month)?.revenue ?? ZERO, currency),
          }),
        ]
      : []),
  ];
}

/** One currency's totals and months; the paid plans with the currency they are charged in. */
function CurrencySummary({
  trend,
  plans,
  suffix,
}: {
  trend: CurrencyTrend;
  plans: readonly PlanMonth[];
  suffix: string;
}) {
  const { currency } = trend;
  const ownPlans = plans.filter((p) => p.currency === currency);
  const planByMonth = ownPlans.length > 0 ? new Map(ownPlans.map((p) => [p.month, p])) : null;
  const plansTotal = { $numberDecimal: sumAmounts(ownPlans.map((p) => p.revenue.$numberDecimal)) };
  return (
    <>
      <dl className="admin-kpis" data-testid={`admin-finance-totals${suffix}`}>
        <Fact label={m.gross}>
          {formatMoney(trend.totals.gross, currency)}
          <span className="admin-kpis__note">{m.salesCount(trend.totals.sales)}</span>
        </Fact>
        <Fact label={m.commission}>{formatMoney(trend.totals.commission, currency)}</Fact>
        <Fact label={m.net}>{formatMoney(trend.totals.net, currency)}</Fact>
        {planByMonth && (
          <Fact label={m.plans}>
            {formatMoney(plansTotal, currency)}
            <span className="admin-kpis__note">{m.plansNote}</span>
          </Fact>
        )}
      </dl>
      <h3>{m.byMonth}</h3>
      <DataTable
        caption={m.byMonthCaption}
        columns={monthColumns(currency, planByMonth)}
        rows={[...trend.byMonth].reverse()}
        rowId={(month) => month.month}
        testId={`admin-finance-months${suffix}`}
      />
    </>
  );
}

function Summary({ summary }: { summary: AdminSalesSummaryResponse }) {
  const trends = summary.byCurrency.length > 0 ? summary.byCurrency : [summary];
  return (
    <>
      <p className="admin-lead" data-testid="admin-finance-range">
        {m.rangeShown(formatDay(summary.range.from), formatDay(summary.range.to))}
      </p>
      {trends.length === 1 && trends[0] ? (
        <CurrencySummary trend={trends[0]} plans={summary.plans} suffix="" />
      ) : (
        trends.map((trend, i) => (
          <section key={trend.currency} aria-labelledby={`admin-finance-${trend.currency}`}>
            <h3 id={`admin-finance-${trend.currency}`}>{m.inCurrency(currencyNames[trend.currency])}</h3>
            <CurrencySummary
              trend={trend}
              plans={summary.plans}
              suffix={i === 0 ? '' : `-${trend.currency.toLowerCase()}`}
            />
          </section>
        ))
      )}
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
          {formatMoney(info.getValue(), info.row.original.currency)}
          <RefundedNote
            refunded={info.row.original.refundedAmount}
            paid={info.getValue()}
            currency={info.row.original.currency}
          />
        </>
      ),
    }),
    col.accessor('commission', {
      header: m.commission,
      meta: { numeric: true },
      cell: (info) => formatMoney(info.getValue(), info.row.original.currency),
    }),
    col.accessor('net', {
      header: m.net,
      meta: { numeric: true },
      cell: (info) => formatMoney(info.getValue(), info.row.original.currency),
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

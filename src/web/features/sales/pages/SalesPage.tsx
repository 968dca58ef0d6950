/**
 * `/profile/partner/{name}/{userId}/sales` — "Mis ventas" (SPEC §1 "partner sees sales"; state key
 * `partnerSales`): filters, the period's figures, sales by month, by gym and by product (charts with
 * tables), the sales table with pages, the CSV, the monthly statement and the payouts. Partners only (an admin reads the same
 * calls from administration). Amounts of two currencies are never added (ADR 0053): a partner who sells in
 * two sees the figures and charts of each apart, its own currency first.
 * @module
 */
import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { CurrencyTrend, SalesFiguresResponse, SalesFilter } from '../../../../shared/contract/sales';
import { countryOfCurrency, formatAmount } from '../../../../shared/domain/currency';
import { fromDecimal, type Decimal } from '../../../../shared/domain/decimal';
import { currencyNames } from '../../../../shared/messages/commerce';
import { salesPageMessages as m } from '../../../../shared/messages/sales.web';
import { ToolPageHead } from '../../../components/ToolPageHead';
import { QueryFrame } from '../../../components/QueryFrame';
import { StatusMessage } from '../../../components/StatusMessage';
import { partnerOnlyPage } from '../../auth';
import { useMyGyms, partnerPaths } from '../../partners';
import { useSalesFigures, useSalesPage } from '../data/api';
import { BarChartFigure, type BarChartFigureProps } from '../components/BarChartFigure';
import { CsvButton } from '../components/CsvButton';
import { Payouts } from '../components/Payouts';
import { Statement } from '../components/Statement';
import { SalesFilters, type ProductOption } from '../components/SalesFilters';
import { SalesKpis } from '../components/SalesKpis';
import { SalesTable } from '../components/SalesTable';
import { formatMonth } from '../data/format';
import { readSalesState, writeSalesState } from '../data/url-state';
import '../../../styles/partner.css';
import '../components/sales.css';
import { formatDay } from '../../../lib/format-dates';

/** The "Mis ventas" screen. */
export const SalesPage = partnerOnlyPage(Sales);

const GROSS = 'var(--color-accent)';
const NET = '#2f6f4f';

/** A bar of the charts: its label and its gross and net amounts (units of the chart's currency). */
const bar = (label: string, amounts: { gross: Decimal; net: Decimal }) => ({
  label,
  gross: fromDecimal(amounts.gross),
  net: fromDecimal(amounts.net),
});

/** Products that sold in the figures, for the product filter. */
function productOptions(figures: SalesFiguresResponse | undefined): ProductOption[] {
  const seen = new Map<string, string>();
  for (const p of figures?.byProduct ?? [])
    if (p.product.gymServiceId) seen.set(p.product.gymServiceId, `${p.product.name} · ${p.gym.name}`);
  return [...seen].map(([value, label]) => ({ value, label }));
}

/** Every chart draws the gross and net amounts of one currency. */
const SERIES = [
  { key: 'gross', label: m.grossShort, color: GROSS },
  { key: 'net', label: m.netShort, color: NET },
];
const SALES_COLUMN = [{ key: 'sales', label: m.sales }];

/** A chart of gross and net amounts; its table adds the number of sales unless told other columns. */
function AmountChart(props: Omit<BarChartFigureProps, 'series'>) {
  return <BarChartFigure series={SERIES} extraColumns={SALES_COLUMN} {...props} />;
}

/** A breakdown of the period (by gym, by product): horizontal bars, and nothing when nothing sold. */
function BreakdownChart(props: Omit<BarChartFigureProps, 'series' | 'horizontal'>) {
  return props.rows.length > 0 ? <AmountChart horizontal {...props} /> : null;
}

/** The trends of `figures`, one per currency, its own first (one when it sells in one). */
const trendsOf = (figures: SalesFiguresResponse): CurrencyTrend[] =>
  figures.byCurrency.length > 0 ? figures.byCurrency : [figures];

/** Whether the partner has any sale or balance to show, in any currency. */
const hasFigures = (figures: SalesFiguresResponse): boolean =>
  trendsOf(figures).some((t) => t.totals.sales > 0) ||
  figures.balance.byCurrency.some((b) => b.net.$numberDecimal !== '0.00');

/** The cards and charts of one currency's `trend`; `first` carries the counts and the plain ids. */
function CurrencyFigures({
  figures,
  trend,
  first,
}: {
  figures: SalesFiguresResponse;
  trend: CurrencyTrend;
  first: boolean;
}) {
  const { currency } = trend;
  const suffix = first ? '' : `-${currency.toLowerCase()}`;
  const format = (v: number) => formatAmount(v, currency);
  const byGym = figures.byGym.filter((g) => g.currency === currency);
  const balance = figures.balance.byCurrency.find((b) => b.currency === currency);
  const months = trend.byMonth.map((b) => ({ ...bar(formatMonth(b.month), b), sales: b.sales }));
  return (
    <>
      <SalesKpis
        idSuffix={suffix}
        figures={{
          currency,
          totals: trend.totals,
          due: balance?.due ?? { $numberDecimal: '0.00' },
          counts: first ? { clients: figures.clients, activePasses: figures.activePasses } : null,
          country: countryOfCurrency(figures.balance.currency),
        }}
      />
      <div className="sales-figures">
        <AmountChart
          id={`sales-by-month${suffix}`}
          title={m.byMonth}
          lead={m.byMonthLead}
          labelHeader={m.month}
          rows={months}
          format={format}
        />
        <BreakdownChart
          id={`sales-by-gym${suffix}`}
          title={m.byGym}
          labelHeader={m.gym}
          rows={byGym.map((g) => ({ ...bar(g.gym.name, g), sales: g.sales }))}
          format={format}
        />
        <BreakdownChart
          id={`sales-by-product${suffix}`}
          title={m.byProduct}
          labelHeader={m.product}
          rows={figures.byProduct
            .filter((p) => p.currency === currency)
            .map((p) => ({
              ...bar(byGym.length > 1 ? `${p.product.name} · ${p.gym.name}` : p.product.name, p),
              units: p.units,
            }))}
          extraColumns={[{ key: 'units', label: m.units }]}
          format={format}
        />
      </div>
    </>
  );
}

function Figures({ figures }: { figures: SalesFiguresResponse }) {
  const trends = trendsOf(figures);
  if (trends.length === 1 && trends[0]) return <CurrencyFigures figures={figures} trend={trends[0]} first />;
  return (
    <>
      {trends.map((trend, i) => (
        <section
          key={trend.currency}
          className="sales-currency"
          aria-labelledby={`sales-currency-${trend.currency}`}
          data-testid={`sales-currency-${trend.currency}`}
        >
          <h2 id={`sales-currency-${trend.currency}`}>{m.inCurrency(currencyNames[trend.currency])}</h2>
          <CurrencyFigures figures={figures} trend={trend} first={i === 0} />
        </section>
      ))}
    </>
  );
}

function Sales() {
  const { name = '', userId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const { filter, page } = useMemo(() => readSalesState(params), [params]);
  const figures = useSalesFigures(userId, filter);
  const list = useSalesPage(userId, filter, page);
  const gyms = useMyGyms(userId);
  const paths = partnerPaths(name, userId);
  const apply = (next: SalesFilter) => setParams(writeSalesState(next));
  const linkTo = (p: number) => ({ search: `?${writeSalesState(filter, p).toString()}` });
  const filtered = Object.keys(filter).length > 0;

  return (
    <div className="container tool-page sales-page" data-testid="sales-page">
      <ToolPageHead title={m.title} lead={m.lead} back={m.back} backTo={paths.profile} />
      <QueryFrame query={figures} loading={m.loading} errorTitle={m.error}>
        {(data) =>
          !hasFigures(data) && !filtered ? (
            <>
              <StatusMessage kind="empty" title={m.emptyTitle} body={m.emptyBody} headingLevel={2} />
              {/* Without sales a partner may still be owed Pase BuscaGym visits (ADR 0045): the statement reads the ledger. */}
              <Statement userId={userId} />
            </>
          ) : (
            <>
              <section className="panel partner-section" aria-labelledby="sales-filters-title">
                <div className="head-row">
                  <h2 id="sales-filters-title">{m.filters}</h2>
                  <p className="sales-range" data-testid="sales-range">
                    {m.rangeShown(formatDay(data.range.from), formatDay(data.range.to))}
                  </p>
                </div>
                <SalesFilters
                  filter={filter}
                  gyms={gyms.data ?? []}
                  products={productOptions(data)}
                  onApply={apply}
                />
              </section>
              <Figures figures={data} />
              <section className="panel partner-section" aria-labelledby="sales-list-title">
                <div className="head-row">
                  <h2 id="sales-list-title">{m.list}</h2>
                  <CsvButton userId={userId} filter={filter} range={data.range} />
                </div>
                <QueryFrame query={list} loading={m.loading} errorTitle={m.error} headingLevel={3}>
                  {(sales) => <SalesTable list={sales} linkTo={linkTo} />}
                </QueryFrame>
              </section>
              <Statement userId={userId} />
              {/* The partner's own currency is its country's (ADR 0053), whose bank account it names. */}
              <Payouts payouts={data.balance.payouts} country={countryOfCurrency(data.balance.currency)} />
            </>
          )
        }
      </QueryFrame>
    </div>
  );
}

/**
 * A bar chart (recharts) with its data as a table right below it, behind a disclosure: the chart is
 * hidden from assistive technologies (`aria-hidden`, recharts' keyboard layer off) and the table is its
 * accessible alternative (WCAG 2.2 SC 1.1.1, non-text content).
 * @module
 */
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { salesPageMessages as m } from '../../../../shared/messages/sales.web';
import { numeric, TableHead } from '../../../components/TableHead';

/** A series: the row field it draws, its legend and its colour (a CSS colour). */
export interface ChartSeries {
  key: string;
  label: string;
  color: string;
}

/** Props of {@link BarChartFigure}. */
export interface BarChartFigureProps {
  id: string;
  title: string;
  lead?: string;
  /** One row per bar group: `label` and a number per series key. */
  rows: readonly ({ label: string } & Record<string, number | string>)[];
  series: readonly ChartSeries[];
  /** Formats a value for the axis, the tooltip and the table (one format: ADR 0026 §1). */
  format: (value: number) => string;
  /** Extra columns of the table only (e.g. number of sales). */
  extraColumns?: readonly { key: string; label: string }[];
  /** Header of the table's first column (what a row is: month, gym, product). */
  labelHeader: string;
  /** Bars along the vertical axis (long labels), instead of columns. */
  horizontal?: boolean;
}

/** The chart and its table. */
export function BarChartFigure({
  id,
  title,
  lead,
  rows,
  series,
  format,
  extraColumns = [],
  labelHeader,
  horizontal = false,
}: BarChartFigureProps) {
  // Room for the legend under the bars.
  const height = (horizontal ? Math.max(160, rows.length * 44 + 40) : 260) + 32;
  return (
    <figure className="panel sales-figure" aria-labelledby={`${id}-title`} data-testid={id}>
      <figcaption>
        <h2 id={`${id}-title`}>{title}</h2>
        {lead && <p className="sales-figure__lead">{lead}</p>}
      </figcaption>
      <div className="sales-figure__chart" aria-hidden="true">
        <ResponsiveContainer width="100%" height={height}>
          <BarChart
            data={[...rows]}
            layout={horizontal ? 'vertical' : 'horizontal'}
            accessibilityLayer={false}
            margin={{ top: 8, right: 8, bottom: 8, left: horizontal ? 8 : 0 }}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={!horizontal} horizontal={!horizontal} />
            {horizontal ? (
              <>
                <XAxis type="number" tickFormatter={format} tick={{ fontSize: 12 }} />
                <YAxis type="category" dataKey="label" width={120} tick={{ fontSize: 12 }} />
              </>
            ) : (
              <>
                <XAxis dataKey="label" tick={{ fontSize: 12 }} />
                <YAxis tickFormatter={format} width={76} tick={{ fontSize: 12 }} />
              </>
            )}
            <Tooltip formatter={(value) => format(Number(value))} />
            {/* Which colour is which series (the table below says it for assistive technologies). */}
            <Legend verticalAlign="bottom" height={28} wrapperStyle={{ fontSize: 14 }} />
            {series.map((s) => (
              <Bar key={s.key} dataKey={s.key} name={s.label} fill={s.color} isAnimationActive={false} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
      <details className="disclosure sales-figure__table">
        <summary>{m.showTable}</summary>
        <div className="table-scroll" role="region" aria-label={title} tabIndex={0}>
          <table className="data-table sales-table">
            <caption className="visually-hidden">{title}</caption>
            <TableHead
              columns={[labelHeader, ...[...series, ...extraColumns].map((c) => numeric(c.label))]}
            />
            <tbody>
              {rows.map((r) => (
                <tr key={r.label}>
                  <th scope="row">{r.label}</th>
                  {series.map((s) => (
                    <td key={s.key} className="num">
                      {format(Number(r[s.key]))}
                    </td>
                  ))}
                  {extraColumns.map((c) => (
                    <td key={c.key} className="num">
                      {String(r[c.key])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

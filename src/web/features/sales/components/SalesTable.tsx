/**
 * The page of sales as a table (focusable so the keyboard can scroll it sideways) and, on phones, as
 * one card per sale instead (SaleCards; sales.css picks one by the width), with links to the other
 * pages. A refunded sale says under its gross what was refunded and what is left (RefundedNote).
 * @module
 */
import type { To } from 'react-router';
import type { SalesListResponse } from '../../../../shared/contract/sales';
import { salesPageMessages as m } from '../../../../shared/messages/sales.web';
import { Pagination } from '../../../components/Pagination';
import { numeric, TableHead } from '../../../components/TableHead';
import { formatMoney } from '../../../lib/format';
import { SaleCards } from './SaleCards';
import { RefundDialog } from '../../admin';
import { RefundedNote } from '../../../components/RefundedNote';
import { formatNumber, formatSaleTime } from '../../../lib/format-dates';

/** Props of {@link SalesTable}. */
export interface SalesTableProps {
  list: SalesListResponse;
  linkTo: (page: number) => To;
}

/** The sales of `list`, newest first. */
export function SalesTable({ list, linkTo }: SalesTableProps) {
  if (list.total === 0) return <p className="sales-empty-note">{m.noSalesInRange}</p>;
  return (
    <>
      <SaleCards sales={list.sales} />
      <div className="table-scroll sales-table-wrap" role="region" aria-label={m.tableScroll} tabIndex={0}>
        <table className="data-table sales-table" data-testid="sales-table">
          <caption className="visually-hidden">{m.list}</caption>
          <TableHead
            columns={[
              m.date,
              m.reference,
              m.gym,
              m.product,
              ...[m.qty, m.grossShort, m.commissionShort, m.netShort].map(numeric),
              m.buyer,
            ]}
          />
          <tbody>
            {list.sales.map((s) => (
              <tr key={s._id}>
                <td>{formatSaleTime(s.date)}</td>
                <td className="sales-table__ref">
                  {s.reference} <RefundDialog orderId={s.orderId} reference={s.reference} />
                </td>
                <td>{s.gym.name}</td>
                <td>{s.product.name}</td>
                <td className="num">{s.qty}</td>
                <td className="num">
                  {formatMoney(s.gross, s.currency)}
                  <RefundedNote refunded={s.refundedAmount} paid={s.gross} currency={s.currency} />
                </td>
                <td className="num">
                  {formatMoney(s.commission, s.currency)}{' '}
                  <span className="sales-table__pct">({formatNumber(s.commissionPercent)} %)</span>
                </td>
                <td className="num">{formatMoney(s.net, s.currency)}</td>
                <td>{s.buyer}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={list.page} pages={list.pages} linkTo={linkTo} />
    </>
  );
}

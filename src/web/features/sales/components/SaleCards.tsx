/**
 * The page of sales as one card per sale, for phones (below 40 rem the table's nine columns do not fit:
 * sales.css shows these cards there and the table elsewhere). Each card: the product and quantity,
 * the day and time in Buenos Aires (es-AR), gross, commission with its percent, net, what refunds took
 * back of it and what is left (ADR 0027), gym, buyer and the purchase reference with the same
 * "Reembolsar" control as the table's.
 * @module
 */
import type { SalesListResponse } from '../../../../shared/contract/sales';
import { salesPageMessages as m } from '../../../../shared/messages/sales.web';
import { formatMoney } from '../../../lib/format';
import { Fact } from '../../../components/Fact';
import { RefundedNote } from '../../../components/RefundedNote';
import { RefundDialog } from '../../admin';
import { formatNumber, formatSaleTime } from '../../../lib/format-dates';

/** The cards of `sales`, newest first. */
export function SaleCards({ sales }: { sales: SalesListResponse['sales'] }) {
  return (
    <ul className="plain-list sale-cards" data-testid="sale-cards" aria-label={m.list}>
      {sales.map((s) => (
        <li key={s._id} className="sale-card" data-testid="sale-card">
          <p className="sale-card__head">
            <strong>{m.saleCardTitle(s.product.name, s.qty)}</strong>
            <span className="sale-card__date">{formatSaleTime(s.date)}</span>
          </p>
          <dl className="sale-card__figures">
            <Fact label={m.grossShort}>{formatMoney(s.gross, s.currency)}</Fact>
            <Fact label={m.commissionShort}>
              {formatMoney(s.commission, s.currency)}{' '}
              <span className="sales-table__pct">({formatNumber(s.commissionPercent)} %)</span>
            </Fact>
            <Fact label={m.netShort}>{formatMoney(s.net, s.currency)}</Fact>
          </dl>
          <RefundedNote refunded={s.refundedAmount} paid={s.gross} currency={s.currency} />
          <dl className="sale-card__facts">
            <Fact label={m.gym}>{s.gym.name}</Fact>
            <Fact label={m.buyer}>{s.buyer}</Fact>
            <Fact label={m.reference} valueClassName="sales-table__ref">
              {s.reference}
            </Fact>
          </dl>
          <div className="sale-card__actions">
            <RefundDialog orderId={s.orderId} reference={s.reference} />
          </div>
        </li>
      ))}
    </ul>
  );
}

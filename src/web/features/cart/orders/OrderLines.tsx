/**
 * The lines and total of an order (the price snapshot taken at checkout), as the server gave them, and
 * what refunds took back of it and what is left (RefundedNote; ADR 0027).
 * @module
 */
import type { Order } from '../../../../shared/contract/orders';
import { orderPageMessages as m } from '../../../../shared/messages/commerce.web';
import { formatMoney } from '../../../lib/format';
import { SummaryLines, SummaryTotal } from '../payment/PriceSummary';
import { RefundedNote } from '../../../components/RefundedNote';

/** The lines of `order` and its total. */
export function OrderLines({ order }: { order: Order }) {
  return (
    <>
      <SummaryLines
        lines={order.lines.map((line) => ({
          key: line._id,
          name: (
            <>
              {line.name}
              <span className="summary-line__gym"> · {line.gymName}</span>
              <span className="summary-line__detail">
                {m.lineQty(line.qty, formatMoney(line.unitPrice, line.currency), line.unit)}
              </span>
            </>
          ),
          amount: line.lineTotal,
        }))}
        currency={order.currency}
      />
      <SummaryTotal label={m.total} amount={order.total} currency={order.currency} testId="order-total" />
      <RefundedNote refunded={order.refundedAmount} paid={order.total} currency={order.currency} />
    </>
  );
}

/**
 * The lines and total of an order (the price snapshot taken at checkout), as the server gave them.
 * @module
 */
import type { Order } from '../../../../shared/contract/orders';
import { orderPageMessages as m } from '../../../../shared/messages';
import { formatMoney } from '../../../lib/format';

/** The lines of `order` and its total. */
export function OrderLines({ order }: { order: Order }) {
  return (
    <>
      <ul className="summary-lines">
        {order.lines.map((line) => (
          <li key={line._id} className="summary-line">
            <span className="summary-line__name">
              {line.name}
              <span className="summary-line__gym"> · {line.gymName}</span>
              <span className="summary-line__detail">
                {m.lineQty(line.qty, formatMoney(line.unitPrice), line.unit)}
              </span>
            </span>
            <span className="summary-line__amount">{formatMoney(line.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <p className="summary-total">
        <span>{m.total}</span>
        <strong data-testid="order-total">{formatMoney(order.total)}</strong>
      </p>
    </>
  );
}

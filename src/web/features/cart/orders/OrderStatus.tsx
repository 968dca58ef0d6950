/**
 * The state of an order as a labelled chip ("Pagada", "Rechazada"…).
 * @module
 */
import type { OrderStatus as Status } from '../../../../shared/contract/orders';
import { orderStatusLabels } from '../../../../shared/messages/commerce';

/** The chip of `status`. */
export function OrderStatus({ status }: { status: Status }) {
  return (
    <span className={`order-status order-status--${status}`} data-testid="order-status">
      {orderStatusLabels[status]}
    </span>
  );
}

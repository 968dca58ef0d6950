/**
 * The cart as the payment screen summarises it: each line "qty × name (gym)" with its total, and the
 * total, all as the server computed them.
 * @module
 */
import type { Cart } from '../../../../shared/contract/cart';
import { cartPageMessages, checkoutMessages as m } from '../../../../shared/messages';
import { formatMoney } from '../../../lib/format';

/** The summary of `cart`. */
export function CartSummary({ cart }: { cart: Cart }) {
  return (
    <section className="checkout-card" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">{m.summary}</h2>
      <ul className="summary-lines">
        {cart.items.map((line) => (
          <li key={line.id} className="summary-line">
            <span className="summary-line__name">
              {line.qty} × {line.product?.name ?? cartPageMessages.unknownProduct}
              {line.product && <span className="summary-line__gym"> · {line.product.gymName}</span>}
            </span>
            <span className="summary-line__amount">{formatMoney(line.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <p className="summary-total">
        <span>{cartPageMessages.total}</span>
        <strong data-testid="checkout-total">{formatMoney(cart.total)}</strong>
      </p>
    </section>
  );
}

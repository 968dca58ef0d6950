/**
 * The cart as the payment screen summarises it: each line "qty × name (gym)" with its total, and the
 * total, all as the server computed them.
 * @module
 */
import type { Cart } from '../../../../shared/contract/cart';
import { cartPageMessages, checkoutMessages as m } from '../../../../shared/messages';
import { SummaryLines, SummaryTotal } from '../payment/PriceSummary';
import { TitledSection } from '../../../components/TitledSection';

/** The summary of `cart`. */
export function CartSummary({ cart }: { cart: Cart }) {
  return (
    <TitledSection titleId="checkout-summary-title" title={m.summary} className="checkout-card">
      <SummaryLines
        lines={cart.items.map((line) => ({
          key: line.id,
          name: (
            <>
              {line.qty} × {line.product?.name ?? cartPageMessages.unknownProduct}
              {line.product && <span className="summary-line__gym"> · {line.product.gymName}</span>}
            </>
          ),
          amount: line.lineTotal,
        }))}
        currency={cart.currency}
      />
      <SummaryTotal
        label={cartPageMessages.total}
        amount={cart.total}
        currency={cart.currency}
        testId="checkout-total"
      />
    </TitledSection>
  );
}

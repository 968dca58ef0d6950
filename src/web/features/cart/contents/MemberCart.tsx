/**
 * The member's cart as the server prices it: review banner, lines with the SPEC §4 stepper, units,
 * total, "Vaciar carrito" and "Pagar" (to `/stripe`). Every change is the server's answer (no
 * optimistic maths); its result is announced politely, and when a line leaves, focus goes to the
 * list heading.
 * @module
 */
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Cart, CartAction, CartLine } from '../../../../shared/contract/cart';
import type { Currency } from '../../../../shared/domain/currency';
import { cartPageMessages as m } from '../../../../shared/messages';
import { QueryFrame } from '../../../components/QueryFrame';
import { useToast } from '../../../components/toast-context';
import { formatMoney } from '../../../lib/format';
import { useCart, useCartAction } from '../api/api';
import { unitPriceLabel } from '../model/price';
import { CartLineRow, type CartLineView } from './CartLineRow';
import { CartReviewBanner } from './CartReviewBanner';
import { ClearCartButton } from './ClearCartButton';
import { EmptyCart } from './EmptyCart';

function viewOf(line: CartLine, currency: Currency): CartLineView {
  return {
    id: line.id,
    name: line.product?.name ?? m.unknownProduct,
    gymName: line.product?.gymName ?? null,
    unitPrice:
      line.unitPrice && line.product
        ? unitPriceLabel(line.unitPrice, line.product.currency, line.product.unit)
        : null,
    qty: line.qty,
    lineTotal: formatMoney(line.lineTotal, currency),
    unavailable: line.status === 'unavailable',
  };
}

/** The signed-in member's cart. */
export function MemberCart() {
  const cart = useCart();
  const action = useCartAction();
  const toast = useToast();
  const [announcement, setAnnouncement] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);

  const change = (request: CartAction, name: string) =>
    new Promise<string | null>((resolve) =>
      action.mutate(request, {
        onSuccess: (next: Cart) => {
          const id = 'id' in request ? request.id : null;
          const qty = next.items.find((l) => l.id === id)?.qty ?? 0;
          if (request.action === 'clear') setAnnouncement(m.cleared);
          else setAnnouncement(qty === 0 ? m.removed(name) : m.qtyNow(name, qty));
          if (id !== null && qty === 0) headingRef.current?.focus();
          resolve(null);
        },
        onError: (error) => {
          toast({ kind: 'error', text: error.message });
          resolve(error.message);
        },
      }),
    );

  return (
    <>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <QueryFrame query={cart} loading={m.loading} errorTitle={m.loadError}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyCart />
          ) : (
            <>
              <CartReviewBanner cart={data} onConfirmed={setAnnouncement} />
              <section className="cart-section" aria-labelledby="cart-lines-title">
                <h2 id="cart-lines-title" ref={headingRef} tabIndex={-1} className="cart-section__title">
                  {m.linesLabel}
                </h2>
                <ul className="plain-list cart-lines">
                  {data.items.map((line) => {
                    const view = viewOf(line, data.currency);
                    return (
                      <CartLineRow
                        key={line.id}
                        line={view}
                        busy={action.isPending}
                        onIncrease={() => void change({ action: 'add', id: line.id }, view.name)}
                        onDecrease={() => void change({ action: 'remove', id: line.id }, view.name)}
                        onRemove={() => void change({ action: 'delete', id: line.id }, view.name)}
                      />
                    );
                  })}
                </ul>
              </section>
              <div className="cart-summary">
                <p className="cart-summary__count">{m.count(data.count)}</p>
                <p className="cart-summary__total">
                  <span>{m.total}</span>{' '}
                  <strong data-testid="cart-total">{formatMoney(data.total, data.currency)}</strong>
                </p>
                <div className="button-row">
                  <ClearCartButton busy={action.isPending} onClear={() => change({ action: 'clear' }, '')} />
                  {data.needsReview ? (
                    <p className="cart-summary__blocked">{m.payBlocked}</p>
                  ) : (
                    <Link className="button" to="/stripe">
                      {m.pay}
                    </Link>
                  )}
                </div>
              </div>
            </>
          )
        }
      </QueryFrame>
    </>
  );
}

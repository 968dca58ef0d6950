/**
 * A visitor's cart, kept in this browser: the lines with the price each product had when added (no
 * total: amounts are the server's to compute, once the visitor signs in and the cart is merged), the
 * SPEC §4 stepper, "Vaciar carrito", and the way to sign in to pay.
 * @module
 */
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { cartPageMessages as m } from '../../../../shared/messages';
import { unitPriceLabel } from '../model/price';
import { useVisitorCart } from '../model/use-visitor-cart';
import { visitorCart, type VisitorCart } from '../model/visitor-cart';
import { CartLineRow, type CartLineView } from './CartLineRow';
import { ClearCartButton } from './ClearCartButton';
import { EmptyCart } from './EmptyCart';

function linesOf(cart: VisitorCart): CartLineView[] {
  return cart.items.map(({ id, qty }) => {
    const seen = cart.products[id];
    return {
      id,
      name: seen?.name ?? m.unknownProduct,
      gymName: seen?.gymName ?? null,
      unitPrice: seen ? unitPriceLabel({ $numberDecimal: seen.unitPrice }, seen.currency, seen.unit) : null,
      unitPriceCaption: m.priceSeen,
      qty,
      lineTotal: null,
      unavailable: false,
    };
  });
}

/** The visitor's browser cart. */
export function VisitorCartView() {
  const cart = useVisitorCart();
  const [announcement, setAnnouncement] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const lines = linesOf(cart);

  const qtyAfter = (id: string) => visitorCart.getSnapshot().items.find((i) => i.id === id)?.qty ?? 0;
  const changed = (line: CartLineView) => {
    const qty = qtyAfter(line.id);
    setAnnouncement(qty === 0 ? m.removed(line.name) : m.qtyNow(line.name, qty));
    if (qty === 0) headingRef.current?.focus();
  };

  return (
    <>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <>
          <section className="cart-section" aria-labelledby="cart-lines-title">
            <h2 id="cart-lines-title" ref={headingRef} tabIndex={-1} className="cart-section__title">
              {m.linesLabel}
            </h2>
            <ul className="plain-list cart-lines">
              {lines.map((line) => (
                <CartLineRow
                  key={line.id}
                  line={line}
                  busy={false}
                  onIncrease={() => {
                    visitorCart.add(line.id);
                    changed(line);
                  }}
                  onDecrease={() => {
                    visitorCart.remove(line.id);
                    changed(line);
                  }}
                  onRemove={() => {
                    visitorCart.delete(line.id);
                    changed(line);
                  }}
                />
              ))}
            </ul>
          </section>
          <div className="cart-summary">
            <p>{m.visitorNote}</p>
            <div className="button-row">
              <ClearCartButton
                busy={false}
                onClear={() => {
                  visitorCart.clear();
                  setAnnouncement(m.cleared);
                  return Promise.resolve(null);
                }}
              />
              <Link className="button" to="/login">
                {m.signInToPay}
              </Link>
            </div>
          </div>
        </>
      )}
    </>
  );
}

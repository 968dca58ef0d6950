/**
 * One line of a cart (the member's, priced by the server, or a visitor's browser cart): product, gym,
 * unit price, a quantity stepper that follows SPEC §4 (+ adds one, − removes one, and − at 1 takes
 * the line out: its label says so), the line total when the server gave one, and "Quitar".
 * @module
 */
import { CART_MAX_QTY } from '../../../../shared/constants/commerce';
import { cartPageMessages as m } from '../../../../shared/messages';

/** What a line shows, whatever cart it comes from. */
export interface CartLineView {
  id: string;
  name: string;
  gymName: string | null;
  /** The unit price with its unit, e.g. "$ 4.000 / clase" (null when no longer for sale). */
  unitPrice: string | null;
  /** A caption for the unit price (a visitor sees the price as it was when added). */
  unitPriceCaption?: string;
  qty: number;
  /** The line total from the server, formatted (none for a visitor's cart). */
  lineTotal: string | null;
  unavailable: boolean;
}

/** Props of {@link CartLineRow}. */
export interface CartLineRowProps {
  line: CartLineView;
  /** True while a change of this cart is on its way: the buttons wait. */
  busy: boolean;
  onIncrease: () => void;
  onDecrease: () => void;
  onRemove: () => void;
}

/** A figure of the line whose caption only assistive technologies read ("Cantidad: 2"). */
function Captioned({
  as: Tag,
  className,
  testId,
  caption,
  value,
}: {
  as: 'span' | 'p';
  className: string;
  testId: string;
  caption: string;
  value: string | number;
}) {
  return (
    <Tag className={className} data-testid={testId}>
      <span className="visually-hidden">{caption}: </span>
      {value}
    </Tag>
  );
}

/** A cart line as a list item. */
export function CartLineRow({ line, busy, onIncrease, onDecrease, onRemove }: CartLineRowProps) {
  const nameId = `cart-line-${line.id}`;
  return (
    <li className="cart-line" data-testid="cart-line" data-product-id={line.id} aria-labelledby={nameId}>
      <div className="cart-line__info">
        <h3 className="cart-line__name" id={nameId}>
          {line.name}
        </h3>
        {line.gymName && <p className="cart-line__gym">{line.gymName}</p>}
        {line.unavailable ? (
          <p className="cart-line__unavailable">{m.unavailable}</p>
        ) : (
          line.unitPrice && (
            <p className="cart-line__unit">
              <span className="visually-hidden">{line.unitPriceCaption ?? m.unitPrice}: </span>
              {line.unitPriceCaption && <span aria-hidden="true">{line.unitPriceCaption}: </span>}
              {line.unitPrice}
            </p>
          )
        )}
      </div>
      <div className="cart-line__qty" role="group" aria-label={m.qtyLabel(line.name)}>
        <button
          type="button"
          className="cart-line__step"
          aria-label={line.qty <= 1 ? m.decreaseRemoves(line.name) : m.decrease(line.name)}
          disabled={busy}
          onClick={onDecrease}
        >
          −
        </button>
        <Captioned
          as="span"
          className="cart-line__count"
          testId="line-qty"
          caption={m.qty}
          value={line.qty}
        />
        <button
          type="button"
          className="cart-line__step"
          aria-label={m.increase(line.name)}
          disabled={busy || line.unavailable || line.qty >= CART_MAX_QTY}
          onClick={onIncrease}
        >
          +
        </button>
      </div>
      {line.lineTotal !== null && (
        <Captioned
          as="p"
          className="cart-line__total"
          testId="line-total"
          caption={m.lineTotal}
          value={line.lineTotal}
        />
      )}
      <button
        type="button"
        className="button button--small button--secondary button--danger-text cart-line__remove"
        aria-label={m.removeLabel(line.name)}
        disabled={busy}
        onClick={onRemove}
      >
        {m.remove}
      </button>
    </li>
  );
}

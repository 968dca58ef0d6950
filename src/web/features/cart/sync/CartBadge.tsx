/**
 * The cart link of the top bar with the number of units: the member's server cart, or a visitor's
 * browser cart while it holds something. Partners and administrators have no cart, so no link.
 * @module
 */
import { NavLink } from 'react-router';
import { countItems } from '../../../../shared/domain/cart';
import { cartBadgeMessages as m } from '../../../../shared/messages';
import { useSession } from '../../auth';
import { useCart } from '../api/api';
import { useVisitorCart } from '../model/use-visitor-cart';

/** The cart icon (decorative). */
function CartIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM1 2v2h2l3.6 7.6-1.4 2.4A2 2 0 0 0 7 17h12v-2H7.4l1.1-2h7.5a2 2 0 0 0 1.7-1l3.6-6.5A1 1 0 0 0 20.4 4H5.2l-.9-2H1Z"
      />
    </svg>
  );
}

/** The link to `/cart` with its unit count. */
export function CartBadge() {
  const { session } = useSession();
  const visitor = useVisitorCart();
  const cart = useCart();
  if (session && session.type !== 'user') return null;
  const count = session ? cart.data?.count : countItems(visitor.items);
  if (!session && !count) return null;
  return (
    <NavLink to="/cart" className="topbar__cart" aria-label={m.label(count ?? null)} data-testid="cart-badge">
      <CartIcon />
      <span className="topbar__cart-text">{m.text}</span>
      {count !== undefined && count > 0 && (
        <span className="topbar__cart-count" aria-hidden="true">
          {count}
        </span>
      )}
    </NavLink>
  );
}

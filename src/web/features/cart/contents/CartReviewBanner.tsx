/**
 * The banner of a cart that needs review (`cart.needsReview`): each changed price ("antes $X, ahora
 * $Y"), each product no longer for sale, and "Confirmar precios nuevos" (the `confirm` action, which
 * accepts today's prices and drops what is gone). Checkout refuses the cart until then.
 * @module
 */
import type { Cart } from '../../../../shared/contract/cart';
import { cartPageMessages, cartReviewMessages as m, commerceMessages } from '../../../../shared/messages';
import { useToast } from '../../../components/toast-context';
import { formatMoney } from '../../../lib/format';
import { useCartAction } from '../api/api';
import { TitledSection } from '../../../components/TitledSection';

/** The review banner (renders nothing when the cart needs no review). */
export function CartReviewBanner({
  cart,
  onConfirmed,
}: {
  cart: Cart;
  onConfirmed?: (text: string) => void;
}) {
  const action = useCartAction();
  const toast = useToast();
  if (!cart.needsReview) return null;

  const confirm = () =>
    action.mutate(
      { action: 'confirm' },
      {
        onSuccess: () => {
          toast({ kind: 'success', text: m.confirmed });
          onConfirmed?.(m.confirmed);
        },
        onError: (error) => toast({ kind: 'error', text: error.message }),
      },
    );

  return (
    <TitledSection
      titleId="cart-review-title"
      title={m.title}
      className="cart-review"
      data-testid="cart-review"
    >
      <p>{commerceMessages.cartNeedsReview}</p>
      <ul className="cart-review__list">
        {cart.items.map((line) => {
          const name = line.product?.name ?? cartPageMessages.unknownProduct;
          if (line.status === 'priceChanged' && line.previousUnitPrice && line.unitPrice)
            return (
              <li key={line.id}>
                {m.priceChanged(
                  name,
                  formatMoney(line.previousUnitPrice, cart.currency),
                  formatMoney(line.unitPrice, cart.currency),
                )}
              </li>
            );
          if (line.status === 'unavailable') return <li key={line.id}>{m.unavailable(name)}</li>;
          return null;
        })}
      </ul>
      <button type="button" className="button" onClick={confirm} disabled={action.isPending}>
        {action.isPending ? m.confirming : m.confirm}
      </button>
    </TitledSection>
  );
}

/**
 * "Comprar" on the gym detail: what the gym sells (name, unit price "$ 25.000 / mes", description)
 * with "Agregar al carrito". Members add to their server cart; visitors to the browser cart (merged
 * when they sign in), with an invitation to sign in; partners and administrators cannot buy and see
 * a short note instead of the buttons. Each addition is confirmed with a toast (announced politely).
 * @module
 */
import { Link } from 'react-router';
import type { Product } from '../../../../shared/contract/cart';
import { commerceMessages } from '../../../../shared/messages/commerce';
import { productMessages as m } from '../../../../shared/messages/product.web';
import { QueryFrame } from '../../../components/QueryFrame';
import { SignInInvite } from '../../../components/SignInInvite';
import { useToast } from '../../../components/toast-context';
import { useSession } from '../../auth';
import { useCartAction, useProducts } from '../api/api';
import { unitPriceLabel } from '../model/price';
import { DemoNotice } from '../payment/DemoNotice';
import { OnlinePaymentNotice } from './OnlinePaymentNotice';
import '../styles/cart.css';
import { TitledSection } from '../../../components/TitledSection';

type Buyer = 'member' | 'visitor' | 'none';

function ProductItem({
  product,
  buyer,
  busy,
  onAdd,
}: {
  product: Product;
  buyer: Buyer;
  busy: boolean;
  onAdd: (product: Product) => Promise<void>;
}) {
  const titleId = `product-${product._id}`;
  return (
    <li className="product" data-testid="product" data-product-id={product._id}>
      <div className="product__main">
        <h3 className="product__name" id={titleId}>
          {product.name}
        </h3>
        {product.description && <p className="product__description">{product.description}</p>}
      </div>
      <p className="product__price">
        <span className="visually-hidden">{m.priceLabel}: </span>
        {unitPriceLabel(product.unitPrice, product.currency, product.unit)}
      </p>
      {buyer !== 'none' && (
        <button
          type="button"
          className="button button--small product__add"
          aria-label={m.addLabel(product.name)}
          disabled={busy}
          onClick={() => void onAdd(product)}
        >
          {busy ? m.adding : m.add}
        </button>
      )}
    </li>
  );
}

/** The products of gym `gymId`. */
export function ProductSection({ gymId }: { gymId: string }) {
  const { session } = useSession();
  const products = useProducts(gymId);
  const action = useCartAction();
  const toast = useToast();
  const buyer: Buyer = !session ? 'visitor' : session.type === 'user' ? 'member' : 'none';
  const pending = action.isPending ? action.variables : undefined;
  const addingId = pending?.action === 'add' ? pending.id : null;

  const onAdd = async (product: Product) => {
    const added = () => toast({ kind: 'success', text: m.added(product.name) });
    if (buyer === 'visitor') {
      // The browser cart (and zod, which checks what it stores) loads with the first addition (ADR 0013).
      const { snapshotOf, visitorCart } = await import('../model/visitor-cart');
      const result = visitorCart.add(product._id, snapshotOf(product));
      if (result.ok) added();
      else
        toast({
          kind: 'error',
          text:
            result.reason === 'currencyMismatch'
              ? commerceMessages.currencyMismatch(result.cart, result.product)
              : commerceMessages[result.reason],
        });
      return;
    }
    action.mutate(
      { action: 'add', id: product._id },
      { onSuccess: added, onError: (error) => toast({ kind: 'error', text: error.message }) },
    );
  };

  return (
    <TitledSection
      titleId="products-title"
      title={m.title}
      className="detail-card detail-card--wide products"
    >
      <p className="products__lead">{m.lead}</p>
      {/* Above the demo notice (it waits for the public settings) and the list (it grows when it arrives): nothing on screen moves (CLS, ADR 0013). */}
      {buyer === 'visitor' && (
        <SignInInvite className="products__invite" testId="visitor-invite" texts={m.visitorInvite} />
      )}
      <DemoNotice />
      <OnlinePaymentNotice gymId={gymId} />
      {buyer === 'none' && <p className="products__note">{commerceMessages.membersOnly}</p>}
      <QueryFrame query={products} loading={m.loading} errorTitle={m.loadError} compact>
        {(list) =>
          list.length === 0 ? (
            <p>{m.empty}</p>
          ) : (
            <ul className="plain-list product-list" aria-labelledby="products-title">
              {list.map((product) => (
                <ProductItem
                  key={product._id}
                  product={product}
                  buyer={buyer}
                  busy={addingId === product._id}
                  onAdd={onAdd}
                />
              ))}
            </ul>
          )
        }
      </QueryFrame>
      {buyer !== 'none' && (
        <p className="products__cart-link">
          <Link to="/cart">{m.viewCart}</Link>
        </p>
      )}
    </TitledSection>
  );
}

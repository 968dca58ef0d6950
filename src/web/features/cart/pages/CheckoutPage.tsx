/**
 * `/stripe` (SPEC §2: the card-payment cart screen): the cart's summary, the ways to pay of its country
 * by name (ADR 0056), and its payment, by the provider of `GET /api/payments/config` — the demo card form
 * with the "Modo demostración" notice (`manual`), MercadoPago's checkout, or Stripe's Payment Element
 * (`stripe`). Empty cart: the empty state; a cart that needs
 * review: the banner, and paying waits for the confirmation. Visitors are asked to sign in; partners
 * and administrators cannot buy.
 * @module
 */
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import type { Order } from '../../../../shared/contract/orders';
import { cartPageMessages, checkoutMessages as m } from '../../../../shared/messages';
import { PageMeta } from '../../../components/PageMeta';
import { QueryFrame } from '../../../components/QueryFrame';
import { StatusMessage } from '../../../components/StatusMessage';
import { useMemberId, useSession } from '../../auth';
import { checkout, refreshAfterPayment, useCart, usePaymentConfig } from '../api/api';
import { CardPayment } from '../payment/CardPayment';
import { CartReviewBanner } from '../contents/CartReviewBanner';
import { CartSummary } from '../contents/CartSummary';
import { DemoNotice } from '../payment/DemoNotice';
import { EmptyCart } from '../contents/EmptyCart';
import { MembersOnly } from '../contents/MembersOnly';
import { PaymentMethods } from '../payment/PaymentMethods';
import '../../../styles/account.css';
import '../styles/cart.css';
import '../styles/orders.css';

/** The receipt page of a cart order. */
const orderPath = (order: Order) => `/orders/${encodeURIComponent(order._id)}`;

function MemberCheckout() {
  const config = usePaymentConfig();
  const cart = useCart();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const userId = useMemberId();
  // One confirmation: the receipt page's banner (no toast over "Te enviamos el comprobante por email").
  const onPaid = (order: Order) => void navigate(orderPath(order), { state: { paid: true } });
  // The cart (emptied when paid) and the orders are read again after any verdict.
  const onAnswer = () => void refreshAfterPayment(queryClient, userId);
  return (
    <QueryFrame query={config} loading={m.loading} errorTitle={m.configError}>
      {(payments) => (
        <QueryFrame query={cart} loading={m.loading} errorTitle={cartPageMessages.loadError}>
          {(data) =>
            data.items.length === 0 ? (
              <EmptyCart />
            ) : (
              <div className="checkout">
                <DemoNotice withDeclineHint />
                <CartReviewBanner cart={data} />
                <CartSummary cart={data} />
                <PaymentMethods currency={data.currency} provider={payments.provider} />
                <CardPayment
                  provider={payments.provider}
                  total={data.total}
                  currency={data.currency}
                  start={checkout}
                  disabled={data.needsReview}
                  onPaid={onPaid}
                  onAnswer={onAnswer}
                  returnPath={orderPath}
                />
                <p>
                  <Link to="/cart">{m.backToCart}</Link>
                </p>
              </div>
            )
          }
        </QueryFrame>
      )}
    </QueryFrame>
  );
}

/** The payment screen. */
export function CheckoutPage() {
  const { session } = useSession();
  let body;
  if (!session)
    body = (
      <StatusMessage
        kind="empty"
        headingLevel={2}
        title={m.signInTitle}
        body={m.signInBody}
        link={{ to: '/login', label: m.signIn }}
      />
    );
  else if (session.type !== 'user') body = <MembersOnly title={m.membersOnlyTitle} headingLevel={2} />;
  else body = <MemberCheckout />;
  return (
    <div className="container column-page cart-page">
      <PageMeta title={m.title} />
      <h1>{m.title}</h1>
      {body}
    </div>
  );
}

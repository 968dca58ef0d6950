/**
 * `/orders/{orderId}`: the receipt of an order and the page Stripe returns to. While a Stripe payment
 * awaits its verdict the order is read again every 2 s ("Estamos confirmando tu pago…"), for at most
 * {@link ORDER_POLL_MAX_MS}. Shows the state, reference, dates, lines, total, whether the receipt mail
 * went out, and the passes of a paid order. Right after a payment, notifications are offered (ADR 0031).
 * @module
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import type { Order } from '../../../../shared/contract/orders';
import { orderPageMessages as m } from '../../../../shared/messages';
import { PageMeta } from '../../../components/PageMeta';
import { QueryFrame } from '../../../components/QueryFrame';
import { Spinner } from '../../../components/Spinner';
import { StatusMessage } from '../../../components/StatusMessage';
import { ApiRequestError } from '../../../lib/http';
import { profilePath, accountPage, useMemberId, useSession } from '../../auth';
import { LazyPushOffer } from '../../push';
import { FormNotice } from '../../../components/Field';
import { awaitsProvider, ORDER_POLL_MAX_MS, useOrder } from '../api/api';
import { DemoNotice } from '../payment/DemoNotice';
import { MembersOnly } from '../contents/MembersOnly';
import { OrderLines } from '../orders/OrderLines';
import { OrderStatus } from '../orders/OrderStatus';
import { PassCard } from '../orders/PassCard';
import { formatDateTime } from '../model/format';
import { Fact } from '../../../components/Fact';
import '../../../styles/account.css';
import '../styles/cart.css';
import '../styles/orders.css';
import { cartKeys } from '../../../lib/query-keys';
import { TitledSection } from '../../../components/TitledSection';

/** The order screen (signed-in members). */
export const OrderPage = accountPage(OrderScreen);

function Dates({ order }: { order: Order }) {
  const dates: [string, string | null][] = [
    [m.createdAt, order.createdAt],
    [m.paidAt, order.paidAt],
    [m.failedAt, order.failedAt],
    [m.cancelledAt, order.cancelledAt],
    [m.refundedAt, order.refundedAt],
  ];
  return (
    <dl className="auto-grid order-facts">
      <Fact label={m.status}>
        <OrderStatus status={order.status} />
      </Fact>
      <Fact label={m.reference} testId="order-reference">
        {order.reference}
      </Fact>
      {dates.map(([label, iso]) =>
        iso ? (
          <Fact key={label} label={label}>
            {formatDateTime(iso)}
          </Fact>
        ) : null,
      )}
    </dl>
  );
}

function OrderDetail({ order, justPaid, timedOut }: { order: Order; justPaid: boolean; timedOut: boolean }) {
  const { session } = useSession();
  const passes = order.lines.flatMap((line) => (line.pass ? [line.pass] : []));
  const waiting = awaitsProvider(order);
  return (
    <>
      <PageMeta title={m.title(order.reference)} />
      <h1>{m.title(order.reference)}</h1>
      <div className="order-notices">
        {justPaid && order.status === 'paid' && (
          <FormNotice kind="success">
            <p>{m.paidNotice}</p>
          </FormNotice>
        )}
        {justPaid && order.status === 'paid' && <LazyPushOffer />}
        {waiting && !timedOut && (
          <div className="order-waiting" role="status">
            <Spinner />
            <p>{m.confirming}</p>
          </div>
        )}
        {waiting && timedOut && (
          <FormNotice kind="info">
            <p>{m.stillPending}</p>
          </FormNotice>
        )}
        {order.status === 'failed' && (
          <FormNotice kind="error">
            <p>{m.failedNotice}</p>
            <Link className="button button--small" to="/stripe">
              {m.tryAgain}
            </Link>
          </FormNotice>
        )}
        <DemoNotice />
      </div>
      <section className="checkout-card" aria-labelledby="order-lines-title">
        <Dates order={order} />
        <h2 id="order-lines-title">{m.lines}</h2>
        <OrderLines order={order} />
        {order.status === 'paid' && (
          <p className="order-receipt" data-testid="order-receipt">
            {order.receiptSentAt ? m.receiptSent : m.receiptPending}
          </p>
        )}
      </section>
      {passes.length > 0 && (
        <TitledSection titleId="order-passes-title" title={m.passes} className="checkout-card">
          <div className="pass-list">
            {passes.map((pass) => (
              <PassCard key={pass._id} pass={pass} headingLevel={3} />
            ))}
          </div>
        </TitledSection>
      )}
      {session && (
        <p>
          <Link to={`${profilePath(session)}#mis-compras`}>{m.myOrders}</Link>
        </p>
      )}
    </>
  );
}

function OrderScreen() {
  const { orderId = '' } = useParams();
  const { session } = useSession();
  const location = useLocation();
  const [timedOut, setTimedOut] = useState(false);
  const order = useOrder(orderId, !timedOut);
  const justPaid = (location.state as { paid?: unknown } | null)?.paid === true;
  const queryClient = useQueryClient();
  const userId = useMemberId();
  const status = order.data?.status;

  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), ORDER_POLL_MAX_MS);
    return () => clearTimeout(timer);
  }, []);

  // A paid order emptied the cart on the server (e.g. Stripe's verdict arrived while this page waited).
  useEffect(() => {
    if (status === 'paid' && userId !== '')
      void queryClient.invalidateQueries({ queryKey: cartKeys.cart(userId) });
  }, [status, userId, queryClient]);

  let body;
  if (session?.type !== 'user') body = <MembersOnly title={m.titleFallback} headingLevel={1} />;
  else if (order.error instanceof ApiRequestError && [400, 403, 404].includes(order.error.status))
    body = <StatusMessage kind="empty" headingLevel={1} title={m.notFoundTitle} body={m.notFoundBody} />;
  else
    body = (
      <QueryFrame query={order} loading={m.loading} errorTitle={m.loadError} headingLevel={1}>
        {(data) => <OrderDetail order={data} justPaid={justPaid} timedOut={timedOut} />}
      </QueryFrame>
    );
  return (
    <div className="container column-page cart-page">
      {!order.data && <PageMeta title={m.titleFallback} />}
      {body}
    </div>
  );
}

/**
 * "Mis compras" on the member profile: the member's orders, newest first and paged (`?compras=N` in
 * the address). A purchase (any order but a failed or cancelled one) shows its state, reference, date,
 * lines, total, a link to its receipt page and, when paid, the digital pass of each line with its QR
 * code. A failed or cancelled order is only an attempt: state, date and lines, no receipt. The count
 * beside the title is of purchases (`purchases` of the answer), not of attempts.
 * @module
 */
import { useRef, type ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { Order } from '../../../../shared/contract/orders';
import { myOrdersMessages as m } from '../../../../shared/messages/commerce.web';
import { Pagination } from '../../../components/Pagination';
import { OfflineNote } from '../../../components/OfflineNote';
import { QueryFrame } from '../../../components/QueryFrame';
import { HomeEmpty } from '../../auth';
import { useOrders } from '../api/api';
import { formatDateTime } from '../model/format';
import { DemoNotice } from '../payment/DemoNotice';
import { OrderLines } from './OrderLines';
import { OrderStatus } from './OrderStatus';
import { PassCard } from './PassCard';
import '../styles/cart.css';
import '../styles/orders.css';

/** The query parameter of the page of "Mis compras". */
export const ORDERS_PAGE_PARAM = 'compras';

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** Failed and cancelled orders: attempts, shown without a receipt. */
const isAttempt = (order: Order) => order.status === 'failed' || order.status === 'cancelled';

/** An order's card: its title, status and date, its lines, then what `children` add. */
function OrderShell({
  order,
  title,
  attempt = false,
  children,
}: {
  order: Order;
  title: string;
  attempt?: boolean;
  children: ReactNode;
}) {
  const titleId = `order-${order._id}`;
  return (
    <article
      className={attempt ? 'order-card order-card--attempt' : 'order-card'}
      data-testid={attempt ? 'order-attempt' : 'order-card'}
      aria-labelledby={titleId}
    >
      <header className="order-card__header">
        <h3 id={titleId} className="order-card__title">
          {title}
        </h3>
        <OrderStatus status={order.status} />
        <p className="order-card__date">{formatDateTime(order.createdAt)}</p>
      </header>
      <OrderLines order={order} />
      {children}
    </article>
  );
}

function AttemptCard({ order }: { order: Order }) {
  return (
    <OrderShell order={order} title={m.attemptTitle} attempt>
      <p className="field__hint">{m.attemptNote}</p>
    </OrderShell>
  );
}

function OrderCard({ order }: { order: Order }) {
  const passes = order.lines.flatMap((line) => (line.pass ? [line.pass] : []));
  return (
    <OrderShell order={order} title={order.reference}>
      <p>
        <Link
          to={`/orders/${encodeURIComponent(order._id)}`}
          aria-label={m.viewReceiptLabel(order.reference)}
        >
          {m.viewReceipt}
        </Link>
      </p>
      {passes.length > 0 && (
        <div className="pass-list">
          {passes.map((pass) => (
            <PassCard key={pass._id} pass={pass} />
          ))}
        </div>
      )}
    </OrderShell>
  );
}

/** The "Mis compras" section. */
export function MyOrders() {
  const [params] = useSearchParams();
  const location = useLocation();
  const page = pageOf(params.get(ORDERS_PAGE_PARAM));
  const orders = useOrders(page);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const linkTo = (target: number) => {
    const next = new URLSearchParams(params);
    if (target === 1) next.delete(ORDERS_PAGE_PARAM);
    else next.set(ORDERS_PAGE_PARAM, String(target));
    const search = next.toString();
    return { pathname: location.pathname, search: search ? `?${search}` : '', hash: '#mis-compras' };
  };

  return (
    <section
      className="panel member-card"
      id="mis-compras"
      aria-labelledby="orders-title"
      data-testid="my-orders"
    >
      <div className="head-row member-card__header">
        <h2 id="orders-title" ref={headingRef} tabIndex={-1}>
          {m.title}
        </h2>
        {orders.data && orders.data.purchases > 0 && (
          <span className="chip">{m.count(orders.data.purchases)}</span>
        )}
      </div>
      <OfflineNote updatedAt={orders.dataUpdatedAt} />
      <DemoNotice />
      <QueryFrame query={orders} loading={m.loading} errorTitle={m.loadError} compact>
        {(data) =>
          data.orders.length === 0 ? (
            <HomeEmpty title={m.emptyTitle} body={m.emptyBody} actionLabel={m.browseGyms} />
          ) : (
            <>
              <div className="order-list">
                {data.orders.map((order) =>
                  isAttempt(order) ? (
                    <AttemptCard key={order._id} order={order} />
                  ) : (
                    <OrderCard key={order._id} order={order} />
                  ),
                )}
              </div>
              <Pagination
                page={data.page}
                pages={data.pages}
                linkTo={linkTo}
                onNavigate={() => headingRef.current?.focus()}
              />
            </>
          )
        }
      </QueryFrame>
    </section>
  );
}

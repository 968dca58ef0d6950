/**
 * The member's orders ("Mis compras") and the demo payment of the `manual` provider (docs/architecture.md §3
 * "payments": paying approves at once; the documented test card declines).
 * @module
 */
import type { DemoPayBody, Order, OrdersResponse } from '../../../shared/contract/orders';
import { DEMO_DECLINE_LAST4, ORDERS_PAGE_SIZE } from '../../../shared/constants/commerce';
import { commerceMessages } from '../../../shared/messages';
import { AppError } from '../../app-error';
import type { SessionUser } from '../../plugins/session';
import { requireMember } from '../cart/index';
import type { OrdersContext } from './store/context';
import { planNamesOf } from '../plans/index';
import { DEMO_DECLINE_CODE } from '../payments/index';
import { refundSummaries } from './store/refund-summary';
import { toOrder } from './store/mappers';
import {
  findOrder,
  findOrderLines,
  findOrdersOfUser,
  findPassesOfOrders,
  setCardLast4,
  type OrderRow,
} from './store/queries';
import { settleFailed, settlePaid } from './settlement/settle';

/** Orders with their lines and passes, in wire form. */
async function withLines(ctx: OrdersContext, rows: readonly OrderRow[]): Promise<Order[]> {
  const ids = rows.map((r) => r.id);
  const [lines, passes, refunds] = await Promise.all([
    findOrderLines(ctx.db, ids),
    findPassesOfOrders(ctx.db, ids),
    refundSummaries(ctx.db, ids),
  ]);
  const now = new Date();
  const signer = await ctx.passes();
  const planNames = rows.some((r) => r.kind === 'plan') ? await planNamesOf(ctx.db) : undefined;
  return rows.map((r) => toOrder(r, lines, passes, signer, now, planNames, refunds));
}

/**
 * Order `orderId` of the session's account: a member's cart order, or a partner's plan order (ADR
 * 0017). Another account's order answers 404 like an unknown one (no hint that it exists).
 * @throws AppError FORBIDDEN for admins; NOT_FOUND otherwise
 */
async function ownOrder(ctx: OrdersContext, session: SessionUser, orderId: string): Promise<OrderRow> {
  const userId = session.type === 'partner' ? session.userId : requireMember(session);
  const order = await findOrder(ctx.db, { orderId });
  if (!order || order.userId !== userId) throw new AppError('NOT_FOUND', commerceMessages.orderNotFound);
  return order;
}

/** One of the session member's orders with its lines and passes. @throws as {@link ownOrder} */
export async function readOrder(ctx: OrdersContext, session: SessionUser, orderId: string): Promise<Order> {
  const [order] = await withLines(ctx, [await ownOrder(ctx, session, orderId)]);
  if (!order) throw new AppError('NOT_FOUND', commerceMessages.orderNotFound);
  return order;
}

/** A page of the session member's orders, newest first ({@link ORDERS_PAGE_SIZE} per page). */
export async function listOrders(
  ctx: OrdersContext,
  session: SessionUser,
  page: number,
): Promise<OrdersResponse> {
  const userId = requireMember(session);
  const { rows, total, purchases } = await findOrdersOfUser(ctx.db, userId, page, ORDERS_PAGE_SIZE);
  return {
    orders: await withLines(ctx, rows),
    total,
    purchases,
    page,
    pages: Math.max(1, Math.ceil(total / ORDERS_PAGE_SIZE)),
  };
}

/**
 * Pays a pending `manual` order: approves at once, except for the documented test card ending in
 * {@link DEMO_DECLINE_LAST4}, which declines (the order fails; the cart is kept). An order that is no
 * longer pending is answered as it is (a repeated click changes nothing).
 * @throws AppError NOT_FOUND (not the member's order), CONFLICT ({@link commerceMessages.providerMismatch})
 *   for an order of another provider
 */
export async function demoPay(
  ctx: OrdersContext,
  session: SessionUser,
  orderId: string,
  body: DemoPayBody,
): Promise<Order> {
  const order = await ownOrder(ctx, session, orderId);
  if (order.provider !== 'manual' || ctx.provider.name !== 'manual')
    throw new AppError('CONFLICT', commerceMessages.providerMismatch);
  if (order.status === 'pending') {
    const input = { orderId, source: 'demo' as const };
    // The demo provider charges the renewals of a plan or of Pase BuscaGym to this card (ADR 0017, 0045).
    if (order.kind !== 'cart') await setCardLast4(ctx.db, orderId, body.cardLast4);
    if (body.cardLast4 === DEMO_DECLINE_LAST4)
      await settleFailed(ctx, { ...input, failureCode: DEMO_DECLINE_CODE });
    else await settlePaid(ctx, input);
  }
  return readOrder(ctx, session, orderId);
}

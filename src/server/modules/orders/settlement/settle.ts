/**
 * Settling an order (docs/architecture.md §5): each state change is one transaction that locks the order row,
 * records the provider event (a redelivered event is recognised by its id and changes nothing), checks
 * the state machine (./state), and moves the order with the time of its new state. Paying an order
 * also writes, in the same transaction, its sales and passes (./fulfil), empties the member's cart and
 * queues the receipt mail in the job outbox — so a crash at any point leaves either all of it or none.
 * Callers: the demo payment, the Stripe webhook, the reconciler.
 * @module
 */
import type { OrderStatus } from '../../../../shared/contract/orders';
import { commerceMessages } from '../../../../shared/messages';
import { AppError } from '../../../app-error';
import type { Tx } from '../../../db/client';
import { QUEUES } from '../../../plugins/jobs';
import { toCentavos } from '../../../../shared/domain/money';
import { emptyCartInTransaction } from '../../cart/index';
import {
  creditsSoldPosting,
  orderPaidPosting,
  planChargePosting,
  postEntry,
  sellerCollectedPosting,
} from '../../ledger/index';
import type { PaymentProvider, PaymentState } from '../../payments/index';
import type { OrdersContext } from '../store/context';
import { collectingSeller, writePasses, writeSales } from './fulfil';
import {
  findOrderLines,
  insertOrderEvent,
  lockOrder,
  recordPaymentEvent,
  updateOrderStatus,
  type EventSource,
  type OrderKey,
  type OrderRow,
} from '../store/queries';
import { canTransition } from './state';

/** `applied`: the order moved; `duplicate`: this provider event was applied before; `notApplicable`: the order's state does not allow the move. */
export type SettleResult = 'applied' | 'duplicate' | 'notApplicable';

/** A provider event that caused a change (its id is the deduplication key). */
export interface ProviderEventRef {
  provider: PaymentProvider['name'];
  eventId: string;
  type: string;
}

/** Which order, what caused the change and (optionally) the provider event. */
export type SettleInput = ({ paymentId: string } | { orderId: string }) & {
  source: EventSource;
  event?: ProviderEventRef;
};

const keyOf = (input: SettleInput): OrderKey =>
  'paymentId' in input ? { paymentId: input.paymentId } : { orderId: input.orderId };

/**
 * Runs `apply` on the locked order when `to` is reachable, after recording the event.
 * @throws AppError NOT_FOUND ({@link commerceMessages.orderNotFound}) when no order matches
 */
async function transition(
  ctx: OrdersContext,
  input: SettleInput,
  to: Exclude<OrderStatus, 'pending'>,
  apply: (tx: Tx, order: OrderRow) => Promise<void>,
  failureCode?: string | null,
): Promise<SettleResult> {
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, keyOf(input));
    if (!order) throw new AppError('NOT_FOUND', commerceMessages.orderNotFound);
    if (input.event) {
      const fresh = await recordPaymentEvent(tx, { ...input.event, orderId: order.id });
      if (!fresh) return 'duplicate';
    }
    if (!canTransition(order.status, to)) return 'notApplicable';
    const moved = await updateOrderStatus(tx, order.id, order.status, to, failureCode);
    if (!moved) return 'notApplicable'; // unreachable under the row lock; kept as the guard's answer
    await insertOrderEvent(tx, {
      orderId: order.id,
      from: order.status,
      to,
      source: input.source,
      ...(input.event ? { providerEventId: input.event.eventId } : {}),
    });
    await apply(tx, moved);
    return 'applied';
  });
}

/** When a paid order was paid (set by the move to `paid`). */
const paidAtOf = (order: OrderRow): Date => {
  if (!order.paidAt) throw new Error(`order ${order.id} is not paid`);
  return order.paidAt;
};

/**
 * Marks an order paid (from pending, or from failed when the provider later took the money), with
 * its sales, passes, the member's cart emptied, the receipt and the owners' notice (ADR 0037) queued — all
 * in one transaction, with its ledger entry (`order:{id}:paid`, docs/architecture.md §5.1; and `order:{id}:seller` when a
 * partner's MercadoPago account collected it). An order of another kind runs instead the fulfilment its
 * module registered (../store/hooks, ADR 0043; a plan order puts its plan in force for one more month,
 * ADR 0017; a credits order adds the month's credits, ADR 0045), with the month's ledger entry.
 * @throws AppError NOT_FOUND when no order matches
 */
export async function settlePaid(ctx: OrdersContext, input: SettleInput): Promise<SettleResult> {
  const result = await transition(ctx, input, 'paid', async (tx, order) => {
    const paid = {
      id: order.id,
      provider: order.provider,
      currency: order.currency,
      paidAt: paidAtOf(order),
    };
    if (order.kind !== 'cart') {
      await ctx.fulfilments.of(order.kind).paid(tx, order);
      // `plan`: a month of a partner's plan, BuscaGym's revenue (ADR 0017); `credits`: a month of Pase
      // BuscaGym, owed to the member as credits until used or lapsed (ADR 0045).
      const total = toCentavos(order.total);
      await postEntry(
        tx,
        order.kind === 'credits' ? creditsSoldPosting(paid, total) : planChargePosting(paid, total),
      );
    } else {
      const lines = await findOrderLines(tx, [order.id]);
      const sold = await writeSales(tx, order, lines);
      await postEntry(tx, orderPaidPosting(paid, sold));
      const seller = await collectingSeller(tx, order, sold);
      const net = sold.reduce((sum, s) => sum + s.gross - s.commission, 0);
      if (seller) await postEntry(tx, sellerCollectedPosting(paid, seller, net));
      await writePasses(tx, order, lines);
      if (order.userId) await emptyCartInTransaction(tx, order.userId);
      await ctx.jobs.sendInTransaction(tx, QUEUES.ownerNotice.name, { kind: 'sale', orderId: order.id });
    }
    await ctx.jobs.sendInTransaction(tx, QUEUES.receiptMail.name, { orderId: order.id });
  });
  if (result === 'applied') ctx.log.info({ key: keyOf(input), source: input.source }, 'order paid');
  return result;
}

/**
 * Marks a pending order failed (the payment was declined); the cart is kept for another attempt. An
 * order of another kind runs its registered fulfilment's `failed` in the same transaction
 * (../store/hooks; a failed plan renewal makes the subscription past due, ADR 0017).
 * @throws AppError NOT_FOUND when no order matches
 */
export async function settleFailed(
  ctx: OrdersContext,
  input: SettleInput & { failureCode: string | null },
): Promise<SettleResult> {
  return transition(
    ctx,
    input,
    'failed',
    async (tx, order) => {
      if (order.kind !== 'cart') await ctx.fulfilments.of(order.kind).failed(tx, order);
    },
    input.failureCode,
  );
}

/**
 * Marks a pending or failed order cancelled (its cart changed, it expired, or its payment was
 * cancelled at the provider).
 * @throws AppError NOT_FOUND when no order matches
 */
export async function settleCancelled(ctx: OrdersContext, input: SettleInput): Promise<SettleResult> {
  return transition(ctx, input, 'cancelled', async () => undefined);
}

/**
 * Settles an order as its provider reports its payment: `succeeded` → paid, `failed` → failed,
 * `canceled` → cancelled; a payment still `pending` changes nothing (`ignored`). Used by the webhook
 * (with the event, for deduplication) and by the reconciler.
 * @throws AppError NOT_FOUND when no order matches
 */
export async function settleAsReported(
  ctx: OrdersContext,
  input: SettleInput,
  payment: PaymentState,
): Promise<SettleResult | 'ignored'> {
  switch (payment.status) {
    case 'succeeded':
      return settlePaid(ctx, input);
    case 'failed':
      return settleFailed(ctx, { ...input, failureCode: payment.failureCode });
    case 'canceled':
      return settleCancelled(ctx, input);
    default:
      return 'ignored';
  }
}

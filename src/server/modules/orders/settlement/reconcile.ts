/**
 * The reconciler (docs/architecture.md §5): a lost or late webhook never leaves money without an order. Every
 * minute (job `reconcile-payments`) it asks the provider about orders still pending
 * {@link RECONCILE_AFTER_MS} after checkout and settles them as the provider says; orders pending for
 * {@link PENDING_ORDER_EXPIRY_MS} are cancelled (their payment first, at the provider), and so are
 * failed orders whose payment is still open after that time. Settling is idempotent (./settle), so a
 * reconciler racing a webhook applies once.
 * @module
 */
import { PENDING_ORDER_EXPIRY_MS, RECONCILE_AFTER_MS } from '../../../../shared/constants/commerce';
import { type PaymentState, ProviderUnavailable } from '../../payments/index';
import type { OrdersContext } from '../store/context';
import { findOrdersToReconcile, type OrderRow } from '../store/queries';
import { settleAsReported, settleCancelled } from './settle';

/** Orders looked at per run. */
const BATCH = 100;

/** What one run did. */
export interface ReconcileReport {
  checked: number;
  paid: number;
  failed: number;
  cancelled: number;
  unreachable: number;
}

const KIND = { succeeded: 'paid', failed: 'failed', canceled: 'cancelled' } as const;

async function settleAs(
  ctx: OrdersContext,
  order: OrderRow,
  state: PaymentState,
): Promise<keyof ReconcileReport | null> {
  const result = await settleAsReported(ctx, { orderId: order.id, source: 'reconciler' }, state);
  return result === 'applied' && state.status !== 'pending' ? KIND[state.status] : null;
}

/**
 * One reconciliation pass at time `now`.
 * @returns counts of orders checked and settled; provider outages are counted, logged and retried next run
 */
export async function reconcilePendingOrders(ctx: OrdersContext, now = new Date()): Promise<ReconcileReport> {
  const report: ReconcileReport = { checked: 0, paid: 0, failed: 0, cancelled: 0, unreachable: 0 };
  const expiredBefore = new Date(now.getTime() - PENDING_ORDER_EXPIRY_MS);
  const candidates = await findOrdersToReconcile(
    ctx.db,
    new Date(now.getTime() - RECONCILE_AFTER_MS),
    expiredBefore,
    BATCH,
  );
  for (const order of candidates) {
    report.checked += 1;
    const expired = order.createdAt < expiredBefore;
    try {
      let outcome: keyof ReconcileReport | null = null;
      if (order.paymentId && order.provider === ctx.provider.name && ctx.provider.name !== 'manual') {
        let state = await ctx.provider.fetchPayment(order.paymentId);
        if (expired && (state.status === 'pending' || state.status === 'failed'))
          state = await ctx.provider.cancelPayment(order.paymentId);
        outcome = await settleAs(ctx, order, state);
      } else if (expired) {
        // No payment at a provider we can ask (demo orders, or none started): the attempt is abandoned.
        outcome =
          (await settleCancelled(ctx, { orderId: order.id, source: 'reconciler' })) === 'applied'
            ? 'cancelled'
            : null;
      }
      if (outcome) report[outcome] += 1;
    } catch (error) {
      if (!(error instanceof ProviderUnavailable)) throw error;
      report.unreachable += 1;
      ctx.log.warn({ err: error, orderId: order.id }, 'reconciler: payment provider unavailable');
    }
  }
  if (report.paid + report.failed + report.cancelled > 0) ctx.log.info(report, 'reconciler settled orders');
  return report;
}

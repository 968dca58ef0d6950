/**
 * The orders module's only public entry (docs/architecture.md §2, §5; ADR 0043). Its plugin holds the
 * orders context (`app.orders`: database, job queue, the payment provider the app wiring chose, the
 * pass signer and the two hooks other modules fill, ./store/hooks), the receipt mail and reconciliation
 * workers, and the routes of checkout, orders, passes and the providers' notifications. The cart,
 * subscriptions, refunds, withdrawals and payment accounts register their own routes from the app
 * wiring; they reach orders only through the names below. Needs `app.sessions`, `app.mailer` (accounts
 * plugin) and `app.jobs` (plugins/jobs), registered before it.
 * @module
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { QUEUES } from '../../plugins/jobs';
import {
  createMemberPassDoors,
  createPassSigner,
  loadPassSigningKey,
  type PassSigner,
} from '../passes/index';
import type { PaymentProvider } from '../payments/index';
import { mercadoPagoRoutes } from './mercadopago-routes';
import { stripeWebhookRoutes } from './webhook-routes';
import type { OrdersContext } from './store/context';
import { createFulfilments, createNoticeTopics, createPaidNotices } from './store/hooks';
import { deliverReceipt } from './mail/receipt';
import { reconcilePendingOrders } from './settlement/reconcile';
import { orderRoutes } from './routes';

export type { OrdersContext } from './store/context';
export type { Fulfilment, Fulfilments, NoticeHandler, NoticeTopics, OrderKind } from './store/hooks';
export { NOT_OURS } from './store/hooks';
export {
  cancelPendingInTransaction,
  cancelStalePayment,
  newOrderReference,
  openMonthOrder,
  sameMonthAttempt,
  type MonthPurchase,
  startPayment,
  type CheckoutResult,
} from './checkout';
export { insertMonthRenewal, type MonthRenewal } from './month-renewal';
export { toOrder } from './store/mappers';
export {
  findBuyer,
  findOrder,
  findOrderByIdempotencyKey,
  findOrderLines,
  findPendingOrder,
  insertOrder,
  insertOrderEvent,
  lockOrder,
  setPaymentId,
  updateOrderStatus,
  type OrderLineRow,
  type OrderRow,
} from './store/queries';
export {
  findRefundsOfOrders,
  refundSummaries,
  type RefundRow,
  type RefundSummary,
} from './store/refund-summary';
export { settleAsReported, settleFailed, type SettleResult } from './settlement/settle';
export { chargeRenewal, type RenewalOutcome } from './settlement/renewal-charge';
export {
  applyChargeNotice,
  applyPreapprovalNotice,
  findPaidPreapprovalOrders,
  type PreapprovalKind,
  type SubscriptionNotificationResult,
} from './settlement/preapproval';
export { findGymCommissions } from './settlement/fulfil';
export { reconcilePendingOrders, type ReconcileReport } from './settlement/reconcile';
export { orderMailJob } from './mail/order-mail';

/** Options of {@link ordersPlugin}. */
export interface OrdersPluginOptions {
  config: Config;
  db: Database;
  /** The payment provider in use (the app wiring builds it from the configuration, or a test gives one). */
  provider: PaymentProvider;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The order services' dependencies (scripts and tests call the reconciler with it). */
    orders: OrdersContext;
  }
}

/** Registers the orders module (see module doc). */
export const ordersPlugin = fp<OrdersPluginOptions>(
  async (app: FastifyInstance, { config, db, provider }) => {
    let signer: Promise<PassSigner> | undefined;
    const passes = (): Promise<PassSigner> => {
      signer ??= loadPassSigningKey(db, config.passSigningKey).then(createPassSigner);
      // A failed load (database down) is retried at the next use.
      signer.catch(() => {
        signer = undefined;
      });
      return signer;
    };
    const ctx: OrdersContext = {
      db,
      jobs: app.jobs,
      provider,
      passes,
      log: app.log,
      checkinRepeatWindowMs: config.checkinRepeatWindowMs,
      fulfilments: createFulfilments(),
      notices: createNoticeTopics(),
      paidNotices: createPaidNotices(),
      memberDoors: createMemberPassDoors(),
    };
    app.decorate('orders', ctx);

    app.jobs.work(QUEUES.receiptMail.name, async (data) =>
      deliverReceipt(db, app.mailer, String(data.orderId)),
    );
    app.jobs.work(QUEUES.reconcilePayments.name, async () => {
      await reconcilePendingOrders(ctx);
    });

    await app.register(orderRoutes, { prefix: '/api', ctx });
    await app.register(stripeWebhookRoutes, { prefix: '/api/payments', ctx });
    await app.register(mercadoPagoRoutes, { prefix: '/api/payments', ctx });
  },
  { name: 'buscagym-orders', fastify: '5.x', dependencies: ['buscagym-jobs'] },
);

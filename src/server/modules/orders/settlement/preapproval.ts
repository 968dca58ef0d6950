/**
 * Notifications of a monthly subscription at MercadoPago (a `preapproval`; topics
 * `subscription_preapproval` and `subscription_authorized_payment`) for any kind of month order that is
 * paid that way: a partner's plan (`plan`, ADR 0028, 11) and Pase BuscaGym (`credits`, ADR 0045). They
 * are applied through the order state machine (./settle), so the kind's fulfilment moves its subscription
 * as with Stripe. The route verified the signature; here nothing of the notification is trusted but the
 * id, which is read again at MercadoPago.
 *
 * - Preapproval `authorized` → its checkout order (payment id `mp_preapproval_<id>`) is paid: one
 *   month. `cancelled` → a checkout order not paid yet is cancelled; a paid one stays paid. When a
 *   preapproval is authorized, the account's older ones of the same kind are cancelled at MercadoPago
 *   (one subscription at a time).
 * - A monthly charge (`authorized_payment`): the first of a preapproval is the month its authorization
 *   paid (MercadoPago charges it at once), so it changes nothing more; each later one settles the order
 *   of the subscription's current period, which the kind finds or makes ({@link PreapprovalKind}) with
 *   payment id `mp_authorized_<id>`: approved → paid, rejected → failed.
 * - Each notification is recorded as a provider event `preapproval:<id>:<status>` or
 *   `authorized_payment:<id>:<status>`: a repeated one changes nothing.
 * - An object whose order is not of the kind asked is `notOurs` (the next module's handler is asked,
 *   ../store/hooks).
 * @module
 */
import { and, desc, eq, like, notLike, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client';
import { orders, paymentEvents } from '../../../db/schema-commerce';
import {
  type MercadoPagoProvider,
  MercadoPagoRefused,
  MP_AUTHORIZED_PREFIX,
  MP_PREAPPROVAL_PREFIX,
  preapprovalIdOf,
  statusOfAuthorized,
  statusOfPreapproval,
} from '../../payments/index';
import type { OrdersContext } from '../store/context';
import type { OrderKind } from '../store/hooks';
import { findOrder, findOrderByIdempotencyKey, type OrderRow } from '../store/queries';
import { settleAsReported, type SettleResult } from './settle';

/** What a subscription notification did: a settle result, or `notOurs` / `ignored` (still pending). */
export type SubscriptionNotificationResult = SettleResult | 'ignored' | 'notOurs';

/** A kind of month order paid by a MercadoPago preapproval. */
export interface PreapprovalKind {
  kind: Exclude<OrderKind, 'cart'>;
  /**
   * Inside `tx` (the caller locks what the kind needs): the key of the order that pays member or partner
   * `userId`'s current period, or null when there is no subscription to renew.
   */
  renewalKeyOf(tx: Tx, userId: string): Promise<string | null>;
  /**
   * Inserts the pending order of key `key` paid by MercadoPago's charge `paymentId`, inside `tx`.
   * Null when it cannot be made (no plan or account any more).
   */
  insertRenewal(tx: Tx, userId: string, key: string, paymentId: string): Promise<OrderRow | null>;
}

/** Null when MercadoPago does not know the object (404), the error otherwise (ProviderUnavailable). */
async function orNullIfUnknown<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof MercadoPagoRefused && error.status === 404) return null;
    throw error;
  }
}

/** Paid checkout orders of kind `kind` of `userId`'s preapprovals, newest first (at most 12). */
export function findPaidPreapprovalOrders(
  db: Database,
  userId: string,
  kind: Exclude<OrderKind, 'cart'>,
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.kind, kind),
        eq(orders.status, 'paid'),
        like(orders.paymentId, `${MP_PREAPPROVAL_PREFIX}%`),
      ),
    )
    .orderBy(desc(orders.paidAt))
    .limit(12);
}

/**
 * Applies a `subscription_preapproval` notification of preapproval `preapprovalId` for orders of
 * `kind` (see module doc).
 * @throws ProviderUnavailable when MercadoPago cannot be asked (the route answers 503; it retries)
 */
export async function applyPreapprovalNotice(
  ctx: OrdersContext,
  provider: MercadoPagoProvider,
  preapprovalId: string,
  kind: Exclude<OrderKind, 'cart'>,
): Promise<SubscriptionNotificationResult> {
  const paymentId = `${MP_PREAPPROVAL_PREFIX}${preapprovalId}`;
  const order = await findOrder(ctx.db, { paymentId });
  if (!order || order.kind !== kind || !order.userId) return 'notOurs';
  const preapproval = await orNullIfUnknown(provider.readPreapproval(preapprovalId));
  if (!preapproval || preapproval.external_reference !== order.id) return 'notOurs';
  const status = statusOfPreapproval(preapproval.status);
  const result = await settleAsReported(
    ctx,
    {
      orderId: order.id,
      source: 'webhook',
      event: {
        provider: 'mercadopago',
        eventId: `preapproval:${preapprovalId}:${preapproval.status}`,
        type: `subscription_preapproval.${preapproval.status}`,
      },
    },
    { paymentId, status, orderId: order.id, failureCode: null },
  );
  if (result === 'applied' && status === 'succeeded')
    for (const older of await findPaidPreapprovalOrders(ctx.db, order.userId, kind)) {
      const id = preapprovalIdOf(older.paymentId);
      if (id && id !== preapprovalId) await provider.cancelPreapproval(id);
    }
  return result;
}

/** Whether a charge other than `chargeId` was applied to checkout order `orderId` already. */
async function firstChargeTaken(db: Database, orderId: string, chargeId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.orderId, orderId),
        like(paymentEvents.eventId, 'authorized_payment:%'),
        notLike(paymentEvents.eventId, `authorized_payment:${chargeId}:%`),
      ),
    );
  return (row?.n ?? 0) > 0;
}

/**
 * The order a monthly charge settles: the one it settled before, the checkout order for a
 * preapproval's first charge, else the order of the current period (made here when missing).
 */
async function orderOfCharge(
  ctx: OrdersContext,
  checkout: OrderRow,
  chargeId: string,
  spec: PreapprovalKind,
): Promise<string> {
  const paymentId = `${MP_AUTHORIZED_PREFIX}${chargeId}`;
  const known = await findOrder(ctx.db, { paymentId });
  if (known) return known.id;
  if (!(await firstChargeTaken(ctx.db, checkout.id, chargeId))) return checkout.id;
  const userId = checkout.userId!;
  return ctx.db.transaction(async (tx) => {
    const key = await spec.renewalKeyOf(tx, userId);
    if (!key) return checkout.id;
    const made = await findOrderByIdempotencyKey(tx, userId, key);
    if (made) {
      if (!made.paymentId?.startsWith(MP_AUTHORIZED_PREFIX))
        await tx.update(orders).set({ paymentId }).where(eq(orders.id, made.id));
      return made.id;
    }
    const order = await spec.insertRenewal(tx, userId, key, paymentId);
    return order?.id ?? checkout.id;
  });
}

/**
 * Applies a `subscription_authorized_payment` notification of charge `chargeId` for orders of
 * `spec.kind` (see module doc).
 * @throws ProviderUnavailable when MercadoPago cannot be asked (the route answers 503; it retries)
 */
export async function applyChargeNotice(
  ctx: OrdersContext,
  provider: MercadoPagoProvider,
  chargeId: string,
  spec: PreapprovalKind,
): Promise<SubscriptionNotificationResult> {
  const charge = await orNullIfUnknown(provider.readAuthorizedPayment(chargeId));
  if (!charge) return 'notOurs';
  const checkout = await findOrder(ctx.db, { paymentId: `${MP_PREAPPROVAL_PREFIX}${charge.preapproval_id}` });
  if (!checkout || checkout.kind !== spec.kind || !checkout.userId) return 'notOurs';
  const status = statusOfAuthorized(charge);
  if (status === 'pending') return 'ignored';
  const orderId = await orderOfCharge(ctx, checkout, charge.id, spec);
  const mpStatus = charge.payment?.status ?? charge.status;
  return settleAsReported(
    ctx,
    {
      orderId,
      source: 'webhook',
      event: {
        provider: 'mercadopago',
        eventId: `authorized_payment:${charge.id}:${mpStatus}`,
        type: `subscription_authorized_payment.${mpStatus}`,
      },
    },
    {
      paymentId: `${MP_AUTHORIZED_PREFIX}${charge.id}`,
      status,
      orderId,
      failureCode: status === 'failed' ? (charge.payment?.status_detail ?? 'rejected') : null,
    },
  );
}

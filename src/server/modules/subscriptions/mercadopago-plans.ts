/**
 * Notifications of a partner's plan subscription at MercadoPago (ADR 0028, 11; topics
 * `subscription_preapproval` and `subscription_authorized_payment`), applied through the order state
 * machine (../orders/settlement/settle) so the plan's state moves as it does with Stripe (./activate, ADR 0017).
 * The route verified the signature; here nothing of the notification is trusted but the id, which is
 * read again at MercadoPago.
 *
 * - Preapproval `authorized` → its checkout order (payment id `mp_preapproval_<id>`) is paid: the plan
 *   is in force for one month. `cancelled` → a checkout order not paid yet is cancelled; a paid one
 *   stays paid and the plan ends with its period (the renewal job, ./mercadopago-renewal). When a
 *   preapproval is authorized, the partner's older ones are cancelled (one subscription at a time).
 * - A monthly charge (`authorized_payment`): the first of a preapproval is the month its authorization
 *   paid (MercadoPago charges it at once), so it changes nothing more; each later one is the order of
 *   the subscription's current period (idempotency key `renewal-<period end>`, payment id
 *   `mp_authorized_<id>`): approved → paid, one more month from the end of the period and the receipt
 *   mail; rejected → failed, past due with the grace and the partner's mail.
 * - Each notification is recorded as a provider event `preapproval:<id>:<status>` or
 *   `authorized_payment:<id>:<status>`: a repeated one changes nothing.
 * @module
 */
import { and, desc, eq, like, notLike, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, paymentEvents } from '../../db/schema-commerce';
import {
  findOrder,
  findOrderByIdempotencyKey,
  settleAsReported,
  type OrderRow,
  type OrdersContext,
  type SettleResult,
} from '../orders/index';
import { lockPartnerByUserId } from '../partners/index';
import {
  type MercadoPagoProvider,
  MercadoPagoRefused,
  MP_AUTHORIZED_PREFIX,
  MP_PREAPPROVAL_PREFIX,
  preapprovalIdOf,
  statusOfAuthorized,
  statusOfPreapproval,
} from '../payments/index';
import { renewalKeyOf } from './activate';
import { insertRenewalOrder } from './renewal-order';
import { lockSubscription } from './queries';

/** What a subscription notification did: a settle result, or `notOurs` / `ignored` (still pending). */
export type SubscriptionNotificationResult = SettleResult | 'ignored' | 'notOurs';

/** Null when MercadoPago does not know the object (404), the error otherwise (ProviderUnavailable). */
async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof MercadoPagoRefused && error.status === 404) return null;
    throw error;
  }
}

/** Paid checkout orders of `userId`'s subscriptions, newest first. */
export function findPaidPreapprovalOrders(db: Database, userId: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.kind, 'plan'),
        eq(orders.status, 'paid'),
        like(orders.paymentId, `${MP_PREAPPROVAL_PREFIX}%`),
      ),
    )
    .orderBy(desc(orders.paidAt))
    .limit(12);
}

/**
 * Applies a `subscription_preapproval` notification of preapproval `preapprovalId` (see module doc).
 * @throws ProviderUnavailable when MercadoPago cannot be asked (the route answers 503; it retries)
 */
export async function applyPreapprovalNotification(
  ctx: OrdersContext,
  provider: MercadoPagoProvider,
  preapprovalId: string,
): Promise<SubscriptionNotificationResult> {
  const paymentId = `${MP_PREAPPROVAL_PREFIX}${preapprovalId}`;
  const order = await findOrder(ctx.db, { paymentId });
  if (!order || order.kind !== 'plan' || !order.userId) return 'notOurs';
  const preapproval = await orNull(provider.readPreapproval(preapprovalId));
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
    for (const older of await findPaidPreapprovalOrders(ctx.db, order.userId)) {
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
 * preapproval's first charge, else the renewal order of the current period (made here when missing).
 */
async function orderOfCharge(ctx: OrdersContext, checkout: OrderRow, chargeId: string): Promise<string> {
  const paymentId = `${MP_AUTHORIZED_PREFIX}${chargeId}`;
  const known = await findOrder(ctx.db, { paymentId });
  if (known) return known.id;
  if (!(await firstChargeTaken(ctx.db, checkout.id, chargeId))) return checkout.id;
  const userId = checkout.userId!;
  return ctx.db.transaction(async (tx) => {
    await lockPartnerByUserId(tx, userId);
    const sub = await lockSubscription(tx, userId);
    if (!sub) return checkout.id;
    const key = renewalKeyOf(sub.currentPeriodEnd);
    const made = await findOrderByIdempotencyKey(tx, userId, key);
    if (made) {
      if (!made.paymentId?.startsWith(MP_AUTHORIZED_PREFIX))
        await tx.update(orders).set({ paymentId }).where(eq(orders.id, made.id));
      return made.id;
    }
    const order = await insertRenewalOrder(tx, {
      userId,
      planCode: sub.planCode,
      provider: 'mercadopago',
      idempotencyKey: key,
      paymentId,
    });
    return order?.id ?? checkout.id;
  });
}

/**
 * Applies a `subscription_authorized_payment` notification of charge `chargeId` (see module doc).
 * @throws ProviderUnavailable when MercadoPago cannot be asked (the route answers 503; it retries)
 */
export async function applyChargeNotification(
  ctx: OrdersContext,
  provider: MercadoPagoProvider,
  chargeId: string,
): Promise<SubscriptionNotificationResult> {
  const charge = await orNull(provider.readAuthorizedPayment(chargeId));
  if (!charge) return 'notOurs';
  const checkout = await findOrder(ctx.db, { paymentId: `${MP_PREAPPROVAL_PREFIX}${charge.preapproval_id}` });
  if (!checkout || checkout.kind !== 'plan' || !checkout.userId) return 'notOurs';
  const status = statusOfAuthorized(charge);
  if (status === 'pending') return 'ignored';
  const orderId = await orderOfCharge(ctx, checkout, charge.id);
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

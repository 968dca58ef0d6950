/**
 * Notifications of a partner's plan subscription at MercadoPago (ADR 0028, 11; topics
 * `subscription_preapproval` and `subscription_authorized_payment`), applied by the orders module's
 * preapproval flow (orders/index `applyPreapprovalNotice`, `applyChargeNotice`) for orders of kind
 * `plan`, so the plan's state moves as it does with Stripe (./activate, ADR 0017):
 *
 * - Preapproval `authorized` → its checkout order is paid: the plan is in force for one month.
 *   `cancelled` → a checkout order not paid yet is cancelled; a paid one stays paid and the plan ends
 *   with its period (the renewal job, ./mercadopago-renewal). The partner's older preapprovals are
 *   cancelled when a new one is authorized.
 * - A monthly charge after the first is the order of the subscription's current period (idempotency key
 *   `renewal-<period end>`, made here under the partner's lock when missing): approved → paid, one more
 *   month from the end of the period and the receipt mail; rejected → failed, past due with the grace and
 *   the partner's mail.
 * @module
 */
import {
  applyChargeNotice,
  applyPreapprovalNotice,
  type OrdersContext,
  type PreapprovalKind,
  type SubscriptionNotificationResult,
} from '../orders/index';
import { lockPartnerByUserId } from '../partners/index';
import type { MercadoPagoProvider } from '../payments/index';
import { renewalKeyOf } from './activate';
import { insertRenewalOrder } from './renewal-order';
import { lockSubscription } from './queries';

/** Plan orders as paid by a preapproval: the renewal order of the partner's current period. */
const planPreapprovals: PreapprovalKind = {
  kind: 'plan',
  async renewalKeyOf(tx, userId) {
    await lockPartnerByUserId(tx, userId);
    const sub = await lockSubscription(tx, userId);
    return sub ? renewalKeyOf(sub.currentPeriodEnd) : null;
  },
  async insertRenewal(tx, userId, key, paymentId) {
    const sub = await lockSubscription(tx, userId);
    if (!sub) return null;
    return insertRenewalOrder(tx, {
      userId,
      planCode: sub.planCode,
      provider: 'mercadopago',
      idempotencyKey: key,
      paymentId,
    });
  },
};

/**
 * Applies a `subscription_preapproval` notification of preapproval `preapprovalId` (see module doc).
 * @throws ProviderUnavailable when MercadoPago cannot be asked (the route answers 503; it retries)
 */
export function applyPreapprovalNotification(
  ctx: OrdersContext,
  provider: MercadoPagoProvider,
  preapprovalId: string,
): Promise<SubscriptionNotificationResult> {
  return applyPreapprovalNotice(ctx, provider, preapprovalId, 'plan');
}

/**
 * Applies a `subscription_authorized_payment` notification of charge `chargeId` (see module doc).
 * @throws ProviderUnavailable when MercadoPago cannot be asked (the route answers 503; it retries)
 */
export function applyChargeNotification(
  ctx: OrdersContext,
  provider: MercadoPagoProvider,
  chargeId: string,
): Promise<SubscriptionNotificationResult> {
  return applyChargeNotice(ctx, provider, chargeId, planPreapprovals);
}

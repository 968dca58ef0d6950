/**
 * Refunds with Stripe (https://docs.stripe.com/api/refunds/create): `POST /v1/refunds` with the
 * order's `payment_intent`, the `amount` in centavos (partial refunds are amounts below what is left
 * of the charge), `reason: requested_by_customer`, our order and refund ids in `metadata`, and our
 * refund id as the `Idempotency-Key` (https://docs.stripe.com/api/idempotent_requests), so a retried
 * refund gets the first answer back instead of a second refund.
 *
 * A Refund's `status` is `pending`, `requires_action`, `succeeded`, `failed` or `canceled`
 * (https://docs.stripe.com/api/refunds/object#refund_object-status); the provider interface keeps three.
 * @module
 */
import type Stripe from 'stripe';
import { z } from 'zod';
import type { RefundRequest, RefundResult, RefundStatus } from '../provider';

/** The part of a Refund this product reads. */
export const refundSchema = z.object({
  id: z.string().min(1),
  object: z.literal('refund'),
  status: z.string().nullable(),
});

/** Stripe's refund status in the provider interface's terms (`requires_action` and unknown ones wait). */
export function refundStatusOf(status: string | null): RefundStatus {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  return 'pending';
}

/** The create parameters of a refund of `request`. Stripe keeps `reason` as one of its enum values, so ours goes to metadata. */
export function refundParams(request: RefundRequest): Stripe.RefundCreateParams {
  return {
    payment_intent: request.paymentId,
    amount: request.amountCentavos,
    reason: 'requested_by_customer',
    metadata: { orderId: request.orderId, refundId: request.refundId, reason: request.reason.slice(0, 500) },
  };
}

/**
 * Makes the refund with `stripe` (the provider's SDK instance).
 * @throws whatever the SDK throws (./stripe turns it into ProviderUnavailable), or a ZodError when
 * the answer is not a Refund
 */
export async function createStripeRefund(stripe: Stripe, request: RefundRequest): Promise<RefundResult> {
  const refund = refundSchema.parse(
    await stripe.refunds.create(refundParams(request), { idempotencyKey: `refund-${request.refundId}` }),
  );
  return { providerRefundId: refund.id, status: refundStatusOf(refund.status) };
}

/**
 * Contract of refunds and withdrawals (ADR 0027; Ley 24.240 art. 34):
 * - `POST /api/admin/orders/{id}/refunds` {@link refundBodySchema} (+ optional `Idempotency-Key`) →
 *   {@link refundResponseSchema} (administrators)
 * - `POST /api/partner/sales/orders/{id}/refunds` (same body) → {@link refundResponseSchema} (the
 *   partner of the order's sales, within PARTNER_REFUND_DAYS of the payment)
 * - `POST /api/withdrawals` {@link withdrawalBodySchema} → 201 {@link withdrawalResponseSchema} (public)
 * Money is ARS in the `{"$numberDecimal": …}` form of every other amount, exact to the centavo.
 * @module
 */
import { z } from 'zod';
import { IDEMPOTENCY_KEY_PATTERN } from '../constants/commerce';
import {
  REFUND_REASON_MAX_LENGTH,
  REFUND_REASON_MIN_LENGTH,
  REFUND_STATUSES,
  WITHDRAWAL_STATUSES,
} from '../constants/refunds';
import { refundMessages as m, withdrawalMessages as w } from '../messages/refunds';
import { decimalSchema, itemAnswer, positiveArsSchema, trimmedText } from './common';
import { orderRefundSchema } from './orders';

/** An amount to refund: ARS > 0, at most 10 integer digits and 2 decimals (`numeric(12,2)`). */
const refundAmountSchema = positiveArsSchema(() => m.amount);

/** Body of both refund calls: `amount` absent refunds everything left. */
export const refundBodySchema = z.object({
  amount: refundAmountSchema.optional(),
  reason: trimmedText(REFUND_REASON_MIN_LENGTH, REFUND_REASON_MAX_LENGTH, () => m.reason),
});
export type RefundBody = z.infer<typeof refundBodySchema>;

/** Optional `Idempotency-Key` of a refund call: the same key on the same order finds the first refund. */
export const refundHeadersSchema = z.object({
  'idempotency-key': z.string().regex(IDEMPOTENCY_KEY_PATTERN).optional(),
});

/** `{id}` of an order. */
export const refundOrderParamsSchema = z.object({ id: z.uuid({ error: () => m.orderInvalid }) });

export { orderRefundSchema, type OrderRefund } from './orders';

/**
 * Answer of a refund call: the refund (`status` `requested` when the provider has not answered yet; it
 * is retried on its own), and the order's refunds and refunded amount after it.
 */
export const refundResponseSchema = z
  .object({
    refund: z.object({
      _id: z.uuid(),
      amount: decimalSchema,
      reason: z.string(),
      status: z.enum(REFUND_STATUSES),
      createdAt: z.string(),
    }),
    order: z.object({
      _id: z.uuid(),
      reference: z.string(),
      status: z.string(),
      refundedAmount: decimalSchema,
      refunds: z.array(orderRefundSchema),
    }),
  })
  .meta({ id: 'RefundResponse' });
export type RefundResponse = z.infer<typeof refundResponseSchema>;

/** Body of `POST /api/withdrawals`: the purchase's reference (`BG-…`) and the buyer's e-mail. */
export const withdrawalBodySchema = z.object({
  reference: z
    .string({ error: () => w.reference })
    .trim()
    .toUpperCase()
    .regex(/^BG-[0-9A-Z]{4,16}$/, { error: () => w.reference }),
  email: z.email({ error: () => w.email }).max(254, { error: () => w.email }),
});
export type WithdrawalBody = z.infer<typeof withdrawalBodySchema>;

/** Answer of `POST /api/withdrawals`: the request's number (also mailed) and its state. */
export const withdrawalResponseSchema = itemAnswer(
  'withdrawal',
  z.object({ number: z.string(), status: z.enum(WITHDRAWAL_STATUSES) }),
  'WithdrawalResponse',
);
export type WithdrawalResponse = z.infer<typeof withdrawalResponseSchema>;

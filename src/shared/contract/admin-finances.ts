/**
 * Contract of the administrators' finance calls (ADR 0018 "Finances and moderation"):
 * - `GET /api/admin/partners/{id}/balance` → {@link partnerBalanceResponseSchema}: a partner's balance due
 *   (the sales module's definition: net of every sale minus the payouts) with its CBU and latest payouts;
 * - `POST /api/admin/payouts` + header `Idempotency-Key` (the checkout's, {@link checkoutHeadersSchema}),
 *   body {@link payoutBodySchema} → {@link payoutResponseSchema}.
 * Money is ARS in the `{"$numberDecimal": …}` form of every other amount, exact to the centavo.
 * @module
 */
import { z } from 'zod';
import { PAYOUT_REFERENCE_MAX_LENGTH } from '../constants-admin';
import { adminMessages as m } from '../messages-admin';
import { decimalSchema, idSchema } from './common';
import { checkoutHeadersSchema } from './orders';
import { payoutSchema } from './sales';

/** Path of the partner calls: the partner's account id. */
export const partnerIdParamsSchema = z.object({ id: z.uuid({ error: m.partnerId }) });

/** A partner's balance for administration. */
export const partnerBalanceResponseSchema = z
  .object({
    partnerId: idSchema,
    /** The CBU of the partner's profile now (null: none yet; no payout can be recorded). */
    cbu: z.string().nullable(),
    /** All-time net of the partner's sales (ARS). */
    net: decimalSchema,
    /** All-time sum of its payouts (ARS). */
    paidOut: decimalSchema,
    /** `net − paidOut` (ARS): what a payout may transfer at most. */
    due: decimalSchema,
    /** Latest payouts, newest first. */
    payouts: z.array(payoutSchema),
  })
  .meta({ id: 'AdminPartnerBalance' });
export type PartnerBalanceResponse = z.infer<typeof partnerBalanceResponseSchema>;

/** Headers of `POST /api/admin/payouts`: the administrator's idempotency key, as the checkout's. */
export const payoutHeadersSchema = checkoutHeadersSchema;

/** A payout amount: ARS > 0, at most 10 integer digits and 2 decimals (`numeric(12,2)`). */
const payoutAmountSchema = z
  .object(
    {
      $numberDecimal: z
        .string({ error: m.payoutAmount })
        .regex(/^\d{1,10}(\.\d{1,2})?$/, { error: m.payoutAmount })
        .refine((v) => /[1-9]/.test(v), { error: m.payoutAmount }),
    },
    { error: m.payoutAmount },
  )
  .meta({ description: 'ARS > 0 in MongoDB Extended JSON form', example: { $numberDecimal: '15000.50' } });

/** Body of `POST /api/admin/payouts`. `paidAt` is the Buenos Aires day the transfer left. */
export const payoutBodySchema = z.object({
  partnerId: z.uuid({ error: m.partnerId }),
  amount: payoutAmountSchema,
  paidAt: z.iso.date({ error: m.payoutPaidAt }).meta({ description: 'YYYY-MM-DD (Buenos Aires day)' }),
  reference: z
    .string({ error: m.payoutReference })
    .trim()
    .min(1, { error: m.payoutReference })
    .max(PAYOUT_REFERENCE_MAX_LENGTH, { error: m.payoutReference }),
});
export type PayoutBody = z.infer<typeof payoutBodySchema>;

/**
 * A recorded payout and the partner's balance due now (ARS; for a replayed key, now rather than right after
 * the payout: the audit entry keeps the balance before and after).
 */
export const payoutResponseSchema = z
  .object({
    payout: payoutSchema.extend({ partnerId: idSchema }),
    due: decimalSchema,
  })
  .meta({ id: 'AdminPayoutResponse' });
export type PayoutResponse = z.infer<typeof payoutResponseSchema>;

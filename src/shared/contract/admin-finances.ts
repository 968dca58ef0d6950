/**
 * Contract of the administrators' finance calls (ADR 0018 "Finances and moderation"):
 * - `GET /api/admin/sales` (state key `adminSales`) → {@link adminSalesResponseSchema}: every partner's sales
 *   with the columns and filters of a partner's `GET /api/partner/sales/{id}`, plus `partner`;
 * - `GET /api/admin/sales/summary` → {@link adminSalesSummaryResponseSchema}: gross, commission and net of
 *   the range, BuscaGym's commission by month (from the daily sums) and paid plan revenue by month;
 * - `GET /api/admin/partners/{id}/balance` → {@link partnerBalanceResponseSchema}: a partner's balance due
 *   (the sales module's definition: net of every sale minus the payouts) with its CBU and latest payouts;
 * - `POST /api/admin/payouts` + header `Idempotency-Key` (the checkout's, {@link checkoutHeadersSchema}),
 *   body {@link payoutBodySchema} → {@link payoutResponseSchema}.
 * Money is in the `{"$numberDecimal": …}` form of every other amount, exact to the centavo, beside its
 * `currency` (ISO 4217, ADR 0053).
 * @module
 */
import { z } from 'zod';
import { CURRENCIES } from '../domain/currency';
import { PAYOUT_REFERENCE_MAX_LENGTH } from '../constants/admin';
import { adminMessages as m } from '../messages/admin';
import {
  currencySchema,
  decimalSchema,
  idSchema,
  namedRefSchema,
  positiveArsSchema,
  trimmedText,
} from './common';
import { checkoutHeadersSchema } from './orders';
import {
  balanceFields,
  payoutSchema,
  saleSchema,
  salesFilterSchema,
  salesListQuerySchema,
  salesListResponseSchema,
  salesTrendFields,
} from './sales';

/** Path of the partner calls: the partner's account id. */
export const partnerIdParamsSchema = z.object({ id: z.uuid({ error: () => m.partnerId }) });

/** A partner's balance for administration. */
export const partnerBalanceResponseSchema = z
  .object({
    partnerId: idSchema,
    /**
     * The CBU of the partner's profile now, or its country's bank key (México's CLABE, ADR 0054); null:
     * none yet, no payout can be recorded.
     */
    cbu: z.string().nullable(),
    ...balanceFields,
  })
  .meta({ id: 'AdminPartnerBalance' });
export type PartnerBalanceResponse = z.infer<typeof partnerBalanceResponseSchema>;

/** Headers of `POST /api/admin/payouts`: the administrator's idempotency key, as the checkout's. */
export const payoutHeadersSchema = checkoutHeadersSchema;

/** A payout amount: > 0, at most 10 integer digits and 2 decimals (`numeric(12,2)`). */
const payoutAmountSchema = positiveArsSchema(() => m.payoutAmount);

/**
 * Body of `POST /api/admin/payouts`. `paidAt` is the Buenos Aires day the transfer left; `amount` is in
 * `currency`, by default the partner's own (its country's), and at most its balance due in it (ADR 0053).
 */
export const payoutBodySchema = z.object({
  partnerId: z.uuid({ error: () => m.partnerId }),
  amount: payoutAmountSchema,
  currency: z.enum(CURRENCIES, { error: () => m.payoutCurrency }).optional(),
  paidAt: z.iso.date({ error: () => m.payoutPaidAt }).meta({ description: 'YYYY-MM-DD (Buenos Aires day)' }),
  reference: trimmedText(1, PAYOUT_REFERENCE_MAX_LENGTH, () => m.payoutReference),
});
export type PayoutBody = z.infer<typeof payoutBodySchema>;

/**
 * A recorded payout and the partner's balance due now in the payout's currency (for a replayed key, now
 * rather than right after the payout: the audit entry keeps the balance before and after).
 */
export const payoutResponseSchema = z
  .object({
    payout: payoutSchema.extend({ partnerId: idSchema }),
    due: decimalSchema,
  })
  .meta({ id: 'AdminPayoutResponse' });
export type PayoutResponse = z.infer<typeof payoutResponseSchema>;

const partnerFilter = {
  partner: z
    .uuid({ error: () => m.partnerId })
    .optional()
    .meta({ description: "A partner's account id: only its sales (absent: every partner)" }),
};

/** Query of `GET /api/admin/sales`: a partner's sales list query plus `partner`. */
export const adminSalesQuerySchema = salesListQuerySchema.extend(partnerFilter);
export type AdminSalesQuery = z.output<typeof adminSalesQuerySchema>;

/** Answer of `GET /api/admin/sales`: a partner's sales list, each sale with its partner. */
export const adminSalesResponseSchema = salesListResponseSchema
  .extend({
    sales: z.array(
      saleSchema.extend({
        /** The gym's partner at the time of sale (null: none, or its account was deleted). */
        partner: namedRefSchema.nullable(),
      }),
    ),
  })
  .meta({ id: 'AdminSalesList' });
export type AdminSalesResponse = z.infer<typeof adminSalesResponseSchema>;

/** Query of `GET /api/admin/sales/summary`: a partner's figures filters plus `partner`. */
export const adminSalesSummaryQuerySchema = salesFilterSchema.extend(partnerFilter);
export type AdminSalesSummaryQuery = z.output<typeof adminSalesSummaryQuerySchema>;

/**
 * Answer of `GET /api/admin/sales/summary`. `totals` covers `range` and the filters; `byMonth` the 12
 * Buenos Aires months ending with the month of `range.to` (every month present, zeros included), with the
 * partner, gym and product filters but not the days: its `commission` is BuscaGym's revenue from sales.
 * `plans` is the revenue of paid plan orders over the same 12 months (by payment time in Buenos Aires),
 * shown apart because it is not a sale of a gym, in BuscaGym's own `currency` (ARS); the filters do not
 * apply to it. Sales are summed per currency (`byCurrency`, ADR 0053), never across two.
 */
export const adminSalesSummaryResponseSchema = z
  .object({
    ...salesTrendFields,
    plans: z.array(
      z.object({
        month: z.string(),
        revenue: decimalSchema,
        currency: currencySchema,
        orders: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'AdminSalesSummary' });
export type AdminSalesSummaryResponse = z.infer<typeof adminSalesSummaryResponseSchema>;

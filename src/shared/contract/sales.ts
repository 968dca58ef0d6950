/**
 * Contract of the partner's sales calls (SPEC §1 "partner sees sales", §7 `GET /api/partner/sales/{id}`
 * and `GET /api/partner/sales/allsales/{id}`, state key `partnerSales`). Money is in the
 * `{"$numberDecimal": …}` form of every other amount, beside its `currency` (ISO 4217: a sale's is its
 * order's, its gym country's; ADR 0053), summed per currency and never across two; dates are `YYYY-MM-DD` days of Buenos Aires
 * ({@link SALES_TIME_ZONE}), both ends included. A sale is one paid order line (docs/architecture.md §5).
 * @module
 */
import { z } from 'zod';
import { MEMBERSHIP_PRODUCT, SALES_MAX_PAGE_SIZE, SALES_PAGE_SIZE } from '../constants/sales';
import { PRODUCT_KINDS } from '../constants/commerce';
import { salesMessages as m } from '../messages/sales';
import { currencySchema, decimalSchema, idSchema, namedRefSchema, pageAnswer, pagingQuery } from './common';
import { orderRefundSchema } from './orders';

const day = z.iso.date({ error: () => m.dateInvalid });

/**
 * Filters shared by both calls. `from`/`to`: days in Buenos Aires, both included (default: the last
 * 30 days, today included). `gym`: one of the partner's gyms. `product`: `membership` or a gym
 * service's id (`gymServiceId`).
 */
export const salesFilterSchema = z.object({
  from: day.optional(),
  to: day.optional(),
  gym: z.uuid({ error: () => m.gymInvalid }).optional(),
  product: z
    .string({ error: () => m.productInvalid })
    .refine((v) => v === MEMBERSHIP_PRODUCT || z.uuid().safeParse(v).success, {
      error: () => m.productInvalid,
    })
    .optional(),
});
export type SalesFilter = z.output<typeof salesFilterSchema>;

/** Query of `GET /api/partner/sales/{id}`: the filters, `page` 1-based and `limit` 1–100 (default 20). */
export const salesListQuerySchema = salesFilterSchema.extend(
  pagingQuery({
    maxPage: 100_000,
    maxLimit: SALES_MAX_PAGE_SIZE,
    defaultLimit: SALES_PAGE_SIZE,
    page: () => m.page,
    limit: () => m.limit,
  }),
);
export type SalesListQuery = z.output<typeof salesListQuerySchema>;

/** The range an answer covers, after defaults: Buenos Aires days, both included. */
export const salesRangeSchema = z.object({ from: z.string(), to: z.string() }).meta({ id: 'SalesRange' });

/**
 * One sale. `date` is the payment time (ISO 8601, UTC); `reference` the order's (`BG-…`); `buyer` the
 * buyer's first name and last-name initial only ("Lucía G."); `gross` = `unitPrice` × `qty` =
 * `commission` + `net`; `commissionPercent` is the partner plan's at the time of sale.
 */
export const saleSchema = z
  .object({
    _id: idSchema,
    date: z.string(),
    reference: z.string(),
    gym: namedRefSchema,
    product: z.object({ kind: z.enum(PRODUCT_KINDS), name: z.string(), gymServiceId: idSchema.nullable() }),
    qty: z.number().int(),
    unitPrice: decimalSchema,
    /** The currency of every amount of the sale (its order's). */
    currency: currencySchema,
    gross: decimalSchema,
    commissionPercent: z.number(),
    commission: decimalSchema,
    net: decimalSchema,
    buyer: z.string(),
    /** The order (for `POST /api/partner/sales/orders/{id}/refunds`, ADR 0027). */
    orderId: idSchema,
    /** What refunds took back of this sale (`0.00` when none) and their parts on it, oldest first. */
    refundedAmount: decimalSchema,
    refunds: z.array(orderRefundSchema),
  })
  .meta({ id: 'Sale' });
export type Sale = z.infer<typeof saleSchema>;

/** Answer of `GET /api/partner/sales/{id}`: newest first. */
export const salesListResponseSchema = pageAnswer('sales', saleSchema, 'SalesList', {
  limit: z.number().int(),
  range: salesRangeSchema,
});
export type SalesListResponse = z.infer<typeof salesListResponseSchema>;

/** Gross, commission and net of a set of sales, with how many sales and units they are. */
export const salesAmountsSchema = z
  .object({
    gross: decimalSchema,
    commission: decimalSchema,
    net: decimalSchema,
    sales: z.number().int(),
    units: z.number().int(),
  })
  .meta({ id: 'SalesAmounts' });
export type SalesAmounts = z.infer<typeof salesAmountsSchema>;

/** Amounts by month: the 12 months ending with the month of `range.to` (`YYYY-MM`, zeros included). */
const byMonthSchema = z.array(salesAmountsSchema.extend({ month: z.string() }));

/**
 * The fields both figures answers (the partner's and the administrators') open with: the `range`, its
 * `totals`, and `byMonth`, the 12 months ending with the month of `range.to` (`YYYY-MM`, zeros
 * included), all in `currency` (a partner's own, its country's; ARS for every partner at once); and
 * `byCurrency`, the same for each currency with sales in the range or the 12 months, `currency` first
 * (ADR 0053: amounts of two currencies are never added).
 */
export const salesTrendFields = {
  range: salesRangeSchema,
  totals: salesAmountsSchema,
  byMonth: byMonthSchema,
  currency: currencySchema,
  byCurrency: z.array(
    z
      .object({ currency: currencySchema, totals: salesAmountsSchema, byMonth: byMonthSchema })
      .meta({ id: 'SalesTrend' }),
  ),
};

/** The fields of {@link salesTrendFields}. */
export type SalesTrend = z.infer<z.ZodObject<typeof salesTrendFields>>;
/** One currency's figures of {@link salesTrendFields} (`byCurrency`). */
export type CurrencyTrend = SalesTrend['byCurrency'][number];

/** A payout of net sales to the partner's CBU (recorded by an administrator). */
export const payoutSchema = z
  .object({
    _id: idSchema,
    amount: decimalSchema,
    currency: currencySchema,
    paidAt: z.string(),
    reference: z.string(),
    cbu: z.string(),
  })
  .meta({ id: 'Payout' });
export type Payout = z.infer<typeof payoutSchema>;

/** A partner's all-time balance in one currency (see {@link balanceFields}). */
const balanceAmounts = { net: decimalSchema, paidOut: decimalSchema, due: decimalSchema };

/**
 * Fields of a partner's all-time balance: `net` of every sale, `paidOut` the sum of its payouts, `due` =
 * `net − paidOut` (what a payout may transfer at most), in `currency`, the partner's own (its country's;
 * ADR 0053); `byCurrency` the same in each currency it sold or was paid in, `currency` first; and the
 * latest `payouts`, newest first, each in its currency.
 */
export const balanceFields = {
  ...balanceAmounts,
  currency: currencySchema,
  byCurrency: z.array(
    z.object({ currency: currencySchema, ...balanceAmounts }).meta({ id: 'SalesBalanceInCurrency' }),
  ),
  payouts: z.array(payoutSchema),
};

/** A partner's all-time balance, as {@link balanceFields} says. */
export type SalesBalance = z.infer<z.ZodObject<typeof balanceFields>>;

/**
 * Answer of `GET /api/partner/sales/allsales/{id}`. `totals`, `byGym`, `byProduct` and `clients`
 * (distinct buyers) cover `range` and the filters (each gym and product in its gym's `currency`); `byMonth` is the last 12 months ending with the
 * month of `range.to` (`YYYY-MM`, every month present, zeros included), with the gym and product filters
 * but not the days; `activePasses` are the passes valid now at the filtered gyms; `balance` is all-time:
 * `net` of every sale minus `paidOut`, with the payouts made (newest first).
 */
export const salesFiguresResponseSchema = z
  .object({
    ...salesTrendFields,
    byGym: z.array(salesAmountsSchema.extend({ gym: namedRefSchema, currency: currencySchema })),
    byProduct: z.array(
      salesAmountsSchema.extend({
        currency: currencySchema,
        product: z.object({
          kind: z.enum(PRODUCT_KINDS),
          name: z.string(),
          gymServiceId: idSchema.nullable(),
        }),
        gym: namedRefSchema,
      }),
    ),
    clients: z.number().int(),
    activePasses: z.number().int(),
    balance: z.object(balanceFields),
  })
  .meta({ id: 'SalesFigures' });
export type SalesFiguresResponse = z.infer<typeof salesFiguresResponseSchema>;

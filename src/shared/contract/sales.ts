/**
 * Contract of the partner's sales calls (SPEC §1 "partner sees sales", §7 `GET /api/partner/sales/{id}`
 * and `GET /api/partner/sales/allsales/{id}`, state key `partnerSales`). Money is ARS in the
 * `{"$numberDecimal": …}` form of every other amount; dates are `YYYY-MM-DD` days of Buenos Aires
 * ({@link SALES_TIME_ZONE}), both ends included. A sale is one paid order line (docs/architecture.md §5).
 * @module
 */
import { z } from 'zod';
import { MEMBERSHIP_PRODUCT, SALES_MAX_PAGE_SIZE, SALES_PAGE_SIZE } from '../constants/sales';
import { PRODUCT_KINDS } from '../constants/commerce';
import { salesMessages as m } from '../messages/sales';
import { decimalSchema, idSchema, namedRefSchema, pageAnswer, pagingQuery } from './common';
import { orderRefundSchema } from './orders';

const day = z.iso.date({ error: m.dateInvalid });

/**
 * Filters shared by both calls. `from`/`to`: days in Buenos Aires, both included (default: the last
 * 30 days, today included). `gym`: one of the partner's gyms. `product`: `membership` or a gym
 * service's id (`gymServiceId`).
 */
export const salesFilterSchema = z.object({
  from: day.optional(),
  to: day.optional(),
  gym: z.uuid({ error: m.gymInvalid }).optional(),
  product: z
    .string({ error: m.productInvalid })
    .refine((v) => v === MEMBERSHIP_PRODUCT || z.uuid().safeParse(v).success, { error: m.productInvalid })
    .optional(),
});
export type SalesFilter = z.output<typeof salesFilterSchema>;

/** Query of `GET /api/partner/sales/{id}`: the filters, `page` 1-based and `limit` 1–100 (default 20). */
export const salesListQuerySchema = salesFilterSchema.extend(
  pagingQuery({
    maxPage: 100_000,
    maxLimit: SALES_MAX_PAGE_SIZE,
    defaultLimit: SALES_PAGE_SIZE,
    page: m.page,
    limit: m.limit,
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

/**
 * The fields both figures answers (the partner's and the administrators') open with: the `range`, its
 * `totals`, and `byMonth`, the 12 months ending with the month of `range.to` (`YYYY-MM`, zeros included).
 */
export const salesTrendFields = {
  range: salesRangeSchema,
  totals: salesAmountsSchema,
  byMonth: z.array(salesAmountsSchema.extend({ month: z.string() })),
};

/** A payout of net sales to the partner's CBU (recorded by an administrator). */
export const payoutSchema = z
  .object({
    _id: idSchema,
    amount: decimalSchema,
    paidAt: z.string(),
    reference: z.string(),
    cbu: z.string(),
  })
  .meta({ id: 'Payout' });
export type Payout = z.infer<typeof payoutSchema>;

/**
 * Fields of a partner's all-time balance (ARS): `net` of every sale, `paidOut` the sum of its payouts,
 * `due` = `net − paidOut` (what a payout may transfer at most), and the latest `payouts`, newest first.
 */
export const balanceFields = {
  net: decimalSchema,
  paidOut: decimalSchema,
  due: decimalSchema,
  payouts: z.array(payoutSchema),
};

/** A partner's all-time balance, as {@link balanceFields} says. */
export type SalesBalance = z.infer<z.ZodObject<typeof balanceFields>>;

/**
 * Answer of `GET /api/partner/sales/allsales/{id}`. `totals`, `byGym`, `byProduct` and `clients`
 * (distinct buyers) cover `range` and the filters; `byMonth` is the last 12 months ending with the
 * month of `range.to` (`YYYY-MM`, every month present, zeros included), with the gym and product filters
 * but not the days; `activePasses` are the passes valid now at the filtered gyms; `balance` is all-time:
 * `net` of every sale minus `paidOut`, with the payouts made (newest first).
 */
export const salesFiguresResponseSchema = z
  .object({
    ...salesTrendFields,
    byGym: z.array(salesAmountsSchema.extend({ gym: namedRefSchema })),
    byProduct: z.array(
      salesAmountsSchema.extend({
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

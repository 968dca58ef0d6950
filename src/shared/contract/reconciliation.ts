/**
 * Contract of the administrators' reconciliation calls (ADR 0044):
 * - `GET /api/admin/reconciliation?page=&limit=` → {@link mismatchListSchema}: the open mismatches first
 *   (latest found first), then the resolved ones, paged, with the number still open;
 * - `POST /api/admin/reconciliation/run`, body {@link runBodySchema} → {@link runAnswerSchema}: one run now;
 * - `POST /api/admin/reconciliation/{id}/resolve` → {@link mismatchAnswerSchema}: marks one resolved.
 * Money is ARS in the `{"$numberDecimal": …}` form of every other amount.
 * @module
 */
import { z } from 'zod';
import { PAYMENT_PROVIDERS } from '../constants/commerce';
import {
  MISMATCH_KINDS,
  MISMATCH_RESOLUTIONS,
  RECONCILIATION_MAX_PAGE_SIZE,
  RECONCILIATION_PAGE_SIZE,
} from '../constants/reconciliation';
import { reconciliationMessages as m } from '../messages/reconciliation';
import { decimalSchema, idSchema, pageAnswer, pagingQuery, wholeNumber } from './common';

/** One mismatch. `ours`/`theirs`: what BuscaGym and the provider hold (null: nothing). */
export const mismatchSchema = z
  .object({
    _id: idSchema,
    kind: z.enum(MISMATCH_KINDS),
    provider: z.enum(PAYMENT_PROVIDERS),
    orderId: idSchema.nullable(),
    refundId: idSchema.nullable(),
    providerObjectId: z.string().nullable(),
    ours: decimalSchema.nullable(),
    theirs: decimalSchema.nullable(),
    currency: z.string(),
    action: z.string().meta({ description: 'What to do, in Spanish' }),
    foundAt: z.iso.datetime(),
    resolvedAt: z.iso.datetime().nullable(),
    resolution: z.enum(MISMATCH_RESOLUTIONS).nullable(),
  })
  .meta({ id: 'ReconciliationMismatch' });
export type Mismatch = z.infer<typeof mismatchSchema>;

/** Query of the list. */
export const mismatchListQuerySchema = z.object(
  pagingQuery({
    maxPage: 10_000,
    maxLimit: RECONCILIATION_MAX_PAGE_SIZE,
    defaultLimit: RECONCILIATION_PAGE_SIZE,
    page: () => m.page,
    limit: () => m.limit,
  }),
);
export type MismatchListQuery = z.output<typeof mismatchListQuerySchema>;

/** The list: a page of mismatches and how many are open. */
export const mismatchListSchema = pageAnswer('mismatches', mismatchSchema, 'ReconciliationMismatchList', {
  open: z.number().int(),
});
export type MismatchList = z.infer<typeof mismatchListSchema>;

/** Body of a run: how many days back to compare (default 2). */
export const runBodySchema = z.object({ days: wholeNumber(1, 31, () => m.days).optional() }).default({});

/** What one run did: the movements read, the mismatches new to the list, second payments returned. */
export const runAnswerSchema = z
  .object({
    provider: z.enum(PAYMENT_PROVIDERS),
    from: z.iso.datetime(),
    to: z.iso.datetime(),
    movements: z.number().int(),
    found: z.number().int(),
    returned: z.number().int(),
  })
  .meta({ id: 'ReconciliationRun' });
export type RunAnswer = z.infer<typeof runAnswerSchema>;

/** Path of a mismatch. */
export const mismatchParamsSchema = z.object({ id: z.uuid({ error: () => m.mismatchId }) });

/** One mismatch, as resolved. */
export const mismatchAnswerSchema = z.object({ mismatch: mismatchSchema });

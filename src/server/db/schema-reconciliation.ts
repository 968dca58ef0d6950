/**
 * The mismatches the daily reconciliation finds between a payment provider and our books (ADR 0044;
 * docs/architecture.md §5.1). One row per mismatch, named by a stable `key` (its kind and the ids it is
 * about), so a run that finds it again writes nothing. Amounts are integer centavos with their
 * currency: `ours` what our orders or refunds say (null: we have none), `theirs` what the provider
 * holds (null: it has none). `action` is the Spanish "what to do" of the messages room at the time it
 * was found. `resolvedAt` is set by the run itself (`resolution` `auto`: a second payment returned)
 * or by an administrator (`admin`, `resolvedBy` his account, no foreign key: the row outlives it).
 * @module
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { MISMATCH_KINDS, MISMATCH_RESOLUTIONS } from '../../shared/constants/reconciliation';
import { PAYMENT_PROVIDERS } from '../../shared/constants/commerce';
import { at, uuidKey } from './columns';

/** A mismatch found by the reconciliation (see module doc). */
export const reconciliationMismatches = pgTable(
  'reconciliation_mismatches',
  {
    id: uuidKey(),
    key: text('key').notNull().unique(),
    kind: text('kind', { enum: MISMATCH_KINDS }).notNull(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    orderId: uuid('order_id'),
    refundId: uuid('refund_id'),
    /** The provider's id of the payment, charge or refund (MercadoPago payment id, Stripe `ch_…`/`re_…`). */
    providerObjectId: text('provider_object_id'),
    ours: bigint('ours', { mode: 'number' }),
    theirs: bigint('theirs', { mode: 'number' }),
    currency: text('currency').notNull(),
    action: text('action').notNull(),
    foundAt: at('found_at').notNull().defaultNow(),
    resolvedAt: at('resolved_at'),
    resolution: text('resolution', { enum: MISMATCH_RESOLUTIONS }),
    resolvedBy: uuid('resolved_by'),
  },
  (t) => [
    // The panel: open ones first, then the latest found.
    index('reconciliation_mismatches_list_idx').on(t.foundAt, t.id),
    index('reconciliation_mismatches_open_idx')
      .on(t.foundAt)
      .where(sql`${t.resolvedAt} is null`),
    check(
      'reconciliation_mismatches_kind_ck',
      sql`${t.kind} in ('payment_without_order', 'payment_amount_differs', 'second_payment', 'paid_not_captured', 'refund_not_at_provider', 'refund_not_here', 'refund_amount_differs')`,
    ),
    check(
      'reconciliation_mismatches_resolved_ck',
      sql`(${t.resolvedAt} is null) = (${t.resolution} is null)`,
    ),
  ],
);

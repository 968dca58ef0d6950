/**
 * Refunds and withdrawal requests (ADR 0027 "Refunds and the withdrawal button"; docs/architecture.md §5).
 *
 * - `refunds`: one row per refund of a paid order, written before the provider is called; its id is
 *   the provider's idempotency key, so a refund resumed after a crash never returns money twice.
 *   `status` moves requested → pending | succeeded | failed. `actor_id` is the administrator or
 *   partner who asked (no foreign key: the row outlives the account, like the audit log); null for a
 *   withdrawal. A request retried with the same `Idempotency-Key` finds its refund again
 *   (`refunds_idempotency_uq`).
 * - `refund_lines`: how a refund's amount is spread over the order's lines (fixed when it is written),
 *   from which the compensating sales rows and the pass changes follow.
 * - `withdrawals`: the consumer's "Botón de arrepentimiento" requests (Ley 24.240 art. 34), numbered.
 * Money is `numeric(12,2)` ARS. References to the other schema files are lazy.
 * @module
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { REFUND_ACTORS, REFUND_STATUSES, WITHDRAWAL_STATUSES } from '../../shared/constants/refunds';
import { orderLines, orders } from './schema-commerce';
import { at, createdAt, money, optionalRef, requiredRef, uuidKey } from './columns';

/** A refund of (part of) a paid order (see module doc). */
export const refunds = pgTable(
  'refunds',
  {
    id: uuidKey(),
    orderId: requiredRef('order_id', () => orders.id, 'restrict'),
    amount: money('amount').notNull(),
    reason: text('reason').notNull(),
    actorType: text('actor_type', { enum: REFUND_ACTORS }).notNull(),
    actorId: uuid('actor_id'),
    /** The client's `Idempotency-Key` of the request (null: none sent). */
    idempotencyKey: text('idempotency_key'),
    /**
     * SHA-256 (hex) of what the request asked (amount or "all that is left", reason, actor): a key sent
     * again with other parameters is refused instead of answering the first refund (ADR 0027 decision
     * 7). Null on rows written before it was kept.
     */
    requestHash: text('request_hash'),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('requested'),
    /** The provider's id of the refund (Stripe `re_…`), once it answered. */
    providerRefundId: text('provider_refund_id'),
    createdAt: createdAt(),
    completedAt: at('completed_at'),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId, t.createdAt),
    uniqueIndex('refunds_idempotency_uq').on(t.orderId, t.idempotencyKey),
    index('refunds_requested_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'requested'`),
    check('refunds_amount_ck', sql`${t.amount} > 0`),
    check('refunds_status_ck', sql`${t.status} in ('requested', 'pending', 'succeeded', 'failed')`),
    check('refunds_actor_ck', sql`${t.actorType} in ('admin', 'partner', 'withdrawal')`),
  ],
);

/** The part of a refund that falls on one order line (amount > 0). */
export const refundLines = pgTable(
  'refund_lines',
  {
    refundId: requiredRef('refund_id', () => refunds.id, 'cascade'),
    orderLineId: requiredRef('order_line_id', () => orderLines.id, 'restrict'),
    amount: money('amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.refundId, t.orderLineId] }),
    index('refund_lines_line_idx').on(t.orderLineId),
    check('refund_lines_amount_ck', sql`${t.amount} > 0`),
  ],
);

/** A "Botón de arrepentimiento" request: its number, the order it revokes and the e-mail given. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuidKey(),
    number: text('number').notNull().unique(),
    orderId: requiredRef('order_id', () => orders.id, 'restrict'),
    email: text('email').notNull(),
    status: text('status', { enum: WITHDRAWAL_STATUSES }).notNull(),
    /** The refund it made (null: nothing was refundable at once). */
    refundId: optionalRef('refund_id', () => refunds.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('withdrawals_order_idx').on(t.orderId),
    check('withdrawals_status_ck', sql`${t.status} in ('refunded', 'review')`),
  ],
);

/**
 * Commerce tables (docs/architecture.md §5; ADR 0008): the member's cart, orders with their price snapshot
 * and state history, provider events (deduplication), sales (facts for the partner), digital passes,
 * and the application secrets that sign pass codes.
 *
 * Invariants kept by the database itself:
 * - one pending order per member at a time (`orders_one_pending_uq`), one order per idempotency key
 *   per member (`orders_idempotency_uq`);
 * - one sale and one pass per order line (`sales_line_uq`, `passes_line_uq`), so a payment applied
 *   twice can never double them; `gross = commission + net` (`sales_split_ck`);
 * - a provider event is recorded once (`payment_events` primary key).
 * Money is `numeric(12,2)` ARS. Import note: like the other schema files, references to `schema.ts`
 * are lazy, so the import cycle is safe at run time.
 * @module
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ORDER_STATUSES, PAYMENT_PROVIDERS, PRODUCT_KINDS } from '../../shared/constants/commerce';
import type { Currency } from '../../shared/domain/currency';
import { ORDER_KINDS } from '../../shared/constants/plans';
import { gymServices, users } from './schema';
import { creditPlans, plans } from './schema-marketplace';
import { at, createdAt, money, optionalRef, percent, requiredRef, updatedAt, uuidKey } from './columns';
import { gymRef } from './schema-refs';

/** One row per member with a cart; `version` grows at every change (a checkout snapshots it). */
export const carts = pgTable('carts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  updatedAt: updatedAt(),
});

/**
 * Lines of a member's cart (SPEC §3 cart item `{id, qty}`). `productId` is a gym id (`membership`) or
 * a `gym_services.id` (`service`); `seenUnitPrice` is the unit price the member saw when adding it
 * (a later change is shown before paying). `position` keeps the order lines were first added.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: requiredRef('user_id', () => carts.userId, 'cascade'),
    productId: uuid('product_id').notNull(),
    kind: text('kind', { enum: PRODUCT_KINDS }).notNull(),
    qty: integer('qty').notNull(),
    seenUnitPrice: money('seen_unit_price').notNull(),
    position: bigserial('position', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    check('cart_items_qty_ck', sql`${t.qty} between 1 and 99`),
    check('cart_items_kind_ck', sql`${t.kind} in ('membership', 'service')`),
  ],
);

/**
 * Orders (docs/architecture.md §5). `status` moves pending → paid | failed | cancelled, paid → refunded, each
 * change in one transaction guarded by the current status; the time of each is kept. `paymentId` is
 * the provider's id (Stripe PaymentIntent `pi_…`, or `manual_…`). `buyerEmail`/`buyerName` are the
 * receipt's addressee at checkout. `userId` is kept null after the member deletes the account.
 * `kind` `cart` is a member's cart (its `order_lines`); `plan` is one month of a partner's paid plan
 * `planCode`, with no lines (ADR 0017); `credits` is one month of a member's Pase BuscaGym plan
 * `creditPlanId`, with no lines (ADR 0045). `cardLast4` is the demo card's last digits given to pay it
 * (the demo provider charges renewals to it; null for Stripe, whose PaymentIntent keeps the card).
 */
export const orders = pgTable(
  'orders',
  {
    id: uuidKey(),
    reference: text('reference').notNull().unique(),
    kind: text('kind', { enum: ORDER_KINDS }).notNull().default('cart'),
    planCode: text('plan_code').references(() => plans.code, { onDelete: 'restrict', onUpdate: 'cascade' }),
    creditPlanId: uuid('credit_plan_id').references(() => creditPlans.id, { onDelete: 'restrict' }),
    cardLast4: text('card_last4'),
    userId: optionalRef('user_id', () => users.id),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    paymentId: text('payment_id').unique(),
    total: money('total').notNull(),
    /** ISO 4217: the currency of its cart's gyms, or BuscaGym's for a plan or credits month (ADR 0053). */
    currency: text('currency').notNull().default('ARS').$type<Currency>(),
    idempotencyKey: text('idempotency_key').notNull(),
    cartVersion: bigint('cart_version', { mode: 'number' }).notNull(),
    buyerEmail: text('buyer_email').notNull(),
    buyerName: text('buyer_name').notNull(),
    failureCode: text('failure_code'),
    createdAt: createdAt(),
    paidAt: at('paid_at'),
    failedAt: at('failed_at'),
    cancelledAt: at('cancelled_at'),
    refundedAt: at('refunded_at'),
    receiptSentAt: at('receipt_sent_at'),
  },
  (t) => [
    uniqueIndex('orders_idempotency_uq').on(t.userId, t.idempotencyKey),
    uniqueIndex('orders_one_pending_uq')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_pending_created_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    // Paid plan orders by payment time: the administrators' plan revenue by month (ADR 0018).
    index('orders_plan_paid_idx')
      .on(t.paidAt)
      .where(sql`${t.kind} = 'plan' and ${t.status} = 'paid'`),
    check('orders_status_ck', sql`${t.status} in ('pending', 'paid', 'failed', 'cancelled', 'refunded')`),
    check('orders_provider_ck', sql`${t.provider} in ('manual', 'stripe', 'mercadopago')`),
    check('orders_total_ck', sql`${t.total} > 0`),
    check('orders_kind_ck', sql`${t.kind} in ('cart', 'plan', 'credits')`),
    check('orders_plan_ck', sql`(${t.kind} = 'plan') = (${t.planCode} is not null)`),
    check('orders_credit_plan_ck', sql`(${t.kind} = 'credits') = (${t.creditPlanId} is not null)`),
    check('orders_card_last4_ck', sql`${t.cardLast4} is null or ${t.cardLast4} ~ '^[0-9]{4}$'`),
    check('orders_paid_ck', sql`(${t.status} in ('paid', 'refunded')) = (${t.paidAt} is not null)`),
  ],
);

/**
 * The price snapshot of an order, one row per cart line at checkout. A gym that appears in an order is
 * never deleted (`gym_id … ON DELETE RESTRICT`, like sales: purchase history keeps its gym; the
 * partner deactivates it instead); a deleted service leaves `gymServiceId` null. `gymName`, `name` and
 * `unit` keep what was bought.
 */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuidKey(),
    orderId: requiredRef('order_id', () => orders.id, 'cascade'),
    position: smallint('position').notNull(),
    productId: uuid('product_id').notNull(),
    kind: text('kind', { enum: PRODUCT_KINDS }).notNull(),
    gymId: gymRef('restrict'),
    gymServiceId: optionalRef('gym_service_id', () => gymServices.id),
    gymName: text('gym_name').notNull(),
    name: text('name').notNull(),
    unit: text('unit').notNull(),
    unitPrice: money('unit_price').notNull(),
    qty: integer('qty').notNull(),
    lineTotal: money('line_total').notNull(),
  },
  (t) => [
    uniqueIndex('order_lines_position_uq').on(t.orderId, t.position),
    check('order_lines_qty_ck', sql`${t.qty} between 1 and 99`),
    check('order_lines_total_ck', sql`${t.lineTotal} = ${t.unitPrice} * ${t.qty}`),
  ],
);

/** Every status change of an order, with its time and what caused it (checkout, demo, webhook, reconciler). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: requiredRef('order_id', () => orders.id, 'cascade'),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    source: text('source').notNull(),
    providerEventId: text('provider_event_id'),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId)],
);

/** Provider events already applied (Stripe `evt_…` ids): a redelivered event is recognised and skipped. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    orderId: optionalRef('order_id', () => orders.id),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * Sales: one per paid order line, for the gym's partner (docs/architecture.md §5: facts, never updated;
 * a refund adds compensating rows with negative amounts, `refund_id` set; ADR 0027). `commissionPercent` is the partner plan's at the time of
 * sale; `commission` is rounded half up to the centavo and `net = gross − commission`.
 * `gym_id … ON DELETE RESTRICT`: a gym with sales is never deleted.
 */
export const sales = pgTable(
  'sales',
  {
    id: uuidKey(),
    orderId: requiredRef('order_id', () => orders.id, 'restrict'),
    orderLineId: requiredRef('order_line_id', () => orderLines.id, 'restrict'),
    gymId: gymRef('restrict'),
    partnerId: optionalRef('partner_id', () => users.id),
    gymServiceId: optionalRef('gym_service_id', () => gymServices.id),
    buyerId: optionalRef('buyer_id', () => users.id),
    productKind: text('product_kind', { enum: PRODUCT_KINDS }).notNull(),
    productName: text('product_name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    gross: money('gross').notNull(),
    commissionPercent: percent('commission_percent').notNull(),
    commission: money('commission').notNull(),
    net: money('net').notNull(),
    /**
     * Set on a compensating row (ADR 0027): the refund (`refunds.id`, schema-refunds.ts; no foreign key,
     * to keep this file free of an import cycle) whose part on this line it takes back, with negative
     * `gross`, `commission` and `net`. Null on the sale itself.
     */
    refundId: uuid('refund_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sales_line_uq')
      .on(t.orderLineId)
      .where(sql`${t.refundId} is null`),
    uniqueIndex('sales_refund_line_uq')
      .on(t.refundId, t.orderLineId)
      .where(sql`${t.refundId} is not null`),
    index('sales_order_idx').on(t.orderId),
    index('sales_gym_idx').on(t.gymId),
    // buyer_id last: the partner's distinct buyers in a range are read from the index alone (ADR 0015).
    index('sales_partner_created_idx').on(t.partnerId, t.createdAt, t.buyerId),
    index('sales_buyer_idx').on(t.buyerId),
    // Every partner's sales newest first, for administrators (ADR 0018 "Finances and moderation").
    index('sales_created_idx').on(t.createdAt, t.id),
    check(
      'sales_amount_ck',
      sql`${t.quantity} >= 1 and (case when ${t.refundId} is null then ${t.gross} >= 0 and ${t.commission} >= 0 else ${t.gross} < 0 and ${t.commission} <= 0 end)`,
    ),
    check('sales_split_ck', sql`${t.gross} = ${t.commission} + ${t.net}`),
  ],
);

/**
 * Digital passes, one per paid order line. The code shown in the QR is derived from `id` with an
 * HMAC under the `pass-signing` secret (modules/passes), so it is never stored. Membership passes
 * run `validFrom`–`validUntil`; service passes also count `usesLeft` of `usesTotal`. `door_code` is the
 * short code to type at the counter when the QR cannot be read.
 */
export const passes = pgTable(
  'passes',
  {
    id: uuidKey(),
    orderId: requiredRef('order_id', () => orders.id, 'restrict'),
    orderLineId: requiredRef('order_line_id', () => orderLines.id, 'restrict'),
    memberId: optionalRef('member_id', () => users.id),
    gymId: gymRef('restrict'),
    productKind: text('product_kind', { enum: PRODUCT_KINDS }).notNull(),
    productName: text('product_name').notNull(),
    validFrom: at('valid_from').notNull(),
    validUntil: at('valid_until').notNull(),
    usesTotal: integer('uses_total'),
    usesLeft: integer('uses_left'),
    revokedAt: at('revoked_at'),
    /**
     * Short code typed at the counter (shared/domain/door-code: 8 Crockford base32 symbols, 40 random
     * bits, set by the server). Not unique: the door looks it up among the partner's own gyms' passes.
     * Rows written by SQL alone (demo seed, fixtures) default to 8 upper-case hex digits, all symbols
     * of that alphabet.
     */
    doorCode: text('door_code')
      .notNull()
      .default(sql`upper(substr(md5(random()::text), 1, 8))`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('passes_line_uq').on(t.orderLineId),
    index('passes_door_code_idx').on(t.doorCode),
    index('passes_member_idx').on(t.memberId),
    index('passes_gym_idx').on(t.gymId),
    check('passes_dates_ck', sql`${t.validUntil} > ${t.validFrom}`),
    check('passes_uses_ck', sql`${t.usesLeft} is null or (${t.usesLeft} between 0 and ${t.usesTotal})`),
  ],
);

/** Secrets the application generates once and shares across processes (e.g. `pass-signing`). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

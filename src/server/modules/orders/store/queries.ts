/**
 * SQL of orders (schema-commerce.ts): creation with the price snapshot, guarded state changes with
 * their history, provider event deduplication, and reads for "Mis compras" and the reconciler.
 * Knows nothing of HTTP.
 * @module
 */
import { and, asc, count, desc, eq, inArray, isNotNull, lt, ne, or, sql, getTableColumns } from 'drizzle-orm';
import { PURCHASE_STATUSES } from '../../../../shared/constants/commerce';
import type { OrderStatus } from '../../../../shared/contract/orders';
import type { Locale } from '../../../../shared/messages/i18n/locales';
import type { Database, Tx } from '../../../db/client';
import { users } from '../../../db/schema';
import { orderEvents, orderLines, orders, passes, paymentEvents } from '../../../db/schema-commerce';
import { passExtraColumns } from '../../passes/index';

/** A stored order. */
export type OrderRow = typeof orders.$inferSelect;
/** A stored order line. */
export type OrderLineRow = typeof orderLines.$inferSelect;
/** A stored pass. */
export type PassRow = typeof passes.$inferSelect;
/** What caused a state change (kept in `order_events.source`). */
export type EventSource = 'checkout' | 'demo' | 'webhook' | 'reconciler' | 'renewal' | 'refund';

/** How to find one order: by id or by the provider's payment id. */
export type OrderKey = { orderId: string } | { paymentId: string };

const byKey = (key: OrderKey) =>
  'orderId' in key ? eq(orders.id, key.orderId) : eq(orders.paymentId, key.paymentId);

/** The order made by member `userId` with idempotency key `key`, if any. */
export async function findOrderByIdempotencyKey(
  db: Database | Tx,
  userId: string,
  key: string,
): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

/** The member's pending order (at most one: `orders_one_pending_uq`), if any. */
export async function findPendingOrder(db: Database | Tx, userId: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'pending')))
    .limit(1);
  return row ?? null;
}

/** One order, by id or payment id. */
export async function findOrder(db: Database | Tx, key: OrderKey): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(byKey(key)).limit(1);
  return row ?? null;
}

/** One order, locked (`FOR UPDATE`) until the transaction ends: state changes of one order are serialised. */
export async function lockOrder(tx: Tx, key: OrderKey): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(byKey(key)).limit(1).for('update');
  return row ?? null;
}

/** The e-mail, name and language (`users.locale`, ADR 0055; null: none chosen) a receipt goes to. */
export async function findBuyer(
  db: Database | Tx,
  userId: string,
): Promise<{ email: string; name: string; locale: Locale | null } | null> {
  const [row] = await db
    .select({ email: users.email, name: users.name, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** Inserts a pending order. @returns the new row */
export async function insertOrder(tx: Tx, values: typeof orders.$inferInsert): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(values).returning();
  if (!row) throw new Error('order insert returned no row');
  return row;
}

/** Inserts the lines of an order. */
export async function insertOrderLines(tx: Tx, lines: (typeof orderLines.$inferInsert)[]): Promise<void> {
  if (lines.length > 0) await tx.insert(orderLines).values(lines);
}

/** Records a state change in the order's history. */
export async function insertOrderEvent(
  tx: Tx,
  event: {
    orderId: string;
    from: OrderStatus | null;
    to: OrderStatus;
    source: EventSource;
    providerEventId?: string;
  },
): Promise<void> {
  await tx.insert(orderEvents).values({
    orderId: event.orderId,
    fromStatus: event.from,
    toStatus: event.to,
    source: event.source,
    providerEventId: event.providerEventId ?? null,
  });
}

const TIME_COLUMN = {
  paid: 'paidAt',
  failed: 'failedAt',
  cancelled: 'cancelledAt',
  refunded: 'refundedAt',
} as const satisfies Partial<Record<OrderStatus, keyof OrderRow>>;

/**
 * Moves an order from `from` to `to` (guarded by its current status) and stamps the time of `to`.
 * @returns the updated row, or null when the order was not in `from`
 */
export async function updateOrderStatus(
  tx: Tx,
  orderId: string,
  from: OrderStatus,
  to: Exclude<OrderStatus, 'pending'>,
  failureCode?: string | null,
): Promise<OrderRow | null> {
  const [row] = await tx
    .update(orders)
    .set({
      status: to,
      [TIME_COLUMN[to]]: sql`now()`,
      ...(failureCode !== undefined ? { failureCode } : {}),
    })
    .where(and(eq(orders.id, orderId), eq(orders.status, from)))
    .returning();
  return row ?? null;
}

/** Stores the provider's payment id of an order, once. */
export async function setPaymentId(db: Database, orderId: string, paymentId: string): Promise<void> {
  await db
    .update(orders)
    .set({ paymentId })
    .where(and(eq(orders.id, orderId), sql`${orders.paymentId} is null`));
}

/** Stores the demo card's last 4 digits on a pending order (what its plan renewals charge, ADR 0017). */
export async function setCardLast4(db: Database, orderId: string, cardLast4: string): Promise<void> {
  await db
    .update(orders)
    .set({ cardLast4 })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')));
}

/**
 * Records a provider event as applied. @returns false when it was recorded before (a redelivery)
 */
export async function recordPaymentEvent(
  tx: Tx,
  event: { provider: string; eventId: string; type: string; orderId: string },
): Promise<boolean> {
  const inserted = await tx
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return inserted.length === 1;
}

/** The lines of some orders, in order and position. */
export async function findOrderLines(
  db: Database | Tx,
  orderIds: readonly string[],
): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, [...orderIds]))
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
}

/**
 * A pass with its admitted visits at the door (`pass_visits`: how many, the last one's instant, ISO) and
 * whether its member shares health conditions with its gym (`health_consents`).
 */
export type PassWithVisits = PassRow & { visits: number; lastVisitAt: string | null; healthShared: boolean };

/** The passes of some orders, with their visits. */
export async function findPassesOfOrders(
  db: Database | Tx,
  orderIds: readonly string[],
): Promise<PassWithVisits[]> {
  if (orderIds.length === 0) return [];
  return db
    .select({
      ...getTableColumns(passes),
      ...passExtraColumns,
    })
    .from(passes)
    .where(inArray(passes.orderId, [...orderIds]));
}

/**
 * A page of member `userId`'s orders, newest first, how many there are, and how many of them are
 * purchases ({@link PURCHASE_STATUSES}: paid; failed and cancelled ones are attempts).
 */
export async function findOrdersOfUser(
  db: Database,
  userId: string,
  page: number,
  pageSize: number,
): Promise<{ rows: OrderRow[]; total: number; purchases: number }> {
  const [rowsPage, totals, bought] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)),
    db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.userId, userId), inArray(orders.status, [...PURCHASE_STATUSES]))),
  ]);
  return { rows: rowsPage, total: totals[0]?.n ?? 0, purchases: bought[0]?.n ?? 0 };
}

/**
 * Orders the reconciler should look at: pending and created before `before`, and failed ones with a
 * payment started at a real provider before `expiredBefore` (it may still be open there). Oldest first.
 */
export async function findOrdersToReconcile(
  db: Database,
  before: Date,
  expiredBefore: Date,
  limit: number,
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      or(
        and(eq(orders.status, 'pending'), lt(orders.createdAt, before)),
        and(
          eq(orders.status, 'failed'),
          ne(orders.provider, 'manual'),
          isNotNull(orders.paymentId),
          lt(orders.createdAt, expiredBefore),
        ),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(limit);
}

/** Stamps the receipt of an order as sent. */
export async function markReceiptSent(db: Database, orderId: string): Promise<void> {
  await db
    .update(orders)
    .set({ receiptSentAt: sql`now()` })
    .where(eq(orders.id, orderId));
}

/**
 * SQL of withdrawal requests (schema-refunds.ts `withdrawals`; ADR 0027). Knows nothing of HTTP.
 * @module
 */
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { WithdrawalStatus } from '../../../shared/constants/refunds';
import type { Database, Tx } from '../../db/client';
import { orders } from '../../db/schema-commerce';
import { withdrawals } from '../../db/schema-refunds';
import type { OrderRow } from '../orders/index';

/** A stored withdrawal request. */
export type WithdrawalRow = typeof withdrawals.$inferSelect;

/**
 * The paid (or already refunded) cart order with `reference` whose buyer's e-mail is `email` (without
 * regard to case), paid at or after `since`; null otherwise — the caller cannot tell which part failed.
 */
export async function findWithdrawableOrder(
  db: Database | Tx,
  reference: string,
  email: string,
  since: Date,
): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.reference, reference),
        sql`lower(${orders.buyerEmail}) = lower(${email})`,
        eq(orders.kind, 'cart'),
        inArray(orders.status, ['paid', 'refunded']),
        gte(orders.paidAt, since),
      ),
    );
  return row ?? null;
}

/** The withdrawal request of an order, if any (one per order). */
export async function findWithdrawalOfOrder(
  db: Database | Tx,
  orderId: string,
): Promise<WithdrawalRow | null> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.orderId, orderId));
  return row ?? null;
}

/** One withdrawal request. */
export async function findWithdrawal(db: Database | Tx, id: string): Promise<WithdrawalRow | null> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
  return row ?? null;
}

/** Writes a request. @returns the row */
export async function insertWithdrawal(
  tx: Tx,
  values: { number: string; orderId: string; email: string; status: WithdrawalStatus },
): Promise<WithdrawalRow> {
  const [row] = await tx.insert(withdrawals).values(values).returning();
  return row!;
}

/** Records the refund a request made and its new state. */
export async function setWithdrawalOutcome(
  tx: Tx,
  id: string,
  status: WithdrawalStatus,
  refundId: string | null,
): Promise<WithdrawalRow> {
  const [row] = await tx
    .update(withdrawals)
    .set({ status, refundId })
    .where(eq(withdrawals.id, id))
    .returning();
  return row!;
}

/**
 * SQL of withdrawal requests (schema-refunds.ts `withdrawals`; ADR 0027). Knows nothing of HTTP.
 * @module
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { WithdrawalStatus } from '../../../shared/constants/refunds';
import type { Database, Tx } from '../../db/client';
import { gyms } from '../../db/schema';
import { orderLines, orders } from '../../db/schema-commerce';
import { withdrawals } from '../../db/schema-refunds';
import type { OrderRow } from '../orders/index';

/** A stored withdrawal request. */
export type WithdrawalRow = typeof withdrawals.$inferSelect;

/**
 * The paid (or already refunded) cart order with `reference` whose buyer's e-mail is `email` (without
 * regard to case); null otherwise — the caller cannot tell which part failed. Whether it is still within
 * its country's term is the caller's question (./window).
 */
export async function findWithdrawableOrder(
  db: Database | Tx,
  reference: string,
  email: string,
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
      ),
    );
  return row ?? null;
}

/** The IANA time zones of the gyms of an order's lines (`gyms.time_zone`), each once. */
export async function findOrderTimeZones(db: Database | Tx, orderId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ timeZone: gyms.timeZone })
    .from(orderLines)
    .innerJoin(gyms, eq(gyms.id, orderLines.gymId))
    .where(eq(orderLines.orderId, orderId));
  return rows.map((row) => row.timeZone);
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

/**
 * SQL of refunds (schema-refunds.ts; ADR 0027): the balance of an order's lines, writing a refund with
 * its parts, finding one again, completing it, and its effects on sales and passes. Knows nothing of
 * HTTP. Amounts cross this module's boundary as integer centavos.
 * @module
 */
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { RefundActor, RefundStatus } from '../../../shared/constants/refunds';
import { fromCentavos, toCentavos } from '../../../shared/domain/money';
import type { Database, Tx } from '../../db/client';
import { orderLines, passes, sales } from '../../db/schema-commerce';
import { refundLines, refunds } from '../../db/schema-refunds';

/** A stored refund. */
export type RefundRow = typeof refunds.$inferSelect;

/** One order line with what is left to refund, and the partner of its sale. */
export interface LineState {
  lineId: string;
  kind: 'membership' | 'service';
  unitPrice: number;
  total: number;
  /** Refunded or being refunded (refunds not failed), centavos. */
  refunded: number;
  /** The partner of the line's sale (null: none). */
  partnerId: string | null;
}

/**
 * `order_lines.id` written out in full: Drizzle leaves the columns of a one-table select unqualified, and
 * a bare `id` inside the subqueries below would name their own tables' ids.
 */
const LINE_ID = sql.raw('"order_lines"."id"');

/** The lines of an order with their refund balance. */
export async function findLineStates(db: Database | Tx, orderId: string): Promise<LineState[]> {
  const found = await db
    .select({
      lineId: orderLines.id,
      kind: orderLines.kind,
      unitPrice: orderLines.unitPrice,
      total: orderLines.lineTotal,
      refunded: sql<string>`coalesce((select sum(rl.amount) from ${refundLines} rl
        join ${refunds} r on r.id = rl.refund_id
        where rl.order_line_id = ${LINE_ID} and r.status <> 'failed'), 0)::text`,
      partnerId: sql<string | null>`(select s.partner_id from ${sales} s
        where s.order_line_id = ${LINE_ID} and s.refund_id is null)`,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
  return found.map((row) => ({
    ...row,
    unitPrice: toCentavos(row.unitPrice),
    total: toCentavos(row.total),
    refunded: toCentavos(row.refunded),
  }));
}

/** A refund to write: its parts per line in centavos. */
export interface NewRefund {
  orderId: string;
  reason: string;
  actorType: RefundActor;
  actorId: string | null;
  idempotencyKey: string | null;
  /** SHA-256 (hex) of the request's parameters (see `refunds.request_hash`). */
  requestHash: string;
  parts: ReadonlyMap<string, number>;
}

/** Writes a refund `requested` with its parts. @returns the row */
export async function insertRefund(tx: Tx, refund: NewRefund): Promise<RefundRow> {
  const amount = [...refund.parts.values()].reduce((a, b) => a + b, 0);
  const [row] = await tx
    .insert(refunds)
    .values({
      orderId: refund.orderId,
      amount: fromCentavos(amount),
      reason: refund.reason,
      actorType: refund.actorType,
      actorId: refund.actorId,
      idempotencyKey: refund.idempotencyKey,
      requestHash: refund.requestHash,
    })
    .returning();
  await tx.insert(refundLines).values(
    [...refund.parts].map(([orderLineId, part]) => ({
      refundId: row!.id,
      orderLineId,
      amount: fromCentavos(part),
    })),
  );
  return row!;
}

/** The refund of `orderId` made with the client's idempotency key `key`, if any. */
export async function findRefundByKey(
  db: Database | Tx,
  orderId: string,
  key: string,
): Promise<RefundRow | null> {
  const [row] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.idempotencyKey, key)));
  return row ?? null;
}

/** One refund. */
export async function findRefund(db: Database | Tx, id: string): Promise<RefundRow | null> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
  return row ?? null;
}

/** Refunds still `requested` created before `before` (resumed by the job), oldest first. */
export async function findRequestedRefunds(db: Database, before: Date, limit: number): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(and(eq(refunds.status, 'requested'), lt(refunds.createdAt, before)))
    .orderBy(asc(refunds.createdAt))
    .limit(limit);
}

/**
 * Moves a `requested` refund to `status` with the provider's id. @returns the row, or null when it was
 * not `requested` any more (completed by another process: its effects are applied once)
 */
export async function completeRefund(
  tx: Tx,
  id: string,
  status: Exclude<RefundStatus, 'requested'>,
  providerRefundId: string | null,
): Promise<RefundRow | null> {
  const [row] = await tx
    .update(refunds)
    .set({ status, providerRefundId, completedAt: sql`now()` })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'requested')))
    .returning();
  return row ?? null;
}

/** The parts of a refund per line, centavos. */
export async function findRefundParts(db: Database | Tx, refundId: string): Promise<Map<string, number>> {
  const found = await db
    .select({ lineId: refundLines.orderLineId, amount: refundLines.amount })
    .from(refundLines)
    .where(eq(refundLines.refundId, refundId));
  return new Map(found.map((p) => [p.lineId, toCentavos(p.amount)]));
}

/** The sale of a line (null: none) and what its compensating rows took back so far, centavos. */
export async function findSaleOfLine(
  tx: Tx,
  lineId: string,
): Promise<{ sale: typeof sales.$inferSelect; backGross: number; backCommission: number } | null> {
  const [sale] = await tx
    .select()
    .from(sales)
    .where(and(eq(sales.orderLineId, lineId), isNull(sales.refundId)));
  if (!sale) return null;
  const [back] = await tx
    .select({
      gross: sql<string>`coalesce(-sum(${sales.gross}), 0)::text`,
      commission: sql<string>`coalesce(-sum(${sales.commission}), 0)::text`,
    })
    .from(sales)
    .where(and(eq(sales.orderLineId, lineId), sql`${sales.refundId} is not null`));
  return { sale, backGross: toCentavos(back!.gross), backCommission: toCentavos(back!.commission) };
}

/** Writes a compensating sales row (negative amounts) for `refundId` on the sale's line. */
export async function insertCompensatingSale(
  tx: Tx,
  sale: typeof sales.$inferSelect,
  refundId: string,
  amounts: { gross: number; commission: number },
): Promise<void> {
  const { id: _id, createdAt: _at, ...same } = sale;
  await tx
    .insert(sales)
    .values({
      ...same,
      refundId,
      gross: fromCentavos(-amounts.gross),
      commission: fromCentavos(-amounts.commission),
      net: fromCentavos(-(amounts.gross - amounts.commission)),
    })
    .onConflictDoNothing();
}

/** The pass of a line, locked. */
export async function lockPassOfLine(tx: Tx, lineId: string): Promise<typeof passes.$inferSelect | null> {
  const [row] = await tx.select().from(passes).where(eq(passes.orderLineId, lineId)).for('update');
  return row ?? null;
}

/** Revokes a pass now (a refunded line). */
export async function revokePass(tx: Tx, passId: string): Promise<void> {
  await tx
    .update(passes)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(passes.id, passId), isNull(passes.revokedAt)));
}

/** Sets the uses a service pass has left. */
export async function setUsesLeft(tx: Tx, passId: string, usesLeft: number): Promise<void> {
  await tx.update(passes).set({ usesLeft }).where(eq(passes.id, passId));
}

/** Whether any pass of the lines was used at the door or revoked (a withdrawal refunds unused passes only). */
export async function usedLines(db: Database | Tx, orderId: string): Promise<Set<string>> {
  const found = await db
    .select({ line: passes.orderLineId })
    .from(passes)
    .where(
      and(
        eq(passes.orderId, orderId),
        sql`(${passes.revokedAt} is not null or exists (select 1 from pass_visits v where v.pass_id = ${passes.id}))`,
      ),
    );
  return new Set(found.map((r) => r.line));
}

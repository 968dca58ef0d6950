/**
 * Writes a paid sale straight into the database for tests that need sales at chosen times, amounts
 * and buyers (a gym with sales cannot be deleted; the partner's figures): a paid order of one line and
 * its sale, as the payment settlement writes them (docs/architecture.md §5: commission by the plan's percent,
 * rounded half up to the centavo, net = gross − commission).
 * @module
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../src/server/db/client';
import { orderLines, sales } from '../../../src/server/db/schema-commerce';
import { rows } from '../../../src/server/db/sql';
import { fromCentavos, splitCommission, toCentavos } from '../../../src/shared/domain/money';

/** What {@link insertPaidSale} writes; only `gymId` and `gross` (the line total, ARS) are required. */
export interface PaidSaleFields {
  gymId: string;
  gross: string;
  gymServiceId?: string;
  /** The gym's partner at the time of sale (null: none). */
  partnerId?: string | null;
  buyerId?: string | null;
  buyerName?: string;
  qty?: number;
  /** BuscaGym's percent (default 0). */
  commissionPercent?: string;
  productName?: string;
  /** Payment time (default now). */
  at?: Date;
  /** Post its ledger entry as the history is posted (default true; false on a database before the ledger). */
  ledger?: boolean;
}

/** Inserts a paid order with one line and its sale. @returns the sale's id */
export async function insertPaidSale(handle: DatabaseHandle, fields: PaidSaleFields): Promise<string> {
  const { db } = handle;
  const at = fields.at ?? new Date();
  const qty = fields.qty ?? 1;
  const grossCentavos = toCentavos(fields.gross);
  const unitPrice = fromCentavos(grossCentavos / qty);
  const percent = fields.commissionPercent ?? '0.00';
  const { commission, net } = splitCommission(grossCentavos, percent);
  // Named columns only, so that the helper also fills a database migrated up to an earlier migration
  // (tests/api/ledger/backfill.test.ts), whose orders lack the later columns.
  const reference = `BG-T${randomUUID().slice(0, 8).toUpperCase()}`;
  const [order] = await rows<{ id: string }>(
    db,
    sql`insert into orders (reference, user_id, provider, total, idempotency_key, cart_version, buyer_email,
          buyer_name, status, created_at, paid_at)
        values (${reference}, ${fields.buyerId ?? null}, 'manual', ${fields.gross}, ${randomUUID()}, 0,
          'comprador@example.com', ${fields.buyerName ?? 'Comprador'}, 'paid', ${at.toISOString()}, ${at.toISOString()})
        returning id`,
  );
  const kind = fields.gymServiceId ? 'service' : 'membership';
  const productName = fields.productName ?? 'Producto';
  const [line] = await db
    .insert(orderLines)
    .values({
      orderId: order?.id ?? '',
      position: 0,
      productId: fields.gymServiceId ?? fields.gymId,
      kind,
      gymId: fields.gymId,
      gymServiceId: fields.gymServiceId ?? null,
      gymName: 'Gimnasio',
      name: productName,
      unit: kind === 'service' ? 'clase' : 'mes',
      unitPrice,
      qty,
      lineTotal: fields.gross,
    })
    .returning({ id: orderLines.id });
  const [sale] = await db
    .insert(sales)
    .values({
      orderId: order?.id ?? '',
      orderLineId: line?.id ?? '',
      gymId: fields.gymId,
      partnerId: fields.partnerId ?? null,
      gymServiceId: fields.gymServiceId ?? null,
      buyerId: fields.buyerId ?? null,
      productKind: kind,
      productName,
      quantity: qty,
      unitPrice,
      gross: fields.gross,
      commissionPercent: percent,
      commission: fromCentavos(commission),
      net: fromCentavos(net),
      createdAt: at,
    })
    .returning({ id: sales.id });
  // History written by SQL gets its ledger entry as the migration's backfill gives it (ADR 0042).
  if (fields.ledger !== false) await db.execute(sql`select ledger_post_history()`);
  return sale?.id ?? '';
}

/**
 * Writes a paid sale straight into the database for tests that only need one to exist (a gym with
 * sales cannot be deleted; a deleted service leaves its sales): a paid order of one line and its sale,
 * as the payment settlement writes them (ARCHITECTURE §5).
 * @module
 */
import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../../../src/server/db/client';
import { orderLines, orders, sales } from '../../../src/server/db/schema-commerce';

/** Inserts a paid order with one line of `gross` ARS for gym `gymId` (and service link `gymServiceId`). @returns the sale's id */
export async function insertPaidSale(
  handle: DatabaseHandle,
  fields: { gymId: string; gymServiceId?: string; gross: string },
): Promise<string> {
  const { db } = handle;
  const [order] = await db
    .insert(orders)
    .values({
      reference: `BG-T${randomUUID().slice(0, 7).toUpperCase()}`,
      provider: 'manual',
      total: fields.gross,
      idempotencyKey: randomUUID(),
      cartVersion: 0,
      buyerEmail: 'comprador@example.com',
      buyerName: 'Comprador',
      status: 'paid',
      paidAt: new Date(),
    })
    .returning({ id: orders.id });
  const kind = fields.gymServiceId ? 'service' : 'membership';
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
      name: 'Producto',
      unit: kind === 'service' ? 'clase' : 'mes',
      unitPrice: fields.gross,
      qty: 1,
      lineTotal: fields.gross,
    })
    .returning({ id: orderLines.id });
  const [sale] = await db
    .insert(sales)
    .values({
      orderId: order?.id ?? '',
      orderLineId: line?.id ?? '',
      gymId: fields.gymId,
      gymServiceId: fields.gymServiceId ?? null,
      productKind: kind,
      productName: 'Producto',
      quantity: 1,
      unitPrice: fields.gross,
      gross: fields.gross,
      commissionPercent: '0.00',
      commission: '0.00',
      net: fields.gross,
    })
    .returning({ id: sales.id });
  return sale?.id ?? '';
}

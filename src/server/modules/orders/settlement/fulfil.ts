/**
 * What paying an order creates, inside the transaction that marks it paid (docs/architecture.md §5): one sale
 * per line for the gym's partner, and one digital pass per line. Both are keyed by the order line
 * (`sales_line_uq`, `passes_line_uq`), so applying a payment twice can never double them.
 * @module
 */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { anyOf } from '../../../db/array-params';
import { FREE_PLAN } from '../../../../shared/constants/partners';
import { SERVICE_PASS_VALIDITY_MONTHS } from '../../../../shared/constants/commerce';
import { doorCodeFromBytes } from '../../../../shared/domain/door-code';
import { fromCentavos, splitCommission, toCentavos } from '../../../../shared/domain/money';
import type { Database, Tx } from '../../../db/client';
import { passes, sales } from '../../../db/schema-commerce';
import { partnerPaymentAccounts } from '../../../db/schema-payment-accounts';
import { rows } from '../../../db/sql';
import type { SaleSplit } from '../../ledger/index';
import type { OrderLineRow, OrderRow } from '../store/queries';

/** The partner of a gym and the commission percent of the partner's plan now (the free plan's without a partner). */
export interface GymCommission {
  gymId: string;
  partnerId: string | null;
  percent: string;
}

export async function findGymCommissions(
  tx: Database | Tx,
  gymIds: readonly string[],
): Promise<Map<string, GymCommission>> {
  const found = await rows<GymCommission>(
    tx as unknown as Database,
    sql`select g.id as "gymId", g.owner_id as "partnerId",
               coalesce(pl.commission_percent, fp.commission_percent)::text as percent
          from gyms g
          left join partners p on p.user_id = g.owner_id
          left join plans pl on pl.code = p.plan_code
          cross join (select commission_percent from plans where code = ${FREE_PLAN}) fp
         where ${anyOf(sql`g.id`, [...new Set(gymIds)], 'uuid')}`,
  );
  return new Map(found.map((c) => [c.gymId, c]));
}

/**
 * Writes the sales of a paid order: per line, gross = line total, BuscaGym's commission from the
 * partner plan's `commissionPercent` at this moment (rounded half up to the centavo, `splitCommission`),
 * net = gross − commission. Lines already sold are skipped.
 * @returns the split of each sale written (centavos), for the ledger's entry of the payment
 */
export async function writeSales(
  tx: Tx,
  order: OrderRow,
  lines: readonly OrderLineRow[],
): Promise<SaleSplit[]> {
  const commissions = await findGymCommissions(
    tx,
    lines.map((l) => l.gymId),
  );
  const values = lines.map((line) => {
    const rule = commissions.get(line.gymId);
    if (!rule) throw new Error(`gym ${line.gymId} of order ${order.id} not found`);
    const gross = toCentavos(line.lineTotal);
    const { commission, net } = splitCommission(gross, rule.percent);
    return {
      orderId: order.id,
      orderLineId: line.id,
      gymId: line.gymId,
      partnerId: rule.partnerId,
      gymServiceId: line.gymServiceId,
      buyerId: order.userId,
      productKind: line.kind,
      productName: line.name,
      quantity: line.qty,
      unitPrice: line.unitPrice,
      gross: fromCentavos(gross),
      commissionPercent: rule.percent,
      commission: fromCentavos(commission),
      net: fromCentavos(net),
    };
  });
  if (values.length === 0) return [];
  const written = await tx
    .insert(sales)
    .values(values)
    .onConflictDoNothing()
    .returning({ partnerId: sales.partnerId, gross: sales.gross, commission: sales.commission });
  return written.map((s) => ({
    partnerId: s.partnerId,
    gross: toCentavos(s.gross),
    commission: toCentavos(s.commission),
  }));
}

/**
 * Writes the passes of a paid order, valid from the payment time: a membership for `qty` months, a
 * service for `qty` uses within {@link SERVICE_PASS_VALIDITY_MONTHS} months (calendar months by
 * PostgreSQL's interval arithmetic: Jan 31 + 1 month = Feb 28/29). Lines that have a pass are skipped.
 * Each pass gets a random short door code (shared/domain/door-code).
 */
export async function writePasses(tx: Tx, order: OrderRow, lines: readonly OrderLineRow[]): Promise<void> {
  if (!order.paidAt) throw new Error(`order ${order.id} is not paid`);
  const paidAt = order.paidAt;
  const values = lines.map((line) => {
    const months = line.kind === 'membership' ? line.qty : SERVICE_PASS_VALIDITY_MONTHS;
    const uses = line.kind === 'service' ? line.qty : null;
    return {
      orderId: order.id,
      orderLineId: line.id,
      memberId: order.userId,
      gymId: line.gymId,
      productKind: line.kind,
      productName: line.name,
      validFrom: paidAt,
      validUntil:
        sql`${paidAt.toISOString()}::timestamptz + make_interval(months => ${months}::int)` as unknown as Date,
      usesTotal: uses,
      usesLeft: uses,
      doorCode: doorCodeFromBytes(randomBytes(8)),
    };
  });
  if (values.length > 0) await tx.insert(passes).values(values).onConflictDoNothing();
}

/**
 * The partner whose connected MercadoPago account collected a cart order's payment, or null when
 * BuscaGym's account did: the seller rule of payment-accounts (one partner in the order, his account
 * connected; docs/decisions "payment providers and the MercadoPago marketplace"), read in the
 * transaction that settles the order.
 */
export async function collectingSeller(
  tx: Tx,
  order: OrderRow,
  sold: readonly SaleSplit[],
): Promise<string | null> {
  const partners = [...new Set(sold.map((s) => s.partnerId))];
  const [partnerId] = partners;
  if (order.provider !== 'mercadopago' || partners.length !== 1 || !partnerId) return null;
  const found = await tx
    .select({ partnerId: partnerPaymentAccounts.partnerId })
    .from(partnerPaymentAccounts)
    .where(
      and(
        eq(partnerPaymentAccounts.partnerId, partnerId),
        eq(partnerPaymentAccounts.provider, 'mercadopago'),
      ),
    );
  return found.length > 0 ? partnerId : null;
}

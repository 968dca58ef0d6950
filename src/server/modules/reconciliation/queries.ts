/**
 * SQL of the reconciliation (ADR 0044): our side of a window (orders, refunds, the ledger's unapplied
 * payments) and the mismatches table. Amounts come back as integer centavos.
 * @module
 */
import { sql } from 'drizzle-orm';
import type { MismatchKind, MismatchResolution } from '../../../shared/constants/reconciliation';
import type { PaymentProviderName } from '../../../shared/constants/commerce';
import { arrayParam } from '../../db/array-params';
import type { Database, Tx } from '../../db/client';
import { rows } from '../../db/sql';
import type { Finding, OrderFact, RefundFact } from './compare';

type Db = Database | Tx;
const centavos = (column: string) => sql.raw(`round(${column} * 100)::bigint::text`);

/** Orders named by `orderIds`/`paymentIds`, and orders of `provider` paid in `[from, to)`. */
export async function selectOrderFacts(
  db: Db,
  provider: PaymentProviderName,
  orderIds: readonly string[],
  paymentIds: readonly string[],
  from: Date,
  to: Date,
): Promise<OrderFact[]> {
  const found = await rows<
    Omit<OrderFact, 'totalCentavos' | 'paidAt'> & { total: string; paidAt: string | null }
  >(
    db,
    sql`select o.id, o.payment_id as "paymentId", o.status, ${centavos('o.total')} as total, o.currency,
               o.paid_at as "paidAt"
          from orders o
         where o.id = any(${arrayParam(orderIds, 'uuid')}) or o.payment_id = any(${arrayParam(paymentIds, 'text')})
            or (o.provider = ${provider} and o.paid_at >= ${from.toISOString()}::timestamptz
                and o.paid_at < ${to.toISOString()}::timestamptz)`,
  );
  return found.map((o) => ({
    ...o,
    totalCentavos: Number(o.total),
    paidAt: o.paidAt === null ? null : new Date(o.paidAt),
  }));
}

/** Refunds named by `providerRefundIds`, and refunds of `provider`'s orders completed in `[from, to)`. */
export async function selectRefundFacts(
  db: Db,
  provider: PaymentProviderName,
  providerRefundIds: readonly string[],
  from: Date,
  to: Date,
): Promise<RefundFact[]> {
  const found = await rows<
    Omit<RefundFact, 'amountCentavos' | 'completedAt'> & { amount: string; completedAt: string | null }
  >(
    db,
    sql`select r.id, r.order_id as "orderId", ${centavos('r.amount')} as amount, r.status,
               r.provider_refund_id as "providerRefundId", r.completed_at as "completedAt",
               o.currency
          from refunds r join orders o on o.id = r.order_id
         where r.provider_refund_id = any(${arrayParam(providerRefundIds, 'text')})
            or (o.provider = ${provider} and r.completed_at >= ${from.toISOString()}::timestamptz
                and r.completed_at < ${to.toISOString()}::timestamptz)`,
  );
  return found.map((r) => ({
    ...r,
    amountCentavos: Number(r.amount),
    completedAt: r.completedAt === null ? null : new Date(r.completedAt),
  }));
}

/**
 * The provider payment ids of `provider` booked as unapplied (`payment:{provider}:{id}`) and those whose
 * return is booked (`…:refund`), read from the ledger's event keys (ADR 0042).
 */
export async function selectUnapplied(
  db: Db,
  provider: PaymentProviderName,
): Promise<{ unapplied: Set<string>; returned: Set<string> }> {
  const prefix = `payment:${provider}:`;
  const found = await rows<{ eventKey: string }>(
    db,
    sql`select event_key as "eventKey" from ledger_entries
         where kind in ('unapplied_payment', 'unapplied_refund') and starts_with(event_key, ${prefix})`,
  );
  const unapplied = new Set<string>();
  const returned = new Set<string>();
  for (const { eventKey } of found) {
    const rest = eventKey.slice(prefix.length);
    if (rest.endsWith(':refund')) returned.add(rest.slice(0, -':refund'.length));
    else unapplied.add(rest);
  }
  return { unapplied, returned };
}

/** Stores `finding` unless its key is stored already. @returns true when it is new */
export async function insertMismatch(
  db: Db,
  provider: PaymentProviderName,
  finding: Finding,
  action: string,
): Promise<boolean> {
  const inserted = await rows<{ id: string }>(
    db,
    sql`insert into reconciliation_mismatches
          (key, kind, provider, order_id, refund_id, provider_object_id, ours, theirs, currency, action)
        values (${finding.key}, ${finding.kind}, ${provider}, ${finding.orderId}::uuid, ${finding.refundId}::uuid,
                ${finding.providerObjectId}, ${finding.ours}::bigint, ${finding.theirs}::bigint, ${finding.currency}, ${action})
        on conflict (key) do nothing returning id`,
  );
  return inserted.length > 0;
}

/**
 * Marks the mismatch `key` (or id) resolved, if open.
 * @returns whether it was open
 */
export async function resolveMismatch(
  db: Db,
  where: { key: string } | { id: string },
  resolution: MismatchResolution,
  by: string | null,
): Promise<boolean> {
  const match = 'key' in where ? sql`key = ${where.key}` : sql`id = ${where.id}::uuid`;
  const updated = await rows<{ id: string }>(
    db,
    sql`update reconciliation_mismatches set resolved_at = now(), resolution = ${resolution}, resolved_by = ${by}::uuid
         where ${match} and resolved_at is null returning id`,
  );
  return updated.length > 0;
}

/** A stored mismatch as read (centavos, instants as ISO text). */
export interface MismatchRow {
  id: string;
  kind: MismatchKind;
  provider: PaymentProviderName;
  orderId: string | null;
  refundId: string | null;
  providerObjectId: string | null;
  ours: string | null;
  theirs: string | null;
  currency: string;
  action: string;
  foundAt: string;
  resolvedAt: string | null;
  resolution: MismatchResolution | null;
}

const COLUMNS = sql`id, kind, provider, order_id as "orderId", refund_id as "refundId",
  provider_object_id as "providerObjectId", ours::text as ours, theirs::text as theirs, currency, action,
  found_at as "foundAt", resolved_at as "resolvedAt", resolution`;

/** A page of mismatches, open first (latest found first), then resolved (latest resolved first); and counts. */
export async function selectMismatchPage(
  db: Db,
  offset: number,
  limit: number,
): Promise<{ rows: MismatchRow[]; total: number; open: number }> {
  const [page, [counts]] = await Promise.all([
    rows<MismatchRow>(
      db,
      sql`select ${COLUMNS} from reconciliation_mismatches
           order by (resolved_at is null) desc, coalesce(resolved_at, found_at) desc, id
           limit ${limit} offset ${offset}`,
    ),
    rows<{ total: string; open: string }>(
      db,
      sql`select count(*)::text as total, (count(*) filter (where resolved_at is null))::text as open
            from reconciliation_mismatches`,
    ),
  ]);
  return { rows: page, total: Number(counts?.total ?? 0), open: Number(counts?.open ?? 0) };
}

/** One mismatch by id, or undefined. */
export async function selectMismatch(db: Db, id: string): Promise<MismatchRow | undefined> {
  const [row] = await rows<MismatchRow>(
    db,
    sql`select ${COLUMNS} from reconciliation_mismatches where id = ${id}::uuid`,
  );
  return row;
}

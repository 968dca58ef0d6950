/**
 * The administrators' list of mismatches and their "Marcar como resuelto" (ADR 0044): rows in the
 * contract's shape (amounts as ARS decimals, instants as ISO 8601 UTC).
 * @module
 */
import type { Mismatch, MismatchList, MismatchListQuery } from '../../../shared/contract/reconciliation';
import { reconciliationMessages as m } from '../../../shared/messages/reconciliation';
import { fromCentavos } from '../../../shared/domain/money';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import { iso, isoOrNull, offsetOf, pageFields } from '../paging';
import { resolveMismatch, selectMismatch, selectMismatchPage, type MismatchRow } from './queries';

const decimal = (centavos: string | null) =>
  centavos === null ? null : { $numberDecimal: fromCentavos(Number(centavos)) };

/** A stored row in the contract's shape. */
export const mismatchOf = (row: MismatchRow): Mismatch => ({
  _id: row.id,
  kind: row.kind,
  provider: row.provider,
  orderId: row.orderId,
  refundId: row.refundId,
  providerObjectId: row.providerObjectId,
  ours: decimal(row.ours),
  theirs: decimal(row.theirs),
  currency: row.currency,
  action: row.action,
  foundAt: iso(row.foundAt),
  resolvedAt: isoOrNull(row.resolvedAt),
  resolution: row.resolution,
});

/** A page of the list. */
export async function listMismatches(db: Database, query: MismatchListQuery): Promise<MismatchList> {
  const page = await selectMismatchPage(db, offsetOf(query), query.limit);
  const { total, pages } = pageFields(page.total, query);
  return { mismatches: page.rows.map(mismatchOf), total, page: query.page, pages, open: page.open };
}

/**
 * Marks mismatch `id` resolved by administrator `adminId`.
 * @throws AppError NOT_FOUND for an unknown id, CONFLICT when it was resolved already
 */
export async function markResolved(db: Database, id: string, adminId: string): Promise<Mismatch> {
  if (!(await resolveMismatch(db, { id }, 'admin', adminId))) {
    if (!(await selectMismatch(db, id))) throw new AppError('NOT_FOUND', m.notFound);
    throw new AppError('CONFLICT', m.alreadyResolved);
  }
  const row = await selectMismatch(db, id);
  if (!row) throw new AppError('NOT_FOUND', m.notFound);
  return mismatchOf(row);
}

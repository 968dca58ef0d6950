/**
 * Paging of the administration lists: offset from `page` and `limit`, and the page fields of an answer.
 * @module
 */
import { ADMIN_COUNT_CAP } from '../../shared/constants/admin';

/** Rows skipped before page `page` (1-based) of `limit` rows. */
export const offsetOf = (query: { page: number; limit: number }): number => (query.page - 1) * query.limit;

/**
 * The page fields of an answer. With `capped`, a total above {@link ADMIN_COUNT_CAP} is reported as the
 * cap with `totalIsEstimate` (the count stopped there; ADR 0018).
 */
export function pageFields(
  total: number,
  query: { page: number; limit: number },
  capped = false,
): { total: number; totalIsEstimate: boolean; page: number; pages: number; limit: number } {
  const estimate = capped && total > ADMIN_COUNT_CAP;
  const shown = estimate ? ADMIN_COUNT_CAP : total;
  return {
    total: shown,
    totalIsEstimate: estimate,
    page: query.page,
    pages: Math.ceil(shown / query.limit),
    limit: query.limit,
  };
}

/** An instant read from the database (ISO 8601 of any offset) as ISO 8601 in UTC; null stays null. */
export const isoOrNull = (value: string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** An instant read from the database as ISO 8601 in UTC. */
export const iso = (value: string): string => new Date(value).toISOString();

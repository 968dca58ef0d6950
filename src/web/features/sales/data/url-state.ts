/**
 * The sales screen's filters and page live in the URL (`?from&to&gym&product&page`), so a view can be
 * reloaded, shared and navigated back to. Values the contract refuses are dropped, never sent.
 * @module
 */
import { salesFilterSchema, type SalesFilter } from '../../../../shared/contract/sales';

/** The filter and page of `params`; each invalid or missing value falls back to the server's default. */
export function readSalesState(params: URLSearchParams): { filter: SalesFilter; page: number } {
  const filter: SalesFilter = {};
  for (const key of ['from', 'to', 'gym', 'product'] as const) {
    const value = params.get(key);
    if (!value) continue;
    const parsed = salesFilterSchema.shape[key].safeParse(value);
    if (parsed.success && parsed.data) filter[key] = parsed.data;
  }
  const page = Number(params.get('page') ?? '1');
  return { filter, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/** The query string of `filter` and `page` (page 1 and empty values left out). */
export function writeSalesState(filter: SalesFilter, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
  if (page > 1) params.set('page', String(page));
  return params;
}

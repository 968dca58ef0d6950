/**
 * Sales calls of the web app (SPEC §7 `GET /api/partner/sales/{id}` and `/allsales/{id}`; state key
 * `partnerSales`), typed with the shared contract. Cached under `['partner', userId, 'sales', …]`, so
 * signing out drops them with the rest of the partner's data.
 * @module
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  salesFiguresResponseSchema,
  salesListResponseSchema,
  type Sale,
  type SalesFiguresResponse,
  type SalesFilter,
  type SalesListResponse,
} from '../../../../shared/contract/sales';
import { SALES_MAX_PAGE_SIZE } from '../../../../shared/constants/sales';
import { statementResponseSchema, type StatementResponse } from '../../../../shared/contract/ledger';
import type { Currency } from '../../../../shared/domain/currency';
import { getJson, type QueryParams } from '../../../lib/http';
import { partnerKeys } from '../../../lib/query-keys';
import { seg } from '../../../lib/path';

const params = (filter: SalesFilter): QueryParams => ({
  from: filter.from,
  to: filter.to,
  gym: filter.gym,
  product: filter.product,
});

/** Query keys of a partner's sales. */
export const salesKeys = {
  figures: (userId: string, filter: SalesFilter) =>
    [...partnerKeys.profile(userId), 'sales', 'figures', filter] as const,
  list: (userId: string, filter: SalesFilter, page: number) =>
    [...partnerKeys.profile(userId), 'sales', 'list', filter, page] as const,
  statement: (userId: string, month: string, currency?: Currency) =>
    [...partnerKeys.profile(userId), 'sales', 'statement', month, currency ?? 'own'] as const,
};

/**
 * The address of `userId`'s statement of `month` (`YYYY-MM`), as JSON or as the CSV download, in
 * `currency` (absent: the partner's own; ADR 0053).
 */
export const statementUrl = (
  userId: string,
  month: string,
  format: 'json' | 'csv' = 'json',
  currency?: Currency,
): string =>
  `/api/partner/statement/${seg(userId)}?month=${encodeURIComponent(month)}&format=${format}` +
  (currency ? `&currency=${currency}` : '');

/** `GET /api/partner/sales/allsales/{userId}`: the figures for `filter`. */
export function fetchSalesFigures(
  userId: string,
  filter: SalesFilter,
  signal?: AbortSignal,
): Promise<SalesFiguresResponse> {
  return getJson(`/api/partner/sales/allsales/${seg(userId)}`, salesFiguresResponseSchema, {
    params: params(filter),
    signal,
  });
}

/** `GET /api/partner/sales/{userId}`: page `page` of the sales for `filter` (`limit` per page). */
export function fetchSalesPage(
  userId: string,
  filter: SalesFilter,
  page: number,
  limit?: number,
  signal?: AbortSignal,
): Promise<SalesListResponse> {
  return getJson(`/api/partner/sales/${seg(userId)}`, salesListResponseSchema, {
    params: { ...params(filter), page, limit },
    signal,
  });
}

/**
 * Every sale for `filter`, page after page of {@link SALES_MAX_PAGE_SIZE} (for the CSV). Pages are read
 * newest first; a sale paid while reading could shift one row to the next page, so rows are kept once by id.
 */
export async function fetchAllSales(userId: string, filter: SalesFilter): Promise<Sale[]> {
  const seen = new Map<string, Sale>();
  let page = 1;
  let pages = 1;
  do {
    const answer = await fetchSalesPage(userId, filter, page, SALES_MAX_PAGE_SIZE);
    for (const sale of answer.sales) seen.set(sale._id, sale);
    pages = answer.pages;
    page += 1;
  } while (page <= pages);
  return [...seen.values()];
}

/** The figures of `userId` for `filter`. */
export function useSalesFigures(userId: string, filter: SalesFilter) {
  return useQuery({
    queryKey: salesKeys.figures(userId, filter),
    queryFn: ({ signal }) => fetchSalesFigures(userId, filter, signal),
    enabled: userId !== '',
    placeholderData: keepPreviousData,
  });
}

/** Page `page` of the sales of `userId` for `filter`. */
export function useSalesPage(userId: string, filter: SalesFilter, page: number) {
  return useQuery({
    queryKey: salesKeys.list(userId, filter, page),
    queryFn: ({ signal }) => fetchSalesPage(userId, filter, page, undefined, signal),
    enabled: userId !== '',
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/partner/statement/{userId}?month=…`: the partner's statement of `month` (`YYYY-MM`). */
export function useStatement(userId: string, month: string, currency?: Currency) {
  return useQuery({
    queryKey: salesKeys.statement(userId, month, currency),
    queryFn: ({ signal }): Promise<StatementResponse> =>
      getJson(statementUrl(userId, month, 'json', currency), statementResponseSchema, { signal }),
    enabled: userId !== '' && month !== '',
    placeholderData: keepPreviousData,
  });
}

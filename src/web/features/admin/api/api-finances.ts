/**
 * The administrators' finance calls (ADR 0018 "Finances"; contract
 * `src/shared/contract/admin-finances.ts`): every partner's sales, the summary by range and month, a
 * partner's balance with its payouts, and recording a payout with an idempotency key (a retried click
 * or a re-authenticated retry sends the same key, so one transfer is recorded once).
 * @module
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  adminSalesResponseSchema,
  adminSalesSummaryResponseSchema,
  partnerBalanceResponseSchema,
  payoutResponseSchema,
  type PayoutBody,
} from '../../../../shared/contract/admin-finances';
import { getJson, sendJson, type QueryParams } from '../../../lib/http';
import { adminKeys, useAdminList, useAdminWrite } from './api';
import { seg } from '../../../lib/path';

/** `GET /api/admin/sales` (`from`, `to`, `partner`, `page`). */
export const useAdminSales = (params: QueryParams) =>
  useAdminList('sales', '/api/admin/sales', adminSalesResponseSchema, params);

/** `GET /api/admin/sales/summary` (`from`, `to`, `partner`). */
export function useSalesSummary(params: QueryParams) {
  return useQuery({
    queryKey: adminKeys.one('summary', params),
    queryFn: ({ signal }) =>
      getJson('/api/admin/sales/summary', adminSalesSummaryResponseSchema, { params, signal }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/admin/partners/{id}/balance`: net, paid out, due, CBU and the latest payouts. */
export function usePartnerBalance(partnerId: string) {
  return useQuery({
    queryKey: adminKeys.one('balance', partnerId),
    queryFn: ({ signal }) =>
      getJson(`/api/admin/partners/${seg(partnerId)}/balance`, partnerBalanceResponseSchema, { signal }),
  });
}

/**
 * A new idempotency key (the contract wants 16–100 of `[A-Za-z0-9_-]`): 128 random bits in hex, from
 * `getRandomValues`, which (unlike `randomUUID`) also works on a page served without TLS.
 */
export const newIdempotencyKey = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** `POST /api/admin/payouts` with the form's idempotency key, re-authenticated when asked. */
export function useRecordPayout() {
  return useAdminWrite(({ body, key }: { body: PayoutBody; key: string }) =>
    sendJson('POST', '/api/admin/payouts', body, payoutResponseSchema, { 'Idempotency-Key': key }),
  );
}

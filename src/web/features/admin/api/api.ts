/**
 * The administration calls of the web app (SPEC §7 admin calls; ADR 0018), typed with the shared
 * contract: the account lists, one account, locks, the audit log and the marketing list. Cached under
 * `['account', 'admin', …]`, so signing out drops them with the rest of the account's data; every write
 * refreshes the whole administration cache (a lock changes the lists, the detail, the gyms and the log).
 * Finances, moderation and the second factor live in the sibling `api-*.ts` files. Locks and unlocks
 * may ask for the authenticator's code first (./components/reauth-context).
 * @module
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  accountListResponseSchema,
  adminAccountDetailResponseSchema,
  lockListResponseSchema,
  lockResponseSchema,
  marketingResponseSchema,
  partnerListResponseSchema,
  unlockResponseSchema,
  type LockBody,
} from '../../../../shared/contract/admin';
import { auditResponseSchema } from '../../../../shared/contract/admin-audit';
import { buildUrl, getJson, sendJson, type AnswerSchema, type QueryParams } from '../../../lib/http';
import { useReauthenticated } from './reauth-context';
import { seg } from '../../../lib/path';

/** Query keys of administration. */
export const adminKeys = {
  all: ['account', 'admin'] as const,
  list: (name: string, params: QueryParams) => [...adminKeys.all, 'list', name, params] as const,
  account: (id: string) => [...adminKeys.all, 'account', id] as const,
  one: (name: string, ...rest: unknown[]) => [...adminKeys.all, name, ...rest] as const,
};

/** A paged list, with the previous page kept on screen while the next one loads. */
export function useAdminList<T>(name: string, path: string, schema: AnswerSchema<T>, params: QueryParams) {
  return useQuery({
    queryKey: adminKeys.list(name, params),
    queryFn: ({ signal }) => getJson(path, schema, { params, signal }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/admin/allusers` (`q`, `type`, `state`, `sort`, `order`, `page`). */
export const useAccounts = (params: QueryParams) =>
  useAdminList('users', '/api/admin/allusers', accountListResponseSchema, params);

/** `GET /api/admin/allpartners` (`q`, `state`, `sort`, `order`, `page`). */
export const usePartners = (params: QueryParams) =>
  useAdminList('partners', '/api/admin/allpartners', partnerListResponseSchema, params);

/** `GET /api/admin/lockaccounts` (`q`, `page`) with the accounts throttled now. */
export const useLocks = (params: QueryParams) =>
  useAdminList('locks', '/api/admin/lockaccounts', lockListResponseSchema, params);

/** `GET /api/admin/audit` (`action`, `targetType`, `target`, `actor`, `from`, `to`, `page`). */
export const useAudit = (params: QueryParams) =>
  useAdminList('audit', '/api/admin/audit', auditResponseSchema, params);

/** `GET /api/service/allusers` (`page`): members who opted in to news. */
export const useMarketing = (params: QueryParams) =>
  useAdminList('marketing', '/api/service/allusers', marketingResponseSchema, params);

/** The whole marketing list as CSV (`GET /api/service/allusers/csv`, sent as a download). */
export const marketingCsvUrl = () => buildUrl('/api/service/allusers/csv');

/** `GET /api/admin/userId/{id}`: one account in full (a deleted one as its tombstone). */
export function useAdminAccount(id: string) {
  return useQuery({
    queryKey: adminKeys.account(id),
    queryFn: async ({ signal }) =>
      (await getJson(`/api/admin/userId/${seg(id)}`, adminAccountDetailResponseSchema, { signal })).admin,
    enabled: id !== '',
  });
}

/** Refreshes every administration query after a write. */
export function useRefreshAdmin() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.all });
}

/**
 * A write of the console: `write` runs again after the second factor when the server asks for it
 * (./components/reauth-context); a success runs `also` with the answer (other caches), then refreshes
 * every administration answer.
 */
export function useAdminWrite<TVariables, TData>(
  write: (variables: TVariables) => Promise<TData>,
  also?: (data: TData) => void,
) {
  const run = useReauthenticated();
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (variables: TVariables) => run(() => write(variables)),
    onSuccess: (data) => {
      also?.(data);
      void refresh();
    },
  });
}

/** `POST /api/admin/lockaccounts` (`userId` or `email`, `reason`), re-authenticated when asked. */
export const useLock = () =>
  useAdminWrite((body: LockBody) => sendJson('POST', '/api/admin/lockaccounts', body, lockResponseSchema));

/** `DELETE /api/admin/lockaccounts/{email}`, re-authenticated when asked. */
export const useUnlock = () =>
  useAdminWrite((email: string) =>
    sendJson('DELETE', `/api/admin/lockaccounts/${seg(email)}`, undefined, unlockResponseSchema),
  );

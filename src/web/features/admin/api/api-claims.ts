/**
 * The administrators' calls of gym claims (ADR 0025 "Claims"): the queue of pending claims and the
 * decisions, cached under the administration key (a decision refreshes the queue and the audit log
 * alike) and re-authenticated when the server asks, like the console's other writes.
 * @module
 */
import { useQuery } from '@tanstack/react-query';
import {
  claimQueueResponseSchema,
  claimResponseSchema,
  type ClaimRejectBody,
} from '../../../../shared/contract/claims';
import { getJson, sendJson } from '../../../lib/http';
import { adminKeys, useAdminWrite } from './api';
import { seg } from '../../../lib/path';

/** `GET /api/admin/claims?status=pending`: the claims waiting for an administrator, oldest first. */
export function usePendingClaims() {
  return useQuery({
    queryKey: adminKeys.one('claims', 'pending'),
    queryFn: ({ signal }) =>
      getJson('/api/admin/claims', claimQueueResponseSchema, { params: { status: 'pending' }, signal }),
  });
}

/** `POST /api/admin/claims/{id}/approve` or `…/reject` with `{ reason }`. */
export function useDecideClaim() {
  return useAdminWrite(({ claimId, reject }: { claimId: string; reject?: ClaimRejectBody }) =>
    reject
      ? sendJson('POST', `/api/admin/claims/${seg(claimId)}/reject`, reject, claimResponseSchema)
      : sendJson('POST', `/api/admin/claims/${seg(claimId)}/approve`, undefined, claimResponseSchema),
  );
}

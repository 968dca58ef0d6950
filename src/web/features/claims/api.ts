/**
 * The partner's calls of gym claims (ADR 0025 "Claims"; contract `src/shared/contract/claims.ts`): the
 * claim and the code check. The administrators' calls are in ./api-admin (kept out of the gym page).
 * @module
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { claimResponseSchema, type Claim } from '../../../shared/contract/claims';
import { sendJson } from '../../lib/http';
import { partnerKeys, gymKeys } from '../../lib/query-keys';
import { seg } from '../../lib/path';

/** Body of a claim as the dialog sends it. */
export interface ClaimInput {
  message: string | null;
  documentId: string | null;
}

/** `POST /api/partner/gyms/{id}/claim`: the claim (`code_sent` with `emailHint`, or `pending`). */
export function useClaimGym(gymId: string) {
  return useMutation({
    mutationFn: async (body: ClaimInput): Promise<Claim> =>
      (await sendJson('POST', `/api/partner/gyms/${seg(gymId)}/claim`, body, claimResponseSchema)).claim,
  });
}

/**
 * `POST /api/partner/claims/{id}/verify`: the right code makes the gym the partner's; the gym's page and
 * the partner's gyms are read again.
 */
export function useVerifyClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ claimId, code }: { claimId: string; code: string }): Promise<Claim> =>
      (await sendJson('POST', `/api/partner/claims/${seg(claimId)}/verify`, { code }, claimResponseSchema))
        .claim,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: gymKeys.all });
      void queryClient.invalidateQueries({ queryKey: partnerKeys.all });
    },
  });
}

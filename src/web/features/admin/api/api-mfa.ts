/**
 * The administrators' second factor (ADR 0019; contract `src/shared/contract/admin-mfa.ts`): its state,
 * the set-up (a new secret and its `otpauth://` URI), the confirmation that answers the recovery codes
 * once, and the verification after sign-in or before a sensitive action.
 * @module
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  mfaConfirmResponseSchema,
  mfaSetupResponseSchema,
  mfaStatusResponseSchema,
  mfaVerifyResponseSchema,
  type MfaVerifyBody,
} from '../../../../shared/contract/admin-mfa';
import { getJson, sendJson } from '../../../lib/http';
import { adminKeys } from './api';

/** `POST /api/admin/mfa/verify` with an app code or a recovery code. */
export const verifySecondFactor = (body: MfaVerifyBody) =>
  sendJson('POST', '/api/admin/mfa/verify', body, mfaVerifyResponseSchema);

/** `GET /api/admin/mfa`: configured, when this session verified, recovery codes left. */
export function useMfaStatus(enabled = true) {
  return useQuery({
    queryKey: adminKeys.one('mfa'),
    queryFn: ({ signal }) => getJson('/api/admin/mfa', mfaStatusResponseSchema, { signal }),
    enabled,
  });
}

/**
 * `POST /api/admin/mfa/setup`, once per visit of the set-up screen: the secret must stay the one the
 * app scanned, so the answer is never refetched (a new visit starts a new set-up).
 */
export function useMfaSetup(enabled: boolean) {
  return useQuery({
    // Outside `adminKeys.all`: forgetting the administration answers after the confirmation must not
    // start another set-up.
    queryKey: ['account', 'mfa-setup'],
    queryFn: () => sendJson('POST', '/api/admin/mfa/setup', undefined, mfaSetupResponseSchema),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

/**
 * Forgets every administration answer once the session has verified its second factor, refusals
 * included: the screens then read everything again.
 */
function useForgetAdmin() {
  const queryClient = useQueryClient();
  return () => queryClient.removeQueries({ queryKey: adminKeys.all });
}

/** `POST /api/admin/mfa/setup/confirm` → the recovery codes, shown once (the session is verified). */
export function useConfirmMfa() {
  const forget = useForgetAdmin();
  return useMutation({
    mutationFn: (code: string) =>
      sendJson('POST', '/api/admin/mfa/setup/confirm', { code }, mfaConfirmResponseSchema),
    onSuccess: forget,
  });
}

/** Verification on the second-factor screen. */
export function useVerifyMfa() {
  const forget = useForgetAdmin();
  return useMutation({ mutationFn: verifySecondFactor, onSuccess: forget });
}

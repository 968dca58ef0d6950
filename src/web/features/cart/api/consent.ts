/**
 * The member's health-data consent for a gym (ADR 0016 `PUT/DELETE /api/user/consents/{gymId}`), given
 * or revoked from a pass; the member's passes refresh after it.
 * @module
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '../../../lib/http';
import { seg } from '../../../lib/path';
import { cartKeys } from '../../../lib/query-keys';
import { useMemberId } from '../../auth';

/** Gives (`shared` true) or revokes the member's consent for a gym, then refreshes the member's passes. */
export function useHealthConsent() {
  const queryClient = useQueryClient();
  const userId = useMemberId();
  return useMutation({
    mutationFn: ({ gymId, shared }: { gymId: string; shared: boolean }) =>
      sendJson(
        shared ? 'PUT' : 'DELETE',
        `/api/user/consents/${seg(gymId)}`,
        undefined,
        // The schema (and zod) loads with the call, not with the page (ADR 0013).
        async () => (await import('../../../../shared/contract/clients')).consentResponseSchema,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.orders(userId) }),
  });
}

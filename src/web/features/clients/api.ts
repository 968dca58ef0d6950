/**
 * Calls of a partner's clients (`GET /api/partner/clients/{id}`) and of the member's health-data
 * consent (`PUT`/`DELETE /api/user/consents/{gymId}`), typed with the shared contract.
 * @module
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clientsResponseSchema, consentResponseSchema } from '../../../shared/contract/clients';
import { getJson, sendJson } from '../../lib/http';
import { useMemberId } from '../auth';
import { partnerKeys } from '../../lib/query-keys';
import { seg } from '../../lib/path';
import { cartKeys } from '../../lib/query-keys';

/** Page `page` of partner `userId`'s clients, optionally at gym `gym`. */
export function useClients(userId: string, page: number, gym?: string) {
  return useQuery({
    queryKey: [...partnerKeys.profile(userId), 'clients', page, gym ?? ''] as const,
    queryFn: ({ signal }) =>
      getJson(`/api/partner/clients/${seg(userId)}`, clientsResponseSchema, {
        params: { page, gym },
        signal,
      }),
    enabled: userId !== '',
    placeholderData: keepPreviousData,
  });
}

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
        consentResponseSchema,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.orders(userId) }),
  });
}

/**
 * Calls of a partner's clients (`GET /api/partner/clients/{id}`), typed with the shared contract (the
 * member's health-data consent is given from a pass: cart/api/consent.ts).
 * @module
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { clientsResponseSchema } from '../../../shared/contract/clients';
import { getJson } from '../../lib/http';
import { partnerKeys } from '../../lib/query-keys';
import { seg } from '../../lib/path';

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

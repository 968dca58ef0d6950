/**
 * A partner's Pase BuscaGym terms of one gym (ADR 0045 "Gym costs"; contract
 * `src/shared/contract/credits-gyms.ts`): `GET` and `PUT /api/partner/gyms/{gymId}/credits`. A save
 * refreshes the terms and the public catalogue (`['gyms']`), where members read the costs.
 * @module
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  gymCreditTermsResponseSchema,
  type GymCreditTerms,
  type GymCreditTermsBody,
} from '../../../../shared/contract/credits-gyms';
import { getJson, sendJson } from '../../../lib/http';
import { seg } from '../../../lib/path';
import { gymKeys, partnerKeys } from '../../../lib/query-keys';

const termsUrl = (gymId: string) => `/api/partner/gyms/${seg(gymId)}/credits`;
const termsKey = (gymId: string) => [...partnerKeys.all, 'pase', gymId] as const;

/** `GET /api/partner/gyms/{gymId}/credits`: the gym's terms, coming change and rate per credit. */
export function useGymCreditTerms(gymId: string) {
  return useQuery({
    queryKey: termsKey(gymId),
    queryFn: async ({ signal }): Promise<GymCreditTerms> =>
      (await getJson(termsUrl(gymId), gymCreditTermsResponseSchema, { signal })).terms,
    enabled: gymId !== '',
  });
}

/**
 * `PUT /api/partner/gyms/{gymId}/credits` → the terms after the save. A 409 carries the server's
 * Spanish text of the 7-day rule (with the date a change is allowed again).
 */
export function useSaveGymCreditTerms(gymId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: GymCreditTermsBody) =>
      (await sendJson('PUT', termsUrl(gymId), body, gymCreditTermsResponseSchema)).terms,
    onSuccess: (terms) => {
      queryClient.setQueryData(termsKey(gymId), terms);
      void queryClient.invalidateQueries({ queryKey: gymKeys.all });
    },
  });
}

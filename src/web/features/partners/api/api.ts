/**
 * Partner profile calls of the web app (SPEC §7 `GET /api/partner/profile/{id}`, `PUT
 * /api/partner/profile/edit/{id}`; ADR 0017: `PUT /api/partner/profile/plan/{id}`,
 * `GET /api/service/plans/all`), typed with the shared contract, and the partner profile load of
 * SPEC §4: after a Google sign-in of a partner (and when a stored Google session resolves to a
 * partner) the profile is fetched into the query cache under `['partner', userId]`, where partner
 * screens read it. A failure of that load is only logged.
 * @module
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  partnerProfileResponseSchema,
  type Partner,
  type PartnerEditBody,
} from '../../../../shared/contract/partners';
import { plansResponseSchema, type Plan } from '../../../../shared/contract/plans';
import { STATIC_STALE_TIME_MS } from '../../../lib/constants';
import { getJson, sendJson } from '../../../lib/http';
import { partnerKeys } from '../../../lib/query-keys';
import { seg } from '../../../lib/path';

export { partnerKeys } from '../../../lib/query-keys';

/** `GET /api/partner/profile/{userId}`: the partner profile of that account. */
export async function fetchPartnerProfile(userId: string, signal?: AbortSignal): Promise<Partner> {
  const { partner } = await getJson(`/api/partner/profile/${seg(userId)}`, partnerProfileResponseSchema, {
    signal,
  });
  return partner;
}

const profileQuery = (userId: string) => ({
  queryKey: partnerKeys.profile(userId),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchPartnerProfile(userId, signal),
});

/**
 * Fetches the partner profile of `userId` into `queryClient` (SPEC §4 partner profile load); a
 * failure is logged and swallowed. Resolves to the profile, or undefined when it failed.
 */
export async function loadPartnerProfile(
  queryClient: QueryClient,
  userId: string,
): Promise<Partner | undefined> {
  try {
    return await queryClient.fetchQuery(profileQuery(userId));
  } catch (error) {
    console.error('[partner] could not load the partner profile', error);
    return undefined;
  }
}

/** {@link loadPartnerProfile} bound to the app's query client. */
export function useLoadPartnerProfile(): (userId: string) => Promise<Partner | undefined> {
  const queryClient = useQueryClient();
  return useCallback((userId: string) => loadPartnerProfile(queryClient, userId), [queryClient]);
}

/** The partner profile of `userId` from the cache (or fetched); disabled while `userId` is empty. */
export function usePartnerProfile(userId: string | undefined) {
  return useQuery({ ...profileQuery(userId ?? ''), enabled: Boolean(userId) });
}

/** `PUT /api/partner/profile/edit/{userId}`: saves the business data; answers the profile after it. */
export async function editPartnerProfile(userId: string, body: PartnerEditBody): Promise<Partner> {
  const { partner } = await sendJson(
    'PUT',
    `/api/partner/profile/edit/${seg(userId)}`,
    body,
    partnerProfileResponseSchema,
  );
  return partner;
}

/**
 * `PUT /api/partner/profile/plan/{userId}`: chooses the plan `plan` (its code). Only `free` is accepted
 * (ending a paid plan at once); a paid plan answers 409 until it is paid (ADR 0017).
 */
export async function choosePartnerPlan(userId: string, plan: string): Promise<Partner> {
  const { partner } = await sendJson(
    'PUT',
    `/api/partner/profile/plan/${seg(userId)}`,
    { plan },
    partnerProfileResponseSchema,
  );
  return partner;
}

/** `GET /api/service/plans/all`: every plan, cheapest first. */
export async function fetchPlans(signal?: AbortSignal): Promise<Plan[]> {
  const { plans } = await getJson('/api/service/plans/all', plansResponseSchema, { signal });
  return plans;
}

/** The partners' plans (rarely change: kept fresh for {@link STATIC_STALE_TIME_MS}). */
export function usePlans() {
  return useQuery({
    queryKey: partnerKeys.plans,
    queryFn: ({ signal }) => fetchPlans(signal),
    staleTime: STATIC_STALE_TIME_MS,
  });
}

/**
 * Saves the profile of `userId` ({@link editPartnerProfile}) and puts the answer in the cache.
 * Errors are `ApiRequestError`s (`fields` for validation failures).
 */
export function useEditPartnerProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PartnerEditBody) => editPartnerProfile(userId, body),
    onSuccess: (partner) => queryClient.setQueryData(partnerKeys.profile(userId), partner),
  });
}

/**
 * Chooses a plan for `userId` ({@link choosePartnerPlan}; only the free plan since paid plans are paid
 * first, ADR 0017), puts the answer in the cache and reads the subscription and the gyms again.
 */
export function useChoosePlan(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: string) => choosePartnerPlan(userId, plan),
    onSuccess: (partner) => {
      queryClient.setQueryData(partnerKeys.profile(userId), partner);
      void queryClient.invalidateQueries({ queryKey: partnerKeys.subscription(userId) });
      void queryClient.invalidateQueries({ queryKey: partnerKeys.gyms(userId) });
    },
  });
}

/**
 * Partner calls of the web app (SPEC §7 `GET /api/partner/profile/{id}`), typed with the shared
 * contract, and the partner profile load of SPEC §4: after a Google sign-in of a partner (and when a
 * stored Google session resolves to a partner) the profile is fetched into the query cache under
 * `['partner', userId]`, where partner screens read it. A failure is only logged.
 * @module
 */
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { partnerProfileResponseSchema, type Partner } from '../../../shared/contract/partners';
import { getJson } from '../../lib/http';

/** Query keys of partner data (`['partner']` drops all of it, e.g. at sign-out). */
export const partnerKeys = {
  all: ['partner'] as const,
  profile: (userId: string) => ['partner', userId] as const,
};

/** `GET /api/partner/profile/{userId}`: the partner profile of that account. */
export async function fetchPartnerProfile(userId: string, signal?: AbortSignal): Promise<Partner> {
  const { partner } = await getJson(
    `/api/partner/profile/${encodeURIComponent(userId)}`,
    partnerProfileResponseSchema,
    { signal },
  );
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

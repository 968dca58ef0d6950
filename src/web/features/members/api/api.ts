/**
 * Member calls of the web app (SPEC §7 user calls), typed with the shared contract,
 * and their TanStack Query hooks. The member's own data (profile with health conditions, favourites)
 * is cached under `['account', 'member', …]`, so signing out (which drops `['account']`) forgets it.
 * @module
 */
import {
  useMutation,
  useQuery,
  useQueryClient,
  type MutationOptions,
  type QueryClient,
} from '@tanstack/react-query';
import type { Gym } from '../../../../shared/contract/gyms';
import {
  avatarsResponseSchema,
  deseasesMapResponseSchema,
  favouriteGymsResponseSchema,
  favouriteResponseSchema,
  memberProfileResponseSchema,
  memberUpdateResponseSchema,
  type Avatar,
  type FavouriteGymsResponse,
  type FavouriteResponse,
  type MemberUpdateBody,
  type MemberUser,
} from '../../../../shared/contract/members';
import { favouriteMessages } from '../../../../shared/messages';
import { useToast } from '../../../components/toast-context';
import { STATIC_STALE_TIME_MS } from '../../../lib/constants';
import { getJson, sendJson } from '../../../lib/http';
import { favouriteListWith, profileWithFavourite, withFavouriteCount } from './favourites';
import { seg } from '../../../lib/path';
import { gymKeys } from '../../../lib/query-keys';

/** Query keys of the member data; `['account']` (the prefix) is dropped at sign-out. */
export const memberKeys = {
  own: ['account', 'member'] as const,
  profile: (userId: string) => ['account', 'member', 'profile', userId] as const,
  favourites: (userId: string) => ['account', 'member', 'favourites', userId] as const,
  avatars: ['members', 'avatars'] as const,
  deseasesMap: ['members', 'deseasesMap'] as const,
};

/** `GET /api/user/avatar`: the avatars shipped with the app. */
export async function fetchAvatars(signal?: AbortSignal): Promise<Avatar[]> {
  return (await getJson('/api/user/avatar', avatarsResponseSchema, { signal })).avatars;
}

/** `GET /api/user/all/deseasesMap`: the health-condition catalogue. */
export async function fetchDeseasesMap(signal?: AbortSignal) {
  return (await getJson('/api/user/all/deseasesMap', deseasesMapResponseSchema, { signal })).deseasesMap;
}

/** `GET /api/user/profile/{id}` read as a member profile (favourites, health conditions for self). */
export async function fetchMemberProfile(userId: string, signal?: AbortSignal): Promise<MemberUser> {
  return (await getJson(`/api/user/profile/${seg(userId)}`, memberProfileResponseSchema, { signal })).user;
}

/** `PUT /api/user/profile/update/{id}` → the updated profile (`updUser`). */
export async function updateMember(userId: string, body: MemberUpdateBody): Promise<MemberUser> {
  return (await sendJson('PUT', `/api/user/profile/update/${seg(userId)}`, body, memberUpdateResponseSchema))
    .updUser;
}

/** `GET /api/user/profile/favourites/{id}`: the member's favourite gyms, newest first. */
export function fetchFavouriteGyms(userId: string, signal?: AbortSignal): Promise<FavouriteGymsResponse> {
  return getJson(`/api/user/profile/favourites/${seg(userId)}`, favouriteGymsResponseSchema, { signal });
}

/** `PUT /api/user/profile/update/favourite/{gymId}` (SPEC §3 "Favourite"): toggles the gym. */
export function toggleFavourite(gymId: string, userId: string): Promise<FavouriteResponse> {
  return sendJson(
    'PUT',
    `/api/user/profile/update/favourite/${seg(gymId)}`,
    { favourite: 1, idUser: userId },
    favouriteResponseSchema,
  );
}

/** The avatars (rarely change: kept fresh for 5 minutes). */
export function useAvatars() {
  return useQuery({
    queryKey: memberKeys.avatars,
    queryFn: ({ signal }) => fetchAvatars(signal),
    staleTime: STATIC_STALE_TIME_MS,
  });
}

/** The health-condition catalogue (rarely changes). */
export function useDeseasesMap() {
  return useQuery({
    queryKey: memberKeys.deseasesMap,
    queryFn: ({ signal }) => fetchDeseasesMap(signal),
    staleTime: STATIC_STALE_TIME_MS,
  });
}

/** The member's own profile; disabled while `userId` is empty (signed out or not a member). */
export function useMemberProfile(userId: string | undefined) {
  return useQuery({
    queryKey: memberKeys.profile(userId ?? ''),
    queryFn: ({ signal }) => fetchMemberProfile(userId ?? '', signal),
    enabled: Boolean(userId),
  });
}

/** The member's favourite gyms ("Mis favoritos"). */
export function useFavouriteGyms(userId: string) {
  return useQuery({
    queryKey: memberKeys.favourites(userId),
    queryFn: ({ signal }) => fetchFavouriteGyms(userId, signal),
  });
}

/**
 * Saves (part of) the member's profile. On success the cached profile becomes the answer and the other
 * account caches (e.g. the account profile page) are refreshed.
 */
export function useUpdateMember(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MemberUpdateBody) => updateMember(userId, body),
    onSuccess: (user) => {
      queryClient.setQueryData(memberKeys.profile(userId), user);
      void queryClient.invalidateQueries({ queryKey: ['account', 'profile', userId] });
    },
  });
}

/** What a favourite toggle is asked: the gym, and the state wanted (true = make it a favourite). */
export interface ToggleVariables {
  gym: Gym;
  on: boolean;
}

/** The caches as they were before an optimistic toggle, to roll back to. */
export interface ToggleContext {
  profile: MemberUser | undefined;
  list: FavouriteGymsResponse | undefined;
}

/** Mutation key of the favourite toggles of `userId` (to count those in flight). */
export const favouriteMutationKey = (userId: string) => ['favourite', userId] as const;

/**
 * Mutation options of the favourite toggle (SPEC §4), optimistic: the member's profile
 * (the hearts) and "Mis favoritos" change at once; a failure puts both back and calls `onFailure`.
 * The answer's count is written into every cached copy of the gym (list pages, detail, favourites);
 * when the last toggle in flight settles, the profile and the favourites are refetched. The server
 * toggles, so callers send a request only when the wanted state differs from the shown one.
 * @param onFailure - shows the failure (a toast in the app)
 */
export function toggleFavouriteOptions(
  queryClient: QueryClient,
  userId: string,
  onFailure: (error: Error) => void,
): MutationOptions<FavouriteResponse, Error, ToggleVariables, ToggleContext> {
  const profileKey = memberKeys.profile(userId);
  const listKey = memberKeys.favourites(userId);
  const mutationKey = favouriteMutationKey(userId);
  return {
    mutationKey,
    mutationFn: ({ gym }) => toggleFavourite(gym._id, userId),
    onMutate: async ({ gym, on }) => {
      await Promise.all([
        queryClient.cancelQueries({ queryKey: profileKey }),
        queryClient.cancelQueries({ queryKey: listKey }),
      ]);
      const profile = queryClient.getQueryData<MemberUser>(profileKey);
      const list = queryClient.getQueryData<FavouriteGymsResponse>(listKey);
      if (profile) queryClient.setQueryData(profileKey, profileWithFavourite(profile, gym._id, on));
      if (list) queryClient.setQueryData(listKey, favouriteListWith(list, gym, on));
      return { profile, list };
    },
    onError: (error, _variables, context) => {
      console.error('[favourites] toggle failed', error);
      if (context?.profile) queryClient.setQueryData(profileKey, context.profile);
      if (context?.list) queryClient.setQueryData(listKey, context.list);
      onFailure(error);
    },
    onSuccess: ({ gymId, favourited, favourite }) => {
      queryClient.setQueriesData({ queryKey: gymKeys.all }, (data: unknown) =>
        withFavouriteCount(data, gymId, favourite),
      );
      queryClient.setQueryData<FavouriteGymsResponse>(listKey, (data) =>
        data ? withFavouriteCount(data, gymId, favourite) : data,
      );
      // With another toggle still on its way, its optimistic state stays until it answers.
      if (queryClient.isMutating({ mutationKey }) > 1) return;
      queryClient.setQueryData<MemberUser>(profileKey, (user) =>
        user ? profileWithFavourite(user, gymId, favourited) : user,
      );
    },
    onSettled: () => {
      // Only after the last of several quick toggles, so an older answer never undoes a newer click.
      if (queryClient.isMutating({ mutationKey }) > 1) return undefined;
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKey }),
        queryClient.invalidateQueries({ queryKey: listKey }),
      ]);
    },
  };
}

/** The favourite toggle of the signed-in member (see {@link toggleFavouriteOptions}); failures toast. */
export function useToggleFavourite(userId: string) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation(
    toggleFavouriteOptions(queryClient, userId, (error) =>
      toast({ kind: 'error', text: `${favouriteMessages.failed} ${error.message}` }),
    ),
  );
}

/**
 * Pure cache updates of the favourites heart (SPEC §4 favourite toggle): the member's favourite ids, the
 * "Mis favoritos" list and the `favourite` count of a gym wherever the catalogue cache holds it.
 * Kept free of React so they can be unit-tested.
 * @module
 */
import type { Gym } from '../../../../shared/contract/gyms';
import type { FavouriteGymsResponse, MemberUser } from '../../../../shared/contract/members';

/** The favourite ids with `gymId` added (`on`) or removed; answers the same array when nothing changes. */
export function withFavouriteId(ids: readonly string[], gymId: string, on: boolean): string[] {
  const has = ids.includes(gymId);
  if (has === on) return ids as string[];
  return on ? [gymId, ...ids] : ids.filter((id) => id !== gymId);
}

/** The member profile with `gymId` marked or unmarked as a favourite. */
export function profileWithFavourite(user: MemberUser, gymId: string, on: boolean): MemberUser {
  const favourites = withFavouriteId(user.favourites, gymId, on);
  return favourites === user.favourites ? user : { ...user, favourites };
}

/**
 * The "Mis favoritos" list after a toggle: a removed gym leaves at once; an added one goes first
 * (the list is newest first) when its card data is at hand.
 */
export function favouriteListWith(list: FavouriteGymsResponse, gym: Gym, on: boolean): FavouriteGymsResponse {
  const present = list.gyms.some((g) => g._id === gym._id);
  if (on === present) return list;
  return { gyms: on ? [gym, ...list.gyms] : list.gyms.filter((g) => g._id !== gym._id) };
}

const isGymLike = (value: unknown): value is { _id: string; favourite: number } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { _id?: unknown })._id === 'string' &&
  typeof (value as { favourite?: unknown }).favourite === 'number';

/**
 * A cached catalogue answer with gym `gymId`'s `favourite` count set to `count`: works on a single gym
 * (detail) and on any answer with a `gyms` array (list pages, "Mis favoritos"); other shapes (map pins,
 * service names) come back unchanged, as does an answer that does not hold the gym.
 */
export function withFavouriteCount<T>(data: T, gymId: string, count: number): T {
  if (isGymLike(data))
    return data._id === gymId && data.favourite !== count ? { ...data, favourite: count } : data;
  const gyms = (data as { gyms?: unknown } | null | undefined)?.gyms;
  if (!Array.isArray(gyms)) return data;
  let changed = false;
  const next = gyms.map((g: unknown) => {
    if (isGymLike(g) && g._id === gymId && g.favourite !== count) {
      changed = true;
      return { ...g, favourite: count };
    }
    return g;
  });
  return changed ? ({ ...(data as object), gyms: next } as T) : data;
}

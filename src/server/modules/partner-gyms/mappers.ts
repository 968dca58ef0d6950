/**
 * Wire shapes of a partner's own gyms (`MyGym`, contract `partner-gyms.ts`), built with the public
 * catalogue mapper (`gyms/mappers.ts`) so that both always agree.
 * @module
 */
import type { GymService } from '../../../shared/contract/gyms';
import type { MyGym } from '../../../shared/contract/partner-gyms';
import type { OwnedGymRow } from './queries';
import { toGym, toServices } from '../gyms/index';

/** Any point: `toGym` measures a distance, which a `MyGym` leaves out. */
const ANY_ORIGIN = { latitude: 0, longitude: 0 };

/**
 * A gym row (active or not) with its service links, as its owner sees it: the public gym without
 * `distance`, with the reason an administrator unpublished it, if one did (ADR 0018 "Moderation").
 */
export function toMyGym(row: OwnedGymRow): MyGym {
  const { distance: _distance, ...gym } = toGym(row, toServices(row.services), ANY_ORIGIN);
  const moderation =
    row.moderatedAt === null || row.moderationReason === null
      ? null
      : { reason: row.moderationReason, at: new Date(row.moderatedAt).toISOString() };
  return { ...gym, moderation, openingHours: row.openingHours };
}

/**
 * The service `linkId` of `gym`.
 * @throws Error when the gym does not list it (a write just made it, so this is a bug)
 */
export function serviceOf(gym: MyGym, linkId: string): GymService {
  const service = gym.services.find((s) => s._id === linkId);
  if (!service) throw new Error(`service ${linkId} missing from gym ${gym._id}`);
  return service;
}

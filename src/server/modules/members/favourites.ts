/**
 * Favourite gyms (SPEC §3 "Favourite", §4 favourite toggle; ADR 0007 "Favourite counts by trigger").
 *
 * Consistency: the pair (member, gym) is the primary key of `favourites`, and `gyms.favourite` is
 * kept by the row triggers of migration `0006_marketplace_data` in the same transaction as the row.
 * A toggle is one transaction: delete the pair if present, else insert it (`ON CONFLICT DO NOTHING`),
 * then read the count back. The trigger's update locks the gym row until commit, so concurrent
 * toggles of one gym are serialised there and the count read back is the one this toggle left.
 * @module
 */
import type { FavouriteBody, FavouriteResponse } from '../../../shared/contract/members';
import type { Gym } from '../../../shared/contract/gyms';
import { DEFAULT_LOCATION } from '../../../shared/constants/spec';
import { accountMessages, memberMessages } from '../../../shared/messages';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import type { SessionUser } from '../../plugins/session';
import {
  deleteFavourite,
  findFavouriteGyms,
  findFavouriteState,
  insertFavouriteOfActiveGym,
} from './queries';
import { findUserById } from '../account/index';
import { toGym, toServices } from '../gyms/index';

/**
 * Toggles gym `gymId` in the favourites of the session's member.
 * @returns whether the gym is now a favourite and its `favourite` count after this toggle
 * @throws AppError FORBIDDEN (`memberMessages.membersOnly`) for partner and admin sessions,
 *   FORBIDDEN (`memberMessages.favouriteNotYours`) when `body.idUser` is not the session's account,
 *   NOT_FOUND (`memberMessages.favouriteGymNotFound`) when favouriting an unknown or inactive gym
 *   (un-favouriting an inactive gym is allowed)
 */
export async function toggleFavourite(
  db: Database,
  session: SessionUser,
  gymId: string,
  body: FavouriteBody,
): Promise<FavouriteResponse> {
  if (session.type !== 'user') throw new AppError('FORBIDDEN', memberMessages.membersOnly);
  if (body.idUser !== session.userId) throw new AppError('FORBIDDEN', memberMessages.favouriteNotYours);
  const userId = session.userId;
  return db.transaction(async (tx) => {
    const changed =
      (await deleteFavourite(tx, userId, gymId)) || (await insertFavouriteOfActiveGym(tx, userId, gymId));
    const state = await findFavouriteState(tx, userId, gymId);
    // Nothing changed and the pair is not stored: the gym is unknown or inactive — or, for an active gym,
    // concurrent toggles of this member inserted and deleted the pair meanwhile (READ COMMITTED): the
    // toggle is absorbed by theirs and the state they left is answered. (When nothing changed but the
    // pair is stored, a concurrent toggle of this member inserted it first: it stays.)
    if (!state || (!changed && !state.favourited && !state.gymActive))
      throw new AppError('NOT_FOUND', memberMessages.favouriteGymNotFound);
    return { gymId, favourited: state.favourited, favourite: state.favourite };
  });
}

/**
 * The active favourite gyms of account `id`, newest favourite first, as the public catalogue shows
 * them; `distance` (km) from the account's stored position, else the default location (SPEC §9).
 * @throws AppError FORBIDDEN unless `session` is account `id`; NOT_FOUND when it was deleted meanwhile
 */
export async function listFavouriteGyms(db: Database, session: SessionUser, id: string): Promise<Gym[]> {
  if (session.userId !== id) throw new AppError('FORBIDDEN', accountMessages.forbidden);
  const account = await findUserById(db, id);
  if (!account) throw new AppError('NOT_FOUND', accountMessages.userNotFound);
  const origin =
    account.latitude !== null && account.longitude !== null
      ? { latitude: Number(account.latitude), longitude: Number(account.longitude) }
      : DEFAULT_LOCATION;
  const rows = await findFavouriteGyms(db, id);
  return rows.map((row) => toGym(row, toServices(row.services), origin));
}

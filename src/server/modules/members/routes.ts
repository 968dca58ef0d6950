/**
 * HTTP routes of the member calls (SPEC §7 user calls; ADR 0007), mounted under
 * `/api/user` beside the account's `GET /profile/{id}`. Schemas come from
 * `src/shared/contract/members.ts`; rules live in ./profile and ./favourites. Needs `app.sessions`
 * (the accounts plugin, registered first).
 * @module
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/contract/common';
import {
  avatarsResponseSchema,
  deseasesMapResponseSchema,
  favouriteBodySchema,
  favouriteGymsResponseSchema,
  favouriteResponseSchema,
  memberUpdateBodySchema,
  memberUpdateResponseSchema,
} from '../../../shared/contract/members';
import type { Database } from '../../db/client';
import { publicCached } from '../route-access';
import { accountRead, accountWrite, sessionRoutes } from '../session-routes';
import { listFavouriteGyms, toggleFavourite } from './favourites';
import { avatarList, toHealthCondition } from './mappers';
import { updateMemberProfile } from './profile';
import { findConditionCatalogue } from './queries';

/** Options of {@link memberRoutes}. */
export interface MemberRoutesOptions {
  db: Database;
}

const tags = ['users'];
/** Cache lifetime of the public catalogues (avatars, health conditions), seconds. */
const CATALOGUE_MAX_AGE_S = 3600;

/** Registers the member routes (prefix given by the caller: `/api/user`). */
export const memberRoutes: FastifyPluginAsync<MemberRoutesOptions> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const route = sessionRoutes(fastify, { tags, refusals: errorResponses(400, 401, 403, 404) });

  app.get(
    '/avatar',
    publicCached(CATALOGUE_MAX_AGE_S, {
      tags,
      summary: 'The avatars shipped with the app (public)',
      description: 'Each `url` serves an SVG of the web build; `_id` is what the profile update stores.',
      response: { 200: avatarsResponseSchema },
    }),
    async () => ({ avatars: avatarList() }),
  );

  app.get(
    '/all/deseasesMap',
    publicCached(CATALOGUE_MAX_AGE_S, {
      tags,
      summary: 'The health-condition catalogue with training considerations (public)',
      description: 'Reference data only: it never holds any member’s conditions.',
      response: { 200: deseasesMapResponseSchema },
    }),
    async () => ({ deseasesMap: (await findConditionCatalogue(db)).map(toHealthCondition) }),
  );

  accountWrite(route, '/profile/update/:id', {
    summary: 'Update your own profile (partial): absent = unchanged, null or blank = cleared',
    description:
      '`healthConditions` replaces the whole set (ids of `deseasesMap`); `avatar` is an id of ' +
      '`/api/user/avatar`; `latitude` and `longitude` go together. Only the account itself.',
    body: memberUpdateBodySchema,
    answer: memberUpdateResponseSchema,
    write: async (session, id, body) => ({ updUser: await updateMemberProfile(db, session, id, body) }),
  });

  accountWrite(route, '/profile/update/favourite/:id', {
    summary: 'Toggle gym `id` in your favourites (member accounts only)',
    description: '`idUser` must be the signed-in account. Answers the new state and the gym’s count.',
    body: favouriteBodySchema,
    answer: favouriteResponseSchema,
    write: (session, id, body) => toggleFavourite(db, session, id, body),
  });

  accountRead(route, '/profile/favourites/:id', {
    summary: 'Your favourite active gyms, newest first',
    description: '`distance` (km) from your stored position, else the default location.',
    answer: favouriteGymsResponseSchema,
    read: async (session, id) => ({ gyms: await listFavouriteGyms(db, session, id) }),
  });
};

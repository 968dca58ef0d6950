/**
 * `GET /api/user/profile/{id}` (SPEC §7 user calls; ADR 0005, 0007): 401 without a
 * session, 403 for anyone but the owner or an admin, then `{user}` as the member profile.
 * @module
 */
import { errorResponses } from '../../../shared/contract/common';
import { memberProfileResponseSchema } from '../../../shared/contract/members';
import { accountRead, sessionPlugin } from '../session-routes';
import type { AccountContext } from './context';
import { readProfile } from './profile';

/** Options of {@link profileRoutes}. */
export interface ProfileRoutesOptions {
  ctx: AccountContext;
}

/** Registers the profile read (prefix given by the caller: `/api/user`). */
export const profileRoutes = sessionPlugin<ProfileRoutesOptions>(
  { tags: ['users'], refusals: errorResponses(400, 401, 403, 404) },
  (route, { ctx }) => {
    accountRead(route, '/profile/:id', {
      summary: "An account's profile: its owner or an admin only",
      description: '`healthConditions` is answered only to the account itself, never to an admin.',
      answer: memberProfileResponseSchema,
      read: async (session, id) => ({ user: await readProfile(ctx, session, id) }),
    });
  },
);

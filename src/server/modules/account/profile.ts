/**
 * Reading an account's profile (SPEC §3 "User", §7 `GET /api/user/profile/{id}`; docs/architecture.md §4
 * authorisation): the owner or an administrator only, decided from the session. The answer is the
 * member profile of ADR 0007 (the member form's data and favourites, read by the members
 * module through `ctx.memberProfile`); health conditions only for the account itself, never for an admin.
 * @module
 */
import type { MemberUser } from '../../../shared/contract/members';
import { accountMessages } from '../../../shared/messages';
import { AppError } from '../../app-error';
import type { SessionUser } from '../../plugins/session';
import type { AccountContext } from './context';
import { actsAsAdmin } from '../admin-guard';
import { findUserById } from './queries/users';

/**
 * The ownership rule of account data (docs/architecture.md §4): `session` is account `id` or an admin's
 * (second factor verified: `actsAsAdmin`, ADR 0019).
 * @throws AppError FORBIDDEN otherwise; SECOND_FACTOR_REQUIRED for another account's data asked by an
 *   administrator before its second factor
 */
export function assertOwnerOrAdmin(session: SessionUser, id: string): void {
  if (session.userId !== id && !actsAsAdmin(session))
    throw new AppError('FORBIDDEN', accountMessages.forbidden);
}

/**
 * The profile of account `id` as seen by `session` (`healthConditions` only when `session` is `id`).
 * @throws AppError FORBIDDEN when `id` is neither the session's account nor the session an admin's
 *   (before looking it up: no existence oracle), NOT_FOUND when an admin asks for an unknown id
 */
export async function readProfile(
  ctx: AccountContext,
  session: SessionUser,
  id: string,
): Promise<MemberUser> {
  assertOwnerOrAdmin(session, id);
  const row = await findUserById(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND', accountMessages.userNotFound);
  return ctx.memberProfile(ctx.db, row, session.userId === id);
}

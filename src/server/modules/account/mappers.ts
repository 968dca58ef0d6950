/**
 * Account rows → the spec's wire shapes (SPEC §3 "Login response", "Google sign-in response",
 * "User"): ids as `userId`/`_id`, the avatar as `{_id}`, coordinates as `{$numberDecimal}`.
 * @module
 */
import { toDecimal, type Decimal } from '../../../shared/contract/common';
import type { GoogleAuthResponse, LoginResponse } from '../../../shared/contract/account';
import type { AvatarRef, UserProfile } from '../../../shared/contract/users';
import type { AccountRow } from './queries/users';

const avatarOf = (row: AccountRow): AvatarRef | null => (row.avatar ? { _id: row.avatar } : null);
const decimalOrNull = (value: string | null): Decimal | null => (value === null ? null : toDecimal(value));

/** The 200 answer of login for an active account. */
export function toLoginResponse(row: AccountRow): LoginResponse {
  const avatar = avatarOf(row);
  return {
    login: true,
    active: true,
    userId: row.id,
    name: row.name,
    email: row.email,
    type: row.type,
    ...(avatar ? { avatar } : {}),
    latitude: decimalOrNull(row.latitude),
    longitude: decimalOrNull(row.longitude),
  };
}

/** The answer of Google sign-in. */
export function toGoogleAuthResponse(row: AccountRow): GoogleAuthResponse {
  const avatar = avatarOf(row);
  return {
    user: { userId: row.id, type: row.type, avatar },
    usuario: { _id: row.id, name: row.name, email: row.email, type: row.type, avatar },
  };
}

/** The `user` object of the profile calls. */
export function toUserProfile(row: AccountRow): UserProfile {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    type: row.type,
    active: row.active,
    avatar: avatarOf(row),
    latitude: decimalOrNull(row.latitude),
    longitude: decimalOrNull(row.longitude),
    createdAt: row.createdAt.toISOString(),
  };
}

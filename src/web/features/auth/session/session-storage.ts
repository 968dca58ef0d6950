/**
 * The browser-stored session values of SPEC §3 (token, name, userId, type, avatar, email, latitude,
 * longitude), one `localStorage` key each, and the paths built from them. Pure functions over a
 * `Storage` so they can be unit-tested without a browser.
 * @module
 */
import type { GoogleAuthResponse, LoginResponse } from '../../../../shared/contract/account';
import { USER_TYPES, type UserType } from '../../../../shared/constants/account';
import { fromDecimal } from '../../../../shared/domain/decimal';
import type { LatLon } from '../../../../shared/domain/geo';
import { seg } from '../../../lib/path';

/** The values kept in the browser while signed in. `token` only after a Google sign-in. */
export interface StoredSession {
  userId: string;
  name: string;
  type: UserType;
  token?: string;
  avatar?: string;
  email?: string;
  latitude?: number;
  longitude?: number;
}

/** The storage keys, verbatim from SPEC §3. */
export const SESSION_KEYS = [
  'token',
  'name',
  'userId',
  'type',
  'avatar',
  'email',
  'latitude',
  'longitude',
] as const;

const isUserType = (value: string | null): value is UserType =>
  value !== null && (USER_TYPES as readonly string[]).includes(value);

const toNumber = (value: string | null): number | undefined => {
  if (value === null || value === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
};

/**
 * Reads the stored session. Signed in means a `userId` is stored (SPEC §4); values that make no sense
 * (no name, unknown type) count as signed out.
 */
export function readSession(storage: Storage): StoredSession | null {
  const userId = storage.getItem('userId');
  const name = storage.getItem('name');
  const type = storage.getItem('type');
  if (!userId || !name || !isUserType(type)) return null;
  const session: StoredSession = { userId, name, type };
  const token = storage.getItem('token');
  const avatar = storage.getItem('avatar');
  const email = storage.getItem('email');
  const latitude = toNumber(storage.getItem('latitude'));
  const longitude = toNumber(storage.getItem('longitude'));
  if (token) session.token = token;
  if (avatar) session.avatar = avatar;
  if (email) session.email = email;
  if (latitude !== undefined) session.latitude = latitude;
  if (longitude !== undefined) session.longitude = longitude;
  return session;
}

/** Writes `session`, removing the keys it does not have (e.g. a stale `token`). */
export function writeSession(storage: Storage, session: StoredSession): void {
  for (const key of SESSION_KEYS) {
    const value = session[key];
    if (value === undefined || value === '') storage.removeItem(key);
    else storage.setItem(key, String(value));
  }
}

/** Logout: clears all browser storage (SPEC §3, §4): every key of both storages, not only ours. */
export function clearAllStorage(storages: Storage[]): void {
  for (const storage of storages) storage.clear();
}

/** The session values of a password sign-in; the browser position fills in coordinates never given. */
export function sessionFromLogin(login: LoginResponse, fallback: LatLon): StoredSession {
  const session: StoredSession = {
    userId: login.userId,
    name: login.name,
    type: login.type,
    email: login.email,
    latitude: login.latitude ? fromDecimal(login.latitude) : fallback.latitude,
    longitude: login.longitude ? fromDecimal(login.longitude) : fallback.longitude,
  };
  if (login.avatar?._id) session.avatar = login.avatar._id;
  return session;
}

/** The session values of a Google sign-in (`token` = the Google credential, SPEC §3, §4). */
export function sessionFromGoogle(
  answer: GoogleAuthResponse,
  token: string,
  position: LatLon,
): StoredSession {
  const session: StoredSession = {
    userId: answer.user.userId,
    name: answer.usuario.name,
    type: answer.user.type,
    email: answer.usuario.email,
    token,
    latitude: position.latitude,
    longitude: position.longitude,
  };
  const avatar = answer.user.avatar?._id ?? answer.usuario.avatar?._id;
  if (avatar) session.avatar = avatar;
  return session;
}

/** `/home/{type}/{name}/{userId}` with `/{avatar}` when one is stored (SPEC §2, §4). */
export function homePath(s: Pick<StoredSession, 'type' | 'name' | 'userId' | 'avatar'>): string {
  const base = `/home/${seg(s.type)}/${seg(s.name)}/${seg(s.userId)}`;
  return s.avatar ? `${base}/${seg(s.avatar)}` : base;
}

/** `/profile/{type}/{name}/{userId}` (SPEC §2). */
export function profilePath(s: Pick<StoredSession, 'type' | 'name' | 'userId'>): string {
  return `/profile/${seg(s.type)}/${seg(s.name)}/${seg(s.userId)}`;
}

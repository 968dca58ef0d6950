/**
 * The account calls of the web app (SPEC §7 account calls, `GET /api/user/profile/{id}`), typed with
 * the shared contract. Every call that changes state goes through `sendJson` (XHR marker, cookie).
 * @module
 */
import { z } from 'zod';
import {
  activationResponseSchema,
  googleAuthResponseSchema,
  googleProfileResponseSchema,
  loginResponseSchema,
  logoutResponseSchema,
  messageStringSchema,
  registerResponseSchema,
  resendActivationResponseSchema,
  resetRequestResponseSchema,
  type LoginBody,
} from '../../../../shared/contract/account';
import { userProfileResponseSchema } from '../../../../shared/contract/users';
import { ApiRequestError, getJson, sendJson } from '../../../lib/http';
import { seg } from '../../../lib/path';

/** `POST /api/service/login`. */
export const login = (body: LoginBody) => sendJson('POST', '/api/service/login', body, loginResponseSchema);

/** `POST /api/service/logout`, naming this device's push endpoint when it had one (ADR 0031). */
export const logout = (pushEndpoint?: string) =>
  sendJson(
    'POST',
    '/api/service/logout',
    pushEndpoint ? { endpoint: pushEndpoint } : undefined,
    logoutResponseSchema,
  );

/** `POST /api/service/register`: answers `{created: true, message}` (also for a taken e-mail, ADR 0010) or throws (403 blocklisted = `created: false`). */
export const register = (body: {
  name: string;
  username: string;
  password: string;
  type: 'user' | 'partner';
  latitude: number;
  longitude: number;
}) => sendJson('POST', '/api/service/register', body, registerResponseSchema);

/** `GET /api/service/activation/{userId}/{secretToken}`. */
export const activate = (userId: string, secretToken: string) =>
  getJson(`/api/service/activation/${seg(userId)}/${seg(secretToken)}`, activationResponseSchema);

/** `POST /api/service/activation/resend` for an account id or an e-mail. */
export const resendActivation = (target: { userId: string } | { username: string }) =>
  sendJson('POST', '/api/service/activation/resend', target, resendActivationResponseSchema);

/** `POST /api/service/google/auth`. */
export const googleAuth = (tokenId: string, data: unknown) =>
  sendJson('POST', '/api/service/google/auth', { tokenId, data }, googleAuthResponseSchema);

/** `POST /api/service/google/auth/profile`. */
export const googleProfile = (token: string) =>
  sendJson('POST', '/api/service/google/auth/profile', { token }, googleProfileResponseSchema);

/** `GET /api/user/profile/{id}`. */
export const userProfile = (userId: string, signal?: AbortSignal) =>
  getJson(`/api/user/profile/${seg(userId)}`, userProfileResponseSchema, { signal });

/** Reset step 1: `GET /api/service/updatepassword?userName=` → the request id. */
export const requestReset = (userName: string) =>
  getJson('/api/service/updatepassword', resetRequestResponseSchema, { params: { userName } });

/** Reset step 2 or change: `POST /api/service/updatepassword` → a message string. */
export const updatePassword = (
  body: { userId: string; newPassword: string } & ({ password: string } | { secretToken: string }),
) => sendJson('POST', '/api/service/updatepassword', body, messageStringSchema);

/** `PUT /api/service/deleteuseraccount/` → a message string. */
export const deleteAccount = (body: { userId: string; password: string }) =>
  sendJson('PUT', '/api/service/deleteuseraccount/', body, messageStringSchema);

const inactiveBody = z.object({ active: z.literal(false) });

/** True when a login refusal is the inactive-account answer (`active: false`, SPEC §4). */
export function isInactiveRefusal(error: unknown): boolean {
  return error instanceof ApiRequestError && inactiveBody.safeParse(error.body).success;
}

/** The claims of a Google ID token (the `data` of `google/auth`; never trusted by the server). */
export function decodeJwtClaims(token: string): unknown {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch {
    return undefined;
  }
}

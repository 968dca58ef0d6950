/**
 * Contract of the user calls owned by accounts (SPEC §3 "User", §7 user calls; ADR 0005):
 * `GET /api/user/profile/{id}` and the `user` object shared with `POST /api/service/google/auth/profile`.
 * @module
 */
import { z } from 'zod';
import { USER_TYPES } from '../constants/account';
import { decimalSchema, idParamsSchema, idSchema, itemAnswer } from './common';

export { USER_TYPES, type UserType } from '../constants/account';
/** Account types (SPEC §6): {@link USER_TYPES}. */
export const userTypeSchema = z.enum(USER_TYPES);

/** Reference to the account's avatar image (SPEC §3 login response: "an object with _id"). */
export const avatarRefSchema = z.object({ _id: z.string() }).meta({ id: 'AvatarRef' });
export type AvatarRef = z.infer<typeof avatarRefSchema>;

/** What names an account in answers: its name, sign-in e-mail and type. */
export const accountNameFields = { name: z.string(), email: z.string(), type: userTypeSchema };

/** An account's position, degrees in the spec's decimal form; null when never given (e.g. Google sign-up). */
export const accountPositionFields = {
  latitude: decimalSchema.nullable(),
  longitude: decimalSchema.nullable(),
};

/**
 * An account's profile (SPEC §3 "User: the profile is returned under user"). `latitude`/`longitude`
 * are degrees in the spec's decimal form, null when never given (e.g. Google sign-up); `avatar` is
 * null when none is stored; `createdAt` is ISO 8601.
 */
export const userProfileSchema = z
  .object({
    _id: idSchema,
    ...accountNameFields,
    active: z.boolean(),
    avatar: avatarRefSchema.nullable(),
    ...accountPositionFields,
    createdAt: z.string(),
  })
  .meta({ id: 'User' });
export type UserProfile = z.infer<typeof userProfileSchema>;

/** `{user}` answer of the profile calls. */
export const userProfileResponseSchema = itemAnswer('user', userProfileSchema, 'UserProfileResponse');
export type UserProfileResponse = z.infer<typeof userProfileResponseSchema>;

/** Path of `GET /api/user/profile/{id}`: an account id (UUID). */
export const userIdParamsSchema = idParamsSchema;

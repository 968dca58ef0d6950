/**
 * Contract of the member calls (SPEC §3 "User", "Favourite", §4 favourite toggle, §7 user calls;
 * ADR 0007):
 * - `GET /api/user/avatar` → {@link avatarsResponseSchema} (public)
 * - `GET /api/user/profile/{id}` → `{user}` as {@link memberUserSchema} (the account itself; an admin
 *   sees it without `healthConditions`)
 * - `PUT /api/user/profile/update/{id}` {@link memberUpdateBodySchema} → {@link memberUpdateResponseSchema}
 * - `GET /api/user/all/deseasesMap` → {@link deseasesMapResponseSchema} (public catalogue)
 * - `PUT /api/user/profile/update/favourite/{id}` {@link favouriteBodySchema} → {@link favouriteResponseSchema}
 *   (`{id}` = the gym)
 * - `GET /api/user/profile/favourites/{id}` → {@link favouriteGymsResponseSchema} (`{id}` = the account)
 * @module
 */
import { differenceInYears, isAfter, isValid, parseISO, startOfToday } from 'date-fns';
import { z } from 'zod';
import { NAME_MAX_LENGTH } from '../constants/account';
import { memberFieldMessages as f } from '../messages';
import { degreesField, idSchema, itemAnswer, listAnswer, trimmedText } from './common';
import { gymSchema } from './gyms';
import { arPhoneField, blankToNull, clearableText } from './partner-fields';
import { userProfileSchema } from './users';

/** Genders of the member form (stored codes; labels in the web messages). */
export const GENDERS = ['femenino', 'masculino', 'no_binario', 'prefiero_no_decir'] as const;
/** Most health conditions a member may declare. */
export const MAX_HEALTH_CONDITIONS = 20;
/** Youngest age allowed by the form, years (Ley 26.061 / terms of use). */
export const MIN_MEMBER_AGE_YEARS = 13;
/** Oldest age accepted, years: an older birthday is a typing mistake. */
export const MAX_MEMBER_AGE_YEARS = 120;

/**
 * What is wrong with a birthday (`YYYY-MM-DD`, a valid calendar date) on `today` (local midnight):
 * the message of a future date, an age under {@link MIN_MEMBER_AGE_YEARS} or over
 * {@link MAX_MEMBER_AGE_YEARS} years, or null when it is fine. Ages in whole years (date-fns).
 */
export function birthdayProblem(birthday: string, today: Date = startOfToday()): string | null {
  const date = parseISO(birthday);
  if (!isValid(date)) return f.birthdayInvalid;
  if (isAfter(date, today)) return f.birthdayFuture;
  const age = differenceInYears(today, date);
  if (age < MIN_MEMBER_AGE_YEARS) return f.birthdayTooYoung;
  if (age > MAX_MEMBER_AGE_YEARS) return f.birthdayTooOld;
  return null;
}

/** An avatar shipped with the app: `_id` is stored on the account; `url` serves the SVG. */
export const avatarSchema = z
  .object({ _id: z.string(), name: z.string(), url: z.string() })
  .meta({ id: 'Avatar' });
export type Avatar = z.infer<typeof avatarSchema>;

/** Answer of `GET /api/user/avatar`: at least 12 avatars. */
export const avatarsResponseSchema = listAnswer('avatars', avatarSchema, 'Avatars');
export type AvatarsResponse = z.infer<typeof avatarsResponseSchema>;

/** A health condition of the catalogue, with short training considerations in Spanish. */
export const healthConditionSchema = z
  .object({ _id: z.string(), name: z.string(), considerations: z.string() })
  .meta({ id: 'HealthCondition' });
export type HealthCondition = z.infer<typeof healthConditionSchema>;

/** Answer of `GET /api/user/all/deseasesMap` (spelled as in SPEC §7). */
export const deseasesMapResponseSchema = listAnswer('deseasesMap', healthConditionSchema, 'DeseasesMap');
export type DeseasesMapResponse = z.infer<typeof deseasesMapResponseSchema>;

/** Emergency contact: both parts or neither. Phone in E.164. */
export const emergencyContactSchema = z
  .object({ name: z.string(), phone: z.string() })
  .meta({ id: 'EmergencyContact' });

/**
 * A member's own profile: the account's `user` (SPEC §3) plus the member form's data. `birthday` is
 * `YYYY-MM-DD`; `phone` E.164; `healthConditions` are catalogue ids and are present only when the
 * member reads their own profile; `favourites` are gym ids. `reviewMails` (not in SPEC §3; ADR 0024
 * decision 6): true while the member wants the "¿Cómo te fue?" mail the day after a visit.
 */
export const memberUserSchema = userProfileSchema
  .extend({
    lastName: z.string().nullable(),
    phone: z.string().nullable(),
    birthday: z.string().nullable(),
    gender: z.enum(GENDERS).nullable(),
    address: z.string().nullable(),
    emergencyContact: emergencyContactSchema.nullable(),
    healthConditions: z.array(z.string()).optional(),
    marketingOptIn: z.boolean(),
    reviewMails: z.boolean().optional(),
    favourites: z.array(idSchema),
  })
  .meta({ id: 'MemberUser' });
export type MemberUser = z.infer<typeof memberUserSchema>;

/** `{user}` answer of `GET /api/user/profile/{id}` (SPEC §3 "User": "the profile is returned under user"). */
export const memberProfileResponseSchema = itemAnswer('user', memberUserSchema, 'MemberProfileResponse');

/**
 * Body of `PUT /api/user/profile/update/{id}`: the fields to change (absent = unchanged, blank or null
 * = cleared). `healthConditions` replaces the whole set. `latitude`/`longitude` come from the
 * browser position when the member allows it. `avatar` is an id of `GET /api/user/avatar`.
 * `reviewMails` false stops the "¿Cómo te fue?" mails, true brings them back (ADR 0024 decision 6).
 */
export const memberUpdateBodySchema = z
  .object({
    name: trimmedText(
      3,
      NAME_MAX_LENGTH,
      () => f.nameRequired,
      () => f.nameTooLong,
    ).regex(/^\p{L}{2}/u, {
      error: () => f.nameLetters,
    }),
    lastName: clearableText(NAME_MAX_LENGTH, () => f.lastNameTooLong),
    phone: arPhoneField(() => f.phoneInvalid),
    birthday: z.preprocess(
      blankToNull,
      z.iso
        .date({ error: () => f.birthdayInvalid })
        .superRefine((value, ctx) => {
          const problem = birthdayProblem(value);
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        })
        .nullable(),
    ),
    gender: z.preprocess(blankToNull, z.enum(GENDERS, { error: () => f.gender }).nullable()),
    address: clearableText(200, () => f.addressTooLong),
    emergencyContact: z
      .object({
        name: clearableText(NAME_MAX_LENGTH, () => f.emergencyNameTooLong),
        phone: arPhoneField(() => f.phoneInvalid),
      })
      .nullable(),
    healthConditions: z
      .array(z.string().max(60, { error: () => f.healthConditions }), { error: () => f.healthConditions })
      .max(MAX_HEALTH_CONDITIONS, { error: () => f.healthConditions }),
    marketingOptIn: z.boolean({ error: () => f.marketingOptIn }),
    reviewMails: z.boolean({ error: () => f.reviewMails }),
    latitude: degreesField(90, () => f.latitude),
    longitude: degreesField(180, () => f.longitude),
    avatar: z.string({ error: () => f.avatar }).max(60, { error: () => f.avatar }),
  })
  .partial()
  .meta({ id: 'MemberUpdate' });
export type MemberUpdateBody = z.output<typeof memberUpdateBodySchema>;
export type MemberUpdateInput = z.input<typeof memberUpdateBodySchema>;

/** Answer of `PUT /api/user/profile/update/{id}` (SPEC §3: "returned under updUser"). */
export const memberUpdateResponseSchema = itemAnswer('updUser', memberUserSchema, 'MemberUpdateResponse');
export type MemberUpdateResponse = z.infer<typeof memberUpdateResponseSchema>;

/** Body of the favourite toggle (SPEC §3 "Favourite"): `favourite` is 1; `idUser` must be the session's account. */
export const favouriteBodySchema = z
  .object({
    favourite: z.literal(1, { error: () => f.favourite }),
    idUser: z.uuid({ error: () => f.idUser }),
  })
  .meta({ id: 'FavouriteToggle' });
export type FavouriteBody = z.infer<typeof favouriteBodySchema>;

/** Answer of the toggle: whether gym `gymId` is now a favourite, and its `favourite` count. */
export const favouriteResponseSchema = z
  .object({ gymId: idSchema, favourited: z.boolean(), favourite: z.number().int() })
  .meta({ id: 'FavouriteToggled' });
export type FavouriteResponse = z.infer<typeof favouriteResponseSchema>;

/** Answer of `GET /api/user/profile/favourites/{id}`: the member's favourite gyms, newest first. */
export const favouriteGymsResponseSchema = listAnswer('gyms', gymSchema, 'FavouriteGyms');
export type FavouriteGymsResponse = z.infer<typeof favouriteGymsResponseSchema>;

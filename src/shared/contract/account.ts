/**
 * Contract of the account calls under `/api/service` (SPEC §3 login/registration/Google, §5 messages,
 * §7 account calls; ADR 0005, 0021). Field names are the spec's, verbatim. Failure bodies are the
 * house error body `{message, code, fields?}` (docs/architecture.md §4) plus the spec's flag of that call
 * (`created: false`, `login: false`, …) where the spec has one.
 * @module
 */
import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SELF_REGISTERED_TYPES,
} from '../constants/account';
import { MIN_LENGTH } from '../constants/spec';
import {
  accountFieldMessages as f,
  apiMessages,
  catalogueFieldMessages,
  loginMessages,
  passwordMessages,
  registerMessages as r,
} from '../messages';
import { LOCALES } from '../messages/i18n/locales';
import { secondFactorStepSchema } from './admin-mfa';
import { degreesField, errorSchema, idSchema, type Text } from './common';
import {
  accountNameFields,
  accountPositionFields,
  avatarRefSchema,
  userProfileSchema,
  userTypeSchema,
} from './users';

/** An e-mail address, trimmed and lower-cased; `missing` is the text for an absent value. */
const emailField = (missing: Text, tooShort: Text) =>
  z
    .string({ error: missing })
    .trim()
    .toLowerCase()
    .min(MIN_LENGTH.email, { error: tooShort })
    .max(EMAIL_MAX_LENGTH, { error: () => f.emailMax })
    .regex(z.regexes.email, { error: () => r.emailInvalid });

/** A new password: the server rule (≥ 8, ≤ 128; the common-password check runs on the server). */
const newPasswordField = (missing: Text) =>
  z
    .string({ error: missing })
    .min(PASSWORD_MIN_LENGTH, { error: () => f.passwordMin })
    .max(PASSWORD_MAX_LENGTH, { error: () => f.passwordMax });

/**
 * A coordinate in degrees within ±`limit` ({@link degreesField}): number, numeric string or
 * `{$numberDecimal}`; null/empty = not given. At most 7 decimals, the stored scale: a finer value
 * (`-34.123456789`, `1e-320`) is refused with the field's message instead of being rounded, or stored
 * as 0, unseen.
 */
const coordinate = (limit: number, message: Text) =>
  z.preprocess(
    (v) => {
      if (v === null || v === '') return undefined;
      if (typeof v === 'object' && '$numberDecimal' in v)
        return (v as { $numberDecimal: unknown }).$numberDecimal;
      return v;
    },
    degreesField(limit, message, true).optional(),
  );

// ---- POST /api/service/register -------------------------------------------------------------

/**
 * Registration payload (SPEC §3): each SPEC §5 message for its rule, in the spec's order, then the
 * server's own password rule. `type` is `user` or `partner` (never `admin`).
 */
export const registerBodySchema = z.object({
  name: z
    .string({ error: () => r.allRequired })
    .trim()
    .min(MIN_LENGTH.name, { error: () => r.nameRequired })
    .max(NAME_MAX_LENGTH, { error: () => f.nameMax })
    .regex(/^\p{L}{2}/u, { error: () => r.nameLetters }),
  username: emailField(
    () => r.allRequired,
    () => r.emailRequired,
  ),
  password: z
    .string({ error: () => r.allRequired })
    .min(MIN_LENGTH.passwordRequired, { error: () => r.passwordRequired })
    .min(MIN_LENGTH.password, { error: () => r.passwordTooShort })
    .min(PASSWORD_MIN_LENGTH, { error: () => f.passwordMin })
    .max(PASSWORD_MAX_LENGTH, { error: () => f.passwordMax }),
  latitude: coordinate(90, () => catalogueFieldMessages.latitude),
  longitude: coordinate(180, () => catalogueFieldMessages.longitude),
  type: z.enum(SELF_REGISTERED_TYPES, {
    error: (issue) => (issue.input === undefined ? r.allRequired : r.selectTypeHint),
  }),
});
export type RegisterBody = z.output<typeof registerBodySchema>;

/** 201 answer of register. */
export const registerResponseSchema = z.object({ created: z.literal(true), message: z.string() });
/**
 * 409 (e-mail in use) and 403 (e-mail locked) answer of register: `created: false`. Other refusals
 * (403 cross-site, 429 rate limit) are the plain error body, so the flag is optional in the schema.
 */
export const registerFailureSchema = errorSchema
  .extend({ created: z.literal(false).optional() })
  .meta({ id: 'RegisterFailure' });

// ---- Activation ------------------------------------------------------------------------------

/** Path of `GET /api/service/activation/{userId}/{secretToken}` (checked by the service, not here). */
export const activationParamsSchema = z.object({
  userId: z.string().max(64),
  secretToken: z.string().max(128),
});
/** 200 answer of activation. */
export const activationResponseSchema = z.object({ activated: z.literal(true), message: z.string() });
/**
 * Why an activation link did not activate (ADR 0021), each with its own status and text
 * (`activationLinkMessages`): `invalid` 404 (no such link), `expired` 400 (older than 48 h),
 * `superseded` 422 (a newer link replaced it), `used` 409 (the account is active), `deleted` 410
 * (the account was deleted), `locked` 403 (the e-mail is on the blocklist).
 */
export const activationFailureReasonSchema = z.enum([
  'invalid',
  'expired',
  'superseded',
  'used',
  'deleted',
  'locked',
]);
export type ActivationFailureReason = z.infer<typeof activationFailureReasonSchema>;
export const activationFailureSchema = errorSchema
  .extend({ activated: z.literal(false).optional(), reason: activationFailureReasonSchema.optional() })
  .meta({ id: 'ActivationFailure' });

/** `POST /api/service/activation/resend`: the account by id (activation screen) or by e-mail. */
export const resendActivationBodySchema = z
  .object({
    userId: idSchema.optional(),
    username: emailField(
      () => r.emailRequired,
      () => r.emailRequired,
    ).optional(),
  })
  .refine((b) => (b.userId === undefined) !== (b.username === undefined), { error: () => f.resendTarget });
export type ResendActivationBody = z.output<typeof resendActivationBodySchema>;
/** 202 answer of resend: the same whether or not the account exists (no user enumeration). */
export const resendActivationResponseSchema = z.object({ sent: z.literal(true), message: z.string() });

// ---- Login, logout ---------------------------------------------------------------------------

/** Login payload (SPEC §7: username = the e-mail, password). */
export const loginBodySchema = z.object({
  username: z
    .string({ error: () => loginMessages.emailMissing })
    .trim()
    .toLowerCase()
    .min(1, { error: () => loginMessages.emailMissing })
    .max(EMAIL_MAX_LENGTH, { error: () => f.emailMax }),
  password: z
    .string({ error: () => loginMessages.passwordMissing })
    .min(1, { error: () => loginMessages.passwordMissing })
    .max(PASSWORD_MAX_LENGTH, { error: () => f.passwordMax }),
});
export type LoginBody = z.output<typeof loginBodySchema>;

/** 200 answer of login (SPEC §3 "Login response"); the session travels in the HttpOnly cookie. */
export const loginResponseSchema = z
  .object({
    login: z.literal(true),
    active: z.literal(true),
    userId: idSchema,
    ...accountNameFields,
    avatar: avatarRefSchema.optional(),
    ...accountPositionFields,
    /** Administrators only: the second factor the session still needs (ADR 0019). */
    secondFactor: secondFactorStepSchema.optional(),
  })
  .meta({ id: 'LoginResponse' });
export type LoginResponse = z.infer<typeof loginResponseSchema>;
/** 401 wrong e-mail or password, 403 inactive (`active: false`), 429 locked account or IP limit. */
export const loginFailureSchema = errorSchema
  .extend({ login: z.literal(false).optional(), active: z.literal(false).optional() })
  .meta({ id: 'LoginFailure' });

/** 200 answer of logout (always, even without a session). */
export const logoutResponseSchema = z.object({ logout: z.literal(true), message: z.string() });

// ---- Google ----------------------------------------------------------------------------------

/** `POST /api/service/google/auth`: the ID token; `data` (decoded claims) is accepted and ignored. */
export const googleAuthBodySchema = z.object({
  tokenId: z
    .string({ error: () => apiMessages.invalidField })
    .min(1)
    .max(8192),
  data: z.unknown().optional(),
});
/** Answer of Google sign-in (SPEC §3 "Google sign-in response"). */
export const googleAuthResponseSchema = z
  .object({
    user: z.object({ userId: idSchema, type: userTypeSchema, avatar: avatarRefSchema.nullable() }),
    usuario: z.object({ _id: idSchema, ...accountNameFields, avatar: avatarRefSchema.nullable() }),
    /** Administrators only: the second factor the session still needs (ADR 0019). */
    secondFactor: secondFactorStepSchema.optional(),
  })
  .meta({ id: 'GoogleAuthResponse' });
export type GoogleAuthResponse = z.infer<typeof googleAuthResponseSchema>;
/** `POST /api/service/google/auth/profile`: `token` is accepted for the spec's sake; the session decides. */
export const googleProfileBodySchema = z.object({ token: z.string().max(8192).optional() });
export const googleProfileResponseSchema = z.object({ user: userProfileSchema });

// ---- Password reset, change; account deletion -------------------------------------------------

/** Query of `GET /api/service/updatepassword` (reset step 1). */
export const resetRequestQuerySchema = z.object({
  userName: emailField(
    () => passwordMessages.resetIncomplete,
    () => passwordMessages.resetIncomplete,
  ),
});
/** Its 200 answer: the opaque request id (a JSON string), alike for known and unknown e-mails. */
export const resetRequestResponseSchema = z.string().meta({ description: 'Opaque reset request id' });

/**
 * `POST /api/service/updatepassword`: change (`userId` = the signed-in account, `password` = the
 * current one) or reset (`userId` = the request id of step 1, `secretToken` = the mailed code).
 */
export const passwordUpdateBodySchema = z
  .object({
    userId: z.uuid({ error: () => passwordMessages.checkForm }),
    newPassword: newPasswordField(() => passwordMessages.checkForm),
    password: z
      .string()
      .min(1, { error: () => passwordMessages.checkForm })
      .max(PASSWORD_MAX_LENGTH)
      .optional(),
    secretToken: z
      .string()
      .trim()
      .min(1, { error: () => passwordMessages.resetCheckInfo })
      .max(64)
      .optional(),
  })
  .refine((b) => (b.password === undefined) !== (b.secretToken === undefined), {
    error: () => f.changeOrReset,
  });
export type PasswordUpdateBody = z.output<typeof passwordUpdateBodySchema>;
/** Answer of password change/reset and of deletion: a message string (SPEC §7). */
export const messageStringSchema = z.string();

/** `PUT /api/service/deleteuseraccount/` (SPEC §5 "Deactivate"). */
export const deleteAccountBodySchema = z.object({
  userId: z.uuid({ error: () => apiMessages.invalidId }),
  password: z
    .string({ error: () => passwordMessages.deactivatePassword })
    .min(MIN_LENGTH.passwordRequired, { error: () => passwordMessages.deactivatePassword })
    .max(PASSWORD_MAX_LENGTH, { error: () => f.passwordMax }),
});
export type DeleteAccountBody = z.output<typeof deleteAccountBodySchema>;

// ---- The account's language -------------------------------------------------------------------

/**
 * `PUT /api/account/locale` (ADR 0055): the signed-in account's language, one of `LOCALES` (exact
 * BCP 47 spelling, `pt-BR`), chosen in the footer's picker; 400 (`accountField.locale`)
 * for any other value.
 */
export const accountLocaleBodySchema = z.object({
  locale: z.enum(LOCALES, { error: () => f.locale }),
});
export type AccountLocaleBody = z.output<typeof accountLocaleBodySchema>;
/** 200 answer of `PUT /api/account/locale`: the language stored. */
export const accountLocaleResponseSchema = z.object({ locale: z.enum(LOCALES) });

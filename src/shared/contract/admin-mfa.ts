/**
 * Contract of the administrators' second factor (ADR 0019; TOTP of RFC 6238 over HOTP of RFC 4226;
 * OWASP ASVS 2.8 single- and multi-factor one-time verifiers, 2.6 look-up secrets):
 * - `GET /api/admin/mfa` → {@link mfaStatusResponseSchema};
 * - `POST /api/admin/mfa/setup` → {@link mfaSetupResponseSchema}: a new shared secret and its
 *   `otpauth://` URI, which the web draws as a QR code;
 * - `POST /api/admin/mfa/setup/confirm` {@link mfaConfirmBodySchema} → {@link mfaConfirmResponseSchema}:
 *   the first good code confirms the authenticator and answers the recovery codes, once;
 * - `POST /api/admin/mfa/verify` {@link mfaVerifyBodySchema} → {@link mfaVerifyResponseSchema}: after
 *   sign-in and to re-authenticate before payouts and locks.
 * The login answers carry `secondFactor` (`setup` | `verify`) for administrators (./account.ts).
 * @module
 */
import { z } from 'zod';
import { RECOVERY_CODE_COUNT, TOTP_DIGITS } from '../constants/mfa';
import { mfaMessages as m } from '../messages/mfa';

const instant = z.string().meta({ description: 'ISO 8601 instant' });

/**
 * What an administrator's sign-in asks next (login answers): `setup` without a confirmed
 * authenticator (scan the QR code, then confirm a code), `verify` with one (type a code).
 */
export const SECOND_FACTOR_STEPS = ['setup', 'verify'] as const;
export const secondFactorStepSchema = z.enum(SECOND_FACTOR_STEPS).meta({
  description:
    'Administrators only: `setup` (no authenticator yet: `POST /api/admin/mfa/setup`, then `/setup/confirm`) ' +
    'or `verify` (`POST /api/admin/mfa/verify`). Until then every administration call answers 403 ' +
    '`SECOND_FACTOR_REQUIRED`.',
});
export type SecondFactorStep = z.infer<typeof secondFactorStepSchema>;

const half = TOTP_DIGITS / 2;

/** A code of the authenticator app: 6 digits, a space in the middle tolerated ("123 456", as apps show it). */
export const totpCodeSchema = z
  .string({ error: () => m.codeFormat })
  .trim()
  .regex(new RegExp(`^\\d{${half}} ?\\d{${half}}$`), { error: () => m.codeFormat })
  .meta({ description: `The ${TOTP_DIGITS}-digit code the authenticator app shows now`, example: '492039' });

/** A recovery code as given (`XXXX-XXXX`); case, the dash or a space and Crockford look-alikes do not matter. */
export const recoveryCodeSchema = z
  .string({ error: () => m.recoveryCodeFormat })
  .trim()
  .regex(/^[0-9A-Za-z]{4}[\s-]?[0-9A-Za-z]{4}$/, { error: () => m.recoveryCodeFormat })
  .meta({ description: 'One of the recovery codes given at set-up', example: 'K7QM-2XHD' });

/** Answer of `GET /api/admin/mfa`. */
export const mfaStatusResponseSchema = z
  .object({
    configured: z.boolean().meta({ description: 'An authenticator app is set up and confirmed' }),
    verifiedAt: instant
      .nullable()
      .meta({ description: "When this session's second factor was last verified (null: not yet)" }),
    recoveryCodesLeft: z
      .number()
      .int()
      .meta({ description: 'Recovery codes not used yet (0 when not configured)' }),
  })
  .meta({ id: 'MfaStatus' });
export type MfaStatusResponse = z.infer<typeof mfaStatusResponseSchema>;

/** Answer of `POST /api/admin/mfa/setup`. */
export const mfaSetupResponseSchema = z
  .object({
    secret: z.string().meta({ description: 'The shared secret in base32 (RFC 4648), to type it by hand' }),
    otpauthUri: z.string().meta({
      description:
        'Key URI for authenticator apps (`otpauth://totp/BuscaGym:<email>?secret=…&issuer=BuscaGym&algorithm=SHA1&digits=6&period=30`); draw it as a QR code',
    }),
  })
  .meta({ id: 'MfaSetup' });
export type MfaSetupResponse = z.infer<typeof mfaSetupResponseSchema>;

/** Body of `POST /api/admin/mfa/setup/confirm`. */
export const mfaConfirmBodySchema = z.object({ code: totpCodeSchema });
export type MfaConfirmBody = z.output<typeof mfaConfirmBodySchema>;

/** Answer of `POST /api/admin/mfa/setup/confirm`: the recovery codes, shown this once. */
export const mfaConfirmResponseSchema = z
  .object({
    recoveryCodes: z
      .array(z.string())
      .length(RECOVERY_CODE_COUNT)
      .meta({ description: `${RECOVERY_CODE_COUNT} single-use codes (\`XXXX-XXXX\`); never shown again` }),
    verifiedAt: instant,
  })
  .meta({ id: 'MfaConfirmed' });
export type MfaConfirmResponse = z.infer<typeof mfaConfirmResponseSchema>;

/** Body of `POST /api/admin/mfa/verify`: a code of the app, or a recovery code (exactly one). */
export const mfaVerifyBodySchema = z.union(
  [z.strictObject({ code: totpCodeSchema }), z.strictObject({ recoveryCode: recoveryCodeSchema })],
  { error: () => m.codeOrRecoveryCode },
);
export type MfaVerifyBody = z.output<typeof mfaVerifyBodySchema>;

/** Answer of `POST /api/admin/mfa/verify`. */
export const mfaVerifyResponseSchema = z
  .object({ verifiedAt: instant, recoveryCodesLeft: z.number().int() })
  .meta({ id: 'MfaVerified' });
export type MfaVerifyResponse = z.infer<typeof mfaVerifyResponseSchema>;

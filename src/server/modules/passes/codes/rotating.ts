/**
 * Rotating pass codes (ADR 0029): `BGT1.<id>.<otp>`, where `<id>` is the pass's UUID (16 bytes,
 * base64url) and `<otp>` a TOTP (RFC 6238: 30-second steps, HMAC-SHA-256, 8 digits; the otpauth library)
 * under the pass's own secret. The secret is derived, never stored: HMAC-SHA256 (RFC 2104) of
 * `BGT1.secret.<pass id>` under the server's pass-signing key, so the door checks a code without any
 * database read, and a forgery is refused before one. The member's device receives the secret once over
 * its session and computes the codes itself, offline too.
 * @module
 */
import { createHmac } from 'node:crypto';
import { rotatingDoorCode } from '../../../../shared/domain/door-code';
import { passIdOfPart } from './id-part';
import { Secret, TOTP } from 'otpauth';
import {
  ROTATING_ALGORITHM,
  ROTATING_CODE_PREFIX,
  ROTATING_DIGITS,
  ROTATING_DRIFT_STEPS,
  ROTATING_STALE_STEPS,
  ROTATING_STEP_SECONDS,
} from '../../../../shared/constants/passes';

/** What a rotating code says at instant `now`. */
export type RotatingCheck =
  /** A code of the current step or one on either side: `step` is its TOTP counter. */
  | { kind: 'valid'; passId: string; step: number }
  /** A genuine code of up to {@link ROTATING_STALE_STEPS} steps ago. */
  | { kind: 'stale'; passId: string }
  /** Malformed, forged, or not of this pass at any recent step. */
  | { kind: 'invalid' };

/** The TOTP secret of pass `passId` under `key` (32 bytes). */
export function rotatingSecret(key: Buffer, passId: string): Buffer {
  return createHmac('sha256', key).update(`${ROTATING_CODE_PREFIX}.secret.${passId}`, 'utf8').digest();
}

/** The TOTP generator of a secret, with the parameters of shared/constants/passes. */
export function totpOf(secret: Buffer): TOTP {
  return new TOTP({
    algorithm: ROTATING_ALGORITHM,
    digits: ROTATING_DIGITS,
    period: ROTATING_STEP_SECONDS,
    secret: new Secret({ buffer: Uint8Array.from(secret).buffer }),
  });
}

/** A one-time password as written in a code: {@link ROTATING_DIGITS} decimal digits. */
const OTP = new RegExp(`^\\d{${ROTATING_DIGITS}}$`);

/** The TOTP counter (step number) of instant `now`. */
export const stepAt = (now: Date): number => Math.floor(now.getTime() / 1000 / ROTATING_STEP_SECONDS);

/**
 * Checks rotating code `code` at `now` under `key`, without any database read.
 * @returns valid (±{@link ROTATING_DRIFT_STEPS} steps), stale (older, up to {@link ROTATING_STALE_STEPS}) or invalid
 */
export function checkRotatingCode(key: Buffer, code: string, now: Date): RotatingCheck {
  const parts = code.trim().split('.');
  if (parts.length !== 3 || parts[0] !== ROTATING_CODE_PREFIX) return { kind: 'invalid' };
  const [, idPart = '', otp = ''] = parts;
  const passId = passIdOfPart(idPart);
  if (!passId || !OTP.test(otp)) return { kind: 'invalid' };
  const delta = totpOf(rotatingSecret(key, passId)).validate({
    token: otp,
    timestamp: now.getTime(),
    window: ROTATING_STALE_STEPS,
  });
  if (delta === null || delta > ROTATING_DRIFT_STEPS) return { kind: 'invalid' };
  if (delta < -ROTATING_DRIFT_STEPS) return { kind: 'stale', passId };
  return { kind: 'valid', passId, step: stepAt(now) + delta };
}

/** Whether `code` is written in the rotating format (whatever its validity). */
export const isRotatingCode = (code: string): boolean => code.trim().startsWith(`${ROTATING_CODE_PREFIX}.`);

/**
 * How typed door code `typed` (normalised, 8 symbols) stands for the pass `passId` whose stored door code
 * is `storedCode`, at `now` (ADR 0036): the code of the current TOTP step or one on either side is
 * valid (RFC 6238 §5.2), one of up to {@link ROTATING_STALE_STEPS} steps ago is stale, any other is not
 * this pass's. Same secret, step and one-time password as the QR's rotating code.
 * @returns the check, with the TOTP step of a valid code (admitted once, like the QR's)
 */
export function checkDoorCode(
  key: Buffer,
  passId: string,
  storedCode: string,
  typed: string,
  now: Date,
): RotatingCheck {
  const totp = totpOf(rotatingSecret(key, passId));
  const step = stepAt(now);
  for (let delta = ROTATING_DRIFT_STEPS; delta >= -ROTATING_STALE_STEPS; delta -= 1) {
    const otp = totp.generate({ timestamp: (step + delta) * ROTATING_STEP_SECONDS * 1000 });
    if (rotatingDoorCode(storedCode, otp) !== typed) continue;
    return delta < -ROTATING_DRIFT_STEPS
      ? { kind: 'stale', passId }
      : { kind: 'valid', passId, step: step + delta };
  }
  return { kind: 'invalid' };
}

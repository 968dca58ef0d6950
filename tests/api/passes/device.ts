/**
 * The member's phone in the door tests (ADR 0029, 0036): the TOTP it computes from a rotating-code
 * secret (the same otpauth TOTP as the web's), a step from now, and a wait that keeps the test and the
 * door in the same 30-second step.
 * @module
 */
import { Secret, TOTP } from 'otpauth';
import type { RotatingSecretResponse } from '../../../src/shared/contract/passes';
import { rotatingCodeText, ROTATING_STEP_SECONDS } from '../../../src/shared/constants/passes';

/** A step, in ms. */
export const STEP_MS = ROTATING_STEP_SECONDS * 1000;

/** The one-time password of `secret` at `steps` steps from now. */
export function otpAt(secret: RotatingSecretResponse, steps = 0): string {
  const totp = new TOTP({
    algorithm: secret.algorithm,
    digits: secret.digits,
    period: secret.period,
    secret: Secret.fromBase32(secret.secret),
  });
  return totp.generate({ timestamp: Date.now() + steps * STEP_MS });
}

/** The rotating QR code (`BGT1.<idPart>.<otp>`) of `secret` at `steps` steps from now. */
export const codeAt = (secret: RotatingSecretResponse, steps = 0): string =>
  rotatingCodeText(secret.idPart, otpAt(secret, steps));

/** Waits out the last 3 s of a step, so that "now" is the same step for the test and the door. */
export async function awayFromStepEdge(): Promise<void> {
  const left = STEP_MS - (Date.now() % STEP_MS);
  if (left < 3000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

/**
 * Contract of `POST /api/passes/{id}/rotating` (ADR 0029): what the member's device needs to compute its
 * pass's rotating codes (RFC 6238 TOTP) by itself, offline too.
 * @module
 */
import { z } from 'zod';
import { ROTATING_ALGORITHM, ROTATING_DIGITS, ROTATING_STEP_SECONDS } from '../constants/passes';

/** The rotating-code parameters of one pass. */
export const rotatingSecretResponseSchema = z
  .object({
    passId: z.uuid(),
    /** The pass id inside its codes: 16 bytes in base64url (`BGT1.<idPart>.<otp>`). */
    idPart: z.string(),
    /** The TOTP secret, base32 (RFC 4648 §6), 32 bytes. */
    secret: z.string(),
    algorithm: z.literal(ROTATING_ALGORITHM),
    digits: z.literal(ROTATING_DIGITS),
    /** Time step, seconds. */
    period: z.literal(ROTATING_STEP_SECONDS),
  })
  .meta({ id: 'PassRotatingSecret' });
export type RotatingSecretResponse = z.infer<typeof rotatingSecretResponseSchema>;

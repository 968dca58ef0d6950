/**
 * Giving a member's device the secret of its pass's rotating codes (ADR 0029,
 * `POST /api/passes/{id}/rotating`). The first time marks the pass in `pass_rotation`: from then on its
 * fixed QR code no longer opens the door (./service `resolvePassId`).
 * @module
 */
import { eq } from 'drizzle-orm';
import { Secret } from 'otpauth';
import {
  ROTATING_ALGORITHM,
  ROTATING_DIGITS,
  ROTATING_STEP_SECONDS,
} from '../../../../shared/constants/passes';
import type { RotatingSecretResponse } from '../../../../shared/contract/passes';
import { commerceMessages } from '../../../../shared/messages';
import { AppError } from '../../../app-error';
import type { Database } from '../../../db/client';
import { passes } from '../../../db/schema-commerce';
import { passRotation } from '../../../db/schema-passes';
import type { SessionUser } from '../../../plugins/session';
import type { PassSigner } from './code';
import { passIdPart } from './id-part';

/**
 * The rotating-code secret of pass `passId`, for its member.
 * @throws AppError NOT_FOUND ({@link commerceMessages.passNotFound}) for an unknown pass or another
 *   member's (the same answer, so ids cannot be probed); GONE ({@link commerceMessages.passRevoked})
 *   for a revoked pass, whose codes are refused anyway
 */
export async function issueRotatingSecret(
  db: Database,
  signer: PassSigner,
  session: SessionUser,
  passId: string,
): Promise<RotatingSecretResponse> {
  const [pass] = await db
    .select({ memberId: passes.memberId, revokedAt: passes.revokedAt })
    .from(passes)
    .where(eq(passes.id, passId));
  if (!pass || pass.memberId !== session.userId)
    throw new AppError('NOT_FOUND', commerceMessages.passNotFound);
  if (pass.revokedAt) throw new AppError('GONE', commerceMessages.passRevoked);
  await db.insert(passRotation).values({ passId }).onConflictDoNothing();
  return rotatingSecretAnswer(signer, passId);
}

/**
 * The wire form of the rotating-code parameters of id `id` (a gym pass's, or a member pass's the door
 * hands to ./member-door, ADR 0045): the device computes `BGT1.<idPart>.<otp>` from them.
 */
export function rotatingSecretAnswer(signer: PassSigner, id: string): RotatingSecretResponse {
  const secret = signer.rotatingSecretOf(id);
  return {
    passId: id,
    idPart: passIdPart(id),
    secret: new Secret({ buffer: Uint8Array.from(secret).buffer }).base32,
    algorithm: ROTATING_ALGORITHM,
    digits: ROTATING_DIGITS,
    period: ROTATING_STEP_SECONDS,
  };
}

/**
 * Verifying a pass (read by the gym's door in a later step): the code's MAC is checked first
 * (./code: a forged or altered code is refused without a database read), then the pass is read and
 * its state at this moment is answered with the member's first name. Only the partner who owns the
 * pass's gym, or an administrator, may verify it.
 * @module
 */
import { eq } from 'drizzle-orm';
import type { PassVerifyResponse } from '../../../shared/contract/orders';
import { commerceMessages } from '../../../shared/messages';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import { gyms, users } from '../../db/schema';
import { passes } from '../../db/schema-commerce';
import type { SessionUser } from '../../plugins/session';
import type { PassSigner } from './code';
import { passStateAt } from './state';

/** The first word of a display name (a member's first name; nothing more leaves for the gym). */
const firstName = (name: string | null): string => (name ?? '').trim().split(/\s+/)[0] ?? '';

/**
 * Verifies pass code `code` for the session's account.
 * @throws AppError FORBIDDEN for members; VALIDATION ({@link commerceMessages.passInvalid}) for a
 *   malformed or forged code; NOT_FOUND for a pass that does not exist; FORBIDDEN
 *   ({@link commerceMessages.passNotYours}) when a partner verifies another gym's pass
 */
export async function verifyPass(
  db: Database,
  signer: PassSigner,
  session: SessionUser,
  code: string,
  now = new Date(),
): Promise<PassVerifyResponse> {
  if (session.type === 'user') throw new AppError('FORBIDDEN', commerceMessages.passNotYours);
  const passId = signer.verify(code);
  if (!passId) throw new AppError('VALIDATION', commerceMessages.passInvalid);
  const [row] = await db
    .select({ pass: passes, gymName: gyms.name, ownerId: gyms.ownerId, memberName: users.name })
    .from(passes)
    .innerJoin(gyms, eq(gyms.id, passes.gymId))
    .leftJoin(users, eq(users.id, passes.memberId))
    .where(eq(passes.id, passId));
  if (!row) throw new AppError('NOT_FOUND', commerceMessages.passNotFound);
  if (session.type === 'partner' && row.ownerId !== session.userId)
    throw new AppError('FORBIDDEN', commerceMessages.passNotYours);
  const { pass } = row;
  const state = passStateAt(pass, now);
  return {
    valid: state === 'valid',
    state,
    pass: {
      _id: pass.id,
      gymId: pass.gymId,
      gymName: row.gymName,
      productName: pass.productName,
      kind: pass.productKind,
      validFrom: pass.validFrom.toISOString(),
      validUntil: pass.validUntil.toISOString(),
      usesTotal: pass.usesTotal,
      usesLeft: pass.usesLeft,
      state,
      memberFirstName: firstName(row.memberName),
    },
  };
}

/**
 * A member's Pase BuscaGym door pass (ADR 0045 "Check-in", `POST /api/credits/pass`): one per member who
 * has a plan of credits or a wallet, made at the first call. The answer is the same as a gym pass's
 * rotating-code secret (ADR 0029, `PassRotatingSecret`), so the phone shows the same rotating QR: the
 * device computes `BGT1.<idPart>.<otp>` every 30 s, offline too, and the partner scans it at the door
 * (./checkin). The secret is derived from the pass's id under the pass-signing key, never stored.
 * @module
 */
import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { RotatingSecretResponse } from '../../../../shared/contract/passes';
import { creditDoorMessages as m } from '../../../../shared/messages';
import { AppError } from '../../../app-error';
import type { Database, Tx } from '../../../db/client';
import { bookings, classSessions } from '../../../db/schema-classes';
import {
  creditDoorPasses,
  creditSubscriptions,
  creditVisits,
  creditWallets,
} from '../../../db/schema-credits';
import type { SessionUser } from '../../../plugins/session';
import { rotatingSecretAnswer, type PassSigner } from '../../passes/index';
import { assertSpender } from '../spending/charge';

/**
 * The rotating-code parameters of the signed-in member's door pass, made at the first call.
 * @throws AppError FORBIDDEN (not a member); NOT_FOUND ({@link m.noPass}) for a member who never had a
 *   plan of credits nor credits
 */
export async function issueDoorPass(
  db: Database,
  signer: PassSigner,
  session: SessionUser,
): Promise<RotatingSecretResponse> {
  assertSpender(session);
  const userId = session.userId;
  const [sub] = await db
    .select({ userId: creditSubscriptions.userId })
    .from(creditSubscriptions)
    .where(eq(creditSubscriptions.userId, userId));
  const [wallet] = await db
    .select({ userId: creditWallets.userId })
    .from(creditWallets)
    .where(eq(creditWallets.userId, userId));
  if (!sub && !wallet) throw new AppError('NOT_FOUND', m.noPass);
  await db.insert(creditDoorPasses).values({ userId }).onConflictDoNothing();
  const [pass] = await db
    .select({ id: creditDoorPasses.id })
    .from(creditDoorPasses)
    .where(eq(creditDoorPasses.userId, userId));
  if (!pass) throw new Error(`the door pass of ${userId} was not written`);
  return rotatingSecretAnswer(signer, pass.id);
}

/** How many class bookings and visits paid with credits member `userId` attended at gym `gymId`. */
export async function countAttended(tx: Tx, userId: string, gymId: string): Promise<number> {
  const [classes] = await tx
    .select({ n: count() })
    .from(bookings)
    .innerJoin(classSessions, eq(classSessions.id, bookings.sessionId))
    .where(
      and(
        eq(bookings.memberId, userId),
        eq(classSessions.gymId, gymId),
        eq(bookings.status, 'attended'),
        isNotNull(bookings.credits),
      ),
    );
  const [visits] = await tx
    .select({ n: count() })
    .from(creditVisits)
    .where(
      and(
        eq(creditVisits.userId, userId),
        eq(creditVisits.gymId, gymId),
        eq(creditVisits.status, 'attended'),
      ),
    );
  return (classes?.n ?? 0) + (visits?.n ?? 0);
}

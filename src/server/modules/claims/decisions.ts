/**
 * The administrators' side of gym claims (ADR 0025 "Claims"): the queue of claims waiting for them
 * (those of gyms without e-mail on file), and the decisions. Approving transfers the gym with the same
 * conditional update as a code (one gym, one owner; the gym's other open claims end cancelled) within
 * the partner's plan limit; rejecting takes a reason the partner reads. Both are audited and mailed to
 * the partner (the `claim-decision-mail` job, queued in the decision's transaction).
 * @module
 */
import { CLAIM_QUEUE_LIMIT } from '../../../shared/constants/claims';
import type { Claim, ClaimQueueResponse, ClaimStatus } from '../../../shared/contract/claims';
import { claimMessages as m } from '../../../shared/messages/claims';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import { QUEUES } from '../../plugins/jobs';
import type { SessionUser } from '../../plugins/session';
import { assertAdmin } from '../admin-guard';
import {
  cancelOtherClaims,
  findClaimGymId,
  lockClaim,
  lockGym,
  selectClaimQueue,
  transferGym,
  updateClaim,
} from './queries';
import { audit, readClaim, type ClaimContext } from './steps';
import { assertRoomForGym } from '../partner-gyms/index';
import { uploadUrlOf } from '../uploads/index';

/** The administrators' queue: claims in `status`, oldest first. Call as an administrator. */
export async function claimQueue(db: Database, status: ClaimStatus): Promise<ClaimQueueResponse> {
  const queue = await selectClaimQueue(db, status, CLAIM_QUEUE_LIMIT);
  return {
    claims: queue.map((q) => ({
      _id: q.claim.id,
      status: q.claim.status,
      message: q.claim.message,
      reason: q.claim.reason,
      createdAt: q.claim.createdAt.toISOString(),
      decidedAt: q.claim.decidedAt?.toISOString() ?? null,
      gym: {
        _id: q.gym.id,
        name: q.gym.name,
        address: q.gym.address,
        email: q.gym.email,
        phone: q.gym.phone,
      },
      partner: { _id: q.partner.id, name: q.partner.name, email: q.partner.email },
      document: q.document
        ? { url: uploadUrlOf(q.document.path), thumbnailUrl: uploadUrlOf(q.document.thumbnailPath) }
        : null,
    })),
  };
}

/**
 * Administrator `session` approves pending claim `claimId`: the gym goes to the claim's partner (the
 * same conditional transfer as a code), the gym's other open claims are cancelled, the partner is
 * mailed; audited.
 * @throws AppError FORBIDDEN unless an administrator with a verified second factor; NOT_FOUND
 *   ({@link m.adminClaimNotFound}); CONFLICT ({@link m.claimedByOther}) when the gym has an owner by
 *   now, ({@link m.notPending}) for a claim already decided; as `assertRoomForGym` for the partner
 */
export async function approveClaim(ctx: ClaimContext, session: SessionUser, claimId: string): Promise<Claim> {
  assertAdmin(session);
  const gymId = await findClaimGymId(ctx.db, claimId);
  if (!gymId) throw new AppError('NOT_FOUND', m.adminClaimNotFound);
  await ctx.db.transaction(async (tx) => {
    const gym = await lockGym(tx, gymId);
    const claim = await lockClaim(tx, claimId);
    if (!gym || !claim) throw new AppError('NOT_FOUND', m.adminClaimNotFound);
    if (gym.ownerId !== null && gym.ownerId !== claim.partnerId)
      throw new AppError('CONFLICT', m.claimedByOther);
    if (claim.status !== 'pending') throw new AppError('CONFLICT', m.notPending);
    await assertRoomForGym(tx, claim.partnerId);
    if (!(await transferGym(tx, gymId, claim.partnerId))) throw new AppError('CONFLICT', m.claimedByOther);
    await updateClaim(tx, claim.id, { status: 'approved', decidedAt: new Date(), decidedBy: session.userId });
    const cancelledClaims = await cancelOtherClaims(tx, gymId, claim.id);
    await audit(
      tx,
      session.userId,
      'claim.approve',
      claim,
      { ownerId: null, status: claim.status },
      { ownerId: claim.partnerId, status: 'approved', cancelledClaims },
    );
    await ctx.jobs.sendInTransaction(tx, QUEUES.claimDecisionMail.name, { claimId: claim.id });
  });
  return readClaim(ctx.db, claimId);
}

/**
 * Administrator `session` rejects pending claim `claimId` with `reason` (which the partner reads in the
 * mail and in its claims); audited.
 * @throws AppError FORBIDDEN unless an administrator with a verified second factor; NOT_FOUND
 *   ({@link m.adminClaimNotFound}); CONFLICT ({@link m.notPending}) for a claim already decided
 */
export async function rejectClaim(
  ctx: ClaimContext,
  session: SessionUser,
  claimId: string,
  reason: string,
): Promise<Claim> {
  assertAdmin(session);
  await ctx.db.transaction(async (tx) => {
    const claim = await lockClaim(tx, claimId);
    if (!claim) throw new AppError('NOT_FOUND', m.adminClaimNotFound);
    if (claim.status !== 'pending') throw new AppError('CONFLICT', m.notPending);
    await updateClaim(tx, claim.id, {
      status: 'rejected',
      reason,
      decidedAt: new Date(),
      decidedBy: session.userId,
    });
    await audit(
      tx,
      session.userId,
      'claim.reject',
      claim,
      { status: claim.status },
      { status: 'rejected', reason },
    );
    await ctx.jobs.sendInTransaction(tx, QUEUES.claimDecisionMail.name, { claimId: claim.id });
  });
  return readClaim(ctx.db, claimId);
}

/**
 * Rules of gym claims, "¿Es tu gimnasio?" (ADR 0025 "Claims"); the partner's calls here, the
 * administrators' in ./decisions:
 * - only partners claim, only active gyms without owner, within their plan's limit on gyms (ADR 0017;
 *   checked again when the gym changes hands); one open claim per partner and gym (claiming again
 *   answers the open one, or starts anew once its code expired);
 * - with the gym's e-mail on file a 6-digit code goes there (stored as SHA-256,
 *   {@link CLAIM_CODE_TTL_MS} to live, {@link CLAIM_MAX_ATTEMPTS} wrong tries cancel the claim) and the
 *   right code transfers the gym at once; otherwise the claim waits for an administrator, who approves
 *   (the same transfer) or rejects it with a reason, and the partner is mailed;
 * - one gym, one owner: the transfer is one conditional update (`owner_id is null`), so of concurrent
 *   claims exactly one wins; the winner's transaction cancels the other open claims of the gym;
 * - every step is in the administrators' audit log, in the step's own transaction.
 * @module
 */
import { CLAIM_CODE_TTL_MS, CLAIM_MAX_ATTEMPTS } from '../../../shared/constants/claims';
import type { Claim, ClaimBody, ClaimListResponse } from '../../../shared/contract/claims';
import { claimMessages as m } from '../../../shared/messages/claims';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import type { SessionUser } from '../../plugins/session';
import { claimCodeHash, claimCodeMatches, maskEmail, newClaimCode } from './code';
import { claimCodeMail } from './mail';
import {
  cancelOtherClaims,
  findClaimGymId,
  insertClaim,
  isOwnUpload,
  lockClaim,
  lockGym,
  lockOpenClaim,
  selectClaimsOf,
  transferGym,
  updateClaim,
  type ClaimGym,
} from './queries';
import { assertClaimant, audit, readClaim, toClaim, type ClaimContext } from './steps';
import { findUserById } from '../account/index';
import { assertRoomForGym } from '../partner-gyms/index';

export type { ClaimContext } from './steps';

/**
 * The refusals of a gym that cannot be claimed by `partnerId`.
 * @throws AppError NOT_FOUND ({@link m.gymNotFound}) for an unknown or unpublished gym; CONFLICT
 *   ({@link m.alreadyYours}, {@link m.alreadyOwned}) for a gym with an owner
 */
function assertClaimable(gym: ClaimGym | undefined, partnerId: string): asserts gym is ClaimGym {
  if (!gym || !gym.gymActive) throw new AppError('NOT_FOUND', m.gymNotFound);
  if (gym.ownerId === partnerId) throw new AppError('CONFLICT', m.alreadyYours);
  if (gym.ownerId !== null) throw new AppError('CONFLICT', m.alreadyOwned);
}

/**
 * Partner `session` claims gym `gymId` (`POST /api/partner/gyms/{id}/claim`). With the gym's e-mail on
 * file the claim is `code_sent` and the code is mailed there after the answer; otherwise `pending`.
 * @returns the claim, and `created` false when it is the partner's open claim of the gym (no new mail)
 * @throws AppError FORBIDDEN ({@link m.partnersOnly}); VALIDATION ({@link m.documentNotYours}) for a
 *   document that is not the partner's upload; as {@link assertClaimable}; as `assertRoomForGym` (the
 *   plan's limit, the same refusal as creating a gym over it)
 */
export async function claimGym(
  ctx: ClaimContext,
  session: SessionUser,
  gymId: string,
  body: ClaimBody,
): Promise<{ claim: Claim; created: boolean }> {
  assertClaimant(session);
  const partnerId = session.userId;
  if (body.documentId && !(await isOwnUpload(ctx.db, body.documentId, partnerId)))
    throw new AppError('VALIDATION', m.documentNotYours, { documentId: m.documentNotYours });
  const partner = await findUserById(ctx.db, partnerId);
  if (!partner) throw new AppError('FORBIDDEN', m.partnersOnly);

  const now = new Date();
  type Mail = { to: string; gymName: string; code: string };
  const outcome = await ctx.db.transaction(
    async (tx): Promise<{ id: string; created: boolean; mail?: Mail }> => {
      const gym = await lockGym(tx, gymId);
      assertClaimable(gym, partnerId);
      await assertRoomForGym(tx, partnerId);
      const open = await lockOpenClaim(tx, gymId, partnerId);
      if (open && (open.status === 'pending' || (open.codeExpiresAt && open.codeExpiresAt > now)))
        return { id: open.id, created: false };
      if (open) {
        // Its code expired unused: that claim ends, a new one (with a new code) starts.
        await updateClaim(tx, open.id, { status: 'cancelled', codeHash: null, decidedAt: now });
        await audit(
          tx,
          partnerId,
          'claim.cancel',
          open,
          { status: open.status },
          { status: 'cancelled', why: 'expired' },
        );
      }
      const code = gym.email ? newClaimCode() : null;
      const claim = await insertClaim(tx, {
        gymId,
        partnerId,
        status: code ? 'code_sent' : 'pending',
        codeHash: code ? claimCodeHash(code) : null,
        codeExpiresAt: code ? new Date(now.getTime() + CLAIM_CODE_TTL_MS) : null,
        message: body.message,
        documentId: body.documentId,
      });
      await audit(tx, partnerId, 'claim.request', claim, null, {
        status: claim.status,
        message: claim.message,
        documentId: claim.documentId,
      });
      if (code && gym.email) {
        await audit(tx, partnerId, 'claim.code_sent', claim, null, {
          emailHint: maskEmail(gym.email),
          expiresAt: claim.codeExpiresAt?.toISOString() ?? null,
        });
        return { id: claim.id, created: true, mail: { to: gym.email, gymName: gym.name, code } };
      }
      return { id: claim.id, created: true };
    },
  );
  const { mail } = outcome;
  if (mail) ctx.mailer.sendLater(() => claimCodeMail(mail.to, mail.gymName, partner, mail.code));
  return { claim: await readClaim(ctx.db, outcome.id), created: outcome.created };
}

/** What a transaction decided; a refusal is thrown only after the transaction committed what it wrote. */
type Outcome = { ok: true } | { ok: false; error: AppError };

/**
 * Partner `session` types the code of its claim `claimId` (`POST /api/partner/claims/{id}/verify`): the
 * right code, in time, transfers the gym at once (claim `approved`).
 * @returns the claim; an approved claim again as it is (a repeated call)
 * @throws AppError FORBIDDEN ({@link m.partnersOnly}); NOT_FOUND ({@link m.claimNotFound}) for a claim
 *   that is not the partner's; CONFLICT ({@link m.claimedByOther}) when another partner got the gym
 *   first, ({@link m.notWaitingCode}) for a claim without a code waiting; GONE ({@link m.codeExpired})
 *   after the code's lifetime (the claim is cancelled); VALIDATION ({@link m.codeWrong}, or
 *   {@link m.codeExhausted} when the wrong code was the last try and the claim is cancelled); as
 *   `assertRoomForGym` (the plan's limit; the claim stays, the code may be typed again)
 */
export async function verifyClaim(
  ctx: ClaimContext,
  session: SessionUser,
  claimId: string,
  code: string,
): Promise<Claim> {
  assertClaimant(session);
  const partnerId = session.userId;
  const gymId = await findClaimGymId(ctx.db, claimId);
  if (!gymId) throw new AppError('NOT_FOUND', m.claimNotFound);
  const now = new Date();
  const outcome = await ctx.db.transaction(async (tx): Promise<Outcome> => {
    const gym = await lockGym(tx, gymId);
    const claim = await lockClaim(tx, claimId);
    if (!gym || !claim || claim.partnerId !== partnerId) throw new AppError('NOT_FOUND', m.claimNotFound);
    const ownedByOther = gym.ownerId !== null && gym.ownerId !== partnerId;
    if (claim.status === 'approved') return { ok: true };
    if (claim.status !== 'code_sent')
      throw new AppError('CONFLICT', ownedByOther ? m.claimedByOther : m.notWaitingCode);
    const cancel = async (why: string, extra: Record<string, unknown> = {}) => {
      await updateClaim(tx, claim.id, { status: 'cancelled', codeHash: null, decidedAt: now, ...extra });
      await audit(
        tx,
        partnerId,
        'claim.cancel',
        claim,
        { status: claim.status },
        { status: 'cancelled', why },
      );
    };
    if (ownedByOther) {
      await cancel('owned');
      return { ok: false, error: new AppError('CONFLICT', m.claimedByOther) };
    }
    if (!claim.codeExpiresAt || claim.codeExpiresAt <= now) {
      await cancel('expired');
      return { ok: false, error: new AppError('GONE', m.codeExpired) };
    }
    if (!claimCodeMatches(code, claim.codeHash)) {
      const attempts = claim.attempts + 1;
      if (attempts >= CLAIM_MAX_ATTEMPTS) {
        await cancel('attempts', { attempts });
        return { ok: false, error: new AppError('VALIDATION', m.codeExhausted, { code: m.codeExhausted }) };
      }
      await updateClaim(tx, claim.id, { attempts });
      const text = m.codeWrong(CLAIM_MAX_ATTEMPTS - attempts);
      return { ok: false, error: new AppError('VALIDATION', text, { code: text }) };
    }
    await assertRoomForGym(tx, partnerId);
    if (!(await transferGym(tx, gymId, partnerId))) {
      await cancel('owned');
      return { ok: false, error: new AppError('CONFLICT', m.claimedByOther) };
    }
    await updateClaim(tx, claim.id, {
      status: 'approved',
      codeHash: null,
      decidedAt: now,
      decidedBy: partnerId,
    });
    const cancelledClaims = await cancelOtherClaims(tx, gymId, claim.id);
    await audit(
      tx,
      partnerId,
      'claim.verify',
      claim,
      { ownerId: null },
      { ownerId: partnerId, cancelledClaims },
    );
    return { ok: true };
  });
  if (!outcome.ok) throw outcome.error;
  return readClaim(ctx.db, claimId);
}

/** The claims of partner `session`, newest first (`GET /api/partner/claims`). @throws AppError FORBIDDEN */
export async function listOwnClaims(db: Database, session: SessionUser): Promise<ClaimListResponse> {
  assertClaimant(session);
  return { claims: (await selectClaimsOf(db, session.userId)).map(toClaim) };
}

/**
 * What every step of a claim shares (ADR 0025 "Claims"): the context, the wire form of a claim, the
 * partner-only rule and the audit entry (target: the claim's gym; the partner acts in the request, the
 * code and its check, an administrator in the decisions).
 * @module
 */
import type { AdminAction } from '../../../shared/constants/admin';
import type { Claim } from '../../../shared/contract/claims';
import { claimMessages as m } from '../../../shared/messages/claims';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import type { Mailer } from '../../plugins/mail';
import type { JobQueue } from '../../plugins/jobs';
import type { SessionUser } from '../../plugins/session';
import { maskEmail } from './code';
import { findClaimView, type ClaimRow, type ClaimView } from './queries';
import { insertAuditEntry } from '../audit/index';

/** What the claim rules need: the database, the mailer (codes) and the job queue (decision mails). */
export interface ClaimContext {
  db: Database;
  mailer: Mailer;
  jobs: JobQueue;
}

/** The wire form of a claim; the hint and expiry only while a code is waiting. */
export function toClaim(view: ClaimView): Claim {
  const waiting = view.status === 'code_sent';
  return {
    _id: view.id,
    status: view.status,
    gym: { _id: view.gymId, name: view.gymName },
    emailHint: waiting && view.gymEmail ? maskEmail(view.gymEmail) : null,
    codeExpiresAt: waiting ? (view.codeExpiresAt?.toISOString() ?? null) : null,
    message: view.message,
    reason: view.reason,
    createdAt: view.createdAt.toISOString(),
    decidedAt: view.decidedAt?.toISOString() ?? null,
  };
}

/** The claim `id` as its partner sees it (after a write). */
export async function readClaim(db: Database, id: string): Promise<Claim> {
  const view = await findClaimView(db, id);
  if (!view) throw new Error(`claim ${id} vanished after its write`);
  return toClaim(view);
}

/** @throws AppError FORBIDDEN ({@link m.partnersOnly}) unless `session` is a partner's */
export function assertClaimant(session: SessionUser): void {
  if (session.type !== 'partner') throw new AppError('FORBIDDEN', m.partnersOnly);
}

/** The audit entry of one step of claim `claim` (target: its gym), by `actorId`. */
export const audit = (
  tx: Database,
  actorId: string,
  action: Extract<AdminAction, `claim.${string}`>,
  claim: Pick<ClaimRow, 'id' | 'gymId' | 'partnerId'>,
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
) =>
  insertAuditEntry(tx, {
    actorId,
    action,
    targetType: 'gym',
    targetId: claim.gymId,
    before,
    after: { claimId: claim.id, partnerId: claim.partnerId, ...after },
  });

/**
 * Gym moderation by administrators (SPEC §1 administrator; ADR 0018 "Moderation"): the gym list, and
 * unpublishing a gym with a reason (the partner is mailed and sees the reason on its gym list, and
 * cannot publish it: `partner-gyms/gyms.ts`) and publishing it again. Each write runs in one transaction
 * that locks the partner row first (as the plan job, the locks and the gym writes do, ADR 0017), then
 * the gym row, and ends with its audit entry; a refusal (404, 409) throws before the first write.
 * @module
 */
import type {
  AdminGym,
  AdminGymListQuery,
  AdminGymListResponse,
  PublishResponse,
  UnpublishBody,
  UnpublishResponse,
} from '../../../../shared/contract/admin-moderation';
import { ADMIN_COUNT_CAP } from '../../../../shared/constants/admin';
import type { GymHold } from '../../../../shared/constants/moderation';
import { moderationMessages } from '../../../../shared/messages';
import { AppError } from '../../../app-error';
import type { Database, Tx } from '../../../db/client';
import { QUEUES, type JobQueue } from '../../../plugins/jobs';
import type { SessionUser } from '../../../plugins/session';
import { iso, isoOrNull, offsetOf, pageFields } from '../../paging';
import { foldPattern } from '../queries/accounts';
import { insertAuditEntry } from '../../audit/index';
import {
  type AdminGymRow,
  clearModeration,
  countGyms,
  findGymForModeration,
  holdOf,
  type ModeratedGymRow,
  selectAdminGym,
  selectGymPage,
  setModeration,
} from '../queries/moderation';
import { lockPartnerByUserId } from '../../partners/index';

/** What the moderation writes need: the database and the job queue (the partner's mail). */
export interface ModerationContext {
  db: Database;
  jobs: JobQueue;
}

const toAdminGym = (row: AdminGymRow): AdminGym => ({
  _id: row.id,
  name: row.name,
  partner:
    row.ownerId && row.ownerName !== null && row.ownerEmail !== null
      ? { _id: row.ownerId, name: row.ownerName, email: row.ownerEmail }
      : null,
  gymActive: row.gymActive,
  status: row.status,
  moderation:
    row.moderatedAt === null || row.moderationReason === null
      ? null
      : {
          reason: row.moderationReason,
          at: iso(row.moderatedAt),
          by:
            row.moderatedById && row.moderatedByEmail
              ? { _id: row.moderatedById, email: row.moderatedByEmail }
              : null,
        },
  createdAt: iso(row.createdAt),
});

/** One page of gyms matching `query` (every gym, published or not). Call as an administrator. */
export async function listGyms(db: Database, query: AdminGymListQuery): Promise<AdminGymListResponse> {
  const where = {
    q: query.q ? await foldPattern(db, query.q) : undefined,
    status: query.status,
    sort: query.sort,
    order: query.order,
    limit: query.limit,
    offset: offsetOf(query),
  };
  const total = await countGyms(db, where);
  const page = await selectGymPage(db, where, total > ADMIN_COUNT_CAP);
  return { gyms: page.map(toAdminGym), ...pageFields(total, query, true) };
}

/**
 * Gym `id` locked for a moderation write, after its partner's row (lock order of ADR 0017).
 * @throws AppError NOT_FOUND ({@link moderationMessages.gymNotFound}) for an unknown gym
 */
async function lockGym(tx: Database, id: string): Promise<ModeratedGymRow> {
  const first = await findGymForModeration(tx, id, false);
  if (!first) throw new AppError('NOT_FOUND', moderationMessages.gymNotFound);
  if (first.ownerId) await lockPartnerByUserId(tx, first.ownerId);
  const gym = await findGymForModeration(tx, id, true);
  if (!gym) throw new AppError('NOT_FOUND', moderationMessages.gymNotFound);
  return gym;
}

/** The gym `id` as the list shows it, read in `tx` after a write. */
async function readAdminGym(tx: Database, id: string): Promise<AdminGym> {
  const row = await selectAdminGym(tx, id);
  if (!row) throw new Error(`gym ${id} vanished under its row lock`);
  return toAdminGym(row);
}

/** A gym's moderation as the audit log keeps it. */
const moderationOf = (gym: ModeratedGymRow) =>
  gym.moderatedAt === null
    ? null
    : {
        reason: gym.moderationReason,
        at: isoOrNull(gym.moderatedAt),
        by: gym.moderatedBy,
        publishedBefore: gym.publishedBeforeModeration,
      };

/**
 * Why gym `gym` (moderated, locked with its partner's row) cannot be published when its moderation
 * ends, or null: it has no partner; its partner had unpublished it itself (neither published nor held
 * when moderated, ADR 0018); its partner is locked; its partner's plan has no room (ADR 0017).
 */
async function holdAfterModeration(tx: Database, gym: ModeratedGymRow): Promise<GymHold | null> {
  if (!gym.ownerId) return 'noPartner';
  if (!gym.publishedBeforeModeration && !gym.planHeld && !gym.lockHeld) return 'partner';
  return holdOf(tx, gym.ownerId);
}

/** A gym's published state and moderation, as an audit entry of {@link moderateGym} records it. */
interface AuditedGymState {
  gymActive: boolean;
  moderation: unknown;
  heldBy?: GymHold | null;
}

/**
 * The transaction of both moderation writes: locks gym `id` ({@link lockGym}); refuses with CONFLICT
 * when `action` does not apply to it (unpublishing a gym an administrator unpublished already,
 * publishing one none did); runs `change`; audits the gym's name, partner and `before`/`after` states as
 * administrator `session`; answers what `change` answers.
 */
async function moderateGym<T>(
  ctx: ModerationContext,
  session: SessionUser,
  id: string,
  action: 'gym.unpublish' | 'gym.publish',
  change: (
    tx: Tx,
    gym: ModeratedGymRow,
  ) => Promise<{ before: AuditedGymState; after: AuditedGymState; answer: T }>,
): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    const gym = await lockGym(tx, id);
    if (action === 'gym.unpublish' && gym.moderatedAt !== null)
      throw new AppError('CONFLICT', moderationMessages.alreadyModerated);
    if (action === 'gym.publish' && gym.moderatedAt === null)
      throw new AppError('CONFLICT', moderationMessages.notModerated);
    const { before, after, answer } = await change(tx, gym);
    const target = { name: gym.name, partnerId: gym.ownerId };
    await insertAuditEntry(tx, {
      actorId: session.userId,
      action,
      targetType: 'gym',
      targetId: id,
      before: { ...target, ...before },
      after: { ...target, ...after },
    });
    return answer;
  });
}

/**
 * Unpublishes gym `id` for `body.reason` as administrator `session`, and queues the partner's mail in
 * the same transaction (a gym without a partner mails nobody).
 * @throws AppError NOT_FOUND for an unknown gym; CONFLICT ({@link moderationMessages.alreadyModerated})
 *   when an administrator unpublished it already
 */
export async function unpublishGym(
  ctx: ModerationContext,
  session: SessionUser,
  id: string,
  body: UnpublishBody,
): Promise<UnpublishResponse> {
  return moderateGym(ctx, session, id, 'gym.unpublish', async (tx, gym) => {
    const at = await setModeration(tx, id, { reason: body.reason, by: session.userId });
    const moderation = {
      reason: body.reason,
      at: iso(at),
      by: session.userId,
      publishedBefore: gym.gymActive,
    };
    if (gym.ownerId)
      await ctx.jobs.sendInTransaction(tx, QUEUES.moderationMail.name, {
        userId: gym.ownerId,
        gymId: id,
        gymName: gym.name,
        reason: body.reason,
      });
    return {
      before: { gymActive: gym.gymActive, moderation: null },
      after: { gymActive: false, moderation },
      answer: { gym: await readAdminGym(tx, id) },
    };
  });
}

/**
 * Ends the moderation of gym `id` as administrator `session`. The gym is published again only when it
 * was published or held when moderated (a gym its partner had unpublished stays so), its partner exists
 * and is not locked, and its partner's plan in force has room (ADR 0017's rule, as the unlock applies
 * it); otherwise it stays unpublished, held by the plan or by the lock, so that paying a plan or the
 * unlock publishes it as they publish any held gym.
 * @throws AppError NOT_FOUND for an unknown gym; CONFLICT ({@link moderationMessages.notModerated})
 *   when no administrator unpublished it
 */
export async function publishGym(
  ctx: ModerationContext,
  session: SessionUser,
  id: string,
): Promise<PublishResponse> {
  return moderateGym(ctx, session, id, 'gym.publish', async (tx, gym) => {
    const heldBy = await holdAfterModeration(tx, gym);
    await clearModeration(tx, id, heldBy);
    const published = heldBy === null;
    return {
      before: { gymActive: false, moderation: moderationOf(gym) },
      after: { gymActive: published, moderation: null, heldBy },
      answer: { gym: await readAdminGym(tx, id), published, heldBy },
    };
  });
}

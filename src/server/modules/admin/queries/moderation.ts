/**
 * SQL of gym moderation (ADR 0018 "Moderation"; columns `gyms.moderated_at`, `moderation_reason`,
 * `moderated_by`, migration 0019, whose check keeps a moderated gym unpublished): the administrators'
 * gym list and the two writes. A page is found on `gyms` alone (filter, order, limit, offset), then its
 * rows get their partner and moderator. The count stops at {@link ADMIN_COUNT_CAP} + 1 rows, as in the
 * account lists. Knows nothing of HTTP.
 * @module
 */
import { type SQL, sql } from 'drizzle-orm';
import { ADMIN_COUNT_CAP, type SortOrder } from '../../../../shared/constants/admin';
import type { GymHold, GymSortKey, GymStatus } from '../../../../shared/constants/moderation';
import type { Database } from '../../../db/client';
import { rows, isoSql } from '../../../db/sql';

/** Filters and order of the gym list; `q` is a pattern of `foldPattern` (./accounts.ts). */
export interface GymListWhere {
  q?: string | undefined;
  status?: GymStatus | undefined;
  sort: GymSortKey;
  order: SortOrder;
  limit: number;
  offset: number;
}

/** A gym of the administrators' list or of a moderation answer (instants as ISO 8601 text). */
export interface AdminGymRow {
  id: string;
  name: string;
  ownerId: string | null;
  ownerName: string | null;
  ownerEmail: string | null;
  gymActive: boolean;
  status: GymStatus;
  moderationReason: string | null;
  moderatedAt: string | null;
  moderatedById: string | null;
  moderatedByEmail: string | null;
  createdAt: string;
}

/** The status of `gyms g` (an SQL text), first match as in `GYM_STATUSES`' documentation. */
const STATUS_SQL = sql`(case when g.moderated_at is not null then 'moderated' when g.gym_active then 'published'
  when g.lock_held_at is not null then 'lockHeld' when g.plan_held_at is not null then 'planHeld'
  else 'unpublished' end)`;

/** The filter of each status, written so that `moderated` reads the partial index `gyms_moderated_idx`. */
const STATUS_FILTERS: Record<GymStatus, SQL> = {
  moderated: sql`g.moderated_at is not null`,
  published: sql`g.gym_active`,
  lockHeld: sql`g.moderated_at is null and not g.gym_active and g.lock_held_at is not null`,
  planHeld: sql`g.moderated_at is null and not g.gym_active and g.lock_held_at is null and g.plan_held_at is not null`,
  unpublished: sql`g.moderated_at is null and not g.gym_active and g.lock_held_at is null and g.plan_held_at is null`,
};

/** Sort expressions (whitelist); `name_fold` sorts "Ágora" with "Agora" whatever the collation. */
const SORT_COLUMNS: Record<GymSortKey, SQL> = { createdAt: sql`g.created_at`, name: sql`g.name_fold` };

function orderBy(where: Pick<GymListWhere, 'sort' | 'order'>): SQL {
  const dir = sql.raw(where.order === 'asc' ? 'asc' : 'desc');
  return sql`${SORT_COLUMNS[where.sort]} ${dir}, g.id ${dir}`;
}

/**
 * The filter of the list on `gyms g`. With `common` (the search matches more than the count cap) the
 * search is written so that the trigram index cannot serve it, as in the account lists (ADR 0018).
 */
function filterOf(where: Pick<GymListWhere, 'q' | 'status'>, common = false): SQL {
  const parts: SQL[] = [sql`true`];
  if (where.status) parts.push(STATUS_FILTERS[where.status]);
  if (where.q) parts.push(sql`${common ? sql`(g.name_fold || '')` : sql`g.name_fold`} like ${where.q}`);
  return sql.join(parts, sql` and `);
}

/** The number of matching gyms, exact up to {@link ADMIN_COUNT_CAP}, else the cap + 1. */
export async function countGyms(db: Database, where: Pick<GymListWhere, 'q' | 'status'>): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from gyms g where ${filterOf(where)} limit ${ADMIN_COUNT_CAP + 1}) c`,
  );
  return row?.n ?? 0;
}

const GYM_COLUMNS = sql`g.id, g.name, g.owner_id as "ownerId", o.name as "ownerName", o.email as "ownerEmail",
  g.gym_active as "gymActive", ${STATUS_SQL} as status, g.moderation_reason as "moderationReason",
  ${isoSql(sql`g.moderated_at`)} as "moderatedAt", g.moderated_by as "moderatedById", mb.email as "moderatedByEmail",
  ${isoSql(sql`g.created_at`)} as "createdAt"`;
const GYM_JOINS = sql`left join users o on o.id = g.owner_id left join users mb on mb.id = g.moderated_by`;

/** One page of gyms; `common` when the search matched more than the count cap ({@link countGyms}). */
export function selectGymPage(db: Database, where: GymListWhere, common = false): Promise<AdminGymRow[]> {
  return rows<AdminGymRow>(
    db,
    sql`select ${GYM_COLUMNS}
          from (select g.id from gyms g where ${filterOf(where, common)}
                 order by ${orderBy(where)} limit ${where.limit} offset ${where.offset}) p
          join gyms g on g.id = p.id ${GYM_JOINS}
         order by ${orderBy(where)}`,
  );
}

/** The gym `id` as the list shows it, or undefined. */
export async function selectAdminGym(db: Database, id: string): Promise<AdminGymRow | undefined> {
  const [row] = await rows<AdminGymRow>(
    db,
    sql`select ${GYM_COLUMNS} from gyms g ${GYM_JOINS} where g.id = ${id}::uuid`,
  );
  return row;
}

/** What the moderation writes read of a gym (locked with `forUpdate`). */
export interface ModeratedGymRow {
  id: string;
  name: string;
  ownerId: string | null;
  gymActive: boolean;
  planHeld: boolean;
  lockHeld: boolean;
  moderatedAt: string | null;
  moderationReason: string | null;
  moderatedBy: string | null;
  publishedBeforeModeration: boolean | null;
}

/** Gym `id` for a moderation write, its row locked (`FOR UPDATE`) when `forUpdate`; or undefined. */
export async function findGymForModeration(
  db: Database,
  id: string,
  forUpdate: boolean,
): Promise<ModeratedGymRow | undefined> {
  const [row] = await rows<ModeratedGymRow>(
    db,
    sql`select g.id, g.name, g.owner_id as "ownerId", g.gym_active as "gymActive",
               g.plan_held_at is not null as "planHeld", g.lock_held_at is not null as "lockHeld",
               ${isoSql(sql`g.moderated_at`)} as "moderatedAt", g.moderation_reason as "moderationReason",
               g.moderated_by as "moderatedBy", g.published_before_moderation as "publishedBeforeModeration"
          from gyms g where g.id = ${id}::uuid ${forUpdate ? sql`for update` : sql``}`,
  );
  return row;
}

/**
 * Unpublishes gym `id` for `reason` by administrator `by`, keeping whether it was published
 * (`published_before_moderation`, migration 0020). Holds the gym had (plan, lock) stay, so that
 * publishing it again finds them. @returns the instant (ISO 8601) recorded
 */
export async function setModeration(
  db: Database,
  id: string,
  moderation: { reason: string; by: string },
): Promise<string> {
  const [row] = await rows<{ at: string }>(
    db,
    sql`update gyms set gym_active = false, published_before_moderation = gym_active, moderated_at = now(),
               moderation_reason = ${moderation.reason},
               moderated_by = ${moderation.by}::uuid, updated_at = now()
         where id = ${id}::uuid returning ${isoSql(sql`moderated_at`)} as at`,
  );
  if (!row) throw new Error(`gym ${id} vanished under its row lock`);
  return row.at;
}

/**
 * Whether partner account `ownerId` may have gym `gymId` published now: `lock` when its e-mail is
 * locked (ADR 0018), `plan` when its plan in force has no room left (`max_gyms` minus its published
 * gyms, ADR 0017; no partner profile: no room), else null. Call with the partner row locked.
 */
export async function holdOf(db: Database, ownerId: string): Promise<'plan' | 'lock' | null> {
  const [row] = await rows<{ locked: boolean; room: number }>(
    db,
    sql`select exists (select 1 from locked_emails le join users u on lower(u.email) = le.email
                        where u.id = ${ownerId}::uuid) as locked,
               coalesce((select pl.max_gyms from partners pa join plans pl on pl.code = pa.plan_code
                          where pa.user_id = ${ownerId}::uuid), 0)
                 - (select count(*)::int from gyms where owner_id = ${ownerId}::uuid and gym_active) as room`,
  );
  if (row?.locked) return 'lock';
  return (row?.room ?? 0) > 0 ? null : 'plan';
}

/**
 * Ends the moderation of gym `id`: published when `hold` is null (its plan and lock holds cleared),
 * else left unpublished and marked held by the plan (`plan_held_at`: paying a plan with room publishes
 * it) or by the lock (`lock_held_at`: the unlock publishes it); `partner` and `noPartner` mark nothing.
 */
export async function clearModeration(db: Database, id: string, hold: GymHold | null): Promise<void> {
  const holds =
    hold === null
      ? sql`gym_active = true, plan_held_at = null, lock_held_at = null`
      : hold === 'plan'
        ? sql`plan_held_at = coalesce(plan_held_at, now())`
        : hold === 'lock'
          ? sql`lock_held_at = coalesce(lock_held_at, now())`
          : sql`gym_active = false`;
  await db.execute(
    sql`update gyms set moderated_at = null, moderation_reason = null, moderated_by = null,
               published_before_moderation = null, ${holds}, updated_at = now() where id = ${id}::uuid`,
  );
}

/**
 * SQL of the administrators' locks (table `locked_emails`; ADR 0018) and of what a lock does to a
 * partner's gyms: a lock unpublishes the published ones and marks them (`gyms.lock_held_at`); an unlock
 * publishes exactly those again, oldest first, while the plan in force allows (the rest become held by
 * the plan, `plan_held_at`, as a lapsed plan holds them: ADR 0017). Gyms the partner deactivated itself or
 * that the plan holds are never touched. Knows nothing of HTTP.
 * @module
 */
import { type SQL, sql } from 'drizzle-orm';
import type { UserType } from '../../../../shared/contract/users';
import type { Database } from '../../../db/client';
import { containsPattern } from './accounts';
import { rows, isoSql } from '../../../db/sql';

/** A lock as read, with who made it and the account of its e-mail, if any. */
export interface LockRow {
  email: string;
  reason: string | null;
  createdAt: string;
  createdById: string | null;
  createdByEmail: string | null;
  accountId: string | null;
  accountName: string | null;
  accountType: UserType | null;
}

const LOCK_COLUMNS = sql`le.email, le.reason, ${isoSql(sql`le.created_at`)} as "createdAt",
  le.created_by as "createdById", lb.email as "createdByEmail",
  u.id as "accountId", u.name as "accountName", u.type as "accountType"`;
const LOCK_JOINS = sql`left join users lb on lb.id = le.created_by
  left join users u on lower(u.email) = le.email`;

/** The lock of `email` (lower-case), or undefined. */
export async function findLock(db: Database, email: string): Promise<LockRow | undefined> {
  const [row] = await rows<LockRow>(
    db,
    sql`select ${LOCK_COLUMNS} from locked_emails le ${LOCK_JOINS} where le.email = ${email}`,
  );
  return row;
}

/**
 * Locks `email` (lower-case) for `reason`, by administrator `createdBy`.
 * @returns false when the e-mail was locked already (nothing changed)
 */
export async function insertLock(
  db: Database,
  lock: { email: string; reason: string; createdBy: string },
): Promise<boolean> {
  const inserted = await db.execute(
    sql`insert into locked_emails (email, reason, created_by) values (${lock.email}, ${lock.reason}, ${lock.createdBy}::uuid)
        on conflict (email) do nothing returning email`,
  );
  return (inserted as unknown as { rows: unknown[] }).rows.length > 0;
}

/** Removes the lock of `email`. @returns false when there was none */
export async function deleteLock(db: Database, email: string): Promise<boolean> {
  const deleted = await db.execute(sql`delete from locked_emails where email = ${email} returning email`);
  return (deleted as unknown as { rows: unknown[] }).rows.length > 0;
}

/** Unpublishes the published gyms of `ownerId` and marks them held by the lock. @returns their ids */
export async function holdGymsOfOwner(db: Database, ownerId: string): Promise<string[]> {
  const held = await rows<{ id: string }>(
    db,
    sql`update gyms set gym_active = false, lock_held_at = now(), updated_at = now()
         where owner_id = ${ownerId}::uuid and gym_active returning id`,
  );
  return held.map((r) => r.id).sort();
}

/**
 * Publishes again the gyms of `ownerId` that its lock held, oldest first, while its plan in force has
 * room (`max_gyms` minus the gyms published now); the others become held by the plan. A held gym that an
 * administrator unpublished meanwhile stays unpublished until an administrator publishes it (ADR 0018
 * "Moderation"): it loses the lock's mark and counts as published before its moderation (the lock held
 * only published gyms), so that the administrator's publish weighs it as any other. Call with the
 * partner row locked.
 * @returns how many were published and how many the plan now holds
 */
export async function releaseGymsOfOwner(
  db: Database,
  ownerId: string,
): Promise<{ published: number; planHeld: number }> {
  await db.execute(
    sql`update gyms set lock_held_at = null, published_before_moderation = true, updated_at = now()
         where owner_id = ${ownerId}::uuid and lock_held_at is not null and moderated_at is not null`,
  );
  const released = await rows<{ published: boolean }>(
    db,
    sql`with room as (
          select greatest(coalesce((select pl.max_gyms from partners pa join plans pl on pl.code = pa.plan_code
                                     where pa.user_id = ${ownerId}::uuid), 0)
                          - (select count(*) from gyms where owner_id = ${ownerId}::uuid and gym_active), 0) as n),
        held as (
          select id, row_number() over (order by created_at, id) as rank
            from gyms where owner_id = ${ownerId}::uuid and lock_held_at is not null)
        update gyms g
           set gym_active = held.rank <= room.n,
               plan_held_at = case when held.rank <= room.n then null else now() end,
               lock_held_at = null, updated_at = now()
          from held, room
         where g.id = held.id
     returning g.gym_active as published`,
  );
  const published = released.filter((r) => r.published).length;
  return { published, planHeld: released.length - published };
}

/** Filter of the lock list: a fragment of the e-mail or of the account's name. */
function lockFilter(q: string | undefined): SQL {
  return q ? sql`search_fold(le.email || ' ' || coalesce(u.name, '')) like ${containsPattern(q)}` : sql`true`;
}

/** One page of locks, newest first, and how many match. */
export async function selectLockPage(
  db: Database,
  where: { q?: string | undefined; limit: number; offset: number },
): Promise<{ rows: LockRow[]; total: number }> {
  const [list, [count]] = await Promise.all([
    rows<LockRow>(
      db,
      sql`select ${LOCK_COLUMNS} from locked_emails le ${LOCK_JOINS} where ${lockFilter(where.q)}
           order by le.created_at desc, le.email desc limit ${where.limit} offset ${where.offset}`,
    ),
    rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from locked_emails le left join users u on lower(u.email) = le.email
           where ${lockFilter(where.q)}`,
    ),
  ]);
  return { rows: list, total: count?.n ?? 0 };
}

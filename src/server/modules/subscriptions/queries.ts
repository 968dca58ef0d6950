/**
 * SQL of the partners' paid plans (ADR 0017; table `plan_subscriptions` of `db/schema-plans.ts`): the
 * subscription row, the renewal job's scans, and holding (unpublishing) or releasing the gyms and
 * services that a plan's limits do not allow. Knows nothing of HTTP.
 * @module
 */
import { and, asc, eq, isNotNull, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { planSubscriptions } from '../../db/schema-plans';

/** A stored subscription. */
export type SubscriptionRow = typeof planSubscriptions.$inferSelect;
/** What a subscription write sets (the key is the partner's account id). */
export type SubscriptionValues = Omit<typeof planSubscriptions.$inferInsert, 'updatedAt'>;

type Db = Database | Tx;

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** The subscription of partner account `userId`, if it ever had one. */
export async function findSubscription(db: Db, userId: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(planSubscriptions).where(eq(planSubscriptions.userId, userId));
  return row ?? null;
}

/** The subscription of `userId`, locked (`FOR UPDATE`) until the transaction ends. */
export async function lockSubscription(tx: Tx, userId: string): Promise<SubscriptionRow | null> {
  const [row] = await tx
    .select()
    .from(planSubscriptions)
    .where(eq(planSubscriptions.userId, userId))
    .for('update');
  return row ?? null;
}

/** Inserts or replaces the subscription of `values.userId`. @returns the row after */
export async function saveSubscription(tx: Tx, values: SubscriptionValues): Promise<SubscriptionRow> {
  const { userId, ...rest } = values;
  const [row] = await tx
    .insert(planSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: planSubscriptions.userId, set: { ...rest, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error(`subscription of ${userId} not saved`);
  return row;
}

/**
 * SQL condition: the account `userId` is not locked by an administrator (its e-mail is not on the
 * blocklist `locked_emails`, ADR 0018).
 */
const notLocked = (userId: SQL | AnyColumn): SQL =>
  sql`not exists (select 1 from users u join locked_emails le on le.email = lower(u.email) where u.id = ${userId})`;

/**
 * Subscriptions in `status` whose instant `due` is at or before `now` (a null one never is), oldest
 * `due` first, at most `limit`, also meeting `also`: the batches of the renewal and grace jobs.
 */
function findOverdue(
  db: Database,
  status: SubscriptionRow['status'],
  due: typeof planSubscriptions.currentPeriodEnd | typeof planSubscriptions.graceUntil,
  now: Date,
  limit: number,
  also: SQL,
): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(planSubscriptions)
    .where(and(eq(planSubscriptions.status, status), also, lte(due, now)))
    .orderBy(asc(due))
    .limit(limit);
}

/**
 * Active subscriptions whose paid period ended at or before `now`, oldest first. A partner locked by an
 * administrator is not charged while locked (its renewal waits for the unlock; ADR 0017, 0018).
 */
export const findDueSubscriptions = (db: Database, now: Date, limit: number): Promise<SubscriptionRow[]> =>
  findOverdue(
    db,
    'active',
    planSubscriptions.currentPeriodEnd,
    now,
    limit,
    notLocked(planSubscriptions.userId),
  );

/** Past-due subscriptions whose grace ran out at or before `now`, oldest first. */
export const findExpiredGraces = (db: Database, now: Date, limit: number): Promise<SubscriptionRow[]> =>
  findOverdue(
    db,
    'pastDue',
    planSubscriptions.graceUntil,
    now,
    limit,
    isNotNull(planSubscriptions.graceUntil),
  );

/** Gyms and services of a partner unpublished by its plan (`plan_held_at` set). */
export interface HeldCounts {
  gyms: number;
  services: number;
}

/** The {@link HeldCounts} of partner account `ownerId`. */
export async function countHeld(db: Db, ownerId: string): Promise<HeldCounts> {
  const [row] = await rowsOf<HeldCounts>(
    db,
    sql`select (select count(*)::int from gyms where owner_id = ${ownerId}::uuid and plan_held_at is not null) as gyms,
               (select count(*)::int from gym_services gs join gyms g on g.id = gs.gym_id
                 where g.owner_id = ${ownerId}::uuid and gs.plan_held_at is not null) as services`,
  );
  return row ?? { gyms: 0, services: 0 };
}

/** What {@link fitToPlan} changed. */
export interface FitResult {
  held: HeldCounts;
  released: HeldCounts;
}

/**
 * Makes partner `ownerId`'s published gyms and services fit a plan's limits, never deleting anything:
 * - published gyms beyond `maxGyms` are unpublished (`gym_active` false, `plan_held_at` now), the
 *   newest first; while there is room, gyms held before are published again, the oldest first;
 * - per gym, services beyond `maxServicesPerGym` are held (newest first) and held ones released
 *   (oldest first) while there is room.
 * Gyms the partner deactivated itself (no `plan_held_at`) are never touched, nothing is published
 * while the partner is locked by an administrator (its gyms wait for the unlock, ADR 0018), and a gym an
 * administrator unpublished keeps its hold until an administrator publishes it (ADR 0018 "Moderation").
 * Runs inside the caller's transaction, after the partner's row was locked (the gym and service writes
 * lock it too).
 */
export async function fitToPlan(
  tx: Tx,
  ownerId: string,
  maxGyms: number,
  maxServicesPerGym: number,
): Promise<FitResult> {
  const owner = sql`${ownerId}::uuid`;
  const heldGyms = await rowsOf<{ id: string }>(
    tx,
    sql`with ranked as (
          select id, row_number() over (order by created_at, id) as rn
            from gyms where owner_id = ${owner} and gym_active)
        update gyms g set gym_active = false, plan_held_at = now(), updated_at = now()
          from ranked r where g.id = r.id and r.rn > ${maxGyms}
        returning g.id`,
  );
  const releasedGyms = await rowsOf<{ id: string }>(
    tx,
    sql`with room as (
          select ${maxGyms} - count(*) as n from gyms where owner_id = ${owner} and gym_active),
        ranked as (
          select id, row_number() over (order by created_at, id) as rn
            from gyms where owner_id = ${owner} and plan_held_at is not null and moderated_at is null)
        update gyms g set gym_active = true, plan_held_at = null, updated_at = now()
          from ranked r, room where g.id = r.id and r.rn <= room.n and ${notLocked(owner)}
        returning g.id`,
  );
  const heldServices = await rowsOf<{ id: string }>(
    tx,
    sql`with ranked as (
          select gs.id, row_number() over (partition by gs.gym_id order by gs.created_at, gs.id) as rn
            from gym_services gs join gyms g on g.id = gs.gym_id
           where g.owner_id = ${owner} and gs.plan_held_at is null)
        update gym_services s set plan_held_at = now(), updated_at = now()
          from ranked r where s.id = r.id and r.rn > ${maxServicesPerGym}
        returning s.id`,
  );
  const releasedServices = await rowsOf<{ id: string }>(
    tx,
    sql`with room as (
          select g.id as gym_id, ${maxServicesPerGym} - count(gs.id) filter (where gs.plan_held_at is null) as n
            from gyms g left join gym_services gs on gs.gym_id = g.id
           where g.owner_id = ${owner} group by g.id),
        ranked as (
          select gs.id, gs.gym_id, row_number() over (partition by gs.gym_id order by gs.created_at, gs.id) as rn
            from gym_services gs join gyms g on g.id = gs.gym_id
           where g.owner_id = ${owner} and gs.plan_held_at is not null)
        update gym_services s set plan_held_at = null, updated_at = now()
          from ranked r join room on room.gym_id = r.gym_id
         where s.id = r.id and r.rn <= room.n
        returning s.id`,
  );
  return {
    held: { gyms: heldGyms.length, services: heldServices.length },
    released: { gyms: releasedGyms.length, services: releasedServices.length },
  };
}

/**
 * SQL of the member calls (SPEC §7 user calls; ADR 0007): the member form's data (`member_profiles`), the
 * health-condition catalogue and a member's conditions, and favourites. Knows nothing of HTTP.
 *
 * `gyms.favourite` is never written here: the triggers of migration `0006_marketplace_data` add or
 * subtract one for every inserted or deleted `favourites` row, in the same transaction.
 * @module
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { healthConditions, memberHealthConditions, memberProfiles } from '../../db/schema-marketplace';
import { rows } from '../../db/sql';
import { GYM_COLUMNS, SERVICES_OF, type GymPageRow } from '../gyms/index';

/** A member's stored form data; every column null (and `marketingOptIn` null) before the first save. */
export interface MemberDataRow {
  lastName: string | null;
  phone: string | null;
  /** `YYYY-MM-DD`. */
  birthday: string | null;
  gender: string | null;
  address: string | null;
  emergencyContactName: string | null;
  emergencyContactPhone: string | null;
  marketingOptIn: boolean | null;
  /** True when the member turned the "¿Cómo te fue?" mails off; null before the first save. */
  reviewMailOptOut: boolean | null;
  /** Condition codes in catalogue order; null when not read (someone else is reading). */
  healthConditions: string[] | null;
  /** Gym ids, newest favourite first. */
  favourites: string[];
}

/** JSON arrays come back parsed from both drivers; a string is tolerated. */
const jsonArray = (value: unknown): string[] =>
  (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as string[];

/**
 * The form data, favourites and (only when `withHealth`) health conditions of account `userId`, in
 * one round trip. Without `withHealth` the conditions are not even read.
 */
export async function findMemberData(
  db: Database,
  userId: string,
  withHealth: boolean,
): Promise<MemberDataRow> {
  const conditions = withHealth
    ? sql`coalesce((select json_agg(mhc.condition_code order by hc.sort_order)
          from member_health_conditions mhc join health_conditions hc on hc.code = mhc.condition_code
         where mhc.user_id = u.id), '[]'::json)`
    : sql`null::json`;
  const [row] = await rows<
    Omit<MemberDataRow, 'healthConditions' | 'favourites'> & {
      healthConditions: unknown;
      favourites: unknown;
    }
  >(
    db,
    sql`select mp.last_name as "lastName", mp.phone, mp.birthday::text as birthday, mp.gender, mp.address,
        mp.emergency_contact_name as "emergencyContactName",
        mp.emergency_contact_phone as "emergencyContactPhone", mp.marketing_opt_in as "marketingOptIn",
        mp.review_mail_opt_out as "reviewMailOptOut",
        ${conditions} as "healthConditions",
        coalesce((select json_agg(f.gym_id order by f.created_at desc, f.gym_id)
          from favourites f where f.user_id = u.id), '[]'::json) as favourites
      from (select ${userId}::uuid as id) u left join member_profiles mp on mp.user_id = u.id`,
  );
  if (!row) throw new Error('findMemberData: no row');
  return {
    ...row,
    healthConditions: row.healthConditions === null ? null : jsonArray(row.healthConditions),
    favourites: jsonArray(row.favourites),
  };
}

/** Account columns the member form writes (`users`). */
export interface AccountChanges {
  name?: string;
  avatar?: string | null;
  latitude?: number;
  longitude?: number;
}

/** Writes the given account columns of `userId` (and `updated_at`); nothing when none is given. */
export async function updateAccountColumns(
  db: Database,
  userId: string,
  changes: AccountChanges,
): Promise<void> {
  const set: Partial<typeof users.$inferInsert> = {};
  if (changes.name !== undefined) set.name = changes.name;
  if (changes.avatar !== undefined) set.avatar = changes.avatar;
  if (changes.latitude !== undefined) set.latitude = String(changes.latitude);
  if (changes.longitude !== undefined) set.longitude = String(changes.longitude);
  if (Object.keys(set).length === 0) return;
  await db
    .update(users)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** `member_profiles` columns the member form writes (undefined = unchanged, null = cleared). */
export type MemberProfileChanges = Partial<Omit<typeof memberProfiles.$inferInsert, 'userId' | 'updatedAt'>>;

/**
 * Creates or updates the `member_profiles` row of `userId` with the given columns; nothing when
 * none is given. Columns not given keep their value (or their default on the first save).
 */
export async function upsertMemberProfile(
  db: Database,
  userId: string,
  changes: MemberProfileChanges,
): Promise<void> {
  const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  if (Object.keys(set).length === 0) return;
  await db
    .insert(memberProfiles)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: memberProfiles.userId, set: { ...set, updatedAt: sql`now()` } });
}

/** The catalogue's codes among `codes` (the unknown ones are missing). */
export async function findConditionCodes(db: Database, codes: readonly string[]): Promise<string[]> {
  if (codes.length === 0) return [];
  const found = await db
    .select({ code: healthConditions.code })
    .from(healthConditions)
    .where(inArray(healthConditions.code, [...codes]));
  return found.map((r) => r.code);
}

/** Replaces the health conditions of `userId` with `codes` (known, distinct codes). */
export async function replaceHealthConditions(
  db: Database,
  userId: string,
  codes: readonly string[],
): Promise<void> {
  await db.delete(memberHealthConditions).where(eq(memberHealthConditions.userId, userId));
  if (codes.length > 0)
    await db.insert(memberHealthConditions).values(codes.map((conditionCode) => ({ userId, conditionCode })));
}

/** The health-condition catalogue in its display order. */
export function findConditionCatalogue(
  db: Database,
): Promise<{ code: string; name: string; considerations: string }[]> {
  return db
    .select({
      code: healthConditions.code,
      name: healthConditions.name,
      considerations: healthConditions.considerations,
    })
    .from(healthConditions)
    .orderBy(asc(healthConditions.sortOrder), asc(healthConditions.code));
}

/** Deletes the favourite (`userId`, `gymId`). @returns whether a row was deleted */
export async function deleteFavourite(db: Database, userId: string, gymId: string): Promise<boolean> {
  const deleted = await rows<{ gymId: string }>(
    db,
    sql`delete from favourites where user_id = ${userId} and gym_id = ${gymId} returning gym_id as "gymId"`,
  );
  return deleted.length > 0;
}

/**
 * Inserts the favourite (`userId`, `gymId`) when the gym exists and is active; a pair already
 * stored (a concurrent toggle committed it first) is left alone (`ON CONFLICT DO NOTHING`).
 * @returns whether this statement inserted the row
 */
export async function insertFavouriteOfActiveGym(
  db: Database,
  userId: string,
  gymId: string,
): Promise<boolean> {
  const inserted = await rows<{ gymId: string }>(
    db,
    sql`insert into favourites (user_id, gym_id)
        select ${userId}::uuid, g.id from gyms g where g.id = ${gymId}::uuid and g.gym_active
        on conflict (user_id, gym_id) do nothing
        returning gym_id as "gymId"`,
  );
  return inserted.length > 0;
}

/**
 * The gym's `favourite` count and whether it is active and favourited by `userId`, or null for an
 * unknown gym. Read inside the toggle's transaction, after its own write.
 */
export async function findFavouriteState(
  db: Database,
  userId: string,
  gymId: string,
): Promise<{ favourite: number; gymActive: boolean; favourited: boolean } | null> {
  const [row] = await rows<{ favourite: number | string; gymActive: boolean; favourited: boolean }>(
    db,
    sql`select g.favourite, g.gym_active as "gymActive",
        exists (select 1 from favourites f where f.user_id = ${userId} and f.gym_id = g.id) as favourited
      from gyms g where g.id = ${gymId}`,
  );
  return row
    ? { favourite: Number(row.favourite), gymActive: row.gymActive, favourited: row.favourited }
    : null;
}

/**
 * The active gyms `userId` has as favourites, newest favourite first (ties by gym id), with their
 * services, as the catalogue reads them (`GYM_COLUMNS`, `SERVICES_OF` of the gyms module).
 */
export function findFavouriteGyms(db: Database, userId: string): Promise<GymPageRow[]> {
  return rows<GymPageRow>(
    db,
    sql`select ${GYM_COLUMNS}, ${SERVICES_OF(sql`g`)}
      from favourites f join gyms g on g.id = f.gym_id
     where f.user_id = ${userId} and g.gym_active
     order by f.created_at desc, f.gym_id`,
  );
}

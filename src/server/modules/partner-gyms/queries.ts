/**
 * SQL of a partner's own gyms and their services (SPEC §3 "Gym"; ADR 0007); knows nothing of HTTP. Every
 * write is a plain INSERT/UPDATE/DELETE through Drizzle, so migration 0003's triggers keep
 * `catalogue_stats` and `service_stats` exact and bump the catalogue version in the same transaction.
 * @module
 */
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { gyms, gymServices, partners, services } from '../../db/schema';
import { plans, uploads } from '../../db/schema-marketplace';
import { rows } from '../../db/sql';
import { GYM_COLUMNS, SERVICES_OF, type GymPageRow } from '../gyms/index';

/** A gym row with its owner and its service links (JSON, as {@link SERVICES_OF} answers them). */
export interface OwnedGymRow extends GymPageRow {
  ownerId: string | null;
  /** Set while the gym is unpublished by the partner's plan (ADR 0017). */
  planHeldAt: Date | string | null;
  /** Set while an administrator keeps the gym unpublished, with its reason (ADR 0018 "Moderation"). */
  moderatedAt: Date | string | null;
  moderationReason: string | null;
  /** OSM `opening_hours`, null when unknown (ADR 0025). */
  openingHours: string | null;
}

/** The owner's columns of a gym beyond the catalogue's: owner, holds, moderation. */
const OWNED_COLUMNS = sql`g.owner_id as "ownerId", g.plan_held_at as "planHeldAt", g.moderated_at as "moderatedAt",
  g.moderation_reason as "moderationReason", g.opening_hours as "openingHours"`;

/** The plan limits of a partner (ADR 0007, ADR 0017), read with its `partners` row locked. */
export interface PartnerPlan {
  /** Display name of the plan (e.g. `Gratis`). */
  name: string;
  maxGyms: number;
  maxServicesPerGym: number;
}

/** A gym↔service link with the owner of its gym. */
export interface LinkRow {
  id: string;
  gymId: string;
  serviceId: string;
  image: string | null;
  ownerId: string | null;
  /** The gym's `gyms.country` (lower-case ISO 3166-1 alpha-2): its prices' writing (ADR 0053). */
  gymCountry: string;
}

/** Columns of `gyms` a partner writes (numerics as decimal strings). */
export type GymValues = Partial<
  Pick<
    typeof gyms.$inferInsert,
    | 'name'
    | 'price'
    | 'images'
    | 'logo'
    | 'phone'
    | 'email'
    | 'address'
    | 'latitude'
    | 'longitude'
    | 'socialNetworks'
    | 'trainers'
    | 'gymActive'
    | 'openingHours'
    | 'planHeldAt'
    | 'country'
    | 'timeZone'
  >
>;

/** Columns of `gym_services` a partner writes besides the service (`price` in ARS, minutes). */
export type LinkValues = Partial<
  Pick<typeof gymServices.$inferInsert, 'description' | 'durationMinutes' | 'price' | 'image'>
>;

/**
 * Locks the `partners` row of account `userId` (FOR UPDATE, until the transaction ends) and reads its
 * plan. Every gym or service creation takes this lock first, so two cannot both pass a plan limit, and a
 * plan change (which locks the same row) waits. @returns the plan, or undefined without a partner profile
 */
export async function lockPartnerPlan(tx: Database, userId: string): Promise<PartnerPlan | undefined> {
  const [row] = await tx
    .select({ name: plans.name, maxGyms: plans.maxGyms, maxServicesPerGym: plans.maxServicesPerGym })
    .from(partners)
    .innerJoin(plans, eq(plans.code, partners.planCode))
    .where(eq(partners.userId, userId))
    .limit(1)
    .for('update', { of: partners });
  return row;
}

/** Number of gyms owned by `ownerId`, active or not. */
export async function countGymsOf(db: Database, ownerId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(gyms).where(eq(gyms.ownerId, ownerId));
  return Number(row?.n ?? 0);
}

/** Number of services of gym `gymId`. */
export async function countServicesOf(db: Database, gymId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(gymServices).where(eq(gymServices.gymId, gymId));
  return Number(row?.n ?? 0);
}

/** The gym `id` (active or not) with its owner and services, or undefined. */
export async function findGymWithOwner(db: Database, id: string): Promise<OwnedGymRow | undefined> {
  const [row] = await rows<OwnedGymRow>(
    db,
    sql`select ${GYM_COLUMNS}, ${OWNED_COLUMNS}, ${SERVICES_OF(sql`g`, true)} from gyms g where g.id = ${id}`,
  );
  return row;
}

/** The gyms of `ownerId` (active or not) with their services, newest first. */
export async function findGymsOf(db: Database, ownerId: string): Promise<OwnedGymRow[]> {
  return rows<OwnedGymRow>(
    db,
    sql`select ${GYM_COLUMNS}, ${OWNED_COLUMNS}, ${SERVICES_OF(sql`g`, true)}
      from gyms g where g.owner_id = ${ownerId} order by g.created_at desc, g.id desc`,
  );
}

/** True when account `userId` has a partner profile. */
export async function hasPartnerProfile(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(eq(partners.userId, userId))
    .limit(1);
  return row !== undefined;
}

/** Which of `paths` (relative to the uploads folder) are uploads of `ownerId`. */
export async function findOwnedUploadPaths(
  db: Database,
  ownerId: string,
  paths: readonly string[],
): Promise<Set<string>> {
  if (paths.length === 0) return new Set();
  const found = await db
    .select({ path: uploads.path })
    .from(uploads)
    .where(and(eq(uploads.ownerId, ownerId), inArray(uploads.path, [...paths])));
  return new Set(found.map((r) => r.path));
}

/** Inserts a gym; returns its id. */
export async function insertGym(tx: Database, values: typeof gyms.$inferInsert): Promise<string> {
  const [row] = await tx.insert(gyms).values(values).returning({ id: gyms.id });
  if (!row) throw new Error('gym insert returned no row');
  return row.id;
}

/**
 * Updates gym `id` of `ownerId` (also marks it `demo_values = false`); false when no such row, or when
 * `values` publish it and an administrator unpublished it (ADR 0018 "Moderation"), or it was
 * unpublished and has no service with a price (ADR 0026 §3) — checked in the statement, so a
 * moderation or a service removal committed since the caller read the gym wins.
 */
export async function updateGym(
  db: Database,
  id: string,
  ownerId: string,
  values: GymValues,
): Promise<boolean> {
  const done = await db
    .update(gyms)
    .set({ ...values, demoValues: false, updatedAt: new Date() })
    .where(
      and(
        eq(gyms.id, id),
        eq(gyms.ownerId, ownerId),
        values.gymActive === true ? isNull(gyms.moderatedAt) : undefined,
        values.gymActive === true
          ? sql`(${gyms.gymActive} or exists (select 1 from gym_services gs where gs.gym_id = ${id} and gs.price is not null))`
          : undefined,
      ),
    )
    .returning({ id: gyms.id });
  return done.length > 0;
}

/**
 * Deletes gym `id` of `ownerId` (its service links and favourites go by cascade).
 * @returns false when no such row
 * @throws the driver's restrict violation (SQLSTATE 23001) when the gym has sales
 */
export async function deleteGym(db: Database, id: string, ownerId: string): Promise<boolean> {
  const done = await db
    .delete(gyms)
    .where(and(eq(gyms.id, id), eq(gyms.ownerId, ownerId)))
    .returning({ id: gyms.id });
  return done.length > 0;
}

/**
 * The id of the vocabulary service named `name` (trimmed by the caller), matched without regard to
 * case (an exact-case match wins, as in the catalogue filter); inserts the name when none matches.
 * A transaction-scoped advisory lock on the lower-cased name serialises concurrent first uses of a
 * name, so two spellings of one new name cannot both be inserted. Call inside a transaction.
 */
export async function resolveServiceId(tx: Database, name: string): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('services:' || lower(${name}::text)))`);
  const [found] = await tx
    .select({ id: services.id })
    .from(services)
    .where(sql`lower(${services.name}) = lower(${name}::text)`)
    .orderBy(sql`(${services.name} = ${name}::text) desc`, services.id)
    .limit(1);
  if (found) return found.id;
  const [row] = await tx
    .insert(services)
    .values({ name })
    .onConflictDoUpdate({ target: services.name, set: { updatedAt: sql`${services.updatedAt}` } })
    .returning({ id: services.id });
  if (!row) throw new Error('service insert returned no row');
  return row.id;
}

/** True when gym `gymId` already offers service `serviceId` under another link than `exceptLinkId`. */
export async function gymOffersService(
  db: Database,
  gymId: string,
  serviceId: string,
  exceptLinkId: string | null = null,
): Promise<boolean> {
  const [row] = await db
    .select({ id: gymServices.id })
    .from(gymServices)
    .where(and(eq(gymServices.gymId, gymId), eq(gymServices.serviceId, serviceId)))
    .limit(1);
  return row !== undefined && row.id !== exceptLinkId;
}

/** The link `id` with the owner of its gym, or undefined. */
export async function findLinkWithOwner(db: Database, id: string): Promise<LinkRow | undefined> {
  const [row] = await db
    .select({
      id: gymServices.id,
      gymId: gymServices.gymId,
      serviceId: gymServices.serviceId,
      image: gymServices.image,
      ownerId: gyms.ownerId,
      gymCountry: gyms.country,
    })
    .from(gymServices)
    .innerJoin(gyms, eq(gyms.id, gymServices.gymId))
    .where(eq(gymServices.id, id))
    .limit(1);
  return row;
}

/** Links service `serviceId` to gym `gymId`; returns the link id. @throws 23505 when the gym offers it. */
export async function insertLink(
  tx: Database,
  gymId: string,
  serviceId: string,
  values: LinkValues,
): Promise<string> {
  const [row] = await tx
    .insert(gymServices)
    .values({ gymId, serviceId, ...values })
    .returning({ id: gymServices.id });
  if (!row) throw new Error('gym service insert returned no row');
  return row.id;
}

/**
 * Updates link `id` (a new `serviceId` relinks it to another vocabulary row, keeping the id: the
 * `gym_services` UPDATE trigger moves the per-service counts). Also marks its gym `demo_values = false`.
 * @throws the driver's unique violation (SQLSTATE 23505) when the gym already offers the new service
 */
export async function updateLink(
  tx: Database,
  link: { id: string; gymId: string },
  values: LinkValues & { serviceId?: string },
): Promise<void> {
  if (Object.keys(values).length > 0)
    await tx
      .update(gymServices)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(gymServices.id, link.id));
  await touchGym(tx, link.gymId);
}

/** Deletes link `id` and marks its gym `demo_values = false`. */
export async function deleteLink(tx: Database, link: { id: string; gymId: string }): Promise<void> {
  await tx.delete(gymServices).where(eq(gymServices.id, link.id));
  await touchGym(tx, link.gymId);
}

/**
 * Marks gym `id` edited by its owner: `demo_values = false` (the seed then leaves it and its links
 * alone) and a new `updated_at`. Touches neither `name` nor `gym_active`: no catalogue version bump.
 */
export async function touchGym(tx: Database, id: string): Promise<void> {
  await tx.update(gyms).set({ demoValues: false, updatedAt: new Date() }).where(eq(gyms.id, id));
}

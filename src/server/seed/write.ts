/**
 * Writes the parsed clubs (./clubs) to the database (the services through `upsertServices`,
 * db/upsert.ts): demo owners (users + partners), gyms and
 * the gym↔service links. Every step is an upsert keyed by a natural key (service name, owner e-mail,
 * partner user, gym `source_ref`) that only touches rows whose values differ, so a second run writes
 * nothing and leaves `updated_at` alone (ADR 0004 "Idempotency and ownership").
 * @module
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { queryPrepared } from '../db/prepared';
import { gyms, gymServices, partners, users } from '../db/schema';
import type { ClubSeed } from './clubs';
import { updateWhenChanged, type UpsertCounts } from '../db/upsert';

/**
 * Creates or refreshes the demo owner of each club: a `users` row (type partner, active, demo, no
 * password so nobody can sign in as it) and its `partners` row.
 * @returns owner e-mail → user id, and the counts (a club counts as updated when its user or partner row changed)
 * @throws when a non-demo account already uses a demo owner's e-mail
 */
export async function upsertOwners(
  tx: Tx,
  clubs: readonly ClubSeed[],
): Promise<{ ids: Map<string, string>; counts: UpsertCounts }> {
  const emails = clubs.map((c) => c.owner.email);
  const lowerEmail = sql`lower(${users.email})`;
  const existing = await tx
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      type: users.type,
      active: users.active,
      demo: users.demo,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(inArray(lowerEmail, emails));
  const byEmail = new Map(existing.map((u) => [u.email.toLowerCase(), u]));
  const clash = existing.find((u) => !u.demo);
  if (clash)
    throw new Error(`Seed: ${clash.email} belongs to a real account; refusing to turn it into a demo owner`);

  const missing = clubs.filter((c) => !byEmail.has(c.owner.email));
  if (missing.length) {
    await tx
      .insert(users)
      .values(
        missing.map((c) => ({
          name: c.owner.name,
          email: c.owner.email,
          type: 'partner' as const,
          active: true,
          demo: true,
          passwordHash: null,
        })),
      )
      .onConflictDoNothing();
  }
  const touched = new Set<string>();
  for (const club of clubs) {
    const user = byEmail.get(club.owner.email);
    if (
      !user ||
      (user.name === club.owner.name && user.type === 'partner' && user.active && user.passwordHash === null)
    )
      continue;
    await tx
      .update(users)
      .set({
        name: club.owner.name,
        type: 'partner',
        active: true,
        passwordHash: null,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, user.id));
    touched.add(user.id);
  }
  const rows = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(lowerEmail, emails));
  const ids = new Map(rows.map((r) => [r.email.toLowerCase(), r.id]));

  const partnerRows = clubs.map((c) => {
    const userId = ids.get(c.owner.email);
    if (!userId) throw new Error(`Seed: no user row for ${c.owner.email}`);
    return { userId, name: c.owner.name, email: c.owner.email };
  });
  const changedPartners = await tx
    .insert(partners)
    .values(partnerRows)
    .onConflictDoUpdate({ target: partners.userId, ...updateWhenChanged(partners, ['name', 'email']) })
    .returning({ userId: partners.userId });
  for (const p of changedPartners) touched.add(p.userId);

  const existingIds = new Set(existing.map((u) => u.id));
  const updated = [...touched].filter((id) => existingIds.has(id)).length;
  return {
    ids,
    counts: { inserted: missing.length, updated, unchanged: clubs.length - missing.length - updated },
  };
}

/** Gym counts; `unchanged` includes the `ownerEdited` gyms, which the seed no longer rewrites. */
export interface GymCounts extends UpsertCounts {
  /** Seeded gyms whose `demo_values` is false: a real owner edited them (ADR 0002), so they are left alone. */
  ownerEdited: number;
}

/** A gym without owner or whose owner is a demo account: the seed's to change (ADR 0037). */
const ownerlessOrDemo = sql`(${gyms.ownerId} is null
  or exists (select 1 from users u where u.id = ${gyms.ownerId} and u.demo))`;

/**
 * The demo layer on the gyms the import pipeline wrote for the clubs (ADR 0025 "The seed"): each gym
 * whose `source_ref` is a club's, that is still demo (`demo_values`) or ownerless (just created by
 * the pipeline), and whose owner is none or a demo account (a claimed gym is its new owner's, ADR 0037),
 * gets its demo owner (null for a club without one), its demo price and `demo_values` = true, and the import that
 * carries it when it has none (gyms seeded before the pipeline). Only rows whose values differ are
 * written. Never inserts: a gym the pipeline did not write is not the seed's.
 * An owner's edit clears `demo_values` (docs/decisions/0002) and from then on the gym is theirs.
 * @param importId - the clubs' last committed import
 * @returns source_ref → id of the gyms the seed still owns (demo), and how many the layer updated
 *   (`inserted` = gyms it gave an owner for the first time, i.e. created by this run's pipeline)
 */
export async function applyDemoGyms(
  tx: Tx,
  clubs: readonly ClubSeed[],
  ownerIds: ReadonlyMap<string, string>,
  importId: string,
): Promise<{ ids: Map<string, string>; counts: GymCounts }> {
  const refs = clubs.map((c) => c.sourceRef);
  const wanted = JSON.stringify(
    clubs.map((c) => ({ ref: c.sourceRef, owner: ownerIds.get(c.owner.email) ?? null, price: c.price })),
  );
  const changedRows = await queryPrepared<{ ref: string; fresh: boolean }>(
    tx,
    sql`with w as (
          select * from jsonb_to_recordset(${wanted}::jsonb) as w(ref text, owner uuid, price numeric)
        ), target as (
          select g.id, g.owner_id is null as fresh from gyms g join w on w.ref = g.source_ref
           where (g.demo_values or g.owner_id is null)
             and (g.owner_id is null or exists (select 1 from users u where u.id = g.owner_id and u.demo))
             and (g.owner_id, g.price, g.demo_values, coalesce(g.import_id, ${importId}::uuid))
                 is distinct from (w.owner, w.price, true, g.import_id)
        )
        update gyms g set owner_id = w.owner, price = w.price, demo_values = true,
               import_id = coalesce(g.import_id, ${importId}::uuid), updated_at = now()
          from w, target t
         where t.id = g.id and w.ref = g.source_ref
        returning g.source_ref as ref, t.fresh`,
  );
  const inserted = changedRows.filter((r) => r.fresh).length;
  const updated = changedRows.length - inserted;
  const rows = await tx
    .select({
      id: gyms.id,
      ref: gyms.sourceRef,
      demo: sql<boolean>`${gyms.demoValues} and ${ownerlessOrDemo}`,
    })
    .from(gyms)
    .where(inArray(gyms.sourceRef, refs));
  const owned = rows.filter((r) => r.demo);
  return {
    ids: new Map(owned.map((r) => [r.ref ?? '', r.id])),
    counts: {
      inserted,
      updated,
      unchanged: rows.length - inserted - updated,
      ownerEdited: rows.length - owned.length,
    },
  };
}

/**
 * Makes the services of each gym the seed owns (`gymIds`, from {@link applyDemoGyms}) exactly the mapped
 * ones: adds missing links, removes links the rules no longer give. Other gyms' links are never touched.
 * @returns links added and removed, and the number of links of the seeded gyms afterwards
 */
export async function syncGymServices(
  tx: Tx,
  clubs: readonly ClubSeed[],
  gymIds: ReadonlyMap<string, string>,
  serviceIds: ReadonlyMap<string, string>,
): Promise<{ inserted: number; deleted: number; total: number }> {
  const wanted = new Map<string, { gymId: string; serviceId: string }>();
  for (const club of clubs) {
    const gymId = gymIds.get(club.sourceRef);
    if (!gymId) continue;
    for (const name of club.services) {
      const serviceId = serviceIds.get(name);
      if (serviceId) wanted.set(`${gymId}|${serviceId}`, { gymId, serviceId });
    }
  }
  const ids = [...gymIds.values()];
  const existing = ids.length
    ? await tx
        .select({ id: gymServices.id, gymId: gymServices.gymId, serviceId: gymServices.serviceId })
        .from(gymServices)
        .where(inArray(gymServices.gymId, ids))
    : [];
  const have = new Set(existing.map((l) => `${l.gymId}|${l.serviceId}`));
  const stale = existing.filter((l) => !wanted.has(`${l.gymId}|${l.serviceId}`)).map((l) => l.id);
  const missing = [...wanted].filter(([key]) => !have.has(key)).map(([, link]) => link);
  if (stale.length)
    await tx.delete(gymServices).where(and(inArray(gymServices.id, stale), inArray(gymServices.gymId, ids)));
  if (missing.length) await tx.insert(gymServices).values(missing).onConflictDoNothing();
  return { inserted: missing.length, deleted: stale.length, total: wanted.size };
}

/**
 * Outside demo mode (ADR 0025 "Demo values in demo mode only"): the clubs' gyms that an earlier demo run
 * still holds (`demo_values`) lose the demo layer's owner and price (`owner_id` and `price` null,
 * `demo_values` false), so they read "Precio a consultar" and can be claimed like any open-data gym.
 * A gym a real owner edited or claimed (ADR 0037) is not touched. Demo reviews and timetables stay, labelled as demo.
 * @returns `updated` = gyms released; `unchanged` = the clubs' other gyms; `ownerEdited` = those of them
 *   with an owner (a real owner's edit cleared their `demo_values`)
 */
export async function releaseDemoGyms(tx: Tx, clubs: readonly ClubSeed[]): Promise<GymCounts> {
  const refs = clubs.map((c) => c.sourceRef);
  const released = await tx
    .update(gyms)
    .set({ ownerId: null, price: null, demoValues: false, updatedAt: new Date() })
    .where(and(inArray(gyms.sourceRef, refs), eq(gyms.demoValues, true), ownerlessOrDemo))
    .returning({ id: gyms.id });
  const rows = await tx.select({ owner: gyms.ownerId }).from(gyms).where(inArray(gyms.sourceRef, refs));
  return {
    inserted: 0,
    updated: released.length,
    unchanged: rows.length - released.length,
    ownerEdited: rows.filter((r) => r.owner !== null).length,
  };
}

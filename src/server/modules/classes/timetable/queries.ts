/**
 * SQL of classes and their sessions (ADR 0022): the gym a partner adds a class to, the class and its
 * session rows, the horizon extension and the public timetable. No HTTP, no rules.
 * @module
 */
import { and, asc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { PgSelect, SelectedFields } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../../db/client';
import { gyms, gymServices } from '../../../db/schema';
import { classes, classSessions } from '../../../db/schema-classes';

/** A gym as the class rules need it: owner, zone, publication. */
export interface GymForClasses {
  id: string;
  ownerId: string | null;
  timeZone: string;
  active: boolean;
  /** OSM `opening_hours` value (ADR 0025), null when unknown; with `country` for its holidays. */
  openingHours: string | null;
  country: string;
}

/** Gym `gymId`, or undefined when unknown. */
export async function findGymForClasses(
  db: Database | Tx,
  gymId: string,
): Promise<GymForClasses | undefined> {
  const [gym] = await db
    .select({
      id: gyms.id,
      ownerId: gyms.ownerId,
      timeZone: gyms.timeZone,
      active: gyms.gymActive,
      openingHours: gyms.openingHours,
      country: gyms.country,
    })
    .from(gyms)
    .where(eq(gyms.id, gymId));
  return gym;
}

/** Whether `gymServiceId` is a service of gym `gymId`. */
export async function isServiceOfGym(
  db: Database | Tx,
  gymId: string,
  gymServiceId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: gymServices.id })
    .from(gymServices)
    .where(and(eq(gymServices.id, gymServiceId), eq(gymServices.gymId, gymId)));
  return row !== undefined;
}

/** A class row to insert. */
export type NewClass = typeof classes.$inferInsert;
/** A class row. */
export type ClassRow = typeof classes.$inferSelect;

/** Inserts class `values`. @returns the row */
export async function insertClass(tx: Tx, values: NewClass): Promise<ClassRow> {
  const [row] = await tx.insert(classes).values(values).returning();
  if (!row) throw new Error('insert into classes returned no row');
  return row;
}

/**
 * Inserts the sessions of class `row` starting at `starts` (UTC instants), each `durationMinutes` long
 * with the class's capacity; a start that already has its row is skipped (`class_sessions_start_uq`).
 * @returns how many rows were inserted
 */
export async function insertSessions(tx: Tx, row: ClassRow, starts: readonly Date[]): Promise<number> {
  if (starts.length === 0) return 0;
  const inserted = await tx
    .insert(classSessions)
    .values(
      starts.map((startsAt) => ({
        classId: row.id,
        gymId: row.gymId,
        startsAt,
        endsAt: new Date(startsAt.getTime() + row.durationMinutes * 60_000),
        capacity: row.capacity,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: classSessions.id });
  return inserted.length;
}

/** Moves class `classId`'s horizon mark to `through`. */
export async function setMaterialisedThrough(tx: Tx, classId: string, through: Date): Promise<void> {
  await tx
    .update(classes)
    .set({ materialisedThrough: through, updatedAt: sql`now()` })
    .where(eq(classes.id, classId));
}

/** Classes whose rows stop before `through` (the horizon extension's work list), locked, at most `limit`. */
export async function lockClassesBehind(tx: Tx, through: Date, limit: number): Promise<ClassRow[]> {
  return tx
    .select()
    .from(classes)
    .where(lt(classes.materialisedThrough, through))
    .orderBy(asc(classes.materialisedThrough))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** A session's instants and places as the booking rules and the timetable read them. */
export interface SessionPlaces {
  id: string;
  startsAt: Date;
  endsAt: Date;
  capacity: number;
  booked: number;
  waitlisted: number;
  status: 'scheduled' | 'cancelled';
}

/** The columns of {@link SessionPlaces}, to spread into a select of `class_sessions`. */
export const sessionPlacesColumns = {
  id: classSessions.id,
  startsAt: classSessions.startsAt,
  endsAt: classSessions.endsAt,
  capacity: classSessions.capacity,
  booked: classSessions.booked,
  waitlisted: classSessions.waitlisted,
  status: classSessions.status,
};

/**
 * A session's name, instructor and room as people read them (ADR 0022): the session's own, set by a
 * "this session" edit, else its class's; an empty own instructor or room means none for that session.
 * For a select joining `class_sessions` and `classes`.
 */
export const sessionLabelColumns = {
  name: sql<string>`coalesce(${classSessions.name}, ${classes.name})`,
  instructor: sql<string | null>`nullif(coalesce(${classSessions.instructor}, ${classes.instructor}), '')`,
  room: sql<string | null>`nullif(coalesce(${classSessions.room}, ${classes.room}), '')`,
};

/**
 * The dynamic query (drizzle's `$dynamic`) selecting `F` from table `T` inner-joined to tables `J`: what a
 * query built with the general selection is typed as for its caller's `F`. TypeScript cannot resolve
 * drizzle's join types through a generic selection; inner joins keep every column not null.
 */
export type InnerJoined<T extends string, F extends SelectedFields, J extends string> = PgSelect<
  T,
  F,
  'partial',
  Record<T | J, 'not-null'>
>;

/** Sessions joined to their class, with the general selection `fields`. */
const sessionsWithClass = (db: Database | Tx, fields: SelectedFields) =>
  db.select(fields).from(classSessions).$dynamic().innerJoin(classes, eq(classes.id, classSessions.classId));

/**
 * `SELECT fields` from `class_sessions` joined to each session's class (every session has one).
 * Dynamic, so that more joins and clauses can follow.
 */
export const selectSessionsWithClass = <F extends SelectedFields>(db: Database | Tx, fields: F) =>
  sessionsWithClass(db, fields) as unknown as InnerJoined<'class_sessions', F, 'classes'>;

/** {@link selectSessionsWithClass} joined to the class's gym too (every class has one). */
export const selectSessionsWithGym = <F extends SelectedFields>(db: Database | Tx, fields: F) =>
  sessionsWithClass(db, fields).innerJoin(gyms, eq(gyms.id, classes.gymId)) as unknown as InnerJoined<
    'class_sessions',
    F,
    'classes' | 'gyms'
  >;

/** A timetable row: a session with its class and the class's cancel policy (hours before the start). */
export interface TimetableRow extends SessionPlaces {
  classId: string;
  name: string;
  instructor: string | null;
  room: string | null;
  serviceId: string | null;
  cancelBeforeHours: number;
}

/** Sessions of gym `gymId` starting in [`from`, `to`), earliest first; deleted classes left out. */
export async function findTimetable(
  db: Database,
  gymId: string,
  from: Date,
  to: Date,
): Promise<TimetableRow[]> {
  return selectSessionsWithClass(db, {
    ...sessionPlacesColumns,
    classId: classSessions.classId,
    ...sessionLabelColumns,
    serviceId: classes.gymServiceId,
    cancelBeforeHours: classes.cancelBeforeHours,
  })
    .where(
      and(
        eq(classSessions.gymId, gymId),
        gte(classSessions.startsAt, from),
        lt(classSessions.startsAt, to),
        isNull(classes.deletedAt),
      ),
    )
    .orderBy(asc(classSessions.startsAt), asc(classSessions.id));
}

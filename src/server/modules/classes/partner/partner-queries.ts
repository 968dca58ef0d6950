/**
 * SQL of the partner's management of classes (ADR 0022): a gym's classes, who owns a class or a
 * session, a session locked for an edit or a cancel, the sessions to come of a class, live bookings
 * and a session's roster. No HTTP, no rules. Locks follow decision 4's order: class, then its
 * sessions (earliest first), then passes.
 * @module
 */
import { and, asc, count, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../../db/client';
import { gyms, users } from '../../../db/schema';
import { bookings, classes, classSessions } from '../../../db/schema-classes';
import {
  sessionLabelColumns,
  selectSessionsWithClass,
  selectSessionsWithGym,
  sessionPlacesColumns,
  type ClassRow,
  type TimetableRow,
} from '../timetable/queries';

/** Classes of gym `gymId` not deleted, by first wall time, each with how many session rows it has. */
export async function findClassesOfGym(
  db: Database,
  gymId: string,
): Promise<{ row: ClassRow; sessions: number }[]> {
  const sessions = db
    .select({ classId: classSessions.classId, n: count().as('n') })
    .from(classSessions)
    .where(eq(classSessions.gymId, gymId))
    .groupBy(classSessions.classId)
    .as('s');
  const rows = await db
    .select({ row: classes, sessions: sql<number>`coalesce(${sessions.n}, 0)::int` })
    .from(classes)
    .leftJoin(sessions, eq(sessions.classId, classes.id))
    .where(and(eq(classes.gymId, gymId), isNull(classes.deletedAt)))
    .orderBy(asc(classes.startsLocal), asc(classes.id));
  return rows;
}

/** Who a class or session belongs to: its class, gym, the gym's owner and zone. */
export interface Ownership {
  classId: string;
  gymId: string;
  ownerId: string | null;
  timeZone: string;
  deleted: boolean;
}

const ownershipColumns = {
  classId: classes.id,
  gymId: classes.gymId,
  ownerId: gyms.ownerId,
  timeZone: gyms.timeZone,
  deleted: sql<boolean>`${classes.deletedAt} is not null`,
};

/** The ownership of class `classId`, or undefined when unknown. */
export async function findClassOwnership(db: Database, classId: string): Promise<Ownership | undefined> {
  const [row] = await db
    .select(ownershipColumns)
    .from(classes)
    .innerJoin(gyms, eq(gyms.id, classes.gymId))
    .where(eq(classes.id, classId));
  return row;
}

/** The ownership of session `sessionId`'s class, or undefined when unknown. */
export async function findSessionOwnership(db: Database, sessionId: string): Promise<Ownership | undefined> {
  const [row] = await selectSessionsWithGym(db, ownershipColumns).where(eq(classSessions.id, sessionId));
  return row;
}

/** Class `classId`'s row, locked (`SELECT … FOR UPDATE`) until the transaction ends. */
export async function lockClass(tx: Tx, classId: string): Promise<ClassRow | undefined> {
  const [row] = await tx.select().from(classes).where(eq(classes.id, classId)).for('update');
  return row;
}

/** A session as its partner edits or cancels it: places, label columns and the class's policy. */
export interface PartnerSession extends TimetableRow {
  promoteUntilHours: number;
}

const partnerSessionColumns = {
  ...sessionPlacesColumns,
  classId: classSessions.classId,
  ...sessionLabelColumns,
  serviceId: classes.gymServiceId,
  cancelBeforeHours: classes.cancelBeforeHours,
  promoteUntilHours: classes.promoteUntilHours,
};

/** `SELECT` {@link PartnerSession} columns from `class_sessions` joined to its class. */
const selectPartnerSessions = (db: Database | Tx) => selectSessionsWithClass(db, partnerSessionColumns);

/** Session `sessionId` with its labels, or undefined when unknown (no lock). */
export async function findPartnerSession(
  db: Database | Tx,
  sessionId: string,
): Promise<PartnerSession | undefined> {
  const [row] = await selectPartnerSessions(db).where(eq(classSessions.id, sessionId));
  return row;
}

/** Locks session `sessionId`'s row until the transaction ends. @returns it, or undefined when unknown */
export async function lockPartnerSession(tx: Tx, sessionId: string): Promise<PartnerSession | undefined> {
  const [row] = await selectPartnerSessions(tx)
    .where(eq(classSessions.id, sessionId))
    .for('update', { of: classSessions });
  return row;
}

/** Locks the sessions of class `classId` starting at or after `from`, earliest first. */
export async function lockSessionsFrom(tx: Tx, classId: string, from: Date): Promise<PartnerSession[]> {
  return selectPartnerSessions(tx)
    .where(and(eq(classSessions.classId, classId), gte(classSessions.startsAt, from)))
    .orderBy(asc(classSessions.startsAt), asc(classSessions.id))
    .for('update', { of: classSessions });
}

/** Live bookings (a place or in line) of the scheduled sessions of class `classId` starting after `now`. */
export async function countLiveBookingsToCome(db: Database, classId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bookings)
    .innerJoin(classSessions, eq(classSessions.id, bookings.sessionId))
    .where(
      and(
        eq(classSessions.classId, classId),
        eq(classSessions.status, 'scheduled'),
        sql`${classSessions.startsAt} > ${now.toISOString()}::timestamptz`,
        inArray(bookings.status, ['booked', 'waitlisted']),
      ),
    );
  return row?.n ?? 0;
}

/** The live bookings (booked or waitlisted) of session `sessionId` (its lock is held). */
export async function liveBookingsOf(tx: Tx, sessionId: string) {
  return tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.sessionId, sessionId), inArray(bookings.status, ['booked', 'waitlisted'])));
}

/** Marks session `sessionId` cancelled at `now`, with no places or line left. */
export async function markSessionCancelled(tx: Tx, sessionId: string, now: Date): Promise<void> {
  await tx
    .update(classSessions)
    .set({ status: 'cancelled', cancelledAt: now, booked: 0, waitlisted: 0 })
    .where(eq(classSessions.id, sessionId));
}

/** Cancels bookings `ids` at `now` (out of the line, no use reserved any more). */
export async function cancelBookings(tx: Tx, ids: string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(bookings)
    .set({ status: 'cancelled', position: null, useReserved: false, cancelledAt: now })
    .where(inArray(bookings.id, ids));
}

/** One row of a roster. */
export interface RosterRow {
  bookingId: string;
  memberId: string | null;
  name: string | null;
  email: string | null;
  status: 'booked' | 'waitlisted' | 'cancelled' | 'attended';
  position: number | null;
  createdAt: Date;
}

/** The bookings of session `sessionId` that are not cancelled, by position, then arrival. */
export async function findRoster(db: Database, sessionId: string): Promise<RosterRow[]> {
  return db
    .select({
      bookingId: bookings.id,
      memberId: bookings.memberId,
      name: users.name,
      email: users.email,
      status: bookings.status,
      position: bookings.position,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .leftJoin(users, eq(users.id, bookings.memberId))
    .where(and(eq(bookings.sessionId, sessionId), sql`${bookings.status} <> 'cancelled'`))
    .orderBy(asc(bookings.position), asc(bookings.createdAt), asc(bookings.id));
}

/** Sets class `classId`'s deletion mark and stops its horizon (`materialised_through` far ahead). */
export async function markClassDeleted(tx: Tx, classId: string, now: Date, through: Date): Promise<void> {
  await tx
    .update(classes)
    .set({ deletedAt: now, materialisedThrough: through, updatedAt: now })
    .where(eq(classes.id, classId));
}

/** Class `classId` with how many session rows it has, or undefined when unknown. */
export async function findClassWithCount(
  db: Database | Tx,
  classId: string,
): Promise<{ row: ClassRow; sessions: number } | undefined> {
  const [found] = await db
    .select({
      row: classes,
      // Qualified by hand: drizzle leaves columns of a one-table select unqualified.
      sessions: sql<number>`(select count(*)::int from class_sessions cs where cs.class_id = "classes"."id")`,
    })
    .from(classes)
    .where(eq(classes.id, classId));
  return found;
}

/** Writes `values` on session `sessionId` (its lock is held). */
export async function updateSession(
  tx: Tx,
  sessionId: string,
  values: Partial<typeof classSessions.$inferInsert>,
): Promise<void> {
  await tx.update(classSessions).set(values).where(eq(classSessions.id, sessionId));
}

/** Writes `values` on class `classId` (its lock is held). */
export async function updateClass(
  tx: Tx,
  classId: string,
  values: Partial<typeof classes.$inferInsert>,
): Promise<void> {
  await tx
    .update(classes)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(classes.id, classId));
}

/** Whether another session of class `classId` than `exceptId` starts at `startsAt`. */
export async function isStartTaken(
  tx: Tx,
  classId: string,
  startsAt: Date,
  exceptId: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: classSessions.id })
    .from(classSessions)
    .where(
      and(
        eq(classSessions.classId, classId),
        eq(classSessions.startsAt, startsAt),
        sql`${classSessions.id} <> ${exceptId}`,
      ),
    );
  return row !== undefined;
}

/**
 * Gives the sessions of class `row` starting before `before` their own copy of the class's current
 * name, instructor and room where they have none (an empty text for none), for the `fields` about to
 * change on the class: so a "this and following" edit leaves earlier sessions as they were.
 */
export async function keepLabelsBefore(
  tx: Tx,
  row: ClassRow,
  before: Date,
  fields: { name: boolean; instructor: boolean; room: boolean },
): Promise<void> {
  const set: PgUpdateSetSource<typeof classSessions> = {};
  if (fields.name) set.name = sql`coalesce(${classSessions.name}, ${row.name})`;
  if (fields.instructor) set.instructor = sql`coalesce(${classSessions.instructor}, ${row.instructor ?? ''})`;
  if (fields.room) set.room = sql`coalesce(${classSessions.room}, ${row.room ?? ''})`;
  if (Object.keys(set).length === 0) return;
  await tx
    .update(classSessions)
    .set(set)
    .where(
      and(
        eq(classSessions.classId, row.id),
        sql`${classSessions.startsAt} < ${before.toISOString()}::timestamptz`,
      ),
    );
}

/**
 * SQL of attendance at the door (ADR 0022): the sessions near the scan where the member holds a
 * place, locked session first as every booking path locks them, and the booking marked attended.
 * No HTTP, no rules.
 * @module
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { bookings, classSessions } from '../../../db/schema-classes';

/** A place held at a session near the door scan. */
export interface HeldPlace {
  bookingId: string;
  startsAt: Date;
  passId: string | null;
  useReserved: boolean;
}

/**
 * Locks (`FOR UPDATE`, in id order) the scheduled sessions of gym `gymId` starting in [`from`, `to`]
 * where member `memberId` has a booking that holds a place.
 * @returns the locked sessions' ids
 */
export async function lockSessionsWithPlace(
  tx: Tx,
  memberId: string,
  gymId: string,
  from: Date,
  to: Date,
): Promise<string[]> {
  const rows = await tx
    .select({ id: classSessions.id })
    .from(classSessions)
    .where(
      and(
        eq(classSessions.gymId, gymId),
        eq(classSessions.status, 'scheduled'),
        sql`${classSessions.startsAt} between ${from.toISOString()}::timestamptz and ${to.toISOString()}::timestamptz`,
        sql`exists (select 1 from ${bookings} where ${bookings.sessionId} = ${classSessions.id}
                     and ${bookings.memberId} = ${memberId} and ${bookings.status} = 'booked')`,
      ),
    )
    .orderBy(asc(classSessions.id))
    .for('update');
  return rows.map((r) => r.id);
}

/** Member `memberId`'s bookings holding a place at sessions `sessionIds` (read under their locks). */
export async function findHeldPlaces(tx: Tx, memberId: string, sessionIds: string[]): Promise<HeldPlace[]> {
  if (sessionIds.length === 0) return [];
  return tx
    .select({
      bookingId: bookings.id,
      startsAt: classSessions.startsAt,
      passId: bookings.passId,
      useReserved: bookings.useReserved,
    })
    .from(bookings)
    .innerJoin(classSessions, eq(classSessions.id, bookings.sessionId))
    .where(
      and(
        inArray(bookings.sessionId, sessionIds),
        eq(bookings.memberId, memberId),
        eq(bookings.status, 'booked'),
      ),
    );
}

/** Marks booking `bookingId` attended while it still holds its place. @returns whether it changed */
export async function markAttended(tx: Tx, bookingId: string): Promise<boolean> {
  const rows = await tx
    .update(bookings)
    .set({ status: 'attended' })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'booked')))
    .returning({ id: bookings.id });
  return rows.length > 0;
}

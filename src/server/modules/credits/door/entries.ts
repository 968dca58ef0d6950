/**
 * What a member's Pase BuscaGym door pass may open at a partner's door (ADR 0045 "Check-in"): the
 * member's class bookings paid with credits at the partner's gyms whose session starts within the
 * attendance window of the scan (ADR 0022, ±{@link ATTENDANCE_WINDOW_MINUTES} minutes), and the member's
 * open-gym visits there on the day of the scan in each gym's zone; booked or already attended (cancelled
 * and no-shows open nothing). Read without locks: ./checkin locks what it settles.
 * @module
 */
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { ATTENDANCE_WINDOW_MINUTES } from '../../../../shared/constants/classes';
import { commerceMessages } from '../../../../shared/messages';
import { AppError } from '../../../app-error';
import type { Tx } from '../../../db/client';
import { gyms } from '../../../db/schema';
import { bookings, classes, classSessions } from '../../../db/schema-classes';
import { creditVisits } from '../../../db/schema-credits';
import { dayStart, localDay } from '../spending/gym-day';

const WINDOW_MS = ATTENDANCE_WINDOW_MINUTES * 60_000;

/** A class booking or a visit paid with credits that the door may admit. */
export interface DoorEntry {
  kind: 'class' | 'visit';
  /** The booking's or the visit's id. */
  id: string;
  gymId: string;
  /** `booked` (to settle) or `attended` (admitted already: a repeat). */
  attended: boolean;
  /** The class session (class) or null (visit). */
  sessionId: string | null;
  /** The session's start (class) or null (visit). */
  startsAt: Date | null;
  /** When it opens: the session's start (class) or the day's midnight in the gym's zone (visit). */
  opensAt: Date;
  /** When it ends: the session's end (class) or the next midnight in the gym's zone (visit). */
  endsAt: Date;
  /** Its class's name (class) or null (visit). */
  className: string | null;
  /** The credits it cost. */
  credits: number;
  /** The day in the gym's zone, `YYYY-MM-DD`. */
  day: string;
}

/** The partner's gyms (only `gymId` when given) with their zones. */
export async function doorGyms(
  tx: Tx,
  partnerId: string,
  gymId: string | undefined,
): Promise<Map<string, string>> {
  const rows = await tx
    .select({ id: gyms.id, timeZone: gyms.timeZone })
    .from(gyms)
    .where(and(eq(gyms.ownerId, partnerId), gymId ? eq(gyms.id, gymId) : undefined));
  if (gymId && rows.length === 0) throw new AppError('FORBIDDEN', commerceMessages.passNotYours);
  return new Map(rows.map((r) => [r.id, r.timeZone]));
}

/**
 * Member `userId`'s entries at gyms `zones` (id → zone) at `now` (see module doc): classes by their
 * start nearest to `now` first, then visits.
 */
export async function doorEntries(
  tx: Tx,
  userId: string,
  zones: Map<string, string>,
  now: Date,
): Promise<DoorEntry[]> {
  const gymIds = [...zones.keys()];
  if (gymIds.length === 0) return [];
  const from = new Date(now.getTime() - WINDOW_MS).toISOString();
  const to = new Date(now.getTime() + WINDOW_MS).toISOString();
  const classRows = await tx
    .select({
      id: bookings.id,
      gymId: classSessions.gymId,
      status: bookings.status,
      sessionId: classSessions.id,
      startsAt: classSessions.startsAt,
      endsAt: classSessions.endsAt,
      className: classes.name,
      credits: bookings.credits,
    })
    .from(bookings)
    .innerJoin(classSessions, eq(classSessions.id, bookings.sessionId))
    .innerJoin(classes, eq(classes.id, classSessions.classId))
    .where(
      and(
        eq(bookings.memberId, userId),
        isNotNull(bookings.credits),
        inArray(bookings.status, ['booked', 'attended']),
        inArray(classSessions.gymId, gymIds),
        eq(classSessions.status, 'scheduled'),
        sql`${classSessions.startsAt} between ${from}::timestamptz and ${to}::timestamptz`,
      ),
    );
  const days = [...new Set([...zones.values()].map((zone) => localDay(now, zone)))];
  const visitRows = await tx
    .select({
      id: creditVisits.id,
      gymId: creditVisits.gymId,
      status: creditVisits.status,
      day: creditVisits.day,
      credits: creditVisits.credits,
    })
    .from(creditVisits)
    .where(
      and(
        eq(creditVisits.userId, userId),
        inArray(creditVisits.gymId, gymIds),
        inArray(creditVisits.day, days),
        inArray(creditVisits.status, ['booked', 'attended']),
      ),
    );
  const distance = (e: DoorEntry) => Math.abs((e.startsAt?.getTime() ?? 0) - now.getTime());
  const classEntries = classRows
    .map((r): DoorEntry => ({
      kind: 'class',
      id: r.id,
      gymId: r.gymId,
      attended: r.status === 'attended',
      sessionId: r.sessionId,
      startsAt: r.startsAt,
      opensAt: r.startsAt,
      endsAt: r.endsAt,
      className: r.className,
      credits: r.credits ?? 0,
      day: localDay(r.startsAt, zones.get(r.gymId) ?? ''),
    }))
    .sort((a, b) => distance(a) - distance(b));
  const visitEntries = visitRows
    .filter((r) => r.day === localDay(now, zones.get(r.gymId) ?? ''))
    .map((r): DoorEntry => ({
      kind: 'visit',
      id: r.id,
      gymId: r.gymId,
      attended: r.status === 'attended',
      sessionId: null,
      startsAt: null,
      opensAt: dayStart(r.day, zones.get(r.gymId) ?? '') ?? now,
      endsAt: dayStart(r.day, zones.get(r.gymId) ?? '', 1) ?? now,
      className: null,
      credits: r.credits,
      day: r.day,
    }));
  return [...classEntries, ...visitEntries];
}

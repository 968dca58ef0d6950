/**
 * A partner's edit of a session (ADR 0022): `this` changes that session only (its own name,
 * instructor, room, places, length and start); `following` changes it, every later session of its
 * class and the class itself, so sessions written later by the horizon job follow, while earlier
 * sessions keep what they were. Places never drop below the places already booked (409, decision
 * 10); more places go at once to the waitlist, in order, each promoted member mailed like after a
 * cancel (the one promotion, ../bookings/waitlist). Times are the gym's wall time
 * (docs/architecture.md §7). A new start or length outside the gym's opening hours is refused (409)
 * until the partner confirms, as for a new class (../timetable/outside-hours).
 * @module
 */
import { TZDate } from '@date-fns/tz';
import { addWeeks } from 'date-fns';
import type { EditSessionBody, EditSessionResponse } from '../../../../shared/contract/classes-partner';
import { SESSION_HORIZON_WEEKS } from '../../../../shared/constants/classes';
import { expandRecurrence } from '../../../../shared/domain/recurrence';
import { partnerClassMessages as p } from '../../../../shared/messages';
import { AppError } from '../../../app-error';
import type { Database, Tx } from '../../../db/client';
import { inTransaction } from '../../../db/transaction';
import type { JobQueue } from '../../../plugins/jobs';
import type { SessionUser } from '../../../plugins/session';
import { assertEditWithinHours } from '../timetable/outside-hours';
import { ownSession, sessionAnswer } from './partner';
import {
  findClassWithCount,
  findPartnerSession,
  isStartTaken,
  keepLabelsBefore,
  lockClass,
  lockPartnerSession,
  lockSessionsFrom,
  updateClass,
  updateSession,
  type PartnerSession,
} from './partner-queries';
import { findGymForClasses, insertSessions, type ClassRow, type GymForClasses } from '../timetable/queries';
import { markAfter, startsOf } from '../timetable/service';
import { promoteFromWaitlist } from '../bookings/waitlist';
import { toGymClass } from '../timetable/wire';

const MINUTE_MS = 60_000;

/** Instant `at` as a local wall time `YYYY-MM-DDTHH:mm` in `timeZone`. */
function wallTimeOf(at: Date, timeZone: string): string {
  return new TZDate(at.getTime(), timeZone).toISOString().slice(0, 16);
}

/**
 * Wall time `wall` placed in `timeZone` (a time inside a spring-forward gap moves forward by the gap).
 * @throws AppError VALIDATION ({@link p.startsAt}) when it is not a real date and time
 */
function instantOf(wall: string, timeZone: string): Date {
  const placed = expandRecurrence({ startsAt: wall, timeZone });
  const [at] = placed.ok ? placed.starts : [];
  if (!at) throw new AppError('VALIDATION', p.startsAt, { startsAt: p.startsAt });
  return at;
}

/** @throws AppError CONFLICT when session `s` was cancelled or has started at `now` */
function assertEditable(s: PartnerSession | undefined, now: Date): PartnerSession {
  if (!s) throw new AppError('NOT_FOUND', p.sessionNotFound);
  if (s.status === 'cancelled') throw new AppError('CONFLICT', p.sessionCancelled);
  if (now >= s.startsAt) throw new AppError('CONFLICT', p.sessionStarted);
  return s;
}

/** @throws AppError CONFLICT ({@link p.capacityBelowBooked}) when `capacity` is below `booked` */
function assertRoom(capacity: number | undefined, booked: number): void {
  if (capacity !== undefined && capacity < booked) {
    throw new AppError('CONFLICT', p.capacityBelowBooked(booked), {
      capacity: p.capacityBelowBooked(booked),
    });
  }
}

/** The new start of a session on the local date of `at` at the hour of `wall` (`…THH:mm`), if any. */
const movedTo = (at: Date, wall: string | undefined, timeZone: string): Date | undefined =>
  wall === undefined
    ? undefined
    : instantOf(`${wallTimeOf(at, timeZone).slice(0, 10)}${wall.slice(10)}`, timeZone);

/** A label field's value for a session row: absent keeps it, null (cleared) is stored as none (''). */
const ownText = (v: string | null | undefined): string | undefined =>
  v === undefined ? undefined : (v ?? '');

/** Edits session `s` (locked) alone. @returns how many sessions changed (1) */
async function editThis(
  tx: Tx,
  jobs: JobQueue,
  s: PartnerSession,
  body: EditSessionBody,
  gym: GymForClasses,
  now: Date,
) {
  const startsAt = body.startsAt === undefined ? s.startsAt : instantOf(body.startsAt, gym.timeZone);
  if (startsAt <= now) throw new AppError('VALIDATION', p.startsInPast, { startsAt: p.startsInPast });
  assertRoom(body.capacity, s.booked);
  if (await isStartTaken(tx, s.classId, startsAt, s.id)) throw new AppError('CONFLICT', p.startTaken);
  const minutes = body.durationMinutes ?? (s.endsAt.getTime() - s.startsAt.getTime()) / MINUTE_MS;
  assertEditWithinHours(gym, body, [{ startsAt, minutes }]);
  const capacity = body.capacity ?? s.capacity;
  await updateSession(tx, s.id, {
    name: body.name,
    instructor: ownText(body.instructor),
    room: ownText(body.room),
    capacity,
    startsAt,
    endsAt: new Date(startsAt.getTime() + minutes * MINUTE_MS),
  });
  await promoteFromWaitlist(tx, jobs, { ...s, startsAt }, capacity - s.booked, now);
  return 1;
}

/**
 * Edits session `first` and every later scheduled session of class `row` (locked, with `later`), then
 * the class; sessions of the new rule not yet rows are written up to the horizon at once, so the
 * horizon job never misses one whose hour moved earlier. @returns how many sessions changed
 */
async function editFollowing(
  tx: Tx,
  jobs: JobQueue,
  row: ClassRow,
  first: PartnerSession,
  later: PartnerSession[],
  body: EditSessionBody,
  gym: GymForClasses,
  now: Date,
) {
  const zone = row.timeZone;
  if (
    body.startsAt !== undefined &&
    body.startsAt.slice(0, 10) !== wallTimeOf(first.startsAt, zone).slice(0, 10)
  ) {
    throw new AppError('VALIDATION', p.followingSameDay, { startsAt: p.followingSameDay });
  }
  const targets = later.filter((s) => s.status === 'scheduled');
  assertRoom(body.capacity, Math.max(0, ...targets.map((s) => s.booked)));
  const starts = new Map(targets.map((s) => [s.id, movedTo(s.startsAt, body.startsAt, zone) ?? s.startsAt]));
  if ((starts.get(first.id) ?? first.startsAt) <= now) {
    throw new AppError('VALIDATION', p.startsInPast, { startsAt: p.startsInPast });
  }
  const kept = later.filter((s) => s.status !== 'scheduled').map((s) => s.startsAt.getTime());
  const all = [...kept, ...[...starts.values()].map((d) => d.getTime())];
  if (new Set(all).size !== all.length) throw new AppError('CONFLICT', p.startTaken);
  for (const s of targets) {
    const moved = starts.get(s.id) ?? s.startsAt;
    // Earlier sessions moved by a one-session edit may hold that start.
    if (moved.getTime() !== s.startsAt.getTime() && (await isStartTaken(tx, row.id, moved, s.id))) {
      throw new AppError('CONFLICT', p.startTaken);
    }
  }
  const lengthOf = (s: PartnerSession) =>
    body.durationMinutes ?? (s.endsAt.getTime() - s.startsAt.getTime()) / MINUTE_MS;
  assertEditWithinHours(
    gym,
    body,
    targets.map((s) => ({ startsAt: starts.get(s.id) ?? s.startsAt, minutes: lengthOf(s) })),
  );
  const changed = {
    name: body.name !== undefined,
    instructor: body.instructor !== undefined,
    room: body.room !== undefined,
  };
  await keepLabelsBefore(tx, row, first.startsAt, changed);
  const minutes = body.durationMinutes ?? row.durationMinutes;
  for (const s of targets) {
    const startsAt = starts.get(s.id) ?? s.startsAt;
    const length = lengthOf(s);
    const capacity = body.capacity ?? s.capacity;
    await updateSession(tx, s.id, {
      ...(changed.name ? { name: null } : {}),
      ...(changed.instructor ? { instructor: null } : {}),
      ...(changed.room ? { room: null } : {}),
      capacity,
      startsAt,
      endsAt: new Date(startsAt.getTime() + length * MINUTE_MS),
    });
    await promoteFromWaitlist(tx, jobs, { ...s, startsAt }, capacity - s.booked, now);
  }
  const next: ClassRow = {
    ...row,
    name: body.name ?? row.name,
    instructor: body.instructor === undefined ? row.instructor : body.instructor,
    room: body.room === undefined ? row.room : body.room,
    capacity: body.capacity ?? row.capacity,
    durationMinutes: minutes,
    startsLocal:
      body.startsAt === undefined
        ? row.startsLocal
        : `${row.startsLocal.slice(0, 10)}${body.startsAt.slice(10)}`,
  };
  let mark = row.materialisedThrough;
  if (body.startsAt !== undefined) {
    // The k-th start of the old rule and of the new one fall on the same local date.
    const before = startsOf(row);
    const after = startsOf(next);
    const k = before.findIndex((d) => d >= row.materialisedThrough);
    if (k >= 0 && after.length === before.length) {
      const horizon = addWeeks(now, SESSION_HORIZON_WEEKS);
      const added = after.slice(k).filter((d) => d < horizon);
      assertEditWithinHours(
        gym,
        body,
        added.map((startsAt) => ({ startsAt, minutes })),
      );
      await insertSessions(tx, next, added);
      mark = markAfter(after, horizon);
    }
  }
  await updateClass(tx, row.id, {
    name: next.name,
    instructor: next.instructor,
    room: next.room,
    capacity: next.capacity,
    durationMinutes: next.durationMinutes,
    startsLocal: next.startsLocal,
    materialisedThrough: mark,
  });
  return targets.length;
}

/**
 * Edits the partner's session `sessionId` (`PATCH /api/partner/class-sessions/{sessionId}`, ADR 0022).
 * @param jobs - the job queue (promotion mails when places grow)
 * @returns the session as it is now, its class, and how many sessions changed
 * @throws AppError FORBIDDEN (not a partner; another partner's session), NOT_FOUND (unknown session or
 *   deleted class), VALIDATION (a start that is not a real wall time or already passed; with
 *   `following` a start on another day), CONFLICT (session cancelled or started; places below those
 *   booked; another session of the class already at that start; outside the gym's hours (../timetable/outside-hours) when a new
 *   start or length falls outside the gym's opening hours and `body.confirmOutsideHours` is not true)
 */
export async function editSession(
  db: Database,
  jobs: JobQueue,
  session: SessionUser,
  sessionId: string,
  body: EditSessionBody,
  now = new Date(),
): Promise<EditSessionResponse> {
  const owner = await ownSession(db, session, sessionId);
  const gym = await findGymForClasses(db, owner.gymId);
  if (!gym) throw new Error(`gym ${owner.gymId} of session ${sessionId} vanished`);
  return inTransaction(
    db,
    async (tx) => {
      let updated: number;
      if (body.scope === 'this') {
        const s = assertEditable(await lockPartnerSession(tx, sessionId), now);
        updated = await editThis(tx, jobs, s, body, gym, now);
      } else {
        const row = await lockClass(tx, owner.classId);
        if (!row || row.deletedAt) throw new AppError('NOT_FOUND', p.sessionNotFound);
        const seen = await findPartnerSession(tx, sessionId);
        const later = seen ? await lockSessionsFrom(tx, row.id, seen.startsAt) : [];
        const first = assertEditable(
          later.find((s) => s.id === sessionId),
          now,
        );
        updated = await editFollowing(tx, jobs, row, first, later, body, gym, now);
      }
      const cls = await findClassWithCount(tx, owner.classId);
      if (!cls) throw new Error(`class ${owner.classId} vanished under its lock`);
      return {
        session: await sessionAnswer(tx, sessionId, owner.timeZone),
        class: toGymClass(cls.row, cls.sessions),
        updated,
      };
    },
    { idempotent: true },
  );
}

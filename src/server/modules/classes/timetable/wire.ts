/**
 * The wire forms of classes and sessions (`src/shared/contract/classes.ts`; ADR 0022): instants as ISO
 * 8601 with the gym's offset (docs/architecture.md §7), class rows as `GymClass`, session rows as
 * `ClassSession`. No SQL, no rules.
 * @module
 */
import { TZDate } from '@date-fns/tz';
import type { ClassSession, GymClass } from '../../../../shared/contract/classes';
import type { ClassRow, TimetableRow } from './queries';

/**
 * Instant `at` as ISO 8601 with the offset of `timeZone` (`2026-03-02T19:00:00.000-03:00`).
 * @param timeZone - an IANA zone
 */
export function zonedIso(at: Date, timeZone: string): string {
  return new TZDate(at.getTime(), timeZone).toISOString();
}

/**
 * Class `row` as the contract's `GymClass`.
 * @param sessions - how many session rows it has
 */
export function toGymClass(row: ClassRow, sessions: number): GymClass {
  return {
    _id: row.id,
    gymId: row.gymId,
    serviceId: row.gymServiceId,
    name: row.name,
    instructor: row.instructor,
    room: row.room,
    capacity: row.capacity,
    durationMinutes: row.durationMinutes,
    startsAt: row.startsLocal,
    timeZone: row.timeZone,
    rrule: row.rrule,
    until: row.until,
    cancelBeforeHours: row.cancelBeforeHours,
    promoteUntilHours: row.promoteUntilHours,
    sessions,
  };
}

/**
 * Session `r` as the contract's `ClassSession`; `spotsLeft` = `capacity` − `booked`.
 * @param timeZone - the gym's IANA zone, for the offsets
 */
export function toSession(r: TimetableRow, timeZone: string): ClassSession {
  return {
    _id: r.id,
    classId: r.classId,
    name: r.name,
    instructor: r.instructor,
    room: r.room,
    serviceId: r.serviceId,
    startsAt: zonedIso(r.startsAt, timeZone),
    endsAt: zonedIso(r.endsAt, timeZone),
    capacity: r.capacity,
    booked: r.booked,
    spotsLeft: r.capacity - r.booked,
    waitlisted: r.waitlisted,
    cancelBeforeHours: r.cancelBeforeHours,
    status: r.status,
  };
}

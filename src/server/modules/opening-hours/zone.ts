/**
 * Moves instants between the real timeline and the `opening_hours` library's timeline. The library
 * reads and builds dates with JavaScript's local-time methods, i.e. in the PROCESS time zone; our rule
 * (docs/architecture.md §7, ADR 0025) is to evaluate in the gym's IANA zone. So the library gets "shadow" dates:
 * process-local dates whose wall fields are the gym's wall clock at that instant, and its answers are
 * read back the same way. The answers are then the same under `TZ=UTC` and `TZ=Asia/Tokyo`.
 *
 * Limitation: a gym wall time that does not exist in the PROCESS zone (inside the process zone's
 * daylight-saving gap, e.g. 02:30 on a spring-forward night when the server runs in a DST zone) is shifted
 * by that gap while in the library. Servers run in UTC (no gaps), so the limitation only bites a process
 * started in a DST zone, around its clock change. The gym zone's own gaps and overlaps are exact.
 * @module
 */
import { TZDate } from '@date-fns/tz';

/**
 * The shadow of an instant: a process-local `Date` whose local wall fields (year … millisecond) are the
 * gym's wall clock at `instant` in `timeZone`.
 * @param instant A real instant.
 * @param timeZone The gym's IANA zone (e.g. `America/Argentina/Buenos_Aires`).
 */
export function toShadow(instant: Date, timeZone: string): Date {
  const wall = new TZDate(instant.getTime(), timeZone);
  return new Date(
    wall.getFullYear(),
    wall.getMonth(),
    wall.getDate(),
    wall.getHours(),
    wall.getMinutes(),
    wall.getSeconds(),
    wall.getMilliseconds(),
  );
}

/**
 * The real instant of a shadow date: the moment the gym's clock in `timeZone` shows the shadow's
 * process-local wall fields. A wall time inside the gym zone's spring-forward gap resolves past the gap;
 * one repeated at fall-back resolves to its first occurrence.
 * @param shadow A process-local date from (or for) the library.
 * @param timeZone The gym's IANA zone.
 */
export function fromShadow(shadow: Date, timeZone: string): Date {
  const at = new TZDate(
    shadow.getFullYear(),
    shadow.getMonth(),
    shadow.getDate(),
    shadow.getHours(),
    shadow.getMinutes(),
    shadow.getSeconds(),
    shadow.getMilliseconds(),
    timeZone,
  );
  return new Date(at.getTime());
}

/**
 * Expansion of a class's recurrence into the instants of its sessions (ADR 0022). The rule is an
 * RFC 5545 §3.3.10 RRULE (`FREQ=WEEKLY;BYDAY=MO,WE`); it is expanded by the `rrule` library in the
 * gym's local wall time ("floating" time, RFC 5545 §3.3.5 form 1: every occurrence keeps the first
 * one's clock time, 19:00 stays 19:00 across a daylight-saving change), and each wall time is then
 * placed in the gym's IANA zone with `@date-fns/tz` (docs/architecture.md §7). No date arithmetic by hand.
 * @module
 */
import { TZDate } from '@date-fns/tz';
import * as rruleModule from 'rrule';
import type { Options, RRule as RRuleClass } from 'rrule';
import { CLASS_MAX_SESSIONS, DATE_PATTERN, WALL_TIME_PATTERN } from '../constants/classes';

/**
 * The library's exports. Its ES module build (what Vite and the type declarations see) has named
 * exports; Node loads its UMD build, whose exports sit on `default`.
 */
const rrule: { RRule: typeof RRuleClass } =
  'RRule' in rruleModule
    ? (rruleModule as unknown as { RRule: typeof RRuleClass })
    : (rruleModule as unknown as { default: { RRule: typeof RRuleClass } }).default;

/** What a recurrence is made of. */
export interface RecurrenceInput {
  /** The first session's local wall time, `YYYY-MM-DDTHH:mm`, in `timeZone`. */
  startsAt: string;
  /** IANA zone of the gym, e.g. `America/Santiago`. */
  timeZone: string;
  /** RFC 5545 RRULE value (without `RRULE:`); absent: the class happens once. */
  rrule?: string | null | undefined;
  /** Last local date (included) a session may fall on, `YYYY-MM-DD`. */
  until?: string | null | undefined;
}

/** Why a recurrence was refused. */
export type RecurrenceError =
  'startsAt' | 'until' | 'rrule' | 'untilBeforeStart' | 'tooManySessions' | 'noSessions';

/** The outcome of {@link expandRecurrence}: the session starts (UTC instants, ascending) or the reason. */
export type Expansion = { ok: true; starts: Date[] } | { ok: false; error: RecurrenceError };

/** Year, month (1–12), day, hour, minute of a wall time, or null when it is not a real one. */
function wallParts(text: string): [number, number, number, number, number] | null {
  const m = WALL_TIME_PATTERN.exec(text);
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const probe = new Date(Date.UTC(y, mo - 1, d, h, mi));
  const same = probe.getUTCFullYear() === y && probe.getUTCMonth() === mo - 1 && probe.getUTCDate() === d;
  return same && h < 24 && mi < 60 ? [y, mo, d, h, mi] : null;
}

/**
 * Parses an RRULE value strictly: the library's parser accepts unknown weekday codes and non-numeric
 * values silently, so every parsed value must be a number, a date or a weekday; `DTSTART` and `TZID`
 * are refused (the start and the zone come from the class), and so are frequencies finer than daily.
 * @returns the options, or null when the text is not such a rule
 */
function parseRule(text: string): Partial<Options> | null {
  if (/DTSTART|TZID|RRULE:|\n/i.test(text)) return null;
  let options: Partial<Options>;
  try {
    options = rrule.RRule.parseString(text);
  } catch {
    return null;
  }
  if (typeof options.freq !== 'number' || options.freq > rrule.RRule.DAILY) return null;
  for (const value of Object.values(options)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null || typeof item === 'string') return null;
      if (typeof item === 'number' && !Number.isInteger(item)) return null;
    }
  }
  if (options.interval !== undefined && options.interval < 1) return null;
  if (typeof options.count === 'number' && options.count < 1) return null;
  return options;
}

/** The instant at which wall time `wall` (whose UTC fields are the local fields) happens in `timeZone`. */
function placeInZone(wall: Date, timeZone: string): Date {
  const local = new TZDate(
    wall.getUTCFullYear(),
    wall.getUTCMonth(),
    wall.getUTCDate(),
    wall.getUTCHours(),
    wall.getUTCMinutes(),
    timeZone,
  );
  return new Date(local.getTime());
}

/**
 * Whether `timeZone` is an IANA zone the runtime knows.
 * @param timeZone - e.g. `America/Argentina/Buenos_Aires`
 */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Every session start of a class, in order: `startsAt` alone without a rule, else each occurrence of
 * `rrule` from `startsAt` on (local wall time in `timeZone`; RFC 5545 §3.3.10 wants DTSTART in step with
 * the rule, and an out-of-step start is not itself a session) up to `until`, the rule's own `UNTIL` or
 * `COUNT`. A wall time that
 * does not exist on a spring-forward day is moved forward by the gap (what `@date-fns/tz` does).
 * @param input - see {@link RecurrenceInput}
 * @param max - most sessions allowed (default {@link CLASS_MAX_SESSIONS})
 * @returns `{ ok: true, starts }` with 1..max UTC instants, or `{ ok: false, error }`: `startsAt` or
 *   `until` malformed, `rrule` unparsable, `untilBeforeStart`, `tooManySessions` (more than `max`, or a
 *   rule without an end), `noSessions` (the rule makes none)
 * @throws RangeError when `timeZone` is not an IANA zone (check with {@link isTimeZone} first)
 */
export function expandRecurrence(input: RecurrenceInput, max = CLASS_MAX_SESSIONS): Expansion {
  const start = wallParts(input.startsAt);
  if (!start) return { ok: false, error: 'startsAt' };
  if (!isTimeZone(input.timeZone)) throw new RangeError(`unknown time zone ${input.timeZone}`);
  const [y, mo, d, h, mi] = start;
  const dtstart = new Date(Date.UTC(y, mo - 1, d, h, mi));
  let untilWall: Date | undefined;
  if (input.until) {
    const u = DATE_PATTERN.exec(input.until) && wallParts(`${input.until}T23:59`);
    if (!u) return { ok: false, error: 'until' };
    untilWall = new Date(Date.UTC(u[0], u[1] - 1, u[2], 23, 59, 59));
    if (untilWall < dtstart) return { ok: false, error: 'untilBeforeStart' };
  }
  if (!input.rrule) return { ok: true, starts: [placeInZone(dtstart, input.timeZone)] };
  const options = parseRule(input.rrule);
  if (!options) return { ok: false, error: 'rrule' };
  const until =
    untilWall && options.until
      ? new Date(Math.min(+untilWall, +options.until))
      : (untilWall ?? options.until);
  if (!until && !options.count) return { ok: false, error: 'tooManySessions' };
  if (until && until < dtstart) return { ok: false, error: 'untilBeforeStart' };
  let rule: RRuleClass;
  try {
    rule = new rrule.RRule({ ...options, dtstart, until: until ?? null });
  } catch {
    return { ok: false, error: 'rrule' };
  }
  // One past the limit is enough to know the rule makes too many.
  const walls = rule.all((_date, index) => index <= max);
  if (walls.length > max) return { ok: false, error: 'tooManySessions' };
  if (walls.length === 0) return { ok: false, error: 'noSessions' };
  return { ok: true, starts: walls.map((wall) => placeInZone(wall, input.timeZone)) };
}

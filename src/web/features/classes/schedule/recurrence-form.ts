/**
 * From the class form's weekday boxes to what `POST /api/partner/classes` takes: an RFC 5545 §3.3.10
 * RRULE value (`FREQ=WEEKLY;BYDAY=MO,WE`) and its end date, and a preview of the sessions it makes,
 * expanded by the shared rule (`shared/domain/recurrence.ts`, the server's own) so the form shows what
 * the server will write. The partner never types a rule.
 * @module
 */
import { expandRecurrence, type RecurrenceError } from '../../../../shared/domain/recurrence';

/** RFC 5545 weekday codes, Monday first (as the form shows the boxes). */
export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
/** One RFC 5545 weekday code. */
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * The weekly rule of the checked boxes, in week order whatever the order they were checked in, or
 * null when none is checked (the class happens once).
 */
export function weeklyRule(days: readonly Weekday[]): string | null {
  const chosen = WEEKDAYS.filter((day) => days.includes(day));
  return chosen.length === 0 ? null : `FREQ=WEEKLY;BYDAY=${chosen.join(',')}`;
}

/** What the form knows of the class's time. */
export interface ScheduleInput {
  /** First day `YYYY-MM-DD`. */
  startDate: string;
  /** Clock time `HH:mm`. */
  startTime: string;
  days: readonly Weekday[];
  /** Last day `YYYY-MM-DD` (included); needed when a box is checked. */
  until: string;
  timeZone: string;
}

/** The schedule as the API takes it, or why it cannot be one. */
export type Schedule =
  | {
      ok: true;
      body: { startsAt: string; rrule: string | null; until: string | null };
      /** Every session start (UTC instants), as the server will expand them. */
      starts: Date[];
    }
  | { ok: false; error: RecurrenceError | 'untilMissing' };

/** The `startsAt`/`rrule`/`until` of the form's schedule, checked by expanding it. */
export function scheduleOf(input: ScheduleInput): Schedule {
  const rrule = weeklyRule(input.days);
  const startsAt = `${input.startDate}T${input.startTime}`;
  if (rrule && !input.until) return { ok: false, error: 'untilMissing' };
  const until = rrule ? input.until : null;
  const expansion = expandRecurrence({ startsAt, timeZone: input.timeZone, rrule, until });
  if (!expansion.ok) return { ok: false, error: expansion.error };
  return { ok: true, body: { startsAt, rrule, until }, starts: expansion.starts };
}

/**
 * Contract pieces of opening hours (ADR 0025 "Opening hours"): the `openNow`/`openAt` catalogue filters,
 * the fields every catalogue gym and pin carries (`openNow`, `nextChange`), the gym detail's week, and
 * the partner's `openingHours` input. Spread into the schemas of ./gyms and ./partner-gyms.
 * @module
 */
import { z } from 'zod';
import { OPENING_HOURS_MAX } from '../constants/opening-hours';
import { openingHoursMessages as m } from '../messages/opening-hours';
import { queryFlag } from './common';
import { clearableText } from './partner-fields';

/** `YYYY-MM-DDTHH:mm`: a wall time (no offset), read in each gym's own zone. */
const LOCAL_MINUTE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** True when `text` is a real calendar minute `YYYY-MM-DDTHH:mm` (no 2026-02-30, no 24:00). */
export function isLocalMinute(text: string): boolean {
  const match = LOCAL_MINUTE.exec(text);
  if (!match) return false;
  const [y, mo, d, h, mi] = match.slice(1).map(Number) as [number, number, number, number, number];
  const day = new Date(Date.UTC(y, mo - 1, d));
  return (
    y >= 1900 && y <= 9999 && day.getUTCMonth() === mo - 1 && day.getUTCDate() === d && h < 24 && mi < 60
  );
}

/**
 * Query filters of `allgyms` and `mapgyms`: `openNow=true` keeps the gyms open at the request's instant;
 * `openAt=YYYY-MM-DDTHH:mm` those open at that wall time in each gym's own zone (a Tokyo gym and a Buenos
 * Aires gym are tested at their own 19:00). Both given: both apply.
 */
export const openingFilterQuery = {
  openNow: queryFlag(() => m.openNow).meta({
    description:
      'true: only gyms open now (their opening hours evaluated in their own time zone, holidays included). Answers change with the clock.',
  }),
  openAt: z
    .string({ error: () => m.openAt })
    .refine(isLocalMinute, { error: () => m.openAt })
    .optional()
    .meta({
      description:
        "YYYY-MM-DDTHH:mm, a wall time in each gym's own time zone: only gyms open then (exact within the next 7 days, the usual week beyond).",
    }),
};

/**
 * What every catalogue gym and pin says about its hours, computed from the stored weekly set (ADR 0025):
 * `openNow` null when the hours are unknown; `nextChange` the ISO 8601 instant (UTC) of the next opening
 * or closing within 7 days, else null; `timeZone` the gym's IANA zone, where labels show the times. Optional in the type only so gyms built by hand need not name them;
 * catalogue answers always carry them.
 */
export const openingStateFields = {
  openNow: z
    .boolean()
    .nullable()
    .optional()
    .meta({ description: 'Open at the moment of the answer; null when the hours are unknown' }),
  nextChange: z.string().nullable().optional().meta({
    description: 'ISO 8601 instant of the next opening or closing within 7 days; null if none or unknown',
  }),
  timeZone: z.string().optional().meta({
    description: "The gym's IANA time zone: its hours (and labels such as 'cierra 22:00') are read there",
  }),
};

/** One time range of a local day, `HH:mm` wall times of the gym (`to` may be `24:00`). */
export const openingRangeSchema = z.object({ from: z.string(), to: z.string() }).meta({ id: 'OpeningRange' });

/**
 * One local day of the gym's next 7 days: `date` (YYYY-MM-DD, gym zone), ISO `weekday` (1 = Monday … 7 =
 * Sunday), the open ranges (empty = closed all day; a range past midnight is cut at 24:00 and continues
 * the next day) and the public holiday's name when the day is one.
 */
export const openingDaySchema = z
  .object({
    date: z.string(),
    weekday: z.number().int(),
    ranges: z.array(openingRangeSchema),
    holiday: z.string().optional(),
  })
  .meta({ id: 'OpeningDay' });
export type OpeningDay = z.infer<typeof openingDaySchema>;

/** Fields only the gym detail (`gymbyid`) carries. */
export const openingDetailFields = {
  openingHours: z
    .string()
    .nullable()
    .optional()
    .meta({ description: 'OpenStreetMap opening_hours value; null when unknown' }),
  openingWeek: z.array(openingDaySchema).optional().meta({
    description: "The next 7 local days from today, in the gym's zone; empty when the hours are unknown",
  }),
};

/**
 * The partner's `openingHours` input: an OSM `opening_hours` value, or null / empty to clear it. The
 * syntax itself is checked by the server (the library says where it fails).
 */
export const openingHoursInputSchema = clearableText(
  OPENING_HOURS_MAX,
  () => m.tooLong,
  () => m.invalid,
);

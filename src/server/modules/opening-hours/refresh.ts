/**
 * Recomputes `gyms.open_week` / `open_week_from` (ADR 0025 "Opening hours"): for given gyms when their
 * hours change (in the caller's transaction), and for every distinct schedule when the hourly job moves
 * the window.
 * @module
 */
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { gyms } from '../../db/schema';
import { openWeekText, windowStart } from './week';

/** A database handle or an open transaction. */
export type Executor = Database | Tx;

/**
 * Recomputes the open week of the given gyms for the window that starts at the hour `now` is in:
 * `open_week` from `opening_hours` evaluated in each gym's `time_zone` with its `country`'s holidays,
 * `open_week_from` = that window start; both null when the gym has no hours or stored hours the library
 * cannot parse (unknown, not "never open"). Only rows whose values change are written.
 * @param db The database or the caller's transaction (saving hours recomputes in the same transaction).
 * @param gymIds Gym ids (uuids); unknown ids are ignored.
 * @param now The instant whose hour starts the window (defaults to the clock).
 * @returns How many gym rows were written.
 */
export async function refreshOpenWeeks(
  db: Executor,
  gymIds: string[],
  now: Date = new Date(),
): Promise<number> {
  if (gymIds.length === 0) return 0;
  const from = windowStart(now);
  const rows = await db
    .select({
      id: gyms.id,
      openingHours: gyms.openingHours,
      timeZone: gyms.timeZone,
      country: gyms.country,
    })
    .from(gyms)
    .where(inArray(gyms.id, gymIds));
  const byWeek = new Map<string | null, string[]>();
  for (const row of rows) {
    const week =
      row.openingHours === null
        ? null
        : openWeekText(
            { openingHours: row.openingHours, timeZone: row.timeZone, country: row.country },
            from,
          );
    const ids = byWeek.get(week) ?? [];
    ids.push(row.id);
    byWeek.set(week, ids);
  }
  let written = 0;
  for (const [week, ids] of byWeek) {
    const changed = await db
      .update(gyms)
      .set({ openWeek: week, openWeekFrom: week === null ? null : from })
      .where(
        and(
          inArray(gyms.id, ids),
          week === null
            ? sql`(${gyms.openWeek} is not null or ${gyms.openWeekFrom} is not null)`
            : sql`(${gyms.openWeek} is distinct from ${week}::int4multirange or ${gyms.openWeekFrom} is distinct from ${from})`,
        ),
      )
      .returning({ id: gyms.id });
    written += changed.length;
  }
  return written;
}

/**
 * The hourly job's work: moves every gym's window to the hour `now` is in, one evaluation per distinct
 * (time_zone, country, opening_hours) (index `gyms_opening_hours_idx`), writing only rows whose
 * `open_week` changed (a holiday or a clock change entering or leaving the window). `open_week_from` is
 * therefore the start of the window the stored set was last written for; the set stays valid for every
 * later hour until it changes.
 * @returns How many gym rows were written.
 */
export async function refreshAllOpenWeeks(db: Executor, now: Date = new Date()): Promise<number> {
  const from = windowStart(now);
  const schedules = await db
    .selectDistinct({ timeZone: gyms.timeZone, country: gyms.country, openingHours: gyms.openingHours })
    .from(gyms)
    .where(isNotNull(gyms.openingHours));
  let written = 0;
  for (const s of schedules) {
    if (s.openingHours === null) continue;
    const week = openWeekText(
      { openingHours: s.openingHours, timeZone: s.timeZone, country: s.country },
      from,
    );
    if (week === null) continue;
    const changed = await db
      .update(gyms)
      .set({ openWeek: week, openWeekFrom: from })
      .where(
        and(
          eq(gyms.timeZone, s.timeZone),
          eq(gyms.country, s.country),
          eq(gyms.openingHours, s.openingHours),
          sql`${gyms.openWeek} is distinct from ${week}::int4multirange`,
        ),
      )
      .returning({ id: gyms.id });
    written += changed.length;
  }
  return written;
}

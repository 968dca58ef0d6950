/**
 * The demo classes of the demo month of Pase BuscaGym (../demo-credits, ADR 0045, ADR 0022): the first
 * opted-in gyms, which the demo timetable (../timetable) did not choose, are given weekly demo classes of
 * their own demo timetable from the month's first day, so members book classes with credits in it.
 * @module
 */
import { TZDate } from '@date-fns/tz';
import { addWeeks, format } from 'date-fns';
import { inArray } from 'drizzle-orm';
import {
  DEFAULT_CANCEL_BEFORE_HOURS,
  DEFAULT_PROMOTE_UNTIL_HOURS,
  SESSION_HORIZON_WEEKS,
} from '../../../shared/constants/classes';
import { expandRecurrence } from '../../../shared/domain/recurrence';
import type { Tx } from '../../db/client';
import { classes, classSessions } from '../../db/schema-classes';
import { DEMO_TIMETABLE_WEEKS, demoTimetable } from '../timetable';
import type { MonthGym } from './month';

/** Demo classes given to an opted-in gym without classes. */
const CLASSES_PER_GYM = 2;

/**
 * Gives each of `gyms` that has no class its first {@link CLASSES_PER_GYM} demo classes (most days a
 * week first), weekly from the first day of month `month` of `year`, with their sessions up to the
 * session horizon after `now` (ADR 0022).
 * @returns the classes and sessions written
 */
export async function giveDemoClasses(
  tx: Tx,
  gyms: readonly MonthGym[],
  year: number,
  month: number,
  now: Date,
): Promise<{ classes: number; sessions: number }> {
  const out = { classes: 0, sessions: 0 };
  if (gyms.length === 0) return out;
  const withClasses = new Set(
    (
      await tx
        .selectDistinct({ gymId: classes.gymId })
        .from(classes)
        .where(
          inArray(
            classes.gymId,
            gyms.map((g) => g.id),
          ),
        )
    ).map((r) => r.gymId),
  );
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  const until = format(addWeeks(new Date(`${first}T12:00:00Z`), DEMO_TIMETABLE_WEEKS), 'yyyy-MM-dd');
  const horizon = addWeeks(now, SESSION_HORIZON_WEEKS);
  for (const gym of gyms.filter((g) => !withClasses.has(g.id))) {
    const chosen = demoTimetable(gym.ref)
      .sort((a, b) => b.days.split(',').length - a.days.split(',').length)
      .slice(0, CLASSES_PER_GYM);
    for (const c of chosen) {
      const rrule = `FREQ=WEEKLY;BYDAY=${c.days}`;
      const expansion = expandRecurrence({
        startsAt: `${first}T${c.time}`,
        timeZone: gym.timeZone,
        rrule,
        until,
      });
      const starts = expansion.ok ? expansion.starts.filter((s) => s < horizon) : [];
      const [start] = starts;
      if (!start) continue;
      const [row] = await tx
        .insert(classes)
        .values({
          gymId: gym.id,
          name: c.name,
          instructor: c.instructor,
          room: c.room,
          capacity: c.capacity,
          durationMinutes: c.durationMinutes,
          startsLocal: new TZDate(start.getTime(), gym.timeZone).toISOString().slice(0, 16),
          timeZone: gym.timeZone,
          rrule,
          until,
          cancelBeforeHours: DEFAULT_CANCEL_BEFORE_HOURS,
          promoteUntilHours: DEFAULT_PROMOTE_UNTIL_HOURS,
          materialisedThrough: horizon,
        })
        .returning({ id: classes.id });
      if (!row) throw new Error('demo class not written');
      const written = await tx
        .insert(classSessions)
        .values(
          starts.map((s) => ({
            classId: row.id,
            gymId: gym.id,
            startsAt: s,
            endsAt: new Date(s.getTime() + c.durationMinutes * 60_000),
            capacity: c.capacity,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: classSessions.id });
      out.classes += 1;
      out.sessions += written.length;
    }
  }
  return out;
}

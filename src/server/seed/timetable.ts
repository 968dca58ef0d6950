/**
 * The demo timetable (ADR 0022 "Demo timetable", like ADR 0004's demo values): a fixed choice of
 * {@link DEMO_TIMETABLE_GYMS} seeded clubs gets a realistic weekly timetable (Funcional, Spinning,
 * Yoga…, with hours, places and instructors), drawn by a seeded generator so it is the same on every
 * run, so a newcomer sees classes at once. It is demo data exactly as the gym's demo values are: only
 * gyms whose `demo_values` is still true get it, a gym that already has classes (its own, or the demo
 * ones of an earlier run, even deleted) is not given more, and a gym a real owner edited is never
 * touched. Each run also writes the demo classes' sessions that came within the rolling horizon
 * (8 weeks), so a server started without job workers still shows the weeks ahead.
 * @module
 */
import { createHash } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { addWeeks, format } from 'date-fns';
import { and, inArray, isNull, lt } from 'drizzle-orm';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import {
  DEFAULT_CANCEL_BEFORE_HOURS,
  DEFAULT_PROMOTE_UNTIL_HOURS,
  SESSION_HORIZON_WEEKS,
} from '../../shared/constants/classes';
import { expandRecurrence } from '../../shared/domain/recurrence';
import type { Tx } from '../db/client';
import { gyms } from '../db/schema';
import { FIRST_NAMES } from './demo-reviews';
import { classes, classSessions } from '../db/schema-classes';

/** How many seeded clubs get a demo timetable. */
export const DEMO_TIMETABLE_GYMS = 20;
/** Weeks a demo class runs from the seed that made it (3 days a week at most: under 500 sessions). */
export const DEMO_TIMETABLE_WEEKS = 52;

/** Kinds of class a club offers: name, minutes, places range. */
const KINDS = [
  { name: 'Funcional', minutes: 60, places: [12, 20] },
  { name: 'Spinning', minutes: 45, places: [15, 25] },
  { name: 'Yoga', minutes: 60, places: [10, 18] },
  { name: 'Pilates mat', minutes: 55, places: [8, 14] },
  { name: 'Crossfit', minutes: 60, places: [10, 16] },
  { name: 'Zumba', minutes: 50, places: [20, 30] },
  { name: 'Boxeo recreativo', minutes: 60, places: [10, 16] },
  { name: 'Stretching', minutes: 45, places: [10, 20] },
  { name: 'GAP', minutes: 45, places: [12, 20] },
] as const;
/** Local start hours of the timetable: mornings, noon and the after-office peak. */
const HOURS = ['07:00', '08:00', '09:30', '12:30', '18:00', '19:00', '20:00'] as const;
/** Weekday sets of a weekly class (RFC 5545 BYDAY). */
const DAYS = ['MO,WE,FR', 'TU,TH', 'MO,WE', 'TU,TH,SA', 'SA', 'MO,TH', 'WE,FR'] as const;
const INSTRUCTORS = FIRST_NAMES.slice(0, 8);
const ROOMS = ['Salón 1', 'Salón 2', null] as const;

/** One weekly class of a demo timetable. */
export interface DemoClass {
  name: string;
  instructor: string;
  room: string | null;
  capacity: number;
  durationMinutes: number;
  /** Local start hour, `HH:mm`. */
  time: string;
  /** RFC 5545 BYDAY value, e.g. `MO,WE,FR`. */
  days: string;
}

/** A generator seeded with the first 32 bits of SHA-256(`key`), as the demo values' (ADR 0004). */
const seeded = (key: string) => xoroshiro128plus(createHash('sha256').update(key).digest().readInt32LE(0));

/**
 * The demo timetable of club `key` (its source reference): 4–6 weekly classes of different kinds,
 * always the same for the same key.
 */
export function demoTimetable(key: string): DemoClass[] {
  const rng = seeded(`timetable:${key}`);
  const pick = <T>(list: readonly T[]): T => list[uniformInt(rng, 0, list.length - 1)] as T;
  const kinds = [...KINDS];
  const count = uniformInt(rng, 4, 6);
  const chosen: DemoClass[] = [];
  for (let i = 0; i < count; i += 1) {
    const [kind] = kinds.splice(uniformInt(rng, 0, kinds.length - 1), 1);
    if (!kind) break;
    chosen.push({
      name: kind.name,
      instructor: pick(INSTRUCTORS),
      room: pick(ROOMS),
      capacity: uniformInt(rng, kind.places[0], kind.places[1]),
      durationMinutes: kind.minutes,
      time: pick(HOURS),
      days: pick(DAYS),
    });
  }
  return chosen;
}

/** The clubs (source references) that get a demo timetable: the first {@link DEMO_TIMETABLE_GYMS} by SHA-256. */
export function demoTimetableRefs(refs: readonly string[]): string[] {
  const hash = (ref: string) => createHash('sha256').update(`timetable:${ref}`).digest('hex');
  return [...refs]
    .map((ref) => ({ ref, h: hash(ref) }))
    .sort((a, b) => (a.h < b.h ? -1 : a.h > b.h ? 1 : 0))
    .slice(0, DEMO_TIMETABLE_GYMS)
    .map((r) => r.ref);
}

/** What one run did: gyms given a timetable now, their classes, and session rows written. */
export interface TimetableCounts {
  gyms: number;
  classes: number;
  sessions: number;
}

/** The session rows of class `row` due in [its horizon mark, `horizon`), not before `now`, and whether it ends by then. */
function dueSessions(row: typeof classes.$inferSelect, now: Date, horizon: Date) {
  const expansion = expandRecurrence({
    startsAt: row.startsLocal,
    timeZone: row.timeZone,
    rrule: row.rrule,
    until: row.until,
  });
  const starts = expansion.ok ? expansion.starts : [];
  // Sessions already over are not written: nobody could book them.
  const due = starts.filter((s) => s >= row.materialisedThrough && s >= now && s < horizon);
  return {
    values: due.map((startsAt) => ({
      classId: row.id,
      gymId: row.gymId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + row.durationMinutes * 60_000),
      capacity: row.capacity,
    })),
    done: starts.every((s) => s < horizon),
  };
}

/**
 * Gives the chosen demo gyms without classes their demo timetable, and writes the demo classes'
 * sessions due within the horizon.
 * @param refs - every club's source reference (the choice does not depend on which were edited)
 * @param demoGymIds - source reference → id of the gyms still `demo_values` (what the seed owns)
 * @param now - the present (tests move it)
 */
export async function seedDemoTimetables(
  tx: Tx,
  refs: readonly string[],
  demoGymIds: ReadonlyMap<string, string>,
  now = new Date(),
): Promise<TimetableCounts> {
  const chosen = demoTimetableRefs(refs).filter((ref) => demoGymIds.has(ref));
  const ids = chosen.map((ref) => demoGymIds.get(ref) ?? '');
  if (ids.length === 0) return { gyms: 0, classes: 0, sessions: 0 };
  const zones = await tx
    .select({ id: gyms.id, timeZone: gyms.timeZone })
    .from(gyms)
    .where(inArray(gyms.id, ids));
  const withClasses = new Set(
    (await tx.selectDistinct({ gymId: classes.gymId }).from(classes).where(inArray(classes.gymId, ids))).map(
      (r) => r.gymId,
    ),
  );
  const counts: TimetableCounts = { gyms: 0, classes: 0, sessions: 0 };
  const fresh: (typeof classes.$inferInsert)[] = [];
  for (const ref of chosen) {
    const gymId = demoGymIds.get(ref) ?? '';
    const timeZone = zones.find((z) => z.id === gymId)?.timeZone;
    if (!timeZone || withClasses.has(gymId)) continue;
    const local = new TZDate(now.getTime(), timeZone);
    const today = format(
      new TZDate(local.getFullYear(), local.getMonth(), local.getDate(), 12, 0, timeZone),
      'yyyy-MM-dd',
    );
    const until = format(addWeeks(new Date(`${today}T12:00:00Z`), DEMO_TIMETABLE_WEEKS), 'yyyy-MM-dd');
    for (const c of demoTimetable(ref)) {
      const rrule = `FREQ=WEEKLY;BYDAY=${c.days}`;
      const probe = expandRecurrence({ startsAt: `${today}T${c.time}`, timeZone, rrule, until });
      const [first] = probe.ok ? probe.starts : [];
      if (!first) continue;
      fresh.push({
        gymId,
        name: c.name,
        instructor: c.instructor,
        room: c.room,
        capacity: c.capacity,
        durationMinutes: c.durationMinutes,
        startsLocal: new TZDate(first.getTime(), timeZone).toISOString().slice(0, 16),
        timeZone,
        rrule,
        until,
        cancelBeforeHours: DEFAULT_CANCEL_BEFORE_HOURS,
        promoteUntilHours: DEFAULT_PROMOTE_UNTIL_HOURS,
        materialisedThrough: first,
      });
    }
    counts.gyms += 1;
  }
  if (fresh.length > 0) await tx.insert(classes).values(fresh);
  counts.classes = fresh.length;
  // A demo class's rows reach the horizon; a mark less than a day behind it waits for the next run.
  const horizon = addWeeks(now, SESSION_HORIZON_WEEKS);
  const behind = await tx
    .select()
    .from(classes)
    .where(
      and(
        inArray(classes.gymId, ids),
        isNull(classes.deletedAt),
        lt(classes.materialisedThrough, new Date(horizon.getTime() - 86_400_000)),
      ),
    );
  const due = behind.map((row) => ({ row, ...dueSessions(row, now, horizon) }));
  const values = due.flatMap((d) => d.values);
  for (let i = 0; i < values.length; i += 1000) {
    const written = await tx
      .insert(classSessions)
      .values(values.slice(i, i + 1000))
      .onConflictDoNothing()
      .returning({ id: classSessions.id });
    counts.sessions += written.length;
  }
  const marks = [
    { ids: due.filter((d) => !d.done).map((d) => d.row.id), through: horizon },
    { ids: due.filter((d) => d.done).map((d) => d.row.id), through: new Date('9999-12-31T00:00:00.000Z') },
  ];
  for (const mark of marks) {
    if (mark.ids.length > 0) {
      await tx
        .update(classes)
        .set({ materialisedThrough: mark.through })
        .where(inArray(classes.id, mark.ids));
    }
  }
  return counts;
}

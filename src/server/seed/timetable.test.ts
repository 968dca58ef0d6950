// The demo timetable (ADR 0022): the same 20 clubs get the same weekly classes on every run, marked
// demo by their gym's demo_values (ADR 0004); a second run adds nothing, and a gym a real owner edited
// is never touched. Runs the whole seed on PGlite. The demo month of Pase BuscaGym (./demo-credits) gives
// its first opted-in gyms demo classes of their own, from the month before: they are left out here.
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CLASS_CAPACITY_MAX,
  CLASS_CAPACITY_MIN,
  CLASS_DURATION_MAX_MINUTES,
  CLASS_DURATION_MIN_MINUTES,
} from '../../shared/constants/classes';
import { gyms } from '../db/schema';
import { gymCreditTerms } from '../db/schema-credits';
import { classes, classSessions } from '../db/schema-classes';
import { seedDatabase } from './index';
import { editAsRealOwner, migratedTestDatabase } from './test-database';
import { DEMO_TIMETABLE_GYMS, demoTimetable, demoTimetableRefs } from './timetable';

describe('demoTimetable', () => {
  it('is the same for the same club, 4–6 classes of different kinds within the class limits', () => {
    const refs = Array.from({ length: 50 }, (_, i) => `caba-clubes:${i}`);
    for (const ref of refs) {
      const plan = demoTimetable(ref);
      expect(demoTimetable(ref)).toEqual(plan);
      expect(plan.length).toBeGreaterThanOrEqual(4);
      expect(plan.length).toBeLessThanOrEqual(6);
      expect(new Set(plan.map((c) => c.name)).size).toBe(plan.length);
      for (const c of plan) {
        expect(c.capacity).toBeGreaterThanOrEqual(CLASS_CAPACITY_MIN);
        expect(c.capacity).toBeLessThanOrEqual(CLASS_CAPACITY_MAX);
        expect(c.durationMinutes).toBeGreaterThanOrEqual(CLASS_DURATION_MIN_MINUTES);
        expect(c.durationMinutes).toBeLessThanOrEqual(CLASS_DURATION_MAX_MINUTES);
        expect(c.time).toMatch(/^\d{2}:\d{2}$/);
        expect(c.days).toMatch(/^(MO|TU|WE|TH|FR|SA|SU)(,(MO|TU|WE|TH|FR|SA|SU))*$/);
      }
    }
    expect(demoTimetable('caba-clubes:1')).not.toEqual(demoTimetable('caba-clubes:2'));
  });

  it('chooses the same clubs whatever the order of the list', () => {
    const refs = Array.from({ length: 290 }, (_, i) => `caba-clubes:${i}`);
    const chosen = demoTimetableRefs(refs);
    expect(chosen).toHaveLength(DEMO_TIMETABLE_GYMS);
    expect(demoTimetableRefs([...refs].reverse())).toEqual(chosen);
  });
});

describe('the seeded demo timetable', () => {
  const handle = migratedTestDatabase();
  /** The gyms opted in to Pase BuscaGym by the demo month (not the demo timetable's). */
  const paseGyms = async () =>
    new Set((await handle.db.select({ id: gymCreditTerms.gymId }).from(gymCreditTerms)).map((r) => r.id));

  it('gives 20 demo clubs weekly classes with sessions ahead; a second run adds nothing', async () => {
    const first = await seedDatabase(handle.db);
    expect(first.timetable.gyms).toBe(DEMO_TIMETABLE_GYMS);
    expect(first.timetable.classes).toBeGreaterThanOrEqual(4 * DEMO_TIMETABLE_GYMS);
    expect(first.timetable.sessions).toBeGreaterThan(first.timetable.classes);
    const pase = await paseGyms();
    const all = await handle.db
      .select({ gymId: classes.gymId, rrule: classes.rrule, demo: gyms.demoValues })
      .from(classes)
      .innerJoin(gyms, eq(gyms.id, classes.gymId));
    expect(all).toHaveLength(first.timetable.classes + first.credits.classes);
    const rows = all.filter((r) => !pase.has(r.gymId));
    expect(rows).toHaveLength(first.timetable.classes);
    expect(new Set(rows.map((r) => r.gymId)).size).toBe(DEMO_TIMETABLE_GYMS);
    expect(rows.every((r) => r.demo && /^FREQ=WEEKLY;BYDAY=/.test(r.rrule ?? ''))).toBe(true);
    const past = await handle.db
      .select({ gymId: classSessions.gymId })
      .from(classSessions)
      .where(sql`${classSessions.startsAt} < now()`);
    expect(past.filter((r) => !pase.has(r.gymId))).toEqual([]);

    const second = await seedDatabase(handle.db);
    expect(second.timetable).toEqual({ gyms: 0, classes: 0, sessions: 0 });
    expect(second.changed).toBe(false);
  }, 60_000);

  it('never touches a gym a real owner edited, nor gives classes again to one that deleted them', async () => {
    const pase = await paseGyms();
    const gymIds = [
      ...new Set((await handle.db.select({ gymId: classes.gymId }).from(classes)).map((r) => r.gymId)),
    ].filter((id) => !pase.has(id));
    const [edited = '', emptied = ''] = gymIds;
    await editAsRealOwner(handle.db, edited);
    await handle.db.delete(classes).where(eq(classes.gymId, edited));
    await handle.db.update(classes).set({ deletedAt: new Date() }).where(eq(classes.gymId, emptied));
    const again = await seedDatabase(handle.db);
    expect(again.timetable).toEqual({ gyms: 0, classes: 0, sessions: 0 });
    const left = await handle.db
      .select({ gymId: classes.gymId, deleted: sql<boolean>`${classes.deletedAt} is not null` })
      .from(classes)
      .where(inArray(classes.gymId, [edited, emptied]));
    expect(left.filter((r) => r.gymId === edited)).toEqual([]);
    expect(left.filter((r) => r.gymId === emptied).every((r) => r.deleted)).toBe(true);
  }, 60_000);
});

import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import { generateBatches, serviceRows } from '../search/generate';
import { BENCH_ZONE, generateTimetable, generateTimetableBatches, type TimetableOptions } from './generate';
import { buildClassScenarios } from './scenarios';

const options: TimetableOptions = { seed: 7, every: 10, weekly: 20, weeks: 2, anchor: '2026-11-25' };
const services = serviceRows(options.seed);
const take = (o: TimetableOptions, batch = 50) => [...generateTimetableBatches(100, o, services, batch)];

describe('synthetic timetable generator', () => {
  it('gives the same timetables for the same seed and options, whatever the batches', () => {
    const first = take(options);
    expect(take(options)).toEqual(first);
    expect(take(options, 100)[0]?.sessions).toEqual(first.flatMap((b) => b.sessions));
    expect(take({ ...options, seed: 8 })[0]?.classes[0]?.id).not.toBe(first[0]?.classes[0]?.id);
  });

  it('gives every tenth gym `weekly` classes with one session a week, at its own ids and services', () => {
    const rows = take(options).flatMap((b) => b.classes);
    const sessions = take(options).flatMap((b) => b.sessions);
    expect(rows).toHaveLength(10 * 20);
    expect(sessions).toHaveLength(10 * 20 * 2);
    const gyms = [...generateBatches(100, options.seed, 100)][0];
    const links = new Set(gyms?.links.map((l) => l.id));
    const gymIds = gyms?.gyms.filter((_, i) => i % 10 === 0).map((g) => g.id);
    expect(new Set(rows.map((c) => c.gym_id))).toEqual(new Set(gymIds));
    for (const c of rows) if (c.gym_service_id) expect(links.has(c.gym_service_id)).toBe(true);
    const ids = [
      ...rows.map((c) => c.id),
      ...sessions.map((s) => s.id),
      ...(gyms?.links ?? []).map((l) => l.id),
    ];
    expect(new Set(ids).size).toBe(ids.length);
    expect(generateTimetable(1, options, services)).toEqual({ classes: [], sessions: [] });
  });

  it("places sessions at the class's wall time in the zone, from the anchor day on, within range", () => {
    const { classes, sessions } = generateTimetable(0, options, services);
    for (const s of sessions) {
      const c = classes.find((k) => k.id === s.class_id);
      const local = new TZDate(Date.parse(s.starts_at), BENCH_ZONE);
      const hhmm = `${String(local.getHours()).padStart(2, '0')}:${String(local.getMinutes()).padStart(2, '0')}`;
      expect(c?.starts_local.endsWith(hhmm)).toBe(true);
      expect(local.getHours()).toBeGreaterThanOrEqual(7);
      expect(s.booked).toBeLessThanOrEqual(s.capacity);
      expect(Date.parse(s.ends_at) - Date.parse(s.starts_at)).toBe((c?.duration_minutes ?? 0) * 60_000);
    }
    const days = sessions.map((s) =>
      new TZDate(Date.parse(s.starts_at), BENCH_ZONE).toISOString().slice(0, 10),
    );
    expect([...days].sort()[0]! >= options.anchor).toBe(true);
    expect([...days].sort().at(-1)! <= '2026-12-08').toBe(true);
  });

  it('draws the same request paths for the same seed, every one a classes-today search', () => {
    const paths = (seed: number) => buildClassScenarios(seed).map((s) => [s.nextPath(), s.nextPath()]);
    expect(paths(3)).toEqual(paths(3));
    const [, withService, without] = paths(3);
    for (const p of [...(withService ?? []), ...(without ?? [])]) expect(p).toContain('classesToday=true');
    expect(withService?.every((p) => p.includes('service='))).toBe(true);
    expect(without?.some((p) => p.includes('service='))).toBe(false);
  });
});

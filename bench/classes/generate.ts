/**
 * Synthetic timetables for the classes benchmark, over the search benchmark's catalogue
 * (bench/search/generate.ts): every `every`-th gym (index multiple of `every`) gets `weekly` weekly
 * classes, each one weekday at one local wall time in the gym's zone, with its sessions for `weeks`
 * weeks from the anchor day on (the anchor's own sessions included, so "today" has sessions before and
 * after the present). Deterministic: the rows of gym _i_ depend only on (seed, _i_, options), so batches
 * can be made in any order. Pure: no I/O (loading is in `load.ts`).
 *
 * Values: local start 07:00–21:30 on the half hour, 45/60/90 minutes, 8–30 places; a class belongs to one
 * of the gym's services 80% of the time (else it is for members only); 15% of sessions are full, the rest
 * have 0–90% of their places taken; 3% of sessions are cancelled.
 * @module
 */
import { TZDate } from '@date-fns/tz';
import { generateGym, type ServiceRow } from '../search/generate';
import { intBetween, pick, rowRandom, uuidFrom } from '../search/prng';

/** The zone of every generated gym (the `gyms.time_zone` default). */
export const BENCH_ZONE = 'America/Argentina/Buenos_Aires';

/** What to generate. */
export interface TimetableOptions {
  /** Catalogue seed (the search benchmark's). */
  seed: number;
  /** Gyms with classes: indexes that are multiples of `every` (10 → 10% of the catalogue). */
  every: number;
  /** Weekly classes per gym with classes. */
  weekly: number;
  /** Weeks of sessions from the anchor day. */
  weeks: number;
  /** The first local day with sessions, `YYYY-MM-DD` in {@link BENCH_ZONE}. */
  anchor: string;
}

/** A row of `classes` (database column names). */
export interface ClassRow {
  id: string;
  gym_id: string;
  gym_service_id: string | null;
  name: string;
  capacity: number;
  duration_minutes: number;
  starts_local: string;
  time_zone: string;
  rrule: string;
  until: string;
  cancel_before_hours: number;
  promote_until_hours: number;
  materialised_through: string;
}

/** A row of `class_sessions`. */
export interface SessionRow {
  id: string;
  class_id: string;
  gym_id: string;
  starts_at: string;
  ends_at: string;
  capacity: number;
  booked: number;
  status: 'scheduled' | 'cancelled';
  cancelled_at: string | null;
}

const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;
const DAY_MS = 86_400_000;
/** Seed offset of the timetable streams, so they never coincide with the catalogue's rows. */
const STREAM = 0x5eed_c1a5;

const pad = (n: number): string => String(n).padStart(2, '0');

/** The local date `days` after `anchor` (`YYYY-MM-DD`, calendar arithmetic in UTC). */
function addDays(anchor: string, days: number): string {
  return new Date(Date.parse(`${anchor}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Weekday (0 = Sunday) of local date `day`. */
const weekdayOf = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The instant of local wall time `day` `hh:mm` in `zone`. */
function instant(day: string, hour: number, minute: number, zone: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(new TZDate(y ?? 0, (m ?? 1) - 1, d ?? 1, hour, minute, 0, zone).getTime());
}

/** Whether gym `index` has classes. */
export const hasClasses = (index: number, options: Pick<TimetableOptions, 'every'>): boolean =>
  index % options.every === 0;

/**
 * The classes and sessions of gym `index` (none unless {@link hasClasses}).
 * @param services - the catalogue's services (`serviceRows(seed)`)
 */
export function generateTimetable(
  index: number,
  options: TimetableOptions,
  services: readonly ServiceRow[],
): { classes: ClassRow[]; sessions: SessionRow[] } {
  if (!hasClasses(index, options)) return { classes: [], sessions: [] };
  const { gym, links } = generateGym(index, options.seed, services);
  const serviceName = new Map(services.map((s) => [s.id, s.name]));
  const until = addDays(options.anchor, 7 * options.weeks - 1);
  const classes: ClassRow[] = [];
  const sessions: SessionRow[] = [];
  for (let slot = 0; slot < options.weekly; slot += 1) {
    const n = index * 64 + slot;
    const rnd = rowRandom(options.seed ^ STREAM, n);
    const weekday = intBetween(rnd, 0, 6);
    const hour = intBetween(rnd, 7, 21);
    const minute = pick(rnd, [0, 30]);
    const duration = pick(rnd, [45, 60, 90]);
    const capacity = intBetween(rnd, 8, 30);
    const link = rnd() < 0.8 && links.length > 0 ? pick(rnd, links) : null;
    const first = addDays(options.anchor, (weekday - weekdayOf(options.anchor) + 7) % 7);
    const row: ClassRow = {
      id: uuidFrom(rnd, 2 ** 44 + n),
      gym_id: gym.id,
      gym_service_id: link?.id ?? null,
      name: link ? (serviceName.get(link.service_id) ?? 'Clase') : 'Funcional',
      capacity,
      duration_minutes: duration,
      starts_local: `${first}T${pad(hour)}:${pad(minute)}`,
      time_zone: BENCH_ZONE,
      rrule: `FREQ=WEEKLY;BYDAY=${WEEKDAYS[weekday]}`,
      until,
      cancel_before_hours: 2,
      promote_until_hours: 1,
      materialised_through: '9999-12-31T00:00:00.000Z',
    };
    classes.push(row);
    for (let week = 0; week < options.weeks; week += 1) {
      const day = addDays(first, 7 * week);
      const startsAt = instant(day, hour, minute, BENCH_ZONE);
      const full = rnd() < 0.15;
      const cancelled = rnd() < 0.03;
      sessions.push({
        id: uuidFrom(rnd, 2 ** 45 + n * 16 + week),
        class_id: row.id,
        gym_id: gym.id,
        starts_at: startsAt.toISOString(),
        ends_at: new Date(startsAt.getTime() + duration * 60_000).toISOString(),
        capacity,
        booked: full ? capacity : Math.floor(rnd() * 0.9 * capacity),
        status: cancelled ? 'cancelled' : 'scheduled',
        cancelled_at: cancelled ? startsAt.toISOString() : null,
      });
    }
  }
  return { classes, sessions };
}

/**
 * The timetables of gyms `0 … count − 1` in batches of `batchSize` gyms.
 * @yields the classes and sessions of each batch, in gym order
 */
export function* generateTimetableBatches(
  count: number,
  options: TimetableOptions,
  services: readonly ServiceRow[],
  batchSize: number,
): Generator<{ classes: ClassRow[]; sessions: SessionRow[] }> {
  for (let start = 0; start < count; start += batchSize) {
    const classes: ClassRow[] = [];
    const sessions: SessionRow[] = [];
    for (let i = start; i < Math.min(count, start + batchSize); i += 1) {
      const t = generateTimetable(i, options, services);
      classes.push(...t.classes);
      sessions.push(...t.sessions);
    }
    yield { classes, sessions };
  }
}

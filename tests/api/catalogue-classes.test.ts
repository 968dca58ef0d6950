// The catalogue's "Con clases hoy" filter (`classesToday=true`) and each gym's `nextClass`, on allgyms and
// mapgyms: a session counts while it is scheduled, has places left, has not started and starts before the
// end of its gym's local day (gyms.time_zone). Zones are chosen from the clock (Etc/GMT±N) so that one gym's
// local day has hours left and another's ends within the next two hours, whatever the time of the run.
import { TZDate } from '@date-fns/tz';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client';
import type { GymListResponse, GymMapResponse } from '../../src/shared/contract/gyms';
import { catalogueFieldMessages } from '../../src/shared/messages';
import { buildTestApp, type TestApp } from './helpers/app';
import { ALLGYMS, get, MAPGYMS } from './helpers/catalogue';
import { fixtureId } from './helpers/fixtures';

const HOUR = 3_600_000;
const now = Date.now();
/** An `Etc/GMT±N` zone whose local hour is `hour` now (N in −14…12; POSIX signs are inverted). */
function zoneAt(hour: number): string {
  let offset = (hour - new Date(now).getUTCHours() + 24) % 24;
  if (offset > 14) offset -= 24;
  return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}
/** Morning: more than 12 hours of the local day left. */
const MORNING = zoneAt(8);
/** Late evening: the local day ends within 1–2 hours. */
const EVENING = zoneAt(22);

const ORIGIN = { lat: -45.0, lon: -70.0 };
const GYM_A = fixtureId(0xc1a01); // morning: Yoga and a members-only class
const GYM_B = fixtureId(0xc1a02); // evening: its only session is tomorrow, locally
const GYM_C = fixtureId(0xc1a03); // morning: Natación only
const GYM_D = fixtureId(0xc1a04); // inactive, with an open session
const GYM_E = fixtureId(0xc1a05); // morning: only sessions that do not count

const at = (ms: number) => new Date(now + ms).toISOString();

async function prepare(handle: DatabaseHandle): Promise<void> {
  const run = (q: ReturnType<typeof sql>) => handle.db.execute(q);
  // Only these fixtures have classes (the seed may give demo clubs a timetable).
  await run(sql`delete from classes`);
  const gym = (id: string, zone: string, i: number, active = true) =>
    run(sql`insert into gyms (id, name, price, address, latitude, longitude, time_zone, gym_active)
            values (${id}, ${`Clases ${i}`}, 20000, 'Calle 1', ${ORIGIN.lat + i * 0.01}, ${ORIGIN.lon}, ${zone}, ${active})`);
  await gym(GYM_A, MORNING, 1);
  await gym(GYM_B, EVENING, 2);
  await gym(GYM_C, MORNING, 3);
  await gym(GYM_D, MORNING, 4, false);
  await gym(GYM_E, MORNING, 5);
  await run(sql`insert into services (name) values ('Yoga'), ('Natación') on conflict (name) do nothing`);
  await run(sql`insert into gym_services (gym_id, service_id)
    select g, s.id from (values (${GYM_A}::uuid, 'Yoga'), (${GYM_A}::uuid, 'Natación'), (${GYM_C}::uuid, 'Natación'),
                                (${GYM_E}::uuid, 'Yoga')) v(g, n) join services s on s.name = v.n`);
  // One class per session: (gym, name, service, start from now, capacity, booked, status).
  const sessions: [string, string, string | null, number, number, number, string][] = [
    [GYM_A, 'Yoga temprano', 'Yoga', -0.5 * HOUR, 10, 2, 'scheduled'], // started
    [GYM_A, 'Yoga lleno', 'Yoga', 1 * HOUR, 10, 10, 'scheduled'], // full
    [GYM_A, 'Funcional', null, 1.5 * HOUR, 12, 4, 'scheduled'], // next of A
    [GYM_A, 'Yoga suspendido', 'Yoga', 2 * HOUR, 10, 0, 'cancelled'],
    [GYM_A, 'Yoga', 'Yoga', 3 * HOUR, 10, 7, 'scheduled'], // next Yoga of A: 3 places
    [GYM_A, 'Natación libre', 'Natación', 5 * HOUR, 10, 0, 'scheduled'],
    [GYM_B, 'Tarde', null, 3 * HOUR, 10, 0, 'scheduled'], // tomorrow in B's zone
    [GYM_C, 'Natación', 'Natación', 1 * HOUR, 20, 0, 'scheduled'],
    [GYM_D, 'Oculta', null, 1 * HOUR, 10, 0, 'scheduled'],
    [GYM_E, 'Yoga ayer', 'Yoga', -3 * HOUR, 10, 0, 'scheduled'],
    [GYM_E, 'Yoga completo', 'Yoga', 2 * HOUR, 5, 5, 'scheduled'],
    [GYM_E, 'Yoga mañana', 'Yoga', 30 * HOUR, 5, 0, 'scheduled'],
  ];
  for (const [gymId, name, service, from, capacity, booked, status] of sessions) {
    await run(sql`with c as (
        insert into classes (gym_id, gym_service_id, name, capacity, duration_minutes, starts_local, time_zone,
                             cancel_before_hours, promote_until_hours, materialised_through)
        values (${gymId}, (select gs.id from gym_services gs join services s on s.id = gs.service_id
                            where gs.gym_id = ${gymId} and s.name = ${service}),
                ${name}, ${capacity}, 60, '2026-01-01T10:00', 'UTC', 2, 1, '9999-12-31')
        returning id, gym_id)
      insert into class_sessions (class_id, gym_id, starts_at, ends_at, capacity, booked, status)
      select id, gym_id, ${at(from)}::timestamptz, ${at(from + HOUR)}::timestamptz, ${capacity}, ${booked}, ${status}
        from c`);
  }
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ prepare });
});
afterAll(async () => {
  await t?.close();
});

const near = { ...ORIGIN, sort: 'distance' };
const list = async (params: Record<string, string | number>) => {
  const res = await get(t, ALLGYMS, { ...near, ...params });
  expect(res.statusCode, res.body).toBe(200);
  return { res, body: res.json<GymListResponse>() };
};
/** `startsAt` as the answer must write it: ISO 8601 with the gym zone's offset. */
const zoned = (ms: number, zone: string) => new TZDate(now + ms, zone).toISOString();

describe('allgyms?classesToday=true', () => {
  it('keeps gyms with a session still to start today, with places, not cancelled, in the gym’s local day', async () => {
    const { body } = await list({ classesToday: 'true' });
    expect(body.gyms.map((g) => g._id)).toEqual([GYM_A, GYM_C]);
    expect(body.total).toBe(2);
    expect(body.totalIsEstimate).toBe(false);
    const [a, c] = body.gyms;
    expect(a?.nextClass).toEqual({ startsAt: zoned(1.5 * HOUR, MORNING), name: 'Funcional', spotsLeft: 8 });
    expect(c?.nextClass).toEqual({ startsAt: zoned(1 * HOUR, MORNING), name: 'Natación', spotsLeft: 20 });
  });

  it('with a service, keeps gyms with a class of that service, and shows that class', async () => {
    const yoga = await list({ classesToday: 'true', service: 'Yoga' });
    expect(yoga.body.gyms.map((g) => g._id)).toEqual([GYM_A]);
    expect(yoga.body.gyms[0]?.nextClass).toEqual({
      startsAt: zoned(3 * HOUR, MORNING),
      name: 'Yoga',
      spotsLeft: 3,
    });
    const swim = await list({ classesToday: 'true', service: 'natación' });
    expect(swim.body.gyms.map((g) => [g._id, g.nextClass?.name])).toEqual([
      [GYM_A, 'Natación libre'],
      [GYM_C, 'Natación'],
    ]);
  });

  it('pages, sorts by price and says no entity tag', async () => {
    const first = await list({ classesToday: 'true', limit: 1, page: 2, sort: 'price' });
    expect(first.body.gyms).toHaveLength(1);
    expect(first.body).toMatchObject({ total: 2, pages: 2, page: 2 });
    expect(first.res.headers.etag).toBeUndefined();
  });

  it('pages nearest first: one gym a page, then an empty page past the end', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => list({ classesToday: 'true', limit: 1, page })));
    expect(pages.map(({ body }) => body.gyms.map((g) => g._id))).toEqual([[GYM_A], [GYM_C], []]);
    expect(pages[0]?.body).toMatchObject({ total: 2, pages: 2 });
  });

  it('follows places as they are booked: a full session no longer counts', async () => {
    await t.handle.db.execute(
      sql`update class_sessions set booked = capacity where gym_id = ${GYM_C} and status = 'scheduled'`,
    );
    try {
      const { body } = await list({ classesToday: 'true' });
      expect(body.gyms.map((g) => g._id)).toEqual([GYM_A]);
    } finally {
      await t.handle.db.execute(sql`update class_sessions set booked = 0 where gym_id = ${GYM_C}`);
    }
  });

  it('false or absent: no filter and no nextClass, answers keep their entity tag', async () => {
    for (const params of [{}, { classesToday: 'false' }] as Record<string, string>[]) {
      const { res, body } = await list(params);
      expect(body.gyms.some((g) => g._id === GYM_E)).toBe(true);
      expect(body.gyms.every((g) => g.nextClass === undefined)).toBe(true);
      expect(res.headers.etag).toMatch(/^W\/"catalogue-\d+-\d+"$/);
    }
  });

  it('refuses anything but true or false with a Spanish message', async () => {
    const res = await get(t, ALLGYMS, { classesToday: 'sí' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(catalogueFieldMessages.classesToday);
  });
});

describe('mapgyms?classesToday=true', () => {
  it('pins the same gyms, nearest first, with their next class', async () => {
    const res = await get(t, MAPGYMS, { ...ORIGIN, classesToday: 'true' });
    expect(res.statusCode).toBe(200);
    const body = res.json<GymMapResponse>();
    expect(body.gyms.map((g) => [g._id, g.nextClass?.name])).toEqual([
      [GYM_A, 'Funcional'],
      [GYM_C, 'Natación'],
    ]);
    expect(body).toMatchObject({ total: 2, truncated: false });
    const yoga = await get(t, MAPGYMS, { ...ORIGIN, classesToday: 'true', service: 'Yoga', limit: 1 });
    expect(yoga.json<GymMapResponse>().gyms.map((g) => g.nextClass?.spotsLeft)).toEqual([3]);
  });
});

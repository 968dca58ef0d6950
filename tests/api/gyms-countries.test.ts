// The catalogue per country (ADR 0052): every public read (the list, nearest first, name search, classes
// today, "abierto ahora", Pase BuscaGym, the map) answers the gyms of `country` only (AR when absent, as
// before), with totals from the per-country counters; a gym answers its country; the sitemap lists every
// country's published gyms.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client';
import { openWeekText, windowStart } from '../../src/server/modules/opening-hours/index';
import { gymMapResponseSchema, type Gym } from '../../src/shared/contract/gyms';
import { COUNTRIES } from '../../src/shared/domain/countries';
import { haversineKm } from '../../src/shared/domain/geo';
import { buildTestApp, type TestApp } from './helpers/app';
import { get, GYMBYID, listAll, listPage, MAPGYMS, SERVICES } from './helpers/catalogue';
import { fixtureId } from './helpers/fixtures';

const now = Date.now();
/** An `Etc/GMT±N` zone whose local hour is `hour` now (as catalogue-classes.test.ts). */
function zoneAt(hour: number): string {
  let offset = (hour - new Date(now).getUTCHours() + 24) % 24;
  if (offset > 14) offset -= 24;
  return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

/** México's gyms (one unpublished), Brasil's, and one Argentine gym sharing their name's word. */
const MX = [1, 2, 3, 4].map((n) => fixtureId(0xa0500 + n));
const MX_HIDDEN = fixtureId(0xa0509);
const BR = [1, 2].map((n) => fixtureId(0xb0500 + n));
const AR_ZZ = fixtureId(0xc0501);

async function prepare(handle: DatabaseHandle): Promise<void> {
  const run = (q: ReturnType<typeof sql>) => handle.db.execute(q);
  const gym = (
    id: string,
    name: string,
    price: number,
    at: { latitude: number; longitude: number },
    d: number,
    country: string,
    zone: string,
    active = true,
  ) =>
    run(sql`insert into gyms (id, name, price, address, latitude, longitude, country, time_zone, gym_active)
            values (${id}, ${name}, ${price}, 'Calle 1', ${at.latitude + d}, ${at.longitude}, ${country}, ${zone}, ${active})`);
  const { MX: mx, BR: br } = COUNTRIES;
  await gym(MX[0]!, 'Zzpais Condesa', 900, mx.center, 0.01, 'mx', zoneAt(8));
  await gym(MX[1]!, 'Zzpais Roma', 500, mx.center, 0.02, 'mx', mx.timeZone);
  await gym(MX[2]!, 'Zzpais Coyoacán', 700, mx.center, -0.05, 'mx', mx.timeZone);
  await gym(MX[3]!, 'Club Polanco', 1200, mx.center, 0.04, 'mx', mx.timeZone);
  await gym(MX_HIDDEN, 'Zzpais Oculto', 100, mx.center, 0.001, 'mx', mx.timeZone, false);
  await gym(BR[0]!, 'Zzpais Paulista', 150, br.center, 0.01, 'br', br.timeZone);
  await gym(BR[1]!, 'Academia Sé', 90, br.center, 0.02, 'br', br.timeZone);
  await gym(AR_ZZ, 'Zzpais Palermo', 30000, COUNTRIES.AR.center, 0.03, 'ar', zoneAt(8));
  await run(sql`insert into gym_services (gym_id, service_id)
    select v.g, s.id from (values (${MX[0]}::uuid), (${MX[1]}::uuid), (${BR[0]}::uuid), (${AR_ZZ}::uuid)) v(g)
      join services s on s.name = 'Yoga'`);
  // Always open: "abierto ahora" finds them in any country.
  const from = windowStart(new Date(now));
  for (const [id, country, zone] of [
    [BR[0], 'br', COUNTRIES.BR.timeZone],
    [MX[3], 'mx', COUNTRIES.MX.timeZone],
  ] as const) {
    const week = openWeekText({ openingHours: '24/7', timeZone: zone, country }, from);
    await run(sql`update gyms set opening_hours = '24/7', open_week = ${week}::int4multirange,
      open_week_from = ${from.toISOString()}::timestamptz where id = ${id}`);
  }
  // Pase BuscaGym: one gym of México accepts it.
  await run(sql`insert into gym_credit_terms (gym_id, accepts, visit_credits, class_credits, rate_per_credit)
    values (${MX[1]}, true, 2, 3, 1000)`);
  // Classes today: one gym of México and one of Argentina, each with a session in an hour.
  for (const id of [MX[0]!, AR_ZZ])
    await run(sql`with c as (
        insert into classes (gym_id, name, capacity, duration_minutes, starts_local, time_zone,
                             cancel_before_hours, promote_until_hours, materialised_through)
        values (${id}, 'Funcional', 10, 60, '2026-01-01T10:00', 'UTC', 2, 1, '9999-12-31') returning id, gym_id)
      insert into class_sessions (class_id, gym_id, starts_at, ends_at, capacity, booked, status)
      select id, gym_id, ${new Date(now + 3_600_000).toISOString()}::timestamptz,
             ${new Date(now + 7_200_000).toISOString()}::timestamptz, 10, 0, 'scheduled' from c`);
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ prepare });
});
afterAll(async () => {
  await t?.close();
});

const ids = (gyms: readonly { _id: string }[]) => gyms.map((g) => g._id);
const activeOf = async (country: string): Promise<number> => {
  const result = (await t.handle.db.execute(
    sql`select count(*) as n from gyms where gym_active and country = ${country}`,
  )) as unknown as { rows: { n: string | number }[] };
  return Number(result.rows[0]?.n);
};

describe('allgyms per country', () => {
  it('without country answers Argentina, as before: its gyms, its total', async () => {
    const plain = await listPage(t, { limit: 50 });
    expect(plain).toEqual(await listPage(t, { limit: 50, country: 'AR' }));
    expect(plain.total).toBe(await activeOf('ar'));
    expect(plain.total).toBeGreaterThan(250);
    expect(plain.gyms.every((g) => g.country === 'AR')).toBe(true);
    const zz = await listPage(t, { name: 'zzpais' });
    expect(ids(zz.gyms)).toEqual([AR_ZZ]);
  });

  it("lists only México's published gyms, each saying MX, with the counters' total", async () => {
    const all = await listAll(t, { country: 'MX', sort: 'price', order: 'asc' });
    expect(ids(all)).toEqual([MX[1], MX[2], MX[0], MX[3]]);
    expect(all.every((g) => g.country === 'MX')).toBe(true);
    const page = await listPage(t, { country: 'MX', limit: 2, page: 2 });
    expect(page).toMatchObject({ total: 4, totalIsEstimate: false, pages: 2, page: 2 });
    const desc = await listPage(t, { country: 'BR', sort: 'price', order: 'desc' });
    expect(ids(desc.gyms)).toEqual([BR[0], BR[1]]);
  });

  it("sorts nearest first from the country's centre when no position is given", async () => {
    const { gyms } = await listPage(t, { country: 'MX', sort: 'distance' });
    expect(ids(gyms)).toEqual([MX[0], MX[1], MX[3], MX[2]]);
    for (const gym of gyms as Gym[])
      expect(gym.distance).toBeCloseTo(
        haversineKm(COUNTRIES.MX.center, {
          latitude: Number(gym.latitude.$numberDecimal),
          longitude: Number(gym.longitude.$numberDecimal),
        }),
        6,
      );
    // From a position given, as before.
    const near = await listPage(t, { country: 'MX', sort: 'distance', lat: 19.3826, lon: -99.1332 });
    expect(ids(near.gyms)[0]).toBe(MX[2]);
  });

  it('finds a name in the country asked for only', async () => {
    expect(ids(await listAll(t, { country: 'MX', name: 'zzpais', sort: 'price', order: 'asc' }))).toEqual([
      MX[1],
      MX[2],
      MX[0],
    ]);
    expect(ids((await listPage(t, { country: 'BR', name: 'zzpais' })).gyms)).toEqual([BR[0]]);
  });

  it("filters a service with the country's own count, and the services list counts per country", async () => {
    const yoga = await listPage(t, { country: 'MX', service: 'Yoga', sort: 'price', order: 'asc' });
    expect(ids(yoga.gyms)).toEqual([MX[1], MX[0]]);
    expect(yoga).toMatchObject({ total: 2, totalIsEstimate: false });
    const nearest = await listPage(t, { country: 'BR', service: 'Yoga', sort: 'distance' });
    expect(ids(nearest.gyms)).toEqual([BR[0]]);
    const services = (await get(t, SERVICES, { country: 'MX' })).json<{
      services: { name: string; gyms: number }[];
    }>();
    expect(services.services).toEqual([{ name: 'Yoga', gyms: 2 }]);
    const everywhere = (await get(t, SERVICES)).json<{ services: { name: string; gyms: number }[] }>();
    const arYoga = (await get(t, SERVICES, { country: 'AR' })).json<{
      services: { name: string; gyms: number }[];
    }>();
    const count = (list: { name: string; gyms: number }[]) => list.find((s) => s.name === 'Yoga')?.gyms;
    expect(count(everywhere.services)).toBe((count(arYoga.services) ?? 0) + 3);
  });

  it('keeps "abierto ahora", "Pase BuscaGym" and "Con clases hoy" within the country', async () => {
    expect(ids((await listPage(t, { country: 'BR', openNow: 'true' })).gyms)).toEqual([BR[0]]);
    expect(ids((await listPage(t, { country: 'MX', openNow: 'true', sort: 'distance' })).gyms)).toEqual([
      MX[3],
    ]);
    expect(ids((await listPage(t, { country: 'MX', pase: 'true' })).gyms)).toEqual([MX[1]]);
    expect((await listPage(t, { country: 'BR', pase: 'true' })).total).toBe(0);
    const mxClasses = await listPage(t, { country: 'MX', classesToday: 'true', sort: 'distance' });
    expect(ids(mxClasses.gyms)).toEqual([MX[0]]);
    expect(mxClasses.gyms[0]?.nextClass?.name).toBe('Funcional');
    const arClasses = await listPage(t, { classesToday: 'true', sort: 'distance', limit: 50 });
    expect(ids(arClasses.gyms)).toContain(AR_ZZ);
    expect(arClasses.gyms.every((g) => g.country === 'AR')).toBe(true);
    expect((await listPage(t, { country: 'BR', classesToday: 'true' })).total).toBe(0);
  });
});

describe('mapgyms, gymbyid and the sitemap', () => {
  it("pins the country's gyms only, each with its country", async () => {
    const res = await get(t, MAPGYMS, { country: 'BR' });
    const map = gymMapResponseSchema.parse(res.json());
    expect(new Set(ids(map.gyms))).toEqual(new Set(BR));
    expect(map).toMatchObject({ total: 2, truncated: false });
    expect(map.gyms.every((g) => g.country === 'BR')).toBe(true);
    const mx = gymMapResponseSchema.parse((await get(t, MAPGYMS, { country: 'MX', name: 'zzpais' })).json());
    expect(ids(mx.gyms)).toEqual([MX[0], MX[1], MX[2]]);
    const ar = gymMapResponseSchema.parse((await get(t, MAPGYMS, { limit: 5000 })).json());
    expect(ar.total).toBe(await activeOf('ar'));
    expect(ar.gyms.every((g) => g.country === 'AR')).toBe(true);
  });

  it('answers a gym of any country by id, with its country', async () => {
    const res = await get(t, `${GYMBYID}/${MX[3]}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<Gym>()).toMatchObject({ _id: MX[3], country: 'MX', name: 'Club Polanco' });
  });

  it("lists every country's published gyms in the sitemap", async () => {
    const page = await t.app.inject('/sitemaps/gyms-1.xml');
    expect(page.statusCode).toBe(200);
    for (const id of [...MX, ...BR, AR_ZZ]) expect(page.body).toContain(`/detail/gym/${id}</loc>`);
    expect(page.body).not.toContain(MX_HIDDEN);
  });
});

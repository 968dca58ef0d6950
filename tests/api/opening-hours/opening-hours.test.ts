// Opening hours (ADR 0025 "Opening hours"): a partner sets a gym's hours in OSM syntax (invalid → 400
// saying where), the detail answers the hours, zone, open state, next change and the week, and the
// catalogue's openNow / openAt filters (list and map, with their counts) evaluate each gym in its own
// zone: a range past midnight, an Argentine holiday, and a Tokyo gym against Buenos Aires ones at the
// same instant. The app's clock is fixed (`now` option) and moved by the test.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gyms, partners } from '../../../src/server/db/schema';
import { refreshAllOpenWeeks } from '../../../src/server/modules/opening-hours/refresh';
import {
  gymByIdResponseSchema,
  gymListResponseSchema,
  gymMapResponseSchema,
} from '../../../src/shared/contract/gyms';
import { myGymResponseSchema } from '../../../src/shared/contract/partner-gyms';
import { openingHoursMessages } from '../../../src/shared/messages';
import { openTestDatabase } from '../helpers/app';
import { ALLGYMS, GYMBYID, MAPGYMS, qs } from '../helpers/catalogue';
import { buildAccountApp, type AccountTestApp } from '../account/helpers';
import { signUpPartner, type SignedInPartner } from '../partners/helpers';
import { publishGym } from '../partner-gyms/helpers';

let t: AccountTestApp;
let owner: SignedInPartner;
let clock = new Date('2026-11-26T23:40:00Z'); // Thursday 20:40 in Buenos Aires, Friday 08:40 in Tokyo
const ids = { day: '', night: '', tokyo: '', unknown: '' };

const body = (name: string, over: object = {}) => ({
  name,
  price: 20000,
  address: 'Av. Santa Fe 3900, Palermo',
  latitude: -34.5811,
  longitude: -58.4207,
  ...over,
});

async function create(name: string, openingHours?: string): Promise<string> {
  const res = await owner.client.post(
    '/api/partner/gyms/gymscreate',
    body(name, openingHours === undefined ? {} : { openingHours }),
  );
  expect(res.statusCode, res.body).toBe(201);
  // Published as its owner does: a service with a price, then `gymActive` (ADR 0026 §3).
  return (await publishGym(owner.client, myGymResponseSchema.parse(res.json()).gym._id))._id;
}

beforeAll(async () => {
  t = await buildAccountApp({ handle: await openTestDatabase({ seeded: true }), now: () => clock });
  owner = await signUpPartner(t, 'horarios@example.com', 'Carla Gómez');
  await t.handle.db.update(partners).set({ planCode: 'golden' }).where(eq(partners.userId, owner.userId));
  ids.day = await create('Zzoh Día', 'Mo-Fr 07:00-22:00; PH off');
  ids.night = await create('Zzoh Noche');
  ids.tokyo = await create('Zzoh Tokio');
  ids.unknown = await create('Zzoh Sin horario');
  // The Tokyo gym's zone is set first: its hours are then evaluated there when saved.
  await t.handle.db.update(gyms).set({ timeZone: 'Asia/Tokyo' }).where(eq(gyms.id, ids.tokyo));
  for (const [id, openingHours] of [
    [ids.night, 'Fr 18:00-02:00'],
    [ids.tokyo, 'Mo-Su 09:00-18:00'],
  ] as const) {
    const res = await owner.client.put('/api/partner/gyms/gymsupdate', { _id: id, openingHours });
    expect(res.statusCode, res.body).toBe(200);
    expect(myGymResponseSchema.parse(res.json()).gym.openingHours).toBe(openingHours);
  }
});
afterAll(async () => t?.close());

const get = async (path: string, params: Record<string, string | number> = {}) => {
  const query = qs(params);
  const res = await t.app.inject({ url: query ? `${path}?${query}` : path });
  expect(res.statusCode, res.body).toBe(200);
  return res;
};
const names = async (params: Record<string, string | number>) => {
  const list = gymListResponseSchema.parse(
    (await get(ALLGYMS, { name: 'Zzoh', limit: 50, ...params })).json(),
  );
  const map = gymMapResponseSchema.parse((await get(MAPGYMS, { name: 'Zzoh', limit: 50, ...params })).json());
  const listed = list.gyms.map((g) => g.name).sort();
  expect(map.gyms.map((g) => g.name).sort()).toEqual(listed);
  expect(list.total).toBe(listed.length);
  expect(map.total).toBe(listed.length);
  return listed;
};

describe('partner sets hours', () => {
  it('stores the hours and the open week of the current hour in the same write', async () => {
    const [row] = await t.handle.db.select().from(gyms).where(eq(gyms.id, ids.day));
    expect(row?.openingHours).toBe('Mo-Fr 07:00-22:00; PH off');
    expect(row?.openWeekFrom?.toISOString()).toBe('2026-11-26T23:00:00.000Z');
    // Monday 10:00Z–Tuesday 01:00Z is the first of five ranges (07:00–22:00 at UTC−3).
    expect(row?.openWeek).toMatch(/^\{\[600,1500\),/);
    const [unknown] = await t.handle.db.select().from(gyms).where(eq(gyms.id, ids.unknown));
    expect(unknown?.openWeek).toBeNull();
  });

  it('refuses invalid hours with 400 saying where, on create and on update', async () => {
    const created = await owner.client.post(
      '/api/partner/gyms/gymscreate',
      body('Zzoh Mal', { openingHours: 'Mo-Fx 07:00-22:00' }),
    );
    expect(created.statusCode).toBe(400);
    const error = created.json() as { message: string; code: string; fields?: Record<string, string> };
    expect(error.code).toBe('VALIDATION');
    expect(error.message).toMatch(/carácter 5, después de «Mo-F»/);
    expect(error.fields?.openingHours).toBe(error.message);
    const updated = await owner.client.put('/api/partner/gyms/gymsupdate', {
      _id: ids.day,
      openingHours: 'Mo 25:00-26:00',
    });
    expect(updated.statusCode).toBe(400);
    expect((updated.json() as { message: string }).message).toMatch(
      /^El horario no es válido en el carácter/,
    );
    const [row] = await t.handle.db.select().from(gyms).where(eq(gyms.id, ids.day));
    expect(row?.openingHours).toBe('Mo-Fr 07:00-22:00; PH off');
  });

  it('clears the hours with null, and the open week with them', async () => {
    const id = await create('Zzoh Borrar', '24/7');
    const res = await owner.client.put('/api/partner/gyms/gymsupdate', { _id: id, openingHours: '' });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.handle.db.select().from(gyms).where(eq(gyms.id, id));
    expect(row?.openingHours).toBeNull();
    expect(row?.openWeek).toBeNull();
    await t.handle.db.delete(gyms).where(eq(gyms.id, id));
  });
});

describe('gym detail', () => {
  it('answers the hours, zone, open state, next change and the week', async () => {
    const gym = gymByIdResponseSchema.parse((await get(`${GYMBYID}/${ids.day}`)).json());
    expect(gym).toMatchObject({
      openingHours: 'Mo-Fr 07:00-22:00; PH off',
      timeZone: 'America/Argentina/Buenos_Aires',
      openNow: true,
      nextChange: '2026-11-27T01:00:00.000Z',
    });
    expect(gym.openingWeek).toHaveLength(7);
    expect(gym.openingWeek?.[0]).toEqual({
      date: '2026-11-26',
      weekday: 4,
      ranges: [{ from: '07:00', to: '22:00' }],
    });
    expect(gym.openingWeek?.[2]).toEqual({ date: '2026-11-28', weekday: 6, ranges: [] });
    const unknown = gymByIdResponseSchema.parse((await get(`${GYMBYID}/${ids.unknown}`)).json());
    expect(unknown).toMatchObject({ openingHours: null, openNow: null, nextChange: null, openingWeek: [] });
  });

  it('carries openNow and nextChange on list items and pins', async () => {
    const list = gymListResponseSchema.parse((await get(ALLGYMS, { name: 'Zzoh', limit: 50 })).json());
    const day = list.gyms.find((g) => g._id === ids.day);
    expect(day).toMatchObject({ openNow: true, nextChange: '2026-11-27T01:00:00.000Z' });
    expect(list.gyms.find((g) => g._id === ids.unknown)).toMatchObject({ openNow: null, nextChange: null });
    const map = gymMapResponseSchema.parse((await get(MAPGYMS, { name: 'Zzoh', limit: 50 })).json());
    expect(map.gyms.find((g) => g._id === ids.tokyo)).toMatchObject({
      openNow: false,
      nextChange: '2026-11-27T00:00:00.000Z', // 09:00 in Tokyo
    });
  });
});

describe('openNow and openAt', () => {
  it('filters by now, each gym in its own zone, with counts', async () => {
    clock = new Date('2026-11-26T23:40:00Z');
    expect(await names({ openNow: 'true' })).toEqual(['Zzoh Día']);
    expect(await names({})).toHaveLength(4);
    // The same instant later: 21:30 in Buenos Aires, 09:30 on Friday in Tokyo.
    clock = new Date('2026-11-27T00:30:00Z');
    expect(await names({ openNow: 'true' })).toEqual(['Zzoh Día', 'Zzoh Tokio']);
    clock = new Date('2026-11-27T01:30:00Z'); // 22:30 in Buenos Aires: closed
    expect(await names({ openNow: 'true' })).toEqual(['Zzoh Tokio']);
    expect(await names({ openNow: 'false' })).toHaveLength(4);
    // With every sort of the list, and a service that none of them offers.
    for (const sort of ['raiting', 'price', 'distance']) {
      const page = gymListResponseSchema.parse(
        (await get(ALLGYMS, { name: 'Zzoh', openNow: 'true', sort, limit: 50 })).json(),
      );
      expect(
        page.gyms.map((g) => g.name),
        sort,
      ).toEqual(['Zzoh Tokio']);
      expect(page.total).toBe(1);
    }
    expect(await names({ openNow: 'true', service: 'Yoga' })).toEqual([]);
  });

  it('counts open gyms exactly at both sides of a closing, also once a partner moves it to any minute', async () => {
    // The totals of "abierto ahora" with a name are counted and cached for the stretch of minutes in which
    // no gym opens or closes (ADR 0063): Día closes at 01:00 UTC (22:00 in Buenos Aires).
    /** Checks the total at each instant of `totals` ([ISO instant, expected total]), in order. */
    const expectTotals = async (totals: readonly (readonly [string, number])[]) => {
      for (const [at, expected] of totals) {
        clock = new Date(at);
        const list = await get(ALLGYMS, { name: 'Zzoh', openNow: 'true', limit: 50 });
        expect(gymListResponseSchema.parse(list.json()).total, at).toBe(expected);
      }
    };
    const boundsAt = async (minute: number) =>
      (
        (await t.handle.db.execute(
          sql`select 1 from open_week_bounds where minute = ${minute}`,
        )) as unknown as {
          rows: unknown[];
        }
      ).rows.length;
    // Friday 01:00 UTC is minute 4 · 1 440 + 60 of the week; Friday 00:47 UTC is 4 · 1 440 + 47.
    expect(await boundsAt(5820)).toBe(1);
    await expectTotals([
      ['2026-11-27T00:58:00Z', 2],
      ['2026-11-27T00:59:59Z', 2],
      ['2026-11-27T01:00:00Z', 1],
      ['2026-11-27T01:01:00Z', 1],
    ]);
    const move = async (openingHours: string) => {
      const res = await owner.client.put('/api/partner/gyms/gymsupdate', { _id: ids.day, openingHours });
      expect(res.statusCode, res.body).toBe(200);
    };
    await expectTotals([['2026-11-27T00:40:00Z', 2]]);
    expect(await boundsAt(5807)).toBe(0);
    await move('Mo-Fr 07:00-21:47; PH off');
    expect(await boundsAt(5807)).toBe(1);
    await expectTotals([
      ['2026-11-27T00:46:00Z', 2],
      ['2026-11-27T00:47:00Z', 1],
      ['2026-11-27T00:59:00Z', 1],
    ]);
    clock = new Date('2026-11-26T23:40:00Z');
    await move('Mo-Fr 07:00-22:00; PH off');
  });

  it('filters by a wall time read in each gym zone', async () => {
    clock = new Date('2026-11-26T23:40:00Z');
    expect(await names({ openAt: '2026-11-27T09:30' })).toEqual(['Zzoh Día', 'Zzoh Tokio']);
    expect(await names({ openAt: '2026-11-27T08:30' })).toEqual(['Zzoh Día']);
    // Past midnight: the Friday night range still holds at Saturday 01:30, not at 02:30.
    expect(await names({ openAt: '2026-11-28T01:30' })).toEqual(['Zzoh Noche']);
    expect(await names({ openAt: '2026-11-28T02:30' })).toEqual([]);
    expect(await names({ openAt: '2026-11-27T23:00', service: 'all' })).toEqual(['Zzoh Noche']);
  });

  it('refuses a malformed openAt with 400 in Spanish', async () => {
    for (const openAt of ['2026-11-27 09:30', '2026-02-30T09:30', '2026-11-27T24:00', 'mañana']) {
      const res = await t.app.inject({ url: `${ALLGYMS}?${qs({ openAt })}` });
      expect(res.statusCode, openAt).toBe(400);
      expect((res.json() as { message: string }).message).toContain(openingHoursMessages.openAt);
    }
    const map = await t.app.inject({ url: `${MAPGYMS}?${qs({ openNow: 'yes' })}` });
    expect(map.statusCode).toBe(400);
  });

  it('closes on an Argentine holiday once the hourly job has moved the window over it', async () => {
    clock = new Date('2026-12-24T12:00:00Z');
    expect(await refreshAllOpenWeeks(t.handle.db, clock)).toBeGreaterThan(0);
    const [row] = await t.handle.db.select().from(gyms).where(eq(gyms.id, ids.day));
    expect(row?.openWeekFrom?.toISOString()).toBe('2026-12-24T12:00:00.000Z');
    expect(await names({ openAt: '2026-12-24T12:00' })).toContain('Zzoh Día');
    expect(await names({ openAt: '2026-12-25T12:00' })).not.toContain('Zzoh Día');
    // Christmas at 21:30 in Buenos Aires (a Friday, open on other Fridays), Saturday 09:30 in Tokyo.
    // The Friday-night gym has no `PH off`: it opens on the holiday.
    clock = new Date('2026-12-26T00:30:00Z');
    expect(await names({ openNow: 'true' })).toEqual(['Zzoh Noche', 'Zzoh Tokio']);
    const gym = gymByIdResponseSchema.parse((await get(`${GYMBYID}/${ids.day}`)).json());
    expect(gym.openNow).toBe(false);
    expect(gym.openingWeek?.[0]).toEqual({ date: '2026-12-25', weekday: 5, ranges: [], holiday: 'Navidad' });
    // A second run in the same hour writes nothing.
    expect(await refreshAllOpenWeeks(t.handle.db, new Date('2026-12-24T12:30:00Z'))).toBe(0);
  });
});

describe('caching', () => {
  it('never tags openNow answers and changes the tag with the minute', async () => {
    clock = new Date('2026-11-26T23:40:00Z');
    const open = await get(ALLGYMS, { openNow: 'true' });
    expect(open.headers.etag).toBeUndefined();
    expect(open.headers['cache-control']).toBe('no-store');
    const first = String((await get(`${GYMBYID}/${ids.day}`)).headers.etag);
    const again = await t.app.inject({ url: `${GYMBYID}/${ids.day}`, headers: { 'if-none-match': first } });
    expect(again.statusCode).toBe(304);
    clock = new Date('2026-11-26T23:41:00Z');
    const later = await t.app.inject({ url: `${GYMBYID}/${ids.day}`, headers: { 'if-none-match': first } });
    expect(later.statusCode).toBe(200);
  });
});

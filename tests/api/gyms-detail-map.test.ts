// gymbyid, services and mapgyms on the real seeded clubs plus fixtures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOCATION, MAP_DEFAULT_LIMIT } from '../../src/shared/constants/spec';
import { fromDecimal } from '../../src/shared/contract/common';
import {
  gymByIdResponseSchema,
  gymMapResponseSchema,
  serviceNamesResponseSchema,
} from '../../src/shared/contract/gyms';
import { haversineKm } from '../../src/shared/domain/geo';
import { apiMessages } from '../../src/shared/messages';
import { buildTestApp, type TestApp } from './helpers/app';
import { GYMBYID, MAPGYMS, SERVICES, countActive, get, listPage } from './helpers/catalogue';
import {
  FIXTURE_SERVICE,
  FIXTURE_SERVICE_GYMS,
  FIXTURE_WORD,
  INACTIVE_ID,
  LINE_GYMS,
  LINE_ORIGIN,
  fixtureId,
  insertFixtures,
} from './helpers/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ prepare: insertFixtures });
});
afterAll(async () => {
  await t?.close();
});

describe('GET gymbyid/{id}', () => {
  it('answers an active gym with its services in full and the distance from lat/lon', async () => {
    const id = fixtureId(LINE_GYMS[0].n);
    const res = await get(t, `${GYMBYID}/${id}`, { lat: LINE_ORIGIN.latitude, lon: LINE_ORIGIN.longitude });
    expect(res.statusCode).toBe(200);
    const gym = gymByIdResponseSchema.parse(res.json());
    expect(gym).toMatchObject({ _id: id, name: LINE_GYMS[0].name, gymActive: true });
    expect(gym.services).toEqual([
      {
        _id: expect.any(String),
        name: FIXTURE_SERVICE,
        description: 'Clase de prueba',
        duration: 45,
        price: { $numberDecimal: '999.90' },
        image: null,
      },
    ]);
    const position = { latitude: fromDecimal(gym.latitude), longitude: fromDecimal(gym.longitude) };
    expect(gym.distance).toBeCloseTo(haversineKm(LINE_ORIGIN, position), 9);
    expect(gym.distance).toBeCloseTo(1.117, 2);
  });

  it('measures from the default location without lat/lon, and matches the list', async () => {
    const [listed] = (await listPage(t, { limit: 1 })).gyms;
    const res = await get(t, `${GYMBYID}/${listed?._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject(listed ?? {});
    // The seeded clubs name their open-data source (ADR 0025).
    expect(res.json()).toMatchObject({
      source: { name: 'Clubes de Barrio — Buenos Aires Ciudad', licence: 'CC BY 2.5 AR' },
    });
    const gym = gymByIdResponseSchema.parse(res.json());
    const position = { latitude: fromDecimal(gym.latitude), longitude: fromDecimal(gym.longitude) };
    expect(gym.distance).toBeCloseTo(haversineKm(DEFAULT_LOCATION, position), 9);
  });

  it('answers 404 for an inactive gym and for an unknown id', async () => {
    for (const id of [INACTIVE_ID, '7d9f3c1e-2b4a-4c6d-8e0f-123456789abc']) {
      const res = await get(t, `${GYMBYID}/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: apiMessages.gymNotFound, code: 'NOT_FOUND' });
    }
  });
});

describe('GET services', () => {
  it('lists the services of active gyms with exact counts, sorted as in Spanish', async () => {
    const res = await get(t, SERVICES);
    expect(res.statusCode).toBe(200);
    const { services } = serviceNamesResponseSchema.parse(res.json());
    expect(services.length).toBeGreaterThan(10);
    const names = services.map((s) => s.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('es').compare));
    expect(services).toContainEqual({ name: FIXTURE_SERVICE, gyms: FIXTURE_SERVICE_GYMS.length });
    expect(services.every((s) => s.gyms > 0)).toBe(true);
    for (const s of services.slice(0, 5)) expect(s.gyms).toBe(await countActive(t, s.name));
  });
});

describe('GET mapgyms', () => {
  it('answers up to 1000 pins nearest first with the number of matching gyms', async () => {
    const res = await get(t, MAPGYMS);
    expect(res.statusCode).toBe(200);
    const body = gymMapResponseSchema.parse(res.json());
    const active = await countActive(t);
    expect(body.total).toBe(active);
    expect(body.gyms).toHaveLength(Math.min(active, MAP_DEFAULT_LIMIT));
    expect(body.truncated).toBe(active > MAP_DEFAULT_LIMIT);
    for (let i = 1; i < body.gyms.length; i++)
      expect(body.gyms[i]!.distance - body.gyms[i - 1]!.distance).toBeGreaterThan(-1e-6);
    expect(body.gyms.map((g) => g._id)).not.toContain(INACTIVE_ID);
  });

  it('cuts at limit and says so', async () => {
    const body = gymMapResponseSchema.parse((await get(t, MAPGYMS, { limit: 5 })).json());
    expect(body.gyms).toHaveLength(5);
    expect(body.truncated).toBe(true);
  });

  it('follows the list filters: service, name, position', async () => {
    const at = { lat: LINE_ORIGIN.latitude, lon: LINE_ORIGIN.longitude };
    const byService = gymMapResponseSchema.parse(
      (await get(t, MAPGYMS, { ...at, service: FIXTURE_SERVICE })).json(),
    );
    expect(byService).toMatchObject({ total: 4, truncated: false });
    expect(byService.gyms.map((g) => g._id)).toEqual(FIXTURE_SERVICE_GYMS);
    const byName = gymMapResponseSchema.parse(
      (await get(t, MAPGYMS, { ...at, name: FIXTURE_WORD, limit: 3 })).json(),
    );
    expect(byName).toMatchObject({ total: LINE_GYMS.length, truncated: true });
    expect(byName.gyms.map((g) => g.name)).toEqual(LINE_GYMS.slice(0, 3).map((g) => g.name));
    expect(byName.gyms[0]).toMatchObject({
      latitude: -54.79,
      longitude: -68.3,
      raiting: 4,
      price: { $numberDecimal: '1000.00' },
    });
    const unknown = gymMapResponseSchema.parse((await get(t, MAPGYMS, { service: 'Quidditch' })).json());
    expect(unknown).toEqual({ gyms: [], total: 0, totalIsEstimate: false, truncated: false });
  });
});

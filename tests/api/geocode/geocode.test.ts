/**
 * The geocoding proxy (ADR 0026 §2) against the local Nominatim fake: partners search an address,
 * any signed-in account names the barrio of a position, members cannot search, the geocoder's
 * failures and its absence answer a Spanish 503, bad input a Spanish 400; answers are cached.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { geocodeAnswerSchema } from '../../../src/shared/contract/geocode';
import { geocodeMessages } from '../../../src/shared/messages/geocode';
import { startGeocoderFake, type GeocoderFake } from '../../fakes/geocoder-fake';
import type { Client} from '../account/helpers';
import { buildAccountApp, createAccount, sessionFor, type AccountTestApp } from '../account/helpers';

let fake: GeocoderFake;
let t: AccountTestApp;
let partner: Client;
let member: Client;

beforeAll(async () => {
  fake = await startGeocoderFake();
  t = await buildAccountApp({ config: { geocoder: { url: fake.url, minIntervalMs: 0 } } });
  partner = await sessionFor(
    t,
    await createAccount(t.handle, { email: 'geo-partner@example.com', type: 'partner' }),
  );
  member = await sessionFor(t, await createAccount(t.handle, { email: 'geo-member@example.com' }));
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const search = (client: Client, q: string) => client.get(`/api/geocode?q=${encodeURIComponent(q)}`);

describe('GET /api/geocode (address → position)', () => {
  it('answers the position and barrio of an address written as people write it', async () => {
    const res = await search(partner, 'Av. Santa Fe 3253, CABA');
    expect(res.statusCode).toBe(200);
    expect(geocodeAnswerSchema.parse(res.json())).toEqual({
      place: {
        latitude: -34.5883,
        longitude: -58.4106,
        label: 'Avenida Santa Fe 3253, Palermo',
        neighbourhood: 'Palermo',
      },
    });
    const asked = fake.requests.at(-1);
    expect(asked?.path).toBe('/search');
    expect(asked?.query).toMatchObject({
      q: 'Av. Santa Fe 3253, CABA',
      format: 'jsonv2',
      countrycodes: 'ar',
      limit: '1',
    });
    expect(asked?.userAgent).toMatch(/^BuscaGym \(/);
  });

  it('answers null when the geocoder knows no such address', async () => {
    const res = await search(partner, 'Calle Inventada 99999');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ place: null });
  });

  it('keeps answers: the same address again does not reach the geocoder', async () => {
    const before = fake.requests.length;
    const res = await search(partner, 'av. santa fe 3253, caba');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ place: { neighbourhood: string } }>().place.neighbourhood).toBe('Palermo');
    expect(fake.requests.length).toBe(before);
  });

  it('is for partners: members get 403, visitors 401', async () => {
    expect((await search(member, 'Moreno 3682')).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/geocode?q=Moreno%203682' })).statusCode).toBe(401);
  });

  it('refuses a blank or too long address with a Spanish 400', async () => {
    const blank = await search(partner, '  ');
    expect(blank.statusCode).toBe(400);
    expect(JSON.stringify(blank.json())).toContain(geocodeMessages.queryRequired);
    const long = await search(partner, `Moreno ${'1'.repeat(300)}`);
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json())).toContain(geocodeMessages.queryTooLong);
  });

  it('answers a Spanish 503 when the geocoder fails', async () => {
    fake.failNext();
    const res = await search(partner, 'Avenida Cabildo 2040');
    expect(res.statusCode).toBe(503);
    expect(res.json<{ message: string }>().message).toBe(geocodeMessages.failed);
    // Not cached: the next try reaches the geocoder and succeeds.
    const again = await search(partner, 'Avenida Cabildo 2040');
    expect(again.json<{ place: { neighbourhood: string } }>().place.neighbourhood).toBe('Belgrano');
  });
});

describe('GET /api/geocode/reverse (position → barrio)', () => {
  it('names the barrio of a position for a member', async () => {
    const res = await member.get('/api/geocode/reverse?lat=-34.6037&lon=-58.3816');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ place: { neighbourhood: string } }>().place.neighbourhood).toBe('San Nicolás');
    expect(fake.requests.at(-1)?.path).toBe('/reverse');
  });

  it('answers null far from any known place (Nominatim\'s "Unable to geocode")', async () => {
    const res = await member.get('/api/geocode/reverse?lat=-54.8&lon=-68.3');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ place: null });
  });

  it('refuses a position out of range with a Spanish 400, visitors with 401', async () => {
    const res = await member.get('/api/geocode/reverse?lat=-134&lon=-58');
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(geocodeMessages.positionInvalid);
    expect((await t.app.inject({ url: '/api/geocode/reverse?lat=-34.6&lon=-58.4' })).statusCode).toBe(401);
  });
});

describe('without GEOCODER_URL', () => {
  it('answers a Spanish 404 telling to place the pin by hand, and /api/config says so', async () => {
    const bare = await buildAccountApp();
    try {
      const owner = await sessionFor(
        bare,
        await createAccount(bare.handle, { email: 'p2@example.com', type: 'partner' }),
      );
      const res = await search(owner, 'Moreno 3682');
      expect(res.statusCode).toBe(404);
      expect(res.json<{ message: string }>().message).toBe(geocodeMessages.unavailable);
      expect((await bare.app.inject({ url: '/api/config' })).json<{ geocoding: boolean }>().geocoding).toBe(
        false,
      );
      expect((await t.app.inject({ url: '/api/config' })).json<{ geocoding: boolean }>().geocoding).toBe(
        true,
      );
    } finally {
      await bare.close();
    }
  });
});

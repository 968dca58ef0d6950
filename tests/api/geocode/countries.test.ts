/**
 * Addresses looked up in the gym's country (ADR 0054): `GET /api/geocode?q=…&country=BR` asks the local
 * Nominatim fake with `countrycodes=br` and finds a São Paulo address that an Argentine look-up does not;
 * México likewise; Argentina stays the default; another country is a Spanish 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { geocodeAnswerSchema } from '../../../src/shared/contract/geocode';
import { partnerCountryMessages } from '../../../src/shared/messages/partners-countries';
import { startGeocoderFake, type GeocoderFake } from '../../fakes/geocoder-fake';
import type { Client } from '../account/helpers';
import { buildAccountApp, createAccount, sessionFor, type AccountTestApp } from '../account/helpers';

let fake: GeocoderFake;
let t: AccountTestApp;
let partner: Client;

beforeAll(async () => {
  fake = await startGeocoderFake();
  t = await buildAccountApp({ config: { geocoder: { url: fake.url, minIntervalMs: 0 } } });
  partner = await sessionFor(
    t,
    await createAccount(t.handle, { email: 'geo-countries@example.com', type: 'partner' }),
  );
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const search = (q: string, country?: string) =>
  partner.get(`/api/geocode?q=${encodeURIComponent(q)}${country ? `&country=${country}` : ''}`);

describe('GET /api/geocode?country=', () => {
  it('finds a São Paulo address in Brasil, asking with countrycodes=br', async () => {
    const res = await search('Av. Paulista 1578, São Paulo', 'BR');
    expect(res.statusCode, res.body).toBe(200);
    expect(geocodeAnswerSchema.parse(res.json())).toEqual({
      place: {
        latitude: -23.5614,
        longitude: -46.6559,
        label: 'Avenida Paulista 1578, Bela Vista',
        neighbourhood: 'Bela Vista',
      },
    });
    expect(fake.requests.at(-1)?.query).toMatchObject({ countrycodes: 'br' });
  });

  it('the same address asked in Argentina (the default) is not found, and is not the cached answer', async () => {
    const res = await search('Av. Paulista 1578, São Paulo');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ place: null });
    expect(fake.requests.at(-1)?.query).toMatchObject({ countrycodes: 'ar' });
  });

  it('finds a Mexico City address in México', async () => {
    const res = await search('Paseo de la Reforma 222, Juárez', 'MX');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ place: { neighbourhood: string } }>().place.neighbourhood).toBe('Juárez');
    expect(fake.requests.at(-1)?.query).toMatchObject({ countrycodes: 'mx' });
  });

  it('refuses a country BuscaGym does not sell in with a Spanish 400', async () => {
    const res = await search('Av. 18 de Julio 1000', 'UY');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: Record<string, string> }>().fields).toEqual({
      country: partnerCountryMessages.country,
    });
  });
});

// Every bad input of the catalogue calls answers 400 VALIDATION with the Spanish message of the
// offending field, never a 500 and never a stack trace or SQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_NAME_SEARCH_LENGTH, MAX_SERVICE_NAME_LENGTH } from '../../src/shared/constants/spec';
import { errorSchema } from '../../src/shared/contract/common';
import { apiMessages, catalogueFieldMessages as m } from '../../src/shared/messages';
import { buildTestApp, type TestApp } from './helpers/app';
import { ALLGYMS, GYMBYID, MAPGYMS, get } from './helpers/catalogue';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

/** [query, field, message] triples that allgyms must refuse. */
const listCases: [Record<string, string>, string, string][] = [
  [{ lat: '999' }, 'lat', m.latitude],
  [{ lat: '-90.0001' }, 'lat', m.latitude],
  [{ lat: 'abc' }, 'lat', m.latitude],
  [{ lon: 'abc' }, 'lon', m.longitude],
  [{ lon: '180.5' }, 'lon', m.longitude],
  [{ lon: 'Infinity' }, 'lon', m.longitude],
  [{ limit: '100000' }, 'limit', m.limit],
  [{ limit: '0' }, 'limit', m.limit],
  [{ limit: '-3' }, 'limit', m.limit],
  [{ limit: '2.5' }, 'limit', m.limit],
  [{ limit: 'seis' }, 'limit', m.limit],
  [{ page: '0' }, 'page', m.page],
  [{ page: '1.5' }, 'page', m.page],
  [{ page: '-1' }, 'page', m.page],
  [{ page: 'x' }, 'page', m.page],
  [{ page: '10001' }, 'page', m.pageTooHigh],
  [{ page: '1e400' }, 'page', m.page],
  [{ sort: 'foo' }, 'sort', m.sort],
  [{ sort: 'RAITING' }, 'sort', m.sort],
  [{ order: 'sideways' }, 'order', m.order],
  [{ name: 'x'.repeat(10 * 1024) }, 'name', m.name],
  [{ name: 'y'.repeat(MAX_NAME_SEARCH_LENGTH + 1) }, 'name', m.name],
  [{ service: 's'.repeat(MAX_SERVICE_NAME_LENGTH + 1) }, 'service', m.service],
  // ISO 3166-1 alpha-2 in upper case, one of the countries BuscaGym sells in (ADR 0052).
  [{ country: 'mx' }, 'country', m.country],
  [{ country: 'UY' }, 'country', m.country],
  [{ country: 'ARG' }, 'country', m.country],
  [{ country: '' }, 'country', m.country],
];

describe('allgyms refuses bad parameters', () => {
  for (const [query, field, message] of listCases)
    it(`${field}=${String(Object.values(query)[0]).slice(0, 20)}`, async () => {
      const res = await get(t, ALLGYMS, query);
      expect(res.statusCode).toBe(400);
      const body = errorSchema.parse(res.json());
      expect(body).toEqual({ message, code: 'VALIDATION', fields: { [field]: message } });
    });

  it('names every bad field and uses the general message when there are several', async () => {
    const res = await get(t, ALLGYMS, {
      lat: '999',
      lon: 'abc',
      sort: 'foo',
      order: 'sideways',
      page: '0',
      limit: '0',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: apiMessages.validation,
      code: 'VALIDATION',
      fields: {
        lat: m.latitude,
        lon: m.longitude,
        sort: m.sort,
        order: m.order,
        page: m.page,
        limit: m.limit,
      },
    });
  });

  it('refuses a repeated parameter with a Spanish message', async () => {
    const res = await t.app.inject({ url: `${ALLGYMS}?name=a&name=b&lat=1&lat=2` });
    expect(res.statusCode).toBe(400);
    const body = errorSchema.parse(res.json());
    expect(body.fields).toEqual({ name: apiMessages.invalidField, lat: m.latitude });
  });

  it('survives malformed percent-encoding and odd characters', async () => {
    for (const raw of ['name=%', 'name=%E0%A4%A', 'name=%00', 'service=%FF', 'lat=%20', 'name=\u0000']) {
      const res = await t.app.inject({ url: `${ALLGYMS}?${raw}` });
      expect([200, 400]).toContain(res.statusCode);
    }
  });
});

describe('mapgyms refuses bad parameters', () => {
  for (const [limit, ok] of [
    ['0', false],
    ['5001', false],
    ['abc', false],
    ['1.5', false],
    ['5000', true],
  ] as const)
    it(`limit=${limit}`, async () => {
      const res = await get(t, MAPGYMS, { limit });
      if (ok) return expect(res.statusCode).toBe(200);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: m.mapLimit, code: 'VALIDATION', fields: { limit: m.mapLimit } });
    });

  for (const country of ['br', 'CL', ' AR'])
    it(`country=${country}`, async () => {
      const res = await get(t, MAPGYMS, { country });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: m.country, code: 'VALIDATION', fields: { country: m.country } });
    });

  it('lat=999', async () => {
    const res = await get(t, MAPGYMS, { lat: '999' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { lat: m.latitude } });
  });
});

describe('gymbyid refuses malformed ids', () => {
  for (const id of ['', 'abc', '1', "' or 1=1 --", '00000000-0000-0000-0000-00000000000g', 'null'])
    it(JSON.stringify(id), async () => {
      const res = await get(t, `${GYMBYID}/${encodeURIComponent(id)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: apiMessages.invalidId,
        code: 'VALIDATION',
        fields: { id: apiMessages.invalidId },
      });
    });

  it('an over-long id is an unknown route, not a crash', async () => {
    const res = await get(t, `${GYMBYID}/${'a'.repeat(5000)}`);
    expect([400, 404, 414]).toContain(res.statusCode);
    expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect(res.body).not.toContain('aaaaaaaaaa');
  });

  it('lat=999 on gymbyid', async () => {
    const res = await get(t, `${GYMBYID}/00000000-0000-4000-8000-000000000001`, { lat: '999' });
    expect(res.statusCode).toBe(400);
  });
});

// Gyms from open data have no price (ADR 0025): null in the answers, last when sorting by price in both
// directions with pages that neither repeat nor skip a gym; the detail carries the gym's source, and
// GET /api/sources lists every source with its published gyms.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gym, GymByIdResponse, GymListResponse } from '../../../src/shared/contract/gyms';
import type { SourceListResponse } from '../../../src/shared/contract/sources';
import { fromDecimal } from '../../../src/shared/contract/common';
import { Client } from '../account/helpers';
import type { AdminTestApp } from '../admin/helpers';
import { GYM_A } from '../commerce/helpers';
import { buildImportApp, IMPORTS, postImport } from './helpers';

let t: AdminTestApp;
const OSM = {
  name: 'OpenStreetMap',
  licence: 'ODbL 1.0',
  attribution: '© Colaboradores de OpenStreetMap',
  url: 'https://www.openstreetmap.org/copyright',
};
let importedId = '';

beforeAll(async () => {
  t = await buildImportApp();
  const elements = Array.from({ length: 7 }, (_, i) => ({
    type: 'node',
    id: 900 + i,
    lat: -34.6 + i * 0.001,
    lon: -58.43 - i * 0.001,
    tags: { leisure: 'fitness_centre', name: `Gimnasio abierto ${i}` },
  }));
  const res = await postImport(t.admin, {
    file: JSON.stringify({ elements }),
    format: 'osm-json',
    source: OSM,
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json<{ import: { _id: string } }>().import._id;
  expect((await t.admin.post(IMPORTS.commit(id), {})).statusCode).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

const page = async (order: string, n: number): Promise<GymListResponse> => {
  const res = await new Client(t.app).get(
    `/api/partner/gyms/allgyms?sort=price&order=${order}&limit=4&page=${n}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<GymListResponse>();
};

describe('price null', () => {
  it.each(['asc', 'desc'])(
    'sorting by price %s puts the gyms without price last, pages complete',
    async (order) => {
      const first = await page(order, 1);
      const all: Gym[] = [...first.gyms];
      for (let n = 2; n <= first.pages; n++) all.push(...(await page(order, n)).gyms);
      expect(new Set(all.map((g) => g._id)).size).toBe(all.length);
      expect(all.length).toBe(first.total);
      const priced = all.filter((g) => g.price !== null);
      const unpriced = all.filter((g) => g.price === null);
      expect(unpriced).toHaveLength(7);
      expect(all.slice(priced.length).every((g) => g.price === null)).toBe(true);
      const values = priced.map((g) => fromDecimal(g.price ?? { $numberDecimal: '0' }));
      const sorted = [...values].sort((a, b) => (order === 'asc' ? a - b : b - a));
      expect(values).toEqual(sorted);
      importedId ||= unpriced[0]?._id ?? '';
    },
  );

  it('the detail says price null and names its source; a partner gym has none', async () => {
    const imported = await new Client(t.app).get(`/api/partner/gyms/gymbyid/${importedId}`);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json<GymByIdResponse>()).toMatchObject({ price: null, source: OSM });
    const partner = await new Client(t.app).get(`/api/partner/gyms/gymbyid/${GYM_A}`);
    expect(partner.json<GymByIdResponse>()).toMatchObject({ source: null });
    expect(partner.json<GymByIdResponse>().price).not.toBeNull();
  });
});

describe('GET /api/sources', () => {
  it('lists every source with its licence, attribution and published gyms, for anyone', async () => {
    const res = await new Client(t.app).get('/api/sources');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<SourceListResponse>().sources).toContainEqual({ ...OSM, gyms: 7 });
  });
});

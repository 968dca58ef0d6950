// A gym created or changed by its partner is found by members at once (ADR 0006: every write bumps the
// catalogue version in its own transaction): by name, nearest first from a point next to it, by a new
// service name, on the map, and in the service list, even right after the same searches were answered
// (and their figures cached) without it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gymListResponseSchema,
  gymMapResponseSchema,
  serviceNamesResponseSchema,
} from '../../../src/shared/contract/gyms';
import { ALLGYMS, MAPGYMS, qs, SERVICES } from '../helpers/catalogue';
import {
  API,
  buildGymsApp,
  createGym,
  createService,
  expectExactCounters,
  signInMember,
  signUpPartner,
  type AccountTestApp,
  type Partner,
} from './helpers';

let t: AccountTestApp;
let owner: Partner;
let member: Partner;

beforeAll(async () => {
  t = await buildGymsApp();
  owner = await signUpPartner(t, 'catalogue.owner@example.com');
  member = await signInMember(t, 'catalogue.member@example.com');
});
afterAll(async () => t?.close());

/** Next to the new gym: about 15 m north-east of it. */
const HERE = { latitude: -34.5989, longitude: -58.4312 };
const NEAR = { lat: HERE.latitude + 0.0001, lon: HERE.longitude + 0.0001 };
const NAME = 'Zzcat Almagro Box';
const SERVICE = 'Zzcat Calistenia';

const list = async (params: Record<string, string | number>) => {
  const res = await member.client.get(`${ALLGYMS}?${qs(params)}`);
  expect(res.statusCode, res.body).toBe(200);
  return gymListResponseSchema.parse(res.json());
};
const map = async (params: Record<string, string | number>) => {
  const res = await member.client.get(`${MAPGYMS}?${qs(params)}`);
  expect(res.statusCode, res.body).toBe(200);
  return gymMapResponseSchema.parse(res.json());
};
const serviceNames = async () => {
  const res = await member.client.get(SERVICES);
  return serviceNamesResponseSchema.parse(res.json()).services;
};
/** Every view a member has of the catalogue, as the ids (or names) that concern the new gym. */
const views = async () => ({
  byName: (await list({ name: 'zzcat almagro' })).gyms.map((g) => g._id),
  nearestFirst: (await list({ sort: 'distance', ...NEAR, limit: 3 })).gyms[0]?._id,
  byService: (await list({ service: SERVICE })).gyms.map((g) => g._id),
  onMap: (await map({ ...NEAR, limit: 5 })).gyms[0]?._id,
  onMapByService: (await map({ ...NEAR, service: SERVICE })).gyms.map((g) => g._id),
  serviceListed: (await serviceNames()).find((s) => s.name === SERVICE)?.gyms,
});

describe('a new gym in the catalogue', () => {
  it('is found at once by name, by distance, by a new service, on the map and in /services', async () => {
    // The same searches first, so the catalogue has answered (and cached figures) without it.
    const before = await views();
    expect(before.byName).toEqual([]);
    expect(before.byService).toEqual([]);
    expect(before.onMapByService).toEqual([]);
    expect(before.serviceListed).toBeUndefined();
    const seededNearest = before.nearestFirst;
    expect(seededNearest).toEqual(expect.any(String));

    const gym = await createGym(owner.client, { name: NAME, ...HERE });
    await createService(owner.client, { gymId: gym._id, name: SERVICE, price: 3000 });
    // Not in the catalogue until its owner publishes it, which a service with a price allows (ADR 0026 §3).
    expect((await views()).byName).toEqual([]);
    expect((await owner.client.put(API.update, { _id: gym._id, gymActive: true })).statusCode).toBe(200);

    expect(await views()).toEqual({
      byName: [gym._id],
      nearestFirst: gym._id,
      byService: [gym._id],
      onMap: gym._id,
      onMapByService: [gym._id],
      serviceListed: 1,
    });
    const nearest = await list({ sort: 'distance', ...NEAR, limit: 2 });
    expect(nearest.gyms[0]?.distance).toBeLessThan(0.05);
    expect(nearest.gyms[1]?._id).toBe(seededNearest);
    await expectExactCounters(t);

    // Deactivated: gone from every view at once; reactivated: back.
    expect((await owner.client.put(API.update, { _id: gym._id, gymActive: false })).statusCode).toBe(200);
    expect(await views()).toEqual({
      byName: [],
      nearestFirst: seededNearest,
      byService: [],
      onMap: seededNearest,
      onMapByService: [],
      serviceListed: undefined,
    });
    await expectExactCounters(t);
    expect((await owner.client.put(API.update, { _id: gym._id, gymActive: true })).statusCode).toBe(200);
    expect((await views()).byService).toEqual([gym._id]);
    await expectExactCounters(t);
  });
});

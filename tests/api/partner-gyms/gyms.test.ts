// A partner's gyms (SPEC §3 "Gym", §7 `mygyms`): create and read back, with the catalogue counters equal
// to a recount after every write, and the map's default position refused (update, deactivate, delete:
// gym-edits.test.ts).
import { describe, expect, it } from 'vitest';
import {
  myGymResponseSchema,
  myGymsResponseSchema,
  type MyGym,
} from '../../../src/shared/contract/partner-gyms';
import { publishingMessages } from '../../../src/shared/messages/publishing';
import { geocodeMessages } from '../../../src/shared/messages/geocode';
import { DEFAULT_LOCATION } from '../../../src/shared/constants/spec';
import { listPage } from '../helpers/catalogue';
import {
  addUpload,
  API,
  createGym,
  del,
  createService,
  expectError,
  expectExactCounters,
  gymBody,
  publishGym,
  signUpPartner,
} from './helpers';
import { owner, rowOf, t, update, useGymsApp } from './gyms-fixture';

useGymsApp();

describe('POST gymscreate', () => {
  it('creates a gym of the session partner with every field, normalised, and answers 201 {gym}', async () => {
    const [photo1, photo2, logo] = [
      await addUpload(t, owner.userId),
      await addUpload(t, owner.userId),
      await addUpload(t, owner.userId),
    ];
    const before = await listPage(t, { name: 'Zzgym Completo' });
    expect(before.total).toBe(0);
    const res = await owner.client.post(API.create, {
      name: '  Zzgym Completo  ',
      price: '18500.5',
      image: [photo1, photo2],
      logo,
      phone: '011 4321-5678',
      email: 'Hola@ZzGym.com.ar',
      address: 'Av. Corrientes 1234',
      latitude: '-34.6037',
      longitude: -58.3816,
      socialNetworks: {
        instagram: 'https://instagram.com/zzgym',
        tiktok: 'https://tiktok.com/@zzgym',
        x: ' ',
      },
      trainers: 4,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { gym } = myGymResponseSchema.parse(res.json());
    expect(res.json()).toEqual({ gym }); // nothing beyond the contract (no distance, no owner)
    expect(gym).toEqual({
      _id: expect.any(String),
      name: 'Zzgym Completo',
      price: { $numberDecimal: '18500.50' },
      raiting: null, // nobody has rated it: no rating is invented (ADR 0012)
      reviewCount: 0,
      score: null,
      image: [photo1, photo2],
      logo,
      phone: '+541143215678',
      email: 'hola@zzgym.com.ar',
      services: [],
      trainers: 4,
      clients: 0,
      uEnd: 0,
      visitCredits: null,
      latitude: { $numberDecimal: '-34.6037000' },
      longitude: { $numberDecimal: '-58.3816000' },
      socialNetworks: { instagram: 'https://instagram.com/zzgym', tiktok: 'https://tiktok.com/@zzgym' },
      gymActive: false, // unpublished until it sells a service with a price (ADR 0026 §3)
      favourite: 0,
      address: 'Av. Corrientes 1234',
      neighborhood: null,
      country: 'AR', // the partner's country (ADR 0054)
      demo: false,
      moderation: null, // no administrator unpublished it (ADR 0018 "Moderation")
      openingHours: null, // unknown hours: neither open nor closed (ADR 0025)
      openNow: null,
      nextChange: null,
      timeZone: 'America/Argentina/Buenos_Aires',
    });
    const row = await rowOf(gym._id);
    expect(row).toMatchObject({ ownerId: owner.userId, demoValues: false, raiting: null, sourceRef: null });
    await expectExactCounters(t);
  });

  it('fills the optional fields with their defaults', async () => {
    const gym = await createGym(owner.client, { name: 'Zzgym Minimo' });
    expect(gym).toMatchObject({
      image: [],
      logo: null,
      phone: null,
      email: null,
      socialNetworks: {},
      trainers: 0,
      gymActive: false,
      services: [],
    });
    await expectExactCounters(t);
  });

  it('can create a gym inactive: it is not in the catalogue until activated', async () => {
    const gym = await createGym(owner.client, { name: 'Zzgym Cerrado', gymActive: false });
    expect(gym.gymActive).toBe(false);
    expect((await listPage(t, { name: 'Zzgym Cerrado' })).total).toBe(0);
    await expectExactCounters(t);
  });

  it('publishes a gym only once it sells a service with a price, and keeps it selling (ADR 0026 §3)', async () => {
    const gym = await createGym(owner.client, { name: 'Zzgym Checklist', gymActive: true });
    expect(gym.gymActive).toBe(false);
    const refused = { code: 'CONFLICT', message: publishingMessages.needsPricedService('Zzgym Checklist') };
    expectError(await owner.client.put(API.update, { _id: gym._id, gymActive: true }), 409, refused);
    // A service without a price does not make it sellable.
    const free = await createService(owner.client, { gymId: gym._id, name: 'Zzcharla' });
    expectError(await owner.client.put(API.update, { _id: gym._id, gymActive: true }), 409, refused);
    expect((await listPage(t, { name: 'Zzgym Checklist' })).total).toBe(0);
    const priced = await createService(owner.client, { gymId: gym._id, name: 'Zzfuncional', price: '5.000' });
    expect((await update({ _id: gym._id, gymActive: true })).gymActive).toBe(true);
    expect((await listPage(t, { name: 'Zzgym Checklist' })).total).toBe(1);
    // Published, its last priced service can neither go nor lose its price; an unpriced one can go.
    const last = { code: 'CONFLICT', message: publishingMessages.lastPricedService('Zzgym Checklist') };
    expectError(await del(owner.client, API.serviceRemove(priced.service._id)), 409, last);
    expectError(
      await owner.client.put(API.serviceUpdate, { _id: priced.service._id, price: null }),
      409,
      last,
    );
    expect((await del(owner.client, API.serviceRemove(free.service._id))).statusCode).toBe(200);
    expect((await listPage(t, { name: 'Zzgym Checklist' })).total).toBe(1);
    // Unpublished first, the last priced service may go.
    await update({ _id: gym._id, gymActive: false });
    expect((await del(owner.client, API.serviceRemove(priced.service._id))).statusCode).toBe(200);
    await expectExactCounters(t);
  });
});

describe('GET mygyms/{id}', () => {
  it("answers the partner's gyms, active or not, newest first, and no one else's", async () => {
    const other = await signUpPartner(t, 'gyms.other@example.com');
    await createGym(other.client, { name: 'Zzgym De Otro' });
    const minimo = (await owner.client.get(API.mygyms(owner.userId))).json<{ gyms: MyGym[] }>();
    await publishGym(owner.client, minimo.gyms.find((g) => g.name === 'Zzgym Minimo')?._id ?? '');
    const res = await owner.client.get(API.mygyms(owner.userId));
    expect(res.statusCode, res.body).toBe(200);
    const body = myGymsResponseSchema.parse(res.json());
    expect(res.json()).toEqual(body);
    expect(body.gyms.map((g) => g.name)).toEqual([
      'Zzgym Checklist',
      'Zzgym Cerrado',
      'Zzgym Minimo',
      'Zzgym Completo',
    ]);
    expect(body.gyms.map((g) => g.gymActive)).toEqual([false, false, true, false]);
  });

  it('answers an empty list to a partner without gyms', async () => {
    const fresh = await signUpPartner(t, 'gyms.fresh@example.com');
    const res = await fresh.client.get(API.mygyms(fresh.userId));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ gyms: [] });
  });
});

describe("the map's default position (nobody placed the gym)", () => {
  it('refuses to create or move a gym onto it with a Spanish 400 on both coordinates', async () => {
    const pin = { code: 'VALIDATION', message: geocodeMessages.pinRequired };
    const fields = { latitude: geocodeMessages.pinRequired, longitude: geocodeMessages.pinRequired };
    const atDefault = { latitude: DEFAULT_LOCATION.latitude, longitude: DEFAULT_LOCATION.longitude };
    expectError(
      await owner.client.post(API.create, gymBody({ name: 'Zzgym Sin Ubicar', ...atDefault })),
      400,
      {
        ...pin,
        fields,
      },
    );
    expect((await listPage(t, { name: 'Zzgym Sin Ubicar' })).total).toBe(0);
    const gym = await createGym(owner.client, { name: 'Zzgym Ubicado' });
    expectError(await owner.client.put(API.update, { _id: gym._id, ...atDefault }), 400, { ...pin, fields });
    // A few metres away is a place someone chose.
    const moved = await update({
      _id: gym._id,
      latitude: DEFAULT_LOCATION.latitude + 0.0002,
      longitude: DEFAULT_LOCATION.longitude,
    });
    expect(moved.latitude).toEqual({ $numberDecimal: '-34.6153000' });
  });
});

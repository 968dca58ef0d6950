// Services of a partner's gyms (SPEC §2 gym service form; ADR 0007): create, edit, rename (relink keeping the
// `_id`), delete; names matched without regard to case against the service vocabulary; one name per
// gym; the catalogue's service filter and `GET /services` follow at once; counters stay exact.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gyms, gymServices, partners, services } from '../../../src/server/db/schema';
import { uploads } from '../../../src/server/db/schema-marketplace';
import { sales } from '../../../src/server/db/schema-commerce';
import { insertPaidSale } from '../helpers/sales';
import {
  myGymResponseSchema,
  myGymsResponseSchema,
  serviceWriteResponseSchema,
  type MyGym,
  type ServiceWriteResponse,
} from '../../../src/shared/contract/partner-gyms';
import { partnerMessages } from '../../../src/shared/messages';
import { listPage, SERVICES } from '../helpers/catalogue';
import {
  addUpload,
  API,
  buildGymsApp,
  counters,
  createGym,
  createPublishedGym,
  createService,
  del,
  expectError,
  expectExactCounters,
  query,
  signUpPartner,
  type AccountTestApp,
  type Partner,
  PUBLISHING_SERVICE,
} from './helpers';

let t: AccountTestApp;
let owner: Partner;
let gym: MyGym;

beforeAll(async () => {
  t = await buildGymsApp();
  owner = await signUpPartner(t, 'services.owner@example.com');
  await t.handle.db.update(partners).set({ planCode: 'golden' }).where(eq(partners.userId, owner.userId));
  // Published: it sells PUBLISHING_SERVICE (ADR 0026 §3), so its services are in the catalogue.
  gym = await createPublishedGym(owner.client, { name: 'Zzsvc Central', latitude: -34.6, longitude: -58.45 });
});
afterAll(async () => t?.close());

const serviceNames = async (): Promise<Record<string, number>> => {
  const res = await t.app.inject({ method: 'GET', url: SERVICES });
  const list = res.json<{ services: { name: string; gyms: number }[] }>().services;
  return Object.fromEntries(list.map((s) => [s.name, s.gyms]));
};
const vocabulary = async (name: string) =>
  (await query<{ name: string }>(t, sql`select name from services where lower(name) = lower(${name})`)).map(
    (r) => r.name,
  );
const update = async (body: object): Promise<ServiceWriteResponse> => {
  const res = await owner.client.put(API.serviceUpdate, body);
  expect(res.statusCode, res.body).toBe(200);
  return serviceWriteResponseSchema.parse(res.json());
};

describe('POST servicecreate', () => {
  it('adds a service with every field; a new name joins the catalogue filter and /services at once', async () => {
    const photo = await addUpload(t, owner.userId);
    expect(await vocabulary('Zzkick Boxing')).toEqual([]);
    expect((await listPage(t, { service: 'Zzkick Boxing' })).total).toBe(0);
    const res = await owner.client.post(API.serviceCreate, {
      gymId: gym._id,
      name: '  Zzkick Boxing ',
      description: 'Clases para todos los niveles.',
      duration: '60',
      price: 9000.25,
      image: photo,
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = serviceWriteResponseSchema.parse(res.json());
    expect(res.json()).toEqual(body);
    expect(body.service).toEqual({
      _id: expect.any(String),
      name: 'Zzkick Boxing',
      description: 'Clases para todos los niveles.',
      duration: 60,
      price: { $numberDecimal: '9000.25' },
      image: photo,
    });
    expect(body.gym.services.filter((s) => s.name !== PUBLISHING_SERVICE.name)).toEqual([body.service]);
    expect(body.gym._id).toBe(gym._id);

    expect(await vocabulary('zzkick boxing')).toEqual(['Zzkick Boxing']);
    expect((await serviceNames())['Zzkick Boxing']).toBe(1);
    const found = await listPage(t, { service: 'Zzkick Boxing' });
    expect(found.gyms.map((g) => g._id)).toEqual([gym._id]);
    // The filter matches without regard to case, like every service filter.
    expect((await listPage(t, { service: 'ZZKICK BOXING' })).total).toBe(1);
    await expectExactCounters(t);
  });

  it('reuses a vocabulary name typed in another case (no new row) and shows its spelling', async () => {
    const before = await counters(t);
    const { service } = await createService(owner.client, { gymId: gym._id, name: ' yOGA ' });
    expect(service.name).toBe('Yoga');
    expect(await vocabulary('yoga')).toEqual(['Yoga']);
    expect((await counters(t)).services.Yoga).toBe((before.services.Yoga ?? 0) + 1);
    await expectExactCounters(t);
  });

  it('refuses the same name twice on one gym (any case) with 409', async () => {
    for (const name of ['Yoga', 'YOGA', 'zzkick boxing']) {
      const res = await owner.client.post(API.serviceCreate, { gymId: gym._id, name });
      expectError(res, 409, { code: 'CONFLICT', message: partnerMessages.serviceDuplicate });
    }
    await expectExactCounters(t);
  });

  it('links a service to an inactive gym without counting it until the gym is reactivated', async () => {
    const closed = await createGym(owner.client, { name: 'Zzsvc Cerrado', gymActive: false });
    await createService(owner.client, { gymId: closed._id, name: 'Zzsolo Inactivo', price: 2000 });
    expect((await serviceNames())['Zzsolo Inactivo']).toBeUndefined();
    await expectExactCounters(t);
    const res = await owner.client.put(API.update, { _id: closed._id, gymActive: true });
    expect(res.statusCode, res.body).toBe(200);
    expect((await serviceNames())['Zzsolo Inactivo']).toBe(1);
    await expectExactCounters(t);
  });

  it('marks a seeded gym as edited by its owner (demo_values false) once a service is added', async () => {
    const [seeded] = await t.handle.db.select().from(gyms).where(eq(gyms.demoValues, true)).limit(1);
    if (!seeded) throw new Error('the seed has demo gyms');
    await t.handle.db.update(gyms).set({ ownerId: owner.userId }).where(eq(gyms.id, seeded.id));
    const { gym: after } = await createService(owner.client, { gymId: seeded.id, name: 'Zzsvc Sembrado' });
    expect(after.demo).toBe(false);
    await expectExactCounters(t);
  });
});

describe('PUT serviceupdate', () => {
  it('changes only the fields present and clears with null or blank', async () => {
    const photo = await addUpload(t, owner.userId);
    const { service } = await createService(owner.client, {
      gymId: gym._id,
      name: 'Pilates',
      description: 'Reformer',
      duration: 45,
      price: 7000,
      image: photo,
    });
    const priced = await update({ _id: service._id, price: '7500.5' });
    expect(priced.service).toEqual({ ...service, price: { $numberDecimal: '7500.50' } });
    const cleared = await update({
      _id: service._id,
      description: ' ',
      duration: '',
      price: null,
      image: '',
    });
    expect(cleared.service).toEqual({
      _id: service._id,
      name: 'Pilates',
      description: null,
      duration: null,
      price: null,
      image: null,
    });
    expect(cleared.gym.services.find((s) => s._id === service._id)).toEqual(cleared.service);
  });

  it('keeps its stored photo even when the upload row is gone, and takes a new upload', async () => {
    const photo = await addUpload(t, owner.userId);
    const { service } = await createService(owner.client, { gymId: gym._id, name: 'Spinning', image: photo });
    await t.handle.db.delete(uploads).where(eq(uploads.path, photo.slice('/uploads/'.length)));
    expect((await update({ _id: service._id, image: photo, duration: 50 })).service.image).toBe(photo);
    const next = await addUpload(t, owner.userId);
    expect((await update({ _id: service._id, image: next })).service.image).toBe(next);
  });

  it('renames by relinking to another vocabulary row, keeping the _id; counts and filters follow', async () => {
    const { service } = await createService(owner.client, {
      gymId: gym._id,
      name: 'Zzviejo Nombre',
      description: 'Se conserva',
    });
    expect((await serviceNames())['Zzviejo Nombre']).toBe(1);
    const renamed = await update({ _id: service._id, name: 'Zznuevo Nombre' });
    expect(renamed.service).toEqual({ ...service, name: 'Zznuevo Nombre' });
    const names = await serviceNames();
    expect(names['Zzviejo Nombre']).toBeUndefined();
    expect(names['Zznuevo Nombre']).toBe(1);
    expect((await listPage(t, { service: 'Zzviejo Nombre' })).total).toBe(0);
    expect((await listPage(t, { service: 'Zznuevo Nombre' })).gyms.map((g) => g._id)).toEqual([gym._id]);
    await expectExactCounters(t);

    // To an existing vocabulary name, typed in another case.
    const funcional = await update({ _id: service._id, name: 'funcional' });
    expect(funcional.service).toMatchObject({ _id: service._id, name: 'Funcional' });
    expect(await vocabulary('funcional')).toEqual(['Funcional']);
    await expectExactCounters(t);

    // Same name in another case: same row, nothing moves.
    const [link] = await t.handle.db.select().from(gymServices).where(eq(gymServices.id, service._id));
    await update({ _id: service._id, name: 'FUNCIONAL' });
    const [after] = await t.handle.db.select().from(gymServices).where(eq(gymServices.id, service._id));
    expect(after?.serviceId).toBe(link?.serviceId);
  });

  it('refuses a rename to a name the gym already offers with 409, changing nothing', async () => {
    const { service } = await createService(owner.client, { gymId: gym._id, name: 'Zzsvc Funcional Dos' });
    const res = await owner.client.put(API.serviceUpdate, { _id: service._id, name: 'yoga', price: 1 });
    expectError(res, 409, { code: 'CONFLICT', message: partnerMessages.serviceDuplicate });
    const mine = myGymsResponseSchema.parse((await owner.client.get(API.mygyms(owner.userId))).json());
    expect(
      mine.gyms.find((g) => g._id === gym._id)?.services.find((s) => s._id === service._id),
    ).toMatchObject({
      name: 'Zzsvc Funcional Dos',
      price: null,
    });
    await expectExactCounters(t);
  });

  it('answers 404 for an unknown service', async () => {
    expectError(await owner.client.put(API.serviceUpdate, { _id: randomUUID(), price: 1 }), 404, {
      code: 'NOT_FOUND',
      message: partnerMessages.serviceNotFound,
    });
  });
});

describe('DELETE servicedelete/{id}', () => {
  it('removes the service and answers the gym; the filter drops the name; sales keep their rows', async () => {
    const { service } = await createService(owner.client, { gymId: gym._id, name: 'Zzsvc Borrable' });
    const saleId = await insertPaidSale(t.handle, {
      gymId: gym._id,
      gymServiceId: service._id,
      gross: '100.00',
    });
    expect((await serviceNames())['Zzsvc Borrable']).toBe(1);
    const res = await del(owner.client, API.serviceRemove(service._id));
    expect(res.statusCode, res.body).toBe(200);
    const { gym: after } = myGymResponseSchema.parse(res.json());
    expect(after.services.map((s) => s._id)).not.toContain(service._id);
    expect((await serviceNames())['Zzsvc Borrable']).toBeUndefined();
    expect((await listPage(t, { service: 'Zzsvc Borrable' })).total).toBe(0);
    const [kept] = await t.handle.db.select().from(sales).where(eq(sales.id, saleId));
    expect(kept?.gymServiceId).toBeNull();
    // The vocabulary keeps the name (it may come back); only links are removed.
    expect(await t.handle.db.select().from(services).where(eq(services.name, 'Zzsvc Borrable'))).toHaveLength(
      1,
    );
    await expectExactCounters(t);
    expectError(await del(owner.client, API.serviceRemove(service._id)), 404, {
      code: 'NOT_FOUND',
      message: partnerMessages.serviceNotFound,
    });
  });

  it('answers 400 for an id that is not a UUID', async () => {
    expectError(await del(owner.client, API.serviceRemove('x')), 400, { code: 'VALIDATION' });
  });
});

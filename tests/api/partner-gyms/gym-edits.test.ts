// A partner's gym changed (SPEC §3 "Gym", §7 `gymsupdate`, `gymsdelete`): partial update,
// deactivate/reactivate, delete (refused with sales), with the catalogue counters equal to a recount
// after every write and every call documented in OpenAPI.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gyms } from '../../../src/server/db/schema';
import { favourites, uploads } from '../../../src/server/db/schema-marketplace';
import { insertPaidSale } from '../helpers/sales';
import { gymDeleteResponseSchema, myGymsResponseSchema } from '../../../src/shared/contract/partner-gyms';
import { partnerMessages } from '../../../src/shared/messages';
import { GYMBYID, listPage, MAPGYMS } from '../helpers/catalogue';
import {
  addUpload,
  API,
  createGym,
  del,
  createPublishedGym,
  expectError,
  expectExactCounters,
  signInMember,
} from './helpers';
import { owner, rowOf, t, update, useGymsApp } from './gyms-fixture';

useGymsApp();

describe('PUT gymsupdate', () => {
  it('reads prices as written in Argentina ("30.000", "30.000,50", "$ 30.000")', async () => {
    const gym = await createGym(owner.client, { name: 'Zzgym Precio Criollo' });
    for (const [typed, stored] of [
      ['30.000', '30000.00'],
      ['30.000,50', '30000.50'],
      ['$ 30.000', '30000.00'],
    ] as const) {
      const updated = await update({ _id: gym._id, price: typed });
      expect(updated.price).toEqual({ $numberDecimal: stored });
    }
  });

  it('changes only the fields present and marks the gym as edited by its owner (demo_values false)', async () => {
    const gym = await createGym(owner.client, { name: 'Zzgym Parcial', trainers: 2, phone: '11 5555 1234' });
    await t.handle.db.update(gyms).set({ demoValues: true }).where(eq(gyms.id, gym._id));
    const updated = await update({ _id: gym._id, name: 'Zzgym Parcial Dos', price: 31000 });
    expect(updated).toEqual({
      ...gym,
      name: 'Zzgym Parcial Dos',
      price: { $numberDecimal: '31000.00' },
      demo: false,
    });
    expect((await rowOf(gym._id))?.demoValues).toBe(false);
    // Only the id: nothing changes but the mark.
    await t.handle.db.update(gyms).set({ demoValues: true }).where(eq(gyms.id, gym._id));
    expect(await update({ _id: gym._id })).toEqual(updated);
    expect((await rowOf(gym._id))?.demoValues).toBe(false);
    await expectExactCounters(t);
  });

  it('moves the pin and renames: members find it by the new name at the new place at once', async () => {
    const gym = await createPublishedGym(owner.client, { name: 'Zzgym Mudanza' });
    const moved = await update({ _id: gym._id, name: 'Zzgym Mudado', latitude: -34.62, longitude: -58.44 });
    expect(moved.latitude).toEqual({ $numberDecimal: '-34.6200000' });
    expect((await listPage(t, { name: 'Zzgym Mudanza' })).total).toBe(0);
    const found = await listPage(t, { name: 'Zzgym Mudado', lat: -34.62, lon: -58.44 });
    expect(found.gyms.map((g) => [g._id, g.distance])).toEqual([[gym._id, 0]]);
    await expectExactCounters(t);
  });

  it('clears optional fields with null, blank or empty values', async () => {
    const photo = await addUpload(t, owner.userId);
    const logo = await addUpload(t, owner.userId);
    const gym = await createGym(owner.client, {
      name: 'Zzgym Limpieza',
      image: [photo],
      logo,
      phone: '011 4321-5678',
      email: 'a@zz.com',
      socialNetworks: { website: 'https://zz.com' },
    });
    const cleared = await update({
      _id: gym._id,
      image: [],
      logo: '',
      phone: '',
      email: null,
      socialNetworks: { website: '' },
    });
    expect(cleared).toMatchObject({ image: [], logo: null, phone: null, email: null, socialNetworks: {} });
  });

  it('keeps images already on the gym (even when their upload row is gone) and adds new uploads', async () => {
    const [a, b, c] = [
      await addUpload(t, owner.userId),
      await addUpload(t, owner.userId),
      await addUpload(t, owner.userId),
    ];
    const gym = await createGym(owner.client, { name: 'Zzgym Fotos', image: [a, b], logo: c });
    await t.handle.db.delete(uploads).where(eq(uploads.path, a.slice('/uploads/'.length)));
    const d = await addUpload(t, owner.userId);
    // Reorder, keep a stored photo, move the logo into the gallery, add a new one as logo.
    const updated = await update({ _id: gym._id, image: [c, a], logo: d });
    expect(updated).toMatchObject({ image: [c, a], logo: d });
    expect((await rowOf(gym._id))?.images).toEqual([c, a]);
  });

  it('deactivates (out of list, detail and map at once) and reactivates, counters exact each time', async () => {
    const gym = await createPublishedGym(owner.client, {
      name: 'Zzgym Pausa',
      latitude: -34.59,
      longitude: -58.43,
    });
    const visible = async () => {
      const list = await listPage(t, { name: 'Zzgym Pausa' });
      const detail = await t.app.inject({ method: 'GET', url: `${GYMBYID}/${gym._id}` });
      const map = await t.app.inject({
        method: 'GET',
        url: `${MAPGYMS}?lat=-34.59&lon=-58.43&limit=5&name=Zzgym%20Pausa`,
      });
      const pins = map.json<{ gyms: { _id: string }[] }>().gyms.map((p) => p._id);
      return { list: list.total, detail: detail.statusCode, map: pins };
    };
    expect(await visible()).toEqual({ list: 1, detail: 200, map: [gym._id] });

    const off = await update({ _id: gym._id, gymActive: false });
    expect(off.gymActive).toBe(false);
    expect(await visible()).toEqual({ list: 0, detail: 404, map: [] });
    await expectExactCounters(t);
    // The owner still sees it.
    const mine = myGymsResponseSchema.parse((await owner.client.get(API.mygyms(owner.userId))).json());
    expect(mine.gyms.find((g) => g._id === gym._id)?.gymActive).toBe(false);

    const on = await update({ _id: gym._id, gymActive: true });
    expect(on.gymActive).toBe(true);
    expect(await visible()).toEqual({ list: 1, detail: 200, map: [gym._id] });
    await expectExactCounters(t);
  });
});

describe('DELETE gymsdelete/{id}', () => {
  it('deletes the gym with its services and favourites; the catalogue drops it at once', async () => {
    const gym = await createPublishedGym(owner.client, { name: 'Zzgym Borrar' });
    const linked = await owner.client.post(API.serviceCreate, { gymId: gym._id, name: 'Natación' });
    expect(linked.statusCode, linked.body).toBe(201);
    const fan = await signInMember(t, 'gyms.fan@example.com');
    await t.handle.db.insert(favourites).values({ userId: fan.userId, gymId: gym._id });
    expect((await listPage(t, { name: 'Zzgym Borrar' })).total).toBe(1);
    await expectExactCounters(t);

    const res = await del(owner.client, API.remove(gym._id));
    expect(res.statusCode, res.body).toBe(200);
    expect(gymDeleteResponseSchema.parse(res.json())).toEqual({ deleted: true, _id: gym._id });
    expect(await rowOf(gym._id)).toBeUndefined();
    const [links] = await t.handle.db
      .execute(sql`select count(*)::int as n from gym_services where gym_id = ${gym._id}`)
      .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
    expect(links?.n).toBe(0);
    expect(await t.handle.db.select().from(favourites).where(eq(favourites.gymId, gym._id))).toEqual([]);
    expect((await listPage(t, { name: 'Zzgym Borrar' })).total).toBe(0);
    await expectExactCounters(t);
    // Deleted means gone: a second delete is a 404.
    expectError(await del(owner.client, API.remove(gym._id)), 404, {
      code: 'NOT_FOUND',
      message: partnerMessages.gymNotFound,
    });
  });

  it('refuses a gym with sales with 409 (never a 500), and the gym stays', async () => {
    const gym = await createPublishedGym(owner.client, { name: 'Zzgym Con Ventas' });
    await insertPaidSale(t.handle, { gymId: gym._id, gross: '25000.00' });
    const res = await del(owner.client, API.remove(gym._id));
    expectError(res, 409, { code: 'CONFLICT', message: partnerMessages.gymHasSales });
    expect(await rowOf(gym._id)).toBeDefined();
    const mine = myGymsResponseSchema.parse((await owner.client.get(API.mygyms(owner.userId))).json());
    expect(mine.gyms.map((g) => g._id)).toContain(gym._id);
    expect((await listPage(t, { name: 'Zzgym Con Ventas' })).total).toBe(1);
    await expectExactCounters(t);
    // Deactivating is the way out.
    expect((await update({ _id: gym._id, gymActive: false })).gymActive).toBe(false);
  });

  it('answers 404 for an unknown id and 400 for an id that is not a UUID', async () => {
    expectError(await del(owner.client, API.remove(randomUUID())), 404, {
      code: 'NOT_FOUND',
      message: partnerMessages.gymNotFound,
    });
    expectError(await del(owner.client, API.remove('nope')), 400, { code: 'VALIDATION' });
  });
});

describe('OpenAPI', () => {
  it('documents every call with its tag, summary and answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    type Op = { tags?: string[]; summary?: string; responses: Record<string, unknown> };
    const paths = res.json<{ paths: Record<string, Record<string, Op>> }>().paths;
    const expected: [string, string, string[]][] = [
      ['/api/partner/gyms/mygyms/{id}', 'get', ['200', '400', '401', '403', '404']],
      ['/api/partner/gyms/gymscreate', 'post', ['201', '400', '401', '403', '404', '409']],
      ['/api/partner/gyms/gymsupdate', 'put', ['200', '400', '401', '403', '404', '409']],
      ['/api/partner/gyms/gymsdelete/{id}', 'delete', ['200', '400', '401', '403', '404', '409']],
      ['/api/partner/gyms/servicecreate', 'post', ['201', '400', '401', '403', '404', '409']],
      ['/api/partner/gyms/serviceupdate', 'put', ['200', '400', '401', '403', '404', '409']],
      ['/api/partner/gyms/servicedelete/{id}', 'delete', ['200', '400', '401', '403', '404', '409']],
    ];
    for (const [path, method, statuses] of expected) {
      const op = paths[path]?.[method];
      expect(op?.tags, path).toEqual(['partner gyms']);
      expect(op?.summary, path).toEqual(expect.any(String));
      expect(Object.keys(op?.responses ?? {}), path).toEqual(statuses);
    }
  });
});

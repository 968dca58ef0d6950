// Plan limits (ADR 0007; migration 0006 plans): a partner owns at most `max_gyms` gyms
// (deactivated ones count) and a gym has at most `max_services_per_gym` services; going over is a 409
// with a Spanish message naming the plan; a larger plan lifts the limit at once; concurrent creations
// cannot both pass (the partner row is locked while counting).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partners } from '../../../src/server/db/schema';
import { partnerMessages } from '../../../src/shared/messages';
import {
  API,
  buildGymsApp,
  createGym,
  createService,
  del,
  expectError,
  expectExactCounters,
  gymBody,
  signUpPartner,
  type AccountTestApp,
} from './helpers';

let t: AccountTestApp;
beforeAll(async () => {
  t = await buildGymsApp();
});
afterAll(async () => t?.close());

const setPlan = (userId: string, planCode: string) =>
  t.handle.db.update(partners).set({ planCode }).where(eq(partners.userId, userId));

describe('gyms per plan', () => {
  it('free plan: a second gym is refused with 409 and the plan message; a larger plan lets it in', async () => {
    const owner = await signUpPartner(t, 'plans.gyms@example.com');
    const first = await createGym(owner.client, { name: 'Zzplan Uno' });

    const second = await owner.client.post(API.create, gymBody({ name: 'Zzplan Dos' }));
    expectError(second, 409, { code: 'CONFLICT', message: partnerMessages.planGymLimit('Gratis', 1) });
    expect(second.json<{ message: string }>().message).toBe(
      'Tu plan Gratis permite hasta 1 gimnasio. Elegí un plan mayor para sumar otro.',
    );

    // A deactivated gym still counts.
    const off = await owner.client.put(API.update, { _id: first._id, gymActive: false });
    expect(off.statusCode).toBe(200);
    expectError(await owner.client.post(API.create, gymBody({ name: 'Zzplan Dos' })), 409, {
      code: 'CONFLICT',
    });

    await setPlan(owner.userId, 'standar');
    await createGym(owner.client, { name: 'Zzplan Dos' });
    await createGym(owner.client, { name: 'Zzplan Tres' });
    expectError(await owner.client.post(API.create, gymBody({ name: 'Zzplan Cuatro' })), 409, {
      code: 'CONFLICT',
      message: 'Tu plan Standar permite hasta 3 gimnasios. Elegí un plan mayor para sumar otro.',
    });

    // Deleting one makes room again.
    expect((await del(owner.client, API.remove(first._id))).statusCode).toBe(200);
    await createGym(owner.client, { name: 'Zzplan Cuatro' });
    await expectExactCounters(t);
  });

  it('concurrent creations on the free plan: exactly one gym is created', async () => {
    const owner = await signUpPartner(t, 'plans.race@example.com');
    const answers = await Promise.all(
      ['A', 'B', 'C', 'D'].map((s) =>
        owner.client.post(API.create, gymBody({ name: `Zzplan Carrera ${s}` })),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const mine = (await owner.client.get(API.mygyms(owner.userId))).json<{ gyms: unknown[] }>();
    expect(mine.gyms).toHaveLength(1);
    await expectExactCounters(t);
  });
});

describe('services per gym', () => {
  it('free plan: the 6th service of a gym is refused with 409; other gyms and deletions free room', async () => {
    const owner = await signUpPartner(t, 'plans.services@example.com');
    const gym = await createGym(owner.client, { name: 'Zzplan Servicios' });
    const names = ['Yoga', 'Pilates', 'Funcional', 'Zzplan Uno', 'Zzplan Dos'];
    const ids: string[] = [];
    for (const name of names)
      ids.push((await createService(owner.client, { gymId: gym._id, name })).service._id);

    const sixth = await owner.client.post(API.serviceCreate, { gymId: gym._id, name: 'Zzplan Seis' });
    expectError(sixth, 409, {
      code: 'CONFLICT',
      message: 'Tu plan Gratis permite hasta 5 servicios por gimnasio. Elegí un plan mayor para sumar otro.',
    });
    expect(sixth.json<{ message: string }>().message).toBe(partnerMessages.planServiceLimit('Gratis', 5));

    // Renaming is not adding: still allowed at the limit.
    const renamed = await owner.client.put(API.serviceUpdate, { _id: ids[4], name: 'Zzplan Cinco' });
    expect(renamed.statusCode, renamed.body).toBe(200);

    expect((await del(owner.client, API.serviceRemove(ids[0] ?? ''))).statusCode).toBe(200);
    await createService(owner.client, { gymId: gym._id, name: 'Zzplan Seis' });

    await setPlan(owner.userId, 'standar');
    await createService(owner.client, { gymId: gym._id, name: 'Zzplan Siete' });
    await expectExactCounters(t);
  });

  it('concurrent service creations at the limit: exactly one passes', async () => {
    const owner = await signUpPartner(t, 'plans.services.race@example.com');
    const gym = await createGym(owner.client, { name: 'Zzplan Servicios Carrera' });
    for (const name of ['Yoga', 'Pilates', 'Funcional', 'Natación'])
      await createService(owner.client, { gymId: gym._id, name });
    const answers = await Promise.all(
      ['A', 'B', 'C'].map((s) =>
        owner.client.post(API.serviceCreate, { gymId: gym._id, name: `Zzplan Carrera ${s}` }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const mine = (await owner.client.get(API.mygyms(owner.userId))).json<{
      gyms: { services: unknown[] }[];
    }>();
    expect(mine.gyms[0]?.services).toHaveLength(5);
    await expectExactCounters(t);
  });
});

// Ownership of a partner's gyms and services (SPEC §6; OWASP ASVS 4.2.1; docs/architecture.md §4): visitors get
// 401 from every call; members and admins 403 from every write; another partner 403 on the owner's
// gyms and services and on its mygyms; an admin reads any partner's gyms; ids in a path or body never
// decide alone; refused calls change nothing.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gyms, gymServices } from '../../../src/server/db/schema';
import { myGymsResponseSchema, type MyGym } from '../../../src/shared/contract/partner-gyms';
import { accountMessages, partnerMessages } from '../../../src/shared/messages';
import {
  addUpload,
  API,
  buildGymsApp,
  Client,
  createAccount,
  createGym,
  createService,
  del,
  expectError,
  gymBody,
  sessionFor,
  signInAdmin,
  signInMember,
  signUpPartner,
  type AccountTestApp,
  type Partner,
} from './helpers';

let t: AccountTestApp;
let owner: Partner;
let other: Partner;
let member: Partner;
let admin: Partner;
let gym: MyGym;
let serviceId = '';

beforeAll(async () => {
  t = await buildGymsApp();
  owner = await signUpPartner(t, 'own.owner@example.com');
  other = await signUpPartner(t, 'own.other@example.com', 'Diego Ruiz');
  member = await signInMember(t, 'own.member@example.com');
  admin = await signInAdmin(t, 'own.admin@example.com');
  gym = await createGym(owner.client, { name: 'Zzown Propio', image: [await addUpload(t, owner.userId)] });
  serviceId = (await createService(owner.client, { gymId: gym._id, name: 'Yoga' })).service._id;
});
afterAll(async () => t?.close());

/** Every write, aimed at the owner's gym and service. */
const writes = (): [string, (c: Client) => Promise<LightMyRequestResponse>][] => [
  ['gymscreate', (c) => c.post(API.create, gymBody({ name: 'Zzown Intruso' }))],
  ['gymsupdate', (c) => c.put(API.update, { _id: gym._id, name: 'Zzown Robado', gymActive: false })],
  ['gymsdelete', (c) => del(c, API.remove(gym._id))],
  ['servicecreate', (c) => c.post(API.serviceCreate, { gymId: gym._id, name: 'Zzown Intruso' })],
  ['serviceupdate', (c) => c.put(API.serviceUpdate, { _id: serviceId, name: 'Zzown Robado' })],
  ['servicedelete', (c) => del(c, API.serviceRemove(serviceId))],
];

/** The owner's gym and its services, straight from the database. */
const snapshot = async () => ({
  gym: (await t.handle.db.select().from(gyms).where(eq(gyms.id, gym._id)))[0],
  links: await t.handle.db.select().from(gymServices).where(eq(gymServices.gymId, gym._id)),
  gyms: (await t.handle.db.select({ id: gyms.id }).from(gyms)).length,
});

describe('visitors', () => {
  it('get 401 from every call, before any validation', async () => {
    const visitor = new Client(t.app);
    const calls: [string, Promise<LightMyRequestResponse>][] = [
      ['mygyms', visitor.get(API.mygyms(owner.userId))],
      ['gymscreate (empty body)', visitor.post(API.create, {})],
      ...writes().map(([name, call]) => [name, call(visitor)] as [string, Promise<LightMyRequestResponse>]),
    ];
    for (const [name, call] of calls) {
      const res = await call;
      expect(res.statusCode, name).toBe(401);
      expect(res.json(), name).toEqual({ code: 'UNAUTHORIZED', message: accountMessages.sessionRequired });
    }
  });
});

describe('members and admins', () => {
  it('get 403 from every write, and nothing changes', async () => {
    const before = await snapshot();
    for (const client of [member.client, admin.client])
      for (const [name, call] of writes()) {
        const res = await call(client);
        expect(res.statusCode, name).toBe(403);
        expect(res.json(), name).toEqual({ code: 'FORBIDDEN', message: partnerMessages.partnersOnly });
      }
    expect(await snapshot()).toEqual(before);
  });

  it("a member gets 403 from mygyms, for a partner's id and for its own", async () => {
    for (const id of [owner.userId, member.userId]) {
      expectError(await member.client.get(API.mygyms(id)), 403, {
        code: 'FORBIDDEN',
        message: accountMessages.forbidden,
      });
    }
  });

  it("an admin reads any partner's gyms; 404 for an account without a partner profile", async () => {
    const res = await admin.client.get(API.mygyms(owner.userId));
    expect(res.statusCode, res.body).toBe(200);
    expect(myGymsResponseSchema.parse(res.json()).gyms.map((g) => g._id)).toEqual([gym._id]);
    for (const id of [member.userId, randomUUID()])
      expectError(await admin.client.get(API.mygyms(id)), 404, {
        code: 'NOT_FOUND',
        message: partnerMessages.profileNotFound,
      });
  });
});

describe('another partner', () => {
  it("gets 403 on the owner's gym and service from every write, and nothing changes", async () => {
    const before = await snapshot();
    const expected: Record<string, string> = {
      gymsupdate: partnerMessages.gymNotYours,
      gymsdelete: partnerMessages.gymNotYours,
      servicecreate: partnerMessages.gymNotYours,
      serviceupdate: partnerMessages.serviceNotYours,
      servicedelete: partnerMessages.serviceNotYours,
    };
    for (const [name, call] of writes()) {
      if (name === 'gymscreate') continue; // creates its own gym: see below
      const res = await call(other.client);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(403);
      expect(res.json(), name).toEqual({ code: 'FORBIDDEN', message: expected[name] });
    }
    expect(await snapshot()).toEqual(before);
  });

  it("gets 403 from the owner's mygyms (and an unknown id), 200 from its own", async () => {
    for (const id of [owner.userId, randomUUID()])
      expectError(await other.client.get(API.mygyms(id)), 403, {
        code: 'FORBIDDEN',
        message: accountMessages.forbidden,
      });
    const own = await other.client.get(API.mygyms(other.userId));
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ gyms: [] });
  });

  it('creates gyms only for itself: an owner named in the body is ignored', async () => {
    const res = await other.client.post(API.create, {
      ...gymBody({ name: 'Zzown Del Otro' }),
      ownerId: owner.userId,
      owner_id: owner.userId,
      _id: gym._id,
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<{ gym: MyGym }>().gym;
    expect(created._id).not.toBe(gym._id);
    const [row] = await t.handle.db.select().from(gyms).where(eq(gyms.id, created._id));
    expect(row?.ownerId).toBe(other.userId);
    const mine = myGymsResponseSchema.parse((await owner.client.get(API.mygyms(owner.userId))).json());
    expect(mine.gyms.map((g) => g._id)).toEqual([gym._id]);
  });

  it("cannot move one of its services to the owner's gym, or an owner's service to its gym", async () => {
    const theirs = (await other.client.get(API.mygyms(other.userId))).json<{ gyms: MyGym[] }>().gyms[0];
    if (!theirs) throw new Error('the other partner has a gym');
    const { service } = await createService(other.client, { gymId: theirs._id, name: 'Pilates' });
    // Bodies carrying the other gym's id: the service's own gym decides.
    const res = await other.client.put(API.serviceUpdate, { _id: service._id, gymId: gym._id, price: 10 });
    expect(res.statusCode, res.body).toBe(200);
    const [link] = await t.handle.db.select().from(gymServices).where(eq(gymServices.id, service._id));
    expect(link?.gymId).toBe(theirs._id);
    const stolen = await owner.client.put(API.serviceUpdate, { _id: service._id, price: 1 });
    expectError(stolen, 403, { code: 'FORBIDDEN', message: partnerMessages.serviceNotYours });
  });
});

describe('the owner', () => {
  it('gets 404 for unknown gyms and services', async () => {
    const unknown = randomUUID();
    const cases: [Promise<LightMyRequestResponse>, string][] = [
      [owner.client.put(API.update, { _id: unknown, name: 'Zzown Nada' }), partnerMessages.gymNotFound],
      [del(owner.client, API.remove(unknown)), partnerMessages.gymNotFound],
      [owner.client.post(API.serviceCreate, { gymId: unknown, name: 'Yoga' }), partnerMessages.gymNotFound],
      [owner.client.put(API.serviceUpdate, { _id: unknown, price: 1 }), partnerMessages.serviceNotFound],
      [del(owner.client, API.serviceRemove(unknown)), partnerMessages.serviceNotFound],
    ];
    for (const [call, message] of cases) expectError(await call, 404, { code: 'NOT_FOUND', message });
  });

  it('is refused a write sent from another site (CSRF), before anything runs', async () => {
    const res = await owner.client.request({
      method: 'PUT',
      url: API.update,
      payload: { _id: gym._id, name: 'Zzown Cruzado' },
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect((await snapshot()).gym?.name).toBe('Zzown Propio');
  });

  it('a partner account without its partner profile cannot create gyms (404), and nothing is written', async () => {
    const bareId = await createAccount(t.handle, { email: 'own.bare@example.com', type: 'partner' });
    const bare = await sessionFor(t, bareId);
    const before = (await snapshot()).gyms;
    expectError(await bare.post(API.create, gymBody()), 404, {
      code: 'NOT_FOUND',
      message: partnerMessages.profileNotFound,
    });
    expect((await snapshot()).gyms).toBe(before);
  });
});

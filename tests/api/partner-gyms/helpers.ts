/**
 * Harness of the partner gym tests: the app on a fresh, migrated and seeded database (the real clubs,
 * so searches run against a real catalogue), partners signed up through the API, upload rows as
 * fixtures, typed calls of the partner gym routes, and the counter recount of catalogue-stats.test.ts.
 * @module
 */
import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { uploads } from '../../../src/server/db/schema-marketplace';
import {
  myGymResponseSchema,
  serviceWriteResponseSchema,
  type GymCreateInput,
  type MyGym,
  type ServiceCreateInput,
  type ServiceWriteResponse,
} from '../../../src/shared/contract/partner-gyms';
import { buildAccountApp, Client, createAccount, sessionFor, type AccountTestApp } from '../account/helpers';
import { leaksInternals, openTestDatabase } from '../helpers/app';
import { signUpPartner as signUpSignedInPartner, type SignedInPartner } from '../partners/helpers';

export { Client, createAccount, sessionFor, type AccountTestApp };

/** Paths of the calls under test. */
export const API = {
  mygyms: (userId: string) => `/api/partner/gyms/mygyms/${userId}`,
  create: '/api/partner/gyms/gymscreate',
  update: '/api/partner/gyms/gymsupdate',
  remove: (id: string) => `/api/partner/gyms/gymsdelete/${id}`,
  serviceCreate: '/api/partner/gyms/servicecreate',
  serviceUpdate: '/api/partner/gyms/serviceupdate',
  serviceRemove: (id: string) => `/api/partner/gyms/servicedelete/${id}`,
};

/** Builds the app with accounts on a fresh, migrated and seeded database; `close()` closes it all. */
export async function buildGymsApp(): Promise<AccountTestApp> {
  const handle = await openTestDatabase({ seeded: true });
  const t = await buildAccountApp({ handle });
  return {
    ...t,
    close: async () => {
      await t.close();
      await handle.close();
    },
  };
}

/** A signed-in partner: its browser-like client and account id. */
export type Partner = SignedInPartner;

/** Signs a partner up through the API (which makes its `partners` row), activates it and signs it in. */
export const signUpPartner = (t: AccountTestApp, email: string, name = 'Carla Gómez'): Promise<Partner> =>
  signUpSignedInPartner(t, email, name);

/** A signed-in member (type `user`). */
export async function signInMember(t: AccountTestApp, email: string): Promise<Partner> {
  const userId = await createAccount(t.handle, { email, name: 'Ana Pérez' });
  return { client: await sessionFor(t, userId), userId };
}

/** A signed-in admin. */
export async function signInAdmin(t: AccountTestApp, email: string): Promise<Partner> {
  const userId = await createAccount(t.handle, { email, type: 'admin' });
  return { client: await sessionFor(t, userId), userId };
}

/** Sends a DELETE with the client's cookies and same-origin headers. */
export const del = (client: Client, url: string): Promise<LightMyRequestResponse> =>
  client.request({ method: 'DELETE', url });

/**
 * Stores an `uploads` row of `ownerId` (the upload endpoint's work, done directly as a fixture).
 * @returns its large-image URL, `/uploads/<path>`
 */
export async function addUpload(t: AccountTestApp, ownerId: string): Promise<string> {
  const name = randomUUID();
  const path = `gyms/${name}.webp`;
  await t.handle.db.insert(uploads).values({
    ownerId,
    path,
    thumbnailPath: `gyms/${name}-thumb.webp`,
    width: 1600,
    height: 900,
    bytes: 123_456,
  });
  return `/uploads/${path}`;
}

/** A valid gym body (Palermo, next to Plaza Italia); `over` replaces fields. */
export const gymBody = (over: Partial<GymCreateInput> = {}): GymCreateInput => ({
  name: 'Zzgym Palermo Fit',
  price: 25000.5,
  address: 'Av. Santa Fe 3900, Palermo',
  latitude: -34.5811,
  longitude: -58.4207,
  ...over,
});

/** Creates a gym through the API and answers it (expects 201 and a contract-valid body). */
export async function createGym(client: Client, over: Partial<GymCreateInput> = {}): Promise<MyGym> {
  const res = await client.post(API.create, gymBody(over));
  expect(res.statusCode, res.body).toBe(201);
  return myGymResponseSchema.parse(res.json()).gym;
}

/** The service {@link publishGym} adds: a price, so the gym may be published (ADR 0026 §3). */
export const PUBLISHING_SERVICE = { name: 'Zzpase Libre', price: 1000 } as const;

/**
 * Publishes gym `gymId` as its owner does (ADR 0026 §3): adds {@link PUBLISHING_SERVICE} (a service
 * with a price), then `gymActive: true`; answers the published gym (expects 201 and 200).
 */
export async function publishGym(client: Client, gymId: string): Promise<MyGym> {
  await createService(client, { gymId, ...PUBLISHING_SERVICE });
  const res = await client.put(API.update, { _id: gymId, gymActive: true });
  expect(res.statusCode, res.body).toBe(200);
  return myGymResponseSchema.parse(res.json()).gym;
}

/** {@link createGym}, then {@link publishGym}: a gym members find. */
export async function createPublishedGym(client: Client, over: Partial<GymCreateInput> = {}): Promise<MyGym> {
  return publishGym(client, (await createGym(client, over))._id);
}

/** Creates a service through the API and answers it (expects 201 and a contract-valid body). */
export async function createService(client: Client, body: ServiceCreateInput): Promise<ServiceWriteResponse> {
  const res = await client.post(API.serviceCreate, body);
  expect(res.statusCode, res.body).toBe(201);
  return serviceWriteResponseSchema.parse(res.json());
}

/** Checks an error answer: status, body `{message, code, fields?}` and no leak of SQL or stacks. */
export function expectError(
  res: LightMyRequestResponse,
  status: number,
  expected: { code: string; message?: string; fields?: Record<string, string> },
): void {
  expect(res.statusCode, res.body).toBe(status);
  expect(leaksInternals(res.body), res.body).toBe(false);
  expect(res.json()).toMatchObject(expected);
}

/** Rows of a raw query. */
export const query = async <T>(t: AccountTestApp, q: SQL): Promise<T[]> =>
  ((await t.handle.db.execute(q)) as unknown as { rows: T[] }).rows;

/** The trigger-kept counters and the catalogue version. */
export async function counters(
  t: AccountTestApp,
): Promise<{ active: number; version: number; services: Record<string, number> }> {
  const [cs] = await query<{ active: number; version: string | number }>(
    t,
    sql`select active_gyms as active, version from catalogue_stats where id = 1`,
  );
  const list = await query<{ name: string; n: number }>(
    t,
    sql`select s.name, st.active_gyms as n from service_stats st join services s on s.id = st.service_id
         where st.active_gyms <> 0`,
  );
  return {
    active: Number(cs?.active),
    version: Number(cs?.version),
    services: Object.fromEntries(list.map((r) => [r.name, Number(r.n)])),
  };
}

/** Asserts `catalogue_stats` and `service_stats` equal a full recount of the tables. */
export async function expectExactCounters(t: AccountTestApp): Promise<void> {
  const actual = await counters(t);
  const [active] = await query<{ n: string | number }>(
    t,
    sql`select count(*) as n from gyms where gym_active`,
  );
  const list = await query<{ name: string; n: string | number }>(
    t,
    sql`select s.name, count(*) as n from gym_services gs join gyms g on g.id = gs.gym_id
          join services s on s.id = gs.service_id where g.gym_active group by s.name`,
  );
  expect(actual.active).toBe(Number(active?.n));
  expect(actual.services).toEqual(Object.fromEntries(list.map((r) => [r.name, Number(r.n)])));
}

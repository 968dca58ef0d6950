// The app and the helpers of the tests of a partner's gyms: gyms.test.ts (create, read back, the map's
// default position) and gym-edits.test.ts (update, deactivate, delete, OpenAPI) each call useGymsApp()
// once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { gyms, partners } from '../../../src/server/db/schema';
import { myGymResponseSchema, type MyGym } from '../../../src/shared/contract/partner-gyms';
import { API, buildGymsApp, signUpPartner, type AccountTestApp, type Partner } from './helpers';

/** The file's app (set by {@link useGymsApp} before its tests run). */
export let t: AccountTestApp;
/** The partner whose gyms the tests write, on the Golden plan. */
export let owner: Partner;

/** Builds the app and signs up the owner before the file's tests; closes the app after. */
export function useGymsApp(): void {
  beforeAll(async () => {
    t = await buildGymsApp();
    owner = await signUpPartner(t, 'gyms.owner@example.com');
    // A plan with room for several gyms: the plan limits have their own tests.
    await t.handle.db.update(partners).set({ planCode: 'golden' }).where(eq(partners.userId, owner.userId));
  });
  afterAll(async () => t?.close());
}

/** The gym's row as stored. */
export const rowOf = async (id: string) => (await t.handle.db.select().from(gyms).where(eq(gyms.id, id)))[0];
/** `PUT gymsupdate` by the owner (expects 200): the gym after the change. */
export const update = async (body: object): Promise<MyGym> => {
  const res = await owner.client.put(API.update, body);
  expect(res.statusCode, res.body).toBe(200);
  return myGymResponseSchema.parse(res.json()).gym;
};

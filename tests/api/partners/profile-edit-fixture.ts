// The app, the partners and the helpers of the partner profile edit tests (SPEC §7
// `PUT /api/partner/profile/edit/{id}`): profile-edit.test.ts (what is stored, every field message) and
// profile-edit-access.test.ts (every ownership refusal) each call useProfileEditApp() once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { partners } from '../../../src/server/db/schema';
import { type PartnerEditField } from '../../../src/shared/contract/partners';
import { buildAccountApp, type AccountTestApp } from '../account/helpers';
import { signUpPartner, type SignedInPartner } from './helpers';

/** The file's app (set by {@link useProfileEditApp} before its tests run). */
export let t: AccountTestApp;
/** The partner whose profile the tests edit. */
export let carla: SignedInPartner;
/** Another partner. */
export let diego: SignedInPartner;

/** Builds the app and signs up Carla and Diego before the file's tests; closes the app after. */
export function useProfileEditApp(): void {
  beforeAll(async () => {
    t = await buildAccountApp();
    carla = await signUpPartner(t, 'carla.owner@example.com', 'Carla Gómez');
    diego = await signUpPartner(t, 'diego.owner@example.com', 'Diego Ruiz');
  });
  afterAll(async () => t?.close());
}

/** The edit call of partner `id`. */
export const url = (id: string) => `/api/partner/profile/edit/${id}`;
/** A CBU with valid BCRA check digits. */
export const VALID_CBU = '2850590940090418135201';

/** A complete, valid edit body for `id`, with `changes` applied. */
export const bodyFor = (id: string, changes: Partial<Record<PartnerEditField, unknown>> = {}) => ({
  id,
  name: 'Gimnasios Gómez SRL',
  lastName: 'Gómez',
  email: 'contacto@gimnasiosgomez.com.ar',
  phone: '011 4321-5678',
  cbu: VALID_CBU,
  cuil: '20-12345678-6',
  socialNetworks: { instagram: 'https://instagram.com/gimnasiosgomez' },
  ...changes,
});

/** Sends Carla's edit with `changes`. */
export const editCarla = (changes: Partial<Record<PartnerEditField, unknown>> = {}) =>
  carla.client.put(url(carla.userId), bodyFor(carla.userId, changes));

/** The partner profile row of `userId`. */
export const rowOf = async (userId: string) =>
  (await t.handle.db.select().from(partners).where(eq(partners.userId, userId)))[0];

/** Expects a 400 whose `fields[field]` is exactly `message`, and Carla's stored profile unchanged. */
export async function expectRefused(
  changes: Partial<Record<PartnerEditField, unknown>>,
  field: string,
  message: string,
) {
  const before = await rowOf(carla.userId);
  const res = await editCarla(changes);
  expect(res.statusCode, JSON.stringify(changes)).toBe(400);
  const body = res.json<{ code: string; message: string; fields: Record<string, string> }>();
  expect(body.code).toBe('VALIDATION');
  expect(body.fields).toEqual({ [field]: message });
  expect(body.message).toBe(message); // one field wrong: its own text is the message
  expect(await rowOf(carla.userId)).toEqual(before);
}

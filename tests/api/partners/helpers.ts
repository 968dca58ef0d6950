/**
 * Fixtures of the partner API tests: partners signed up through the API and activated as their link
 * would (so their profile row is the one activation makes) and gyms or services inserted directly for
 * a given owner.
 * @module
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { gyms, gymServices, services } from '../../../src/server/db/schema';
import {
  activateNewestRegistration,
  Client,
  GOOD_PASSWORD,
  login,
  type AccountTestApp,
} from '../account/helpers';

/** A signed-in partner: its cookie-keeping client and its account id. */
export interface SignedInPartner {
  client: Client;
  userId: string;
}

/** Signs a partner up through the API (from `at`, degrees; Buenos Aires unless given), activates it and signs it in. */
export async function signUpPartner(
  t: AccountTestApp,
  email: string,
  name: string,
  at: { latitude: number; longitude: number } = { latitude: -34.6, longitude: -58.4 },
): Promise<SignedInPartner> {
  const client = new Client(t.app);
  const res = await client.post('/api/service/register', {
    name,
    username: email,
    password: GOOD_PASSWORD,
    ...at,
    type: 'partner',
  });
  expect(res.statusCode).toBe(201);
  await activateNewestRegistration(t, email);
  const signedIn = await login(client, email);
  expect(signedIn.statusCode).toBe(200);
  return { client, userId: signedIn.json<{ userId: string }>().userId };
}

/**
 * Inserts `count` gyms owned by `ownerId` (plain inserts: the catalogue triggers run), each with
 * `servicesEach` services named `<prefix> servicio <n>`; answers the gym ids.
 */
export async function insertGyms(
  t: AccountTestApp,
  ownerId: string,
  { count, servicesEach = 0, prefix = 'Gym' }: { count: number; servicesEach?: number; prefix?: string },
): Promise<string[]> {
  const db = t.handle.db;
  const rows = await db
    .insert(gyms)
    .values(
      Array.from({ length: count }, (_, i) => ({
        ownerId,
        name: `${prefix} ${i + 1}`,
        price: '15000.00',
        raiting: '4.0',
        address: `Av. Corrientes ${1000 + i}`,
        latitude: '-34.6037000',
        longitude: '-58.3816000',
      })),
    )
    .returning({ id: gyms.id });
  if (servicesEach > 0) {
    const names = Array.from({ length: servicesEach }, (_, i) => `${prefix} servicio ${i + 1}`);
    const vocabulary = await db
      .insert(services)
      .values(names.map((name) => ({ name })))
      .onConflictDoNothing()
      .returning({ id: services.id });
    expect(vocabulary).toHaveLength(servicesEach);
    await db
      .insert(gymServices)
      .values(rows.flatMap((gym) => vocabulary.map((s) => ({ gymId: gym.id, serviceId: s.id }))));
  }
  return rows.map((r) => r.id);
}

/** Path of the plan checkout of partner account `userId` (ADR 0017). */
export const planCheckoutUrl = (userId: string): string => `/api/partner/subscription/checkout/${userId}`;
/** Path of the subscription of partner account `userId`. */
export const subscriptionUrl = (userId: string): string => `/api/partner/subscription/${userId}`;

/**
 * Pays one month of `plan` as partner `p` through the API (plan checkout, then the demo payment with
 * the card ending in `cardLast4`). @returns the demo payment's answer (status `paid` or `failed`)
 */
export async function payPlan(p: SignedInPartner, plan: string, cardLast4 = '4242') {
  const started = await p.client.post(
    planCheckoutUrl(p.userId),
    { plan },
    { 'idempotency-key': randomUUID() },
  );
  expect(started.statusCode).toBe(201);
  const orderId = started.json<{ order: { _id: string } }>().order._id;
  return p.client.post(`/api/orders/${orderId}/demo-pay`, { cardLast4 });
}

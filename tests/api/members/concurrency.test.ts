// Favourite consistency under 50 concurrent toggles (SPEC §4 favourite toggle; ADR 0007): `gyms.favourite`
// always equals the number of favourites rows. On PGlite the requests are serialised by the database; the
// same scenarios run with real parallel connections on PostgreSQL in ./concurrency-pg.test.ts.
import { afterAll, beforeAll, describe } from 'vitest';
import type { AccountTestApp } from '../account/helpers';
import { favouriteScenarios } from './concurrency-scenarios';
import { buildMembersApp } from './helpers';

let t: AccountTestApp;

beforeAll(async () => {
  t = await buildMembersApp();
});
afterAll(async () => t?.close());

describe('favourite toggles at once (any database)', () => {
  favouriteScenarios(() => t);
});

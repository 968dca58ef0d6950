/**
 * Harness of the member API tests (SPEC §7 user calls): the account test app (sessions, CSRF) on a fresh
 * database holding the fixture gyms of `../helpers/fixtures` (8 active line gyms near Ushuaia, one
 * inactive gym, a tie group), member accounts signed in without a password, and direct reads of the
 * favourite counters to compare answers against.
 * @module
 */
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/client';
import {
  buildAccountApp,
  createAccount,
  sessionFor,
  type AccountTestApp,
  type Client,
} from '../account/helpers';
import { fixtureId, insertFixtures, LINE_GYMS } from '../helpers/fixtures';
import { openTestDatabase } from '../helpers/app';

export { INACTIVE_ID } from '../helpers/fixtures';

/** Ids of the 8 active fixture gyms, in line order. */
export const ACTIVE_IDS = LINE_GYMS.map((g) => fixtureId(g.n));

export const AVATAR_URL = '/api/user/avatar';
export const DESEASES_URL = '/api/user/all/deseasesMap';
export const profileUrl = (id: string): string => `/api/user/profile/${id}`;
export const updateUrl = (id: string): string => `/api/user/profile/update/${id}`;
export const favouriteUrl = (gymId: string): string => `/api/user/profile/update/favourite/${gymId}`;
export const favouritesUrl = (id: string): string => `/api/user/profile/favourites/${id}`;

/** The account test app on a database with the fixture gyms. `close()` also closes the database. */
export async function buildMembersApp(options: { poolSize?: number } = {}): Promise<AccountTestApp> {
  let handle: DatabaseHandle = await openTestDatabase();
  const url = process.env.TEST_DATABASE_URL;
  if (url && options.poolSize) {
    // Reopen the freshly migrated database with a bigger pool (real parallel connections).
    await handle.close();
    handle = await openDatabase({ databaseUrl: url, poolSize: options.poolSize });
  }
  await insertFixtures(handle);
  const t = await buildAccountApp({ handle });
  return {
    ...t,
    close: async () => {
      await t.close();
      await handle.close();
    },
  };
}

/** A signed-in account: its id and a client carrying its session. */
export interface Member {
  id: string;
  client: Client;
}

let counter = 0;

/**
 * Creates an active account (type `user` unless told; no password unless given, which is faster)
 * and signs a client in as it.
 */
export async function newAccount(
  t: AccountTestApp,
  fields: { name?: string; type?: 'user' | 'partner' | 'admin'; password?: string } = {},
): Promise<Member> {
  counter += 1;
  const id = await createAccount(t.handle, {
    email: `member${counter}-${Date.now()}@example.com`,
    name: fields.name ?? `Socia ${counter}`,
    type: fields.type ?? 'user',
    password: fields.password ?? null,
  });
  return { id, client: await sessionFor(t, id) };
}

/** Runs a query and answers its rows. */
export async function query<T>(t: AccountTestApp, text: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.handle.db.execute(text)) as unknown as { rows: T[] }).rows;
}

/** A gym's stored `favourite` counter and its real number of favourites rows. */
export async function favouriteCounts(
  t: AccountTestApp,
  gymId: string,
): Promise<{ counter: number; rows: number }> {
  const [row] = await query<{ counter: number | string; rows: number | string }>(
    t,
    sql`select g.favourite as counter, (select count(*) from favourites f where f.gym_id = g.id) as rows
          from gyms g where g.id = ${gymId}`,
  );
  return { counter: Number(row?.counter), rows: Number(row?.rows) };
}

/** Number of gyms whose `favourite` counter differs from their number of favourites rows (0 when exact). */
export async function counterDrift(t: AccountTestApp): Promise<number> {
  const [row] = await query<{ n: number | string }>(
    t,
    sql`select count(*) as n from gyms g
         where g.favourite <> (select count(*) from favourites f where f.gym_id = g.id)`,
  );
  return Number(row?.n);
}

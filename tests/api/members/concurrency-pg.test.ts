// Favourite consistency with real parallel connections (ADR 0007), PostgreSQL only
// (TEST_DATABASE_URL; PGlite has one connection): the 50-toggle scenarios on a 25-connection pool, and
// the toggle racing an uncommitted transaction on another connection, each way round, with the race
// forced (the toggle is seen waiting for the lock before the other transaction commits).
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountTestApp } from '../account/helpers';
import { favouriteScenarios } from './concurrency-scenarios';
import {
  ACTIVE_IDS,
  buildMembersApp,
  counterDrift,
  favouriteCounts,
  favouriteUrl,
  newAccount,
  query,
} from './helpers';

const url = process.env.TEST_DATABASE_URL;
let t: AccountTestApp;
let other: pg.Client;

beforeAll(async () => {
  if (!url) return;
  t = await buildMembersApp({ poolSize: 25 });
  other = new pg.Client({ connectionString: url });
  await other.connect();
});
afterAll(async () => {
  await other?.end();
  await t?.close();
});

/** Waits until some statement of this database waits for a lock (the toggle behind `other`). */
async function waitForLockWait(): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    const [row] = await query<{ n: number | string }>(
      t,
      sql`select count(*) as n from pg_stat_activity
           where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (Number(row?.n) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the toggle never waited for the other transaction');
}

describe.skipIf(!url)('favourite toggles with parallel connections (PostgreSQL)', () => {
  favouriteScenarios(() => t);

  it('a toggle behind an uncommitted insert of the same pair keeps it (no double count)', async () => {
    const m = await newAccount(t);
    const gym = ACTIVE_IDS[2] as string;
    await other.query('begin');
    await other.query('insert into favourites (user_id, gym_id) values ($1, $2)', [m.id, gym]);
    const pending = m.client.put(favouriteUrl(gym), { favourite: 1, idUser: m.id });
    await waitForLockWait();
    await other.query('commit');
    const res = await pending;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ gymId: gym, favourited: true, favourite: 1 });
    expect(await favouriteCounts(t, gym)).toEqual({ counter: 1, rows: 1 });
  });

  it('a toggle behind an uncommitted delete of the same pair adds it back, counted once', async () => {
    const m = await newAccount(t);
    const gym = ACTIVE_IDS[3] as string;
    expect((await m.client.put(favouriteUrl(gym), { favourite: 1, idUser: m.id })).json().favourited).toBe(
      true,
    );
    await other.query('begin');
    await other.query('delete from favourites where user_id = $1 and gym_id = $2', [m.id, gym]);
    const pending = m.client.put(favouriteUrl(gym), { favourite: 1, idUser: m.id });
    await waitForLockWait();
    await other.query('commit');
    const res = await pending;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ gymId: gym, favourited: true, favourite: 1 });
    expect(await favouriteCounts(t, gym)).toEqual({ counter: 1, rows: 1 });
  });

  it('toggles of different members wait for another writer of the gym row and count on top of its write', async () => {
    const [m1, m2] = [await newAccount(t), await newAccount(t)];
    const gym = ACTIVE_IDS[4] as string;
    await other.query('begin');
    await other.query('insert into favourites (user_id, gym_id) values ($1, $2)', [m1.id, gym]);
    const pending = m2.client.put(favouriteUrl(gym), { favourite: 1, idUser: m2.id });
    await waitForLockWait();
    await other.query('commit');
    expect((await pending).json()).toEqual({ gymId: gym, favourited: true, favourite: 2 });
    expect(await favouriteCounts(t, gym)).toEqual({ counter: 2, rows: 2 });
    expect(await counterDrift(t)).toBe(0);
  });
});

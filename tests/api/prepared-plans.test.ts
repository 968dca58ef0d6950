// How named statements are planned (db/prepared.ts, db/generic-plans.ts; ADR 0034): a statement asked
// for with a generic plan runs on a connection whose `plan_cache_mode` is `force_generic_plan`, every
// other one on the main pool with PostgreSQL's own choice, and one asked for with custom plans unnamed
// (ADR 0059); PGlite, without named statements, runs them all as plain queries. Closing the database
// closes both pools (PGlite: its instance).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client';
import { queryPrepared } from '../../src/server/db/prepared';
import { openTestDatabase } from './helpers/app';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const mode = sql`select current_setting('plan_cache_mode') as mode, ${1}::int as one`;

describe('named statements and their plans', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('plans a statement asked for generically once per connection, others as PostgreSQL chooses', async () => {
    const [generic] = await queryPrepared<{ mode: string; one: number }>(handle.db, mode, 'generic');
    const [auto] = await queryPrepared<{ mode: string; one: number }>(handle.db, mode);
    expect(generic?.one).toBe(1);
    expect(auto?.one).toBe(1);
    expect(auto?.mode).toBe('auto');
    expect(generic?.mode).toBe(onPostgres ? 'force_generic_plan' : 'auto');
  });

  it('runs a statement asked for with custom plans unnamed, planned for its values every time (ADR 0059)', async () => {
    // One connection, so that the session's prepared statements are the ones this test made.
    const own = await openTestDatabase({ poolSize: 1 });
    try {
      const named = sql`select ${2}::int as n, 'named' as kind`;
      const unnamed = sql`select ${3}::int as n, 'unnamed' as kind`;
      expect(await queryPrepared(own.db, named)).toEqual([{ n: 2, kind: 'named' }]);
      expect(await queryPrepared(own.db, unnamed, 'custom')).toEqual([{ n: 3, kind: 'unnamed' }]);
      const [seen] = await queryPrepared<{ named: number; unnamed: number }>(
        own.db,
        sql`select count(*) filter (where statement like ${'%as kind'} and statement like ${"%'named'%"})::int as named,
                   count(*) filter (where statement like ${"%'unnamed'%"})::int as unnamed
              from pg_prepared_statements`,
        'custom',
      );
      expect(seen).toEqual({ named: onPostgres ? 1 : 0, unnamed: 0 });
    } finally {
      await own.close();
    }
  });

  it('refuses statements of either plan once the database is closed (both pools on PostgreSQL)', async () => {
    const own = await openTestDatabase();
    await queryPrepared(own.db, mode, 'generic');
    await own.close();
    await expect(queryPrepared(own.db, mode, 'generic')).rejects.toThrow();
    await expect(queryPrepared(own.db, mode)).rejects.toThrow();
  });
});

// Concurrent writers keep the catalogue counters exact (migration 0003's locking): a gym
// (de)activated while another transaction links or unlinks one of its services, in both orders.
// Needs two real connections, so it runs on PostgreSQL only (TEST_DATABASE_URL).
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client';
import { openTestDatabase } from './helpers/app';

const url = process.env.TEST_DATABASE_URL;
let handle: DatabaseHandle;
let a: pg.Client;
let b: pg.Client;

beforeAll(async () => {
  if (!url) return;
  handle = await openTestDatabase({ seeded: true });
  a = new pg.Client({ connectionString: url });
  b = new pg.Client({ connectionString: url });
  await Promise.all([a.connect(), b.connect()]);
});
afterAll(async () => {
  await Promise.all([a?.end(), b?.end()]);
  await handle?.close();
});

/** Counters minus a full recount, for the service and overall (both 0 when exact). */
async function drift(serviceId: string): Promise<{ all: number; service: number }> {
  const { rows } = await a.query<{ all: string; service: string }>(
    `select (select active_gyms from catalogue_stats) - (select count(*) from gyms where gym_active) as all,
            coalesce((select active_gyms from service_stats where service_id = $1), 0)
              - (select count(*) from gym_services gs join gyms g on g.id = gs.gym_id
                  where g.gym_active and gs.service_id = $1) as service`,
    [serviceId],
  );
  return { all: Number(rows[0]?.all), service: Number(rows[0]?.service) };
}

/** A gym without the service, and the service id. */
async function pick(): Promise<{ gym: string; service: string }> {
  const { rows } = await a.query<{ gym: string; service: string }>(
    `select g.id as gym, s.id as service from gyms g, services s
      where g.gym_active and s.name = 'Yoga'
        and not exists (select 1 from gym_services gs where gs.gym_id = g.id and gs.service_id = s.id)
      order by g.id limit 1`,
  );
  const row = rows[0];
  if (!row) throw new Error('no gym without Yoga');
  return row;
}

const waitUntilBlocked = async (client: pg.Client): Promise<void> => {
  const pid = (client as unknown as { processID: number }).processID;
  for (let i = 0; i < 100; i++) {
    const result = await handle.db.execute(
      sql`select 1 from pg_stat_activity where pid = ${pid} and wait_event_type = 'Lock'`,
    );
    if ((result as unknown as { rows: unknown[] }).rows.length) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the second transaction never waited for a lock');
};

describe.skipIf(!url)('catalogue counters under concurrent writes (PostgreSQL)', () => {
  it('deactivate first, then link the service in another transaction', async () => {
    const { gym, service } = await pick();
    await a.query('begin');
    await a.query('update gyms set gym_active = false where id = $1', [gym]);
    await b.query('begin');
    const link = b.query('insert into gym_services (gym_id, service_id) values ($1, $2)', [gym, service]);
    await waitUntilBlocked(b);
    await a.query('commit');
    await link;
    await b.query('commit');
    expect(await drift(service)).toEqual({ all: 0, service: 0 });
    await a.query('update gyms set gym_active = true where id = $1', [gym]);
    expect(await drift(service)).toEqual({ all: 0, service: 0 });
  });

  it('link first, then deactivate in another transaction', async () => {
    const { gym, service } = await pick();
    await b.query('begin');
    await b.query('insert into gym_services (gym_id, service_id) values ($1, $2)', [gym, service]);
    await a.query('begin');
    const deactivate = a.query('update gyms set gym_active = false where id = $1', [gym]);
    await waitUntilBlocked(a);
    await b.query('commit');
    await deactivate;
    await a.query('commit');
    expect(await drift(service)).toEqual({ all: 0, service: 0 });
    await a.query('update gyms set gym_active = true where id = $1', [gym]);
  });

  it('unlink while the gym is being deactivated, both orders', async () => {
    for (const unlinkFirst of [false, true]) {
      const { gym, service } = await pick();
      await a.query('insert into gym_services (gym_id, service_id) values ($1, $2)', [gym, service]);
      const [first, second] = unlinkFirst ? [b, a] : [a, b];
      const run = (client: pg.Client) =>
        client === a
          ? a.query('update gyms set gym_active = false where id = $1', [gym])
          : b.query('delete from gym_services where gym_id = $1 and service_id = $2', [gym, service]);
      await first.query('begin');
      await run(first);
      await second.query('begin');
      const pending = run(second);
      await waitUntilBlocked(second);
      await first.query('commit');
      await pending;
      await second.query('commit');
      expect(await drift(service), `unlink first: ${unlinkFirst}`).toEqual({ all: 0, service: 0 });
      await a.query('update gyms set gym_active = true where id = $1', [gym]);
    }
  });
});

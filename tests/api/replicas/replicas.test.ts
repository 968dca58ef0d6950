/**
 * Read replicas of the catalogue (ADR 0032) on both databases: which server answers each read (the
 * replica's copy is marked: every gym name ends in " [réplica]", and one gym is unpublished there),
 * read-your-writes by session, the fallback to the primary while the replica is stopped and its return,
 * and the health report. The replica is ./fake-replica (a copy of the primary whose replay position
 * the test sets): nothing replicates, so what the replica answers never changes after the copy.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import type { DatabaseHandle } from '../../../src/server/db/client';
import { parseLsn } from '../../../src/server/db/replicas/lsn';
import { createReadRouting } from '../../../src/server/db/replicas/routing';
import { readyResponseSchema } from '../../../src/shared/contract/system';
import type { Client } from '../account/helpers';
import { GYMBYID, ALLGYMS, MAPGYMS } from '../helpers/catalogue';
import { openTestDatabase, testEnv } from '../helpers/app';
import { signUpPartner, type SignedInPartner } from '../partners/helpers';
import { fakeReplicaOf, type FakeReplica } from './fake-replica';

const MARK = ' [réplica]';
const EDITED = 'Gimnasio Recién Editado';
const KIND = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

let app: FastifyInstance;
let primary: DatabaseHandle;
let replica: FakeReplica;
let dataDir: string;
let partner: SignedInPartner;
/** A gym the partner owns and edits; one unpublished on the replica only. */
let owned: string;
let hiddenOnReplica: string;

const rowsOf = async <T>(text: string, values?: unknown[]): Promise<T[]> =>
  (await primary.query(text, values)).rows as T[];

/** The 'X/Y' form of a WAL position. */
const lsnText = (lsn: bigint): string =>
  `${(lsn >> 32n).toString(16).toUpperCase()}/${(lsn & 0xffffffffn).toString(16).toUpperCase()}`;

/** The gym's name as an anonymous visitor, or `client`, reads it (status 200 expected). */
async function detailName(gymId: string, client?: Client): Promise<string> {
  const res = client
    ? await client.request({ url: `${GYMBYID}/${gymId}` })
    : await app.inject({ url: `${GYMBYID}/${gymId}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ name: string }>().name;
}

/** Sets the replica's replay position and polls it, as the 1 s poll would. */
async function replayed(lsn: string): Promise<void> {
  await replica.setReplay(lsn);
  await app.readRouting.refresh();
}

const ready = async () => {
  const res = await app.inject({ url: '/api/health/ready' });
  return { status: res.statusCode, body: readyResponseSchema.parse(res.json()) };
};

beforeAll(async () => {
  const opened = await openTestDatabase({ seeded: true });
  ({ replica, primary } = await fakeReplicaOf(opened));
  const gyms = await rowsOf<{ id: string }>('select id from gyms where gym_active order by name limit 2');
  [owned, hiddenOnReplica] = gyms.map((g) => g.id) as [string, string];
  await replica.exec(`update gyms set name = name || '${MARK}'`);
  await replica.exec('update gyms set gym_active = false where id = $1', [hiddenOnReplica]);
  dataDir = await mkdtemp(path.join(tmpdir(), 'buscagym-replicas-'));
  const config = loadConfig(testEnv(dataDir), { webDistDir: path.join(dataDir, 'no-web-build') });
  app = await buildApp({ config, db: primary, replicas: [replica.source] });
  await app.ready();
  partner = await signUpPartner(
    { app, handle: primary, config, close: async () => undefined },
    'sede@example.com',
    'Carla Gómez',
  );
  await primary.query('update gyms set owner_id = $1 where id = $2', [partner.userId, owned]);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await primary?.close();
  await replica?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe(`read replicas (${KIND})`, () => {
  it('answers the public catalogue reads from the replica and everything else from the primary', async () => {
    await replayed('0/0');
    const list = await app.inject({ url: `${ALLGYMS}?limit=20` });
    expect(list.statusCode, list.body).toBe(200);
    const names = list.json<{ gyms: { name: string }[] }>().gyms.map((g) => g.name);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => n.endsWith(MARK))).toBe(true);
    expect(await detailName(owned)).toMatch(/ \[réplica\]$/);
    const pins = await app.inject({ url: `${MAPGYMS}?lat=-34.6&lon=-58.4&limit=10` });
    expect(pins.statusCode, pins.body).toBe(200);
    const pinNames = pins.json<{ gyms: { name: string }[] }>().gyms.map((g) => g.name);
    expect(pinNames.length).toBeGreaterThan(0);
    expect(pinNames.every((n) => n.endsWith(MARK))).toBe(true);
    // Unpublished on the replica only: its timetable and reviews are not found there.
    const day = new Date().toISOString().slice(0, 10);
    const classes = await app.inject({ url: `/api/gyms/${hiddenOnReplica}/classes?from=${day}&to=${day}` });
    expect(classes.statusCode, classes.body).toBe(404);
    expect((await app.inject({ url: `/api/gyms/${hiddenOnReplica}/reviews` })).statusCode).toBe(404);
    // A partner's own gyms are not a public read: the primary's name.
    const mine = await partner.client.request({ url: `/api/partner/gyms/mygyms/${partner.userId}` });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.body).not.toContain(MARK);
  });

  it("reads a session's own write from the primary until the replica has replayed it", async () => {
    await replayed('0/0');
    const res = await partner.client.put('/api/partner/gyms/gymsupdate', { _id: owned, name: EDITED });
    expect(res.statusCode, res.body).toBe(200);
    const [session] = await rowsOf<{ lsn: string }>(
      'select read_after_lsn as lsn from sessions where user_id = $1',
      [partner.userId],
    );
    const written = parseLsn(session?.lsn) as bigint;
    expect(written).toBeGreaterThan(0n);
    // The replica is behind: the partner sees the edit (primary), a visitor the replica's copy.
    expect(await detailName(owned, partner.client)).toBe(EDITED);
    expect(await detailName(owned)).toMatch(/ \[réplica\]$/);
    await replayed(lsnText(written - 1n));
    expect(await detailName(owned, partner.client)).toBe(EDITED);
    // Replayed up to the write: the replica answers the partner too.
    await replayed(lsnText(written));
    expect(await detailName(owned, partner.client)).toMatch(/ \[réplica\]$/);
  });

  it('answers every read from the primary while the replica is stopped, and the replica again once it answers', async () => {
    await replayed('0/0');
    expect(await detailName(owned)).toMatch(/ \[réplica\]$/);
    await replica.stop();
    // The first read fails on the replica and is run again on the primary; the rest skip the replica.
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await app.inject({ url: `${GYMBYID}/${owned}` }));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((r) => r.json<{ name: string }>().name)).toEqual(Array(5).fill(EDITED));
    let report = await ready();
    expect(report.status).toBe(200);
    expect(report.body.replicas?.map((r) => r.healthy)).toEqual([false]);
    // A poll while it is stopped leaves it out.
    await app.readRouting.refresh();
    expect(await detailName(owned)).toBe(EDITED);
    await replica.start();
    await app.readRouting.refresh();
    expect(await detailName(owned)).toMatch(/ \[réplica\]$/);
    report = await ready();
    expect(report.body.replicas?.map((r) => r.healthy)).toEqual([true]);
  });

  it('runs a statement that fails on a replica again on the primary and takes the replica out (no poll between)', async () => {
    await replayed('0/0');
    // A second routing over the same servers whose timer never fires within the test: only the statement
    // can take the replica out.
    const routing = await createReadRouting(primary, [replica.source], { pollIntervalMs: 3_600_000 });
    try {
      const nameOf = async () => {
        const result = (await routing.db.execute(
          sql`select name from gyms where id = ${owned}`,
        )) as unknown as { rows: { name: string }[] };
        return result.rows[0]?.name;
      };
      expect(await nameOf()).toMatch(/ \[réplica\]$/);
      await replica.stop();
      expect(await nameOf()).toBe(EDITED);
      const [state] = await routing.report();
      expect(state?.healthy).toBe(false);
      expect(state?.error).toMatch(/closed|end on the pool/);
      expect(await nameOf()).toBe(EDITED);
    } finally {
      await routing.close();
      await replica.start();
      await app.readRouting.refresh();
    }
  });

  it('reports each replica in the readiness answer without credentials; the primary alone decides', async () => {
    await replayed('0/0');
    const { status, body } = await ready();
    expect(status).toBe(200);
    expect(body.ok).toBe(true);
    expect(body.replicas).toHaveLength(1);
    const [state] = body.replicas ?? [];
    expect(state).toMatchObject({ name: replica.source.name, healthy: true, replayLsn: '0/0', error: null });
    expect(state?.name).toMatch(/^[^@/]+:\d+$/);
    expect(state?.lagBytes).toBeGreaterThan(0);
  });

  it('refuses a replica URL that is not a PostgreSQL one, without repeating it', () => {
    const attempt = () =>
      loadConfig({
        ...testEnv(dataDir),
        DATABASE_REPLICA_URLS: 'postgres://a@r1:5432/db, mysql://u:secreto@r2/db',
      });
    expect(attempt).toThrow(/DATABASE_REPLICA_URLS: item 2 is not a postgres/);
    expect(attempt).not.toThrow(/secreto/);
    const config = loadConfig({ ...testEnv(dataDir), DATABASE_REPLICA_URLS: ' postgres://a@r1:5433/db , ' });
    expect(config.databaseReplicaUrls).toEqual(['postgres://a@r1:5433/db']);
  });
});

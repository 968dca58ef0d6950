// Database faults on PostgreSQL (ADR 0011): connections ended by the server (`pg_terminate_backend`,
// as a restart or a failover does) never crash the process; the requests in flight get a Spanish 503
// with Retry-After; the next requests are served on fresh connections. PGlite runs in-process and
// has no connection to lose, so this file runs only with TEST_DATABASE_URL.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '../../../src/shared/messages';
import { buildTestApp, leaksInternals, type TestApp } from '../helpers/app';

const url = process.env.TEST_DATABASE_URL;

/** Runs `work` on a connection of its own to the test database, closed afterwards. */
async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * Ends every connection to the test database except the caller's, and waits (up to 5000 ms each)
 * until those backends have exited: without a timeout, `pg_terminate_backend` only signals them
 * (PostgreSQL 14+ docs, "Server Signaling Functions"), so a backend could still answer a moment after.
 * @returns how many were ended
 */
const terminateAppConnections = (): Promise<number> =>
  withAdmin(async (admin) => {
    const { rows } = await admin.query<{ ended: boolean }>(
      `select pg_terminate_backend(pid, 5000) as ended from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`,
    );
    return rows.filter((row) => row.ended).length;
  });

/**
 * Waits (up to 5000 ms) until another backend of the test database is running a statement that
 * contains `text`, so that a fault lands while it is in flight however loaded the machine is.
 */
const waitForStatement = (text: string): Promise<void> =>
  withAdmin(async (admin) => {
    for (const deadline = Date.now() + 5000; Date.now() < deadline;) {
      const { rows } = await admin.query(
        `select 1 from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()
            and state = 'active' and position($1 in query) > 0`,
        [text],
      );
      if (rows.length > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no backend ran "${text}" within 5000 ms`);
  });

/** Lets the pool read the closed sockets of the ended backends (their FATAL 57P01 and EOF). */
const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 100));

describe.skipIf(!url)('database faults (PostgreSQL)', () => {
  let t: TestApp;
  let unhandled: unknown[] = [];
  const onUnhandled = (error: unknown): void => {
    unhandled.push(error);
  };
  beforeAll(async () => {
    process.on('uncaughtException', onUnhandled);
    process.on('unhandledRejection', onUnhandled);
    t = await buildTestApp({
      seed: false,
      beforeReady: (app) => {
        // A slow call, to be caught in flight by the fault.
        app.get('/api/__test/slow', async () => {
          await t.handle.db.execute(sql`select pg_sleep(2)`);
          return { done: true };
        });
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    process.off('uncaughtException', onUnhandled);
    process.off('unhandledRejection', onUnhandled);
  });

  it('idle pooled connections ended by the server: no crash, the next requests are served', async () => {
    unhandled = [];
    // Open several pooled connections, then let them go idle.
    const warm = await Promise.all(
      Array.from({ length: 4 }, () => t.app.inject({ url: '/api/partner/gyms/allgyms' })),
    );
    expect(warm.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await terminateAppConnections()).toBeGreaterThan(0);
    await settle();
    const after = await Promise.all(
      Array.from({ length: 4 }, () => t.app.inject({ url: '/api/partner/gyms/allgyms' })),
    );
    expect(after.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(unhandled).toEqual([]);
  });

  it('a request in flight gets 503 UNAVAILABLE with Retry-After, without internals; then all is served', async () => {
    unhandled = [];
    const inFlight = t.app.inject({ url: '/api/__test/slow' });
    await waitForStatement('pg_sleep(2)');
    await terminateAppConnections();
    const res = await inFlight;
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.json()).toEqual({ message: apiMessages.unavailable, code: 'UNAVAILABLE' });
    expect(leaksInternals(res.body)).toBe(false);
    // The idle connections were ended too: once the pool has heard of it, all is served.
    await settle();
    expect((await t.app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
    expect(unhandled).toEqual([]);
  });

  it('a connection ended inside a transaction (checked out, between statements) does not crash', async () => {
    unhandled = [];
    const transaction = t.handle.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      // The connection is checked out and idle while the server ends it.
      await terminateAppConnections();
      await new Promise((resolve) => setTimeout(resolve, 200));
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toThrow();
    expect((await t.app.inject({ url: '/api/partner/gyms/allgyms' })).statusCode).toBe(200);
    expect(unhandled).toEqual([]);
  });
});

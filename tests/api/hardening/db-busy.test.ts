// Work the database abandons under concurrent work (serialization failure 40001, deadlock 40P01,
// statement timeout 57014; PostgreSQL docs appendix A) answers 503 with Retry-After, and the transaction
// helper runs idempotent work once more; errors of other services (SMTP, Redis, a payment provider)
// are never taken for a database outage, whatever their code says (plugins/errors.ts, db/db-errors.ts).
// On PGlite and, with TEST_DATABASE_URL, on PostgreSQL, where a real deadlock and a real statement
// timeout are caused as well.
import { createServer, type AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../src/server/db/client';
import { inTransaction } from '../../../src/server/db/transaction';
import { DB_BUSY_RETRY_AFTER_SECONDS, registerErrorHandler } from '../../../src/server/plugins/errors';
import { apiMessages } from '../../../src/shared/messages';
import { openTestDatabase } from '../helpers/app';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** A statement that fails with SQLSTATE `code`, raised by the database server itself. */
const raise = (code: string) =>
  sql.raw(`DO $$ BEGIN RAISE EXCEPTION 'simulated by the test' USING ERRCODE = '${code}'; END $$`);

/** The error `run` rejects with. */
async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

/** A local TCP port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let handle: DatabaseHandle;
let app: FastifyInstance;
/** What each route throws, by name: set per test. */
const thrown = new Map<string, () => Promise<unknown>>();

beforeAll(async () => {
  handle = await openTestDatabase();
  await handle.db.execute(sql`create table retry_probe (id int primary key, n int not null default 0)`);
  await handle.db.execute(sql`insert into retry_probe (id) values (1), (2)`);
  app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.get<{ Params: { name: string } }>('/probe/:name', async (request) => {
    const run = thrown.get(request.params.name);
    if (!run) throw new Error('no such probe');
    return run();
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
});

const probe = (name: string, run: () => Promise<unknown>) => {
  thrown.set(name, run);
  return app.inject({ url: `/probe/${name}` });
};

describe('busy: 503 with Retry-After', () => {
  it.each(['40001', '40P01', '57014'])('SQLSTATE %s raised by the database answers 503', async (code) => {
    const res = await probe(`busy-${code}`, () => handle.db.execute(raise(code)));
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe(String(DB_BUSY_RETRY_AFTER_SECONDS));
    expect(res.json()).toEqual({ message: apiMessages.unavailable, code: 'UNAVAILABLE' });
  });

  it('a failure twice in a row answers 503 after one retry', async () => {
    let runs = 0;
    const res = await probe('twice', () =>
      inTransaction(
        handle.db,
        async (tx) => {
          runs += 1;
          await tx.execute(raise('40001'));
        },
        { idempotent: true },
      ),
    );
    expect(runs).toBe(2);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe(String(DB_BUSY_RETRY_AFTER_SECONDS));
  });
});

describe('inTransaction retries idempotent work once', () => {
  const count = async () =>
    Number(
      (
        (await handle.db.execute(sql`select n from retry_probe where id = 1`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]?.n,
    );

  it.each(['40001', '40P01', '57014'])(
    'after %s the first run is rolled back and the second commits',
    async (code) => {
      const before = await count();
      let runs = 0;
      const retried: (string | undefined)[] = [];
      const result = await inTransaction(
        handle.db,
        async (tx) => {
          runs += 1;
          await tx.execute(sql`update retry_probe set n = n + 1 where id = 1`);
          if (runs === 1) await tx.execute(raise(code));
          return 'hecho';
        },
        { idempotent: true, onRetry: (c) => retried.push(c) },
      );
      expect(result).toBe('hecho');
      expect(runs).toBe(2);
      expect(retried).toEqual([code]);
      expect(await count()).toBe(before + 1);
    },
  );

  it('work that is not idempotent is not run again', async () => {
    let runs = 0;
    const error = await failure(() =>
      inTransaction(
        handle.db,
        async (tx) => {
          runs += 1;
          await tx.execute(raise('40001'));
        },
        { idempotent: false },
      ),
    );
    expect(runs).toBe(1);
    expect(error).toBeInstanceOf(Error);
  });

  it('other failures are not retried', async () => {
    let runs = 0;
    await failure(() =>
      inTransaction(
        handle.db,
        async (tx) => {
          runs += 1;
          await tx.execute(raise('23505'));
        },
        { idempotent: true },
      ),
    );
    expect(runs).toBe(1);
  });

  it('a savepoint inside a transaction is not retried (the outer transaction is aborted)', async () => {
    let inner = 0;
    await failure(() =>
      handle.db.transaction((outer) =>
        inTransaction(
          outer,
          async (tx) => {
            inner += 1;
            await tx.execute(raise('40001'));
          },
          { idempotent: true },
        ),
      ),
    );
    expect(inner).toBe(1);
  });
});

// Only on PostgreSQL (CI runs the API tests on both): PGlite is one connection in one thread, so two
// transactions never hold row locks at the same time (no deadlock can form), and it does not enforce
// statement_timeout (a 2 s pg_sleep under a 50 ms limit completes). The 40P01/57014 answers themselves
// are tested above on both databases with raised SQLSTATEs.
describe.skipIf(!onPostgres)('real contention on PostgreSQL', () => {
  it('a real deadlock: the loser is retried and both transactions commit', async () => {
    const before = (await handle.query('select sum(n)::int as s from retry_probe')).rows[0] as { s: number };
    let runs = 0;
    let bothLocked: () => void = () => undefined;
    const locked = new Promise<void>((resolve) => {
      let n = 0;
      bothLocked = () => {
        n += 1;
        if (n === 2) resolve();
      };
    });
    const crossing = (first: number, second: number) =>
      inTransaction(
        handle.db,
        async (tx) => {
          runs += 1;
          await tx.execute(sql`update retry_probe set n = n + 1 where id = ${first}`);
          if (runs <= 2) {
            bothLocked();
            await locked;
          }
          await tx.execute(sql`update retry_probe set n = n + 1 where id = ${second}`);
        },
        { idempotent: true },
      );
    await Promise.all([crossing(1, 2), crossing(2, 1)]);
    expect(runs).toBe(3);
    const after = (await handle.query('select sum(n)::int as s from retry_probe')).rows[0] as { s: number };
    expect(after.s).toBe(before.s + 4);
  });

  it('a real statement timeout answers 503 with Retry-After', async () => {
    const res = await probe('timeout', () =>
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`set local statement_timeout = 50`);
        await tx.execute(sql`select pg_sleep(2)`);
      }),
    );
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe(String(DB_BUSY_RETRY_AFTER_SECONDS));
  });
});

describe('other services are not the database', () => {
  it('an SMTP server that is down answers 500, not the database outage', async () => {
    const port = await closedPort();
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port, connectionTimeout: 2000 });
    const error = await failure(() =>
      transport.sendMail({ from: 'a@example.com', to: 'b@example.com', subject: 'x', text: 'x' }),
    );
    expect((error as { code?: string }).code).toBeTruthy();
    const res = await probe('smtp', () => Promise.reject(error as Error));
    expect(res.statusCode).toBe(500);
    expect(res.headers['retry-after']).toBeUndefined();
    expect(res.json()).toEqual({ message: apiMessages.internal, code: 'INTERNAL' });
  });

  it('a Redis that refuses the connection answers 500, not the database outage', async () => {
    const port = await closedPort();
    const redis = new Redis({
      host: '127.0.0.1',
      port,
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    // The socket's own error, as ioredis emits it (connect() itself rejects with a generic one).
    const error = await new Promise<unknown>((resolve) => {
      redis.once('error', resolve);
      redis.connect().catch(() => undefined);
    });
    redis.disconnect();
    expect((error as { code?: string }).code).toBe('ECONNREFUSED');
    const res = await probe('redis', () => Promise.reject(error as Error));
    expect(res.statusCode).toBe(500);
    expect(res.headers['retry-after']).toBeUndefined();
  });

  it('a payment provider that cannot be reached answers 500, not the database outage', async () => {
    const port = await closedPort();
    const error = await failure(() => fetch(`http://127.0.0.1:${port}/v1/payment_intents`));
    const res = await probe('provider', () => Promise.reject(error as Error));
    expect(res.statusCode).toBe(500);
    expect(res.headers['retry-after']).toBeUndefined();
  });

  it('an error that only looks like one (errno 503, a connection SQLSTATE) answers 500', async () => {
    const lookalike = Object.assign(new Error('Service Unavailable'), { errno: 503, code: '08006' });
    const res = await probe('lookalike', () => Promise.reject(lookalike));
    expect(res.statusCode).toBe(500);
  });

  it('the database itself, unreachable, still answers 503', async () => {
    const other = await openTestDatabase();
    await other.close();
    const res = await probe('closed', () => other.db.execute(sql`select 1`));
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
  });
});

// What a database failure that gets past validation answers (plugins/errors.ts with db/db-errors.ts),
// and what the log keeps of it (plugins/logger.ts): real statements with personal data fail on the
// real database (PGlite, or PostgreSQL at TEST_DATABASE_URL) behind test-only routes of the real app,
// and real routes run on a database that has gone away. The log is read from the app's own logger.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { DatabaseHandle } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { apiMessages } from '../../src/shared/messages';
import { createAccount } from './account/helpers';
import { leaksInternals, openTestDatabase, testEnv } from './helpers/app';

/** Personal data the failing statements carry: none of it may reach an answer or a log line. */
const EMAIL = 'ana.secreta@example.com';
const OTHER_EMAIL = 'bruno.reservado@example.com';
const NAME = 'Anastasia Quiroga';

/** A log destination that keeps every line. */
function logSink(): { stream: Writable; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, lines };
}

/** An app on `handle` logging at `info` into `sink`, with `routes` added before it is ready. */
async function appOn(
  handle: DatabaseHandle,
  sink: ReturnType<typeof logSink>,
  routes: (app: FastifyInstance) => void = () => {},
): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'buscagym-db-errors-'));
  const config = loadConfig(
    { ...testEnv(dataDir), LOG_LEVEL: 'info' },
    { webDistDir: path.join(dataDir, 'no-web-build') },
  );
  const app = await buildApp({ config, db: handle, logStream: sink.stream });
  routes(app);
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Expects no personal data, SQL or stack in `text`. */
function expectClean(text: string): void {
  for (const secret of [EMAIL, OTHER_EMAIL, NAME]) expect(text).not.toContain(secret);
  expect(text).not.toMatch(/params: (?!\[redacted\])/);
}

describe('a database refusal that validation let through', () => {
  let handle: DatabaseHandle;
  let close: () => Promise<void>;
  let app: FastifyInstance;
  const sink = logSink();
  /** A server that refuses connections (nothing listens on port 1). */
  const refused = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:1/none', max: 1 });

  beforeAll(async () => {
    handle = await openTestDatabase();
    await createAccount(handle, { email: EMAIL, name: NAME });
    ({ app, close } = await appOn(handle, sink, (a) => {
      const db = handle.db;
      const failures: Record<string, () => Promise<unknown>> = {
        // 22P02: the e-mail is not a UUID (the message quotes it).
        data: () => db.select().from(users).where(eq(users.id, EMAIL)),
        // 23505: the e-mail is taken (the detail names it).
        conflict: () => db.insert(users).values({ name: NAME, email: EMAIL, type: 'user', active: true }),
        // 23502: no name (the detail lists the row).
        'not-null': () => db.execute(sql`insert into users (email, name) values (${OTHER_EMAIL}, null)`),
        // 42P01: our own mistake, a 500.
        bug: () => db.execute(sql`select * from no_such_table where email = ${EMAIL}`),
        // ECONNREFUSED through Drizzle and node-postgres.
        unreachable: () => drizzle(refused).execute(sql`select * from users where email = ${EMAIL}`),
      };
      a.post<{ Params: { kind: string } }>('/test/db/:kind', async (request) => {
        await (failures[request.params.kind] as () => Promise<unknown>)();
        return { ok: true };
      });
    }));
  });
  afterAll(async () => {
    await close?.();
    await handle?.close();
    await refused.end();
  });
  beforeEach(() => {
    sink.lines.length = 0;
  });

  it.each([
    ['data', 400, { message: apiMessages.unstorableData, code: 'VALIDATION' }, '22P02'],
    ['not-null', 400, { message: apiMessages.unstorableData, code: 'VALIDATION' }, '23502'],
    ['conflict', 409, { message: apiMessages.conflict, code: 'CONFLICT' }, '23505'],
    ['unreachable', 503, { message: apiMessages.unavailable, code: 'UNAVAILABLE' }, 'ECONNREFUSED'],
  ])('%s → %i, logged as a warning without the values', async (kind, status, body, code) => {
    const res = await app.inject({ method: 'POST', url: `/test/db/${kind}` });
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toEqual(body);
    expect(res.headers['retry-after']).toBe(status === 503 ? '5' : undefined);
    expect(leaksInternals(res.body)).toBe(false);
    const logged = sink.lines.map(
      (l) => JSON.parse(l) as { msg: string; level: number; dbFailure?: { code?: string } },
    );
    const warning = logged.find((l) => l.msg === 'database refused the request');
    expect(warning?.level).toBe(40);
    expect(warning?.dbFailure?.code).toBe(code);
    expectClean(sink.lines.join('\n'));
  });

  it('a mistake of ours stays a 500, and its log line keeps the SQL but not the values', async () => {
    const res = await app.inject({ method: 'POST', url: '/test/db/bug' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: apiMessages.internal, code: 'INTERNAL' });
    const line = sink.lines.find((l) => l.includes('request failed')) ?? '';
    expect(line).toContain('select * from no_such_table where email = $1');
    expect(line).toContain('42P01');
    expectClean(sink.lines.join('\n'));
  });
});

describe('real routes while the database is gone', () => {
  it('answer 503 UNAVAILABLE with Retry-After: 5, and log no personal data', async () => {
    const handle = await openTestDatabase();
    const sink = logSink();
    const { app, close } = await appOn(handle, sink);
    try {
      await handle.close();
      const headers = { 'sec-fetch-site': 'same-origin', 'x-requested-with': 'XMLHttpRequest' };
      for (const request of [
        { method: 'GET' as const, url: `/api/partner/gyms/allgyms?name=${encodeURIComponent(NAME)}` },
        { method: 'POST' as const, url: '/api/service/login', payload: { username: EMAIL, password: 'x' } },
        { method: 'GET' as const, url: '/api/partner/gyms/services' },
      ]) {
        const res = await app.inject({ ...request, headers });
        expect(res.statusCode, `${request.url} ${res.body}`).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.json()).toEqual({ message: apiMessages.unavailable, code: 'UNAVAILABLE' });
      }
      expect(sink.lines.some((l) => l.includes('database refused the request'))).toBe(true);
      expectClean(sink.lines.join('\n'));
    } finally {
      await close();
    }
  });
});

// classifyDbError on the errors the drivers really raise (PGlite through Drizzle, node-postgres against
// a closed port), plus the shapes node-postgres gives for server states a test cannot cause at will
// (SQLSTATE codes and messages as PostgreSQL docs appendix A and pg's sources write them).
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../app-error';
import { classifyDbError, isBusyDbError, markDatabaseError, raisedByDatabase } from './db-errors';

/** Time allowed to start a PGlite instance (WASM compile) on a busy machine; not a measurement. */
const PGLITE_START_MS = 60_000;

/** The error `run` rejects with. */
async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

describe('classifyDbError on PGlite errors wrapped by Drizzle', () => {
  let client: PGlite;
  let db: ReturnType<typeof drizzle>;
  beforeAll(async () => {
    client = new PGlite();
    db = drizzle(client);
    await db.execute(sql`create table people (
      id int primary key,
      email text not null unique,
      age int check (age >= 0),
      boss int references people(id),
      nick varchar(3)
    )`);
    await db.execute(sql`insert into people (id, email) values (1, 'ana@example.com')`);
  }, PGLITE_START_MS);
  afterAll(async () => {
    if (!client.closed) await client.close();
  });

  it.each([
    ['22012 division by zero', sql`select 1 / 0`, { kind: 'data', code: '22012' }],
    ['22P02 not a number', sql`select ${'ana@example.com'}::int`, { kind: 'data', code: '22P02' }],
    [
      '22001 too long',
      sql`insert into people (id, email, nick) values (6, 'd@x.ar', ${'abcdef'})`,
      { kind: 'data', code: '22001' },
    ],
    ['NUL in a text parameter', sql`select ${'a\u0000b'}::text`, { kind: 'data' }],
    [
      '23505 unique',
      sql`insert into people (id, email) values (2, 'ana@example.com')`,
      { kind: 'conflict', code: '23505' },
    ],
    [
      '23503 foreign key',
      sql`insert into people (id, email, boss) values (3, 'b@x.ar', 99)`,
      { kind: 'conflict', code: '23503' },
    ],
    ['23502 not null', sql`insert into people (id) values (4)`, { kind: 'data', code: '23502' }],
    [
      '23514 check',
      sql`insert into people (id, email, age) values (5, 'c@x.ar', -1)`,
      { kind: 'data', code: '23514' },
    ],
  ])('%s', async (_name, statement, expected) => {
    const error = await failure(() => db.execute(statement));
    expect(classifyDbError(error)).toMatchObject(expected);
  });

  it('leaves programming errors (42P01 undefined table, 42601 syntax) unclassified', async () => {
    expect(classifyDbError(await failure(() => db.execute(sql`select * from nowhere`)))).toBeUndefined();
    expect(classifyDbError(await failure(() => db.execute(sql`selec 1`)))).toBeUndefined();
  });

  it('a closed PGlite instance is unavailable', { timeout: PGLITE_START_MS }, async () => {
    const closed = new PGlite();
    await closed.close();
    const error = await failure(() => drizzle(closed).execute(sql`select 1`));
    expect(classifyDbError(error)).toEqual({ kind: 'unavailable', code: undefined });
  });
});

describe('classifyDbError on node-postgres errors', () => {
  it('a server that refuses connections (ECONNREFUSED) is unavailable', async () => {
    const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:1/none', max: 1 });
    try {
      const error = await failure(() => pool.query('select 1'));
      expect(classifyDbError(error)).toEqual({ kind: 'unavailable', code: 'ECONNREFUSED' });
    } finally {
      await pool.end();
    }
  });

  it('a pool used after end() is unavailable', async () => {
    const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:1/none' });
    await pool.end();
    expect(classifyDbError(await failure(() => pool.query('select 1')))).toMatchObject({
      kind: 'unavailable',
    });
  });

  const serverError = (code: string, message = 'server said no') =>
    Object.assign(new Error(message), { severity: 'FATAL', code });
  /** Drizzle's wrapper around a driver error (drizzle-orm DrizzleQueryError). */
  const wrapped = (cause: unknown) =>
    Object.assign(new Error('Failed query: select 1\nparams: '), { query: 'select 1', params: [], cause });

  it.each(['08000', '08003', '08006', '08001', '08004', '08P01', '57P01', '57P02', '57P03', '53300'])(
    'SQLSTATE %s is unavailable',
    (code) => {
      expect(classifyDbError(wrapped(serverError(code)))).toEqual({ kind: 'unavailable', code });
    },
  );

  it.each([
    'Connection terminated unexpectedly',
    'Connection terminated',
    'timeout exceeded when trying to connect',
    'Client has encountered a connection error and is not queryable',
  ])('the message "%s" is unavailable', (message) => {
    expect(classifyDbError(wrapped(new Error(message)))).toEqual({ kind: 'unavailable', code: undefined });
  });

  it.each(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND'])(
    'errno %s is unavailable',
    (code) => {
      const socketError = Object.assign(new Error(`connect ${code} 10.0.0.1:5432`), { errno: -1, code });
      expect(classifyDbError(wrapped(socketError))).toEqual({ kind: 'unavailable', code });
    },
  );

  it('looks into an AggregateError (a host name with several addresses)', () => {
    const refused = (address: string) =>
      Object.assign(new Error(`connect ECONNREFUSED ${address}`), { code: 'ECONNREFUSED' });
    const aggregate = new AggregateError([refused('::1:5432'), refused('127.0.0.1:5432')]);
    expect(classifyDbError(aggregate)).toEqual({ kind: 'unavailable', code: 'ECONNREFUSED' });
  });

  it.each(['40001', '40P01', '57014'])('SQLSTATE %s (abandoned under concurrent work) is busy', (code) => {
    expect(classifyDbError(wrapped(serverError(code)))).toEqual({ kind: 'busy', code });
  });

  it('leaves other failures alone: 42703, XX000, EPERM, an AppError, plain errors, non-errors', () => {
    for (const code of ['42703', 'XX000'])
      expect(classifyDbError(wrapped(serverError(code)))).toBeUndefined();
    expect(
      classifyDbError(Object.assign(new Error('operation not permitted'), { code: 'EPERM' })),
    ).toBeUndefined();
    expect(classifyDbError(new AppError('CONFLICT', 'Ya existe.'))).toBeUndefined();
    expect(classifyDbError(new Error('Connection terminated, said the test'))).toBeUndefined();
    expect(classifyDbError(undefined)).toBeUndefined();
    expect(classifyDbError('Connection terminated')).toBeUndefined();
  });

  it('stops at five levels of cause and survives a cycle', () => {
    let deep: Error = serverError('08006');
    for (let i = 0; i < 6; i += 1) deep = Object.assign(new Error(`level ${i}`), { cause: deep });
    expect(classifyDbError(deep)).toBeUndefined();
    const a: Error & { cause?: unknown } = new Error('a');
    a.cause = Object.assign(new Error('b'), { cause: a });
    expect(classifyDbError(a)).toBeUndefined();
  });
});

describe('raisedByDatabase: who raised it, not what its code looks like', () => {
  it(
    "a statement Drizzle ran (DrizzleQueryError) is the database's",
    async () => {
      const client = new PGlite();
      try {
        const error = await failure(() => drizzle(client).execute(sql`select 1 / 0`));
        expect(raisedByDatabase(error)).toBe(true);
        expect(raisedByDatabase(new Error('outer', { cause: error }))).toBe(true);
      } finally {
        await client.close();
      }
    },
    PGLITE_START_MS,
  );

  it("an error marked by the database handle is the database's", () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(raisedByDatabase(refused)).toBe(false);
    expect(raisedByDatabase(markDatabaseError(refused))).toBe(true);
  });

  it('errors of other services are not, whatever their code or errno', () => {
    const smtp = Object.assign(new Error('Connection closed'), {
      code: 'ECONNECTION',
      errno: 503,
      responseCode: 503,
    });
    const redis = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6379'), {
      code: 'ECONNREFUSED',
      errno: -111,
    });
    const provider = new TypeError('fetch failed', { cause: redis });
    for (const error of [smtp, redis, provider, wrappedLike('08006'), 'Connection terminated', undefined])
      expect(raisedByDatabase(error)).toBe(false);
    // Their codes alone would read as an outage: that is why the error handler asks who raised them.
    expect(classifyDbError(provider)).toEqual({ kind: 'unavailable', code: 'ECONNREFUSED' });
  });

  it('isBusyDbError needs both: raised by the database, and busy', () => {
    const busy = Object.assign(new Error('could not serialize access'), { code: '40001' });
    expect(isBusyDbError(busy)).toBe(false);
    expect(isBusyDbError(markDatabaseError(busy))).toBe(true);
    expect(isBusyDbError(markDatabaseError(Object.assign(new Error('x'), { code: '23505' })))).toBe(false);
  });
});

/** A plain object shaped like a wrapped driver error, raised by nobody's driver. */
function wrappedLike(code: string): Error {
  return Object.assign(new Error('Failed query: select 1'), { cause: { code } });
}

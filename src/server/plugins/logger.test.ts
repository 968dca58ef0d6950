// The logger options on a real Fastify (pino) logger writing to a stream the test reads, fed with the
// errors Drizzle and PGlite really raise for statements run with personal data.
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loggerOptions, REDACTED, redactUrl, serializeError } from './logger';

const EMAIL = 'ana.secreta@example.com';
const NAME = 'Anastasia Quiroga';

let client: PGlite;
let db: ReturnType<typeof drizzle>;
let app: FastifyInstance;
let lines: string[];

async function failure(run: () => Promise<unknown>): Promise<Error> {
  try {
    await run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a failure');
}

beforeAll(async () => {
  client = new PGlite();
  db = drizzle(client);
  await db.execute(
    sql`create table people (id uuid primary key, email text not null unique, name text not null)`,
  );
  await db.execute(
    sql`insert into people values ('00000000-0000-4000-8000-000000000001', ${EMAIL}, ${NAME})`,
  );
  app = Fastify({ logger: loggerOptions('info', { write: (line: string) => void lines.push(line) }) });
  await app.ready();
}, 60_000); // PGlite's start (WASM compile) on a busy machine; not a measurement
afterAll(async () => {
  await app.close();
  await client.close();
});
beforeEach(() => {
  lines = [];
});

const duplicate = () =>
  failure(() =>
    db.execute(sql`insert into people values ('00000000-0000-4000-8000-000000000002', ${EMAIL}, ${NAME})`),
  );
const notAUuid = () => failure(() => db.execute(sql`select * from people where id = ${EMAIL}::uuid`));

describe('log lines of failed statements', () => {
  it('the raw error does hold the values (what this module guards against)', async () => {
    const error = await duplicate();
    expect(error.message).toContain(EMAIL);
    expect(JSON.stringify(serializeError(error))).not.toContain(EMAIL);
  });

  it.each([
    ['log.error({err}, msg)', (e: Error) => app.log.error({ err: e }, 'request failed')],
    ['log.error({err}) (message taken from the error)', (e: Error) => app.log.error({ err: e })],
    ['log.error(err)', (e: Error) => app.log.error(e)],
    ['log.warn(err.message)', (e: Error) => app.log.warn(e.message)],
    ['a child logger', (e: Error) => app.log.child({ reqId: 'r1' }).error({ err: e }, 'request failed')],
    ['the error key', (e: Error) => app.log.error({ error: e }, 'job failed')],
  ])('%s carries neither the e-mail nor the name', async (_name, write) => {
    for (const error of [await duplicate(), await notAUuid()]) write(error);
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line).not.toContain(EMAIL);
      expect(line).not.toContain(NAME);
    }
  });

  it('keeps what helps: the SQL with placeholders, the SQLSTATE, the constraint, the stack', async () => {
    app.log.error({ err: await duplicate() }, 'request failed');
    const { err, msg } = JSON.parse(lines[0] as string) as {
      err: { message: string; stack: string; cause: Record<string, unknown> };
      msg: string;
    };
    expect(msg).toBe('request failed');
    expect(err.message).toBe(
      `Failed query: insert into people values ('00000000-0000-4000-8000-000000000002', $1, $2)\nparams: ${REDACTED}`,
    );
    expect(err.stack).toMatch(/^Error: Failed query: insert into people .*\nparams: \[redacted\]\n\s+at /);
    expect(err).not.toHaveProperty('params');
    expect(err.cause).toMatchObject({ code: '23505', constraint: 'people_email_key', table: 'people' });
    expect(err.cause).not.toHaveProperty('detail');
  });

  it("redacts the value a data exception quotes in its message (22P02 'invalid input syntax')", async () => {
    app.log.error({ err: await notAUuid() }, 'request failed');
    const { err } = JSON.parse(lines[0] as string) as { err: { cause: { code: string; message: string } } };
    expect(err.cause.code).toBe('22P02');
    expect(err.cause.message).toBe(`invalid input syntax for type uuid: "${REDACTED}"`);
  });

  it('leaves other errors and plain lines as they were', () => {
    app.log.error({ err: Object.assign(new Error('boom'), { code: 'E_BOOM', statusCode: 500 }) }, 'x');
    app.log.info({ user: 'u1' }, 'signed in');
    const [first, second] = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(first?.err).toMatchObject({ type: 'Error', message: 'boom', code: 'E_BOOM', statusCode: 500 });
    expect(second).toMatchObject({ user: 'u1', msg: 'signed in' });
  });
});

describe('redactUrl (request lines)', () => {
  it.each([
    [
      '/api/service/updatepassword?userName=ana@example.com',
      `/api/service/updatepassword?userName=${REDACTED}`,
    ],
    [
      '/api/service/updatepassword?userName=ana%40example.com',
      `/api/service/updatepassword?userName=${REDACTED}`,
    ],
    ['/api/service/updatepassword?USERNAME=x', `/api/service/updatepassword?USERNAME=${REDACTED}`],
    ['/api/admin/allusers?q=Quiroga&page=2', `/api/admin/allusers?q=${REDACTED}&page=2`],
    ['/api/x?other=ana%40example.com&limit=6', `/api/x?other=${REDACTED}&limit=6`],
    ['/api/admin/lockaccounts/ana%40example.com', `/api/admin/lockaccounts/${REDACTED}`],
    ['/api/service/activation/5d26-id/abcdefSECRET', `/api/service/activation/5d26-id/${REDACTED}`],
    ['/activation/5d26-id/abcdefSECRET?x=1', `/activation/5d26-id/${REDACTED}?x=1`],
  ])('%s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it('keeps what is not personal: paths, ids, paging, sorting, empty values, bad encodings', () => {
    for (const url of [
      '/api/partner/gyms/allgyms?page=2&limit=6&sort=price&order=asc',
      '/api/user/profile/5d261b76-6382-4f11-9be6-36169daabd22',
      '/api/service/updatepassword?userName=',
      '/api/x?bad=%E0%A4%A',
      '/',
    ])
      expect(redactUrl(url)).toBe(url);
  });
});

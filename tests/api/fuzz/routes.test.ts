// Property-based fuzzing of every operation in the app's OpenAPI document (fast-check): path
// parameters, query strings, headers and JSON bodies drawn from each schema's shape and mixed with
// hostile values (NUL, lone surrogates, huge, negative and fractional numbers, wrong types, long
// strings, deep nesting, `__proto__`), sent as a visitor, a signed-in member and a signed-in partner
// on the real app and a seeded database. Whatever comes in, the answer is never a 5xx and never shows
// a stack trace, SQL or driver text (docs/architecture.md §4). A failure prints fast-check's seed and the
// shrunk request; FUZZ_SEED=<seed> replays it, FUZZ_RUNS=<n> runs more per operation.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildAccountApp, Client, createAccount, sessionFor } from '../account/helpers';
import { leaksInternals, openTestDatabase } from '../helpers/app';
import { createGym, signUpPartner } from '../partner-gyms/helpers';
import {
  deref,
  openApiOf,
  operationsOf,
  percentEncode,
  urlOf,
  type OpenApiDocument,
  type Operation,
} from './openapi';
import { hostile, MODES, schemaValues, type Mode } from './values';

/** Requests per operation (each as a random role and mode); 40 × ~47 operations take a few seconds. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

// ─── The app under test: seeded catalogue, a member, a partner with a gym ───────────────────────────
const handle = await openTestDatabase({ seeded: true });
const t = await buildAccountApp({ handle });
const memberId = await createAccount(t.handle, { email: 'fuzz-miembro@example.com' });
const partner = await signUpPartner(t, 'fuzz-socia@example.com', 'Carla Gómez');
const gym = await createGym(partner.client);
const seededGyms = (
  (await handle.db.execute(sql`select id from gyms order by id limit 3`)) as unknown as {
    rows: { id: string }[];
  }
).rows.map((r) => r.id);
const doc: OpenApiDocument = openApiOf(t.app);
const operations = operationsOf(doc);

afterAll(async () => {
  await t.close();
  await handle.close();
});

type Role = 'visitor' | 'member' | 'partner';
const ownId: Record<Role, string> = { visitor: memberId, member: memberId, partner: partner.userId };

/** A client for `role`; signed-in roles get a fresh session (a fuzzed call may have ended the last). */
const clientOf = async (role: Role): Promise<Client> =>
  role === 'visitor' ? new Client(t.app) : sessionFor(t, role === 'member' ? memberId : partner.userId);

// ─── Values ──────────────────────────────────────────────────────────────────────────────────────────
/** Ids that exist, so that generated requests also reach the code behind the lookups. */
const KNOWN_IDS = [memberId, partner.userId, gym._id, ...seededGyms, '00000000-0000-4000-8000-000000000000'];
const valueArb = schemaValues(doc, KNOWN_IDS);

/** A query or path value as text (what a URL can carry). */
const asText = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

// ─── Requests ────────────────────────────────────────────────────────────────────────────────────────
/** A request body: JSON of a value, or raw text under some content type. */
type Body = { json: unknown } | { raw: string; contentType: string };

const RAW_BODIES: Body[] = [
  { raw: '{"a":', contentType: 'application/json' },
  { raw: '{"__proto__":{"admin":true}}', contentType: 'application/json' },
  { raw: '{"constructor":{"prototype":{"admin":true}}}', contentType: 'application/json' },
  { raw: `${'['.repeat(20_000)}${']'.repeat(20_000)}`, contentType: 'application/json' },
  { raw: '"\\u0000"', contentType: 'application/json' },
  { raw: '{"name":"\\ud800"}', contentType: 'application/json' },
  { raw: 'name=Ana%00', contentType: 'application/x-www-form-urlencoded' },
  { raw: 'hola', contentType: 'text/plain' },
  {
    raw: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n\u0000\r\n--x--\r\n',
    contentType: 'multipart/form-data; boundary=x',
  },
];

interface FuzzRequest {
  mode: Mode;
  role: Role;
  path: Record<string, unknown>;
  query: [string, unknown][];
  headers: Record<string, unknown>;
  body: Body | undefined;
}

/** Stands for the signed-in account's own id in a path (routes check `{id}` against the session). */
const OWN_ID = 'own-id';

function requestArb(op: Operation, mode: Mode): fc.Arbitrary<FuzzRequest> {
  const params = (where: string) => op.parameters.filter((p) => p.in === where);
  const path = fc.record(
    Object.fromEntries(
      params('path').map((p) => [
        p.name,
        fc.oneof(fc.constantFrom(OWN_ID, ...KNOWN_IDS), valueArb(deref(doc, p.schema), mode)),
      ]),
    ),
  );
  const declared = params('query').map((p) =>
    fc.option(
      valueArb(deref(doc, p.schema), mode).map((v) => [p.name, v] as [string, unknown]),
      { freq: 3 },
    ),
  );
  const names = ['__proto__', 'constructor', 'page', 'x\u0000', ...params('query').map((p) => p.name)];
  const extraQuery =
    mode !== 'dirty'
      ? fc.constant([])
      : fc.array(fc.tuple(fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 6 })), hostile), {
          maxLength: 2,
        });
  const query = fc
    .tuple(fc.tuple(...declared), extraQuery)
    .map(([d, e]) => [...d.filter((x): x is [string, unknown] => x !== null), ...e]);
  const headers = fc.record(
    Object.fromEntries(params('header').map((p) => [p.name, valueArb(deref(doc, p.schema), mode)])),
    { requiredKeys: [] },
  );
  const json = op.body
    ? valueArb(deref(doc, op.body.schema), mode).map((value): Body => ({ json: value }))
    : undefined;
  const raw = fc.constantFrom(...RAW_BODIES);
  const body: fc.Arbitrary<Body | undefined> =
    mode !== 'dirty'
      ? (json ?? fc.constant(undefined))
      : json
        ? fc.oneof({ weight: 6, arbitrary: json }, { weight: 1, arbitrary: raw })
        : fc.option(raw, { freq: 8 }).map((b) => b ?? undefined);
  return fc.record({
    mode: fc.constant(mode),
    role: fc.constantFrom<Role>('visitor', 'member', 'partner'),
    path,
    query,
    headers,
    body,
  });
}

/** Header values as Node would carry them (a header is text of one line; longer values are cut). */
const headerText = (value: unknown): string =>
  asText(value)
    .replace(/[\r\n]/g, ' ')
    .slice(0, 200);

async function send(op: Operation, r: FuzzRequest) {
  const client = await clientOf(r.role);
  const pathValues = Object.fromEntries(
    Object.entries(r.path).map(([k, v]) => [k, v === OWN_ID ? ownId[r.role] : asText(v)]),
  );
  const headers: Record<string, string> = Object.fromEntries(
    Object.entries(r.headers).map(([k, v]) => [k, headerText(v)]),
  );
  const request: InjectOptions = { method: op.method as 'GET', url: urlOf(op, pathValues), headers };
  const query = r.query.map(([k, v]) => `${percentEncode(k)}=${percentEncode(asText(v))}`).join('&');
  if (query)
    request.url = `${request.url as string}${(request.url as string).includes('?') ? '&' : '?'}${query}`;
  if (r.body && 'json' in r.body) {
    request.payload = JSON.stringify(r.body.json) ?? 'null';
    headers['content-type'] = 'application/json';
  } else if (r.body) {
    request.payload = r.body.raw;
    headers['content-type'] = r.body.contentType;
  }
  return client.request(request);
}

/** Text that only leaks out of SQL, the database driver or a stack trace. */
const DRIVER_TEXT =
  / {4}at |\bselect |insert into|params:|drizzle|pglite|DatabaseError|SQLSTATE|relation "|violates .*constraint|syntax error at|invalid input syntax|ECONNREFUSED|Connection terminated|node_modules/i;

// ─── The property ────────────────────────────────────────────────────────────────────────────────────
describe('fuzzing every documented operation', () => {
  it('the document lists the operations of the app (a broken walk would fuzz nothing)', () => {
    expect(operations.length).toBeGreaterThanOrEqual(40);
  });

  it.each(operations.map((op) => [op.id, op] as const))(
    '%s: never a 5xx, never internals',
    async (_id, op) => {
      await fc.assert(
        fc.asyncProperty(fc.oneof(...MODES.map((mode) => requestArb(op, mode))), async (r) => {
          const res = await send(op, r);
          expect(res.statusCode, res.body).toBeLessThan(500);
          expect(res.body).not.toMatch(DRIVER_TEXT);
          expect(leaksInternals(res.body), res.body).toBe(false);
        }),
        { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
      );
    },
  );
});

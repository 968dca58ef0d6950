// Property-based fuzzing of every operation in the app's OpenAPI document (fast-check): path
// parameters, query strings, headers and JSON bodies drawn from each schema's shape and mixed with
// hostile values (NUL, lone surrogates, huge, negative and fractional numbers, wrong types, long
// strings, deep nesting, `__proto__`), sent as a visitor, a signed-in member and a signed-in partner
// on the real app and a seeded database. Whatever comes in, the answer is never a 5xx and never shows
// a stack trace, SQL or driver text (ARCHITECTURE §4). A failure prints fast-check's seed and the
// shrunk request; FUZZ_SEED=<seed> replays it, FUZZ_RUNS=<n> runs more per operation.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildAccountApp, Client, createAccount, sessionFor } from '../account/helpers';
import { leaksInternals, openTestDatabase } from '../helpers/app';
import { createGym, signUpPartner } from '../partner-gyms/helpers';
import {
  alternatives,
  deref,
  openApiOf,
  operationsOf,
  percentEncode,
  urlOf,
  type JsonSchema,
  type OpenApiDocument,
  type Operation,
} from './openapi';

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

/** Strings meant to hurt (none contains SQL words, so an echo of one cannot look like a leak). */
const HOSTILE_STRINGS = [
  '\u0000',
  'Ana\u0000Pérez',
  '\ud800',
  'x\udfff',
  '\udfff\ud800',
  '',
  ' ',
  'x'.repeat(10_000),
  'ñ'.repeat(300),
  '🧘‍♀️'.repeat(50),
  'O\'Brien"; --',
  '../../etc/passwd',
  '%00',
  '%ED%A0%80',
  '\r\n\t\u0001\u001f\u007f',
  '\u202e\u200b\ufeff',
  'NaN',
  '1e999',
  '-1',
  '0x10',
  'null',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '00000000-0000-0000-0000-000000000000',
];
const HOSTILE_NUMBERS = [
  0,
  -0,
  -1,
  0.5,
  -0.000001,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 63,
];

/** Characters PostgreSQL cannot store (NUL) or UTF-8 cannot encode (lone surrogates). */
const BAD_CHARS = ['\u0000', '\u0000', '\ud800', '\udfff'];

/** `value` with `bad` inserted at position `at` (modulo its length) when it is a string. */
const slipIn = ([value, bad, at]: [unknown, string, number]): unknown => {
  if (typeof value !== 'string') return value;
  const i = at % (value.length + 1);
  return `${value.slice(0, i)}${bad}${value.slice(i)}`;
};

/** JSON values of the wrong kind: nested junk, prototype keys, empty and deep containers. */
const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    [],
    {},
    [[[[[[]]]]]],
    JSON.parse('{"__proto__": {"admin": true}}'),
    { constructor: { prototype: { admin: true } } },
    { $numberDecimal: 'NaN' },
    { $gt: '' },
  ),
  fc.jsonValue({ maxDepth: 3 }),
);

const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(...HOSTILE_STRINGS),
  fc.constantFrom<unknown>(...HOSTILE_NUMBERS),
  junk,
);

/** fc.stringMatching for a schema pattern, or undefined when fast-check cannot read it. */
function matching(pattern: string): fc.Arbitrary<string> | undefined {
  try {
    return fc.stringMatching(new RegExp(pattern, 'u'));
  } catch {
    return undefined;
  }
}

/** Words and typical values of this product's forms, for text that reads like what people type. */
const WORDS = [
  'Ana',
  'Pérez',
  'Gimnasio',
  'Palermo',
  'Yoga',
  'Club',
  'Av.',
  'Corrientes',
  '1234',
  'Ñandú',
  'spinning',
];
const TYPICAL = [
  '1143215678',
  '+54 9 11 4321-5678',
  'ana@example.com',
  'https://example.com/gym',
  '2000-01-01',
];

/** Plausible strings for a string schema: its enum, format or pattern when it has one, else text. */
function stringArb(s: JsonSchema): fc.Arbitrary<unknown> {
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
  if (s.format === 'uuid')
    return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...KNOWN_IDS) }, fc.uuid());
  const minLength = typeof s.minLength === 'number' ? s.minLength : 0;
  const maxLength = Math.max(minLength, typeof s.maxLength === 'number' ? Math.min(s.maxLength, 120) : 40);
  const fit = (text: string) => text.padEnd(minLength, 'a').slice(0, maxLength);
  const text = fc.oneof(
    fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 5 }).map((w) => fit(w.join(' '))),
    fc.constantFrom(...TYPICAL).map(fit),
    fc.string({ minLength, maxLength, unit: 'grapheme' }),
  );
  const specific: fc.Arbitrary<unknown>[] = [];
  if (s.format === 'date')
    specific.push(fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)));
  if (s.format === 'uri') specific.push(fc.webUrl({ validSchemes: ['https'] }));
  if (typeof s.pattern === 'string') {
    const fromPattern = matching(s.pattern);
    // Fitted, not filtered: a pattern's strings are short, and a filter on a long minimum length (a
    // push key's 87 characters) would retry for ever. A fitted value may leave the pattern: then it is
    // one more invalid input, answered 400.
    if (fromPattern) specific.push(fromPattern.map((v) => fit(String(v))));
  }
  return specific.length > 0 ? fc.oneof({ weight: 4, arbitrary: fc.oneof(...specific) }, text) : text;
}

/** Plausible numbers for a number schema, within its bounds. */
function numberArb(s: JsonSchema): fc.Arbitrary<unknown> {
  const min = typeof s.minimum === 'number' ? s.minimum : -1e6;
  const max = typeof s.maximum === 'number' ? s.maximum : 1e6;
  if (s.type === 'integer')
    return fc.integer({
      min: Math.max(min, Number.MIN_SAFE_INTEGER),
      max: Math.min(max, Number.MAX_SAFE_INTEGER),
    });
  const whole = fc.integer({ min: Math.ceil(Math.max(min, -1e6)), max: Math.floor(Math.min(max, 1e6)) });
  return fc.oneof(whole, fc.double({ min, max, noNaN: true, noDefaultInfinity: true }));
}

/**
 * `clean` values follow the schema's shape (and mostly pass validation, so they reach the services and
 * the database); `bytes` ones too, but each string has, one time in two, a character PostgreSQL cannot
 * store slipped in (what a validation without the check would hand to the database); `dirty` ones are
 * replaced by a hostile value one time in five, at every level.
 */
type Mode = 'clean' | 'bytes' | 'dirty';
const MODES: readonly Mode[] = ['clean', 'bytes', 'dirty'];
const arbCache: Record<Mode, Map<JsonSchema, fc.Arbitrary<unknown>>> = {
  clean: new Map(),
  bytes: new Map(),
  dirty: new Map(),
};

/** Values of `schema` in `mode`. */
function valueArb(schema: JsonSchema, mode: Mode, depth = 0): fc.Arbitrary<unknown> {
  const cached = arbCache[mode].get(schema);
  if (cached) return cached;
  const shaped = fc.oneof(...alternatives(doc, schema).map((s) => shapedArb(s, mode, depth)));
  const slipped = fc.tuple(shaped, fc.constantFrom(...BAD_CHARS), fc.nat()).map(slipIn);
  const arb =
    mode === 'clean' || depth > 6
      ? shaped
      : mode === 'bytes'
        ? fc.oneof(shaped, slipped)
        : fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: hostile });
  arbCache[mode].set(schema, arb);
  return arb;
}

function shapedArb(s: JsonSchema, mode: Mode, depth: number): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  switch (s.type) {
    case 'null':
      return fc.constant(null);
    case 'string':
      return stringArb(s);
    case 'number':
    case 'integer':
      return numberArb(s);
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const items = s.items ? valueArb(deref(doc, s.items as JsonSchema), mode, depth + 1) : junk;
      return fc.array(items, { maxLength: Math.min(typeof s.maxItems === 'number' ? s.maxItems + 1 : 4, 6) });
    }
    case 'object':
    default: {
      const properties = (s.properties ?? {}) as Record<string, JsonSchema>;
      const additional = s.additionalProperties;
      if (Object.keys(properties).length === 0 && additional && typeof additional === 'object') {
        // A map (e.g. socialNetworks): keys from `propertyNames`, values of `additionalProperties`.
        const names = s.propertyNames ? deref(doc, s.propertyNames as JsonSchema) : {};
        const key = Array.isArray(names.enum)
          ? fc.constantFrom(...(names.enum as string[]))
          : fc.string({ maxLength: 10 });
        return fc.dictionary(key, valueArb(deref(doc, additional as JsonSchema), mode, depth + 1), {
          maxKeys: 3,
        });
      }
      if (Object.keys(properties).length === 0) return junk;
      const record = fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([k, v]) => [k, valueArb(deref(doc, v), mode, depth + 1)]),
        ),
        { requiredKeys: ((s.required ?? []) as string[]).filter((k) => k in properties) },
      );
      const extra = fc.dictionary(
        fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'constructor', 'a\u0000')),
        junk,
        {
          maxKeys: 2,
        },
      );
      if (mode !== 'dirty') return record;
      return fc.tuple(record, fc.option(extra, { freq: 4 })).map(([r, e]) => (e ? { ...e, ...r } : r));
    }
  }
}

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

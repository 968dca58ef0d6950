// The values of the fuzzing of tests/api/fuzz/routes.test.ts (fast-check): hostile strings and numbers,
// junk JSON, characters PostgreSQL cannot store, and values drawn from a JSON Schema of the app's
// OpenAPI document in three modes (clean, bytes, dirty).
import fc from 'fast-check';
import { alternatives, deref, type JsonSchema, type OpenApiDocument } from './openapi';

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

/** A hostile value of any kind: a string, a number or junk. */
export const hostile: fc.Arbitrary<unknown> = fc.oneof(
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
function stringArb(s: JsonSchema, knownIds: readonly string[]): fc.Arbitrary<unknown> {
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
  if (s.format === 'uuid') return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...knownIds) }, fc.uuid());
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
export type Mode = 'clean' | 'bytes' | 'dirty';
/** Every mode, as the property draws them. */
export const MODES: readonly Mode[] = ['clean', 'bytes', 'dirty'];

/**
 * The value arbitrary of `doc`'s schemas: `valueArb(schema, mode)` draws values of `schema` in `mode`;
 * uuid strings are one of `knownIds` four times in five, so that requests reach the lookups behind them.
 */
export function schemaValues(
  doc: OpenApiDocument,
  knownIds: readonly string[],
): (schema: JsonSchema, mode: Mode) => fc.Arbitrary<unknown> {
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
        return stringArb(s, knownIds);
      case 'number':
      case 'integer':
        return numberArb(s);
      case 'boolean':
        return fc.boolean();
      case 'array': {
        const items = s.items ? valueArb(deref(doc, s.items as JsonSchema), mode, depth + 1) : junk;
        return fc.array(items, {
          maxLength: Math.min(typeof s.maxItems === 'number' ? s.maxItems + 1 : 4, 6),
        });
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

  return (schema, mode) => valueArb(schema, mode);
}

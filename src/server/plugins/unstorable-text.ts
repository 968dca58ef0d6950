/**
 * Text that PostgreSQL cannot store, found before it reaches the database (docs/architecture.md §4: bad input
 * is a 400, never a 500):
 *  - NUL (U+0000): "the character with code zero cannot be stored" in `text`/`varchar` (PostgreSQL
 *    docs §8.3 "Character Types"), and `jsonb` refuses `\u0000` (§8.14); the server answers SQLSTATE
 *    22021 or 22P05 instead of storing the row;
 *  - lone UTF-16 surrogates (U+D800–U+DFFF without their pair): not Unicode scalar values, so they
 *    have no UTF-8 form (RFC 3629 §3); the driver would silently store U+FFFD instead. They arrive
 *    JSON-escaped (`"\ud800"`) or as raw bytes that are not UTF-8 (a surrogate "encoded" as ED A0 80,
 *    an overlong form, a stray 0xFF): the JSON body parser below decodes those bytes so that they
 *    stay visible ({@link decodeUtf8KeepingBadBytes}) instead of turning into U+FFFD, and the field
 *    that holds them is named in the 400 like any other.
 *
 * Used by the zod validator (`plugins/zod.ts`) on every request part a route validates, by the
 * `preValidation` guard below on the parts it does not, and by the upload form reader for its text
 * fields (OWASP Input Validation Cheat Sheet: validate every input, as early as possible).
 * @module
 */
import { isUtf8 } from 'node:buffer';
import type { FastifyInstance, FastifySchemaValidationError, preValidationAsyncHookHandler } from 'fastify';
import { apiMessages } from '../../shared/messages';

/** NUL or a lone surrogate (`\p{Cs}` matches only unpaired surrogates in a `u` regular expression). */
const UNSTORABLE = /[\0\p{Cs}]/u;
const UNSTORABLE_GLOBAL = /[\0\p{Cs}]/gu;

/** True when `text` holds a character PostgreSQL cannot store (see module doc). */
export const hasUnstorableText = (text: string): boolean => UNSTORABLE.test(text);

/** `text` with each unstorable character replaced by U+FFFD, for naming a bad object key in an answer. */
export const printable = (text: string): string => text.replace(UNSTORABLE_GLOBAL, '\uFFFD');

/** Where in a value unstorable text was found: property names and array indexes from the root. */
export type ValuePath = (string | number)[];

/** Most paths reported for one value (an answer names a few fields, not thousands). */
export const MAX_REPORTED_PATHS = 20;

/** Longest path reported; a deeper place is named by its first segments (nobody nests forms deeper). */
export const MAX_PATH_LENGTH = 32;

/** A place in the walked value: its key and the place holding it (a path shared, never copied). */
interface Place {
  value: unknown;
  key: string | number;
  parent: Place | undefined;
}

/** The path from the root to `place` (plus `last`), cut to {@link MAX_PATH_LENGTH} segments. */
function pathOf(place: Place | undefined, last?: string): ValuePath {
  const path: ValuePath = last === undefined ? [] : [last];
  for (let p = place; p?.parent !== undefined; p = p.parent) path.push(p.key);
  path.reverse();
  return path.slice(0, MAX_PATH_LENGTH);
}

/**
 * Every place in `value` (a parsed JSON body, a query or params object, a string) where a string, or
 * an object key, holds unstorable text, depth first, at most {@link MAX_REPORTED_PATHS}. A bad key is
 * reported at the key's own path, printed with U+FFFD. Walks without recursion and without copying
 * paths, so a body nested thousands of levels deep costs time in proportion to its size and cannot
 * overflow the stack; Buffers and other non-plain values (a raw or streamed body) are not looked into.
 */
export function findUnstorableText(value: unknown): ValuePath[] {
  const found: ValuePath[] = [];
  const stack: Place[] = [{ value, key: '', parent: undefined }];
  while (stack.length > 0 && found.length < MAX_REPORTED_PATHS) {
    const place = stack.pop() as Place;
    const current = place.value;
    if (typeof current === 'string') {
      if (hasUnstorableText(current)) found.push(pathOf(place));
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i -= 1)
        stack.push({ value: current[i], key: i, parent: place });
    } else if (isPlainObject(current)) {
      const keys = Object.keys(current);
      for (let i = keys.length - 1; i >= 0; i -= 1) {
        const key = keys[i] as string;
        if (hasUnstorableText(key)) found.push(pathOf(place, printable(key)));
        else stack.push({ value: (current as Record<string, unknown>)[key], key, parent: place });
      }
    }
  }
  return found;
}

/**
 * Objects made by JSON.parse, the query-string parser (whose objects inherit from a null-prototype
 * object) or the router; not Buffers, dates, streams or other class instances with state of their own.
 */
function isPlainObject(value: unknown): value is object {
  if (value === null || typeof value !== 'object') return false;
  if (Object.prototype.toString.call(value) !== '[object Object]') return false;
  return typeof (value as { pipe?: unknown }).pipe !== 'function';
}

/** A Fastify validation issue for `path` (instancePath `/a/0/b`, as the zod validator writes them). */
export function unstorableIssue(
  path: ValuePath,
  message: string = apiMessages.unstorableText,
): FastifySchemaValidationError {
  const pointer = path.map(String).join('/');
  return {
    keyword: 'unstorable_text',
    instancePath: `/${pointer}`,
    schemaPath: `#/${pointer}`,
    message,
    params: {},
  };
}

/** Request parts the guard can check (headers: only the zod validator, where a route declares them). */
type Part = 'params' | 'querystring' | 'body';
const PARTS: readonly Part[] = ['params', 'querystring', 'body'];
const valueOf = (request: { params: unknown; query: unknown; body: unknown }, part: Part): unknown =>
  part === 'querystring' ? request.query : part === 'params' ? request.params : request.body;

/** The hooks made by {@link guardUnvalidatedParts}. */
const guards = new WeakSet<object>();

/**
 * A Fastify validation error (`statusCode` 400, `validation`, `validationContext`), answered by
 * `plugins/errors.ts` as 400 VALIDATION with `fields` like any other.
 */
function validationError(part: Part, issues: FastifySchemaValidationError[]): Error {
  return Object.assign(new Error(apiMessages.unstorableText), {
    statusCode: 400,
    code: 'FST_ERR_VALIDATION',
    validation: issues,
    validationContext: part,
  });
}

/**
 * Installs, on `app` and the plugins registered after it, a guard for the request parts that the zod
 * validator does not see: each route gets a `preValidation` hook checking its params, query string
 * and body when the route declares no schema for that part, or has its own `validatorCompiler` (a
 * raw or multipart body documented only). Raw bodies (Buffers, such as the signed Stripe webhook)
 * and multipart streams are not plain values and pass untouched; the upload form checks its own
 * text fields as it reads them.
 * @throws (from the hook) a 400 validation error naming the first fields with unstorable text
 */
export function guardUnvalidatedParts(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const schema = (route.schema ?? {}) as Partial<Record<Part | 'query', unknown>>;
    const ownValidator = route.validatorCompiler !== undefined;
    const declared = (part: Part): boolean =>
      schema[part] !== undefined || (part === 'querystring' && schema.query !== undefined);
    const unchecked = PARTS.filter((part) => ownValidator || !declared(part));
    const existing = route.preValidation === undefined ? [] : [route.preValidation].flat();
    // A HEAD route made from a GET route arrives with the GET's hooks, guard included.
    if (unchecked.length === 0 || existing.some((hook) => guards.has(hook))) return;
    const guard: preValidationAsyncHookHandler = async (request) => {
      for (const part of unchecked) {
        const paths = findUnstorableText(valueOf(request, part));
        if (paths.length > 0)
          throw validationError(
            part,
            paths.map((path) => unstorableIssue(path)),
          );
      }
    };
    guards.add(guard);
    route.preValidation = [guard, ...existing];
  });
}

/**
 * Length of the well-formed UTF-8 sequence starting at `bytes[i]` (RFC 3629 §4 "Syntax of UTF-8 Byte
 * Sequences"), or 0 when the byte there does not start one. Surrogates (ED A0–BF …), overlong forms
 * and code points past U+10FFFF are not well-formed.
 */
function sequenceLength(bytes: Uint8Array, i: number): number {
  const b0 = bytes[i] as number;
  if (b0 <= 0x7f) return 1;
  const tail = (at: number, low = 0x80, high = 0xbf): boolean => {
    const b = bytes[at];
    return b !== undefined && b >= low && b <= high;
  };
  if (b0 >= 0xc2 && b0 <= 0xdf) return tail(i + 1) ? 2 : 0;
  if (b0 >= 0xe0 && b0 <= 0xef) {
    const [low, high] = b0 === 0xe0 ? [0xa0, 0xbf] : b0 === 0xed ? [0x80, 0x9f] : [0x80, 0xbf];
    return tail(i + 1, low, high) && tail(i + 2) ? 3 : 0;
  }
  if (b0 >= 0xf0 && b0 <= 0xf4) {
    const [low, high] = b0 === 0xf0 ? [0x90, 0xbf] : b0 === 0xf4 ? [0x80, 0x8f] : [0x80, 0xbf];
    return tail(i + 1, low, high) && tail(i + 2) && tail(i + 3) ? 4 : 0;
  }
  return 0;
}

/**
 * Decodes `bytes` as UTF-8, keeping every byte that is not part of a well-formed sequence visible as
 * the lone surrogate U+DC80–U+DCFF of its value ("surrogateescape", Python PEP 383), where a lenient
 * decoder would put U+FFFD and hide it. Well-formed input (the usual case, checked by Node's
 * `buffer.isUtf8`) is decoded as usual.
 * @returns the text; {@link hasUnstorableText} is true for it exactly when `bytes` held such a byte,
 *   an encoded NUL, or a JSON escape of either
 */
export function decodeUtf8KeepingBadBytes(bytes: Uint8Array): string {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (isUtf8(buffer)) return buffer.toString('utf8');
  let text = '';
  let start = 0;
  let i = 0;
  while (i < buffer.length) {
    const length = sequenceLength(buffer, i);
    if (length > 0) {
      i += length;
      continue;
    }
    text += buffer.toString('utf8', start, i) + String.fromCharCode(0xdc00 | (buffer[i] as number));
    i += 1;
    start = i;
  }
  return text + buffer.toString('utf8', start);
}

/**
 * Replaces, on `app`, Fastify's JSON body parser by the same parser (`getDefaultJsonParser` with the
 * app's prototype and constructor poisoning settings, same errors, same body limit) fed by
 * {@link decodeUtf8KeepingBadBytes}, so that bytes that are not UTF-8 reach the unstorable-text checks
 * and are answered 400 naming their field.
 */
export function parseJsonKeepingBadBytes(app: FastifyInstance): void {
  const { onProtoPoisoning, onConstructorPoisoning } = app.initialConfig;
  const parse = app.getDefaultJsonParser(onProtoPoisoning ?? 'error', onConstructorPoisoning ?? 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    parse(request, decodeUtf8KeepingBadBytes(body as Buffer), done);
  });
}

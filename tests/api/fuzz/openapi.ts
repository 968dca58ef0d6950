/**
 * Reading the app's own OpenAPI document (generated from the zod contract by @fastify/swagger) for
 * tests that must cover every route, present and future: its operations, their parameters and JSON
 * bodies, the text fields inside them, a filled-in sample of a body, and URLs with any string in them
 * (percent-encoded as UTF-8, a lone surrogate as the bytes a careless client would send).
 * @module
 */
import type { FastifyInstance } from 'fastify';

/** A JSON Schema object as the document holds it (OpenAPI 3.1). */
export type JsonSchema = { [key: string]: unknown };

/** Where a value sits in a body: property names and array indexes. */
export type FieldPath = (string | number)[];

/** One parameter of an operation. */
export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

/** One operation (method + path) of the document. */
export interface Operation {
  /** `POST /api/service/login` */
  id: string;
  method: string;
  /** OpenAPI path with `{name}` placeholders. */
  path: string;
  parameters: Parameter[];
  /** The request body's media type and schema, when the operation takes one. */
  body?: { contentType: string; schema: JsonSchema };
}

/** The OpenAPI document the app serves (`app.swagger()`; the app must be ready). */
export interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: RequestBody }>>;
  components?: { schemas?: Record<string, JsonSchema> };
}
interface RequestBody {
  content: Record<string, { schema: JsonSchema }>;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** The app's OpenAPI document. */
export const openApiOf = (app: FastifyInstance): OpenApiDocument =>
  app.swagger() as unknown as OpenApiDocument;

/** Every operation of `doc`, in document order (HEAD routes are not documented). */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const content = op.requestBody?.content ?? {};
      const [contentType] = Object.keys(content);
      operations.push({
        id: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        ...(contentType
          ? { body: { contentType, schema: (content[contentType] as { schema: JsonSchema }).schema } }
          : {}),
      });
    }
  }
  return operations;
}

/** `schema` with its `$ref` (to `#/components/schemas/…`) followed. */
export function deref(doc: OpenApiDocument, schema: JsonSchema): JsonSchema {
  let current = schema;
  for (let i = 0; i < 10 && typeof current.$ref === 'string'; i += 1) {
    const name = current.$ref.replace('#/components/schemas/', '');
    const target = doc.components?.schemas?.[name];
    if (!target) throw new Error(`unknown $ref ${current.$ref}`);
    current = target;
  }
  return current;
}

/** The alternatives of a union schema (`anyOf`, `oneOf`, `type: [a, b]`), or the schema itself. */
export function alternatives(doc: OpenApiDocument, schema: JsonSchema): JsonSchema[] {
  const s = deref(doc, schema);
  const union = (s.anyOf ?? s.oneOf) as JsonSchema[] | undefined;
  if (union) return union.flatMap((option) => alternatives(doc, option));
  if (Array.isArray(s.type)) return (s.type as string[]).map((type) => ({ ...s, type }));
  return [s];
}

/**
 * Paths of every text field in a body of `schema`: string properties, string items of arrays (at
 * index 0) and string values of maps (under their first allowed key), through unions and `$ref`s.
 */
export function textFieldPaths(doc: OpenApiDocument, schema: JsonSchema, depth = 0): FieldPath[] {
  if (depth > 8) return [];
  const paths: FieldPath[] = [];
  const seen = new Set<string>();
  const add = (path: FieldPath) => {
    const key = JSON.stringify(path);
    if (seen.has(key)) return;
    seen.add(key);
    paths.push(path);
  };
  for (const s of alternatives(doc, schema)) {
    if (s.type === 'string' && s.format !== 'binary') add([]);
    if (s.type === 'object' || s.properties) {
      for (const [name, property] of Object.entries((s.properties ?? {}) as Record<string, JsonSchema>))
        for (const inner of textFieldPaths(doc, property, depth + 1)) add([name, ...inner]);
      const extra = s.additionalProperties;
      if (extra && typeof extra === 'object' && Object.keys(extra).length > 0)
        for (const inner of textFieldPaths(doc, extra as JsonSchema, depth + 1))
          add([mapKey(doc, s), ...inner]);
    }
    if (s.type === 'array' && s.items)
      for (const inner of textFieldPaths(doc, s.items as JsonSchema, depth + 1)) add([0, ...inner]);
  }
  return paths;
}

/** A key a map schema allows (its first `propertyNames` enum value), else `clave`. */
function mapKey(doc: OpenApiDocument, s: JsonSchema): string {
  const names = s.propertyNames ? deref(doc, s.propertyNames as JsonSchema) : undefined;
  return Array.isArray(names?.enum) ? String(names.enum[0]) : 'clave';
}

/** A fixed UUID for samples (a version-4 shape, so it passes `z.uuid()`). */
export const SAMPLE_UUID = '00000000-0000-4000-8000-000000000001';

/**
 * A plausible value of `schema` with every property present (so any field path exists in it); not
 * necessarily valid (patterns are not honoured), which is enough to reach the validator.
 */
export function sampleOf(doc: OpenApiDocument, schema: JsonSchema, depth = 0): unknown {
  const [s] = alternatives(doc, schema).filter((option) => option.type !== 'null');
  if (!s || depth > 8) return null;
  if (s.const !== undefined) return s.const;
  if (Array.isArray(s.enum)) return s.enum[0];
  switch (s.type) {
    case 'string':
      return s.format === 'uuid'
        ? SAMPLE_UUID
        : s.format === 'date'
          ? '2000-01-01'
          : s.format === 'uri'
            ? 'https://example.com'
            : 'Texto de prueba';
    case 'integer':
    case 'number':
      return typeof s.minimum === 'number' && s.minimum > 0 ? s.minimum : 1;
    case 'boolean':
      return false;
    case 'array':
      return s.items ? [sampleOf(doc, s.items as JsonSchema, depth + 1)] : [];
    default: {
      const out: Record<string, unknown> = {};
      for (const [name, property] of Object.entries((s.properties ?? {}) as Record<string, JsonSchema>))
        out[name] = sampleOf(doc, property, depth + 1);
      const extra = s.additionalProperties;
      if (extra && typeof extra === 'object' && Object.keys(extra).length > 0)
        out[mapKey(doc, s)] = sampleOf(doc, extra as JsonSchema, depth + 1);
      return out;
    }
  }
}

/** A deep copy of `value` with `leaf` at `path` (an empty path replaces the whole value). */
export function withValueAt(value: unknown, path: FieldPath, leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path as [string | number, ...FieldPath];
  const copy = (Array.isArray(value) ? [...(value as unknown[])] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = withValueAt(copy[head], rest, leaf);
  return copy;
}

/**
 * `text` percent-encoded for a URL path segment or query value: UTF-8 for well-formed text; a lone
 * surrogate as its three-byte generalized-UTF-8 form (`%ED%A0%80`), which is what reaches a server
 * from a client that encodes without checking (WTF-8).
 */
export function percentEncode(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) as number;
    if (code >= 0xd800 && code <= 0xdfff)
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    else out += encodeURIComponent(char);
  }
  return out;
}

/** The URL of `op` with its path parameters and the given query pairs, every value percent-encoded. */
export function urlOf(
  op: Operation,
  pathValues: Record<string, string>,
  query: [string, string][] = [],
): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => percentEncode(pathValues[name] ?? ''));
  const search = query.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`).join('&');
  return search ? `${path}?${search}` : path;
}

/** Dots a field path the way error answers name fields (`emergencyContact.name`, `items.0.id`). */
export const fieldName = (path: FieldPath): string => path.map(String).join('.');

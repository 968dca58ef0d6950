// Text PostgreSQL cannot store (NUL, lone surrogates; plugins/unstorable-text.ts) in every text field
// of every route, found from the OpenAPI document so that a new route is covered the day it is added:
// each answers 400 VALIDATION naming the field, before anything reaches the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { apiMessages, registerMessages } from '../../src/shared/messages';
import { buildAccountApp, Client, createAccount, sessionFor, type AccountTestApp } from './account/helpers';
import {
  fieldName,
  openApiOf,
  operationsOf,
  sampleOf,
  SAMPLE_UUID,
  textFieldPaths,
  urlOf,
  withValueAt,
  type Operation,
} from './fuzz/openapi';
import { leaksInternals } from './helpers/app';
import { multipartBody, UPLOAD_URL } from './uploads/helpers';

/**
 * Bodies that are not JSON and are checked elsewhere: the Stripe webhook's raw body is verified by its
 * signature and parsed by the provider (see the webhook test below); the upload is multipart (its text
 * fields are tested below).
 */
const NOT_JSON_BODIES = new Set(['POST /api/payments/stripe/webhook', 'POST /api/partner/uploads']);

/** Strings PostgreSQL cannot store, and their names in the test titles. */
const BAD = { NUL: 'Ana\u0000Pérez', 'lone surrogate': 'Ana\ud800Pérez' } as const;

let t: AccountTestApp;
let operations: Operation[];
type Role = 'partner' | 'member' | 'visitor';
let clients: Record<Role, () => Promise<Client>>;
let ownIds: Record<Role, string>;
let doc: ReturnType<typeof openApiOf>;

beforeAll(async () => {
  t = await buildAccountApp();
  const partnerId = await createAccount(t.handle, { email: 'socia@example.com', type: 'partner' });
  const memberId = await createAccount(t.handle, { email: 'miembro@example.com' });
  clients = {
    partner: () => sessionFor(t, partnerId),
    member: () => sessionFor(t, memberId),
    visitor: async () => new Client(t.app),
  };
  ownIds = { partner: partnerId, member: memberId, visitor: SAMPLE_UUID };
  doc = openApiOf(t.app);
  operations = operationsOf(doc);
});
afterAll(async () => {
  await t?.close();
});

/**
 * A value for each path parameter: the signed-in account's own id where a UUID is asked (routes check
 * `{id}` against the session before validating), else the schema's sample; `override` replaces some.
 */
function pathValues(
  op: Operation,
  role: Role,
  override: Record<string, string> = {},
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const p of op.parameters.filter((p) => p.in === 'path')) {
    const sample = sampleOf(doc, p.schema);
    values[p.name] = sample === SAMPLE_UUID ? ownIds[role] : String(sample);
  }
  return { ...values, ...override };
}

/** What {@link send} sends besides the method and the URL. */
interface Parts {
  pathOverride?: Record<string, string>;
  query?: [string, string][];
  payload?: unknown;
  headers?: Record<string, string>;
}

/**
 * Sends the request as the first role the route lets through its session checks (partner, member,
 * visitor): validation runs after those (`onRequest`), so a 401 or 403 says nothing about the field.
 */
async function send(op: Operation, parts: Parts = {}): Promise<LightMyRequestResponse> {
  let first: LightMyRequestResponse | undefined;
  for (const role of ['partner', 'member', 'visitor'] as const) {
    const client = await clients[role]();
    const res = await client.request({
      method: op.method as 'GET',
      url: urlOf(op, pathValues(op, role, parts.pathOverride), parts.query),
      ...(parts.payload === undefined ? {} : { payload: JSON.stringify(parts.payload) }),
      headers: {
        ...(parts.payload === undefined ? {} : { 'content-type': 'application/json' }),
        ...parts.headers,
      },
    });
    if (res.statusCode !== 401 && res.statusCode !== 403) return res;
    first ??= res;
  }
  // Every role refused: the first (the partner's) answer says why.
  return first as LightMyRequestResponse;
}

/** Expects the answer to refuse `field` (400 VALIDATION, `fields[field]` a specific Spanish text). */
function expectRefused(res: LightMyRequestResponse, field: string): void {
  expect(res.statusCode, res.body).toBe(400);
  expect(leaksInternals(res.body), res.body).toBe(false);
  const body = res.json<{ code: string; message: string; fields?: Record<string, string> }>();
  expect(body.code).toBe('VALIDATION');
  expect(Object.keys(body.fields ?? {}), res.body).toContain(field);
  // The field's own message when its schema refuses the text too (e.g. "Email invalido"), else the
  // unstorable-text message; never the generic fallback.
  expect(body.fields?.[field]).not.toBe(apiMessages.invalidField);
}

describe('the OpenAPI document lists the text fields', () => {
  it('finds the routes and fields this test walks (a broken walk would test nothing)', () => {
    const bodies = operations.filter((op) => op.body && !NOT_JSON_BODIES.has(op.id));
    const bodyFields = bodies.flatMap((op) => textFieldPaths(doc, op.body!.schema));
    const params = operations.flatMap((op) => op.parameters.filter((p) => p.in !== 'header'));
    expect(operations.length).toBeGreaterThanOrEqual(40);
    expect(bodyFields.length).toBeGreaterThanOrEqual(50);
    expect(params.length).toBeGreaterThanOrEqual(30);
    expect(bodyFields.map(fieldName)).toEqual(
      expect.arrayContaining(['username', 'address', 'emergencyContact.name', 'healthConditions.0', 'plan']),
    );
  });
});

describe.each(Object.entries(BAD))('%s in a JSON body field', (_name, bad) => {
  it('every text field of every JSON body answers 400 naming the field', async () => {
    const failures: string[] = [];
    for (const op of operations) {
      if (!op.body || NOT_JSON_BODIES.has(op.id)) continue;
      const sample = sampleOf(doc, op.body.schema);
      for (const path of textFieldPaths(doc, op.body.schema)) {
        const field = fieldName(path) || 'body';
        const res = await send(op, { payload: withValueAt(sample, path, bad) });
        try {
          expectRefused(res, field);
        } catch {
          failures.push(`${op.id} ${field}: ${res.statusCode} ${res.body}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('an object key anywhere in a body is refused too', async () => {
    const login = operations.find((op) => op.id === 'POST /api/service/login') as Operation;
    const res = await send(login, {
      payload: { username: 'ana@example.com', password: 'x', extra: { [`k${bad}`]: 1 } },
    });
    expectRefused(res, 'extra.kAna\ufffdPérez');
  });
});

describe('messages', () => {
  it('a field whose schema refuses the text too keeps its own message; free text gets the new one', async () => {
    const register = await new Client(t.app).post('/api/service/register', {
      name: 'Ana\u0000',
      username: 'ana\u0000@example.com',
      password: 'Caballito-Parque-2024',
      type: 'user',
    });
    expect(register.statusCode, register.body).toBe(400);
    const fields = register.json<{ fields: Record<string, string> }>().fields;
    expect(fields.username).toBe(registerMessages.emailInvalid);
    expect(fields.name).toBe(apiMessages.unstorableText);
    const login = await new Client(t.app).post('/api/service/login', {
      username: 'ana\u0000',
      password: 'x',
    });
    expect(login.json()).toEqual({
      message: apiMessages.unstorableText,
      code: 'VALIDATION',
      fields: { username: apiMessages.unstorableText },
    });
  });
});

describe('NUL in a path or query parameter', () => {
  it('every path and query parameter of every route answers 400 naming it', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const op of operations) {
      const payload = op.body && !NOT_JSON_BODIES.has(op.id) ? sampleOf(doc, op.body.schema) : undefined;
      for (const p of op.parameters.filter((p) => p.in === 'path' || p.in === 'query')) {
        const parts: Parts =
          p.in === 'path' ? { pathOverride: { [p.name]: BAD.NUL } } : { query: [[p.name, BAD.NUL]] };
        const res = await send(op, { ...parts, payload });
        checked += 1;
        if (p.in === 'path' && res.statusCode === 403) {
          // Routes that check `{id}` against the session before validating (a partner's own profile)
          // refuse any other id unread: fine, as long as the account's own id gets through that check.
          const own = await send(op, { payload });
          if (own.statusCode !== 401 && own.statusCode !== 403) continue;
        }
        try {
          expectRefused(res, p.name);
        } catch {
          failures.push(`${op.id} ${p.in} ${p.name}: ${res.statusCode} ${res.body}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(30);
  });

  it('a query parameter no route declares is refused as well', async () => {
    const res = await t.app.inject({ url: '/api/user/avatar?ordenar=a%00b' });
    expectRefused(res, 'ordenar');
  });

  it('a lone surrogate cannot be written in a URL: its bytes are not UTF-8, and the answer is a 400', async () => {
    const inPath = await t.app.inject({ url: '/api/partner/gyms/gymbyid/a%ED%A0%80b' });
    expect([inPath.statusCode, inPath.json<{ code: string }>().code]).toEqual([400, 'VALIDATION']);
    const inQuery = await t.app.inject({ url: '/api/partner/gyms/allgyms?name=a%ED%A0%80b' });
    expect(inQuery.statusCode).toBeLessThan(500);
  });
});

describe('headers', () => {
  it('Idempotency-Key with NUL is refused with its own message', async () => {
    const member = await clients.member();
    const res = await member.post(
      '/api/orders/checkout',
      {},
      { 'idempotency-key': `abcdefgh\u0000ijklmnop` },
    );
    expectRefused(res, 'idempotency-key');
  });
});

describe('multipart upload', () => {
  it.each([
    ['a text field value', { name: 'descripcion', value: 'foto\u0000' }, 'descripcion'],
    ['a text field name', { name: 'desc\u0000', value: 'foto' }, 'desc\ufffd'],
  ])('NUL in %s answers 400 naming the field', async (_name, part, field) => {
    const partner = await clients.partner();
    const { payload, contentType } = await multipartBody([part]);
    const res = await partner.request({
      method: 'POST',
      url: UPLOAD_URL,
      payload,
      headers: { 'content-type': contentType },
    });
    expectRefused(res, field);
    expect(res.json<{ message: string }>().message).toBe(apiMessages.unstorableText);
  });
});

// Input at the edges that used to be stored changed without a word (docs/architecture.md §4: bad input is a
// 400 naming the field, never a 500 and never silently altered):
//  - a JSON body whose bytes are not UTF-8 (a UTF-16 surrogate "encoded" as ED A0 80, a stray 0xFF):
//    a lenient decoder turned them into U+FFFD and the row was stored; now 400 naming the field;
//  - coordinates finer than the stored scale (numeric(10,7)): `-34.123456789` was rounded and `1e-320`
//    stored as 0; now 400 with the field's message, on every route that stores a coordinate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiMessages,
  catalogueFieldMessages,
  memberFieldMessages,
  partnerFieldMessages,
} from '../../../src/shared/messages';
import {
  buildAccountApp,
  Client,
  createAccount,
  GOOD_PASSWORD,
  sessionFor,
  type AccountTestApp,
} from '../account/helpers';

let t: AccountTestApp;
let counter = 0;

beforeAll(async () => {
  t = await buildAccountApp();
});
afterAll(async () => {
  await t?.close();
});

const email = () => {
  counter += 1;
  return `borde${counter}@example.com`;
};

/** A register body as raw bytes: `name` is "Ana" + `bad` + "Pérez". */
const rawRegister = (bad: number[], where: 'name' | 'structure' = 'name') =>
  Buffer.concat([
    Buffer.from(where === 'name' ? '{"name":"Ana' : '{"name":"Ana Pérez",'),
    Buffer.from(bad),
    Buffer.from(where === 'name' ? 'Pérez",' : ''),
    Buffer.from(`"username":"${email()}","password":"${GOOD_PASSWORD}","type":"user"}`),
  ]);

const post = (payload: Buffer) =>
  new Client(t.app).request({
    method: 'POST',
    url: '/api/service/register',
    payload,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });

describe('JSON bodies whose bytes are not UTF-8', () => {
  it.each([
    ['a high surrogate encoded as ED A0 80', [0xed, 0xa0, 0x80]],
    ['a low surrogate encoded as ED B0 80', [0xed, 0xb0, 0x80]],
    ['a surrogate pair encoded as two three-byte sequences (CESU-8)', [0xed, 0xa0, 0xbd, 0xed, 0xb2, 0xaa]],
    ['a stray 0xFF', [0xff]],
    ['an overlong form (C0 AF)', [0xc0, 0xaf]],
  ])('%s in a field answers 400 naming the field', async (_name, bad) => {
    const res = await post(rawRegister(bad));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      fields: { name: apiMessages.unstorableText },
    });
  });

  it('outside any string it is not JSON: 400 with the bad-JSON message', async () => {
    const res = await post(rawRegister([0xff], 'structure'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: apiMessages.badJson, code: 'VALIDATION' });
  });

  it('well-formed UTF-8 (accents, emoji, a real U+FFFD) is accepted as before', async () => {
    const res = await post(
      Buffer.from(
        JSON.stringify({ name: 'Ñandú 💪 \ufffd', username: email(), password: GOOD_PASSWORD, type: 'user' }),
      ),
    );
    expect(res.statusCode).toBe(201);
  });
});

describe('coordinates finer than the stored 7 decimals', () => {
  const register = (latitude: unknown) =>
    new Client(t.app).post('/api/service/register', {
      name: 'Ana Pérez',
      username: email(),
      password: GOOD_PASSWORD,
      type: 'user',
      latitude,
      longitude: -58.4,
    });

  it.each([
    ['1e-320 (a subnormal number)', 1e-320],
    ['"1e-320" as text', '1e-320'],
    ['5e-324 (the smallest number)', 5e-324],
    ['9 decimals', -34.123456789],
    ['9 decimals as a decimal object', { $numberDecimal: '-34.123456789' }],
  ])('registration: %s → 400 with the field message', async (_name, latitude) => {
    const res = await register(latitude);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      fields: { latitude: catalogueFieldMessages.latitude },
    });
  });

  it('registration: 7 decimals, 1e-7 and trailing zeros are fine', async () => {
    for (const latitude of [-34.1234567, 1e-7, '-34.60000000'])
      expect((await register(latitude)).statusCode).toBe(201);
  });

  it('member profile: 1e-320 and 8 decimals → 400; 1e-7 is stored exactly', async () => {
    const id = await createAccount(t.handle, { email: email() });
    const member = await sessionFor(t, id);
    const update = (latitude: number) =>
      member.put(`/api/user/profile/update/${id}`, { latitude, longitude: -58.4 });
    for (const latitude of [1e-320, -34.12345678]) {
      const res = await update(latitude);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ fields: { latitude: memberFieldMessages.latitude } });
    }
    const ok = await update(1e-7);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ updUser: { latitude: { $numberDecimal: '0.0000001' } } });
  });

  it('gym form: 1e-320 → 400 with the gym form message', async () => {
    const id = await createAccount(t.handle, { email: email(), type: 'partner' });
    const partner = await sessionFor(t, id);
    const res = await partner.post('/api/partner/gyms/gymscreate', {
      name: 'Gimnasio Borde',
      price: 1000,
      address: 'Av. Santa Fe 3900, Palermo',
      latitude: -34.5811,
      longitude: 1e-320,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { longitude: partnerFieldMessages.longitude } });
  });
});

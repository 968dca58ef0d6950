// A member's profile (SPEC §2 user form, §3 "User": read under `user`, updated under
// `updUser`): the member form's data round-trips, partial updates (absent = unchanged, null/blank =
// cleared), the avatar and position land on the account, health conditions replace the set, one
// transaction; only the account itself updates (401 visitor, 403 anyone else, admins included); the
// health conditions are answered to the account itself only.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/server/db/schema';
import {
  memberProfileResponseSchema,
  memberUpdateResponseSchema,
} from '../../../src/shared/contract/members';
import { accountMessages, apiMessages, memberMessages } from '../../../src/shared/messages';
import { Client, type AccountTestApp } from '../account/helpers';
import { buildMembersApp, newAccount, profileUrl, query, updateUrl, type Member } from './helpers';

let t: AccountTestApp;
let ana: Member;
let admin: Member;
let partner: Member;

beforeAll(async () => {
  t = await buildMembersApp();
  ana = await newAccount(t, { name: 'Ana' });
  admin = await newAccount(t, { name: 'Root', type: 'admin' });
  partner = await newAccount(t, { name: 'Dueña', type: 'partner' });
});
afterAll(async () => t?.close());

const FULL_BODY = {
  name: '  Ana María ',
  lastName: ' Pérez ',
  phone: '011 4321-5678',
  birthday: '1990-05-17',
  gender: 'femenino',
  address: 'Av. Rivadavia 1234, CABA',
  emergencyContact: { name: 'Marta Pérez', phone: '+54 9 11 2345-6789' },
  healthConditions: ['asma', 'hipertension', 'asma'],
  marketingOptIn: true,
  latitude: -34.6037,
  longitude: -58.3816,
  avatar: 'ciclista',
};

describe('GET /api/user/profile/{id} (member profile)', () => {
  it('a member without form data gets empty fields, no favourites and an empty conditions list', async () => {
    const fresh = await newAccount(t, { name: 'Bruno' });
    const res = await fresh.client.get(profileUrl(fresh.id));
    expect(res.statusCode).toBe(200);
    const { user } = memberProfileResponseSchema.parse(res.json());
    expect(res.json()).toEqual({ user });
    expect(user).toMatchObject({
      _id: fresh.id,
      name: 'Bruno',
      type: 'user',
      avatar: null,
      lastName: null,
      phone: null,
      birthday: null,
      gender: null,
      address: null,
      emergencyContact: null,
      healthConditions: [],
      marketingOptIn: false,
      favourites: [],
    });
  });

  it('401 for a visitor, 403 for another member, 400 for a malformed id', async () => {
    expect((await new Client(t.app).get(profileUrl(ana.id))).statusCode).toBe(401);
    const other = await newAccount(t);
    const res = await other.client.get(profileUrl(ana.id));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'FORBIDDEN', message: accountMessages.forbidden });
    expect((await ana.client.get(profileUrl('12'))).json()).toMatchObject({ message: apiMessages.invalidId });
  });
});

describe('PUT /api/user/profile/update/{id}', () => {
  it('saves the whole form and answers the fresh profile under updUser, normalised', async () => {
    const res = await ana.client.put(updateUrl(ana.id), FULL_BODY);
    expect(res.statusCode, res.body).toBe(200);
    const { updUser } = memberUpdateResponseSchema.parse(res.json());
    expect(res.json()).toEqual({ updUser });
    expect(updUser).toMatchObject({
      _id: ana.id,
      name: 'Ana María',
      type: 'user',
      avatar: { _id: 'ciclista' },
      latitude: { $numberDecimal: '-34.6037000' },
      longitude: { $numberDecimal: '-58.3816000' },
      lastName: 'Pérez',
      phone: '+541143215678',
      birthday: '1990-05-17',
      gender: 'femenino',
      address: 'Av. Rivadavia 1234, CABA',
      emergencyContact: { name: 'Marta Pérez', phone: '+5491123456789' },
      healthConditions: ['hipertension', 'asma'], // catalogue order, duplicates dropped
      marketingOptIn: true,
      favourites: [],
    });
    // The same profile is read back; the name and avatar are the account's (top bar, home URL).
    const read = await ana.client.get(profileUrl(ana.id));
    expect(read.json()).toEqual({ user: updUser });
    const [row] = await t.handle.db
      .select({ name: users.name, avatar: users.avatar })
      .from(users)
      .where(eq(users.id, ana.id));
    expect(row).toEqual({ name: 'Ana María', avatar: 'ciclista' });
  });

  it('absent fields stay, null and blank ones are cleared, the condition set is replaced', async () => {
    await ana.client.put(updateUrl(ana.id), FULL_BODY);
    const res = await ana.client.put(updateUrl(ana.id), {
      lastName: '',
      phone: null,
      address: '   ',
      emergencyContact: null,
      healthConditions: ['embarazo'],
      gender: '',
      birthday: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().updUser).toMatchObject({
      name: 'Ana María',
      avatar: { _id: 'ciclista' },
      lastName: null,
      phone: null,
      address: null,
      emergencyContact: null,
      healthConditions: ['embarazo'],
      gender: null,
      birthday: null,
      marketingOptIn: true,
      latitude: { $numberDecimal: '-34.6037000' },
    });
    const cleared = await ana.client.put(updateUrl(ana.id), {
      healthConditions: [],
      marketingOptIn: false,
      emergencyContact: { name: '', phone: '' },
    });
    expect(cleared.json().updUser).toMatchObject({
      healthConditions: [],
      marketingOptIn: false,
      emergencyContact: null,
    });
    const [stored] = await query<{ n: number | string }>(
      t,
      sql`select count(*) as n from member_health_conditions where user_id = ${ana.id}`,
    );
    expect(Number(stored?.n)).toBe(0);
  });

  it('an empty body changes nothing and answers the profile', async () => {
    const before = (await ana.client.get(profileUrl(ana.id))).json().user;
    const res = await ana.client.put(updateUrl(ana.id), {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updUser: before });
  });

  it('sets and clears the avatar; refuses an avatar that is not in the catalogue', async () => {
    const set = await ana.client.put(updateUrl(ana.id), { avatar: 'hiyab' });
    expect(set.json().updUser.avatar).toEqual({ _id: 'hiyab' });
    const unknown = await ana.client.put(updateUrl(ana.id), { avatar: 'dragon' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      code: 'VALIDATION',
      message: memberMessages.avatarUnknown,
      fields: { avatar: memberMessages.avatarUnknown },
    });
    const cleared = await ana.client.put(updateUrl(ana.id), { avatar: '' });
    expect(cleared.json().updUser.avatar).toBeNull();
  });

  it('is one transaction: an unknown condition leaves every other field of the body unsaved', async () => {
    await ana.client.put(updateUrl(ana.id), { name: 'Ana', healthConditions: ['asma'] });
    const res = await ana.client.put(updateUrl(ana.id), {
      name: 'Otro Nombre',
      address: 'Calle Falsa 123',
      healthConditions: ['asma', 'no-existe'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'VALIDATION',
      message: memberMessages.conditionUnknown,
      fields: { healthConditions: memberMessages.conditionUnknown },
    });
    const { user } = (await ana.client.get(profileUrl(ana.id))).json();
    expect(user).toMatchObject({ name: 'Ana', healthConditions: ['asma'] });
    expect(user.address).not.toBe('Calle Falsa 123');
  });

  it('ignores fields outside the form: the e-mail, type and active flag cannot be changed here', async () => {
    const res = await ana.client.put(updateUrl(ana.id), {
      name: 'Ana',
      email: 'hacker@example.com',
      type: 'admin',
      active: false,
      favourites: ['00000000-0000-4000-8000-000000000101'],
      _id: admin.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().updUser).toMatchObject({ _id: ana.id, type: 'user', active: true, favourites: [] });
    const [row] = await t.handle.db
      .select({ email: users.email, type: users.type, active: users.active })
      .from(users)
      .where(eq(users.id, ana.id));
    expect(row?.type).toBe('user');
    expect(row?.active).toBe(true);
    expect(row?.email).not.toBe('hacker@example.com');
  });

  it('only the account itself: 401 visitor, 403 another member, a partner and an admin', async () => {
    const body = { name: 'Intrusa' };
    const visitor = await new Client(t.app).put(updateUrl(ana.id), body);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ code: 'UNAUTHORIZED', message: accountMessages.sessionRequired });
    const other = await newAccount(t);
    for (const intruder of [other, partner, admin]) {
      const res = await intruder.client.put(updateUrl(ana.id), body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'FORBIDDEN', message: accountMessages.forbidden });
    }
    const unknownId = await other.client.put(updateUrl('00000000-0000-4000-8000-000000000000'), body);
    expect(unknownId.statusCode).toBe(403);
    const malformed = await other.client.put(updateUrl('nope'), body);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ message: apiMessages.invalidId });
    const [row] = await t.handle.db.select({ name: users.name }).from(users).where(eq(users.id, ana.id));
    expect(row?.name).not.toBe('Intrusa');
  });

  it('any account type edits its own profile (partner, admin)', async () => {
    for (const self of [partner, admin]) {
      const res = await self.client.put(updateUrl(self.id), { name: 'Nombre Nuevo', avatar: 'abuela' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().updUser).toMatchObject({
        _id: self.id,
        name: 'Nombre Nuevo',
        avatar: { _id: 'abuela' },
      });
    }
  });

  it('refuses a cross-site request (CSRF) before anything else', async () => {
    const res = await ana.client.request({
      method: 'PUT',
      url: updateUrl(ana.id),
      payload: { name: 'Cruzada' },
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    const [row] = await t.handle.db.select({ name: users.name }).from(users).where(eq(users.id, ana.id));
    expect(row?.name).not.toBe('Cruzada');
  });
});

describe('health conditions are sensitive', () => {
  it('the member reads them; an admin reads the profile without them; a partner reads nothing', async () => {
    const mia = await newAccount(t, { name: 'Mía' });
    await mia.client.put(updateUrl(mia.id), {
      healthConditions: ['epilepsia', 'migrana'],
      phone: '11 2345-6789',
    });
    const own = await mia.client.get(profileUrl(mia.id));
    expect(own.json().user.healthConditions).toEqual(['epilepsia', 'migrana']);

    const byAdmin = await admin.client.get(profileUrl(mia.id));
    expect(byAdmin.statusCode).toBe(200);
    const adminView = memberProfileResponseSchema.parse(byAdmin.json()).user;
    expect(adminView).toMatchObject({ _id: mia.id, phone: '+541123456789' });
    expect(adminView).not.toHaveProperty('healthConditions');
    expect(byAdmin.body).not.toMatch(/healthConditions|epilepsia|migrana/);

    const byPartner = await partner.client.get(profileUrl(mia.id));
    expect(byPartner.statusCode).toBe(403);
    expect(byPartner.body).not.toMatch(/healthConditions|epilepsia|migrana/);
    const partnerSide = await partner.client.get(`/api/partner/profile/${mia.id}`);
    expect(partnerSide.statusCode).toBe(403);
    expect(partnerSide.body).not.toMatch(/epilepsia|migrana/);
  });
});

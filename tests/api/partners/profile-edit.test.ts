// Partner profile edit (SPEC §3 "Partner edit payload", §7 `PUT /api/partner/profile/edit/{id}`; SPEC §6;
// ADR 0007): what is stored (normalised), every field message (CBU and CUIL check-digit
// vectors, phones, e-mail, social networks, name), and every ownership refusal.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partners, users } from '../../../src/server/db/schema';
import { partnerProfileResponseSchema, type PartnerEditInput } from '../../../src/shared/contract/partners';
import {
  accountMessages,
  apiMessages,
  partnerFieldMessages as f,
  partnerMessages,
} from '../../../src/shared/messages';
import { buildAccountApp, Client, createAccount, sessionFor, type AccountTestApp } from '../account/helpers';
import { signUpPartner, type SignedInPartner } from './helpers';

let t: AccountTestApp;
let carla: SignedInPartner;
let diego: SignedInPartner;

beforeAll(async () => {
  t = await buildAccountApp();
  carla = await signUpPartner(t, 'carla.owner@example.com', 'Carla Gómez');
  diego = await signUpPartner(t, 'diego.owner@example.com', 'Diego Ruiz');
});
afterAll(async () => t?.close());

const url = (id: string) => `/api/partner/profile/edit/${id}`;
const VALID_CBU = '2850590940090418135201';

/** A complete, valid edit body for `id`, with `changes` applied. */
const bodyFor = (id: string, changes: Partial<Record<keyof PartnerEditInput, unknown>> = {}) => ({
  id,
  name: 'Gimnasios Gómez SRL',
  lastName: 'Gómez',
  email: 'contacto@gimnasiosgomez.com.ar',
  phone: '011 4321-5678',
  cbu: VALID_CBU,
  cuil: '20-12345678-6',
  socialNetworks: { instagram: 'https://instagram.com/gimnasiosgomez' },
  ...changes,
});

/** Sends Carla's edit with `changes`. */
const editCarla = (changes: Partial<Record<keyof PartnerEditInput, unknown>> = {}) =>
  carla.client.put(url(carla.userId), bodyFor(carla.userId, changes));

const rowOf = async (userId: string) =>
  (await t.handle.db.select().from(partners).where(eq(partners.userId, userId)))[0];

/** Expects a 400 whose `fields[field]` is exactly `message`, and Carla's stored profile unchanged. */
async function expectRefused(
  changes: Partial<Record<keyof PartnerEditInput, unknown>>,
  field: string,
  message: string,
) {
  const before = await rowOf(carla.userId);
  const res = await editCarla(changes);
  expect(res.statusCode, JSON.stringify(changes)).toBe(400);
  const body = res.json<{ code: string; message: string; fields: Record<string, string> }>();
  expect(body.code).toBe('VALIDATION');
  expect(body.fields).toEqual({ [field]: message });
  expect(body.message).toBe(message); // one field wrong: its own text is the message
  expect(await rowOf(carla.userId)).toEqual(before);
}

describe('PUT /api/partner/profile/edit/{id}: success', () => {
  it('stores the normalised values and answers exactly {partner}', async () => {
    const res = await editCarla({
      email: '  Contacto@GimnasiosGomez.COM.ar ',
      cbu: '28505909 40090418135201',
      socialNetworks: {
        instagram: 'https://instagram.com/gimnasiosgomez',
        website: ' https://gimnasiosgomez.com.ar ',
        facebook: '',
      },
    });
    expect(res.statusCode).toBe(200);
    const row = await rowOf(carla.userId);
    const expected = {
      partner: {
        _id: row?.id,
        userId: carla.userId,
        name: 'Gimnasios Gómez SRL',
        lastName: 'Gómez',
        email: 'contacto@gimnasiosgomez.com.ar',
        phone: '+541143215678',
        cbu: VALID_CBU,
        cuil: '20123456786',
        socialNetworks: {
          instagram: 'https://instagram.com/gimnasiosgomez',
          website: 'https://gimnasiosgomez.com.ar',
        },
        plan: 'free',
      },
    };
    expect(res.json()).toEqual(expected); // nothing beyond the contract
    expect(partnerProfileResponseSchema.parse(res.json())).toEqual(expected);
    expect(row).toMatchObject({
      name: 'Gimnasios Gómez SRL',
      lastName: 'Gómez',
      email: 'contacto@gimnasiosgomez.com.ar',
      phone: '+541143215678',
      cbu: VALID_CBU,
      cuil: '20123456786',
      socialNetworks: expected.partner.socialNetworks,
      planCode: 'free',
    });
    // The same profile is read back by GET.
    const read = await carla.client.get(`/api/partner/profile/${carla.userId}`);
    expect(read.json()).toEqual(expected);
  });

  it("changes the profile's name, not the account's name (the top bar keeps greeting the account)", async () => {
    await editCarla({ name: 'Otro Nombre Comercial' });
    const [account] = await t.handle.db.select().from(users).where(eq(users.id, carla.userId));
    expect(account?.name).toBe('Carla Gómez');
    expect((await rowOf(carla.userId))?.name).toBe('Otro Nombre Comercial');
  });

  it('clears blank optional fields to null and an empty socialNetworks map to {}', async () => {
    expect((await editCarla()).statusCode).toBe(200);
    const res = await editCarla({
      lastName: '  ',
      email: '',
      phone: '',
      cbu: ' ',
      cuil: '',
      socialNetworks: { instagram: '   ' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ partner: object }>().partner).toMatchObject({
      lastName: null,
      email: null,
      phone: null,
      cbu: null,
      cuil: null,
      socialNetworks: {},
    });
    expect(await rowOf(carla.userId)).toMatchObject({
      lastName: null,
      email: null,
      phone: null,
      cbu: null,
      cuil: null,
      socialNetworks: {},
    });
    // socialNetworks may be left out altogether: it means no links.
    const { socialNetworks: _omitted, ...withoutLinks } = bodyFor(carla.userId);
    const omitted = await carla.client.put(url(carla.userId), withoutLinks);
    expect(omitted.statusCode).toBe(200);
    expect(omitted.json<{ partner: { socialNetworks: object } }>().partner.socialNetworks).toEqual({});
  });
});

describe('PUT /api/partner/profile/edit/{id}: field messages', () => {
  it('CBU: a valid one saves; wrong check digits, 21 digits and letters are refused', async () => {
    const ok = await editCarla({ cbu: '0110599520000001234569' });
    expect(ok.statusCode).toBe(200);
    expect((await rowOf(carla.userId))?.cbu).toBe('0110599520000001234569');
    await expectRefused({ cbu: '2850590840090418135201' }, 'cbu', f.cbuCheckDigit); // first block
    await expectRefused({ cbu: '2850590940090418135202' }, 'cbu', f.cbuCheckDigit); // second block
    await expectRefused({ cbu: '285059094009041813520' }, 'cbu', f.cbuFormat); // 21 digits
    await expectRefused({ cbu: '28505909400904181352a1' }, 'cbu', f.cbuFormat); // a letter
    await expectRefused({ cbu: 'CBU-DE-MI-CUENTA' }, 'cbu', f.cbuFormat);
  });

  it('CUIL: 20-12345678-6 saves as 20123456786; wrong check digit, prefix 21 and 10 digits are refused', async () => {
    const ok = await editCarla({ cuil: '20-12345678-6' });
    expect(ok.json<{ partner: { cuil: string } }>().partner.cuil).toBe('20123456786');
    expect((await rowOf(carla.userId))?.cuil).toBe('20123456786');
    await expectRefused({ cuil: '20-12345678-7' }, 'cuil', f.cuilCheckDigit);
    await expectRefused({ cuil: '21123456786' }, 'cuil', f.cuilPrefix);
    await expectRefused({ cuil: '2012345678' }, 'cuil', f.cuilFormat);
  });

  it('phone: Argentine numbers are stored in E.164; 123 and a US number are refused', async () => {
    const ok = await editCarla({ phone: '011 4321-5678' });
    expect(ok.json<{ partner: { phone: string } }>().partner.phone).toBe('+541143215678');
    const mobile = await editCarla({ phone: '+54 9 11 2345-6789' });
    expect(mobile.json<{ partner: { phone: string } }>().partner.phone).toBe('+5491123456789');
    await expectRefused({ phone: '123' }, 'phone', f.phoneInvalid);
    await expectRefused({ phone: '+1 202 555 0143' }, 'phone', f.phoneInvalid);
  });

  it('email: stored lower-case; a malformed one is refused', async () => {
    const ok = await editCarla({ email: 'Ventas@Gym.Example.COM' });
    expect((await rowOf(carla.userId))?.email).toBe('ventas@gym.example.com');
    expect(ok.statusCode).toBe(200);
    await expectRefused({ email: 'ventas-arroba-gym' }, 'email', f.emailInvalid);
    await expectRefused({ email: 'ventas@gym' }, 'email', f.emailInvalid);
  });

  it('socialNetworks: https saves; http and unknown networks are refused', async () => {
    const ok = await editCarla({
      socialNetworks: { youtube: 'https://youtube.com/@gomez', whatsapp: 'https://wa.me/541143215678' },
    });
    expect(ok.json<{ partner: { socialNetworks: object } }>().partner.socialNetworks).toEqual({
      youtube: 'https://youtube.com/@gomez',
      whatsapp: 'https://wa.me/541143215678',
    });
    await expectRefused(
      { socialNetworks: { facebook: 'http://facebook.com/gomez' } },
      'socialNetworks.facebook',
      f.urlInvalid,
    );
    await expectRefused(
      { socialNetworks: { instagram: 'instagram.com/gomez' } },
      'socialNetworks.instagram',
      f.urlInvalid,
    );
    await expectRefused(
      { socialNetworks: { myspace: 'https://myspace.com/gomez' } },
      'socialNetworks', // zod reports an unknown key on the map itself
      f.socialNetworkUnknown,
    );
  });

  it('name: blank, missing or longer than 100 characters is refused', async () => {
    await expectRefused({ name: '   ' }, 'name', f.nameRequired);
    await expectRefused({ name: undefined }, 'name', f.nameRequired);
    await expectRefused({ name: 'G'.repeat(101) }, 'name', f.nameTooLong);
    await expectRefused({ lastName: 'G'.repeat(101) }, 'lastName', f.lastNameTooLong);
    const longest = await editCarla({ name: 'G'.repeat(100) });
    expect(longest.statusCode).toBe(200);
  });

  it('several wrong fields: each gets its own message', async () => {
    const res = await editCarla({ cbu: '123', cuil: '21123456786', phone: '123' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'VALIDATION',
      message: apiMessages.validation,
      fields: { cbu: f.cbuFormat, cuil: f.cuilPrefix, phone: f.phoneInvalid },
    });
  });
});

describe('PUT /api/partner/profile/edit/{id}: ownership', () => {
  it('401 without a session', async () => {
    const res = await new Client(t.app).put(url(carla.userId), bodyFor(carla.userId));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'UNAUTHORIZED', message: accountMessages.sessionRequired });
  });

  it('403 for a member (even on its own id), before the body is looked at', async () => {
    const memberId = await createAccount(t.handle, { email: 'member.edit@example.com' });
    const member = await sessionFor(t, memberId);
    for (const [id, body] of [
      [carla.userId, bodyFor(carla.userId)],
      [memberId, bodyFor(memberId)],
      [carla.userId, { id: carla.userId, cbu: 'x' }],
    ] as const) {
      const res = await member.put(url(id), body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'FORBIDDEN', message: partnerMessages.partnersOnly });
    }
  });

  it("403 for another partner, also when the body names the victim's id", async () => {
    const before = await rowOf(carla.userId);
    for (const body of [bodyFor(carla.userId), bodyFor(diego.userId), { cbu: 'x' }]) {
      const res = await diego.client.put(url(carla.userId), body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'FORBIDDEN', message: accountMessages.forbidden });
    }
    // An unknown id is refused the same way (no existence oracle).
    expect((await diego.client.put(url(randomUUID()), bodyFor(diego.userId))).statusCode).toBe(403);
    expect(await rowOf(carla.userId)).toEqual(before);
  });

  it('403 for an admin: nobody but the partner changes its bank data', async () => {
    const adminId = await createAccount(t.handle, { email: 'root.edit@example.com', type: 'admin' });
    const admin = await sessionFor(t, adminId);
    const res = await admin.put(url(carla.userId), bodyFor(carla.userId, { cbu: '0110599520000001234569' }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'FORBIDDEN', message: partnerMessages.partnersOnly });
  });

  it('400 when the body id is not the path id', async () => {
    const before = await rowOf(carla.userId);
    const res = await carla.client.put(url(carla.userId), bodyFor(diego.userId));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'VALIDATION', message: f.idMismatch, fields: { id: f.idMismatch } });
    expect(await rowOf(carla.userId)).toEqual(before);
    expect(await rowOf(diego.userId)).toMatchObject({ name: 'Diego Ruiz', cbu: null });
  });

  it('a cross-site request is refused by the CSRF check', async () => {
    const res = await carla.client.request({
      method: 'PUT',
      url: url(carla.userId),
      payload: bodyFor(carla.userId),
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('404 for a partner account without a profile row', async () => {
    const bareId = await createAccount(t.handle, { email: 'bare.edit@example.com', type: 'partner' });
    const bare = await sessionFor(t, bareId);
    const res = await bare.put(url(bareId), bodyFor(bareId));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: partnerMessages.profileNotFound });
  });
});

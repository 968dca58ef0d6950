// Partner profile edit (SPEC §3 "Partner edit payload", §7 `PUT /api/partner/profile/edit/{id}`; SPEC §6;
// ADR 0007): what is stored (normalised) and every field message (CBU and CUIL check-digit vectors,
// phones, e-mail, social networks, name); ownership refusals: profile-edit-access.test.ts.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../src/server/db/schema';
import { partnerProfileResponseSchema } from '../../../src/shared/contract/partners';
import { apiMessages, partnerFieldMessages as f } from '../../../src/shared/messages';
import {
  bodyFor,
  carla,
  editCarla,
  expectRefused,
  rowOf,
  t,
  url,
  useProfileEditApp,
  VALID_CBU,
} from './profile-edit-fixture';

useProfileEditApp();

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
        // A body without a country is Argentina's (ADR 0054).
        country: 'AR',
        taxIdKind: null,
        taxId: null,
        bankAccount: null,
        socialNetworks: {
          instagram: 'https://instagram.com/gimnasiosgomez',
          website: 'https://gimnasiosgomez.com.ar',
        },
        plan: 'free',
        notifications: { sales: true, reviews: true, claims: true },
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

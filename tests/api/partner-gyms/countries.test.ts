// A gym's country and zone (ADR 0054; SPEC §7 `gymscreate`, `gymsupdate`): a new gym starts in its
// partner's country unless the body names one; its zone is the one at its pin when that lies in its
// country, else the country's; its phone and the holidays of its hours are its country's; an update keeps
// the zone unless the country changes; a partner changing its own country leaves its gyms alone.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gyms, partners } from '../../../src/server/db/schema';
import { myGymResponseSchema } from '../../../src/shared/contract/partner-gyms';
import { partnerCountryMessages } from '../../../src/shared/messages/partners-countries';
import { phoneMessages } from '../../../src/shared/messages/tax-ids';
import {
  API,
  buildGymsApp,
  createGym,
  expectError,
  signUpPartner,
  type AccountTestApp,
  type Partner,
} from './helpers';

let t: AccountTestApp;
/** A partner whose profile says Brasil. */
let paula: Partner;
/** A partner of Argentina (no country ever given). */
let carla: Partner;

/** The MASP, Avenida Paulista 1578, São Paulo (degrees). */
const PAULISTA = { latitude: -23.5614, longitude: -46.6559 };
/** Paseo de la Reforma 222, Mexico City. */
const REFORMA = { latitude: 19.4284, longitude: -99.1622 };
/** Avenida Tulum, Cancún (Quintana Roo: America/Cancun, UTC−5 all year). */
const CANCUN = { latitude: 21.1619, longitude: -86.8515 };

beforeAll(async () => {
  t = await buildGymsApp();
  paula = await signUpPartner(t, 'paula.gyms@example.com', 'Paula Souza');
  carla = await signUpPartner(t, 'carla.gyms@example.com', 'Carla Gómez');
  const profile = await paula.client.put(`/api/partner/profile/edit/${paula.userId}`, {
    id: paula.userId,
    name: 'Academia Paulista',
    lastName: '',
    email: '',
    country: 'BR',
    phone: '(11) 91234-5678',
    taxIdKind: 'cnpj',
    taxId: '12.ABC.345/01DE-35',
  });
  expect(profile.statusCode, profile.body).toBe(200);
  // Room for several gyms: the plan limits have their own tests.
  await t.handle.db.update(partners).set({ planCode: 'golden' }).where(eq(partners.userId, paula.userId));
  await t.handle.db.update(partners).set({ planCode: 'golden' }).where(eq(partners.userId, carla.userId));
});
afterAll(async () => t?.close());

const rowOf = async (id: string) => (await t.handle.db.select().from(gyms).where(eq(gyms.id, id)))[0];

describe('gymscreate', () => {
  it("a Brazilian partner's new gym is in Brasil, in São Paulo's zone, with a Brazilian phone", async () => {
    const gym = await createGym(paula.client, {
      name: 'Academia Paulista Bela Vista',
      address: 'Avenida Paulista 1578, Bela Vista',
      phone: '(11) 3251-5644',
      ...PAULISTA,
    });
    expect(gym.timeZone).toBe('America/Sao_Paulo');
    expect(gym.phone).toBe('+551132515644');
    expect(await rowOf(gym._id)).toMatchObject({ country: 'br', timeZone: 'America/Sao_Paulo' });
  });

  it("refuses a phone of another country than the gym's, with that country's message", async () => {
    const res = await paula.client.post(API.create, {
      name: 'Academia Sem Telefone',
      price: 150,
      address: 'Avenida Paulista 1578',
      phone: '+54 11 4321-5678',
      ...PAULISTA,
    });
    expectError(res, 400, {
      code: 'VALIDATION',
      message: phoneMessages.BR,
      fields: { phone: phoneMessages.BR },
    });
  });

  it('a body naming a country wins over the partner’s, and the zone is the one at the pin', async () => {
    const cdmx = await createGym(carla.client, {
      name: 'Gimnasio Reforma',
      address: 'Paseo de la Reforma 222',
      country: 'MX',
      phone: '55 1234 5678',
      ...REFORMA,
    });
    expect(await rowOf(cdmx._id)).toMatchObject({ country: 'mx', timeZone: 'America/Mexico_City' });
    const cancun = await createGym(carla.client, {
      name: 'Gimnasio Tulum',
      address: 'Avenida Tulum 200',
      country: 'MX',
      ...CANCUN,
    });
    expect(cancun.timeZone).toBe('America/Cancun');
    // A pin across the border: the country's own zone.
    const across = await createGym(carla.client, {
      name: 'Gimnasio Frontera',
      address: 'Avenida Paulista 1000',
      country: 'MX',
      ...PAULISTA,
    });
    expect(across.timeZone).toBe('America/Mexico_City');
  });

  it("an Argentine partner's gym stays in Argentina with an Argentine phone, as before", async () => {
    const gym = await createGym(carla.client, { phone: '011 4321-5678' });
    expect(gym.phone).toBe('+541143215678');
    expect(await rowOf(gym._id)).toMatchObject({
      country: 'ar',
      timeZone: 'America/Argentina/Buenos_Aires',
    });
  });

  it('refuses a country BuscaGym does not sell in', async () => {
    const res = await carla.client.post(API.create, {
      name: 'Gimnasio Montevideo',
      price: 1,
      country: 'UY',
      address: 'Av. 18 de Julio 1000',
      latitude: -34.9,
      longitude: -56.18,
    });
    expectError(res, 400, { code: 'VALIDATION', fields: { country: partnerCountryMessages.country } });
  });

  it("takes Brasil's holidays in the opening hours (PH)", async () => {
    const gym = await createGym(paula.client, {
      name: 'Academia Feriados',
      address: 'Avenida Paulista 1578',
      openingHours: 'Mo-Fr 06:00-22:00; PH off',
      ...PAULISTA,
    });
    expect(gym.openingHours).toBe('Mo-Fr 06:00-22:00; PH off');
  });
});

describe('gymsupdate', () => {
  it('keeps the zone on an edit, moves zone and phone country when the country changes', async () => {
    const gym = await createGym(carla.client, { name: 'Gimnasio Mudanza' });
    const phoneOnly = await carla.client.put(API.update, { _id: gym._id, phone: '011 5555-1234' });
    expect(phoneOnly.statusCode, phoneOnly.body).toBe(200);
    expect(await rowOf(gym._id)).toMatchObject({ country: 'ar', timeZone: 'America/Argentina/Buenos_Aires' });

    // A Brazilian phone while the gym is still Argentine: refused with Argentina's message.
    const wrong = await carla.client.put(API.update, { _id: gym._id, phone: '(11) 91234-5678' });
    expectError(wrong, 400, { code: 'VALIDATION', fields: { phone: phoneMessages.AR } });

    const moved = await carla.client.put(API.update, {
      _id: gym._id,
      country: 'BR',
      phone: '(11) 91234-5678',
      address: 'Avenida Paulista 1578',
      ...PAULISTA,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(myGymResponseSchema.parse(moved.json()).gym).toMatchObject({
      timeZone: 'America/Sao_Paulo',
      phone: '+5511912345678',
    });
    expect(await rowOf(gym._id)).toMatchObject({ country: 'br', timeZone: 'America/Sao_Paulo' });
  });

  it("a partner changing its own country leaves its gyms' country and zone as they were", async () => {
    const gym = await createGym(carla.client, { name: 'Gimnasio Quieto' });
    const res = await carla.client.put(`/api/partner/profile/edit/${carla.userId}`, {
      id: carla.userId,
      name: 'Carla Gómez',
      lastName: '',
      email: '',
      country: 'MX',
      phone: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowOf(gym._id)).toMatchObject({ country: 'ar', timeZone: 'America/Argentina/Buenos_Aires' });
    // Its next gym starts in México.
    const next = await createGym(carla.client, {
      name: 'Gimnasio Nuevo',
      address: 'Paseo de la Reforma 222',
      ...REFORMA,
    });
    expect(await rowOf(next._id)).toMatchObject({ country: 'mx', timeZone: 'America/Mexico_City' });
  });
});

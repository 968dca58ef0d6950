// Prices typed as people write them in the gym's country (ADR 0053; SPEC §7 `gymscreate`, `gymsupdate`,
// `servicecreate`, `serviceupdate`): Argentina and Brasil '1.250,50', México '1,250.50'; the country is
// the body's when it names one, else the gym's (a service's, an update's). Numbers work as always; text
// not written in the country's way is a 400 with the Spanish price message on `price`.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gyms, gymServices, partners } from '../../../src/server/db/schema';
import { partnerFieldMessages as f } from '../../../src/shared/messages';
import {
  API,
  buildGymsApp,
  createGym,
  createService,
  expectError,
  signUpPartner,
  type AccountTestApp,
  type Partner,
} from './helpers';

let t: AccountTestApp;
let owner: Partner;

/** Paseo de la Reforma 222, Mexico City (degrees). */
const REFORMA = { latitude: 19.4284, longitude: -99.1622 };
/** The MASP, Avenida Paulista 1578, São Paulo. */
const PAULISTA = { latitude: -23.5614, longitude: -46.6559 };

beforeAll(async () => {
  t = await buildGymsApp();
  owner = await signUpPartner(t, 'prices.owner@example.com', 'Lucía Prieto');
  await t.handle.db.update(partners).set({ planCode: 'golden' }).where(eq(partners.userId, owner.userId));
});
afterAll(async () => t?.close());

const gymPrice = async (id: string) =>
  (await t.handle.db.select({ price: gyms.price }).from(gyms).where(eq(gyms.id, id)))[0]?.price;
const servicePrice = async (id: string) =>
  (await t.handle.db.select({ price: gymServices.price }).from(gymServices).where(eq(gymServices.id, id)))[0]
    ?.price;

const mexican = () =>
  createGym(owner.client, {
    name: 'Zzgym Reforma',
    country: 'MX',
    price: '$1,250.50',
    address: 'Paseo de la Reforma 222, Juárez',
    ...REFORMA,
  });
const brazilian = () =>
  createGym(owner.client, {
    name: 'Zzgym Paulista',
    country: 'BR',
    price: 'R$ 1.250,50',
    address: 'Avenida Paulista 1578, Bela Vista',
    ...PAULISTA,
  });

describe('a gym priced as its country writes it', () => {
  it('stores México’s $1,250.50 and Brasil’s R$ 1.250,50 as 1250.50', async () => {
    const mx = await mexican();
    const br = await brazilian();
    expect(await gymPrice(mx._id)).toBe('1250.50');
    expect(await gymPrice(br._id)).toBe('1250.50');
    expect(mx.price).toEqual({ $numberDecimal: '1250.50' });
  });

  it("reads an update's price in the gym's country when the body names none", async () => {
    const mx = await mexican();
    const res = await owner.client.put(API.update, { _id: mx._id, price: '2,000.75' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await gymPrice(mx._id)).toBe('2000.75');
    // Argentina's writing is not México's: '2.000,75' is refused, not guessed.
    const wrong = await owner.client.put(API.update, { _id: mx._id, price: '2.000,75' });
    expectError(wrong, 400, { code: 'VALIDATION', message: f.price, fields: { price: f.price } });
    expect(await gymPrice(mx._id)).toBe('2000.75');
  });

  it('refuses México’s writing for a gym in Argentina, and keeps numbers working', async () => {
    const refused = await owner.client.post(API.create, {
      name: 'Zzgym Palermo',
      price: '1,250.50',
      address: 'Av. Santa Fe 3900, Palermo',
      latitude: -34.5811,
      longitude: -58.4207,
    });
    expectError(refused, 400, { code: 'VALIDATION', fields: { price: f.price } });
    const ar = await createGym(owner.client, { price: '$ 1.250,50' });
    expect(await gymPrice(ar._id)).toBe('1250.50');
    const byNumber = await createGym(owner.client, { name: 'Zzgym Number', price: 1250.5 });
    expect(await gymPrice(byNumber._id)).toBe('1250.50');
  });
});

describe("a service priced as its gym's country writes it", () => {
  it('stores a Mexican 1,250.50 and a Brazilian 1.250,50 as 1250.50', async () => {
    const mx = await mexican();
    const br = await brazilian();
    const mxService = await createService(owner.client, { gymId: mx._id, name: 'Zzyoga', price: '1,250.50' });
    const brService = await createService(owner.client, { gymId: br._id, name: 'Zzyoga', price: '1.250,50' });
    expect(await servicePrice(mxService.service._id)).toBe('1250.50');
    expect(await servicePrice(brService.service._id)).toBe('1250.50');
    expect(mxService.service.price).toEqual({ $numberDecimal: '1250.50' });
  });

  it("reads an edit's price in its gym's country and refuses another country's writing", async () => {
    const br = await brazilian();
    const { service } = await createService(owner.client, { gymId: br._id, name: 'Zzpilates', price: 100 });
    const res = await owner.client.put(API.serviceUpdate, { _id: service._id, price: 'R$ 2.500,00' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await servicePrice(service._id)).toBe('2500.00');
    const wrong = await owner.client.put(API.serviceUpdate, { _id: service._id, price: '2,500.00' });
    expectError(wrong, 400, { code: 'VALIDATION', message: f.price, fields: { price: f.price } });
    const mx = await mexican();
    const refused = await owner.client.post(API.serviceCreate, {
      gymId: mx._id,
      name: 'Zzbox',
      price: '1,50',
    });
    expectError(refused, 400, { code: 'VALIDATION', fields: { price: f.price } });
    expect(await servicePrice(service._id)).toBe('2500.00');
  });
});

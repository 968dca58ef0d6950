// Validation of the gym and service bodies (SPEC §3 "Gym"; ADR 0007): every refusal is a 400
// with the Spanish message of `partnerFieldMessages` on its field (or `uploadNotYours` for an image
// that is not the partner's), on create and on update, and nothing is written.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GymCreateInput } from '../../../src/shared/contract/partner-gyms';
import { apiMessages, partnerFieldMessages as f, partnerMessages } from '../../../src/shared/messages';
import {
  addUpload,
  API,
  buildGymsApp,
  createGym,
  createService,
  expectError,
  gymBody,
  query,
  signUpPartner,
  type AccountTestApp,
  type Partner,
} from './helpers';

let t: AccountTestApp;
let owner: Partner;
let other: Partner;
let gymId = '';
let serviceId = '';

beforeAll(async () => {
  t = await buildGymsApp();
  owner = await signUpPartner(t, 'validation.owner@example.com');
  other = await signUpPartner(t, 'validation.other@example.com');
  gymId = (await createGym(owner.client, { name: 'Zzval Gimnasio' }))._id;
  serviceId = (await createService(owner.client, { gymId, name: 'Yoga' })).service._id;
});
afterAll(async () => t?.close());

const gymCount = async () =>
  Number((await query<{ n: string | number }>(t, sql`select count(*) as n from gyms`))[0]?.n);

/** A body patch, the field the message goes on, and the message. */
type Case = [label: string, patch: Record<string, unknown>, field: string, message: string];

const long = (n: number) => 'a'.repeat(n);
const uploadUrl = (name: string) => `/uploads/gyms/${name}.webp`;

const gymCases: Case[] = [
  ['name too short', { name: 'ab' }, 'name', f.nameRequired],
  ['name blank', { name: '    ' }, 'name', f.nameRequired],
  ['name not a string', { name: 42 }, 'name', f.nameRequired],
  ['name too long', { name: long(101) }, 'name', f.nameTooLong],
  ['price negative', { price: -1 }, 'price', f.price],
  ['price with 3 decimals', { price: 1500.125 }, 'price', f.price],
  ['price as text', { price: 'mil' }, 'price', f.price],
  ['price blank', { price: '' }, 'price', f.price],
  ['price null', { price: null }, 'price', f.price],
  ['price over the maximum', { price: 10_000_000.01 }, 'price', f.price],
  ['latitude over 90', { latitude: 90.5 }, 'latitude', f.latitude],
  ['latitude as text', { latitude: 'norte' }, 'latitude', f.latitude],
  ['latitude blank', { latitude: '' }, 'latitude', f.latitude],
  ['longitude under -180', { longitude: -180.1 }, 'longitude', f.longitude],
  ['longitude null', { longitude: null }, 'longitude', f.longitude],
  ['address too short', { address: 'ab' }, 'address', f.addressRequired],
  ['address too long', { address: long(201) }, 'address', f.addressTooLong],
  ['trainers negative', { trainers: -1 }, 'trainers', f.trainers],
  ['trainers fractional', { trainers: 2.5 }, 'trainers', f.trainers],
  ['trainers over 1000', { trainers: 1001 }, 'trainers', f.trainers],
  ['trainers blank', { trainers: '' }, 'trainers', f.trainers],
  [
    'more than 8 images',
    { image: Array.from({ length: 9 }, (_, i) => uploadUrl(`p${i}`)) },
    'image',
    f.images,
  ],
  ['image from another site', { image: ['https://evil.example/a.webp'] }, 'image.0', f.imageUrl],
  ['image path escaping uploads', { image: ['/uploads/../secret.webp'] }, 'image.0', f.imageUrl],
  ['image not WebP', { image: [uploadUrl('a').replace('.webp', '.jpg')] }, 'image.0', f.imageUrl],
  ['image not an array', { image: uploadUrl('a') }, 'image', apiMessages.invalidField],
  ['logo from another site', { logo: 'http://evil.example/logo.webp' }, 'logo', f.imageUrl],
  ['phone not Argentine', { phone: '123' }, 'phone', f.phoneInvalid],
  ['phone letters', { phone: 'llamame' }, 'phone', f.phoneInvalid],
  ['email malformed', { email: 'hola@' }, 'email', f.emailInvalid],
  [
    'social network unknown',
    { socialNetworks: { myspace: 'https://myspace.com/zz' } },
    'socialNetworks',
    f.socialNetworkUnknown,
  ],
  [
    'social network over http',
    { socialNetworks: { instagram: 'http://instagram.com/zz' } },
    'socialNetworks.instagram',
    f.urlInvalid,
  ],
  [
    'social network not a URL',
    { socialNetworks: { website: 'mi sitio' } },
    'socialNetworks.website',
    f.urlInvalid,
  ],
  ['gymActive not a boolean', { gymActive: 'si' }, 'gymActive', f.gymActive],
];

describe('gym body: 400 with the field message, nothing written', () => {
  it.each(gymCases)('create: %s', async (_label, patch, field, message) => {
    const before = await gymCount();
    const res = await owner.client.post(API.create, { ...gymBody(), ...patch });
    expectError(res, 400, { code: 'VALIDATION', message, fields: { [field]: message } });
    expect(await gymCount()).toBe(before);
  });

  it.each(gymCases)('update: %s', async (_label, patch, field, message) => {
    const res = await owner.client.put(API.update, { _id: gymId, ...patch });
    expectError(res, 400, { code: 'VALIDATION', message, fields: { [field]: message } });
  });

  it('create: each missing required field gets its own message', async () => {
    const res = await owner.client.post(API.create, {});
    expectError(res, 400, {
      code: 'VALIDATION',
      message: apiMessages.validation,
      fields: {
        name: f.nameRequired,
        price: f.price,
        address: f.addressRequired,
        latitude: f.latitude,
        longitude: f.longitude,
      },
    });
  });

  it('update: the _id is required and must be a UUID', async () => {
    for (const body of [{ name: 'Zzval Sin Id' }, { _id: 'abc', name: 'Zzval Sin Id' }]) {
      const res = await owner.client.put(API.update, body);
      expectError(res, 400, { code: 'VALIDATION', fields: { _id: apiMessages.invalidField } });
    }
  });

  it("refuses another partner's upload, and an /uploads URL with no upload row, on image and logo", async () => {
    const foreign = await addUpload(t, other.userId);
    const mine = await addUpload(t, owner.userId);
    const cases: [Partial<GymCreateInput>, string][] = [
      [{ image: [mine, foreign] }, 'image'],
      [{ image: [uploadUrl('never-uploaded')] }, 'image'],
      [{ image: [mine], logo: foreign }, 'logo'],
    ];
    for (const [patch, field] of cases) {
      const before = await gymCount();
      const created = await owner.client.post(API.create, { ...gymBody(), ...patch });
      expectError(created, 400, {
        code: 'VALIDATION',
        message: partnerMessages.uploadNotYours,
        fields: { [field]: partnerMessages.uploadNotYours },
      });
      expect(await gymCount()).toBe(before);
      const updated = await owner.client.put(API.update, { _id: gymId, ...patch });
      expectError(updated, 400, { code: 'VALIDATION', message: partnerMessages.uploadNotYours });
    }
    // The other partner's photo stays refused even after it is on that partner's gym.
    const theirs = await signUpPartner(t, 'validation.third@example.com');
    const theirPhoto = await addUpload(t, theirs.userId);
    await createGym(theirs.client, { name: 'Zzval Ajeno', image: [theirPhoto] });
    const res = await owner.client.put(API.update, { _id: gymId, image: [theirPhoto] });
    expectError(res, 400, { code: 'VALIDATION', message: partnerMessages.uploadNotYours });
  });
});

const serviceCases: Case[] = [
  ['name too short', { name: 'ab' }, 'name', f.serviceName],
  ['name too long', { name: long(61) }, 'name', f.serviceName],
  ['name not a string', { name: 7 }, 'name', f.serviceName],
  ['description too long', { description: long(501) }, 'description', f.description],
  ['duration under 5 minutes', { duration: 4 }, 'duration', f.duration],
  ['duration over 600 minutes', { duration: 601 }, 'duration', f.duration],
  ['duration fractional', { duration: 30.5 }, 'duration', f.duration],
  ['duration as text', { duration: 'una hora' }, 'duration', f.duration],
  ['price negative', { price: -5 }, 'price', f.price],
  ['price with 3 decimals', { price: 99.999 }, 'price', f.price],
  ['price with 3 decimals after the comma', { price: '99,999' }, 'price', f.price],
  ['price with a thousands group of 2 digits', { price: '30.00.0' }, 'price', f.price],
  ['image from another site', { image: 'https://evil.example/s.webp' }, 'image', f.imageUrl],
];

describe('service body: 400 with the field message, nothing written', () => {
  const links = async () =>
    Number((await query<{ n: string | number }>(t, sql`select count(*) as n from gym_services`))[0]?.n);

  it.each(serviceCases)('create: %s', async (_label, patch, field, message) => {
    const before = await links();
    const res = await owner.client.post(API.serviceCreate, { gymId, name: 'Zzval Servicio', ...patch });
    expectError(res, 400, { code: 'VALIDATION', message, fields: { [field]: message } });
    expect(await links()).toBe(before);
  });

  it.each(serviceCases)('update: %s', async (_label, patch, field, message) => {
    const res = await owner.client.put(API.serviceUpdate, { _id: serviceId, ...patch });
    expectError(res, 400, { code: 'VALIDATION', message, fields: { [field]: message } });
  });

  it('create: the gymId is required and must be a UUID', async () => {
    for (const body of [{ name: 'Zzval Servicio' }, { gymId: 'x', name: 'Zzval Servicio' }]) {
      const res = await owner.client.post(API.serviceCreate, body);
      expectError(res, 400, { code: 'VALIDATION', fields: { gymId: apiMessages.invalidField } });
    }
  });

  it("refuses another partner's upload and an unknown upload as the photo", async () => {
    const foreign = await addUpload(t, other.userId);
    for (const image of [foreign, uploadUrl('never-uploaded')]) {
      const created = await owner.client.post(API.serviceCreate, { gymId, name: 'Zzval Foto', image });
      expectError(created, 400, {
        code: 'VALIDATION',
        message: partnerMessages.uploadNotYours,
        fields: { image: partnerMessages.uploadNotYours },
      });
      const updated = await owner.client.put(API.serviceUpdate, { _id: serviceId, image });
      expectError(updated, 400, { code: 'VALIDATION', message: partnerMessages.uploadNotYours });
    }
  });
});

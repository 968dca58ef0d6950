import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/http';
import { gymFixture } from '../../../lib/test-fixtures';
import { partnerEditBodySchema } from '../../../../shared/contract/partners';
import type { MyGym } from '../../../../shared/contract/partner-gyms';
import { partnerFieldMessages as f } from '../../../../shared/messages';
import {
  coordinateText,
  gymFormSchema,
  gymFormValues,
  moveItem,
  newGymFormValues,
  parseCoordinate,
  partnerFormValues,
  reformatPrice,
  serviceFormSchemaIn,
  serviceFormValues,
  type GymFormValues,
  type PartnerFormValues,
} from './forms';
import { partnerFixture, PARTNER_USER_ID } from './test-fixtures';
import { contractResolver, applyServerError, splitServerFields } from '../../../lib/contract-form';

const userId = PARTNER_USER_ID;
const partner = partnerFixture({
  phone: '+541143215678',
  cuil: '20123456786',
  socialNetworks: { instagram: 'https://instagram.com/carla' },
});
// Club Norte: the shared public gym without `distance` (an owner's gym has none), with its own values.
const { distance: _distance, ...publicGym } = gymFixture(
  '0b8c8f5e-7f3a-4c1e-9d2b-6a5e4f3d2c1b',
  0,
  'Club Norte',
);
const gym: MyGym = {
  ...publicGym,
  price: { $numberDecimal: '25000.50' },
  image: ['/uploads/a/b.webp'],
  trainers: 3,
  latitude: { $numberDecimal: '-34.6037123456' },
  longitude: { $numberDecimal: '-58.3816' },
  socialNetworks: { website: 'https://norte.example' },
  gymActive: false,
  address: 'Av. Corrientes 1234',
};
const resolverOptions = { fields: {}, shouldUseNativeValidation: false } as const;

describe('partner form values (SPEC §3 "Partner" edit payload)', () => {
  it('fills blanks for missing values and every network input', () => {
    const values = partnerFormValues(partner, userId);
    expect(values).toMatchObject({ id: userId, lastName: '', cbu: '', phone: '+541143215678' });
    expect(values.socialNetworks).toEqual({
      website: '',
      facebook: '',
      instagram: 'https://instagram.com/carla',
      tiktok: '',
      x: '',
      youtube: '',
      whatsapp: '',
    });
  });

  it("validates with the contract's messages: the CBU check digit, then a right CBU passes", async () => {
    const resolver = contractResolver<PartnerFormValues, unknown>(partnerEditBodySchema);
    const values = { ...partnerFormValues(partner, userId), cbu: '2850590940090418135202' };
    const wrong = await resolver(values, undefined, resolverOptions);
    expect(wrong.errors.cbu?.message).toBe(f.cbuCheckDigit);
    const short = await resolver({ ...values, cbu: '123' }, undefined, resolverOptions);
    expect(short.errors.cbu?.message).toBe(f.cbuFormat);
    const link = await resolver(
      { ...values, cbu: '', socialNetworks: { ...values.socialNetworks, facebook: 'http://fb.com/x' } },
      undefined,
      resolverOptions,
    );
    expect(link.errors).toMatchObject({ socialNetworks: { facebook: { message: f.urlInvalid } } });
    const right = await resolver(
      { ...values, cbu: '2850 5909 4009 0418 1352 01' },
      undefined,
      resolverOptions,
    );
    expect(right.errors).toEqual({});
    expect(right.values).toMatchObject({
      cbu: '2850590940090418135201',
      lastName: null,
      socialNetworks: {
        instagram: 'https://instagram.com/carla',
      },
    });
  });
});

describe('gym form values (SPEC §3 "Gym")', () => {
  it('starts a new gym at the given position with no photos', () => {
    expect(newGymFormValues({ latitude: -34.6155, longitude: -58.5734 })).toMatchObject({
      latitude: '-34.6155',
      longitude: '-58.5734',
      image: [],
      logo: null,
      gymActive: true,
      trainers: '0',
    });
  });

  it('reads an existing gym (decimals as text, coordinates to 6 decimals)', () => {
    const values = gymFormValues(gym);
    expect(values).toMatchObject({
      price: '25.000,50',
      latitude: '-34.603712',
      longitude: '-58.3816',
      gymActive: false,
      trainers: '3',
      image: ['/uploads/a/b.webp'],
    });
    expect(values.socialNetworks.website).toBe('https://norte.example');
  });

  it('accepts a price written as in Argentina ("$ 30.000", "30.000,50")', async () => {
    for (const [typed, price] of [
      ['$ 30.000', 30000],
      ['30.000,50', 30000.5],
      ['30.000', 30000],
    ] as const) {
      const resolver = contractResolver<GymFormValues, unknown>(gymFormSchema);
      const result = await resolver({ ...gymFormValues(gym), price: typed }, undefined, resolverOptions);
      expect(result.values).toMatchObject({ price });
    }
  });

  it("reads the price the way the gym's country writes it and shows a stored one so (ADR 0053)", async () => {
    const resolver = contractResolver<GymFormValues, unknown>(gymFormSchema);
    const mexican = { ...gymFormValues(gym), country: 'MX' as const, phone: '' };
    expect(
      (await resolver({ ...mexican, price: '$1,250.50' }, undefined, resolverOptions)).values,
    ).toMatchObject({ price: 1250.5 });
    const refused = await resolver({ ...mexican, price: '1.250,50' }, undefined, resolverOptions);
    expect(refused.errors.price?.message).toBe(f.price);
    const brazilian = { ...gymFormValues(gym), country: 'BR' as const, phone: '' };
    expect(
      (await resolver({ ...brazilian, price: 'R$ 1.250,50' }, undefined, resolverOptions)).values,
    ).toMatchObject({ price: 1250.5 });
    expect(gymFormValues({ ...gym, country: 'MX' }).price).toBe('25,000.50');
    expect(gymFormValues({ ...gym, country: 'BR' }).price).toBe('25.000,50');
  });

  it('refuses a blank price and blank coordinates with the contract messages', async () => {
    const resolver = contractResolver<GymFormValues, unknown>(gymFormSchema);
    const values: GymFormValues = { ...gymFormValues(gym), price: '', latitude: ' ', longitude: 'x' };
    const result = await resolver(values, undefined, resolverOptions);
    expect(result.errors.price?.message).toBe(f.price);
    expect(result.errors.latitude?.message).toBe(f.latitude);
    expect(result.errors.longitude?.message).toBe(f.longitude);
    const ok = await resolver(gymFormValues(gym), undefined, resolverOptions);
    expect(ok.errors).toEqual({});
    expect(ok.values).toMatchObject({ price: 25000.5, latitude: -34.603712, trainers: 3, phone: null });
  });
});

describe('service form values (SPEC §2 gym service form)', () => {
  it('blank optional fields become null; a short name is refused', async () => {
    const resolver = contractResolver(serviceFormSchemaIn('AR'));
    const blank = await resolver(serviceFormValues(), undefined, resolverOptions);
    expect(blank.errors).toMatchObject({ name: { message: f.serviceName } });
    const ok = await resolver({ ...serviceFormValues(), name: 'Yoga' }, undefined, resolverOptions);
    expect(ok.values).toEqual({ name: 'Yoga', description: null, duration: null, price: null, image: null });
    expect(
      serviceFormValues({
        _id: gym._id,
        name: 'Pilates',
        description: null,
        duration: 45,
        price: { $numberDecimal: '3000.00' },
        image: null,
      }),
    ).toEqual({ name: 'Pilates', description: '', duration: '45', price: '3.000', image: null });
  });

  it("reads and shows the price the way the gym's country writes it (ADR 0053)", async () => {
    const typed = { ...serviceFormValues(), name: 'Yoga' };
    for (const [country, price, amount] of [
      ['MX', '1,250.50', 1250.5],
      ['BR', 'R$ 1.250,50', 1250.5],
      ['AR', '1.250,50', 1250.5],
    ] as const) {
      const result = await contractResolver(serviceFormSchemaIn(country))(
        { ...typed, price },
        undefined,
        resolverOptions,
      );
      expect(result.values).toMatchObject({ price: amount });
    }
    const refused = await contractResolver(serviceFormSchemaIn('MX'))(
      { ...typed, price: '1.250,50' },
      undefined,
      resolverOptions,
    );
    expect(refused.errors.price?.message).toBe(f.price);
    const service = {
      _id: gym._id,
      name: 'Pilates',
      description: null,
      duration: null,
      price: { $numberDecimal: '1250.50' },
      image: null,
    };
    expect(serviceFormValues(service, 'MX').price).toBe('1,250.50');
    expect(serviceFormValues(service, 'BR').price).toBe('1.250,50');
  });
});

describe('reformatPrice', () => {
  it("writes a typed price back the way the gym's country writes it, and leaves other text", () => {
    expect(reformatPrice('30000')).toBe('30.000');
    expect(reformatPrice('$1250.5', 'MX')).toBe('1,250.50');
    expect(reformatPrice('900', 'MX')).toBe('900.00');
    expect(reformatPrice('R$150', 'BR')).toBe('150,00');
    expect(reformatPrice('1.500', 'MX')).toBe('1.500');
  });
});

describe('coordinates', () => {
  it('prints at most 6 decimals and parses only valid degrees', () => {
    expect(coordinateText(-34.61234567)).toBe('-34.612346');
    expect(parseCoordinate(' -34.6 ', 90)).toBe(-34.6);
    expect(parseCoordinate('-91', 90)).toBeNull();
    expect(parseCoordinate('-58,3', 180)).toBeNull();
    expect(parseCoordinate('', 180)).toBeNull();
    expect(parseCoordinate('179.5', 180)).toBe(179.5);
  });
});

describe('moveItem', () => {
  it('moves one item and ignores moves outside the list', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });
});

describe('server field errors', () => {
  it('puts known fields (nested ones too) on the inputs and keeps the rest for the notice', () => {
    const known = ['cbu', 'image', 'socialNetworks.website'];
    expect(
      splitServerFields({ cbu: 'A', 'image.2': 'B', 'socialNetworks.website': 'C', id: 'D' }, known),
    ).toEqual({
      mapped: [
        ['cbu', 'A'],
        ['image', 'B'],
        ['socialNetworks.website', 'C'],
      ],
      other: ['D'],
    });
    expect(splitServerFields(undefined, known)).toEqual({ mapped: [], other: [] });
  });

  it("applyServerError sets the fields and answers the server's message", () => {
    const set: [string, string][] = [];
    const error = new ApiRequestError('Los datos enviados no son válidos.', 400, 'VALIDATION', {
      cbu: f.cbuCheckDigit,
      cuil: f.cuilPrefix,
    });
    const text = applyServerError(error, (name, e) => set.push([name, e.message]), ['cbu', 'cuil']);
    expect(text).toBe('Los datos enviados no son válidos.');
    expect(set).toEqual([
      ['cbu', f.cbuCheckDigit],
      ['cuil', f.cuilPrefix],
    ]);
    const limit = new ApiRequestError('Tu plan Gratis permite hasta 1 gimnasio.', 409, 'CONFLICT');
    expect(applyServerError(limit, () => set.push(['x', 'y']), ['cbu'])).toBe(limit.message);
    expect(set).toHaveLength(2);
  });
});

/**
 * Wire-shaped fixtures of the members unit tests: a gym (contract `Gym`) and a member's own profile
 * (contract `MemberUser`), each with the fields a test varies as parameters.
 * @module
 */
import type { Gym } from '../../../shared/contract/gyms';
import type { MemberUser } from '../../../shared/contract/members';

/** The member's account id used by {@link memberFixture}. */
export const MEMBER_ID = '2d1b9e9a-0c73-4d79-9f2e-4b2c9e3d5a33';

/** A public gym with id `id`, `favourite` members and otherwise fixed values. */
export const gymFixture = (id: string, favourite = 0, name = `Gym ${id.slice(0, 4)}`): Gym => ({
  _id: id,
  name,
  price: { $numberDecimal: '25000.00' },
  raiting: 4,
  reviewCount: 12,
  score: 3.9,
  image: [],
  logo: null,
  phone: null,
  email: null,
  services: [],
  trainers: 0,
  clients: 0,
  uEnd: 0,
  latitude: { $numberDecimal: '-34.6' },
  longitude: { $numberDecimal: '-58.4' },
  socialNetworks: {},
  gymActive: true,
  favourite,
  address: 'Corrientes 1234',
  neighborhood: null,
  distance: 1.2,
  demo: false,
});

/** Member Ana's own profile with favourite gym ids `favourites`. */
export const memberFixture = (favourites: string[] = []): MemberUser => ({
  _id: MEMBER_ID,
  name: 'Ana',
  email: 'ana@example.com',
  type: 'user',
  active: true,
  avatar: null,
  latitude: null,
  longitude: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastName: null,
  phone: null,
  birthday: null,
  gender: null,
  address: null,
  emergencyContact: null,
  healthConditions: [],
  marketingOptIn: false,
  reviewMails: true,
  favourites,
});

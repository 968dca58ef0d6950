/**
 * Wire-shaped fixtures of the members unit tests: a member's own profile (contract `MemberUser`) with
 * the fields a test varies as parameters (the gym is lib/test-fixtures' `gymFixture`).
 * @module
 */
import type { MemberUser } from '../../../../shared/contract/members';

/** The member's account id used by {@link memberFixture}. */
export const MEMBER_ID = '2d1b9e9a-0c73-4d79-9f2e-4b2c9e3d5a33';

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

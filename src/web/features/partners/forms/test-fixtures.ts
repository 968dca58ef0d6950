/**
 * Wire-shaped fixtures of the partners unit tests: a partner's profile (contract `Partner`) with the
 * fields a test varies given as overrides.
 * @module
 */
import type { Partner } from '../../../../shared/contract/partners';

/** The partner's account id used by {@link partnerFixture}. */
export const PARTNER_USER_ID = '3f1c2a4e-5b6d-4e8f-9a0b-1c2d3e4f5a6b';

/** Partner Carla on the free plan, with no optional data unless `overrides` gives it. */
export const partnerFixture = (overrides: Partial<Partner> = {}): Partner => ({
  _id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  userId: PARTNER_USER_ID,
  name: 'Carla',
  lastName: null,
  email: 'carla@example.com',
  phone: null,
  cbu: null,
  cuil: null,
  country: 'AR',
  taxIdKind: null,
  taxId: null,
  bankAccount: null,
  socialNetworks: {},
  plan: 'free',
  notifications: { sales: true, reviews: true, claims: true },
  ...overrides,
});

/**
 * Query keys that several features share, apart from the calls: the app shell drops the partner's at
 * sign-out without loading the partner contract (ADR 0013), and a feature invalidates another's cache
 * (the catalogue, the partner's data, the member's cart) without importing its calls.
 * @module
 */
import type { GymListQuery, GymMapQuery } from '../../shared/contract/gyms';
import type { LatLon } from '../../shared/domain/geo';

/**
 * Query keys of partner data (`['partner']` drops all of it, e.g. at sign-out). Everything of one
 * partner sits under `['partner', userId]`, so invalidating the profile refreshes the gyms and the
 * subscription too.
 */
export const partnerKeys = {
  all: ['partner'] as const,
  profile: (userId: string) => ['partner', userId] as const,
  gyms: (userId: string) => ['partner', userId, 'gyms'] as const,
  /** The partner's paid-plan subscription (ADR 0017). */
  subscription: (userId: string) => ['partner', userId, 'subscription'] as const,
  plans: ['plans'] as const,
};

/** Query keys of the catalogue, so callers can invalidate by prefix. */
export const gymKeys = {
  all: ['gyms'] as const,
  list: (query: GymListQuery) => ['gyms', 'list', query] as const,
  detail: (id: string, position: LatLon) =>
    ['gyms', 'detail', id, position.latitude, position.longitude] as const,
  services: () => ['gyms', 'services'] as const,
  map: (query: Omit<GymMapQuery, 'limit'>) => ['gyms', 'map', query] as const,
};

/** Query keys of commerce; the member's own under `['account']` (dropped at sign-out). */
export const cartKeys = {
  products: (gymId: string) => ['products', gymId] as const,
  paymentConfig: ['payments', 'config'] as const,
  cart: (userId: string) => ['account', 'cart', userId] as const,
  orders: (userId: string) => ['account', 'orders', userId] as const,
  ordersPage: (userId: string, page: number) => ['account', 'orders', userId, 'page', page] as const,
  order: (userId: string, orderId: string) => ['account', 'orders', userId, 'order', orderId] as const,
};

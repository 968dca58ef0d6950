/**
 * Query keys of partner data, apart from the calls so the app shell can drop them at sign-out without
 * loading the partner contract (ADR 0013).
 * @module
 */

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

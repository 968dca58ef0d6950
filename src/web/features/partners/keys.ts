/**
 * Query keys of partner data, apart from the calls so the app shell can drop them at sign-out without
 * loading the partner contract (ADR 0013).
 * @module
 */

/**
 * Query keys of partner data (`['partner']` drops all of it, e.g. at sign-out). Everything of one
 * partner sits under `['partner', userId]`, so invalidating the profile refreshes the gyms too.
 */
export const partnerKeys = {
  all: ['partner'] as const,
  profile: (userId: string) => ['partner', userId] as const,
  gyms: (userId: string) => ['partner', userId, 'gyms'] as const,
  plans: ['plans'] as const,
};

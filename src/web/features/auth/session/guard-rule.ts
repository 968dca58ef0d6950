/**
 * The route-guard rule (ADR 0005): who may open a signed-in screen. The server decides
 * every authorisation again from its session; this only keeps the screens honest.
 * @module
 */
import type { StoredSession } from './session-storage';

/** What a guarded route requires. */
export interface GuardRequirement {
  /** The `{userId}` of the URL, when the route has one: it must be the signed-in account's. */
  userId?: string | undefined;
  /** Partner-only screens (SPEC §6: gym edit, gym form, service form) refuse members. */
  partnerOnly?: boolean;
}

/** The decision: open, go sign in, or refuse (another account's URL, or the wrong role). */
export type GuardDecision = 'allow' | 'login' | 'foreign' | 'role';

/**
 * Decides whether `session` may open a route with `requirement`.
 * @returns `login` when signed out, `foreign` when the URL's userId is not the account's, `role`
 *   when a partner-only screen is opened by a non-partner, else `allow`
 */
export function guardDecision(
  session: StoredSession | null,
  requirement: GuardRequirement = {},
): GuardDecision {
  if (!session) return 'login';
  if (requirement.userId !== undefined && requirement.userId !== session.userId) return 'foreign';
  if (requirement.partnerOnly && session.type !== 'partner') return 'role';
  return 'allow';
}

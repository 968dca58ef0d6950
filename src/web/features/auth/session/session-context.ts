/**
 * Context of the browser session (see SessionProvider.tsx), split out so hooks and provider stay in
 * small files.
 * @module
 */
import { createContext, useContext } from 'react';
import type { StoredSession } from './session-storage';

/** Stored values a profile save may change (`''` or undefined removes an optional one). */
export type SessionChanges = Partial<Pick<StoredSession, 'name' | 'avatar' | 'latitude' | 'longitude'>>;

/** The signed-in account (or null) and the actions that change it. */
export interface SessionValue {
  /** The stored session values; null when signed out. */
  session: StoredSession | null;
  /** True while a deliberate sign-out (logout, deletion) moves away: guards then do not redirect. */
  leaving: boolean;
  /** Stores the values of a successful sign-in. */
  signIn: (session: StoredSession) => void;
  /**
   * Changes stored values of the signed-in account after a profile save (ADR 0007: a new
   * avatar shows at once in the URL and the top bar's Home link). Does nothing when signed out.
   */
  update: (changes: SessionChanges) => void;
  /**
   * Logout (SPEC §4): calls the logout endpoint; on success runs `leave` (e.g. go to `/`) and then
   * clears all browser storage, so guarded screens never see the signed-out state and redirect.
   * @returns true when signed out; a failure is only logged and answers false
   */
  signOut: (leave?: () => unknown) => Promise<boolean>;
  /**
   * Clears all browser storage without calling the server (expired session, deleted account), after
   * running `leave` (see {@link SessionValue.signOut}).
   */
  forget: (leave?: () => unknown) => Promise<void>;
  /**
   * Runs the partner profile load after a partner's Google sign-in (SPEC §4), as the app gave it to
   * the provider (the accounts feature knows no partner code).
   */
  partnerSignedIn: (userId: string) => void;
}

export const SessionContext = createContext<SessionValue>({
  session: null,
  leaving: false,
  signIn: () => undefined,
  update: () => undefined,
  signOut: async () => false,
  forget: async () => undefined,
  partnerSignedIn: () => undefined,
});

/** The browser session (requires `SessionProvider`). */
export function useSession(): SessionValue {
  return useContext(SessionContext);
}

/**
 * The browser session (SPEC §3, §4): the stored values in `localStorage`, resolved against the server
 * on load (Google profile call when a token is stored, else the profile by userId); a 401 clears them.
 * A stored Google session that resolves to a partner also runs the partner profile load (SPEC §4),
 * which the app gives as `onPartnerSession`: the accounts feature imports no partner code.
 * The account calls load with the first stored session, not with the page (ADR 0013: a visitor's first
 * screen carries no account code).
 * @module
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ApiRequestError } from '../../../lib/http';
import { partnerKeys } from '../../../lib/query-keys';
import { useHydrated } from '../../../lib/hydration';
import { SessionContext, type SessionChanges, type SessionValue } from './session-context';
import { clearAllStorage, readSession, writeSession, type StoredSession } from './session-storage';

const storages = (): Storage[] => [window.localStorage, window.sessionStorage];

/**
 * Unsubscribes this device from push notifications (ADR 0031): a subscription lives within one session,
 * so the end of a session (sign-out, deletion, a 401) and the start of another person's leave none.
 * Never throws. @returns the endpoint that was subscribed, for the sign-out call
 */
const leavePushDevice = (): Promise<string | undefined> =>
  import('../../push').then(
    (push) => push.leaveDevice(),
    () => undefined,
  );

/** Props of {@link SessionProvider}. */
export interface SessionProviderProps {
  children: ReactNode;
  /** The partner profile load after a partner's Google session (SPEC §4); it loads the partner code. */
  onPartnerSession?: (queryClient: QueryClient, userId: string) => void;
}

/** Provides {@link useSession}. */
export function SessionProvider({ children, onPartnerSession }: SessionProviderProps) {
  const queryClient = useQueryClient();
  // No storage on the server; the stored session shows once the server's HTML is hydrated (ADR 0046).
  const [session, setSession] = useState<StoredSession | null>(() =>
    typeof window === 'undefined' ? null : readSession(window.localStorage),
  );
  const hydrated = useHydrated();

  const [leaving, setLeaving] = useState(false);

  const forget = useCallback(
    async (leave?: () => unknown) => {
      setLeaving(leave !== undefined);
      await leave?.();
      void leavePushDevice();
      clearAllStorage(storages());
      queryClient.removeQueries({ queryKey: ['account'] });
      queryClient.removeQueries({ queryKey: partnerKeys.all });
      setSession(null);
    },
    [queryClient],
  );

  const signIn = useCallback((next: StoredSession) => {
    void leavePushDevice();
    writeSession(window.localStorage, next);
    setLeaving(false);
    setSession(next);
  }, []);

  const update = useCallback((changes: SessionChanges) => {
    const current = readSession(window.localStorage);
    if (!current) return;
    const next: StoredSession = { ...current, ...changes };
    writeSession(window.localStorage, next);
    setSession(readSession(window.localStorage));
  }, []);

  const signOut = useCallback(
    async (leave?: () => unknown) => {
      try {
        // This device stops receiving the account's notifications; the server forgets its endpoint.
        await (await import('../account/api')).logout(await leavePushDevice());
      } catch (error) {
        console.error('[session] logout failed', error);
        return false;
      }
      await forget(leave);
      return true;
    },
    [forget],
  );

  // Resolve the stored account once per page load; only a 401 signs the browser out.
  useEffect(() => {
    const stored = readSession(window.localStorage);
    if (!stored) return undefined;
    let active = true;
    import('../account/api')
      .then(({ googleProfile, userProfile }) =>
        stored.token ? googleProfile(stored.token) : userProfile(stored.userId),
      )
      .then(({ user }) => {
        if (!active || user._id !== stored.userId) return;
        // Values changed meanwhile (e.g. an avatar chosen while this answer was on its way) are kept.
        const current = readSession(window.localStorage) ?? stored;
        const next: StoredSession = { ...current, name: user.name, type: user.type, email: user.email };
        writeSession(window.localStorage, next);
        setSession(next);
        if (stored.token && user.type === 'partner') {
          onPartnerSession?.(queryClient, user._id);
        }
      })
      .catch((error: unknown) => {
        if (!active) return;
        if (error instanceof ApiRequestError && error.status === 401) void forget();
        else console.error('[session] could not resolve the stored account', error);
      });
    return () => {
      active = false;
    };
  }, [forget, queryClient, onPartnerSession]);

  // Another tab signed in or out: follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea === window.localStorage) setSession(readSession(window.localStorage));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const partnerSignedIn = useCallback(
    (userId: string) => onPartnerSession?.(queryClient, userId),
    [onPartnerSession, queryClient],
  );

  // Without a stored session the switch to "hydrated" changes nothing the readers see.
  const shown = hydrated ? session : null;
  const value = useMemo<SessionValue>(
    () => ({ session: shown, leaving, signIn, update, signOut, forget, partnerSignedIn }),
    [shown, leaving, signIn, update, signOut, forget, partnerSignedIn],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/**
 * Re-authentication before payouts and locks (ADR 0019; OWASP ASVS 3.7.1): an action refused with 403
 * `REAUTHENTICATION_REQUIRED` asks for the authenticator's current code (ReauthProvider's dialog),
 * verifies it and runs again, once. Split from the provider so hooks and component stay small.
 * @module
 */
import { createContext, useContext } from 'react';
import { isReauthenticationRequired } from './errors';

/** Runs `action`; when it asks for a fresh code, asks the administrator and runs it once more. */
export type RunReauthenticated = <T>(action: () => Promise<T>) => Promise<T>;

export const ReauthContext = createContext<RunReauthenticated>((action) => action());

/** The runner of the closest ReauthProvider (without one, actions simply run). */
export function useReauthenticated(): RunReauthenticated {
  return useContext(ReauthContext);
}

/**
 * Runs `action`; when it is refused with `REAUTHENTICATION_REQUIRED`, waits for `ask` (which resolves
 * once the administrator has verified a fresh code, and rejects when they give up) and runs it once
 * more. Any other failure, and a second refusal, reach the caller as they are.
 */
export async function runReauthenticated<T>(
  action: () => Promise<T>,
  ask: (refusal: unknown) => Promise<void>,
): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (!isReauthenticationRequired(error)) throw error;
    await ask(error);
    return action();
  }
}

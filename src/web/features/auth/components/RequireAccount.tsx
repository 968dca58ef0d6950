/**
 * Route guard of the signed-in screens (ADR 0005): signed-out visitors go to `/login`; a
 * URL whose `{userId}` is not the account's, or a partner-only screen opened by a member, is refused
 * with a toast and a move to the account's own home. The rule itself is {@link guardDecision}.
 * @module
 */
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { sessionMessages as m } from '../../../../shared/messages/session.web';
import { ScreenSpinner } from '../../../components/Spinner';
import { useToast } from '../../../components/toast-context';
import { guardDecision } from '../session/guard-rule';
import { useSession } from '../session/session-context';
import { homePath } from '../session/session-storage';

/** Props of {@link RequireAccount}. */
export interface RequireAccountProps {
  /** Refuse accounts that are not partners (SPEC §6 partner-only screens). */
  partnerOnly?: boolean;
  children: ReactNode;
}

/** Renders `children` only for the account the route belongs to. */
export function RequireAccount({ partnerOnly = false, children }: RequireAccountProps) {
  const { session, leaving } = useSession();
  // A screen that was open while signed in stays quiet when the account signs out on purpose: the
  // sign-out is already moving elsewhere (`/` after logout or deletion).
  const [openedSignedIn] = useState(() => session !== null);
  const { userId } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const decision = guardDecision(session, { userId, partnerOnly });
  // The effect runs again when the session object is refreshed (profile load) before the move home
  // lands: refuse each visited location once, so the notice shows once.
  const refusedAt = useRef<string | null>(null);

  useEffect(() => {
    if (decision === 'allow') return;
    if (decision === 'login' || !session) {
      if (openedSignedIn && leaving) return;
      void navigate('/login', { replace: true, state: { from: location.pathname } });
      return;
    }
    if (refusedAt.current === location.key) return;
    refusedAt.current = location.key;
    toast({ kind: 'warning', text: decision === 'foreign' ? m.foreignAccount : m.partnerOnly });
    void navigate(homePath(session), { replace: true });
  }, [decision, session, leaving, openedSignedIn, navigate, toast, location.pathname, location.key]);

  if (decision !== 'allow') return <ScreenSpinner />;
  return children;
}

/** The page component of a signed-in account's route: `Screen` behind {@link RequireAccount}. */
export function accountPage(Screen: ComponentType, { partnerOnly = false } = {}): ComponentType {
  return function AccountPage() {
    return (
      <RequireAccount partnerOnly={partnerOnly}>
        <Screen />
      </RequireAccount>
    );
  };
}

/** The page component of a partner-only route (SPEC §6): `Screen` behind {@link RequireAccount}. */
export function partnerOnlyPage(Screen: ComponentType): ComponentType {
  return accountPage(Screen, { partnerOnly: true });
}

/**
 * The frame of every administration screen: signed in as the URL's account (RequireAccount), an
 * administrator (SPEC §6: the server decides again on every call; ADR 0018), the second factor watched
 * (any call refused with 403 `SECOND_FACTOR_REQUIRED` moves to the second-factor screen, ADR 0019) and
 * re-authentication offered to payouts and locks.
 * @module
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { adminMessages } from '../../../../shared/messages/admin';
import { ScreenSpinner } from '../../../components/Spinner';
import { useToast } from '../../../components/toast-context';
import { RequireAccount, useSession, homePath } from '../../auth';
import { isSecondFactorRequired } from '../api/errors';
import { SECOND_FACTOR_PATH } from '../model/paths';
import { ReauthProvider } from '../reauth/ReauthProvider';

/** Lets only administrators through; others are told so and sent to their own home. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const refused = useRef(false);
  const isAdmin = session?.type === 'admin';

  useEffect(() => {
    if (isAdmin || !session || refused.current) return;
    refused.current = true;
    toast({ kind: 'warning', text: adminMessages.adminsOnly });
    void navigate(homePath(session), { replace: true });
  }, [isAdmin, session, navigate, toast]);

  return isAdmin ? children : <ScreenSpinner />;
}

/** Moves to the second-factor screen when an administration call says the session needs it. */
function SecondFactorWatch() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const from = `${pathname}${search}`;

  useEffect(() => {
    const go = (error: unknown) => {
      if (isSecondFactorRequired(error))
        void navigate(SECOND_FACTOR_PATH, { replace: true, state: { from } });
    };
    const offQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') go(event.action.error);
    });
    const offMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') go(event.action.error);
    });
    return () => {
      offQueries();
      offMutations();
    };
  }, [queryClient, navigate, from]);

  return null;
}

/** Wraps an administration screen. */
export function AdminFrame({ children }: { children: ReactNode }) {
  return (
    <RequireAccount>
      <AdminOnly>
        <SecondFactorWatch />
        <ReauthProvider>{children}</ReauthProvider>
      </AdminOnly>
    </RequireAccount>
  );
}

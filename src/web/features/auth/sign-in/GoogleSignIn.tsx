/**
 * "Sign in with Google" (docs/architecture.md §3 "Google sign-in"; ADR 0005): shown only when `/api/config` has a Google client id.
 * The credential goes to `POST /api/service/google/auth` with its decoded claims as `data`. For a
 * partner, SPEC §4's extra partner profile load then runs (`GET /api/partner/profile/{userId}` into the
 * query cache, not awaited; a failure is only logged).
 * @module
 */
import { GoogleLogin, GoogleOAuthProvider } from '@react-oauth/google';
import { loginPageMessages as m } from '../../../../shared/messages/account.web';
import { usePublicConfig } from '../../../lib/public-config';
import { useSession } from '../session/session-context';
import type { GoogleAuthResponse } from '../../../../shared/contract/account';

/** Props of {@link GoogleSignIn}. */
export interface GoogleSignInProps {
  onSignedIn: (answer: GoogleAuthResponse, token: string) => void;
  onError: (message: string) => void;
}

/** The Google button, or nothing when Google sign-in is off. */
export function GoogleSignIn({ onSignedIn, onError }: GoogleSignInProps) {
  const config = usePublicConfig();
  const { partnerSignedIn } = useSession();
  const clientId = config.data?.googleClientId;
  if (!clientId) return null;
  return (
    <GoogleOAuthProvider clientId={clientId}>
      <div className="stack stack--center auth-google">
        <p className="auth-divider">{m.or}</p>
        <GoogleLogin
          onSuccess={({ credential }) => {
            if (!credential) {
              onError(m.googleFailed);
              return;
            }
            // The account calls load when Google answers, not with the screen (ADR 0013).
            import('../account/api')
              .then(({ decodeJwtClaims, googleAuth }) => googleAuth(credential, decodeJwtClaims(credential)))
              .then((answer) => {
                if (answer.user.type === 'partner') {
                  // The partner calls (and their phone rules) load only for a partner (ADR 0013).
                  partnerSignedIn(answer.user.userId);
                }
                onSignedIn(answer, credential);
              })
              .catch((error: unknown) => onError(error instanceof Error ? error.message : m.googleFailed));
          }}
          onError={() => onError(m.googleFailed)}
        />
      </div>
    </GoogleOAuthProvider>
  );
}

/**
 * "Sign in with Google" (issue "Accounts" §2, §5): shown only when `/api/config` has a Google client id.
 * The credential goes to `POST /api/service/google/auth` with its decoded claims as `data`.
 * Note: SPEC §4's extra partner-profile load for partners has no server call yet (`/api/partner/profile`
 * belongs to a later issue), so nothing more runs for partners.
 * @module
 */
import { GoogleLogin, GoogleOAuthProvider } from '@react-oauth/google';
import { loginPageMessages as m } from '../../../../shared/messages';
import { usePublicConfig } from '../../../lib/public-config';
import type { GoogleAuthResponse } from '../../../../shared/contract/account';
import { decodeJwtClaims, googleAuth } from '../api';

/** Props of {@link GoogleSignIn}. */
export interface GoogleSignInProps {
  onSignedIn: (answer: GoogleAuthResponse, token: string) => void;
  onError: (message: string) => void;
}

/** The Google button, or nothing when Google sign-in is off. */
export function GoogleSignIn({ onSignedIn, onError }: GoogleSignInProps) {
  const config = usePublicConfig();
  const clientId = config.data?.googleClientId;
  if (!clientId) return null;
  return (
    <GoogleOAuthProvider clientId={clientId}>
      <div className="auth-google">
        <p className="auth-divider">{m.or}</p>
        <GoogleLogin
          onSuccess={({ credential }) => {
            if (!credential) {
              onError(m.googleFailed);
              return;
            }
            googleAuth(credential, decodeJwtClaims(credential))
              .then((answer) => onSignedIn(answer, credential))
              .catch((error: unknown) => onError(error instanceof Error ? error.message : m.googleFailed));
          }}
          onError={() => onError(m.googleFailed)}
        />
      </div>
    </GoogleOAuthProvider>
  );
}

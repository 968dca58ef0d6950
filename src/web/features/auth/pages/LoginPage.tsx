/**
 * `/login` (SPEC §2, §4, §5): email and password, "Ingresar", Google when configured, links to create
 * an account and to reset the password. Signed in already: straight to the landing (no form). After
 * signing in, partners land on their panel and members on the gym list ({@link landingPath}). Asks the
 * browser for the position on load (LocationProvider).
 * The form's zod schema and the account calls load with the first check or submit, not with the
 * screen (ADR 0013: the sign-in screen is a first screen).
 * @module
 */
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import type { LoginBody } from '../../../../shared/contract/account';
import { loginMessages } from '../../../../shared/messages/account';
import { loginPageMessages as m } from '../../../../shared/messages/account.web';
import { useToast } from '../../../components/toast-context';
import { useUserLocation } from '../../../lib/location';
import { EmailField, fieldOf } from '../../../components/ContactFields';
import { FormNotice, InputField } from '../../../components/Field';
import { GoogleSignIn } from '../sign-in/GoogleSignIn';
import { useSession } from '../session/session-context';
import {
  homePath,
  profilePath,
  sessionFromGoogle,
  sessionFromLogin,
  type StoredSession,
} from '../session/session-storage';
import { AuthCard } from '../../../components/AuthCard';
import '../../../styles/account.css';
import { Form } from '../../../components/Form';

type LoginInput = { username: string; password: string };

const accountApi = () => import('../account/api');

/** The zod resolver of the shared `loginBodySchema`, loaded with the first validation. */
const loginResolver: Resolver<LoginInput, unknown, LoginBody> = async (values, context, options) => {
  const [{ zodResolver }, { loginBodySchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('../../../../shared/contract/account'),
  ]);
  return zodResolver(loginBodySchema)(values, context, options);
};

/**
 * Where an account lands after signing in (or on opening `/login` signed in): a partner on the own panel
 * (`/profile/partner/{name}/{userId}`: gyms, sales, check-in, what is left to set up), everyone else on
 * the home (`/home/…`, the gym list). Routes of SPEC §2. Kept in this screen's chunk, not in the
 * session module every first screen loads.
 */
const landingPath = (s: StoredSession) => (s.type === 'partner' ? profilePath(s) : homePath(s));

/** The sign-in screen; an account already signed in goes to its landing instead. */
export function LoginPage() {
  const { session, signIn } = useSession();
  // Only the session found on arrival, and only on a plain visit: signing in here navigates on its own
  // (second factor), and screens that send here on purpose say so in the state (a guard's `from`, the
  // password just changed).
  const plainVisit = useLocation().state == null;
  const [arrived] = useState(plainVisit ? session : null);
  const navigate = useNavigate();
  const toast = useToast();
  const { position } = useUserLocation();
  const [failure, setFailure] = useState<{ message: string; inactive: boolean } | null>(null);
  const form = useForm<LoginInput, unknown, LoginBody>({
    resolver: loginResolver,
    mode: 'onTouched',
    defaultValues: { username: '', password: '' },
  });

  // An administrator's session needs its second factor first (ADR 0019): the answer says which step.
  const enter = (session: StoredSession, secondFactor?: 'setup' | 'verify') => {
    signIn(session);
    if (secondFactor) void navigate('/admin/segundo-factor', { state: { secondFactor } });
    else void navigate(landingPath(session));
  };

  const mutation = useMutation({
    mutationFn: async (body: LoginBody) => (await accountApi()).login(body),
    onSuccess: (answer) => enter(sessionFromLogin(answer, position), answer.secondFactor),
    onError: (error) =>
      void accountApi().then(({ isInactiveRefusal }) =>
        setFailure({
          inactive: isInactiveRefusal(error),
          message: isInactiveRefusal(error) ? loginMessages.inactive : error.message,
        }),
      ),
  });

  const resend = useMutation({
    mutationFn: async () =>
      (await accountApi()).resendActivation({ username: form.getValues('username').trim().toLowerCase() }),
    onSuccess: (answer) => toast({ kind: 'success', text: answer.message }),
    onError: (error) => toast({ kind: 'error', text: error.message }),
  });

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    mutation.mutate(values);
  });

  useEffect(() => {
    if (arrived) void navigate(landingPath(arrived), { replace: true });
  }, [arrived, navigate]);
  if (arrived) return null;

  return (
    <AuthCard titleId="login-title" title={m.title} lead={m.lead}>
      <Form className="auth__form" onSubmit={onSubmit}>
        <EmailField label={m.email} {...fieldOf(form, 'username')} />
        <InputField
          label={m.password}
          type="password"
          autoComplete="current-password"
          {...fieldOf(form, 'password')}
        />
        {failure && (
          <FormNotice kind="error">
            <p>{failure.message}</p>
            {failure.inactive && (
              <button
                type="button"
                className="button button--secondary button--small"
                disabled={resend.isPending}
                onClick={() => resend.mutate()}
              >
                {resend.isPending ? m.resending : m.resendActivation}
              </button>
            )}
          </FormNotice>
        )}
        <button type="submit" className="button auth__submit" disabled={mutation.isPending}>
          {mutation.isPending ? m.submitting : m.submit}
        </button>
      </Form>
      <GoogleSignIn
        onSignedIn={(answer, token) => enter(sessionFromGoogle(answer, token, position), answer.secondFactor)}
        onError={(message) => setFailure({ message, inactive: false })}
      />
      <ul className="auth__links">
        <li>
          <Link to="/register">{m.createAccount}</Link>
        </li>
        <li>
          <Link to="/resetpassword">{m.forgotPassword}</Link>
        </li>
      </ul>
    </AuthCard>
  );
}

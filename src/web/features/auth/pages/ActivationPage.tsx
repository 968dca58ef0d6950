/**
 * `/activation/{userId}/{secretToken}` (SPEC §2, §5): calls the activation endpoint on load, only when
 * userId > 9 and secretToken > 5 characters; shows "Su cuenta ha sido activada con exito" and a link
 * to log in. A link that does not activate shows the true text of its state (`reason` of the answer,
 * texts shared with the server: `activationLinkMessages`; ADR 0021) and the way forward: a new link
 * (invalid, expired, superseded), signing in (the account is active), or a new account (deleted).
 * @module
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { ActivationFailureReason } from '../../../../shared/contract/account';
import {
  activationLinkMessages,
  activationPageMessages as m,
  passwordMessages,
} from '../../../../shared/messages';
import { PageMeta } from '../../../components/PageMeta';
import { Spinner } from '../../../components/Spinner';
import { ApiRequestError } from '../../../lib/http';
import { activate, resendActivation } from '../account/api';
import { FormNotice } from '../../../components/Field';
import { canCallActivation } from '../forms/rules';
import '../../../styles/account.css';

/** What the screen offers after each refusal. */
const NEXT_STEP: Record<ActivationFailureReason, 'resend' | 'login' | 'register' | 'none'> = {
  invalid: 'resend',
  expired: 'resend',
  superseded: 'resend',
  used: 'login',
  deleted: 'register',
  locked: 'none',
};

/** The refusal's reason, when the answer carries a known one. */
function reasonOf(error: unknown): ActivationFailureReason | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  const reason = (error.body as { reason?: unknown } | undefined)?.reason;
  return typeof reason === 'string' && Object.hasOwn(NEXT_STEP, reason)
    ? (reason as ActivationFailureReason)
    : undefined;
}

/** The "send me a new link" button, then what the server answered. */
function ResendLink({ userId }: { userId: string }) {
  const resend = useMutation({ mutationFn: () => resendActivation({ userId }) });
  if (resend.isSuccess)
    return (
      <FormNotice kind="success">
        <p>{resend.data.message}</p>
      </FormNotice>
    );
  return (
    <>
      {resend.isError && <FormNotice kind="error">{resend.error.message}</FormNotice>}
      <button type="button" className="button" disabled={resend.isPending} onClick={() => resend.mutate()}>
        {resend.isPending ? m.resending : m.resend}
      </button>
    </>
  );
}

/** The activation screen. */
export function ActivationPage() {
  const { userId = '', secretToken = '' } = useParams();
  const callable = canCallActivation(userId, secretToken);
  const activation = useQuery({
    queryKey: ['account', 'activation', userId, secretToken],
    queryFn: () => activate(userId, secretToken),
    enabled: callable,
    retry: false,
    staleTime: Infinity,
  });

  let body;
  if (!callable) body = <FormNotice kind="error">{m.invalidLink}</FormNotice>;
  else if (activation.isPending) body = <Spinner size="large" label={m.activating} />;
  else if (activation.isSuccess)
    body = (
      <>
        <FormNotice kind="success">
          <p>{passwordMessages.activated}</p>
        </FormNotice>
        <Link className="button" to="/login">
          {m.login}
        </Link>
      </>
    );
  else {
    const reason = reasonOf(activation.error);
    // A refusal says its state in the shared words; anything else (network, server) says what failed.
    const text = reason ? activationLinkMessages[reason] : activation.error.message;
    const next = reason ? NEXT_STEP[reason] : 'resend';
    body = (
      <>
        <FormNotice kind={reason === 'used' ? 'info' : 'error'}>
          <p>{text}</p>
        </FormNotice>
        {next === 'resend' && <ResendLink userId={userId} />}
        {next === 'login' && (
          <Link className="button" to="/login">
            {m.login}
          </Link>
        )}
        {next === 'register' && (
          <Link className="button" to="/register">
            {m.register}
          </Link>
        )}
      </>
    );
  }

  return (
    <section className="container auth" aria-labelledby="activation-title">
      <PageMeta title={m.title} />
      <div className="auth__card">
        <h1 id="activation-title">{m.title}</h1>
        {body}
      </div>
    </section>
  );
}

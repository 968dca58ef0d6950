/**
 * `/activation/{userId}/{secretToken}` (SPEC §2, §5): calls the activation endpoint on load, only when
 * userId > 9 and secretToken > 5 characters; shows "Su cuenta ha sido activada con exito" and a link
 * to log in. A used, expired or wrong link shows the server's message and offers a new link.
 * @module
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { activationPageMessages as m, passwordMessages } from '../../../../shared/messages';
import { PageMeta } from '../../../components/PageMeta';
import { Spinner } from '../../../components/Spinner';
import { ApiRequestError } from '../../../lib/http';
import { activate, resendActivation } from '../api';
import { FormNotice } from '../components/Field';
import { canCallActivation } from '../forms/rules';
import '../auth.css';

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
  const resend = useMutation({ mutationFn: () => resendActivation({ userId }) });

  const used =
    activation.error instanceof ApiRequestError &&
    (activation.error.body as { reason?: string } | undefined)?.reason === 'used';

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
  else
    body = (
      <>
        <FormNotice kind="error">
          <p>{activation.error.message}</p>
        </FormNotice>
        {used ? (
          <Link className="button" to="/login">
            {m.login}
          </Link>
        ) : resend.isSuccess ? (
          <FormNotice kind="success">
            <p>{resend.data.message}</p>
          </FormNotice>
        ) : (
          <>
            {resend.isError && <FormNotice kind="error">{resend.error.message}</FormNotice>}
            <button
              type="button"
              className="button"
              disabled={resend.isPending}
              onClick={() => resend.mutate()}
            >
              {resend.isPending ? m.resending : m.resend}
            </button>
          </>
        )}
      </>
    );

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

/**
 * `/deactivate/{userId}` (SPEC §2, §4, §5): the password, then a confirmation dialog that names what
 * goes, confirm the deletion of the account; success clears all browser storage and goes to `/`. The
 * route needs a userId longer than 3 characters.
 * @module
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { deactivatePageMessages as m } from '../../../../shared/messages/account.web';
import { noticeMessages } from '../../../../shared/messages/shell.web';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PageMeta } from '../../../components/PageMeta';
import { useToast } from '../../../components/toast-context';
import { deleteAccount } from '../account/api';
import { FormNotice, InputField } from '../../../components/Field';
import { RequireAccount } from '../components/RequireAccount';
import { deactivatePasswordError, isDeactivateRouteValid } from '../forms/rules';
import { useSession } from '../session/session-context';
import { profilePath } from '../session/session-storage';
import '../../../styles/account.css';
import { Form } from '../../../components/Form';

/** The delete-account screen (signed-in owner only). */
export function DeactivatePage() {
  const { userId } = useParams();
  if (!isDeactivateRouteValid(userId)) {
    return (
      <section className="container auth">
        <PageMeta title={m.title} />
        <div className="auth__card">
          <h1>{m.title}</h1>
          <FormNotice kind="error">{m.invalidRoute}</FormNotice>
        </div>
      </section>
    );
  }
  return (
    <RequireAccount>
      <DeactivateForm userId={userId} />
    </RequireAccount>
  );
}

function DeactivateForm({ userId }: { userId: string }) {
  const { session, forget } = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const form = useForm<{ password: string }>({ defaultValues: { password: '' } });
  const { errors } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);
  /** The password typed, while the confirmation dialog is open. */
  const [confirming, setConfirming] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: (password: string) => deleteAccount({ userId, password }),
    onSuccess: async (message) => {
      toast({ kind: 'success', title: noticeMessages.success, text: message });
      await forget(() => navigate('/'));
    },
    onError: (e) => {
      setConfirming(null);
      setFailure(e.message);
    },
  });

  const onSubmit = form.handleSubmit(({ password }) => {
    setFailure(null);
    const problem = deactivatePasswordError(password);
    if (problem) form.setError('password', { message: problem });
    else setConfirming(password);
  });

  return (
    <section className="container auth" aria-labelledby="deactivate-title">
      <PageMeta title={m.title} />
      <div className="auth__card">
        <h1 id="deactivate-title">{m.title}</h1>
        <p className="auth__lead">{m.lead}</p>
        <Form className="auth__form" onSubmit={onSubmit}>
          <InputField
            label={m.password}
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...form.register('password', { onChange: () => form.clearErrors('password') })}
          />
          {failure && <FormNotice kind="error">{failure}</FormNotice>}
          <button type="submit" className="button button--danger auth__submit" disabled={mutation.isPending}>
            {m.submit}
          </button>
          {session && (
            <Link className="button button--secondary" to={profilePath(session)}>
              {m.cancel}
            </Link>
          )}
        </Form>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        title={m.confirmTitle}
        confirmLabel={m.confirm}
        busyLabel={m.submitting}
        cancelLabel={m.keep}
        busy={mutation.isPending}
        error={null}
        onConfirm={() => confirming !== null && mutation.mutate(confirming)}
        onClose={() => !mutation.isPending && setConfirming(null)}
      >
        <p>{m.confirmCommon}</p>
        {session?.type === 'user' && <p>{m.confirmMember}</p>}
        {session?.type === 'partner' && <p>{m.confirmPartner}</p>}
        <p>
          <strong>{m.confirmFinal}</strong>
        </p>
      </ConfirmDialog>
    </section>
  );
}

/**
 * `/resetpassword` (SPEC §2, §4, §5): step 1 mails a code for an e-mail ("Campos incompletos" for
 * 3000 ms when empty); a reply with a message keeps step 1. Otherwise the request id is kept and
 * step 2 asks for the code and the new password twice; success goes to `/login`. The reset mail's
 * link (`?request={id}`) opens step 2 directly.
 * @module
 */
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { RESET_ERROR_DISPLAY_MS } from '../../../../shared/constants/spec';
import { noticeMessages, passwordMessages, resetPageMessages as m } from '../../../../shared/messages';
import { useToast } from '../../../components/toast-context';
import { requestReset, updatePassword } from '../account/api';
import { EmailField } from '../../../components/ContactFields';
import { FormNotice, InputField } from '../../../components/Field';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { checkResetStep2 } from '../forms/rules';
import { AuthCard } from '../../../components/AuthCard';
import '../../../styles/account.css';
import { Form } from '../../../components/Form';

const REQUEST_KEY = 'resetRequestId';

type Step1Values = { email: string };
type Step2Values = { token: string; newPassword: string; repeatPassword: string };

/** The two-step password reset screen. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const [requestId, setRequestId] = useState<string | null>(
    () => params.get('request') ?? window.sessionStorage.getItem(REQUEST_KEY),
  );

  const keep = (id: string | null) => {
    if (id) window.sessionStorage.setItem(REQUEST_KEY, id);
    else window.sessionStorage.removeItem(REQUEST_KEY);
    setRequestId(id);
  };

  return (
    <AuthCard titleId="reset-title" title={m.title}>
      {requestId ? <Step2 requestId={requestId} onRestart={() => keep(null)} /> : <Step1 onSent={keep} />}
      <p className="auth__links">
        <Link to="/login">{m.backToLogin}</Link>
      </p>
    </AuthCard>
  );
}

function Step1({ onSent }: { onSent: (id: string) => void }) {
  const toast = useToast();
  const form = useForm<Step1Values>({ defaultValues: { email: '' } });
  const [incomplete, setIncomplete] = useState(false);

  useEffect(() => {
    if (!incomplete) return undefined;
    const timer = setTimeout(() => setIncomplete(false), RESET_ERROR_DISPLAY_MS);
    return () => clearTimeout(timer);
  }, [incomplete]);

  const mutation = useMutation({
    mutationFn: requestReset,
    onSuccess: (id) => onSent(id),
    onError: (error) => toast({ kind: 'warning', text: error.message }),
  });

  const onSubmit = form.handleSubmit(({ email }) => {
    if (email.trim() === '') {
      setIncomplete(true);
      return;
    }
    mutation.mutate(email.trim());
  });

  return (
    <>
      <p className="auth__lead">{m.step1Lead}</p>
      <Form className="auth__form" onSubmit={onSubmit}>
        <EmailField
          label={m.email}
          error={incomplete ? passwordMessages.resetIncomplete : undefined}
          {...form.register('email')}
        />
        <button type="submit" className="button auth__submit" disabled={mutation.isPending}>
          {mutation.isPending ? m.sending : m.send}
        </button>
      </Form>
    </>
  );
}

function Step2({ requestId, onRestart }: { requestId: string; onRestart: () => void }) {
  const toast = useToast();
  const navigate = useNavigate();
  const form = useForm<Step2Values>({ defaultValues: { token: '', newPassword: '', repeatPassword: '' } });
  const [invalid, setInvalid] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: (values: Step2Values) =>
      updatePassword({
        userId: requestId,
        secretToken: values.token.trim(),
        newPassword: values.newPassword,
      }),
    onSuccess: (message) => {
      window.sessionStorage.removeItem(REQUEST_KEY);
      toast({ kind: 'success', title: noticeMessages.success, text: message });
      void navigate('/login');
    },
    onError: (error) => setFailure(error.message),
  });

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    const check = checkResetStep2(values);
    setInvalid(check === 'invalid');
    if (check === 'missing') toast({ kind: 'error', text: passwordMessages.resetCannotSend });
    if (check === 'ok') mutation.mutate(values);
  });

  const changed = () => setInvalid(false);

  return (
    <>
      <p className="auth__lead">{m.step2Lead}</p>
      <Form className="auth__form" onSubmit={onSubmit}>
        <InputField
          label={m.token}
          autoComplete="one-time-code"
          {...form.register('token', { onChange: changed })}
        />
        <NewPasswordFields register={form.register} labels={m} onChange={changed} />
        {invalid && <FormNotice kind="error">{passwordMessages.resetCheckInfo}</FormNotice>}
        {failure && <FormNotice kind="error">{failure}</FormNotice>}
        <button type="submit" className="button auth__submit" disabled={mutation.isPending}>
          {mutation.isPending ? m.submitting : m.submit}
        </button>
        <button type="button" className="button button--secondary" onClick={onRestart}>
          {m.startOver}
        </button>
      </Form>
    </>
  );
}

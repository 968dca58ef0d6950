/**
 * `/updatepassword/{userId}` (SPEC §2, §4, §5): current, new and repeated password. Missing fields
 * show the error variant of "Verifique los datos del formulario", a mismatch (or new = current) the
 * warning; success goes to `/login` (the server ends the other sessions).
 * @module
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import {
  noticeMessages,
  passwordMessages,
  updatePasswordPageMessages as m,
} from '../../../../shared/messages';
import { useToast } from '../../../components/toast-context';
import { updatePassword } from '../account/api';
import { FormNotice, InputField } from '../../../components/Field';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { accountPage } from '../components/RequireAccount';
import { checkUpdatePassword } from '../forms/rules';
import { AuthCard } from '../../../components/AuthCard';
import '../../../styles/account.css';
import { Form } from '../../../components/Form';

type UpdatePasswordValues = { oldPassword: string; newPassword: string; repeatPassword: string };

/** The change-password screen (signed-in owner only). */
export const UpdatePasswordPage = accountPage(UpdatePasswordForm);

function UpdatePasswordForm() {
  const { userId = '' } = useParams();
  const toast = useToast();
  const navigate = useNavigate();
  const form = useForm<UpdatePasswordValues>({
    defaultValues: { oldPassword: '', newPassword: '', repeatPassword: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: (values: UpdatePasswordValues) =>
      updatePassword({ userId, password: values.oldPassword, newPassword: values.newPassword }),
    onSuccess: (message) => {
      toast({ kind: 'success', title: noticeMessages.success, text: message });
      // Sign in again with the new password: the state asks /login for its form (it would go home).
      void navigate('/login', { state: { passwordChanged: true } });
    },
    onError: (error) => setFailure(error.message),
  });

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    const check = checkUpdatePassword(values);
    if (check === 'missing') toast({ kind: 'error', text: passwordMessages.checkForm });
    else if (check === 'invalid') toast({ kind: 'warning', text: passwordMessages.checkForm });
    else mutation.mutate(values);
  });

  return (
    <AuthCard titleId="update-title" title={m.title} lead={m.lead}>
      <Form className="auth__form" onSubmit={onSubmit}>
        <InputField
          label={m.oldPassword}
          type="password"
          autoComplete="current-password"
          {...form.register('oldPassword')}
        />
        <NewPasswordFields register={form.register} labels={m} />
        {failure && <FormNotice kind="error">{failure}</FormNotice>}
        <button type="submit" className="button auth__submit" disabled={mutation.isPending}>
          {mutation.isPending ? m.submitting : m.submit}
        </button>
      </Form>
    </AuthCard>
  );
}

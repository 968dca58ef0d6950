/**
 * `/register`, the free trial (SPEC §2, §4, §5): name, email, password and the account type. The §5
 * messages come from the shared contract in the spec's order; submit is blocked while any shows.
 * A signed-in visitor sees "{name} ya estas registrado!" instead.
 * @module
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { SELF_REGISTERED_TYPES } from '../../../../shared/constants/account';
import {
  noticeMessages,
  registerMessages as spec,
  accountPageMessages,
  registerPageMessages as m,
} from '../../../../shared/messages';
import { useToast } from '../../../components/toast-context';
import { ApiRequestError } from '../../../lib/http';
import { useUserLocation } from '../../../lib/location';
import { register as registerAccount } from '../account/api';
import { EmailField, fieldOf } from '../../../components/ContactFields';
import { FormNotice, InputField, SelectField } from '../../../components/Field';
import {
  isRegisterIncomplete,
  registerFormSchema,
  REGISTER_FIELDS,
  showTypeHint,
  type RegisterFormOutput,
  type RegisterFormValues,
} from '../forms/rules';
import { useSession } from '../session/session-context';
import { homePath } from '../session/session-storage';
import { AuthCard } from '../../../components/AuthCard';
import '../../../styles/account.css';
import { Form } from '../../../components/Form';

const EMPTY: RegisterFormValues = { name: '', username: '', password: '', type: '' };

/** The registration screen. */
export function RegisterPage() {
  const { session } = useSession();
  if (session) {
    return (
      <AuthCard titleId="register-title" title={m.title} heading={spec.alreadyRegistered(session.name)}>
        <Link className="button" to={homePath(session)}>
          {m.goHome}
        </Link>
      </AuthCard>
    );
  }
  return <RegisterForm />;
}

function RegisterForm() {
  const navigate = useNavigate();
  const toast = useToast();
  const { position } = useUserLocation();
  const form = useForm<RegisterFormValues, unknown, RegisterFormOutput>({
    resolver: zodResolver(registerFormSchema),
    mode: 'onChange',
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const [password, type] = useWatch({ control: form.control, name: ['password', 'type'] });
  const hasErrors = REGISTER_FIELDS.some((field) => errors[field]);

  const mutation = useMutation({
    mutationFn: (values: RegisterFormOutput) => registerAccount({ ...values, ...position }),
    onSuccess: (answer) => {
      toast({ kind: 'success', title: noticeMessages.success, text: answer.message });
      void navigate('/login');
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 403 && error.code !== undefined) {
        toast({ kind: 'warning', text: error.message });
        form.reset(EMPTY);
        return;
      }
      const fields = error instanceof ApiRequestError ? error.fields : undefined;
      const field = REGISTER_FIELDS.find((f) => fields?.[f]);
      if (field && fields?.[field]) form.setError(field, { message: fields[field] }, { shouldFocus: true });
      else toast({ kind: 'error', text: error.message });
    },
  });

  const onSubmit = form.handleSubmit(
    (values) => mutation.mutate(values),
    () => {
      if (isRegisterIncomplete(form.getValues())) toast({ kind: 'warning', text: spec.allRequired });
    },
  );

  return (
    <AuthCard titleId="register-title" title={m.title} lead={m.lead}>
      <Form className="auth__form" onSubmit={onSubmit}>
        <InputField label={m.name} autoComplete="name" {...fieldOf(form, 'name')} />
        <EmailField label={m.email} {...fieldOf(form, 'username')} />
        <InputField
          label={m.password}
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          hint={m.passwordHint}
          {...form.register('password')}
        />
        <SelectField
          label={m.type}
          error={errors.type?.message}
          hint={showTypeHint({ password, type }) ? spec.selectTypeHint : undefined}
          {...form.register('type')}
        >
          <option value="">{m.typePlaceholder}</option>
          {SELF_REGISTERED_TYPES.map((t) => (
            <option key={t} value={t}>
              {accountPageMessages.typeNames[t]}
            </option>
          ))}
        </SelectField>
        {mutation.isPending && (
          <FormNotice kind="info">
            <span className="spinner spinner--small" aria-hidden="true">
              <span className="spinner__wheel" />
            </span>
            <span>{spec.processing}</span>
          </FormNotice>
        )}
        <button type="submit" className="button auth__submit" disabled={hasErrors || mutation.isPending}>
          {m.submit}
        </button>
      </Form>
      <p className="auth__links">
        {m.haveAccount} <Link to="/login">{m.login}</Link>
      </p>
    </AuthCard>
  );
}

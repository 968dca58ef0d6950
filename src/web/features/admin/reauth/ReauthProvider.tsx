/**
 * Provides {@link useReauthenticated}: an action refused with 403 `REAUTHENTICATION_REQUIRED` (payouts,
 * locks; ADR 0019) opens a small dialog asking for the authenticator's current code; once verified
 * (`POST /api/admin/mfa/verify`) the action runs again, once. Cancelling fails the action with the
 * server's refusal, which its own dialog then shows.
 * @module
 */
import { useCallback, useState, type FormEvent, type ReactNode } from 'react';
import { adminMfaMessages as m } from '../../../../shared/messages/mfa.web';
import { Modal } from '../../../components/Modal';
import { FormButtons } from '../../../components/FormButtons';
import { verifySecondFactor } from '../api/api-mfa';
import { ReauthContext, runReauthenticated, type RunReauthenticated } from '../api/reauth-context';
import { CODE_PATTERN } from './code-pattern';
import { CodeField } from './CodeField';
import { Form } from '../../../components/Form';

interface Pending {
  message: string;
  resolve: () => void;
  reject: () => void;
}

/** Wraps the administration screens. */
export function ReauthProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);

  const run = useCallback<RunReauthenticated>(
    (action) =>
      runReauthenticated(
        action,
        (refusal) =>
          new Promise<void>((resolve, reject) =>
            setPending({
              message: refusal instanceof Error ? refusal.message : m.reauthLead,
              resolve,
              reject: () => reject(refusal),
            }),
          ),
      ),
    [],
  );

  return (
    <ReauthContext.Provider value={run}>
      {children}
      {pending && <ReauthDialog pending={pending} onDone={() => setPending(null)} />}
    </ReauthContext.Provider>
  );
}

function ReauthDialog({ pending, onDone }: { pending: Pending; onDone: () => void }) {
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const cancel = () => {
    onDone();
    pending.reject();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!CODE_PATTERN.test(code.trim())) {
      setFieldError(m.codeFormat);
      return;
    }
    setFieldError(null);
    setBusy(true);
    try {
      await verifySecondFactor({ code: code.trim() });
      onDone();
      pending.resolve();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : m.error);
      setBusy(false);
    }
  };

  return (
    <Modal open title={m.reauthTitle} onClose={cancel}>
      <Form className="admin-form" onSubmit={submit} data-testid="reauth-dialog">
        <p>{pending.message}</p>
        <CodeField value={code} onChange={setCode} error={fieldError ?? undefined} />
        <FormButtons
          className="end-row"
          failure={error}
          labels={{ submit: m.reauthSubmit, busy: m.verifying, cancel: m.cancel }}
          onCancel={cancel}
          busy={busy}
        />
      </Form>
    </Modal>
  );
}

/**
 * `/admin/segundo-factor` (ADR 0019): an administrator's second factor after sign-in, or whenever an
 * administration call answers 403 `SECOND_FACTOR_REQUIRED`. Without an authenticator yet (`setup`):
 * the QR code of the `otpauth://` URI and the secret as text, a code to confirm, then the recovery codes,
 * shown once. With one (`verify`): the app's code, or a recovery code. Then back where the
 * administrator was going, or home.
 * @module
 */
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { SecondFactorStep } from '../../../../shared/contract/admin-mfa';
import { adminMfaMessages as m } from '../../../../shared/messages/mfa.web';
import { PageMeta } from '../../../components/PageMeta';
import { QueryFrame } from '../../../components/QueryFrame';
import { RequireAccount, useSession, homePath } from '../../auth';
import { useConfirmMfa, useMfaSetup, useMfaStatus, useVerifyMfa } from '../api/api-mfa';
import { AdminOnly } from '../components/AdminFrame';
import { CodeForm } from '../reauth/CodeForm';
import { QrCode } from '../../../components/QrCode';
import { RecoveryCodes } from '../reauth/RecoveryCodes';
import { SECOND_FACTOR_PATH } from '../model/paths';
import '../../../styles/account.css';
import '../styles/admin.css';
import '../styles/second-factor.css';

/** What the sign-in (or the refused call) left in the history entry. */
interface SecondFactorState {
  secondFactor?: SecondFactorStep;
  from?: string;
}

/** The second-factor screen. */
export function SecondFactorPage() {
  return (
    <RequireAccount>
      <AdminOnly>
        <SecondFactor />
      </AdminOnly>
    </RequireAccount>
  );
}

function useDestination(): { step: SecondFactorStep | undefined; leave: () => void } {
  const { session } = useSession();
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as SecondFactorState;
  const from =
    typeof state.from === 'string' && state.from.startsWith('/') && !state.from.startsWith(SECOND_FACTOR_PATH)
      ? state.from
      : null;
  const target = from ?? (session ? homePath(session) : '/');
  const leave = useCallback(() => void navigate(target, { replace: true }), [navigate, target]);
  return { step: state.secondFactor, leave };
}

function SecondFactor() {
  const { step, leave } = useDestination();
  // After sign-in the step comes with the answer; otherwise ask the server.
  const status = useMfaStatus(step === undefined);
  return (
    <section className="container tool-page admin-mfa" aria-labelledby="mfa-title" data-testid="admin-mfa">
      <PageMeta title={m.title} />
      {step ? (
        <Step step={step} leave={leave} />
      ) : (
        <QueryFrame query={status} loading={m.loading} errorTitle={m.error} headingLevel={1}>
          {(data) =>
            data.configured && data.verifiedAt ? (
              <GoOn leave={leave} />
            ) : (
              <Step step={data.configured ? 'verify' : 'setup'} leave={leave} />
            )
          }
        </QueryFrame>
      )}
    </section>
  );
}

/** Already verified (e.g. the screen was opened again): go on at once. */
function GoOn({ leave }: { leave: () => void }) {
  useEffect(leave, [leave]);
  return null;
}

function Step({ step, leave }: { step: SecondFactorStep; leave: () => void }) {
  return step === 'setup' ? <Setup leave={leave} /> : <Verify leave={leave} />;
}

function Verify({ leave }: { leave: () => void }) {
  const verify = useVerifyMfa();
  return (
    <div className="panel admin-card admin-mfa__card">
      <h1 id="mfa-title">{m.verifyTitle}</h1>
      <p>{m.verifyLead}</p>
      <CodeForm
        submitLabel={m.verify}
        busy={verify.isPending}
        error={verify.isError ? verify.error.message : null}
        allowRecovery
        onSubmit={(answer) => verify.mutate(answer, { onSuccess: leave })}
      />
    </div>
  );
}

function Setup({ leave }: { leave: () => void }) {
  const [codes, setCodes] = useState<string[] | null>(null);
  const setup = useMfaSetup(codes === null);
  const confirm = useConfirmMfa();
  if (codes) return <RecoveryCodes codes={codes} onDone={leave} />;
  return (
    <div className="panel admin-card admin-mfa__card">
      <h1 id="mfa-title">{m.setupTitle}</h1>
      <p>{m.setupLead}</p>
      <QueryFrame query={setup} loading={m.loading} errorTitle={m.error} headingLevel={2}>
        {(data) => (
          <>
            <p>{m.scan}</p>
            <QrCode
              value={data.otpauthUri}
              label={m.qrLabel}
              size={220}
              className="admin-qr"
              loadingLabel={m.loading}
              errorText={m.error}
            />
            <p>{m.manual}</p>
            <p className="admin-mfa__secret">
              <span className="visually-hidden">{m.secret}: </span>
              <code data-testid="mfa-secret">{data.secret}</code>
            </p>
            <p>{m.typeCode}</p>
            <CodeForm
              submitLabel={m.confirm}
              busy={confirm.isPending}
              error={confirm.isError ? confirm.error.message : null}
              onSubmit={(answer) =>
                'code' in answer &&
                confirm.mutate(answer.code, { onSuccess: (result) => setCodes(result.recoveryCodes) })
              }
            />
          </>
        )}
      </QueryFrame>
    </div>
  );
}

/**
 * `/profile/partner/{name}/{userId}/checkin` — "Control de acceso": the partner admits members at the
 * door by scanning their pass's QR with the device camera or typing its code. Partners only. The
 * profile opens it as a new document, because only this screen's HTML may use the camera (its
 * Permissions-Policy and CSP, `plugins/security.ts`), and leaving it loads the next screen as a new
 * document too ({@link useLeaveAsNewDocument}).
 * @module
 */
import { useCallback, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { checkinPageMessages as m } from '../../../shared/messages/checkin.web';
import { ToolPageHead } from '../../components/ToolPageHead';
import { ApiRequestError } from '../../lib/http';
import { RequireAccount } from '../auth';
import { partnerPaths } from '../partners';
import { checkInPass } from './api';
import { CameraScanner } from './CameraScanner';
import { CheckinResult, type CheckinOutcome } from './CheckinResult';
import { useLeaveAsNewDocument } from './leave-as-document';
import '../../styles/partner.css';
import './checkin.css';
import { TitledSection } from '../../components/TitledSection';

/**
 * The camera keeps seeing a pass held in front of it: the same code is not sent again for this many ms
 * (the server would count it as the same visit anyway). Turning the camera off and on starts afresh.
 */
const SAME_CODE_PAUSE_MS = 10_000;

/** The door screen. */
export function CheckinPage() {
  useLeaveAsNewDocument();
  return (
    <RequireAccount partnerOnly>
      <Checkin />
    </RequireAccount>
  );
}

function Checkin() {
  const { name = '', userId = '' } = useParams();
  const [outcome, setOutcome] = useState<CheckinOutcome>({ kind: 'idle' });
  const busy = useRef(false);
  const last = useRef<{ code: string; at: number } | null>(null);
  const form = useForm<{ code: string }>({ defaultValues: { code: '' } });

  const check = useCallback(async (code: string) => {
    if (busy.current) return;
    busy.current = true;
    last.current = { code, at: Date.now() };
    setOutcome({ kind: 'checking' });
    try {
      setOutcome({ kind: 'answer', answer: await checkInPass(code) });
    } catch (error) {
      setOutcome({
        kind: 'refused',
        message: error instanceof ApiRequestError ? error.message : String(error),
      });
    } finally {
      busy.current = false;
    }
  }, []);

  const forget = useCallback(() => {
    last.current = null;
  }, []);

  const onScanned = useCallback(
    (code: string) => {
      const previous = last.current;
      if (previous && previous.code === code && Date.now() - previous.at < SAME_CODE_PAUSE_MS) return;
      void check(code);
    },
    [check],
  );

  const { handleSubmit, reset } = form;
  const submit = useCallback(
    (event: React.FormEvent) =>
      void handleSubmit(async ({ code }) => {
        await check(code.trim());
        reset();
      })(event),
    [check, handleSubmit, reset],
  );

  return (
    <div className="container tool-page checkin-page" data-testid="checkin-page">
      <ToolPageHead title={m.title} lead={m.lead} back={m.back} backTo={partnerPaths(name, userId).profile} />
      <CheckinResult outcome={outcome} />
      <CameraScanner onCode={onScanned} onStart={forget} />
      <TitledSection titleId="checkin-typed-title" title={m.typed} className="panel partner-section">
        <form className="wrap-row checkin-form" onSubmit={submit} noValidate>
          <div className="field">
            <label htmlFor="checkin-code">{m.codeLabel}</label>
            <input
              id="checkin-code"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-describedby="checkin-code-hint"
              {...form.register('code', { required: true })}
            />
            <p id="checkin-code-hint" className="checkin-hint">
              {m.codeHint}
            </p>
          </div>
          <button className="button" type="submit" disabled={outcome.kind === 'checking'}>
            {m.submit}
          </button>
        </form>
      </TitledSection>
    </div>
  );
}

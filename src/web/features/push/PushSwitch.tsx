/**
 * The profile's "Avisos en este dispositivo" switch (ADR 0031): on subscribes this device (asking the
 * browser's permission if it never did), off unsubscribes it; each device is switched on its own. Says
 * so when the browser cannot receive notifications or the member blocked them in the browser.
 * A lazy chunk of the member's profile.
 * @module
 */
import { useEffect, useId, useState } from 'react';
import { pushWebMessages as m } from '../../../shared/messages/push.web';
import { disablePush, enablePush, pushState, type PushState } from './device';
import './push.css';
import { TitledSection } from '../../components/TitledSection';

/** The switch panel. */
export function PushSwitch() {
  const [state, setState] = useState<PushState | 'loading'>('loading');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const hintId = useId();

  useEffect(() => {
    let active = true;
    void pushState().then((s) => active && setState(s));
    return () => {
      active = false;
    };
  }, []);

  const on = state === 'on';
  const onToggle = () => {
    setBusy(true);
    setFailed(false);
    (on ? disablePush() : enablePush())
      .then(setState, (error: unknown) => {
        console.error('[push] switch failed', error);
        setFailed(true);
      })
      .finally(() => setBusy(false));
  };

  return (
    <TitledSection
      titleId="push-switch-title"
      title={m.switchTitle}
      className="panel member-card"
      data-testid="push-switch"
    >
      {state === 'unsupported' ? (
        <p>{m.unsupported}</p>
      ) : (
        <>
          <div className="push-switch">
            <span id={`${hintId}-label`}>{m.switchLabel}</span>
            <button
              type="button"
              role="switch"
              className="push-switch__toggle"
              aria-checked={on}
              aria-labelledby={`${hintId}-label`}
              aria-describedby={hintId}
              disabled={busy || state === 'loading' || state === 'denied'}
              onClick={onToggle}
            >
              {busy ? m.working : on ? m.switchOn : m.switchOff}
            </button>
          </div>
          <p id={hintId} className="field__hint">
            {m.switchHint}
          </p>
          {state === 'denied' && <p>{m.denied}</p>}
          {failed && (
            <p role="alert" className="push-switch__error">
              {m.failed}
            </p>
          )}
        </>
      )}
    </TitledSection>
  );
}

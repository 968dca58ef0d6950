/**
 * The recovery codes given once at set-up (ADR 0019; OWASP ASVS 2.6): listed, copied with one button,
 * and left behind only with "Ya los guardé".
 * @module
 */
import { useState } from 'react';
import { adminMfaMessages as m } from '../../../../shared/messages/mfa.web';
import { ActionButton } from '../../../components/ActionButton';

/** Props of {@link RecoveryCodes}. */
export interface RecoveryCodesProps {
  codes: readonly string[];
  onDone: () => void;
}

/** The codes and the way on. */
export function RecoveryCodes({ codes, onDone }: RecoveryCodesProps) {
  const [copied, setCopied] = useState(false);
  const copy = () =>
    void navigator.clipboard
      ?.writeText(codes.join('\n'))
      .then(() => setCopied(true))
      .catch(() => setCopied(false));
  return (
    <div className="panel admin-card admin-mfa__card">
      <h1 id="mfa-title">{m.recoveryTitle}</h1>
      <p>{m.recoveryLead}</p>
      <ol className="admin-mfa__codes" aria-label={m.recoveryCaption} data-testid="mfa-recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="wrap-row admin-code__actions">
        <ActionButton className="button button--secondary" label={m.copy} onClick={copy} />
        <ActionButton className="button" label={m.saved} onClick={onDone} />
      </div>
      <p role="status" className="admin-lead">
        {copied ? m.copied : ''}
      </p>
    </div>
  );
}

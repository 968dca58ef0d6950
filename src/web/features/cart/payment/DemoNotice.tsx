/**
 * The demo-mode notice (docs/architecture.md §3, §5: "Modo demostración" on every screen where money shows
 * while the `manual` provider is in use). Renders nothing with a real provider.
 * @module
 */
import { demoModeMessages as m } from '../../../../shared/messages/product.web';
import { usePaymentConfig } from '../api/api';

/** Props of {@link DemoNotice}. */
export interface DemoNoticeProps {
  /** Add the declining test card (payment screens). */
  withDeclineHint?: boolean;
  /** More test cards of this screen, one line each (e.g. the plan's renewal-decline card, ADR 0017). */
  hints?: readonly string[];
}

/** The notice, with the decline hint on the payment screens. */
export function DemoNotice({ withDeclineHint = false, hints = [] }: DemoNoticeProps) {
  const config = usePaymentConfig();
  if (!config.data?.demo) return null;
  return (
    <div className="demo-notice" role="note" data-testid="demo-notice">
      <svg className="demo-notice__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M11 10h2v7h-2zM11 6.5h2v2h-2z" fill="currentColor" />
      </svg>
      <div>
        <p className="demo-notice__title">{m.notice}</p>
        {withDeclineHint && <p>{m.declineHint}</p>}
        {hints.map((hint) => (
          <p key={hint}>{hint}</p>
        ))}
      </div>
    </div>
  );
}

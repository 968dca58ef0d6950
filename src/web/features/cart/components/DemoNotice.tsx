/**
 * The demo-mode notice (ARCHITECTURE §3, §5: "Modo demostración" on every screen where money shows
 * while the `manual` provider is in use). Renders nothing with a real provider.
 * @module
 */
import { demoModeMessages as m } from '../../../../shared/messages';
import { usePaymentConfig } from '../api';

/** The notice, with the decline hint on the payment screen. */
export function DemoNotice({ withDeclineHint = false }: { withDeclineHint?: boolean }) {
  const config = usePaymentConfig();
  if (!config.data?.demo) return null;
  return (
    <div className="demo-notice" role="note" data-testid="demo-notice">
      <span className="demo-notice__icon" aria-hidden="true">
        ⓘ
      </span>
      <div>
        <p className="demo-notice__title">{m.notice}</p>
        {withDeclineHint && <p>{m.declineHint}</p>}
      </div>
    </div>
  );
}

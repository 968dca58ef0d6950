/**
 * "Tu código de entrada" in "Mis créditos" (ADR 0045 "Check-in"): the member's Pase BuscaGym door pass
 * as a rotating QR code, the same as a gym pass's (ADR 0029, ../../passes): the secret is asked once
 * (`POST /api/credits/pass`), kept with the offline data (its query key sits under
 * `['account', 'passes']`, ../../../lib/offline-data), and the code is computed on the phone every
 * second. A 404 (no plan nor credits) shows the server's Spanish message.
 * @module
 */
import { rotatingSecretResponseSchema } from '../../../../shared/contract/passes';
import { creditDoorPassMessages as m } from '../../../../shared/messages/credits-member.web';
import { QrCode } from '../../../components/QrCode';
import { StatusMessage } from '../../../components/StatusMessage';
import { TitledSection } from '../../../components/TitledSection';
import { sendJson } from '../../../lib/http';
import { useRotatingSecretCode } from '../../passes';

/** Query key of the door pass's secret: under `['account', 'passes']`, so it is kept offline. */
const DOOR_PASS_KEY = ['account', 'passes', 'credit-door', 'rotating'] as const;

const fetchDoorPassSecret = () =>
  sendJson('POST', '/api/credits/pass', undefined, rotatingSecretResponseSchema);

/** The signed-in member's rotating entry code. */
export function DoorPass() {
  const { live, error } = useRotatingSecretCode({
    queryKey: DOOR_PASS_KEY,
    fetchSecret: fetchDoorPassSecret,
    enabled: true,
    stored: null,
  });
  let body;
  if (live) {
    body = (
      <div className="credits-door-pass">
        <QrCode value={live.code} label={m.qrAlt} loadingLabel={m.qrLoading} errorText={m.qrError} />
        <p className="credits-muted" data-testid="credit-door-countdown">
          {m.countdown(live.secondsLeft)}
        </p>
        <p className="credits-door-pass__code">
          {m.code}: <code data-testid="credit-door-code">{live.code}</code>
        </p>
      </div>
    );
  } else if (error) {
    // The API's errors are Spanish: the 404's says the member has no pass yet.
    body = <StatusMessage kind="error" headingLevel={3} title={m.error} body={error.message} />;
  } else {
    body = (
      <p role="status" className="credits-muted">
        {m.loading}
      </p>
    );
  }
  return (
    <TitledSection titleId="credit-door-pass-title" title={m.title} className="credits-card">
      <p className="credits-muted">{m.lead}</p>
      {body}
    </TitledSection>
  );
}

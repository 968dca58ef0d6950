/**
 * "¿Querés que te avisemos?" (ADR 0031): offered right after a booking or a purchase, never on a first
 * visit, and only while the browser has not asked yet; "Activar avisos" asks the browser's permission
 * from the click and subscribes the device. A lazy chunk: the screens that show it import it on demand.
 * @module
 */
import { useState } from 'react';
import { pushWebMessages as m } from '../../../shared/messages/push.web';
import { FormNotice } from '../../components/Field';
import { enablePush, permissionUnasked, type PushState } from './device';
import './push.css';
import { ActionButton } from '../../components/ActionButton';

type Step = 'offer' | 'working' | PushState | 'failed' | 'dismissed';

/** The offer; renders nothing where the browser cannot, or already decided. */
export function PushOffer() {
  const [step, setStep] = useState<Step>(() => (permissionUnasked() ? 'offer' : 'dismissed'));
  if (step === 'dismissed' || step === 'off' || step === 'unsupported') return null;
  if (step === 'on')
    return (
      <FormNotice kind="success">
        <p>{m.enabled}</p>
      </FormNotice>
    );
  if (step === 'denied')
    return (
      <FormNotice kind="info">
        <p>{m.denied}</p>
      </FormNotice>
    );

  const onEnable = () => {
    setStep('working');
    enablePush().then(setStep, (error: unknown) => {
      console.error('[push] could not enable', error);
      setStep('failed');
    });
  };

  return (
    <section className="push-offer" aria-labelledby="push-offer-title" data-testid="push-offer">
      <h2 id="push-offer-title" className="push-offer__title">
        {m.offerTitle}
      </h2>
      <p>{step === 'failed' ? m.failed : m.offerBody}</p>
      <div className="push-offer__actions">
        <ActionButton
          className="button button--small"
          label={step === 'working' ? m.working : m.enable}
          disabled={step === 'working'}
          onClick={onEnable}
        />
        <ActionButton
          className="button button--small button--secondary"
          label={m.notNow}
          onClick={() => setStep('dismissed')}
        />
      </div>
    </section>
  );
}

/**
 * The member's switch, on a pass, to let that pass's gym see the health conditions of the profile
 * (Ley 25.326 art. 7: express consent, revocable at any time). Saved at once; a toast confirms.
 * @module
 */
import { useState } from 'react';
import type { Pass } from '../../../../shared/contract/orders';
import { clientsPageMessages as m } from '../../../../shared/messages/clients';
import { useToast } from '../../../components/toast-context';
import { useHealthConsent } from '../api/consent';
import './consent.css';

/** The switch of `pass` (its gym). */
export function ConsentSwitch({ pass }: { pass: Pass }) {
  const consent = useHealthConsent();
  const toast = useToast();
  const [shared, setShared] = useState(pass.healthShared);
  const id = `consent-${pass._id}`;
  const change = (next: boolean) => {
    setShared(next);
    consent.mutate(
      { gymId: pass.gymId, shared: next },
      {
        onSuccess: (answer) => toast({ kind: 'success', text: m.consentSaved(answer.shared, pass.gymName) }),
        onError: () => {
          setShared(!next);
          toast({ kind: 'error', text: m.consentError });
        },
      },
    );
  };
  return (
    <div className="consent-switch">
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={shared}
        disabled={consent.isPending}
        aria-describedby={`${id}-help`}
        onChange={(e) => change(e.target.checked)}
      />
      <label htmlFor={id}>{m.consentLabel(pass.gymName)}</label>
      <p id={`${id}-help`} className="consent-switch__help">
        {m.consentHelp}
      </p>
    </div>
  );
}

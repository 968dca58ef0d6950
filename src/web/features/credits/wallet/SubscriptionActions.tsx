/**
 * Pause and cancel of Pase BuscaGym (ADR 0045 "Pause", "Cancel"), each behind a confirmation: a pause of
 * 1–3 months (no more than the months left this year; only an active pass, not cancelled, is paused),
 * and a cancel that keeps the credits until the paid month ends. The server's refusal shows in the
 * dialog; the answer is the new "Mis créditos".
 * @module
 */
import { useId, useState } from 'react';
import { PAUSE_MONTHS_PER_YEAR } from '../../../../shared/constants/credits';
import type { MyCredits } from '../../../../shared/contract/credits';
import { formatBuenosAiresDay } from '../../../../shared/domain/dates';
import { creditSubscriptionMessages as m } from '../../../../shared/messages/credits-member.web';
import { ConfirmButton } from '../../../components/ConfirmButton';
import { useConfirmAction } from '../../../components/use-confirm-action';
import { useToast } from '../../../components/toast-context';
import { useCancelCredits, usePauseCredits } from '../api/api';

/** Props of {@link SubscriptionActions}. */
export interface SubscriptionActionsProps {
  mine: MyCredits;
}

/** The two buttons, each with its confirmation; nothing when neither applies. */
export function SubscriptionActions({ mine }: SubscriptionActionsProps) {
  const toast = useToast();
  const monthsId = useId();
  const left = Math.min(mine.pauseMonthsLeft, PAUSE_MONTHS_PER_YEAR);
  const [months, setMonths] = useState(1);
  const pausing = useConfirmAction(usePauseCredits(), {
    title: m.pauseTitle,
    askLabel: m.pause,
    confirmLabel: m.pauseConfirm,
    busyLabel: m.pausing,
    cancelLabel: m.keep,
  });
  const cancelling = useConfirmAction(useCancelCredits(), {
    title: m.cancelTitle,
    askLabel: m.cancel,
    confirmLabel: m.cancelConfirm,
    busyLabel: m.cancelling,
    cancelLabel: m.keep,
  });
  const live = mine.status === 'active' && !mine.cancelAtPeriodEnd;
  const cancellable =
    (mine.status === 'active' || mine.status === 'paused' || mine.status === 'pastDue') &&
    !mine.cancelAtPeriodEnd;
  if (!live && !cancellable) return null;
  const paidUntil = mine.currentPeriodEnd ? formatBuenosAiresDay(mine.currentPeriodEnd) : '—';

  return (
    <div className="button-row">
      {live && left > 0 && (
        <ConfirmButton
          action={pausing}
          className="button button--secondary"
          onConfirm={() => pausing.run(months, () => toast({ kind: 'success', text: m.paused(months) }))}
        >
          <p>{m.pauseBody}</p>
          <div className="field">
            <label htmlFor={monthsId}>{m.pauseMonths}</label>
            <select id={monthsId} value={months} onChange={(e) => setMonths(Number(e.target.value))}>
              {Array.from({ length: left }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {m.pauseOption(n)}
                </option>
              ))}
            </select>
          </div>
          <p>{m.pauseLeft(left)}</p>
        </ConfirmButton>
      )}
      {cancellable && (
        <ConfirmButton
          action={cancelling}
          className="button button--secondary"
          onConfirm={() => cancelling.run(undefined, () => toast({ kind: 'success', text: m.cancelled }))}
        >
          <p>{m.cancelBody(paidUntil)}</p>
        </ConfirmButton>
      )}
    </div>
  );
}

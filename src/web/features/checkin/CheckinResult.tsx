/**
 * The big answer at the door: "Adelante" in green with the member's first name, avatar and what the
 * pass allows (for a Pase BuscaGym door pass, the class or visit admitted and its credits), or "No válido: …" in red with the reason. Announced politely to screen readers.
 * @module
 */
import { CircleCheck, CircleX } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CreditAdmission } from '../../../shared/contract/credits-gyms';
import type { CheckinResponse } from '../../../shared/contract/orders';
import { SALES_TIME_ZONE } from '../../../shared/constants/sales';
import { localDayAndTime } from '../../../shared/domain/dates';
import { activeLocale } from '../../../shared/messages/i18n/active';
import { passStateLabels } from '../../../shared/messages';
import { checkinPageMessages as m } from '../../../shared/messages/checkin.web';
import { AvatarImage } from '../../components/AvatarImage';
import { formatDay, formatSaleDay } from '../../lib/format-dates';

/** What the screen shows: nothing yet, a check in flight, an answer, or a refusal message. */
export type CheckinOutcome =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'answer'; answer: CheckinResponse }
  | { kind: 'refused'; message: string };

/** The result's panel: green with a check when admitted, red with a cross when refused, and its title. */
function ResultFrame({
  admitted,
  title,
  children,
}: {
  admitted: boolean;
  title: string;
  children?: ReactNode;
}) {
  const Icon = admitted ? CircleCheck : CircleX;
  return (
    <div
      className={`stack stack--center checkin-result checkin-result--${admitted ? 'ok' : 'refused'}`}
      data-testid="checkin-result"
      data-admitted={String(admitted)}
    >
      <Icon size={56} aria-hidden="true" />
      <p className="checkin-result__title">{title}</p>
      {children}
    </div>
  );
}

/**
 * What a Pase BuscaGym door pass admitted (ADR 0045 "Check-in"): the class and its start (Buenos Aires
 * time), or the day's open-gym visit, and the credits it was paid with — instead of a pass's uses.
 */
function CreditEntry({ credit, repeat }: { credit: CreditAdmission; repeat: boolean }) {
  const what =
    credit.kind === 'class' && credit.className !== null && credit.startsAt !== null
      ? m.creditClass(
          credit.className,
          localDayAndTime(new Date(credit.startsAt), SALES_TIME_ZONE, activeLocale())[1],
        )
      : m.creditVisit(formatDay(credit.day));
  return (
    <>
      <p data-testid="checkin-credit">{what}</p>
      <p className="checkin-result__note">{repeat ? m.repeat : m.creditCredits(credit.credits)}</p>
    </>
  );
}

function Admitted({ answer }: { answer: CheckinResponse }) {
  const { pass } = answer;
  return (
    <ResultFrame admitted title={m.admitted}>
      <div className="checkin-result__member">
        <AvatarImage
          id={pass.memberAvatar}
          name={pass.memberFirstName}
          alt={m.avatarAlt(pass.memberFirstName || null)}
          size={72}
        />
        <p className="checkin-result__name">{m.welcome(pass.memberFirstName || null)}</p>
      </div>
      <p>
        <strong>{pass.productName}</strong> · {pass.gymName}
      </p>
      {answer.credit ? (
        <CreditEntry credit={answer.credit} repeat={answer.repeat} />
      ) : (
        <>
          <p>
            {pass.usesLeft !== null && pass.usesTotal !== null
              ? m.usesLeft(pass.usesLeft, pass.usesTotal)
              : m.membership(formatSaleDay(pass.validUntil))}
          </p>
          <p className="checkin-result__note">{answer.repeat ? m.repeat : m.visits(pass.visits)}</p>
        </>
      )}
    </ResultFrame>
  );
}

function Refused({ reason }: { reason: string }) {
  return <ResultFrame admitted={false} title={m.refused(reason)} />;
}

/** The current outcome, in a live region. */
export function CheckinResult({ outcome }: { outcome: CheckinOutcome }) {
  return (
    <div role="status" aria-live="polite" className="checkin-result-region">
      {outcome.kind === 'checking' && <p className="checkin-hint">{m.checking}</p>}
      {outcome.kind === 'answer' &&
        (outcome.answer.admitted ? (
          <Admitted answer={outcome.answer} />
        ) : (
          <Refused reason={passStateLabels[outcome.answer.state]} />
        ))}
      {outcome.kind === 'refused' && <Refused reason={outcome.message} />}
    </div>
  );
}

/**
 * A member's open-gym visits paid with credits at one gym (ADR 0045): choose a day (today and the next
 * {@link VISIT_DAYS} − 1, in the gym's zone), confirm the cost, its ARS value and the cancel deadline
 * in {@link SpendDialog}, and cancel a visit booked here — the answer's outcome (returned, kept,
 * forgiven) is said in a toast. The API lists no visits, so the ones shown are those booked on this
 * page.
 * @module
 */
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { MyCredits } from '../../../../shared/contract/credits';
import type { CreditVisit, PublicCreditTerms } from '../../../../shared/contract/credits-gyms';
import { creditSpendMessages as m } from '../../../../shared/messages/credits-member.web';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useConfirmAction } from '../../../components/use-confirm-action';
import { useToast } from '../../../components/toast-context';
import { useBookVisit, useCancelVisit } from '../api/api';
import { dayLabel, outcomeText, visitDays, visitDeadline } from '../model/charge';
import { CREDITS_PATH } from '../paths';
import { SpendDialog } from './SpendDialog';

/** Days offered for a visit, today included. */
export const VISIT_DAYS = 7;

/** Props of {@link VisitBooking}. */
export interface VisitBookingProps {
  gymId: string;
  timeZone: string;
  terms: PublicCreditTerms & { visitCredits: number; cancelWindowHours: number };
  wallet: MyCredits;
}

function VisitItem({ visit, onCancelled }: { visit: CreditVisit; onCancelled: (v: CreditVisit) => void }) {
  const toast = useToast();
  const day = dayLabel(visit.day);
  const cancelling = useConfirmAction(useCancelVisit(), {
    title: m.cancelVisitTitle,
    confirmLabel: m.cancelConfirm,
    busyLabel: m.cancelling,
    cancelLabel: m.keep,
  });
  return (
    <li className="spread-row pase-visit" data-testid="credit-visit">
      <span>{m.visitLine(day, visit.credit.credits)}</span>
      <button
        type="button"
        className="button button--small button--secondary"
        aria-label={m.cancelVisitLabel(day)}
        onClick={cancelling.ask}
      >
        {m.cancelVisit}
      </button>
      <ConfirmDialog
        {...cancelling.dialog}
        onConfirm={() =>
          cancelling.run(visit._id, (after) => {
            onCancelled(after);
            toast({ kind: 'success', text: outcomeText(after.credit) ?? m.cancelVisit });
          })
        }
      >
        <p>{m.cancelVisitQuestion(day)}</p>
      </ConfirmDialog>
    </li>
  );
}

/** The member's part of the gym's pass section. */
export function VisitBooking({ gymId, timeZone, terms, wallet }: VisitBookingProps) {
  const toast = useToast();
  const dayId = useId();
  const [days] = useState(() => visitDays(timeZone, VISIT_DAYS));
  const [day, setDay] = useState(days[0] ?? '');
  const [asking, setAsking] = useState(false);
  const [visits, setVisits] = useState<CreditVisit[]>([]);
  const book = useBookVisit();

  if (wallet.balance === 0 && wallet.plan === null)
    return (
      <p>
        {m.noPass} <Link to={CREDITS_PATH}>{m.getPass}</Link>
      </p>
    );

  const close = () => {
    setAsking(false);
    book.reset();
  };
  const confirm = () =>
    book.mutate(
      { gymId, day },
      {
        onSuccess: (visit) => {
          setAsking(false);
          setVisits((was) => [...was, visit]);
          toast({ kind: 'success', text: m.visitBooked(dayLabel(visit.day)) });
        },
      },
    );

  return (
    <div className="pase-visits">
      <p data-testid="pase-balance">{m.yourBalance(wallet.balance)}</p>
      <div className="field">
        <label htmlFor={dayId}>{m.visitDay}</label>
        <select id={dayId} value={day} onChange={(e) => setDay(e.target.value)}>
          {days.map((d) => (
            <option key={d} value={d}>
              {dayLabel(d)}
            </option>
          ))}
        </select>
      </div>
      <button type="button" className="button" onClick={() => setAsking(true)}>
        {m.bookVisit}
      </button>
      {asking && (
        <SpendDialog
          open
          what={m.confirmVisit(dayLabel(day))}
          credits={terms.visitCredits}
          wallet={wallet}
          deadline={visitDeadline(day, timeZone, terms.cancelWindowHours)}
          timeZone={timeZone}
          busy={book.isPending}
          error={book.isError ? book.error.message : null}
          onConfirm={confirm}
          onClose={close}
        />
      )}
      {visits.some((v) => v.status === 'booked') && (
        <>
          <h3>{m.yourVisits}</h3>
          <ul className="plain-list stack">
            {visits
              .filter((v) => v.status === 'booked')
              .map((v) => (
                <VisitItem
                  key={v._id}
                  visit={v}
                  onCancelled={(after) =>
                    setVisits((was) => was.map((old) => (old._id === after._id ? after : old)))
                  }
                />
              ))}
          </ul>
        </>
      )}
    </div>
  );
}

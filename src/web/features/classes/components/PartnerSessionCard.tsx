/**
 * One session of the partner's week: hours, class, places booked of the capacity, the waitlist, and
 * "Editar", "Ver lista" and "Cancelar clase" (confirmed; everyone booked or waiting is mailed and gets
 * the pass use back). A cancelled or started session keeps only its roster.
 * @module
 */
import type { ClassSession } from '../../../../shared/contract/classes';
import { partnerSessionMessages as m } from '../../../../shared/messages/classes-partner.web';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useToast } from '../../../components/toast-context';
import { useConfirmAction } from '../../../components/use-confirm-action';
import { useCancelSession } from '../api-partner';
import { isAhead } from '../policy';
import { dayTitle, wallOf } from '../week';

/** Props of {@link PartnerSessionCard}. */
export interface PartnerSessionCardProps {
  gymId: string;
  session: ClassSession;
  onEdit: (session: ClassSession) => void;
  onRoster: (session: ClassSession) => void;
}

/** A session card of the partner's week. */
export function PartnerSessionCard({ gymId, session, onEdit, onRoster }: PartnerSessionCardProps) {
  const toast = useToast();
  const cancelling = useConfirmAction(useCancelSession(gymId), {
    title: m.cancelTitle,
    confirmLabel: m.cancelConfirm,
    busyLabel: m.cancelling,
    cancelLabel: m.keep,
  });
  const start = wallOf(session.startsAt);
  const when = `${dayTitle(start.date)} ${start.time}`;
  const titleId = `partner-session-${session._id}`;
  const cancelled = session.status === 'cancelled';
  const open = !cancelled && isAhead(session.startsAt);

  const confirm = () =>
    cancelling.run(session._id, (answer) =>
      toast({ kind: 'success', text: m.cancelled(session.name, answer.cancelledBookings) }),
    );

  return (
    <li
      className={open ? 'class-session' : 'class-session class-session--closed'}
      aria-labelledby={titleId}
      data-testid="partner-session"
      data-session-id={session._id}
    >
      <p className="class-session__time">
        {start.time} – {wallOf(session.endsAt).time}
      </p>
      <h4 className="class-session__name" id={titleId}>
        {session.name}
      </h4>
      {cancelled ? (
        <span className="badge class-badge--off">{m.cancelledBadge}</span>
      ) : (
        <p className="class-session__meta">
          {m.places(session.booked, session.capacity)}
          {session.waitlisted > 0 && <> · {m.waiting(session.waitlisted)}</>}
        </p>
      )}
      <div className="partner-session__actions">
        <button
          type="button"
          className="button button--small button--secondary"
          aria-label={m.rosterLabel(session.name, when)}
          onClick={() => onRoster(session)}
        >
          {m.roster}
        </button>
        {open && (
          <>
            <button
              type="button"
              className="button button--small button--secondary"
              aria-label={m.editLabel(session.name, when)}
              onClick={() => onEdit(session)}
            >
              {m.edit}
            </button>
            <button
              type="button"
              className="button button--small button--secondary button--danger-text"
              aria-label={m.cancelLabel(session.name, when)}
              onClick={cancelling.ask}
            >
              {m.cancel}
            </button>
          </>
        )}
      </div>
      <ConfirmDialog {...cancelling.dialog} onConfirm={confirm}>
        <p>
          {session.name}, {when}.
        </p>
        <p>{m.cancelBody(session.booked, session.waitlisted)}</p>
      </ConfirmDialog>
    </li>
  );
}

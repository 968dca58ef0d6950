/**
 * One session of the partner's week: hours, class, places booked of the capacity, the waitlist, and
 * "Editar", "Ver lista" and "Cancelar clase" (confirmed; everyone booked or waiting is mailed and gets
 * the pass use back). A cancelled or started session keeps only its roster.
 * @module
 */
import type { ClassSession } from '../../../../shared/contract/classes';
import { partnerSessionMessages as m } from '../../../../shared/messages/classes-partner.web';
import { ActionButton } from '../../../components/ActionButton';
import { ConfirmButton } from '../../../components/ConfirmButton';
import { useToast } from '../../../components/toast-context';
import { useConfirmAction } from '../../../components/use-confirm-action';
import { useCancelSession } from '../api/api-partner';
import { isAhead } from '../week/policy';
import { dayTitle, wallOf } from '../week/week';
import { SessionFrame } from '../timetable/SessionCard';

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
  const cancelling = useConfirmAction(useCancelSession(gymId), m.cancelDialog);
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
    <SessionFrame open={open} titleId={titleId} testId="partner-session" sessionId={session._id}>
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
      <div className="wrap-row partner-session__actions">
        <ActionButton
          label={m.roster}
          ariaLabel={m.rosterLabel(session.name, when)}
          className="button button--small button--secondary"
          onClick={() => onRoster(session)}
        />
        {open && (
          <>
            <ActionButton
              label={m.edit}
              ariaLabel={m.editLabel(session.name, when)}
              className="button button--small button--secondary"
              onClick={() => onEdit(session)}
            />
            <ConfirmButton
              action={cancelling}
              ariaLabel={m.cancelLabel(session.name, when)}
              className="button button--small button--secondary button--danger-text"
              onConfirm={confirm}
            >
              <p>
                {session.name}, {when}.
              </p>
              <p>{m.cancelBody(session.booked + session.waitlisted)}</p>
            </ConfirmButton>
          </>
        )}
      </div>
    </SessionFrame>
  );
}

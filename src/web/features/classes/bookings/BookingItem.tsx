/**
 * One booking of "Mis reservas": the class, gym, day and hours in the gym's clock, its status (the
 * waitlist position when waiting), "Agregar al calendario" (the booking's .ics file, not once cancelled) and, while it can
 * still be cancelled, "Cancelar reserva" behind a confirmation that says whether the pass use comes back
 * (and, for a place paid with credits, what the cancel did with them).
 * @module
 */
import { CalendarPlus } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import type { MyBooking } from '../../../../shared/contract/classes';
import { myBookingsMessages as m } from '../../../../shared/messages/classes.web';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useToast } from '../../../components/toast-context';
import { useFocusRecovery } from '../../../components/use-focus-recovery';
import { useConfirmAction } from '../../../components/use-confirm-action';
import { outcomeText } from '../../credits';
import { bookingIcsUrl, useCancelBooking } from '../api/api';
import { canCancel, cancelKeepsUse } from '../week/policy';
import { dayTitle, wallOf } from '../week/week';

const BADGE: Record<MyBooking['status'], string> = {
  booked: 'badge class-badge--ok',
  attended: 'badge class-badge--ok',
  waitlisted: 'badge class-badge--wait',
  cancelled: 'badge class-badge--off',
};

/** The day and hours of a booking, e.g. "lunes 2 de marzo, de 19:00 a 20:00". */
export function bookingWhen(booking: Pick<MyBooking, 'startsAt' | 'endsAt'>): string {
  const start = wallOf(booking.startsAt);
  return m.when(dayTitle(start.date), start.time, wallOf(booking.endsAt).time);
}

const stoppedBeingCancellable = (before: boolean, now: boolean) => before && !now;

/** A booking of the list. */
export function BookingItem({ booking }: { booking: MyBooking }) {
  const toast = useToast();
  const titleId = `booking-${booking._id}`;
  const when = bookingWhen(booking);
  const waiting = booking.status === 'waitlisted';
  // A cancelled booking (or session) shows as such, without a calendar file to add.
  const live = booking.status !== 'cancelled' && booking.sessionStatus !== 'cancelled';
  const cancelling = useConfirmAction(useCancelBooking(), {
    title: waiting ? m.leaveTitle : m.cancelTitle,
    confirmLabel: m.confirmCancel,
    busyLabel: m.cancelling,
    cancelLabel: m.keep,
  });
  const cancellable = canCancel(booking);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The cancel button leaves with the cancel: focus goes to the booking's heading, not to the page.
  useFocusRecovery(cancellable, stoppedBeingCancellable, headingRef);

  // A place paid with Pase BuscaGym credits: the answer says what became of them (ADR 0045).
  const confirm = () =>
    cancelling.run(booking._id, (after) => {
      const done = waiting ? m.left(booking.name) : m.cancelled(booking.name);
      const credits = outcomeText(after.credit);
      toast({ kind: 'success', text: credits ? `${done} ${credits}` : done });
    });

  return (
    <li
      className="booking panel"
      aria-labelledby={titleId}
      data-testid="booking"
      data-booking-id={booking._id}
    >
      <div className="spread-row spread-row--tight booking__head">
        <h3 id={titleId} className="booking__name" ref={headingRef} tabIndex={-1}>
          {booking.name}
        </h3>
        <span className={BADGE[booking.status]} data-testid="booking-status">
          {m.status[booking.status]}
        </span>
      </div>
      <p className="booking__when">{when}</p>
      <p className="booking__gym">
        <Link to={`/detail/gym/${encodeURIComponent(booking.gym._id)}`}>{booking.gym.name}</Link>
        {' · '}
        {booking.gym.address}
      </p>
      {(booking.instructor || booking.room) && (
        <p className="booking__meta">{[booking.instructor, booking.room].filter(Boolean).join(' · ')}</p>
      )}
      {waiting && booking.position !== null && (
        <p className="booking__position" data-testid="booking-position">
          <strong>{m.position(booking.position)}</strong>
        </p>
      )}
      {booking.sessionStatus === 'cancelled' && <p className="booking__note">{m.sessionCancelled}</p>}
      <div className="wrap-row booking__actions">
        {live && (
          <a
            className="button button--small button--secondary"
            href={bookingIcsUrl(booking._id)}
            download
            aria-label={m.addToCalendarLabel(booking.name)}
          >
            <CalendarPlus size={16} aria-hidden="true" /> {m.addToCalendar}
          </a>
        )}
        {cancellable && (
          <button
            type="button"
            className="button button--small button--secondary button--danger-text"
            aria-label={waiting ? m.leaveWaitlistLabel(booking.name) : m.cancelLabel(booking.name)}
            onClick={cancelling.ask}
          >
            {waiting ? m.leaveWaitlist : m.cancel}
          </button>
        )}
      </div>
      <ConfirmDialog {...cancelling.dialog} onConfirm={confirm}>
        <p>{m.cancelQuestion(booking.name, when)}</p>
        <p data-testid="cancel-policy">
          {cancelKeepsUse(booking) ? m.keepsUse : m.losesUse(booking.cancelBeforeHours)}
        </p>
        {booking.status === 'booked' && <p>{m.freesPlace}</p>}
      </ConfirmDialog>
    </li>
  );
}

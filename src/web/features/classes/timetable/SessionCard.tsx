/**
 * One session of the gym's timetable: its hours, class, instructor and room, the places left (or the
 * waitlist when full), the cancel policy when known, and the member's action ("Reservar", "Anotarme en
 * la lista de espera", and "Reservar con créditos" where she may pay with Pase BuscaGym, ADR 0045) or
 * the member's own booking.
 * @module
 */
import { useRef, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router';
import { useFocusRecovery } from '../../../components/use-focus-recovery';
import {
  classPolicyMessages as policy,
  timetableMessages as m,
} from '../../../../shared/messages/timetable.web';
import { creditSpendMessages as credits } from '../../../../shared/messages/credits-member.web';
import { isAhead } from '../week/policy';
import { longDay, wallOf } from '../week/week';
import type { OwnBooking, TimetableSession, Viewer } from './types';

/** Props of {@link SessionCard}. */
export interface SessionCardProps {
  session: TimetableSession;
  viewer: Viewer;
  /** The member's live booking of this session, if any. */
  own: OwnBooking | undefined;
  /** Path of "Mis reservas" (members). */
  bookingsPath: string;
  busy: boolean;
  onBook: (session: TimetableSession) => void;
  /** The class cost in Pase BuscaGym credits when the member may pay with them (ADR 0045); else null. */
  creditCost?: number | null;
  onBookWithCredits?: (session: TimetableSession) => void;
}

/** The session's places; `holdsPlace`: the member has one of them (then a full class is no warning). */
function Places({ session, holdsPlace }: { session: TimetableSession; holdsPlace: boolean }) {
  if (session.status === 'cancelled') return <span className="badge class-badge--off">{m.cancelled}</span>;
  if (session.spotsLeft > 0)
    return <span className="class-session__places">{m.spotsLeft(session.spotsLeft)}</span>;
  if (holdsPlace) return <span className="class-session__places">{m.fullWithYou}</span>;
  return (
    <span className="class-session__places class-session__places--full">
      {m.full}
      {session.waitlisted > 0 && <> · {m.waiting(session.waitlisted)}</>}
    </span>
  );
}

function OwnState({
  own,
  bookingsPath,
  focusRef,
}: {
  own: OwnBooking;
  bookingsPath: string;
  focusRef: RefObject<HTMLParagraphElement | null>;
}) {
  const text =
    own.status === 'waitlisted' && own.position !== null
      ? m.yourPosition(own.position)
      : own.status === 'attended'
        ? m.attended
        : m.youHaveAPlace;
  return (
    <p className="class-session__own" data-testid="own-booking" ref={focusRef} tabIndex={-1}>
      <strong>{text}</strong> <Link to={bookingsPath}>{m.seeBookings}</Link>
    </p>
  );
}

/** Props of {@link SessionFrame}. */
export interface SessionFrameProps {
  /** False for a past or cancelled session (drawn quieter). */
  open: boolean;
  /** The id of the session's heading, which names the item. */
  titleId: string;
  testId: string;
  sessionId: string;
  children: ReactNode;
}

/** The list item of a session in a week (the member's and the partner's): its frame, name and ids. */
export function SessionFrame({ open, titleId, testId, sessionId, children }: SessionFrameProps) {
  return (
    <li
      className={`stack stack--start class-session${open ? '' : ' class-session--closed'}`}
      aria-labelledby={titleId}
      data-testid={testId}
      data-session-id={sessionId}
    >
      {children}
    </li>
  );
}

const becameLive = (before: boolean, now: boolean) => !before && now;

/** A session card. */
export function SessionCard({
  session,
  viewer,
  own,
  bookingsPath,
  busy,
  onBook,
  creditCost = null,
  onBookWithCredits,
}: SessionCardProps) {
  const start = wallOf(session.startsAt);
  const end = wallOf(session.endsAt);
  const titleId = `class-session-${session._id}`;
  const open = session.status === 'scheduled' && isAhead(session.startsAt);
  const full = session.spotsLeft <= 0;
  const day = longDay(start.date);
  const live = own !== undefined && own.status !== 'cancelled';
  const ownRef = useRef<HTMLParagraphElement>(null);
  // The pressed button gives way to the member's booking: focus follows it instead of falling to the page.
  useFocusRecovery(live, becameLive, ownRef);

  return (
    <SessionFrame open={open} titleId={titleId} testId="class-session" sessionId={session._id}>
      <p className="class-session__time">{m.time(start.time, end.time)}</p>
      <h4 className="class-session__name" id={titleId}>
        {session.name}
      </h4>
      {(session.instructor || session.room) && (
        <p className="class-session__meta">
          {[session.instructor && m.instructor(session.instructor), session.room && m.room(session.room)]
            .filter(Boolean)
            .join(' · ')}
        </p>
      )}
      <Places session={session} holdsPlace={live && own?.status !== 'waitlisted'} />
      {session.status === 'scheduled' && !open && <span className="class-session__past">{m.past}</span>}
      {open && session.cancelBeforeHours !== undefined && (
        <p className="class-session__policy">{policy.policy(session.cancelBeforeHours)}</p>
      )}
      {live ? (
        <OwnState own={own} bookingsPath={bookingsPath} focusRef={ownRef} />
      ) : (
        open &&
        viewer !== 'none' && (
          <button
            type="button"
            className={full ? 'button button--small button--secondary' : 'button button--small'}
            aria-label={
              full
                ? m.waitlistLabel(session.name, day, start.time)
                : m.bookLabel(session.name, day, start.time)
            }
            disabled={busy}
            onClick={() => onBook(session)}
          >
            {busy ? m.booking : full ? m.waitlist : m.book}
          </button>
        )
      )}
      {!live && open && !full && viewer === 'member' && creditCost !== null && onBookWithCredits && (
        <button
          type="button"
          className="button button--small button--secondary"
          aria-label={credits.bookClassLabel(session.name, day, start.time)}
          disabled={busy}
          onClick={() => onBookWithCredits(session)}
        >
          {credits.bookClass(creditCost)}
        </button>
      )}
    </SessionFrame>
  );
}

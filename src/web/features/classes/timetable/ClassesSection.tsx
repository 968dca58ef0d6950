/**
 * "Clases" on the gym detail: the gym's week of sessions (on a narrow screen one day at a time, chosen
 * with day buttons), each with its places and the member's "Reservar" or "Anotarme en la lista de
 * espera". Visitors are sent to sign in; partners and administrators only read. A refusal (403: what
 * pass to buy; 409: already booked, started, cancelled) stays on screen as an alert; a booking is
 * confirmed with a toast, and then notifications are offered (ADR 0031). When this week has no session
 * left (a Saturday), the following week's first ones show under "Próximas clases".
 * @module
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { DEFAULT_GYM_TIME_ZONE, SESSION_HORIZON_WEEKS } from '../../../../shared/constants/classes';
import { bookingMessages } from '../../../../shared/messages/classes';
import {
  classPolicyMessages as policy,
  timetableMessages as m,
} from '../../../../shared/messages/timetable.web';
import { creditSpendMessages } from '../../../../shared/messages/credits-member.web';
import { FormNotice } from '../../../components/Field';
import { QueryFrame } from '../../../components/QueryFrame';
import { SignInInvite } from '../../../components/SignInInvite';
import { useToast } from '../../../components/toast-context';
import { ApiRequestError } from '../../../lib/http';
import { useSession } from '../../auth';
import { ClassCreditDialog, useClassCredits, type CreditClassTarget } from '../../credits';
import { useBook, useMyBookings, useRefreshClasses, useTimetable } from '../api/api';
import { myBookingsPath } from './paths';
import { useWeek } from '../week/use-week';
import { longDay, mondayOf, shiftWeek, wallOf, weekDays } from '../week/week';
import { SessionCard } from './SessionCard';
import type { OwnBooking, TimetableSession, Viewer } from './types';
import { WeekDays } from '../week/WeekDays';
import { WeekNav } from '../week/WeekNav';
import './classes.css';
import { TitledSection } from '../../../components/TitledSection';

// The notifications offer loads after a booking, not with the timetable (ADR 0013).
const LazyPushOffer = lazy(async () => ({ default: (await import('../../push')).LazyPushOffer }));

/** Sessions of the following week shown under "Próximas clases" when this week has none left. */
const UPCOMING_MAX = 6;

/** Props of {@link ClassesSection}. */
export interface ClassesSectionProps {
  gymId: string;
  /** The gym's IANA zone (the cancel deadline of a place paid with credits is written there). */
  timeZone?: string | undefined;
}

interface Refusal {
  message: string;
  /** 403: the member lacks a pass; the products of the page say what to buy. */
  needsPass: boolean;
}

/** The member's live bookings by session. */
function useOwnBookings(): Map<string, OwnBooking> {
  const bookings = useMyBookings();
  return useMemo(
    () =>
      new Map(
        (bookings.data ?? [])
          .filter((b) => b.status !== 'cancelled')
          .map((b) => [b.sessionId, { status: b.status, position: b.position }]),
      ),
    [bookings.data],
  );
}

/** The section. */
export function ClassesSection({ gymId, timeZone = DEFAULT_GYM_TIME_ZONE }: ClassesSectionProps) {
  const { session } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const week = useWeek(undefined, 0, SESSION_HORIZON_WEEKS);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [booked, setBooked] = useState(false);
  const timetable = useTimetable(gymId, week.first, week.last);
  const thisWeek = week.first === mondayOf(week.today);
  const leftThisWeek = (timetable.data?.sessions ?? []).some((s) => wallOf(s.startsAt).date >= week.today);
  const noneLeft = thisWeek && timetable.data !== undefined && !leftThisWeek;
  // The following week, for "Próximas clases", asked only when nothing is left in this one.
  const nextDays = weekDays(shiftWeek(mondayOf(week.today), 1));
  const following = useTimetable(gymId, nextDays[0] ?? week.last, nextDays[6] ?? week.last, noneLeft);
  const own = useOwnBookings();
  const book = useBook();
  // Pase BuscaGym (ADR 0045): the class cost in credits when the member may pay with them.
  const classCredits = useClassCredits(gymId);
  const [creditTarget, setCreditTarget] = useState<CreditClassTarget | null>(null);
  const refreshClasses = useRefreshClasses();
  const viewer: Viewer = !session ? 'visitor' : session.type === 'user' ? 'member' : 'none';
  const bookingsPath = session ? myBookingsPath(session) : '/login';

  const onBook = (target: TimetableSession) => {
    if (viewer === 'visitor') {
      void navigate('/login', { state: { from: location.pathname } });
      return;
    }
    setRefusal(null);
    book.mutate(target._id, {
      onSuccess: (booking) => {
        toast({
          kind: 'success',
          text:
            booking.status === 'waitlisted' && booking.position !== null
              ? m.waitlisted(target.name, booking.position)
              : m.booked(target.name),
        });
        setBooked(true);
      },
      onError: (error) => {
        if (error instanceof ApiRequestError && error.status === 401) {
          void navigate('/login', { state: { from: location.pathname } });
          return;
        }
        setRefusal({
          message: error.message,
          needsPass: error instanceof ApiRequestError && error.status === 403,
        });
      },
    });
  };

  const onBookWithCredits = (target: TimetableSession) => {
    setRefusal(null);
    const start = wallOf(target.startsAt);
    setCreditTarget({ ...target, dayText: longDay(start.date), timeText: start.time });
  };

  const busyId = book.isPending ? book.variables : null;
  const card = (s: TimetableSession) => (
    <SessionCard
      key={s._id}
      session={s}
      viewer={viewer}
      own={own.get(s._id)}
      bookingsPath={bookingsPath}
      busy={busyId === s._id}
      onBook={onBook}
      creditCost={classCredits}
      onBookWithCredits={onBookWithCredits}
    />
  );
  const upcoming = noneLeft ? (following.data?.sessions ?? []) : [];
  const withPolicy = timetable.data?.sessions.some(
    (s: TimetableSession) => s.cancelBeforeHours !== undefined,
  );

  return (
    <TitledSection titleId="classes-title" title={m.title} className="detail-card detail-card--wide classes">
      <p className="classes__lead">{m.lead}</p>
      {viewer === 'visitor' && (
        <SignInInvite
          className="classes__invite"
          testId="classes-invite"
          texts={m.signInToBook}
          from={location.pathname}
        />
      )}
      {viewer === 'none' && <p className="classes__note">{bookingMessages.membersOnly}</p>}
      {!withPolicy && <p className="classes__policy">{policy.general}</p>}
      {refusal && (
        <FormNotice kind="error">
          <p>
            <strong>{m.refusedTitle}</strong>
          </p>
          <p>{refusal.message}</p>
          {refusal.needsPass && (
            <p>
              <a href="#products-title">{m.whatToBuy}</a>
            </p>
          )}
        </FormNotice>
      )}
      <ClassCreditDialog
        gymId={gymId}
        timeZone={timeZone}
        target={creditTarget}
        onClose={() => setCreditTarget(null)}
        onBooked={(_booking, target) => {
          setCreditTarget(null);
          toast({ kind: 'success', text: creditSpendMessages.classBooked(target.name) });
          setBooked(true);
          void refreshClasses();
        }}
      />
      <WeekNav {...week.nav} />
      <QueryFrame query={timetable} loading={m.loading} errorTitle={m.loadError} compact>
        {({ sessions }) => (
          <WeekDays
            days={week.days}
            sessions={sessions as TimetableSession[]}
            today={week.today}
            selected={week.selected}
            idPrefix="classes-day"
            testId="class-day"
            emptyTitle={m.empty}
          >
            {card}
          </WeekDays>
        )}
      </QueryFrame>
      {upcoming.length > 0 && (
        <section
          className="classes__upcoming"
          aria-labelledby="classes-upcoming"
          data-testid="classes-upcoming"
        >
          <h3 id="classes-upcoming">{m.upcoming}</h3>
          <p>{m.upcomingLead}</p>
          <ul className="plain-list stack classes__sessions">
            {(upcoming as TimetableSession[]).slice(0, UPCOMING_MAX).map(card)}
          </ul>
        </section>
      )}
      {/* The notifications offer (ADR 0031) goes below the timetable: its chunk arrives after the
          booking's answer, and above it would push down the card the member is about to tap. */}
      {booked && (
        <Suspense fallback={null}>
          <LazyPushOffer />
        </Suspense>
      )}
    </TitledSection>
  );
}

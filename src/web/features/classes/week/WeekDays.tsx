/**
 * The days of a timetable week, one section each (its title, "Hoy" on today's, the selected one marked
 * for the phone's one-day view), with the day's sessions in time order or "no classes"; a week without
 * any session is one empty state. The members' timetable and the partner's week draw their days this way.
 * @module
 */
import type { ReactNode } from 'react';
import { timetableMessages as m } from '../../../../shared/messages/timetable.web';
import { StatusMessage } from '../../../components/StatusMessage';
import { byDay, dayTitle, type LocalDate } from './week';

/** Props of {@link WeekDays}; `T` is a session. */
export interface WeekDaysProps<T extends { _id: string; startsAt: string }> {
  days: readonly LocalDate[];
  sessions: readonly T[];
  today: LocalDate;
  selected: LocalDate;
  /** Prefix of each day heading's id (`<prefix>-<day>`). */
  idPrefix: string;
  testId?: string;
  /** The title shown instead when the week has no session at all. */
  emptyTitle: string;
  /** One session's card (with its key). */
  children: (session: T) => ReactNode;
}

/** The week's day sections. */
export function WeekDays<T extends { _id: string; startsAt: string }>({
  days,
  sessions,
  today,
  selected,
  idPrefix,
  testId,
  emptyTitle,
  children,
}: WeekDaysProps<T>) {
  if (sessions.length === 0) return <StatusMessage kind="empty" title={emptyTitle} headingLevel={3} />;
  const groups = byDay(sessions, days);
  return (
    <div className="classes__days">
      {days.map((day) => {
        const list = groups.get(day) ?? [];
        return (
          <section
            key={day}
            className={day === selected ? 'classes__day classes__day--selected' : 'classes__day'}
            aria-labelledby={`${idPrefix}-${day}`}
            data-testid={testId}
          >
            <h3 id={`${idPrefix}-${day}`} className="classes__day-title">
              {dayTitle(day)}
              {day === today && <span className="chip">{m.today}</span>}
            </h3>
            {list.length === 0 ? (
              <p className="classes__empty-day">{m.emptyDay}</p>
            ) : (
              <ul className="plain-list stack classes__sessions">{list.map(children)}</ul>
            )}
          </section>
        );
      })}
    </div>
  );
}

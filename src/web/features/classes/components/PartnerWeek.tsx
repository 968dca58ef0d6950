/**
 * "Agenda de clases" of the partner's class screen: the gym's week of sessions (cancelled ones
 * included), one day at a time on a narrow screen, with the editor and the roster of a chosen session.
 * @module
 */
import { useState } from 'react';
import { SESSION_HORIZON_WEEKS } from '../../../../shared/constants/classes';
import type { ClassSession } from '../../../../shared/contract/classes';
import { partnerSessionMessages as m } from '../../../../shared/messages/classes-partner.web';
import { timetableMessages } from '../../../../shared/messages/classes.web';
import { QueryFrame } from '../../../components/QueryFrame';
import { StatusMessage } from '../../../components/StatusMessage';
import { usePartnerSessions } from '../api-partner';
import { byDay, dayTitle, mondayOf, shiftWeek, todayIn, weekDays, type LocalDate } from '../week';
import { PartnerSessionCard } from './PartnerSessionCard';
import { RosterDialog } from './RosterDialog';
import { SessionEditor } from './SessionEditor';
import { WeekNav } from './WeekNav';

/** Props of {@link PartnerWeek}. */
export interface PartnerWeekProps {
  gymId: string;
  timeZone: string;
}

/** The partner's week of sessions. */
export function PartnerWeek({ gymId, timeZone }: PartnerWeekProps) {
  const today = todayIn(timeZone);
  const thisMonday = mondayOf(today);
  const [monday, setMonday] = useState(thisMonday);
  const [selected, setSelected] = useState<LocalDate>(today);
  const [editing, setEditing] = useState<ClassSession | null>(null);
  const [roster, setRoster] = useState<ClassSession | null>(null);
  const days = weekDays(monday);
  const sessions = usePartnerSessions(gymId, days[0] ?? monday, days[6] ?? monday);

  const onWeek = (step: -1 | 1) => {
    const next = shiftWeek(monday, step);
    setMonday(next);
    setSelected(next === thisMonday ? today : next);
  };

  return (
    <section className="partner-classes__section classes" aria-labelledby="partner-week-title">
      <h2 id="partner-week-title">{m.title}</h2>
      <p className="classes__lead">{m.lead}</p>
      <WeekNav
        days={days}
        today={today}
        selected={selected}
        canGoBack={monday > shiftWeek(thisMonday, -SESSION_HORIZON_WEEKS)}
        canGoOn={monday < shiftWeek(thisMonday, SESSION_HORIZON_WEEKS)}
        onWeek={onWeek}
        onDay={setSelected}
      />
      <QueryFrame
        query={sessions}
        loading={m.loading}
        errorTitle={m.loadError}
        headingLevel={3}
        spinnerSize="small"
      >
        {({ sessions: list }) => {
          if (list.length === 0) return <StatusMessage kind="empty" title={m.empty} headingLevel={3} />;
          const groups = byDay(list, days);
          return (
            <div className="classes__days">
              {days.map((day) => {
                const items = groups.get(day) ?? [];
                return (
                  <section
                    key={day}
                    className={day === selected ? 'classes__day classes__day--selected' : 'classes__day'}
                    aria-labelledby={`partner-day-${day}`}
                  >
                    <h3 id={`partner-day-${day}`} className="classes__day-title">
                      {dayTitle(day)}
                      {day === today && <span className="chip">{timetableMessages.today}</span>}
                    </h3>
                    {items.length === 0 ? (
                      <p className="classes__empty-day">{timetableMessages.emptyDay}</p>
                    ) : (
                      <ul className="classes__sessions">
                        {items.map((s) => (
                          <PartnerSessionCard
                            key={s._id}
                            gymId={gymId}
                            session={s}
                            onEdit={setEditing}
                            onRoster={setRoster}
                          />
                        ))}
                      </ul>
                    )}
                  </section>
                );
              })}
            </div>
          );
        }}
      </QueryFrame>
      {editing && <SessionEditor gymId={gymId} session={editing} onClose={() => setEditing(null)} />}
      {roster && <RosterDialog gymId={gymId} session={roster} onClose={() => setRoster(null)} />}
    </section>
  );
}

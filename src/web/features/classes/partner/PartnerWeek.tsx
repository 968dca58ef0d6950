/**
 * "Agenda de clases" of the partner's class screen: the gym's week of sessions (cancelled ones
 * included), one day at a time on a narrow screen, with the editor and the roster of a chosen session.
 * @module
 */
import { useState } from 'react';
import { SESSION_HORIZON_WEEKS } from '../../../../shared/constants/classes';
import type { ClassSession } from '../../../../shared/contract/classes';
import { partnerSessionMessages as m } from '../../../../shared/messages/classes-partner.web';
import { QueryFrame } from '../../../components/QueryFrame';
import { usePartnerSessions } from '../api/api-partner';
import { useWeek } from '../week/use-week';
import { PartnerSessionCard } from './PartnerSessionCard';
import { RosterDialog } from './RosterDialog';
import { SessionEditor } from './SessionEditor';
import { WeekDays } from '../week/WeekDays';
import { WeekNav } from '../week/WeekNav';
import { TitledSection } from '../../../components/TitledSection';

/** Props of {@link PartnerWeek}. */
export interface PartnerWeekProps {
  gymId: string;
  timeZone: string;
}

/** The partner's week of sessions. */
export function PartnerWeek({ gymId, timeZone }: PartnerWeekProps) {
  const week = useWeek(timeZone, SESSION_HORIZON_WEEKS, SESSION_HORIZON_WEEKS);
  const [editing, setEditing] = useState<ClassSession | null>(null);
  const [roster, setRoster] = useState<ClassSession | null>(null);
  const sessions = usePartnerSessions(gymId, week.first, week.last);

  return (
    <TitledSection titleId="partner-week-title" title={m.title} className="partner-classes__section classes">
      <p className="classes__lead">{m.lead}</p>
      <WeekNav {...week.nav} />
      <QueryFrame query={sessions} loading={m.loading} errorTitle={m.loadError} compact>
        {({ sessions: list }) => (
          <WeekDays
            days={week.days}
            sessions={list}
            today={week.today}
            selected={week.selected}
            idPrefix="partner-day"
            emptyTitle={m.empty}
          >
            {(s) => (
              <PartnerSessionCard
                key={s._id}
                gymId={gymId}
                session={s}
                onEdit={setEditing}
                onRoster={setRoster}
              />
            )}
          </WeekDays>
        )}
      </QueryFrame>
      {editing && <SessionEditor gymId={gymId} session={editing} onClose={() => setEditing(null)} />}
      {roster && <RosterDialog gymId={gymId} session={roster} onClose={() => setRoster(null)} />}
    </TitledSection>
  );
}

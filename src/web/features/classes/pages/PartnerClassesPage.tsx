/**
 * The partner's "Clases" of one gym (`/profile/partner/{name}/{userId}/classes/{gymId}`): the new-class
 * form, the gym's classes (delete) and its week of sessions (edit, cancel, roster). Partners only, and
 * only their own gyms (SPEC §6).
 * @module
 */
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { DEFAULT_GYM_TIME_ZONE } from '../../../../shared/constants/classes';
import { partnerClassesPageMessages as m } from '../../../../shared/messages/classes-partner.web';
import { PageMeta } from '../../../components/PageMeta';
import { QueryFrame } from '../../../components/QueryFrame';
import { StatusMessage } from '../../../components/StatusMessage';
import { partnerOnlyPage } from '../../auth';
import { useMyGyms, partnerPaths } from '../../partners';
import { ClassForm } from '../partner/ClassForm';
import { ClassList } from '../partner/ClassList';
import { PartnerWeek } from '../partner/PartnerWeek';
import '../timetable/classes.css';
import '../bookings/bookings.css';
import '../partner/partner-classes.css';

/** The partner's class screen. */
export const PartnerClassesPage = partnerOnlyPage(PartnerClasses);

function PartnerClasses() {
  const { name = '', userId = '', gymId = '' } = useParams();
  const gyms = useMyGyms(userId);
  const gym = gyms.data?.find((g) => g._id === gymId);
  const back = partnerPaths(name, userId).profile;
  // Gyms answer without their zone yet; every gym so far keeps the default one (ADR 0022).
  const timeZone = DEFAULT_GYM_TIME_ZONE;

  return (
    <div className="container partner-classes">
      <PageMeta title={gym ? m.titleOf(gym.name) : m.title} />
      <Link className="back-link" to={back}>
        <ArrowLeft size={18} aria-hidden="true" /> {m.back}
      </Link>
      <h1>{gym ? m.titleOf(gym.name) : m.title}</h1>
      <QueryFrame query={gyms} loading={m.loading} errorTitle={m.loadError}>
        {() =>
          gym ? (
            <>
              <p className="classes__lead">{m.lead}</p>
              <div className="partner-classes__layout">
                <div className="panel partner-classes__form">
                  <ClassForm gym={gym} timeZone={timeZone} />
                </div>
                <ClassList gymId={gym._id} />
              </div>
              <PartnerWeek gymId={gym._id} timeZone={timeZone} />
            </>
          ) : (
            <StatusMessage
              kind="error"
              title={m.gymNotFound}
              headingLevel={2}
              link={{ to: back, label: m.back }}
            />
          )
        }
      </QueryFrame>
    </div>
  );
}

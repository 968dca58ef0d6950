/**
 * "Pase BuscaGym" on a gym's page (ADR 0045): shown only when the gym accepts the pass
 * (`GET /api/gyms/{gymId}/credits`). It says so, with the costs in force of a visit and of a class, the
 * monthly visit limit, the cancellation window and the coming change of costs with its date when the
 * gym set one; then a member books an open-gym visit with credits ({@link VisitBooking}), a member
 * without credits is sent to "Mis créditos", and a visitor is asked to sign in.
 * @module
 */
import { Link, useLocation } from 'react-router';
import { creditSpendMessages as m } from '../../../../shared/messages/credits-member.web';
import { QueryFrame } from '../../../components/QueryFrame';
import { TitledSection } from '../../../components/TitledSection';
import { localDayAndTime } from '../../../../shared/domain/dates';
import { activeLocale } from '../../../../shared/messages/i18n/active';
import { useSession } from '../../auth';
import { useGymCreditTerms, useMyCredits } from '../api/api';
import { VisitBooking } from './VisitBooking';
import '../credits.css';

/** Props of {@link PaseGymSection}. */
export interface PaseGymSectionProps {
  gymId: string;
  /** The gym's IANA zone: its days and the cancel deadline are read there. */
  timeZone: string;
}

function MemberPart({ gymId, timeZone, terms }: PaseGymSectionProps & { terms: Terms }) {
  const wallet = useMyCredits();
  return (
    <QueryFrame query={wallet} loading={m.loading} errorTitle={m.loadError} compact>
      {(mine) => <VisitBooking gymId={gymId} timeZone={timeZone} terms={terms} wallet={mine} />}
    </QueryFrame>
  );
}

type Terms = NonNullable<ReturnType<typeof accepted>>;

/** The terms of a gym that accepts the pass, with its costs known; null otherwise. */
function accepted(terms: ReturnType<typeof useGymCreditTerms>['data']) {
  if (!terms?.acceptsPase || terms.visitCredits === null || terms.classCredits === null) return null;
  return {
    ...terms,
    visitCredits: terms.visitCredits,
    classCredits: terms.classCredits,
    cancelWindowHours: terms.cancelWindowHours ?? 0,
  };
}

/** The section, or nothing for a gym that does not accept the pass. */
export function PaseGymSection({ gymId, timeZone }: PaseGymSectionProps) {
  const query = useGymCreditTerms(gymId);
  const { session } = useSession();
  const location = useLocation();
  const terms = accepted(query.data);
  if (query.isPending || (query.isSuccess && !terms)) return null;

  return (
    <TitledSection
      titleId="pase-title"
      title={m.sectionTitle}
      className="detail-card detail-card--wide pase"
      data-testid="pase-section"
    >
      <QueryFrame query={query} loading={m.loading} errorTitle={m.loadError} compact>
        {() =>
          terms && (
            <>
              <p className="pase__accepts">{m.accepts}</p>
              <ul className="pase__costs">
                <li data-testid="pase-visit-cost">{m.visitCost(terms.visitCredits)}</li>
                <li data-testid="pase-class-cost">{m.classCost(terms.classCredits)}</li>
              </ul>
              {terms.nextChange && (
                <p className="pase__next" data-testid="pase-next-change">
                  {m.nextChange(
                    terms.nextChange.visitCredits,
                    terms.nextChange.classCredits,
                    localDayAndTime(
                      new Date(terms.nextChange.effectiveAt),
                      timeZone,
                      activeLocale(),
                      'noYear',
                    )[0],
                  )}
                </p>
              )}
              {terms.monthlyVisitLimit !== null && <p>{m.visitLimit(terms.monthlyVisitLimit)}</p>}
              <p>{m.cancelWindow(terms.cancelWindowHours)}</p>
              {!session && (
                <p>
                  {m.signIn}{' '}
                  <Link to="/login" state={{ from: location.pathname }}>
                    {m.signInLink}
                  </Link>
                </p>
              )}
              {session?.type === 'user' && <MemberPart gymId={gymId} timeZone={timeZone} terms={terms} />}
            </>
          )
        }
      </QueryFrame>
    </TitledSection>
  );
}

/**
 * "Mis créditos" (`/creditos`, ADR 0045): a member's Pase BuscaGym — without a live pass, the plans to
 * subscribe to; with one, the balance, plan, status, renewal, pause and cancel; and always the history
 * of her credits; with credits, her rotating entry code for the gym's door (../wallet/DoorPass). Signed-in accounts only ({@link accountPage}); partners and administrators are told
 * the pass is for members.
 * @module
 */
import { Link } from 'react-router';
import { myCreditsMessages as m } from '../../../../shared/messages/credits-member.web';
import { OfflineNote } from '../../../components/OfflineNote';
import { PageMeta } from '../../../components/PageMeta';
import { QueryFrame } from '../../../components/QueryFrame';
import { StatusMessage } from '../../../components/StatusMessage';
import { accountPage, useSession } from '../../auth';
import { useMyCredits } from '../api/api';
import { DoorPass } from '../wallet/DoorPass';
import { HistoryList } from '../wallet/HistoryList';
import { PlanList } from '../wallet/PlanList';
import { WalletSummary } from '../wallet/WalletSummary';
import '../credits.css';

/** The "Mis créditos" screen. */
export const MyCreditsPage = accountPage(MyCredits);

/** Where to find gyms that accept the pass: the catalogue with the pass filter. */
const PASE_GYMS = '/?pase=true#gimnasios';

function MemberCredits() {
  const credits = useMyCredits();
  return (
    <>
      <OfflineNote updatedAt={credits.dataUpdatedAt} />
      <QueryFrame query={credits} loading={m.loading} errorTitle={m.loadError}>
        {(mine) => {
          const live = mine.status !== null && mine.status !== 'lapsed';
          return (
            <>
              {(live || mine.balance > 0) && <WalletSummary mine={mine} />}
              {(live || mine.balance > 0) && <DoorPass />}
              {!live && <PlanList />}
              <p>
                <Link to={PASE_GYMS}>{m.findGyms}</Link>
              </p>
              <HistoryList history={mine.history} />
            </>
          );
        }}
      </QueryFrame>
    </>
  );
}

function MyCredits() {
  const { session } = useSession();
  return (
    <div className="container column-page credits-page" data-testid="my-credits">
      <PageMeta title={m.title} />
      <h1>{m.title}</h1>
      <p className="credits-page__lead">{m.lead}</p>
      {session?.type === 'user' ? (
        <MemberCredits />
      ) : (
        <StatusMessage kind="empty" headingLevel={2} title={m.title} body={m.membersOnly} />
      )}
    </div>
  );
}

/**
 * `/home/{type}/{name}/{userId}[/{avatar}]` (SPEC §2): the signed-in home, the gym list of SPEC §4
 * (the same component as the landing page).
 * @module
 */
import { accountPageMessages as m } from '../../../../shared/messages';
import { PageMeta } from '../../../components/PageMeta';
import { useUserLocation } from '../../../lib/location';
import { GymList } from '../list/GymList';
import { accountPage, useSession } from '../../auth';
import '../../../styles/account.css';

/** The signed-in home. */
export const HomePage = accountPage(Home);

function Home() {
  const { session } = useSession();
  const { source } = useUserLocation();
  return (
    <div className="container section">
      <PageMeta title={m.homeTitle} />
      <h1 className="home__title">
        {m.homeGreeting(session?.name ?? '')}{' '}
        <span className="home__lead">{source === 'browser' ? m.homeNearby : m.homeBest}</span>
      </h1>
      <GymList id="gimnasios" nearFirst />
    </div>
  );
}

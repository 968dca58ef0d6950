/**
 * `/profile/{type}/{name}/{userId}` (SPEC §2): a minimal profile from `GET /api/user/profile/{id}`
 * with links to change the password and to delete the account (fuller profiles: later issues).
 * @module
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { accountPageMessages as m } from '../../../../shared/messages';
import { PageMeta } from '../../../components/PageMeta';
import { Spinner } from '../../../components/Spinner';
import { StatusMessage } from '../../../components/StatusMessage';
import { LOCALE } from '../../../lib/constants';
import { userProfile } from '../api';
import { RequireAccount } from '../components/RequireAccount';
import '../auth.css';

const dateFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long' });

/** The profile screen (signed-in owner only). */
export function ProfilePage() {
  return (
    <RequireAccount>
      <Profile />
    </RequireAccount>
  );
}

function Profile() {
  const { userId = '' } = useParams();
  const profile = useQuery({
    queryKey: ['account', 'profile', userId],
    queryFn: ({ signal }) => userProfile(userId, signal),
  });

  let body;
  if (profile.isPending) body = <Spinner size="large" label={m.profileLoading} />;
  else if (profile.isError)
    body = (
      <StatusMessage
        kind="error"
        title={m.profileError}
        body={profile.error.message}
        headingLevel={2}
        action={
          <button type="button" className="button" onClick={() => void profile.refetch()}>
            {m.retry}
          </button>
        }
      />
    );
  else {
    const { user } = profile.data;
    body = (
      <>
        <dl className="profile__data">
          <div>
            <dt>{m.name}</dt>
            <dd>{user.name}</dd>
          </div>
          <div>
            <dt>{m.email}</dt>
            <dd>{user.email}</dd>
          </div>
          <div>
            <dt>{m.type}</dt>
            <dd>{m.typeNames[user.type]}</dd>
          </div>
          <div>
            <dt>{m.memberSince}</dt>
            <dd>{dateFormat.format(new Date(user.createdAt))}</dd>
          </div>
        </dl>
        <div className="profile__actions">
          <Link className="button button--secondary" to={`/updatepassword/${encodeURIComponent(user._id)}`}>
            {m.changePassword}
          </Link>
          <Link className="button button--secondary" to={`/deactivate/${encodeURIComponent(user._id)}`}>
            {m.deleteAccount}
          </Link>
        </div>
      </>
    );
  }

  return (
    <section className="container auth" aria-labelledby="profile-title">
      <PageMeta title={m.profileTitle} />
      <div className="auth__card">
        <h1 id="profile-title">{m.profileTitle}</h1>
        {body}
      </div>
    </section>
  );
}

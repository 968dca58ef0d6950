/**
 * `/profile/{type}/{name}/{userId}` (SPEC §2): a minimal profile from `GET /api/user/profile/{id}`
 * with links to change the password and to delete the account (fuller profiles: later issues).
 * @module
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { accountPageMessages as m } from '../../../../shared/messages';
import { QueryFrame } from '../../../components/QueryFrame';
import { formatLongDate } from '../../../lib/format-dates';
import { userProfile } from '../account/api';
import { accountPage } from '../components/RequireAccount';
import { AuthCard } from '../../../components/AuthCard';
import { Fact } from '../../../components/Fact';
import '../../../styles/account.css';

/** The profile screen (signed-in owner only). */
export const ProfilePage = accountPage(Profile);

function Profile() {
  const { userId = '' } = useParams();
  const profile = useQuery({
    queryKey: ['account', 'profile', userId],
    queryFn: ({ signal }) => userProfile(userId, signal),
  });

  return (
    <AuthCard titleId="profile-title" title={m.profileTitle}>
      <QueryFrame query={profile} loading={m.profileLoading} errorTitle={m.profileError}>
        {({ user }) => (
          <>
            <dl className="profile__data">
              <Fact label={m.name}>{user.name}</Fact>
              <Fact label={m.email}>{user.email}</Fact>
              <Fact label={m.type}>{m.typeNames[user.type]}</Fact>
              <Fact label={m.memberSince}>{formatLongDate(user.createdAt)}</Fact>
            </dl>
            <div className="profile__actions">
              <Link
                className="button button--secondary"
                to={`/updatepassword/${encodeURIComponent(user._id)}`}
              >
                {m.changePassword}
              </Link>
              <Link
                className="button button--secondary button--danger-text"
                to={`/deactivate/${encodeURIComponent(user._id)}`}
              >
                {m.deleteAccount}
              </Link>
            </div>
          </>
        )}
      </QueryFrame>
    </AuthCard>
  );
}

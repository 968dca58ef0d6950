/**
 * The member profile (SPEC §2 `/profile/user/{name}/{userId}`): avatar, data
 * (health conditions only here, for the member), "Mis favoritos", "Mis compras" (orders, receipts and
 * digital passes), the device's notifications switch (ADR 0031), and links to edit the data, change
 * the password and delete the account. Guarded
 * by {@link accountPage}.
 * @module
 */
import { Suspense, useRef } from 'react';
import { Link, useParams } from 'react-router';
import type { Gym } from '../../../../shared/contract/gyms';
import type { MemberUser } from '../../../../shared/contract/members';
import { accountPageMessages, memberProfileMessages as m } from '../../../../shared/messages';
import { myOrdersMessages } from '../../../../shared/messages/commerce.web';
import { PageMeta } from '../../../components/PageMeta';
import { useFocusRecovery } from '../../../components/use-focus-recovery';
import { OfflineNote } from '../../../components/OfflineNote';
import { QueryFrame } from '../../../components/QueryFrame';
import { Spinner } from '../../../components/Spinner';
import { formatLongDate } from '../../../lib/format-dates';
import { HomeEmpty, accountPage, useSession } from '../../auth';
import { MyOrders } from '../../cart';
import { LazyPushSwitch } from '../../push';
import { useAvatars, useDeseasesMap, useFavouriteGyms, useMemberProfile } from '../api/api';
import { AvatarImage } from '../../../components/AvatarImage';
import { FavouriteGymCard } from '../favourites/FavouriteGymCard';
import { conditionNames, formatBirthday, formatPhone, genderLabel } from '../details/format';
import { Fact } from '../../../components/Fact';
import '../../../styles/account.css';
import '../details/members.css';
import { seg } from '../../../lib/path';
import { TitledSection } from '../../../components/TitledSection';

/** The member profile screen. */
export const MemberProfilePage = accountPage(MemberProfile);

function MemberProfile() {
  const { userId = '' } = useParams();
  const profile = useMemberProfile(userId);

  return (
    <div className="container column-page member-page">
      <PageMeta title={m.title} />
      <h1>{m.title}</h1>
      <QueryFrame query={profile} loading={m.loading} errorTitle={m.loadError}>
        {(user) => <ProfileBody user={user} />}
      </QueryFrame>
    </div>
  );
}

function ProfileBody({ user }: { user: MemberUser }) {
  const { session } = useSession();
  const avatars = useAvatars();
  const conditions = useDeseasesMap();
  const type = session?.type ?? user.type;
  const editPath = `/home/editprofile/${seg(type)}/${seg(user.name)}/${seg(user._id)}`;
  const fullName = [user.name, user.lastName].filter(Boolean).join(' ');
  const notGiven = <span className="member-data__empty">{m.notGiven}</span>;
  const health = user.healthConditions;

  return (
    <>
      <section className="panel member-card member-summary" aria-labelledby="member-name">
        <AvatarImage
          id={user.avatar?._id ?? null}
          name={user.name}
          alt={m.avatarAlt(user.name)}
          avatars={avatars.data}
        />
        <div>
          <h2 id="member-name" className="wrap-name member-summary__name">
            {fullName}
          </h2>
          <p className="member-summary__email">{user.email}</p>
          {!user.avatar && (
            <p>
              {m.noAvatar} <Link to={editPath}>{m.chooseAvatar}</Link>
            </p>
          )}
        </div>
      </section>

      <TitledSection titleId="member-data-title" title={m.data} className="panel member-card">
        <dl className="profile__data member-data">
          <Fact label={m.name}>{fullName}</Fact>
          <Fact label={m.email}>{user.email}</Fact>
          <Fact label={m.phone}>{user.phone ? formatPhone(user.phone) : notGiven}</Fact>
          <Fact label={m.birthday}>{user.birthday ? formatBirthday(user.birthday) : notGiven}</Fact>
          <Fact label={m.gender}>{user.gender ? genderLabel(user.gender) : notGiven}</Fact>
          <Fact label={m.address}>{user.address ?? notGiven}</Fact>
          <Fact label={m.emergency}>
            {user.emergencyContact
              ? `${user.emergencyContact.name} · ${formatPhone(user.emergencyContact.phone)}`
              : notGiven}
          </Fact>
          <Fact label={m.marketing}>{user.marketingOptIn ? m.marketingYes : m.marketingNo}</Fact>
          <Fact label={m.reviewMailsTitle}>
            {(user.reviewMails ?? true) ? m.reviewMailsYes : m.reviewMailsNo}
          </Fact>
          <Fact label={m.memberSince}>{formatLongDate(user.createdAt)}</Fact>
          <Fact label={accountPageMessages.type}>{accountPageMessages.typeNames[user.type]}</Fact>
        </dl>
        {health !== undefined && (
          <div className="member-health" data-testid="member-health">
            <h3>{m.health}</h3>
            <p className="field__hint">{m.healthPrivate}</p>
            {health.length === 0 ? (
              <p>{m.noHealth}</p>
            ) : conditions.isPending ? (
              <Spinner />
            ) : (
              <ul className="plain-list member-health__list">
                {conditionNames(health, conditions.data ?? []).map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            )}
          </div>
        )}
      </TitledSection>

      <Favourites userId={user._id} />

      {/* "Mis compras" loads in its own chunk (ADR 0013); its spinner while it does. */}
      <Suspense fallback={<Spinner label={myOrdersMessages.loading} />}>
        <MyOrders />
      </Suspense>

      <LazyPushSwitch />

      <TitledSection titleId="member-actions-title" title={m.actions} className="panel member-card">
        <div className="profile__actions">
          <Link className="button" to={editPath}>
            {m.editProfile}
          </Link>
          <Link className="button button--secondary" to={`/updatepassword/${seg(user._id)}`}>
            {m.changePassword}
          </Link>
          <Link className="button button--secondary button--danger-text" to={`/deactivate/${seg(user._id)}`}>
            {m.deleteAccount}
          </Link>
        </div>
      </TitledSection>
    </>
  );
}

const shrank = (before: number | undefined, now: number | undefined) =>
  before !== undefined && now !== undefined && now < before;

function Favourites({ userId }: { userId: string }) {
  const favourites = useFavouriteGyms(userId);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const count = favourites.data?.gyms.length;
  // A removed card takes its focused heart with it: focus goes to the section heading instead.
  useFocusRecovery(count, shrank, headingRef);

  const list = (gyms: Gym[]) =>
    gyms.length === 0 ? (
      <HomeEmpty title={m.favouritesEmpty} body={m.favouritesEmptyBody} actionLabel={m.browseGyms} />
    ) : (
      <ul className="plain-list fav-list" aria-labelledby="favourites-title">
        {gyms.map((gym) => (
          <li key={gym._id}>
            <FavouriteGymCard gym={gym} />
          </li>
        ))}
      </ul>
    );

  return (
    <section className="panel member-card" aria-labelledby="favourites-title" data-testid="favourites">
      <div className="head-row member-card__header">
        <h2 id="favourites-title" ref={headingRef} tabIndex={-1}>
          {m.favourites}
        </h2>
        <OfflineNote updatedAt={favourites.dataUpdatedAt} />
        {favourites.data && favourites.data.gyms.length > 0 && (
          <span className="chip">{m.favouritesCount(favourites.data.gyms.length)}</span>
        )}
      </div>
      <QueryFrame query={favourites} loading={m.favouritesLoading} errorTitle={m.favouritesError} compact>
        {(data) => list(data.gyms)}
      </QueryFrame>
    </section>
  );
}

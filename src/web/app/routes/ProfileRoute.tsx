/**
 * `/profile/{type}/{name}/{userId}` (SPEC §2): the profile screen of the account type in the path —
 * the partner's business profile, the member's profile, or the plain account profile for any other
 * type (administrators have their console, `profile/admin/…` in the router). Each page guards itself
 * (`RequireAccount`), so a `{type}` that is not the account's own is refused there.
 * @module
 */
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { ScreenSpinner } from '../../components/Spinner';

const PartnerProfilePage = lazy(async () => ({
  default: (await import('../../features/partners/pages')).PartnerProfilePage,
}));
const MemberProfilePage = lazy(async () => ({
  default: (await import('../../features/members/pages')).MemberProfilePage,
}));
const AccountProfilePage = lazy(async () => ({
  default: (await import('../../features/auth/pages')).ProfilePage,
}));

/** Chooses the profile page by the `{type}` segment. */
export function ProfileRoute() {
  const { type } = useParams();
  const Page =
    type === 'partner' ? PartnerProfilePage : type === 'user' ? MemberProfilePage : AccountProfilePage;
  return (
    <Suspense fallback={<ScreenSpinner />}>
      <Page />
    </Suspense>
  );
}

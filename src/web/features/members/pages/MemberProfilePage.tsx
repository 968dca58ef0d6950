/** Scaffold: replaced by the members work (issue "Members" §5). */
export { ProfilePage as MemberProfilePage } from '../../auth/pages/ProfilePage';

/** Scaffold: replaced by the members work (issue "Members" §2). */
export { ProfilePage as MemberFormPage } from '../../auth/pages/ProfilePage';

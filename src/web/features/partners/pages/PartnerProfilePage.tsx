/** Scaffold: replaced by the partners work (issue "Partners"). */
export { ProfilePage as PartnerProfilePage } from '../../auth/pages/ProfilePage';

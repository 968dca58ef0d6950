/** Scaffold: replaced by the partners work (issue "Partners"). */
export { ProfilePage as PartnerEditPage } from '../../auth/pages/ProfilePage';

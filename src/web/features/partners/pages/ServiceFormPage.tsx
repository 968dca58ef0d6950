/** Scaffold: replaced by the partners work (issue "Partners"). */
export { ProfilePage as ServiceFormPage } from '../../auth/pages/ProfilePage';

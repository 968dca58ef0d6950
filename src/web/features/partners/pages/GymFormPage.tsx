/** Scaffold: replaced by the partners work (issue "Partners"). */
export { ProfilePage as GymFormPage } from '../../auth/pages/ProfilePage';

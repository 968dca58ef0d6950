/**
 * The partner screens (SPEC §2 partner routes), lazily loaded as one chunk.
 * @module
 */
export { PartnerProfilePage } from './PartnerProfilePage';
export { PartnerEditPage } from './PartnerEditPage';
export { GymFormPage } from './GymFormPage';
export { ServiceFormPage } from './ServiceFormPage';
export { PaseTermsPage } from '../credits/PaseTermsPage';

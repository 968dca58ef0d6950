/**
 * The partner screens (issue "Partners" §1–§5), lazily loaded as one chunk.
 * @module
 */
export { PartnerProfilePage } from './PartnerProfilePage';
export { PartnerEditPage } from './PartnerEditPage';
export { GymFormPage } from './GymFormPage';
export { ServiceFormPage } from './ServiceFormPage';

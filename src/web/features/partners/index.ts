/**
 * Public pieces of the partners feature for other features: the partner's profile, plans and gyms
 * (calls and hooks), the paid plan's checkout and its state (for its payment screen in the cart
 * feature, ADR 0017), the partner screens' paths and the image upload. The partner screens are lazy
 * routes (`pages/`).
 * @module
 */
export { useMyGyms } from './api/api-gyms';
export { loadPartnerProfile, useChoosePlan, usePartnerProfile, usePlans } from './api/api';
export { partnerPaths, type PartnerPaths } from './paths/paths';
export { checkoutPlan, refreshAfterPlanPayment, useSubscription } from './plans/api';
export { planPaymentState, planReturnPath } from './plans/rules';
export { ImageUpload } from './uploads/ImageUpload';

/**
 * Public pieces of the paid-plans feature (ADR 0017) for the partner profile: the subscription line of
 * "Tu plan", the banner of a plan that could not be charged, and Stripe's return after a plan's
 * payment. The payment screen is a lazy route (`pages/`).
 * @module
 */
import './plans.css';

export { refreshAfterPlanPayment } from './api';
export { PlanBanner } from './PlanBanner';
export { PlanPaymentReturn } from './PlanPaymentReturn';
export { SubscriptionStatus } from './SubscriptionStatus';
export { isFreePlan } from './rules';

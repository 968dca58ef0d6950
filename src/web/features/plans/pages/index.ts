/**
 * The paid-plan screens (ADR 0017), lazily loaded as one chunk: the plan payment screen.
 * @module
 */
export { PlanPaymentPage } from './PlanPaymentPage';

/**
 * Public pieces of the Pase BuscaGym feature (ADR 0045) for other features: the pass on a gym's page
 * (loaded lazily by that page), the class place paid with credits in the timetable, what a cancel did
 * with the credits, and the calls the payment of a plan's month uses (the payment screen lives with
 * the other card payments, in the cart feature). The top bar uses `shell.ts`; "Mis créditos" is a lazy
 * route (`pages/`).
 * @module
 */
export { PaseGymSection } from './spend/LazyPaseGymSection';
export { ClassCreditDialog, useClassCredits, type CreditClassTarget } from './spend/ClassCreditDialog';
export { outcomeText } from './model/charge';
export { checkoutCredits, refreshCredits, useCreditPlans, useMyCredits } from './api/api';
export { CREDITS_PATH } from './paths';

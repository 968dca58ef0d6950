/**
 * Pase BuscaGym (docs/architecture.md §5.2, ADR 0045), the module's only public entry
 * (docs/architecture.md §2): members' credits bought by plan and spent across the gyms that accept the
 * pass, and what the gyms are paid for them through the ledger.
 * @module
 */
export { valueTaken } from './average-cost';
export {
  addCredits,
  giveBackCredits,
  lockWallet,
  NotEnoughCredits,
  takeCredits,
  type MovementRefs,
  type Wallet,
} from './wallet';
export { creditSubscriptionsPlugin } from './subscription/plugin';
export { renewCredits, type CreditRenewalReport } from './subscription/renewal';

// Pase BuscaGym at the gyms (ADR 0045): terms, spending, the door and the settlement job, for app.ts.
export {
  adminCreditRateRoutes,
  partnerCreditTermsRoutes,
  publicCreditTermsRoutes,
  type CreditTermsRoutesOptions,
} from './gym-terms/routes';
export { creditBookingsOf } from './spending/class-booking';
export { visitRoutes, type VisitRoutesOptions } from './spending/routes';
export { settleNoShows, type NoShowRun } from './spending/no-shows';
export { settledVisitsOfPartner } from './spending/statement-lines';
export { workSettleCreditVisits } from './spending/worker';

// The demo seed's month of Pase BuscaGym (src/server/seed/demo-credits.ts): the module's own paths, each
// with its explicit `now`, so a seeded month is dated as it would have happened (ADR 0045).
export { insertCreditPlan, selectAllCreditPlans, type CreditPlanRow } from './plans/queries';
export { setCreditRate, setGymTerms } from './gym-terms/terms';
export { applyPaidCredits } from './subscription/fulfil';
export { bookClassWithCredits, cancelClassWithCredits } from './spending/class-booking';
export { bookVisit, cancelVisit } from './spending/visits';
export { creditDoor } from './door/checkin';

/**
 * Service plans (SPEC §7; ADR 0017): their routes and the plan reads other modules use.
 * The module's only public entry (docs/architecture.md §2).
 * @module
 */
export { planRoutes, type PlanRoutesOptions } from './routes';
export { findPlan, planNamesOf } from './service';
export { selectPlan, type PlanRow } from './queries';

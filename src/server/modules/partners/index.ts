/**
 * Partners (SPEC §7 partner calls): their routes and what other modules read or lock of a partner.
 * The module's only public entry (docs/architecture.md §2).
 * @module
 */
export { partnerRoutes, type PartnerRoutesOptions } from './routes';
export { findPartnerByUserId, lockPartnerByUserId, selectPlanUsage, updatePartnerPlan } from './queries';
export { assertSelfPartner, findReadablePartner, partnerCountry, toPartner } from './service';

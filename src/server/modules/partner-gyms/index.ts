/**
 * A partner's gyms (SPEC §7 partner calls): their routes and the partner checks other modules use.
 * The module's only public entry (docs/architecture.md §2).
 * @module
 */
export { partnerGymRoutes, type PartnerGymRoutesOptions } from './routes';
export { assertPartner, assertRoomForGym, ownedGym } from './gyms';
export { partnerCountryOf } from './place';

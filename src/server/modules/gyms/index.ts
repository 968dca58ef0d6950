/**
 * The gym catalogue (SPEC §7; ADR 0006, 0014, 0025): its routes, the catalogue service, the page
 * head of a gym page, and the gym columns and mappers other modules read gyms with.
 * The module's only public entry (docs/architecture.md §2).
 * @module
 */
export { gymRoutes, type GymRoutesOptions } from './routes';
export { createGymCatalogue } from './service';
export { toGym, toServices } from './page/mappers';
export { GYM_COLUMNS, SERVICES_OF, type GymPageRow, type GymServiceLink } from './search/queries';

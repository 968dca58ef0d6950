/**
 * Open-data sources of the catalogue (ADR 0025): their routes and a gym's source.
 * The module's only public entry (docs/architecture.md §2).
 * @module
 */
export { sourceRoutes } from './routes';
export { findGymSource } from './queries';

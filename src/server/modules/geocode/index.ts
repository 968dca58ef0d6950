/**
 * Geocoding for partners (ADR 0026): its routes.
 * The module's only public entry (docs/architecture.md §2).
 * @module
 */
export { geocodeRoutes, type GeocodeRoutesOptions } from './routes';

/**
 * Health, readiness and public configuration: their routes.
 * The module's only public entry (docs/architecture.md §2).
 * @module
 */
export { systemRoutes, type SystemRoutesOptions } from './routes';

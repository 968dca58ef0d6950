/**
 * Open-data imports (ADR 0025), administrators only: their routes.
 * The module's only public entry (docs/architecture.md §2).
 * @module
 */
export { importRoutes, type ImportRoutesOptions } from './routes';

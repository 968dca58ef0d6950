/**
 * A partner's clients and a member's consents (ADR 0016): their routes.
 * The module's only public entry (docs/architecture.md §2).
 * @module
 */
export { clientRoutes, consentRoutes, type ClientRoutesOptions } from './routes';

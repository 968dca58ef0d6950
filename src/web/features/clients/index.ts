/**
 * The partner's clients screen (ADR 0016), loaded with its route only (ADR 0013).
 * @module
 */
export { ClientsPage } from './ClientsPage';

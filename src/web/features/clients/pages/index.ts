/**
 * The partner's clients screen, loaded with its route only (ADR 0013).
 * @module
 */
export { ClientsPage } from './ClientsPage';

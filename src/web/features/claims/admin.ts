/**
 * Public pieces of gym claims (ADR 0025 "Claims") for the administrators' console: the "Reclamos"
 * section.
 * @module
 */
export { ClaimsSection } from './components/ClaimsSection';

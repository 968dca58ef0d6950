/**
 * Public pieces of gym claims (ADR 0025 "Claims") for the gym page: the "¿Es tu gimnasio?" banner. The
 * administrators' section is in ./admin, so that the gym page never loads it.
 * @module
 */
export { ClaimBanner } from './ClaimBanner';

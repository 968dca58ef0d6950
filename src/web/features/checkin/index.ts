/**
 * The door screen, loaded with its route only (the QR reader and its WebAssembly stay out of every
 * other screen's chunk; ADR 0013).
 * @module
 */
export { CheckinPage } from './CheckinPage';

/**
 * The administration screens (SPEC §1 administrator), loaded with their routes only: the headless table
 * library and the administration calls stay out of every other screen's chunk (ADR 0013 budgets).
 * One chunk for all of them keeps the entry's list of preloads short; the QR drawing of the second
 * factor loads on its own when the set-up shows it.
 * @module
 */
export { AdminConsolePage } from './AdminConsolePage';
export { AdminHomePage } from './AdminHomePage';
export { SecondFactorPage } from './SecondFactorPage';

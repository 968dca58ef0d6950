/**
 * The sales screen, loaded with its route only (recharts and the CSV writer stay out of every other
 * screen's chunk; ADR 0013).
 * @module
 */
export { SalesPage } from './pages/SalesPage';

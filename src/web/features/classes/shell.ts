/**
 * Light pieces of the classes feature for the app shell and other features' links (the top bar's
 * "Mis reservas"): paths only, kept apart from `index.ts` so they carry no
 * class screen and no stylesheet into the first chunk (ADR 0013).
 * @module
 */
export { myBookingsPath } from './timetable/paths';
